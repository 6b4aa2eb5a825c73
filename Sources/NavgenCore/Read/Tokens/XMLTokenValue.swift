/// XML token values in their text forms (documented in XMLTokens.md), converted to DTCG JSON:
/// `{a.b}` aliases stay aliases; `#RRGGBB`, `rgb()`, `hsl()` and `color(<space> c1 c2 c3 / a)`
/// colours; `16px`/`1rem` (a bare number is px); `200ms`/`0.2s`; comma-separated font families and
/// Bézier points; composites as DTCG JSON text.
enum XMLTokenValue {
    /// The value as DTCG JSON; or its text with the note that skips the token when the text is no value of `type`
    /// (`LegacyNotes.skip`), so that the problem is reported when the token resolves, under the policy on tokens.
    static func json(_ value: Located<String>, type: TokenType?) -> (value: JSONValue, skip: (String, JSONValue)?) {
        let text = value.value
        let raw = JSONValue.string(text, at: value.location)
        guard let type, CurlyReference.path(in: text) == nil else { return (raw, nil) }
        if text.hasPrefix("{") || text.hasPrefix("[") {
            do {
                return (relocated(try JSONReader.parse(Array(text.utf8), path: value.location.file), to: value.location), nil)
            } catch {
                return (raw, LegacyNotes.skip(.invalidToken, "the value is not valid JSON: \(error.diagnostic.message)", at: value.location))
            }
        }
        let converted: JSONValue?
        switch type {
        case .color: converted = colorFunction(text, at: value.location) ?? CSSColorString.dtcgColor(text, at: value.location)
        case .dimension: converted = LegacyValueAlignment.dimension(raw, percentOf: nil)
        case .duration: converted = LegacyValueAlignment.duration(raw)
        case .number: converted = LegacyValueAlignment.number(raw)
        case .fontWeight: converted = LegacyValueAlignment.fontWeight(raw) ?? raw
        case .fontFamily: converted = LegacyValueAlignment.fontFamily(raw)
        case .cubicBezier:
            let numbers = text.split(whereSeparator: { $0 == "," || $0 == " " }).map { Double($0) }
            converted = numbers.allSatisfy({ $0 != nil }) ? .array(numbers.map { .number($0!, at: value.location) }, at: value.location) : nil
        case .strokeStyle, .string: converted = raw
        case .border, .transition, .shadow, .gradient, .typography: converted = nil
        }
        guard let converted else {
            let kind: DiagnosticKind = type == .color ? .invalidColor : .invalidToken
            return (raw, LegacyNotes.skip(kind, "'\(text)' is not a \(type.rawValue) value (see the XML tokens format)", at: value.location))
        }
        return (converted, nil)
    }

    /// CSS Color 4 `color(display-p3 1 0.5 0 / 0.8)`, for every DTCG colour space.
    private static func colorFunction(_ text: String, at location: SourceLocation) -> JSONValue? {
        guard text.hasPrefix("color("), text.hasSuffix(")") else { return nil }
        let parts = text.dropFirst("color(".count).dropLast().split(whereSeparator: { $0 == " " || $0 == "/" }).map(String.init)
        guard parts.count == 4 || parts.count == 5 else { return nil }
        let components = parts[1...3].map { $0 == "none" ? JSONValue.string("none", at: location) : Double($0).map { .number($0, at: location) } }
        guard components.allSatisfy({ $0 != nil }) else { return nil }
        var members: [(String, JSONValue)] = [("colorSpace", .string(parts[0], at: location)), ("components", .array(components.map { $0! }, at: location))]
        if parts.count == 5 {
            guard let alpha = Double(parts[4]) else { return nil }
            members.append(("alpha", .number(alpha, at: location)))
        }
        return .object(members, at: location)
    }

    /// JSON parsed from an attribute or text: every value is reported at the XML value's position.
    private static func relocated(_ json: JSONValue, to location: SourceLocation) -> JSONValue {
        var result = json
        result.location = location
        switch json.kind {
        case .object(let members):
            result.kind = .object(members.map { JSONValue.Member(key: $0.key, keyLocation: location, value: relocated($0.value, to: location)) })
        case .array(let items):
            result.kind = .array(items.map { relocated($0, to: location) })
        default:
            break
        }
        return result
    }
}
