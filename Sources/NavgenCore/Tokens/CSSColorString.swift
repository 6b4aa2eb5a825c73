import Foundation

/// CSS colour strings as Style Dictionary and Tokens Studio write them: `#hex`, `rgb()`, `rgba()`,
/// `hsl()`, `hsla()` (comma or space syntax), Tokens Studio's `rgba(#hex, alpha)` and `transparent`,
/// converted to a DTCG colour object.
enum CSSColorString {
    static func dtcgColor(_ text: String, at location: SourceLocation) -> JSONValue? {
        let trimmed = text.trimming(" ")
        if let rgba = HexColor.parse(trimmed) { return object("srgb", [rgba.red, rgba.green, rgba.blue], alpha: rgba.alpha, at: location) }
        if trimmed == "transparent" { return object("srgb", [0, 0, 0], alpha: 0, at: location) }
        // Function names and numbers are ASCII, so only ASCII text can be a colour function; its bytes
        // are split directly (Character searches and Foundation's replacing are slow for thousands of colours).
        let bytes = Array(trimmed.utf8)
        guard bytes.allSatisfy({ $0 < 0x80 }), let open = bytes.firstIndex(of: UInt8(ascii: "(")),
              bytes.last == UInt8(ascii: ")") else { return nil }
        let function = String(decoding: bytes[..<open], as: UTF8.self).lowercased()
        let arguments = bytes[(open + 1)..<(bytes.count - 1)]
            .split { $0 == UInt8(ascii: " ") || $0 == UInt8(ascii: ",") || $0 == UInt8(ascii: "/") }
            .map { String(decoding: $0, as: UTF8.self) }
        if arguments.count == 2, function == "rgba", let rgba = HexColor.parse(arguments[0]) {
            guard let alpha = fraction(arguments[1]), (0...1).contains(alpha) else { return nil }
            return object("srgb", [rgba.red, rgba.green, rgba.blue], alpha: alpha, at: location)
        }
        guard arguments.count == 3 || arguments.count == 4 else { return nil }
        let alpha = arguments.count == 4 ? fraction(arguments[3]) : 1
        guard let alpha, (0...1).contains(alpha) else { return nil }
        switch function {
        case "rgb", "rgba":
            let channels = arguments.prefix(3).map { $0.hasSuffix("%") ? fraction($0) : Double($0).map { $0 / 255 } }
            guard channels.allSatisfy({ $0.map { (0...1).contains($0) } ?? false }) else { return nil }
            return object("srgb", channels.map { $0! }, alpha: alpha, at: location)
        case "hsl", "hsla":
            guard let hue = Double(arguments[0].replacingOccurrences(of: "deg", with: "")),
                  let saturation = fraction(arguments[1]), let lightness = fraction(arguments[2]) else { return nil }
            let normalisedHue = (hue.truncatingRemainder(dividingBy: 360) + 360).truncatingRemainder(dividingBy: 360)
            return object("hsl", [normalisedHue, saturation * 100, lightness * 100], alpha: alpha, at: location)
        default:
            return nil
        }
    }

    /// `50%` → 0.5, `0.5` → 0.5.
    private static func fraction(_ text: String) -> Double? {
        if text.hasSuffix("%") { return Double(text.dropLast()).map { $0 / 100 } }
        return Double(text)
    }

    private static func object(_ space: String, _ components: [Double], alpha: Double, at location: SourceLocation) -> JSONValue {
        var members: [(String, JSONValue)] = [
            ("colorSpace", .string(space, at: location)),
            ("components", .array(components.map { .number($0, at: location) }, at: location)),
        ]
        if alpha < 1 { members.append(("alpha", .number(alpha, at: location))) }
        return .object(members, at: location)
    }
}
