/// A strict RFC 8259 reader that keeps the line and column of every value.
///
/// Foundation's JSON APIs drop positions, and navgen's diagnostics need them. Duplicate keys are an
/// error (RFC 8259 leaves them undefined and tools disagree on which one wins).
public struct JSONReader {
    public struct Failure: Error, Sendable {
        public var diagnostic: Diagnostic
    }

    /// Deeper nesting than this is refused rather than risking the stack.
    public static let maximumDepth = 512

    private let bytes: [UInt8]
    private let path: String
    private var offset = 0
    private var line = 1
    private var lineStart = 0
    private var depth = 0
    /// Members and elements of the objects and arrays being read, innermost last: each container is made
    /// at its exact size when it closes, instead of growing by doubling (which left most small objects with
    /// spare capacity and the heap with the buffers they outgrew).
    private var pendingMembers: [JSONValue.Member] = []
    private var pendingElements: [JSONValue] = []

    public static func parse(_ bytes: [UInt8], path: String) throws(Failure) -> JSONValue {
        var reader = JSONReader(bytes: bytes, path: path)
        return try reader.document()
    }

    private init(bytes: [UInt8], path: String) {
        self.bytes = bytes
        self.path = path
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
        case UInt8(ascii: "t"): try expectWord("true"); return JSONValue(kind: .bool(true), location: start)
        case UInt8(ascii: "f"): try expectWord("false"); return JSONValue(kind: .bool(false), location: start)
        case UInt8(ascii: "n"): try expectWord("null"); return JSONValue(kind: .null, location: start)
        case UInt8(ascii: "-"), UInt8(ascii: "0")...UInt8(ascii: "9"): return try parseNumber(start)
        case UInt8(ascii: "/"): throw fail("comments are not allowed in JSON")
        case UInt8(ascii: "N"), UInt8(ascii: "I"): throw fail("NaN and Infinity are not JSON numbers")
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
            guard bytes[offset] == UInt8(ascii: "\"") else {
                if bytes[offset] == UInt8(ascii: "}") { throw fail("trailing comma before '}'") }
                throw fail("expected a string key, found \(describe(bytes[offset]))")
            }
            let keyLocation = location
            let key = try parseString()
            // Small objects are searched directly; a dictionary pays off only for large ones.
            if seen.isEmpty, pendingMembers.count - base >= 16 {
                for member in pendingMembers[base...] { seen[member.key] = member.keyLocation }
            }
            let first = seen.isEmpty ? pendingMembers[base...].first { $0.key == key }?.keyLocation : seen[key]
            if let first {
                throw Failure(diagnostic: Diagnostic(
                    .jsonSyntax, at: keyLocation, "duplicate key '\(key)' in one object",
                    notes: [.init("first defined here", at: first)]))
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
            if peek(UInt8(ascii: "]")) { throw fail("trailing comma before ']'") }
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

    private mutating func parseString() throws(Failure) -> String {
        let start = location
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
            if byte == UInt8(ascii: "\""), !escaped {
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
            if byte == UInt8(ascii: "\"") {
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
                default: throw fail("invalid escape '\\\(Character(UnicodeScalar(escape)))' in a string")
                }
                runStart = offset
                continue
            }
            offset += 1
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
            let byte = bytes[offset]
            let digit: UInt32
            switch byte {
            case UInt8(ascii: "0")...UInt8(ascii: "9"): digit = UInt32(byte - UInt8(ascii: "0"))
            case UInt8(ascii: "a")...UInt8(ascii: "f"): digit = UInt32(byte - UInt8(ascii: "a") + 10)
            case UInt8(ascii: "A")...UInt8(ascii: "F"): digit = UInt32(byte - UInt8(ascii: "A") + 10)
            default: throw fail("invalid hex digit in a \\u escape")
            }
            value = value * 16 + digit
            offset += 1
        }
        return value
    }

    private mutating func parseNumber(_ start: SourceLocation) throws(Failure) -> JSONValue {
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
            default: return
            }
        }
    }

    private func describe(_ byte: UInt8) -> String {
        if byte >= 0x20 && byte < 0x7F { return "'\(Character(UnicodeScalar(byte)))'" }
        return "byte 0x\(String(byte, radix: 16, uppercase: true))"
    }
}
