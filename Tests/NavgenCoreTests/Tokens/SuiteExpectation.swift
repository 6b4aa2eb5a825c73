@testable import NavgenCore

/// One claim of CASES.tsv's `what` column: a token's value, type or deprecation.
struct SuiteClaim {
    enum Kind {
        case value(SuiteValue)
        case type(String)
        case deprecated(String?)
    }

    var path: String
    var kind: Kind
}

/// A value in the suite's notation (`srgb(0.3,0.6,1) alpha 0.8 hex #…`, `16px`, `{k v, …}`, `[…]`).
indirect enum SuiteValue {
    case color(space: String, components: [Double], alpha: Double?, hex: String?)
    case measure(Double, String)
    case number(Double)
    case string(String)
    case keyword(String, weight: Double?)
    case object([(String, SuiteValue)])
    case list([SuiteValue])
    /// "same value": equal to the previous claim's value.
    case same
}

/// Parses the `what` column of a valid case into claims; sentences that state no value are skipped.
struct SuiteExpectationParser {
    private var text: [Character]
    private var index = 0

    static func claims(in what: String) -> [SuiteClaim] {
        var parser = SuiteExpectationParser(text: Array(what))
        return parser.statements()
    }

    private init(text: [Character]) {
        self.text = text
    }

    private mutating func statements() -> [SuiteClaim] {
        var claims: [SuiteClaim] = []
        while index < text.count {
            skip(while: { $0 == " " || $0 == ";" || $0 == "," })
            if peek("[") { skipBalanced(); continue }
            guard index < text.count else { break }
            let start = index
            if let claim = statement() {
                claims.append(contentsOf: claim)
            } else {
                index = start
            }
            // Move to the next statement: a top-level ';', ',' or " and ".
            skipToSeparator()
        }
        return claims
    }

    private mutating func statement() -> [SuiteClaim]? {
        guard var path = pathText() else { return nil }
        skipSpaces()
        if path.hasSuffix(" $deprecated") {
            path = String(path.dropLast(" $deprecated".count))
            guard consume("=") else { return nil }
            skipSpaces()
            if consume("false") { return [SuiteClaim(path: path, kind: .deprecated(nil))] }
            guard let reason = quoted() else { return nil }
            return [SuiteClaim(path: path, kind: .deprecated(reason))]
        }
        var claims: [SuiteClaim] = []
        if let range = path.range(of: " has $type ") {
            let type = path[range.upperBound...].split(separator: " ").first.map(String.init) ?? ""
            path = String(path[..<range.lowerBound])
            claims.append(SuiteClaim(path: path, kind: .type(type)))
            if !consume("=") { return claims }
        } else if !consume("=") {
            return nil
        }
        skipSpaces()
        guard let value = value() else { return claims.isEmpty ? nil : claims }
        claims.append(SuiteClaim(path: path, kind: .value(value)))
        return claims
    }

    /// The text before ` = `, with quotes and parenthetical notes removed; nil for prose.
    private mutating func pathText() -> String? {
        skipSpaces()
        if let quotedPath = quoted() { return quotedPath }
        var result = ""
        while index < text.count, !peek(" ="), !peek(";"), !peek(",") {
            if peek(" (") {
                index += 1
                skipBalanced()
                continue
            }
            result.append(text[index])
            index += 1
        }
        let isClaim = !result.isEmpty && (!result.contains(" ") || result.contains(" has $type ") || result.hasSuffix(" $deprecated"))
        return isClaim ? result : nil
    }

    private mutating func value() -> SuiteValue? {
        skipSpaces()
        guard index < text.count else { return nil }
        if consume("same value") { return .same }
        if consume("{") { return objectValue() }
        if consume("[") { return listValue() }
        if let string = quoted() { return .string(string) }
        let word = token()
        guard !word.isEmpty else { return nil }
        if let parenthesis = word.firstIndex(of: "("), word.hasSuffix(")") {
            let space = String(word[..<parenthesis])
            let numbers = word[word.index(after: parenthesis)..<word.index(before: word.endIndex)].split(separator: ",").compactMap { Double($0) }
            var alpha: Double?
            var hex: String?
            while true {
                let save = index
                skipSpaces()
                if consume("alpha ") { alpha = Double(token()) } else if consume("hex ") { hex = token() } else { index = save; break }
            }
            return .color(space: space, components: numbers, alpha: alpha, hex: hex)
        }
        if let number = Double(word) { return .number(number) }
        for unit in ["px", "rem", "ms", "s"] where word.hasSuffix(unit) {
            if let number = Double(word.dropLast(unit.count)) { return .measure(number, unit) }
        }
        let save = index
        skipSpaces()
        if consume("(="), let weight = Double(token()) {
            _ = consume(")")
            return .keyword(word, weight: weight)
        }
        index = save
        return .keyword(word, weight: nil)
    }

    private mutating func objectValue() -> SuiteValue? {
        var members: [(String, SuiteValue)] = []
        while index < text.count {
            skip(while: { $0 == " " || $0 == "," })
            if consume("}") { return .object(members) }
            let key = token()
            guard !key.isEmpty, let member = value() else { return nil }
            members.append((key, member))
        }
        return nil
    }

    private mutating func listValue() -> SuiteValue? {
        var items: [SuiteValue] = []
        while index < text.count {
            skip(while: { $0 == " " || $0 == "," })
            if consume("]") { return .list(items) }
            guard let item = value() else { return nil }
            items.append(item)
        }
        return nil
    }

    /// A run of characters up to a space or a delimiter, keeping a `name(…)` group whole.
    private mutating func token() -> String {
        var result = ""
        var depth = 0
        while index < text.count {
            let character = text[index]
            if character == "(" { depth += 1 }
            if character == ")" { if depth == 0 { break }; depth -= 1 }
            if depth == 0, " ,;]}".contains(character) { break }
            result.append(character)
            index += 1
        }
        return result
    }

    private mutating func quoted() -> String? {
        guard consume("\"") else { return nil }
        var result = ""
        while index < text.count, text[index] != "\"" { result.append(text[index]); index += 1 }
        index += 1
        return result
    }

    private mutating func skipToSeparator() {
        var depth = 0
        while index < text.count {
            let character = text[index]
            if "([{".contains(character) { depth += 1 }
            if ")]}".contains(character) { depth -= 1 }
            if depth == 0, character == ";" || character == "," { return }
            if depth == 0, peek(" and ") { index += 5; return }
            index += 1
        }
    }

    private mutating func skipBalanced() {
        var depth = 0
        while index < text.count {
            if "([{".contains(text[index]) { depth += 1 }
            if ")]}".contains(text[index]) { depth -= 1 }
            index += 1
            if depth == 0 { return }
        }
    }

    private mutating func skipSpaces() { skip { $0 == " " } }

    private mutating func skip(while predicate: (Character) -> Bool) {
        while index < text.count, predicate(text[index]) { index += 1 }
    }

    private func peek(_ literal: String) -> Bool {
        let characters = Array(literal)
        return index + characters.count <= text.count && Array(text[index..<(index + characters.count)]) == characters
    }

    private mutating func consume(_ literal: String) -> Bool {
        guard peek(literal) else { return false }
        index += literal.count
        return true
    }
}

/// Compares a resolved value with the suite's notation (components within 0.001).
enum SuiteMatcher {
    static func matches(_ expected: SuiteValue, _ actual: TokenValue) -> Bool {
        switch (expected, actual) {
        case (.color(let space, let components, let alpha, let hex), .color(let color)):
            return color.colorSpace == space && components.count == color.components.count
                && zip(components, color.components).allSatisfy { close($0, $1) }
                && (alpha.map { close($0, color.alpha) } ?? true)
                && (hex.map { $0.lowercased() == color.hex?.lowercased() } ?? true)
        case (.measure(let value, let unit), .dimension(let dimension)):
            return close(value, dimension.value) && unit == dimension.unit
        case (.measure(let value, let unit), .duration(let actualValue, let actualUnit)):
            return close(value, actualValue) && unit == actualUnit
        case (.number(let value), .number(let actual)), (.number(let value), .fontWeight(let actual)):
            return close(value, actual)
        case (.string(let value), .fontFamily(let names)):
            return names == [value]
        case (.string(let value), .string(let actual)), (.keyword(let value, nil), .string(let actual)):
            return value == actual
        case (.keyword(let name, let weight), .fontWeight(let actual)):
            return TokenValueResolver.fontWeightNames[name] == actual && (weight.map { close($0, actual) } ?? true)
        case (.keyword(let name, _), .fontFamily(let names)):
            return names == [name]
        case (.list(let items), .list(let values)):
            return items.count == values.count && zip(items, values).allSatisfy { matches($0, $1) }
        case (.list(let items), .fontFamily(let names)):
            return items.count == names.count && zip(items, names).allSatisfy { matches($0, .fontFamily([$1])) }
        case (.list(let items), .cubicBezier(let numbers)):
            return items.count == numbers.count && zip(items, numbers).allSatisfy { matches($0, .number($1)) }
        case (.object(let members), .composite(let values)):
            return members.allSatisfy { key, value in values[key].map { matches(value, $0) } ?? false }
        case (.object(let members), .typography(let typography)):
            let parts: [String: TokenValue] = [
                "fontFamily": .fontFamily(typography.fontFamily), "fontSize": .dimension(typography.fontSize),
                "fontWeight": .fontWeight(typography.fontWeight),
                "letterSpacing": typography.letterSpacing.map(TokenValue.dimension) ?? .string("none"),
                "lineHeight": typography.lineHeight.map(TokenValue.number) ?? .string("none"),
            ]
            return members.allSatisfy { key, value in parts[key].map { matches(value, $0) } ?? false }
        default:
            return false
        }
    }

    private static func close(_ a: Double, _ b: Double) -> Bool { abs(a - b) <= 0.001 }
}
