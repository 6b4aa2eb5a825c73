import Foundation

/// CSS colour strings as Style Dictionary, Tokens Studio and Terrazzo write them: `#hex`, `rgb()`, `rgba()`,
/// `hsl()`, `hsla()` (comma or space syntax), Tokens Studio's `rgba(#hex, alpha)`, `transparent`, and CSS Color 4's
/// `oklch()`, `oklab()`, `lch()` and `lab()` (Tailwind's palette), converted to a DTCG colour object. `color(<space> …)`
/// stays an error, as the DTCG suite's Terrazzo case requires.
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
            return object("hsl", [degrees(hue), saturation * 100, lightness * 100], alpha: alpha, at: location)
        case "oklch", "oklab", "lch", "lab":
            return cssColor4(function, arguments.prefix(3).map { $0 }, alpha: alpha, at: location)
        default:
            return nil
        }
    }

    /// `oklch()`, `oklab()`, `lch()` and `lab()` in DTCG's components: a percentage is of each component's reference
    /// range (CSS Color 4 §8 and §9: lightness 1 or 100, chroma 0.4 or 150, a and b 0.4 or 125), a hue in degrees.
    private static func cssColor4(_ function: String, _ arguments: [String], alpha: Double, at location: SourceLocation) -> JSONValue? {
        let ok = function.hasPrefix("ok")
        let polar = function.hasSuffix("ch")
        let references: [Double] = [ok ? 1 : 100, ok ? 0.4 : (polar ? 150 : 125), ok ? 0.4 : 125]
        var components: [Double] = []
        for (index, argument) in arguments.enumerated() {
            if argument == "none" { components.append(0); continue }
            if polar, index == 2 {
                guard let hue = Double(argument.hasSuffix("deg") ? String(argument.dropLast(3)) : argument) else { return nil }
                components.append(degrees(hue))
            } else if argument.hasSuffix("%") {
                guard let percent = Double(argument.dropLast()) else { return nil }
                components.append(percent / 100 * references[index])
            } else {
                guard let number = Double(argument) else { return nil }
                components.append(number)
            }
        }
        return object(function, components, alpha: alpha, at: location)
    }

    /// A hue as DTCG's components hold it, in [0, 360); one already there is kept exactly.
    private static func degrees(_ hue: Double) -> Double {
        (0..<360).contains(hue) ? hue : (hue.truncatingRemainder(dividingBy: 360) + 360).truncatingRemainder(dividingBy: 360)
    }

    /// The 2025.10 form of a colour object made here, for `legacy-value`'s message.
    static func modernForm(space: String, components: [Double], alpha: Double) -> String {
        let numbers = components.map(SwiftLiteral.number).joined(separator: ", ")
        let alphaMember = alpha < 1 ? ", \"alpha\": " + SwiftLiteral.number(alpha) : ""
        return "{\"colorSpace\": \"\(space)\", \"components\": [\(numbers)]\(alphaMember)}"
    }

    /// CSS Color 4's system colours and its deprecated ones (appendix A), lowercased: keywords that the browser or the
    /// operating system resolves at run time (a forced high-contrast palette, the user's accent colour), so no
    /// value is theirs to convert. https://www.w3.org/TR/css-color-4/#css-system-colors
    private static let systemColors: Set<String> = [
        "accentcolor", "accentcolortext", "activetext", "buttonborder", "buttonface", "buttontext", "canvas", "canvastext",
        "field", "fieldtext", "graytext", "highlight", "highlighttext", "linktext", "mark", "marktext", "selecteditem",
        "selecteditemtext", "visitedtext",
        "activeborder", "activecaption", "appworkspace", "background", "buttonhighlight", "buttonshadow", "captiontext",
        "inactiveborder", "inactivecaption", "inactivecaptiontext", "infobackground", "infotext", "menu", "menutext",
        "scrollbar", "threeddarkshadow", "threedface", "threedhighlight", "threedlightshadow", "threedshadow", "window",
        "windowframe", "windowtext",
    ]

    /// `Canvas`, `LinkText`… (CSS keywords are case-insensitive).
    static func isSystemColor(_ text: String) -> Bool {
        systemColors.contains(text.trimming(" ").lowercased())
    }

    /// Why a system colour has no value navgen could use, as a noun phrase.
    static func systemColorReason(_ text: String) -> String {
        "the CSS system colour '\(text)' (the browser or the operating system chooses it at run time, so navgen cannot pin it down)"
    }

    /// `50%` → 0.5, `0.5` → 0.5.
    private static func fraction(_ text: String) -> Double? {
        if text.hasSuffix("%") { return Double(text.dropLast()).map { $0 / 100 } }
        return Double(text)
    }

    /// Style Dictionary's colour transforms read their values with tinycolor2, which takes an object of channels
    /// from 0 to 255 and an alpha from 0 to 1 (`{"r": 0, "g": 0, "b": 0, "a": 0.75}`) as it takes `rgba(…)`.
    static func dtcgColor(channels value: JSONValue) -> JSONValue? {
        guard let red = value["r"]?.number, let green = value["g"]?.number, let blue = value["b"]?.number,
              value.object?.count == (value["a"] == nil ? 3 : 4) else { return nil }
        let alpha: Double? = value["a"] == nil ? 1 : value["a"]?.number
        guard let alpha, [red, green, blue].allSatisfy({ (0...255).contains($0) }), (0...1).contains(alpha) else { return nil }
        return object("srgb", [red / 255, green / 255, blue / 255], alpha: alpha, at: value.location)
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
