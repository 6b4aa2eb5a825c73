/// Checks a `$value` against its type and turns it into a `TokenValue`, following aliases through `resolve`.
enum TokenValueParser {
    typealias Resolve = (String, SourceLocation) -> (TokenType, TokenValue)?

    static let fontWeightNames: [String: Double] = [
        "thin": 100, "hairline": 100, "extra-light": 200, "ultra-light": 200, "light": 300,
        "normal": 400, "regular": 400, "book": 400, "medium": 500, "semi-bold": 600, "demi-bold": 600,
        "bold": 700, "extra-bold": 800, "ultra-bold": 800, "black": 900, "heavy": 900,
        "extra-black": 950, "ultra-black": 950,
    ]

    static func parse(_ json: JSONValue, as type: TokenType, log: inout DiagnosticLog, resolve: Resolve) -> TokenValue? {
        if let reference = json.string.flatMap(TokenReferenceSyntax.path(in:)) {
            guard let (targetType, value) = resolve(reference, json.location) else { return nil }
            guard targetType == type else {
                log.error("type-mismatch", at: json.location,
                          "'{\(reference)}' is a \(targetType.rawValue) token, but a \(type.rawValue) is expected here")
                return nil
            }
            return value
        }
        switch type {
        case .color: return ColorValueParser.parse(json, log: &log)
        case .dimension: return parseDimension(json, log: &log).map(TokenValue.dimension)
        case .fontFamily: return parseFontFamily(json, log: &log).map(TokenValue.fontFamily)
        case .fontWeight: return parseFontWeight(json, log: &log).map(TokenValue.fontWeight)
        case .number:
            guard let number = json.number else { return invalid(json, "a number", log: &log) }
            return .number(number)
        case .duration: return parseDuration(json, log: &log)
        case .cubicBezier: return parseCubicBezier(json, log: &log)
        case .typography: return parseTypography(json, log: &log, resolve: resolve)
        case .strokeStyle, .border, .transition, .shadow, .gradient:
            return parseComposite(json, log: &log, resolve: resolve)
        }
    }

    private static func invalid(_ json: JSONValue, _ expected: String, log: inout DiagnosticLog) -> TokenValue? {
        log.error("invalid-value", at: json.location, "expected \(expected), found \(json.kindName)")
        return nil
    }

    static func parseDimension(_ json: JSONValue, log: inout DiagnosticLog) -> Dimension? {
        if let text = json.string {
            for unit in ["px", "rem"] where text.hasSuffix(unit) {
                if let value = Double(text.dropLast(unit.count)) {
                    let modern = "{\"value\": \(formatNumber(value)), \"unit\": \"\(unit)\"}"
                    log.warning("legacy-value", at: json.location, "'\(text)' is a pre-2025.10 dimension string; write \(modern)")
                    return Dimension(value: value, unit: unit)
                }
            }
            log.error("invalid-value", at: json.location, "'\(text)' is not a dimension; write {\"value\": 16, \"unit\": \"px\"}")
            return nil
        }
        guard json.object != nil else {
            log.error("invalid-value", at: json.location, "a dimension must be an object {\"value\", \"unit\"}, found \(json.kindName)")
            return nil
        }
        guard let value = json["value"]?.number else {
            log.error("invalid-value", at: json["value"]?.location ?? json.location, "a dimension needs a numeric \"value\"")
            return nil
        }
        guard let unit = json["unit"]?.string, unit == "px" || unit == "rem" else {
            log.error("invalid-value", at: json["unit"]?.location ?? json.location, "a dimension's \"unit\" must be \"px\" or \"rem\"")
            return nil
        }
        return Dimension(value: value, unit: unit)
    }

    static func parseFontFamily(_ json: JSONValue, log: inout DiagnosticLog) -> [String]? {
        if let name = json.string { return [name] }
        if let names = json.array {
            let strings = names.compactMap(\.string)
            if strings.count == names.count, !strings.isEmpty { return strings }
        }
        log.error("invalid-value", at: json.location, "a font family must be a string or a non-empty array of strings")
        return nil
    }

    static func parseFontWeight(_ json: JSONValue, log: inout DiagnosticLog) -> Double? {
        if let number = json.number {
            guard number >= 1, number <= 1000 else {
                log.error("invalid-value", at: json.location, "a font weight must be between 1 and 1000, found \(formatNumber(number))")
                return nil
            }
            return number
        }
        if let name = json.string {
            if let weight = fontWeightNames[name] { return weight }
            log.error("invalid-value", at: json.location,
                      "unknown font weight '\(name)'\(Suggestion.hint(for: name, in: fontWeightNames.keys))")
            return nil
        }
        log.error("invalid-value", at: json.location, "a font weight must be a number or a weight name, found \(json.kindName)")
        return nil
    }

    private static func parseDuration(_ json: JSONValue, log: inout DiagnosticLog) -> TokenValue? {
        if let text = json.string {
            for unit in ["ms", "s"] where text.hasSuffix(unit) {
                if let value = Double(text.dropLast(unit.count)) {
                    log.warning("legacy-value", at: json.location,
                                "'\(text)' is a pre-2025.10 duration string; write {\"value\": \(formatNumber(value)), \"unit\": \"\(unit)\"}")
                    return .duration(value: value, unit: unit)
                }
            }
        }
        guard let value = json["value"]?.number, let unit = json["unit"]?.string, unit == "ms" || unit == "s" else {
            log.error("invalid-value", at: json.location, "a duration must be {\"value\": number, \"unit\": \"ms\" or \"s\"}")
            return nil
        }
        return .duration(value: value, unit: unit)
    }

    private static func parseCubicBezier(_ json: JSONValue, log: inout DiagnosticLog) -> TokenValue? {
        guard let items = json.array, items.count == 4 else {
            log.error("invalid-value", at: json.location, "a cubic Bézier must be an array of four numbers")
            return nil
        }
        let numbers = items.compactMap(\.number)
        guard numbers.count == 4 else {
            log.error("invalid-value", at: json.location, "a cubic Bézier must be an array of four numbers")
            return nil
        }
        guard (0...1).contains(numbers[0]), (0...1).contains(numbers[2]) else {
            log.error("invalid-value", at: json.location, "a cubic Bézier's x values (P1x, P2x) must be between 0 and 1")
            return nil
        }
        return .cubicBezier(numbers)
    }

    private static func parseTypography(_ json: JSONValue, log: inout DiagnosticLog, resolve: Resolve) -> TokenValue? {
        guard json.object != nil else { return invalid(json, "a typography object", log: &log) }
        func part(_ key: String, _ type: TokenType, required: Bool) -> TokenValue? {
            guard let value = json[key] else {
                if required { log.error("invalid-value", at: json.location, "a typography value needs \"\(key)\"") }
                return nil
            }
            return parse(value, as: type, log: &log, resolve: resolve)
        }
        let family = part("fontFamily", .fontFamily, required: true)
        let size = part("fontSize", .dimension, required: true)
        let weight = part("fontWeight", .fontWeight, required: true)
        let spacing = part("letterSpacing", .dimension, required: false)
        let lineHeight = part("lineHeight", .number, required: false)
        guard case .fontFamily(let families)? = family, case .dimension(let fontSize)? = size,
              case .fontWeight(let fontWeight)? = weight else { return nil }
        var typography = Typography(fontFamily: families, fontSize: fontSize, fontWeight: fontWeight)
        if case .dimension(let value)? = spacing { typography.letterSpacing = value }
        if case .number(let value)? = lineHeight { typography.lineHeight = value }
        return .typography(typography)
    }

    /// Composite values navgen does not interpret: references inside are still resolved and checked.
    private static func parseComposite(_ json: JSONValue, log: inout DiagnosticLog, resolve: Resolve) -> TokenValue? {
        switch json.kind {
        case .string(let text):
            if let reference = TokenReferenceSyntax.path(in: text) { return resolve(reference, json.location)?.1 }
            return .string(text)
        case .number(let value, _): return .number(value)
        case .bool(let value): return .string(value ? "true" : "false")
        case .null: return .string("null")
        case .array(let items):
            var values: [TokenValue] = []
            for item in items {
                guard let value = parseComposite(item, log: &log, resolve: resolve) else { return nil }
                values.append(value)
            }
            return .list(values)
        case .object(let members):
            var values: [String: TokenValue] = [:]
            for member in members {
                if member.key == "color", member.value.string.flatMap(TokenReferenceSyntax.path(in:)) == nil,
                   let color = ColorValueParser.parse(member.value, log: &log) {
                    values[member.key] = color
                    continue
                }
                guard let value = parseComposite(member.value, log: &log, resolve: resolve) else { return nil }
                values[member.key] = value
            }
            return .composite(values)
        }
    }
}

/// Formats a number without a trailing `.0` when it is whole (`17`, `0.5`).
func formatNumber(_ value: Double) -> String {
    if value == value.rounded(), abs(value) < 1e15 { return String(Int64(value)) }
    return String(value)
}
