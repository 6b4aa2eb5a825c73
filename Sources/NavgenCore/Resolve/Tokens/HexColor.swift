/// `#RGB`, `#RGBA`, `#RRGGBB` and `#RRGGBBAA`: the pre-2025.10 colour strings, and the `hex` fallback.
enum HexColor {
    static func parse(_ text: String) -> RGBA? {
        // Bytes: a "#" that begins a longer Character is followed by a non-hex byte, so it fails here too.
        let utf8 = text.utf8
        guard utf8.first == UInt8(ascii: "#") else { return nil }
        let digits = utf8.dropFirst()
        let pairs = digits.count == 6 || digits.count == 8
        guard pairs || digits.count == 3 || digits.count == 4 else { return nil }
        var values: [Double] = []
        values.reserveCapacity(4)
        var index = digits.startIndex
        while index != digits.endIndex {
            guard let high = nibble(digits[index]) else { return nil }
            index = digits.index(after: index)
            if pairs {
                guard let low = nibble(digits[index]) else { return nil }
                index = digits.index(after: index)
                values.append(Double(high * 16 + low) / 255)
            } else {
                values.append(Double(high * 17) / 255)
            }
        }
        return RGBA(red: values[0], green: values[1], blue: values[2], alpha: values.count == 4 ? values[3] : 1)
    }

    /// COL-4 (docs/dtcg-requirements.md): the fallback is exactly six digits; alpha never goes in `hex`.
    static func isFallback(_ text: String) -> Bool {
        text.utf8.count == 7 && parse(text) != nil
    }

    /// `#abc` → `#aabbcc`: a 3-digit hex fallback in six digits; nil for any other text.
    static func expandedShortForm(_ text: String) -> String? {
        guard text.utf8.count == 4, parse(text) != nil else { return nil }
        return "#" + text.dropFirst().map { "\($0)\($0)" }.joined()
    }

    private static func nibble(_ byte: UInt8) -> Int? {
        switch byte {
        case UInt8(ascii: "0")...UInt8(ascii: "9"): Int(byte - UInt8(ascii: "0"))
        case UInt8(ascii: "a")...UInt8(ascii: "f"): Int(byte - UInt8(ascii: "a") + 10)
        case UInt8(ascii: "A")...UInt8(ascii: "F"): Int(byte - UInt8(ascii: "A") + 10)
        default: nil
        }
    }

    /// The 2025.10 object form of an sRGB colour, for `legacy-value` messages and converters. Numbers are
    /// rounded to four decimals, as the generated code writes them: every legacy colour gets this message.
    static func modernForm(of rgba: RGBA) -> String {
        CSSColorString.modernForm(space: "srgb", components: [rgba.red, rgba.green, rgba.blue], alpha: rgba.alpha)
    }
}
