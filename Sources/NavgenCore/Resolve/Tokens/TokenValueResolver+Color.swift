/// The colour type (DTCG Color module 2025.10): `{colorSpace, components, alpha?, hex?}`.
extension TokenValueResolver {
    mutating func color(_ json: JSONValue) -> TokenColor? {
        if let function = json[LegacyNotes.colorFunctionKey] {
            guard case .color(let color)? = colorFunction(function.string ?? "", at: function) else { return nil }
            return color
        }
        if let text = json.string {
            if CSSColorString.isSystemColor(text) {
                log.report(.unsupported, at: json.location, "\(CSSColorString.systemColorReason(text)) is not supported; "
                           + "give the token a colour, {\"colorSpace\": \"srgb\", \"components\": [r, g, b]}, and keep the name in \"$extensions\"")
                return nil
            }
            if let rgba = HexColor.parse(text) {
                legacy(json, "colour", modern: HexColor.modernForm(of: rgba))
                return TokenColor(srgb: rgba)
            }
            // `rgba(0, 0, 0, 0.5)` and the other CSS colour functions have one meaning too, as `#00000080` has.
            guard let object = CSSColorString.dtcgColor(text, at: json.location), let color = color(object) else {
                log.report(.invalidColor, at: json.location,
                           "'\(text)' is not a DTCG colour; write an object {\"colorSpace\": \"srgb\", \"components\": [r, g, b]}")
                return nil
            }
            // sRGB and hsl functions show sRGB's form; the CSS Color 4 ones keep their space.
            let modern = ["srgb", "hsl"].contains(color.colorSpace)
                ? HexColor.modernForm(of: color.srgb)
                : CSSColorString.modernForm(space: color.colorSpace, components: color.components, alpha: color.alpha)
            legacy(json, "colour", modern: modern)
            return color
        }
        guard members(of: json, "a colour", required: ["colorSpace", "components"], optional: ["alpha", "hex"], as: .invalidColor) else { return nil }
        guard let space = string(json["colorSpace"]!, "\"colorSpace\"", as: .invalidColor) else { return nil }
        guard ColorSpaceConversion.spaces.contains(space) else {
            log.report(.invalidColor, at: json["colorSpace"]!.location,
                       "unknown colour space '\(space)'\(Suggestion.hint(for: space, in: ColorSpaceConversion.spaces))")
            return nil
        }
        guard let components = components(json["components"]!, space: space) else { return nil }
        var alpha = 1.0
        if let alphaValue = json["alpha"] {
            guard let number = number(alphaValue, "\"alpha\"", as: .invalidColor) else { return nil }
            guard (0...1).contains(number) else {
                log.report(.valueOutOfRange, at: alphaValue.location, "\"alpha\" must be between 0 and 1, found \(formatNumber(number))")
                return nil
            }
            alpha = number
        }
        var hex: String?
        if let hexValue = json["hex"] {
            guard let text = string(hexValue, "\"hex\"", as: .invalidColor) else { return nil }
            if let short = HexColor.expandedShortForm(text) {
                // Carbon's fallbacks (`"hex": "#000"`): the components are the colour, the hex only a fallback.
                legacy(hexValue, problem: "'\(text)' is a 3-digit hex fallback; 2025.10 writes six digits: \"\(short)\"")
                hex = short
            } else if !HexColor.isFallback(text) {
                log.report(.invalidColor, at: hexValue.location, "\"hex\" must be a six-digit '#rrggbb' string (alpha never goes in hex)")
                return nil
            } else {
                hex = text
            }
        }
        return tokenColor(space: space, components: components, alpha: alpha, hex: hex, at: json.location)
    }

    /// The colour with its sRGB equivalent. A Display P3 colour outside sRGB keeps its components beyond 0…1
    /// (extended-range sRGB, which the glue's `UIColor(red:green:blue:alpha:)` reads unclamped: COL-5). Any other
    /// colour outside sRGB warns (`out-of-gamut`) and is its `hex` fallback when it has one, the author's own sRGB
    /// colour for it (DEC-21), else its channels clipped.
    mutating func tokenColor(space: String, components: [Double], alpha: Double, hex: String? = nil, at location: SourceLocation) -> TokenColor {
        let converted = ColorSpaceConversion.toSRGB(space: space, components: components)
        let outside = ColorSpaceConversion.isOutsideSRGB(converted)
        var srgb = RGBA(converted, alpha: alpha)
        if outside, space == "display-p3" {
            srgb = RGBA(red: converted[0], green: converted[1], blue: converted[2], alpha: alpha)
        } else if outside {
            if let fallback = hex.flatMap(HexColor.parse) {
                srgb = RGBA(red: fallback.red, green: fallback.green, blue: fallback.blue, alpha: alpha)
                log.report(.outOfGamut, at: location,
                           "this \(space) colour is outside the sRGB gamut; navgen uses its \"hex\" fallback (\(srgb.hex))")
            } else {
                log.report(.outOfGamut, at: location,
                           "this \(space) colour is outside the sRGB gamut; navgen clips each channel into sRGB (\(srgb.hex))")
            }
        }
        return TokenColor(colorSpace: space, components: components, alpha: alpha, hex: hex, srgb: srgb)
    }

    /// Three numbers or `"none"` (which converts as 0), each within COL-3's range for the space.
    private mutating func components(_ json: JSONValue, space: String) -> [Double]? {
        guard let items = json.array, items.count == 3 else {
            log.report(.invalidColor, at: json.location, "\"components\" must be an array of three numbers or \"none\"")
            return nil
        }
        var components: [Double] = []
        for (index, item) in items.enumerated() {
            if item.string == "none" { components.append(0); continue }
            guard let component = number(item, "a colour component", as: .invalidColor) else { return nil }
            let range = ColorSpaceConversion.range(of: index, in: space)
            let tooLow = range.lower.map { component < $0 } ?? false
            let tooHigh = range.upper.map { range.upperIncluded ? component > $0 : component >= $0 } ?? false
            if tooLow || tooHigh {
                let bounds = "[\(range.lower.map(formatNumber) ?? "-∞"), \(range.upper.map(formatNumber) ?? "∞")\(range.upperIncluded ? "]" : ")")"
                log.report(.valueOutOfRange, at: item.location,
                           "component \(index + 1) of a \(space) colour must be in \(bounds), found \(formatNumber(component))")
                return nil
            }
            components.append(component)
        }
        return components
    }
}

extension RGBA {
    /// Gamma-encoded sRGB components, clipped into [0, 1].
    init(_ components: [Double], alpha: Double) {
        let clipped = components.map { min(max($0, 0), 1) }
        self.init(red: clipped[0], green: clipped[1], blue: clipped[2], alpha: alpha)
    }
}
