/// Tokens Studio's `rgba(colour, alpha)`: a colour (a `{reference}` or `#hex`) with its alpha replaced by the
/// second argument (a number, a percentage or a reference to a number token), as sd-transforms' `ts/color/css/hexrgba`
/// transform computes it (https://github.com/tokens-studio/sd-transforms#tscolorcsshexrgba): the colour's red,
/// green and blue in sRGB, and the alpha given.
struct TokensStudioColorFunction {
    var color: String
    var alpha: String

    init?(_ text: String) {
        let trimmed = text.trimming(" ")
        guard trimmed.lowercased().hasPrefix("rgba("), trimmed.hasSuffix(")") else { return nil }
        let arguments = trimmed.dropFirst("rgba(".count).dropLast().split(separator: ",", omittingEmptySubsequences: false)
            .map { String($0).trimming(" ") }
        guard arguments.count == 2, !arguments[0].isEmpty, !arguments[1].isEmpty else { return nil }
        (color, alpha) = (arguments[0], arguments[1])
    }

    static func isAlpha(_ text: String) -> Bool {
        TokensStudioColorFunction(text) != nil
    }

    /// `{color.black}80`: a reference followed by two hex digits, which Style Dictionary and Tokens Studio replace by
    /// the referenced value as text (https://styledictionary.com/reference/utils/references/), so a colour written
    /// `#rrggbb` becomes `#rrggbb80`. The reference and the alpha the digits give.
    static func hexAlphaSuffix(_ text: String) -> (reference: String, alpha: Double)? {
        let trimmed = text.trimming(" ")
        guard trimmed.hasPrefix("{"), let close = trimmed.lastIndex(of: "}") else { return nil }
        let digits = trimmed[trimmed.index(after: close)...]
        let reference = String(trimmed[...close])
        guard digits.count == 2, let byte = UInt8(digits, radix: 16), CurlyReference.path(in: reference) != nil else { return nil }
        return (reference, Double(byte) / 255)
    }

    /// A CSS colour function, `hsl(…)`, `hsla(…)`, `rgb(…)` or `rgba(…)`, whose arguments Tokens Studio replaces with the
    /// values of the tokens they name before it reads the colour: `hsl({hue.brand} {saturation.brand} 44%)`.
    static func isCSSCall(_ text: String) -> Bool {
        let trimmed = text.trimming(" ").lowercased()
        return ["rgb(", "rgba(", "hsl(", "hsla("].contains { trimmed.hasPrefix($0) } && trimmed.hasSuffix(")")
    }

    /// True for any `rgba(` call, well-formed or not: a malformed one is a colour mistake, not an unknown function.
    static func isCall(_ text: String) -> Bool {
        text.trimming(" ").lowercased().hasPrefix("rgba(")
    }

    /// What is wrong with an `rgba(` call that does not parse: an unclosed one says so first.
    static func malformed(_ text: String) -> String {
        unclosed(text) ?? "'\(text)' is not a colour: rgba() with a reference takes a colour and an alpha, such as rgba({color.blue}, 0.5) or rgba(#0000ff, {opacity.half})"
    }

    /// The problem of a colour function left open (`rgba(0,99,110,0.4`), which no other reading would explain.
    static func unclosed(_ text: String) -> String? {
        guard text.count(where: { $0 == "(" }) > text.count(where: { $0 == ")" }) else { return nil }
        return "'\(text)' is not a colour: a '(' is not closed; add the ')'"
    }
}
