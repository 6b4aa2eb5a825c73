/// Dimensions written in units DTCG 2025.10 does not have (`em`, `vw`, `%`, none at all), as real token sets write
/// them: what such a unit means, so that messages can say why navgen cannot read it as points.
enum DimensionUnits {
    /// `"1.5em"` → (1.5, `em`), `"100%"` → (100, `%`), `"16"` → (16, ``); nil when the text is not a number
    /// followed by letters or `%`.
    static func split(_ text: String) -> (value: Double, unit: String)? {
        let trimmed = text.trimming(" ")
        let unit = String(trimmed.reversed().prefix { $0.isLetter || $0 == "%" }.reversed())
        let number = String(trimmed.dropLast(unit.count)).trimming(" ")
        guard !number.isEmpty, let value = Double(number), value.isFinite else { return nil }
        return (value, unit)
    }

    /// Why a dimension in `unit` has no size in points, when there is more to say than that DTCG lacks the unit.
    static func problem(of unit: String) -> String? {
        switch unit.lowercased() {
        case "em", "ex", "ch": "\(unit) is relative to the font size of the text it sets"
        case "%": "a percentage is relative to what the dimension is applied to, which a token does not know"
        case "vw", "vh", "vmin", "vmax", "svw", "svh", "lvw", "lvh", "dvw", "dvh":
            "\(unit) is relative to the viewport, which a token does not know"
        case "dp", "sp": "\(unit) is an Android unit"
        case "pt": "DTCG writes points as px (one px is one point on iOS)"
        default: nil
        }
    }
}
