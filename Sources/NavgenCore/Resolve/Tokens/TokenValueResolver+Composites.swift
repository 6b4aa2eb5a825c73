/// The composite types (REF-6 and REF-7 in docs/dtcg-requirements.md). Sub-values may be references to tokens
/// of the sub-value's type; a reference inside an array stands for one element and arrays are never flattened.
/// Composites accept no extra sub-values.
extension TokenValueResolver {
    static let strokeStyleKeywords = ["solid", "dashed", "dotted", "double", "groove", "ridge", "outset", "inset"]
    static let lineCaps = ["round", "butt", "square"]

    mutating func strokeStyle(_ json: JSONValue) -> TokenValue? {
        if let keyword = json.string {
            guard Self.strokeStyleKeywords.contains(keyword) else {
                return invalid(json, "unknown stroke style '\(keyword)'\(Suggestion.hint(for: keyword, in: Self.strokeStyleKeywords)); use one of \(Self.strokeStyleKeywords.joined(separator: ", ")) or {\"dashArray\", \"lineCap\"}")
            }
            return .string(keyword)
        }
        guard members(of: json, "a stroke style", required: ["dashArray", "lineCap"]) else { return nil }
        guard let items = json["dashArray"]!.array, !items.isEmpty else {
            return invalid(json["dashArray"]!, "\"dashArray\" must be a non-empty array of dimensions")
        }
        var dashes: [TokenValue] = []
        for item in items {
            guard let dash = value(item, as: .dimension) else { return nil }
            dashes.append(dash)
        }
        guard let cap = string(json["lineCap"]!, "\"lineCap\"") else { return nil }
        guard Self.lineCaps.contains(cap) else {
            return invalid(json["lineCap"]!, "\"lineCap\" must be round, butt or square, found '\(cap)'")
        }
        return .composite(["dashArray": .list(dashes), "lineCap": .string(cap)])
    }

    mutating func border(_ json: JSONValue) -> TokenValue? {
        guard members(of: json, "a border", required: ["color", "width", "style"]) else { return nil }
        return fields(json, [("color", .color), ("width", .dimension), ("style", .strokeStyle)])
    }

    mutating func transition(_ json: JSONValue) -> TokenValue? {
        guard members(of: json, "a transition", required: ["duration", "delay", "timingFunction"]) else { return nil }
        return fields(json, [("duration", .duration), ("delay", .duration), ("timingFunction", .cubicBezier)])
    }

    /// One layer or an array of layers (and references to shadow tokens).
    mutating func shadow(_ json: JSONValue) -> TokenValue? {
        guard let items = json.array else { return shadowLayer(json) }
        guard !items.isEmpty else { return invalid(json, "a shadow array must not be empty") }
        var layers: [TokenValue] = []
        for item in items {
            let layer = reference(in: item) != nil ? value(item, as: .shadow) : shadowLayer(item)
            guard let layer else { return nil }
            layers.append(layer)
        }
        return .list(layers)
    }

    private mutating func shadowLayer(_ json: JSONValue) -> TokenValue? {
        guard members(of: Self.withoutPrimerAlpha(json), "a shadow", required: ["color", "offsetX", "offsetY", "blur", "spread"],
                      optional: ["inset"]) else { return nil }
        guard case .composite(var layer)? = fields(json, [("color", .color), ("offsetX", .dimension), ("offsetY", .dimension),
                                                          ("blur", .dimension), ("spread", .dimension)]) else { return nil }
        if let written = json["alpha"] {
            guard case .color(let color)? = layer["color"], let alpha = primerAlpha(written, of: color) else { return nil }
            layer["color"] = .color(alpha)
        }
        var inset = false
        if let value = json["inset"] {
            guard let flag = value.bool else { return invalid(value, "\"inset\" must be true or false, found \(value.kindName)") }
            inset = flag
        }
        layer["inset"] = .string(inset ? "true" : "false")
        return .composite(layer)
    }

    /// A layer without GitHub Primer's `alpha` member, which `primerAlpha` reads.
    private static func withoutPrimerAlpha(_ json: JSONValue) -> JSONValue {
        guard let members = json.object else { return json }
        return JSONValue(kind: .object(members.filter { $0.key != "alpha" }), location: json.location)
    }

    /// GitHub Primer writes a shadow layer's opacity beside its colour (`{color: '{base.color.black}', alpha: 0.1, …}`),
    /// and its build replaces the colour's alpha with it, in sRGB (primer/primitives, `shadowToCss`). navgen reads it so,
    /// as a form 2025.10 does not have: the colour takes its alpha.
    private mutating func primerAlpha(_ json: JSONValue, of color: TokenColor) -> TokenColor? {
        guard let alpha = json.number else { return invalid(json, "a shadow's \"alpha\" must be a number, found \(json.kindName)") }
        guard (0...1).contains(alpha) else {
            return invalid(json, "a shadow's \"alpha\" must be between 0 and 1, found \(formatNumber(alpha))", as: .valueOutOfRange)
        }
        let replaced = TokenColor(srgb: ColorSpaceConversion.clampedSRGB(space: color.colorSpace, components: color.components, alpha: alpha))
        let modern = CSSColorString.modernForm(space: "srgb", components: [replaced.srgb.red, replaced.srgb.green, replaced.srgb.blue], alpha: alpha)
        legacy(json, problem: "a shadow's \"alpha\" is GitHub Primer's member, not 2025.10's; navgen gives the layer's colour that alpha, as "
               + "Primer's build does; write it in the colour, \(modern), or in a colour token the layer refers to")
        return replaced
    }

    /// Stops `{color, position}`; a position outside [0, 1] is clamped, as the prose says (DEC-10).
    mutating func gradient(_ json: JSONValue) -> TokenValue? {
        guard let items = json.array, !items.isEmpty else {
            return invalid(json, "a gradient must be a non-empty array of stops {\"color\", \"position\"}")
        }
        var stops: [TokenValue] = []
        for item in items {
            if reference(in: item) != nil {
                guard let stop = gradientStop(referencedBy: item) else { return nil }
                stops.append(stop)
                continue
            }
            guard members(of: item, "a gradient stop", required: ["color", "position"]) else { return nil }
            guard let color = value(item["color"]!, as: .color), let position = number(item["position"]!, "a gradient stop's \"position\"") else { return nil }
            stops.append(.composite(["color": color, "position": .number(min(max(position, 0), 1))]))
        }
        return .list(stops)
    }

    /// A reference in a gradient's array is one stop: a pointer to a stop, or a one-stop gradient token.
    private mutating func gradientStop(referencedBy json: JSONValue) -> TokenValue? {
        guard let reference = reference(in: json), let target = target(of: reference, at: json.location) else { return nil }
        switch target {
        case .value(let inner, let owner):
            guard let entered = enter(owner) else { return nil }
            guard case .list(let stops)? = leave(entered, with: gradient(.array([inner], at: inner.location))) else { return nil }
            return stops.first
        case .token:
            guard case .list(let stops)? = value(json, as: .gradient) else { return nil }
            guard stops.count == 1 else {
                return invalid(json, "a reference inside a gradient stands for one stop, but this gradient has \(stops.count); reference a one-stop gradient or a stop with a JSON Pointer")
            }
            return stops[0]
        }
    }

    mutating func typography(_ json: JSONValue) -> Typography? {
        guard members(of: json, "a typography value", required: ["fontFamily", "fontSize", "fontWeight", "letterSpacing", "lineHeight"]) else { return nil }
        guard case .fontFamily(let family)? = value(json["fontFamily"]!, as: .fontFamily),
              case .dimension(let size)? = value(json["fontSize"]!, as: .dimension),
              case .fontWeight(let weight)? = value(json["fontWeight"]!, as: .fontWeight),
              case .dimension(let spacing)? = value(json["letterSpacing"]!, as: .dimension),
              let lineHeight = lineHeight(json["lineHeight"]!, fontSize: size) else { return nil }
        // Only a Tokens Studio letter spacing in percent is in font sizes.
        let letterSpacing = spacing.unit == Dimension.fontSizes ? Dimension(value: spacing.value * size.points, unit: "px") : spacing
        return Typography(fontFamily: family, fontSize: size, fontWeight: weight, letterSpacing: letterSpacing, lineHeight: lineHeight)
    }

    /// A number; or a length, as CSS and Spectrum write line heights (`{line-height-font-size-200}`, 20px), read as
    /// its multiple of the font size with a `legacy-value` warning. Tokens Studio writes line heights in pixels as its
    /// own form, which its reader converts and says once per file, so its typographies' pixels get no warning here.
    private mutating func lineHeight(_ json: JSONValue, fontSize: Dimension) -> Double? {
        guard let length = lineHeightLength(json), fontSize.points > 0 else {
            guard case .number(let multiple)? = value(json, as: .number) else { return nil }
            return multiple
        }
        let multiple = length.points / fontSize.points
        if let user = stack.last, tokens.tokens[user].readsNumbersAsPixels, length.unit == "px" { return multiple }
        // Said alike in every mode (the lengths differ by mode, the problem does not), so it is said once.
        let shown = json.string.map { "'\($0)'" } ?? "this lineHeight"
        legacy(json, problem: "\(shown) is a length, but DTCG 2025.10 writes a line height as a multiple of the font size; "
               + "navgen divides the length by the font size")
        return multiple
    }

    /// The length a line height is written as, looked up without reporting: a reference to a dimension token, or a
    /// dimension literal (an object with a unit, or a `px`/`rem` string).
    private mutating func lineHeightLength(_ json: JSONValue) -> Dimension? {
        if case .path(let path)? = reference(in: json) {
            guard let id = tokens.id(of: path), let target = resolve(id: id), case .dimension(let length) = target.value else { return nil }
            return length
        }
        let literal = json["unit"] != nil || json.string.map { Self.splitUnit($0, units: ["px", "rem"]) != nil } == true
        guard literal, case .dimension(let length)? = value(json, as: .dimension) else { return nil }
        return length
    }

    /// Every listed member read as its type; nil if any fails (all are still checked and reported).
    private mutating func fields(_ json: JSONValue, _ list: [(String, TokenType)]) -> TokenValue? {
        var values: [String: TokenValue] = [:]
        var failed = false
        for (key, type) in list {
            if let item = json[key], let parsed = value(item, as: type) { values[key] = parsed } else { failed = true }
        }
        return failed ? nil : .composite(values)
    }
}
