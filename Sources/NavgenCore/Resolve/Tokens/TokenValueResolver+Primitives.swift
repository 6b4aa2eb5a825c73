/// The simple types: dimension, duration, number, fontFamily, fontWeight, cubicBezier.
extension TokenValueResolver {
    static let fontWeightNames: [String: Double] = [
        "thin": 100, "hairline": 100, "extra-light": 200, "ultra-light": 200, "light": 300,
        "normal": 400, "regular": 400, "book": 400, "medium": 500, "semi-bold": 600, "demi-bold": 600,
        "bold": 700, "extra-bold": 800, "ultra-bold": 800, "black": 900, "heavy": 900,
        "extra-black": 950, "ultra-black": 950,
    ]

    mutating func literal(_ json: JSONValue, as type: TokenType) -> TokenValue? {
        switch type {
        case .color: return color(json).map(TokenValue.color)
        case .dimension: return dimension(json).map(TokenValue.dimension)
        case .fontFamily: return fontFamily(json).map(TokenValue.fontFamily)
        case .fontWeight: return fontWeight(json).map(TokenValue.fontWeight)
        case .duration: return duration(json).map { TokenValue.duration(value: $0.value, unit: $0.unit) }
        case .cubicBezier: return cubicBezier(json).map(TokenValue.cubicBezier)
        case .number: return number(json, "a number token's value").map(TokenValue.number)
        case .strokeStyle: return strokeStyle(json)
        case .border: return border(json)
        case .transition: return transition(json)
        case .shadow: return shadow(json)
        case .gradient: return gradient(json)
        case .typography: return typography(json).map(TokenValue.typography)
        case .string: return string(json, "a string token's value").map(TokenValue.string)
        }
    }

    /// A number where the format allows one: a literal, a `$ref` to a number, or (DEC-8 in
    /// docs/dtcg-requirements.md) a curly-brace alias of a `number` token.
    mutating func number(_ json: JSONValue, _ what: String, as kind: DiagnosticKind = .invalidToken) -> Double? {
        if reference(in: json) != nil {
            guard case .number(let value)? = value(json, as: .number) else { return nil }
            return value
        }
        guard let number = json.number else {
            log.report(kind, at: json.location, "\(what) must be a number, found \(json.kindName)")
            return nil
        }
        return number
    }

    /// A string slot (a keyword, a font name), possibly behind a `$ref` pointer.
    mutating func string(_ json: JSONValue, _ what: String, as kind: DiagnosticKind = .invalidToken) -> String? {
        var json = json
        if let reference = reference(in: json), case .pointer = reference {
            guard case .value(let inner, _)? = target(of: reference, at: json.location) else {
                log.report(kind, at: json.location, "\(what) must be a string")
                return nil
            }
            json = inner
        }
        guard let text = json.string else {
            log.report(kind, at: json.location, "\(what) must be a string, found \(json.kindName)")
            return nil
        }
        return text
    }

    /// Objects with exactly the listed members: a missing required one or an extra one is an error (of `kind`).
    mutating func members(of json: JSONValue, _ what: String, required: [String], optional: [String] = [],
                 as kind: DiagnosticKind = .invalidToken) -> Bool {
        guard let members = json.object else {
            log.report(kind, at: json.location, "\(what) must be an object {\(required.map { "\"\($0)\"" }.joined(separator: ", "))}, found \(json.kindName)")
            return false
        }
        var valid = true
        for member in members where !required.contains(member.key) && !optional.contains(member.key) {
            log.report(kind, at: member.keyLocation,
                       "\(what)\(Self.unknownMember)'\(member.key)'\(Suggestion.hint(for: member.key, in: required + optional)); allowed: \((required + optional).joined(separator: ", "))")
            valid = false
        }
        let missing = required.filter { json[$0] == nil }
        if !missing.isEmpty {
            // One diagnostic for the object: an iOS type scale that writes only a size and a weight lacks three.
            let names = missing.map { "\"\($0)\"" }
            let list = names.count == 1 ? names[0] : names.dropLast().joined(separator: ", ") + " and " + names.last!
            log.report(kind, at: json.location, "\(what)\(Self.missingMembers)\(list)")
            valid = false
        }
        return valid
    }

    mutating func dimension(_ json: JSONValue) -> Dimension? {
        if let number = json.number { return foreignDimension(json, value: number, unit: "", shown: "the bare number \(formatNumber(number))") }
        if let text = json.string {
            if let (value, unit) = Self.splitUnit(text, units: ["px", "rem"]) {
                legacy(json, "dimension", modern: "{\"value\": \(formatNumber(value)), \"unit\": \"\(unit)\"}")
                return Dimension(value: value, unit: unit)
            }
            if let (value, unit) = DimensionUnits.split(text) { return foreignDimension(json, value: value, unit: unit, shown: "'\(text)'") }
            log.report(.invalidToken, at: json.location, "'\(text)' is not a dimension; write \(Self.dimensionFix(for: text))")
            return nil
        }
        guard members(of: json, "a dimension", required: ["value", "unit"]) else { return nil }
        guard let value = number(json["value"]!, "a dimension's \"value\""), let unit = string(json["unit"]!, "a dimension's \"unit\"") else { return nil }
        guard unit == "px" || unit == "rem" else {
            // DEC-6: other units are an open request (community-group #245).
            return foreignDimension(json["unit"]!, value: value, unit: unit, shown: "{\"value\": \(formatNumber(value)), \"unit\": \"\(unit)\"}")
        }
        return Dimension(value: value, unit: unit)
    }

    /// The dimension a malformed one means where its number and unit are plain with only dots or spaces between them
    /// (`6.625.rem`), else an example.
    static func dimensionFix(for text: String) -> String {
        var number = String(text.prefix { $0.isASCII && ($0.isNumber || $0 == "." || $0 == "-") })
        let rest = text.dropFirst(number.count)
        while number.hasSuffix(".") { number.removeLast() }
        guard let unit = ["px", "rem"].first(where: { rest.hasSuffix($0) }),
              rest.dropLast(unit.count).allSatisfy({ $0 == "." || $0 == " " }), let value = Double(number)
        else { return #"{"value": 16, "unit": "px"}"# }
        return "{\"value\": \(formatNumber(value)), \"unit\": \"\(unit)\"}"
    }

    /// A dimension with no unit or one 2025.10 does not have, as real sets write them (Carbon's `"letterSpacing": 0`
    /// and `"unit": ""`, Spectrum's `"0em"`). Zero is zero in any unit, so it is read, with a `legacy-value` warning
    /// showing the 2025.10 form; any other value is an error saying why navgen cannot read it as points.
    private mutating func foreignDimension(_ json: JSONValue, value: Double, unit: String, shown: String) -> Dimension? {
        if value == 0 {
            let problem = unit.isEmpty ? "has no unit" : "is in \(unit == "%" ? "%" : "'\(unit)'"), which DTCG 2025.10 dimensions do not use"
            legacy(json, problem: "\(shown) \(problem), but zero is zero in any unit; write {\"value\": 0, \"unit\": \"px\"}")
            return Dimension(value: 0, unit: "px")
        }
        if unit.isEmpty {
            log.report(.invalidToken, at: json.location, "\(shown) \(Self.missingUnit), and navgen does not guess one; "
                       + "write {\"value\": \(formatNumber(value)), \"unit\": \"px\"} or {\"value\": \(formatNumber(value)), \"unit\": \"rem\"}")
        } else {
            let why = DimensionUnits.problem(of: unit).map { "\($0); " } ?? ""
            log.report(.invalidToken, at: json.location, "\(Self.foreignUnit)'\(unit)' is not allowed: \(why)"
                       + "DTCG 2025.10 dimensions use \"px\" or \"rem\" only (format module, dimension type)")
        }
        return nil
    }

    /// How the problems of a dimension without a unit, or in a unit DTCG does not have, read, which `PerFileSummary`
    /// says once for a file's tokens alike.
    static let missingUnit = "is not a dimension: a dimension needs a unit"
    static let unknownMember = " has no member "
    static let missingMembers = " needs "
    static let foreignUnit = "unit "

    mutating func duration(_ json: JSONValue) -> (value: Double, unit: String)? {
        if let text = json.string {
            if let (value, unit) = Self.splitUnit(text, units: ["ms", "s"]) {
                legacy(json, "duration", modern: "{\"value\": \(formatNumber(value)), \"unit\": \"\(unit)\"}")
                return (value, unit)
            }
            log.report(.invalidToken, at: json.location, "'\(text)' is not a duration; write {\"value\": 200, \"unit\": \"ms\"}")
            return nil
        }
        guard members(of: json, "a duration", required: ["value", "unit"]) else { return nil }
        guard let value = number(json["value"]!, "a duration's \"value\""), let unit = string(json["unit"]!, "a duration's \"unit\"") else { return nil }
        guard unit == "ms" || unit == "s" else {
            log.report(.invalidToken, at: json["unit"]!.location, "a duration's unit must be \"ms\" or \"s\", found '\(unit)'")
            return nil
        }
        return (value, unit)
    }

    /// A name or a list of names. An item of the list that is a reference names a font family token, whose names take
    /// its place: Style Dictionary and Tokens Studio resolve a reference anywhere in a value, and their exports write
    /// `["{font.serif}"]`. A stack of references in one string (`"{font.primary}, {font.fallback}"`) is Style
    /// Dictionary's interpolation, read as that list with a `legacy-value` warning; no font is named with braces.
    mutating func fontFamily(_ json: JSONValue) -> [String]? {
        if let name = json.string {
            guard !name.isEmpty else {
                log.report(.invalidToken, at: json.location, "a font family must not be empty")
                return nil
            }
            guard CurlyReference.paths(inside: name).isEmpty else {
                guard let stack = LegacyValueAlignment.fontStack(json), let items = stack.array else {
                    log.report(.invalidToken, at: json.location, "'\(name)' runs a reference into other text; a font family is a name, a "
                               + "reference, or an array of names and references")
                    return nil
                }
                let modern = "[" + items.compactMap(\.string).map { JSONWriter.quote($0) }.joined(separator: ", ") + "]"
                legacy(json, problem: "'\(name)' puts references inside a string, which Style Dictionary interpolates and DTCG "
                       + "2025.10 does not; write \(modern)")
                return fontFamily(stack)
            }
            return [name]
        }
        guard let items = json.array, !items.isEmpty else {
            log.report(.invalidToken, at: json.location, "a font family must be a string or a non-empty array of strings, found \(json.kindName)")
            return nil
        }
        var names: [String] = []
        for item in items {
            if reference(in: item) != nil {
                guard case .fontFamily(let family)? = value(item, as: .fontFamily) else { return nil }
                names += family
                continue
            }
            guard let name = string(item, "a font family name") else { return nil }
            names.append(name)
        }
        return names
    }

    mutating func fontWeight(_ json: JSONValue) -> Double? {
        if let name = json.string {
            if let weight = Self.fontWeightNames[name] { return weight }
            if let weight = Double(name.trimming(" ")), (1...1000).contains(weight) {
                legacy(json, "font weight", modern: formatNumber(weight))
                return weight
            }
            // Case is said only where it is the difference: `semibold` is DTCG's `semi-bold`, not a case slip.
            let caseOnly = Self.fontWeightNames.keys.contains { $0.lowercased() == name.lowercased() }
            log.report(.invalidToken, at: json.location, "unknown font weight '\(name)'\(caseOnly ? " (keywords are case-sensitive)" : "")"
                       + Suggestion.hint(for: name, in: Self.fontWeightNames.keys))
            return nil
        }
        guard let weight = number(json, "a font weight") else { return nil }
        guard (1...1000).contains(weight) else {
            log.report(.valueOutOfRange, at: json.location, "a font weight must be between 1 and 1000, found \(formatNumber(weight))")
            return nil
        }
        return weight
    }

    mutating func cubicBezier(_ json: JSONValue) -> [Double]? {
        guard let items = json.array, items.count == 4 else {
            let found = json.string.map { "; found '\($0)'" } ?? (json.array.map { "; found \($0.count) items" } ?? "")
            let fix = json.string.flatMap(CSSCubicBezier.numbers).map { "; write [\($0.map(formatNumber).joined(separator: ", "))]" } ?? ""
            log.report(.invalidToken, at: json.location, "a cubic Bézier must be an array of four numbers [P1x, P1y, P2x, P2y]\(found)\(fix)")
            return nil
        }
        var numbers: [Double] = []
        for item in items {
            guard let number = number(item, "a cubic Bézier coordinate") else { return nil }
            numbers.append(number)
        }
        for index in [0, 2] where !(0...1).contains(numbers[index]) {
            log.report(.valueOutOfRange, at: items[index].location, "a cubic Bézier's x coordinates (P1x, P2x) must be between 0 and 1, found \(formatNumber(numbers[index]))")
            return nil
        }
        return numbers
    }

    /// `"16px"` → (16, "px") when the text is a number followed by one of the units.
    static func splitUnit(_ text: String, units: [String]) -> (Double, String)? {
        for unit in units.sorted(by: { $0.count > $1.count }) where text.hasSuffix(unit) {
            let number = String(text.dropLast(unit.count)).trimming(" ")
            if let value = Double(number), value.isFinite, !number.isEmpty { return (value, unit) }
        }
        return nil
    }
}
