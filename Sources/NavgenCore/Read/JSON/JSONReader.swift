/// A strict RFC 8259 reader that keeps the line and column of every value, and reads JSON5 (https://spec.json5.org)
/// in files named `.json5`, as Style Dictionary does (GitHub's Primer keeps its tokens so).
///
/// Foundation's JSON APIs drop positions, and navgen's diagnostics need them. Duplicate keys are an error (RFC 8259
/// leaves them undefined and tools disagree on which one wins), except in the inputs read with a log: token files are
/// read by JavaScript tools (Style Dictionary, Tokens Studio), whose `JSON.parse` keeps the later one, as navgen then
/// does, with a warning.
public struct JSONReader {
    public struct Failure: Error, Sendable {
        public var diagnostic: Diagnostic
    }

    /// JSON5 adds comments, trailing commas, keys without quotes, single-quoted strings and more number forms.
    enum Syntax: Sendable {
        case json
        case json5

        /// JSON5 for a file named `.json5`, JSON for any other.
        init(path: String) {
            self = path.hasSuffix(".json5") ? .json5 : .json
        }
    }

    /// Deeper nesting than this is refused rather than risking the stack.
    public static let maximumDepth = 512

    private let bytes: [UInt8]
    private let path: String
    private let syntax: Syntax
    /// Said where a JSON file uses what only JSON5 allows, when naming it `.json5` would help.
    private var json5Hint = ""
    private var offset = 0
    private var line = 1
    private var lineStart = 0
    private var depth = 0
    /// Members and elements of the objects and arrays being read, innermost last: each container is made
    /// at its exact size when it closes, instead of growing by doubling (which left most small objects with
    /// spare capacity and the heap with the buffers they outgrew).
    private var pendingMembers: [JSONValue.Member] = []
    private var pendingElements: [JSONValue] = []
    /// The warnings for keys written twice in one object, when the later one is read; nil when they are errors.
    private var repeatedKeys: [Diagnostic]?

    /// The value in `bytes`, read as the file's name says (`Syntax(path:)`). `suggestingJSON5` where naming the file
    /// `.json5` would have it read as JSON5 (a token file): what only JSON5 allows then says so.
    public static func parse(_ bytes: [UInt8], path: String, suggestingJSON5: Bool = false) throws(Failure) -> JSONValue {
        var reader = JSONReader(bytes: bytes, path: path, suggestingJSON5: suggestingJSON5)
        return try reader.document()
    }

    /// The value in `bytes` as `parse(_:path:suggestingJSON5:)` reads it, but a key written twice in one object is a
    /// warning in `log`, and the later value is read, as `JSON.parse` reads it.
    public static func parse(_ bytes: [UInt8], path: String, suggestingJSON5: Bool = false,
                             log: inout DiagnosticLog) throws(Failure) -> JSONValue {
        var reader = JSONReader(bytes: bytes, path: path, suggestingJSON5: suggestingJSON5)
        reader.repeatedKeys = []
        let value = try reader.document()
        log.add(contentsOf: reader.repeatedKeys ?? [])
        return value
    }

    /// A reader of `bytes` in the syntax `path`'s name says.
    private init(bytes: [UInt8], path: String, suggestingJSON5: Bool) {
        self.bytes = bytes
        self.path = path
        syntax = Syntax(path: path)
        json5Hint = suggestingJSON5 ? "; if the file is JSON5, name it .json5" : ""
        if bytes.starts(with: [0xEF, 0xBB, 0xBF]) {
            offset = 3
            lineStart = 3
        }
    }

    private var location: SourceLocation { SourceLocation(file: path, line: line, column: offset - lineStart + 1) }

    private func fail(_ message: String, at location: SourceLocation? = nil) -> Failure {
        Failure(diagnostic: Diagnostic(.jsonSyntax, at: location ?? self.location, message))
    }

    private mutating func document() throws(Failure) -> JSONValue {
        skipWhitespace()
        guard offset < bytes.count else { throw fail("the file is empty; expected a JSON value") }
        let value = try parseValue()
        skipWhitespace()
        if offset < bytes.count { throw fail("unexpected \(describe(bytes[offset])) after the end of the JSON value") }
        return value
    }

    private mutating func parseValue() throws(Failure) -> JSONValue {
        skipWhitespace()
        guard offset < bytes.count else { throw fail("unexpected end of file; expected a value") }
        let start = location
        switch bytes[offset] {
        case UInt8(ascii: "{"): return try parseObject(start)
        case UInt8(ascii: "["): return try parseArray(start)
        case UInt8(ascii: "\""): return JSONValue(kind: .string(try parseString()), location: start)
        case UInt8(ascii: "'") where syntax == .json5: return JSONValue(kind: .string(try parseString()), location: start)
        case UInt8(ascii: "t"): try expectWord("true"); return JSONValue(kind: .bool(true), location: start)
        case UInt8(ascii: "f"): try expectWord("false"); return JSONValue(kind: .bool(false), location: start)
        case UInt8(ascii: "n"): try expectWord("null"); return JSONValue(kind: .null, location: start)
        case UInt8(ascii: "-"), UInt8(ascii: "0")...UInt8(ascii: "9"): return try parseNumber(start)
        case UInt8(ascii: "+"), UInt8(ascii: "."), UInt8(ascii: "N"), UInt8(ascii: "I"):
            if syntax == .json5 { return try parseNumber(start) }
            if bytes[offset] == UInt8(ascii: "N") || bytes[offset] == UInt8(ascii: "I") { throw fail("NaN and Infinity are not JSON numbers") }
            throw fail("unexpected \(describe(bytes[offset])); expected a value")
        case UInt8(ascii: "/"): throw fail("comments are not allowed in JSON\(json5Hint)")
        case UInt8(ascii: "'"): throw fail("strings in JSON are written in double quotes\(json5Hint)")
        default: throw fail("unexpected \(describe(bytes[offset])); expected a value")
        }
    }

    private mutating func enter() throws(Failure) {
        depth += 1
        if depth > Self.maximumDepth { throw fail("nesting deeper than \(Self.maximumDepth) levels") }
    }

    private mutating func parseObject(_ start: SourceLocation) throws(Failure) -> JSONValue {
        try enter()
        defer { depth -= 1 }
        offset += 1
        let base = pendingMembers.count
        var seen: [String: SourceLocation] = [:]
        skipWhitespace()
        if peek(UInt8(ascii: "}")) { offset += 1; return JSONValue(kind: .object([]), location: start) }
        while true {
            skipWhitespace()
            guard offset < bytes.count else { throw fail("unexpected end of file inside an object") }
            if syntax == .json5, bytes[offset] == UInt8(ascii: "}") {
                offset += 1
                break
            }
            let keyLocation = location
            let key = try parseKey()
            // Small objects are searched directly; a dictionary pays off only for large ones.
            if seen.isEmpty, pendingMembers.count - base >= 16 {
                for member in pendingMembers[base...] { seen[member.key] = member.keyLocation }
            }
            let first = seen.isEmpty ? pendingMembers[base...].first { $0.key == key }?.keyLocation : seen[key]
            if let first {
                guard repeatedKeys != nil else {
                    throw Failure(diagnostic: Diagnostic(
                        .jsonSyntax, at: keyLocation, "duplicate key '\(key)' in one object",
                        notes: [.init("first defined here", at: first)]))
                }
                repeatedKeys?.append(Diagnostic(
                    .noEffect, at: first, "key '\(key)' has no effect here: the same object writes it again, and the later value is read, "
                        + "as JSON.parse (Style Dictionary, Tokens Studio) reads it; remove one of them",
                    notes: [.init("written again here", at: keyLocation)]))
                pendingMembers.remove(at: pendingMembers[base...].firstIndex { $0.key == key }!)
            }
            if !seen.isEmpty { seen[key] = keyLocation }
            skipWhitespace()
            guard peek(UInt8(ascii: ":")) else { throw fail("expected ':' after the key '\(key)'") }
            offset += 1
            let value = try parseValue()
            pendingMembers.append(JSONValue.Member(key: key, keyLocation: keyLocation, value: value))
            skipWhitespace()
            guard offset < bytes.count else { throw fail("unexpected end of file inside an object") }
            if bytes[offset] == UInt8(ascii: ",") { offset += 1; continue }
            if bytes[offset] == UInt8(ascii: "}") { offset += 1; break }
            throw fail("expected ',' or '}' in an object, found \(describe(bytes[offset]))")
        }
        let members = Array(pendingMembers[base...])
        pendingMembers.removeSubrange(base...)
        return JSONValue(kind: .object(members), location: start)
    }

    private mutating func parseArray(_ start: SourceLocation) throws(Failure) -> JSONValue {
        try enter()
        defer { depth -= 1 }
        offset += 1
        let base = pendingElements.count
        skipWhitespace()
        if peek(UInt8(ascii: "]")) { offset += 1; return JSONValue(kind: .array([]), location: start) }
        while true {
            skipWhitespace()
            if peek(UInt8(ascii: "]")) {
                guard syntax == .json5 else { throw fail("trailing comma before ']'\(json5Hint)") }
                offset += 1
                break
            }
            let element = try parseValue()
            pendingElements.append(element)
            skipWhitespace()
            guard offset < bytes.count else { throw fail("unexpected end of file inside an array") }
            if bytes[offset] == UInt8(ascii: ",") { offset += 1; continue }
            if bytes[offset] == UInt8(ascii: "]") { offset += 1; break }
            throw fail("expected ',' or ']' in an array, found \(describe(bytes[offset]))")
        }
        let elements = Array(pendingElements[base...])
        pendingElements.removeSubrange(base...)
        return JSONValue(kind: .array(elements), location: start)
    }

    /// A member's name: a string, or in JSON5 a name without quotes (`$value`, `bgColor`).
    private mutating func parseKey() throws(Failure) -> String {
        let byte = bytes[offset]
        if byte == UInt8(ascii: "\"") || (syntax == .json5 && byte == UInt8(ascii: "'")) { return try parseString() }
        if byte == UInt8(ascii: "}") { throw fail("trailing comma before '}'\(json5Hint)") }
        guard isNameStart(byte) else { throw fail("expected a string key, found \(describe(byte))") }
        guard syntax == .json5 else { throw fail("keys in JSON are written in double quotes\(json5Hint)") }
        let start = offset
        while offset < bytes.count, isNameStart(bytes[offset]) || isDigit(bytes[offset]) { offset += 1 }
        guard let name = String(validating: bytes[start..<offset], as: UTF8.self) else { throw fail("invalid UTF-8 in a key") }
        return name
    }

    /// A letter, `$`, `_` or any non-ASCII character: what starts a JSON5 name (ECMAScript's identifiers, whose
    /// Unicode classes navgen does not tell apart).
    private func isNameStart(_ byte: UInt8) -> Bool {
        switch byte {
        case UInt8(ascii: "a")...UInt8(ascii: "z"), UInt8(ascii: "A")...UInt8(ascii: "Z"), UInt8(ascii: "$"), UInt8(ascii: "_"), 0x80...: true
        default: false
        }
    }

    private mutating func parseString() throws(Failure) -> String {
        let start = location
        let quote = bytes[offset]
        offset += 1
        var scalars = String.UnicodeScalarView()
        var runStart = offset
        // Most strings have no escape: they become a String straight from the bytes. Most are ASCII too,
        // which needs no validation (checking a whole string costs more than reading it).
        var escaped = false
        var ascii = true
        func flush(_ reader: JSONReader, upTo end: Int) throws(Failure) {
            guard runStart < end else { return }
            guard let text = String(validating: reader.bytes[runStart..<end], as: UTF8.self) else {
                throw reader.fail("invalid UTF-8 in a string", at: start)
            }
            scalars.append(contentsOf: text.unicodeScalars)
        }
        while true {
            guard offset < bytes.count else { throw fail("unterminated string", at: start) }
            let byte = bytes[offset]
            if byte == quote, !escaped {
                if ascii {
                    let text = String(decoding: bytes[runStart..<offset], as: UTF8.self)
                    offset += 1
                    return text
                }
                guard let text = String(validating: bytes[runStart..<offset], as: UTF8.self) else {
                    throw fail("invalid UTF-8 in a string", at: start)
                }
                offset += 1
                return text
            }
            if byte == quote {
                try flush(self, upTo: offset)
                offset += 1
                return String(scalars)
            }
            if byte >= 0x80 { ascii = false }
            if byte < 0x20 {
                throw fail(byte == 0x0A ? "unterminated string (a newline must be written \\n)" : "control character in a string must be escaped")
            }
            if byte == UInt8(ascii: "\\") {
                escaped = true
                try flush(self, upTo: offset)
                offset += 1
                guard offset < bytes.count else { throw fail("unterminated string", at: start) }
                let escape = bytes[offset]
                offset += 1
                switch escape {
                case UInt8(ascii: "\""): scalars.append("\"")
                case UInt8(ascii: "\\"): scalars.append("\\")
                case UInt8(ascii: "/"): scalars.append("/")
                case UInt8(ascii: "b"): scalars.append("\u{08}")
                case UInt8(ascii: "f"): scalars.append("\u{0C}")
                case UInt8(ascii: "n"): scalars.append("\n")
                case UInt8(ascii: "r"): scalars.append("\r")
                case UInt8(ascii: "t"): scalars.append("\t")
                case UInt8(ascii: "u"): scalars.append(try parseUnicodeEscape())
                default:
                    guard syntax == .json5 else { throw fail("invalid escape '\\\(Character(UnicodeScalar(escape)))' in a string") }
                    try json5Escape(escape, into: &scalars)
                }
                runStart = offset
                continue
            }
            offset += 1
        }
    }

    /// JSON5's further escapes, after the backslash and `escape`: `\'`, `\v`, `\0`, `\xHH`, a backslash ending the
    /// line (which continues the string), and any other character but a digit standing for itself.
    private mutating func json5Escape(_ escape: UInt8, into scalars: inout String.UnicodeScalarView) throws(Failure) {
        switch escape {
        case UInt8(ascii: "v"): scalars.append("\u{0B}")
        case UInt8(ascii: "0") where !(offset < bytes.count && isDigit(bytes[offset])): scalars.append("\u{00}")
        case UInt8(ascii: "x"):
            guard offset + 2 <= bytes.count, let high = hexDigit(bytes[offset]), let low = hexDigit(bytes[offset + 1]) else {
                throw fail("a \\x escape needs two hex digits")
            }
            offset += 2
            scalars.append(Unicode.Scalar(UInt8(high * 16 + low)))
        case 0x0A, 0x0D:
            if escape == 0x0D, peek(0x0A) { offset += 1 }
            line += 1
            lineStart = offset
        case UInt8(ascii: "0")...UInt8(ascii: "9"):
            throw fail("invalid escape '\\\(Character(UnicodeScalar(escape)))' in a string")
        case 0x80...:
            // A non-ASCII character escaped stands for itself: its bytes are read again as the string's.
            offset -= 1
        default:
            scalars.append(Unicode.Scalar(escape))
        }
    }

    private func hexDigit(_ byte: UInt8) -> UInt32? {
        switch byte {
        case UInt8(ascii: "0")...UInt8(ascii: "9"): UInt32(byte - UInt8(ascii: "0"))
        case UInt8(ascii: "a")...UInt8(ascii: "f"): UInt32(byte - UInt8(ascii: "a") + 10)
        case UInt8(ascii: "A")...UInt8(ascii: "F"): UInt32(byte - UInt8(ascii: "A") + 10)
        default: nil
        }
    }

    private mutating func parseUnicodeEscape() throws(Failure) -> Unicode.Scalar {
        let escapeStart = SourceLocation(file: path, line: line, column: offset - lineStart - 1)
        let high = try hex4()
        if (0xD800...0xDBFF).contains(high) {
            guard peek(UInt8(ascii: "\\")), offset + 1 < bytes.count, bytes[offset + 1] == UInt8(ascii: "u") else {
                throw fail("lone surrogate \\u\(hexString(high)) in a string", at: escapeStart)
            }
            offset += 2
            let low = try hex4()
            guard (0xDC00...0xDFFF).contains(low) else {
                throw fail("lone surrogate \\u\(hexString(high)) in a string", at: escapeStart)
            }
            return Unicode.Scalar(0x10000 + ((high - 0xD800) << 10) + (low - 0xDC00))!
        }
        guard let scalar = Unicode.Scalar(high) else {
            throw fail("lone surrogate \\u\(hexString(high)) in a string", at: escapeStart)
        }
        return scalar
    }

    private func hexString(_ value: UInt32) -> String {
        let digits = String(value, radix: 16, uppercase: true)
        return String(repeating: "0", count: max(0, 4 - digits.count)) + digits
    }

    private mutating func hex4() throws(Failure) -> UInt32 {
        guard offset + 4 <= bytes.count else { throw fail("incomplete \\u escape") }
        var value: UInt32 = 0
        for _ in 0..<4 {
            guard let digit = hexDigit(bytes[offset]) else { throw fail("invalid hex digit in a \\u escape") }
            value = value * 16 + digit
            offset += 1
        }
        return value
    }

    private mutating func parseNumber(_ start: SourceLocation) throws(Failure) -> JSONValue {
        if syntax == .json5 { return try parseJSON5Number(start) }
        let begin = offset
        if peek(UInt8(ascii: "-")) { offset += 1 }
        guard offset < bytes.count, isDigit(bytes[offset]) else {
            if offset < bytes.count, bytes[offset] == UInt8(ascii: "I") { throw fail("NaN and Infinity are not JSON numbers", at: start) }
            throw fail("expected a digit", at: start)
        }
        if bytes[offset] == UInt8(ascii: "0") {
            offset += 1
            if offset < bytes.count, isDigit(bytes[offset]) { throw fail("numbers must not have leading zeros", at: start) }
        } else {
            while offset < bytes.count, isDigit(bytes[offset]) { offset += 1 }
        }
        if peek(UInt8(ascii: ".")) {
            offset += 1
            guard offset < bytes.count, isDigit(bytes[offset]) else { throw fail("expected a digit after '.'") }
            while offset < bytes.count, isDigit(bytes[offset]) { offset += 1 }
        }
        if offset < bytes.count, bytes[offset] == UInt8(ascii: "e") || bytes[offset] == UInt8(ascii: "E") {
            offset += 1
            if offset < bytes.count, bytes[offset] == UInt8(ascii: "+") || bytes[offset] == UInt8(ascii: "-") { offset += 1 }
            guard offset < bytes.count, isDigit(bytes[offset]) else { throw fail("expected a digit in the exponent") }
            while offset < bytes.count, isDigit(bytes[offset]) { offset += 1 }
        }
        let literal = String(decoding: bytes[begin..<offset], as: UTF8.self)
        guard let value = Double(literal), value.isFinite else {
            throw fail("the number \(literal.prefix(40)) is too large", at: start)
        }
        return JSONValue(kind: .number(value, literal: literal), location: start)
    }

    /// JSON5's numbers: JSON's, with a leading `+`, a point without digits on one side (`.5`, `5.`) and hexadecimal
    /// (`0x1F`). Its `Infinity` and `NaN` are no value a token can hold, so they are refused.
    private mutating func parseJSON5Number(_ start: SourceLocation) throws(Failure) -> JSONValue {
        let begin = offset
        var sign = 1.0
        if peek(UInt8(ascii: "+")) || peek(UInt8(ascii: "-")) {
            if bytes[offset] == UInt8(ascii: "-") { sign = -1 }
            offset += 1
        }
        if peek(UInt8(ascii: "I")) || peek(UInt8(ascii: "N")) {
            throw fail("Infinity and NaN are JSON5 numbers but no token's value; write a finite number", at: start)
        }
        if peek(UInt8(ascii: "0")), offset + 1 < bytes.count, bytes[offset + 1] | 0x20 == UInt8(ascii: "x") {
            offset += 2
            let digits = offset
            var value = 0.0
            while offset < bytes.count, let digit = hexDigit(bytes[offset]) {
                value = value * 16 + Double(digit)
                offset += 1
            }
            guard offset > digits else { throw fail("expected a hex digit after '0x'") }
            return try number(sign * value, from: begin, at: start)
        }
        var digits = "", integerDigits = 0
        while offset < bytes.count, isDigit(bytes[offset]) {
            digits.append(Character(UnicodeScalar(bytes[offset])))
            offset += 1
            integerDigits += 1
        }
        if integerDigits > 1, digits.first == "0" { throw fail("numbers must not have leading zeros", at: start) }
        var fractionDigits = 0
        if peek(UInt8(ascii: ".")) {
            offset += 1
            digits += "."
            while offset < bytes.count, isDigit(bytes[offset]) {
                digits.append(Character(UnicodeScalar(bytes[offset])))
                offset += 1
                fractionDigits += 1
            }
        }
        guard integerDigits + fractionDigits > 0 else { throw fail("expected a digit", at: start) }
        if offset < bytes.count, bytes[offset] | 0x20 == UInt8(ascii: "e") {
            offset += 1
            digits += "e"
            if offset < bytes.count, bytes[offset] == UInt8(ascii: "+") || bytes[offset] == UInt8(ascii: "-") {
                digits.append(Character(UnicodeScalar(bytes[offset])))
                offset += 1
            }
            guard offset < bytes.count, isDigit(bytes[offset]) else { throw fail("expected a digit in the exponent") }
            while offset < bytes.count, isDigit(bytes[offset]) {
                digits.append(Character(UnicodeScalar(bytes[offset])))
                offset += 1
            }
        }
        // Swift reads "5." and ".5" as C does, but spell them whole to be sure.
        guard let magnitude = Double((integerDigits == 0 ? "0" : "") + digits + (fractionDigits == 0 && digits.contains(".") ? "0" : "")) else {
            throw fail("expected a number", at: start)
        }
        return try number(sign * magnitude, from: begin, at: start)
    }

    /// A number read from `begin` to here, its literal as written.
    private func number(_ value: Double, from begin: Int, at start: SourceLocation) throws(Failure) -> JSONValue {
        let literal = String(decoding: bytes[begin..<offset], as: UTF8.self)
        guard value.isFinite else { throw fail("the number \(literal.prefix(40)) is too large", at: start) }
        return JSONValue(kind: .number(value, literal: literal), location: start)
    }

    private mutating func expectWord(_ word: StaticString) throws(Failure) {
        let count = word.utf8CodeUnitCount
        let matched = offset + count <= bytes.count && word.withUTF8Buffer { buffer in
            (0..<count).allSatisfy { bytes[offset + $0] == buffer[$0] }
        }
        guard matched else { throw fail("unexpected \(describe(bytes[offset])); expected a value") }
        offset += count
    }

    private func isDigit(_ byte: UInt8) -> Bool { byte >= UInt8(ascii: "0") && byte <= UInt8(ascii: "9") }

    private func peek(_ byte: UInt8) -> Bool { offset < bytes.count && bytes[offset] == byte }

    private mutating func skipWhitespace() {
        while offset < bytes.count {
            switch bytes[offset] {
            case 0x20, 0x09, 0x0D: offset += 1
            case 0x0A:
                offset += 1
                line += 1
                lineStart = offset
            case 0x0B where syntax == .json5, 0x0C where syntax == .json5: offset += 1
            case UInt8(ascii: "/") where syntax == .json5 && offset + 1 < bytes.count && bytes[offset + 1] == UInt8(ascii: "/"):
                while offset < bytes.count, bytes[offset] != 0x0A { offset += 1 }
            case UInt8(ascii: "/") where syntax == .json5 && offset + 1 < bytes.count && bytes[offset + 1] == UInt8(ascii: "*"):
                skipBlockComment()
            default: return
            }
        }
    }

    /// A `/* … */` comment, its lines counted; unterminated, it runs to the end, where the reader then says what it expected.
    private mutating func skipBlockComment() {
        offset += 2
        while offset < bytes.count {
            if bytes[offset] == UInt8(ascii: "*"), offset + 1 < bytes.count, bytes[offset + 1] == UInt8(ascii: "/") {
                offset += 2
                return
            }
            if bytes[offset] == 0x0A {
                line += 1
                lineStart = offset + 1
            }
            offset += 1
        }
    }

    private func describe(_ byte: UInt8) -> String {
        if byte >= 0x20 && byte < 0x7F { return "'\(Character(UnicodeScalar(byte)))'" }
        return "byte 0x\(String(byte, radix: 16, uppercase: true))"
    }
}
