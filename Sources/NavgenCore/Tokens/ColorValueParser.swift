/// Parses DTCG colour values: the 2025.10 object form and the legacy hex strings.
enum ColorValueParser {
    static func parse(_ json: JSONValue, log: inout DiagnosticLog) -> TokenValue? {
        if let text = json.string {
            guard let rgba = HexColor.parse(text) else {
                log.error("invalid-value", at: json.location, "'\(text)' is not a colour; write #RRGGBB, #RRGGBBAA or a colour object")
                return nil
            }
            log.warning("legacy-value", at: json.location,
                        "'\(text)' is a pre-2025.10 colour string; write \(modernForm(of: rgba))")
            return .color(TokenColor(srgb: rgba))
        }
        guard json.object != nil else {
            log.error("invalid-value", at: json.location, "a colour must be an object {\"colorSpace\", \"components\"}, found \(json.kindName)")
            return nil
        }
        guard let space = json["colorSpace"]?.string else {
            log.error("invalid-value", at: json["colorSpace"]?.location ?? json.location, "a colour needs a \"colorSpace\" string")
            return nil
        }
        guard let items = json["components"]?.array, items.count == 3 else {
            log.error("invalid-value", at: json["components"]?.location ?? json.location, "a colour needs \"components\": an array of three numbers")
            return nil
        }
        let components = items.map { $0.number ?? ($0.string == "none" ? 0 : .nan) }
        if let bad = items.first(where: { $0.number == nil && $0.string != "none" }) {
            log.error("invalid-value", at: bad.location, "a colour component must be a number or \"none\", found \(bad.kindName)")
            return nil
        }
        var alpha = 1.0
        if let alphaValue = json["alpha"] {
            guard let number = alphaValue.number, (0...1).contains(number) else {
                log.error("invalid-value", at: alphaValue.location, "\"alpha\" must be a number between 0 and 1")
                return nil
            }
            alpha = number
        }
        let hex = json["hex"]?.string
        if let hexValue = json["hex"], hex.flatMap(HexColor.parse) == nil || hex?.count != 7 {
            log.error("invalid-value", at: hexValue.location, "\"hex\" must be a six-digit '#rrggbb' string")
            return nil
        }
        guard let srgb = ColorSpaceConversion.toSRGB(space: space, components: components, alpha: alpha) else {
            log.error("invalid-value", at: json["colorSpace"]!.location,
                      "unknown colour space '\(space)'\(Suggestion.hint(for: space, in: ColorSpaceConversion.supportedSpaces))")
            return nil
        }
        for (index, component) in components.enumerated() where !ColorSpaceConversion.isInRange(component, index: index, space: space) {
            log.error("invalid-value", at: items[index].location, "component \(index + 1) of a \(space) colour is out of range: \(formatNumber(component))")
            return nil
        }
        return .color(TokenColor(colorSpace: space, components: components, alpha: alpha, hex: hex, srgb: srgb))
    }

    static func modernForm(of rgba: RGBA) -> String {
        let parts = [rgba.red, rgba.green, rgba.blue].map { formatNumber(($0 * 10_000).rounded() / 10_000) }
        var text = "{\"colorSpace\": \"srgb\", \"components\": [\(parts.joined(separator: ", "))]"
        if rgba.alpha < 1 { text += ", \"alpha\": \(formatNumber((rgba.alpha * 10_000).rounded() / 10_000))" }
        return text + "}"
    }
}

/// `#RGB`, `#RGBA`, `#RRGGBB` and `#RRGGBBAA`.
enum HexColor {
    static func parse(_ text: String) -> RGBA? {
        guard text.hasPrefix("#") else { return nil }
        let digits = Array(text.utf8.dropFirst())
        var values: [Double] = []
        func nibble(_ byte: UInt8) -> Int? {
            switch byte {
            case UInt8(ascii: "0")...UInt8(ascii: "9"): Int(byte - UInt8(ascii: "0"))
            case UInt8(ascii: "a")...UInt8(ascii: "f"): Int(byte - UInt8(ascii: "a") + 10)
            case UInt8(ascii: "A")...UInt8(ascii: "F"): Int(byte - UInt8(ascii: "A") + 10)
            default: nil
            }
        }
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
}
