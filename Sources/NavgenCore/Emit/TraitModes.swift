/// Which mode the UIKit and SwiftUI glue picks for each interface style and contrast: each a `NavigationMode` case.
///
/// Modes are named by their contexts (`light`, `dark`, `dark-highContrast`, `dark_ax`); a mode matches a trait
/// combination when its name says the same style and contrast. Unmatched combinations fall back to
/// the mode with the right style, then to the first mode.
public struct TraitModes: Codable, Equatable, Sendable {
    public var light: String
    public var dark: String
    public var lightHighContrast: String
    public var darkHighContrast: String

    /// Nil without modes.
    init?(_ modes: [String], names: NameTable) {
        guard !modes.isEmpty else { return nil }
        func pick(dark: Bool, highContrast: Bool) -> String {
            // `unmixed`: among modes that say the style, one that does not also say the other (two axes' `Light-Dark`).
            let scored = modes.enumerated().map { index, mode -> (score: Int, unmixed: Int, index: Int) in
                let lower = mode.lowercased()
                let isDark = TokenCatalogue.isDark(mode)
                let isLight = lower.contains("light")
                let isHigh = TokenCatalogue.isHighContrast(mode)
                // A mode that says the style beats one that says none, which beats one that says the other; a mode that
                // says no style is the base a light mode is (Style Dictionary's `hc` beside `dark` and `hcDark`), so it
                // fits light better; the contrast outweighs the step from none to the style (`hc` over `light`).
                var score = 0
                if isDark == dark && (isDark || isLight) { score += 4 }
                if !isDark && !isLight { score += dark ? 1 : 2 }
                if isHigh == highContrast { score += 3 }
                return (score, isDark && isLight ? 0 : 1, index)
            }
            let best = scored.max { ($0.score, $0.unmixed, -$0.index) < ($1.score, $1.unmixed, -$1.index) }
            return names[modes[best?.index ?? 0]]
        }
        light = pick(dark: false, highContrast: false)
        dark = pick(dark: true, highContrast: false)
        lightHighContrast = pick(dark: false, highContrast: true)
        darkHighContrast = pick(dark: true, highContrast: true)
    }
}
