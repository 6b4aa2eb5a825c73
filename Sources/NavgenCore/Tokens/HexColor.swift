/// `#RGB`, `#RGBA`, `#RRGGBB` and `#RRGGBBAA`: the pre-2025.10 colour strings, and the `hex` fallback.
enum HexColor {
    static func parse(_ text: String) -> RGBA? {
        guard text.hasPrefix("#") else { return nil }
        let digits = Array(text.utf8.dropFirst())
        var values: [Double] = []
        switch digits.count {
        case 3, 4:
            for byte in digits {
                guard let value = nibble(byte) else { return nil }
                values.append(Double(value * 17) / 255)
            }
        case 6, 8:
            for index in stride(from: 0, to: digits.count, by: 2) {
                guard let high = nibble(digits[index]), let low = nibble(digits[index + 1]) else { return nil }
                values.append(Double(high * 16 + low) / 255)
            }
        default:
            return nil
        }
        return RGBA(red: values[0], green: values[1], blue: values[2], alpha: values.count == 4 ? values[3] : 1)
    }

    /// COL-4: the fallback is exactly six digits; alpha never goes in `hex`.
    static func isFallback(_ text: String) -> Bool {
        text.utf8.count == 7 && parse(text) != nil
    }

    private static func nibble(_ byte: UInt8) -> Int? {
        switch byte {
        case UInt8(ascii: "0")...UInt8(ascii: "9"): Int(byte - UInt8(ascii: "0"))
        case UInt8(ascii: "a")...UInt8(ascii: "f"): Int(byte - UInt8(ascii: "a") + 10)
        case UInt8(ascii: "A")...UInt8(ascii: "F"): Int(byte - UInt8(ascii: "A") + 10)
        default: nil
        }
    }

    /// The 2025.10 object form of an sRGB colour, for `legacy-value` messages and converters.
    static func modernForm(of rgba: RGBA) -> String {
        let parts = [rgba.red, rgba.green, rgba.blue].map { formatNumber(($0 * 10_000).rounded() / 10_000) }
        var text = "{\"colorSpace\": \"srgb\", \"components\": [\(parts.joined(separator: ", "))]"
        if rgba.alpha < 1 { text += ", \"alpha\": \(formatNumber((rgba.alpha * 10_000).rounded() / 10_000))" }
        return text + "}"
    }
}
