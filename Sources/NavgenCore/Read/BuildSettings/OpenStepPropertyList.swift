/// A property list in the old text format Xcode keeps its projects in (`project.pbxproj`): dictionaries
/// `{ key = value; }`, arrays `( a, b )`, quoted or bare strings, `//` and `/* */` comments, every string where it is
/// written. navgen reads only what it needs from a project; the format is not its own, so it parses no more of it.
/// ([Old-Style ASCII Property Lists](https://developer.apple.com/library/archive/documentation/Cocoa/Conceptual/PropertyLists/OldStylePlists/OldStylePLists.html))
indirect enum OpenStepPropertyList: Sendable {
    case string(Located<String>)
    case array([OpenStepPropertyList])
    case dictionary([(key: String, value: OpenStepPropertyList)])

    /// The value at `key` of a dictionary.
    subscript(key: String) -> OpenStepPropertyList? {
        guard case .dictionary(let entries) = self else { return nil }
        return entries.first { $0.key == key }?.value
    }

    var string: Located<String>? {
        if case .string(let text) = self { return text }
        return nil
    }

    var array: [OpenStepPropertyList] {
        if case .array(let items) = self { return items }
        return []
    }

    var entries: [(key: String, value: OpenStepPropertyList)] {
        if case .dictionary(let entries) = self { return entries }
        return []
    }

    /// Where the text stops being a property list navgen can read, and why.
    struct Problem: Error {
        var location: SourceLocation
        var message: String
    }

    static func parse(_ bytes: [UInt8], path: String) throws(Problem) -> OpenStepPropertyList {
        var parser = Parser(bytes: bytes, path: path)
        // A byte-order mark before the text.
        if bytes.starts(with: [0xEF, 0xBB, 0xBF]) { parser.index = 3 }
        let value = try parser.value()
        parser.skipSpace()
        guard parser.index == bytes.count else { throw parser.problem("text after the property list") }
        return value
    }

    private struct Parser {
        let bytes: [UInt8]
        let path: String
        var index = 0
        var line = 1
        var lineStart = 0
        var depth = 0

        init(bytes: [UInt8], path: String) {
            self.bytes = bytes
            self.path = path
        }

        var location: SourceLocation { SourceLocation(file: path, line: line, column: index - lineStart + 1) }

        func problem(_ message: String) -> Problem { Problem(location: location, message: message) }

        mutating func value() throws(Problem) -> OpenStepPropertyList {
            skipSpace()
            guard index < bytes.count else { throw problem("the text ends where a value should be") }
            // As deep as JSON is read, so that no file nests deeper than the stack holds.
            depth += 1
            defer { depth -= 1 }
            guard depth <= JSONReader.maximumDepth else { throw problem("nesting deeper than \(JSONReader.maximumDepth) levels") }
            switch bytes[index] {
            case UInt8(ascii: "{"):
                advance()
                var entries: [(key: String, value: OpenStepPropertyList)] = []
                while true {
                    skipSpace()
                    if take(UInt8(ascii: "}")) { return .dictionary(entries) }
                    let key = try string().value
                    skipSpace()
                    guard take(UInt8(ascii: "=")) else { throw problem("'=' expected after the key '\(key)'") }
                    let entry = try value()
                    skipSpace()
                    guard take(UInt8(ascii: ";")) else { throw problem("';' expected after the value of '\(key)'") }
                    entries.append((key, entry))
                }
            case UInt8(ascii: "("):
                advance()
                var items: [OpenStepPropertyList] = []
                while true {
                    skipSpace()
                    if take(UInt8(ascii: ")")) { return .array(items) }
                    items.append(try value())
                    skipSpace()
                    if take(UInt8(ascii: ")")) { return .array(items) }
                    guard take(UInt8(ascii: ",")) else { throw problem("',' or ')' expected in the list") }
                }
            case UInt8(ascii: "<"):
                // Data, `<0fbd 7a3e>`: kept as its text, which no setting navgen reads holds.
                let start = location
                let first = index
                while index < bytes.count, bytes[index] != UInt8(ascii: ">") { advance() }
                guard take(UInt8(ascii: ">")) else { throw Problem(location: start, message: "data that is never closed") }
                return .string(Located(String(decoding: bytes[first..<index], as: UTF8.self), at: start))
            default:
                return .string(try string())
            }
        }

        /// A quoted string with its escapes, or a bare one of letters, digits and `_$+/:.-`.
        mutating func string() throws(Problem) -> Located<String> {
            let start = location
            guard index < bytes.count else { throw problem("the text ends where a string should be") }
            if take(UInt8(ascii: "\"")) {
                var text: [UInt8] = []
                while index < bytes.count, bytes[index] != UInt8(ascii: "\"") {
                    if bytes[index] == UInt8(ascii: "\\"), index + 1 < bytes.count {
                        advance()
                        switch bytes[index] {
                        case UInt8(ascii: "n"): text.append(UInt8(ascii: "\n"))
                        case UInt8(ascii: "t"): text.append(UInt8(ascii: "\t"))
                        case UInt8(ascii: "U") where index + 4 < bytes.count:
                            // `\U00e4`: a UTF-16 code unit in hex.
                            let digits = String(decoding: bytes[(index + 1)...(index + 4)], as: UTF8.self)
                            if let code = UInt32(digits, radix: 16), let scalar = Unicode.Scalar(code) {
                                text += Array(String(Character(scalar)).utf8)
                                for _ in 0..<4 { advance() }
                            } else {
                                text.append(bytes[index])
                            }
                        default: text.append(bytes[index])
                        }
                    } else {
                        text.append(bytes[index])
                    }
                    advance()
                }
                guard take(UInt8(ascii: "\"")) else { throw Problem(location: start, message: "a string that is never closed") }
                return Located(String(decoding: text, as: UTF8.self), at: start)
            }
            let first = index
            while index < bytes.count, Self.isBare(bytes[index]) { advance() }
            guard index > first else { throw problem("a string expected, found '\(Character(Unicode.Scalar(bytes[index])))'") }
            return Located(String(decoding: bytes[first..<index], as: UTF8.self), at: start)
        }

        static func isBare(_ byte: UInt8) -> Bool {
            (byte >= UInt8(ascii: "a") && byte <= UInt8(ascii: "z")) || (byte >= UInt8(ascii: "A") && byte <= UInt8(ascii: "Z"))
                || (byte >= UInt8(ascii: "0") && byte <= UInt8(ascii: "9")) || Array("_$+/:.-".utf8).contains(byte)
        }

        /// Past white space and comments.
        mutating func skipSpace() {
            while index < bytes.count {
                let byte = bytes[index]
                if byte == UInt8(ascii: " ") || byte == UInt8(ascii: "\t") || byte == UInt8(ascii: "\n") || byte == UInt8(ascii: "\r") {
                    advance()
                } else if byte == UInt8(ascii: "/"), index + 1 < bytes.count, bytes[index + 1] == UInt8(ascii: "/") {
                    while index < bytes.count, bytes[index] != UInt8(ascii: "\n") { advance() }
                } else if byte == UInt8(ascii: "/"), index + 1 < bytes.count, bytes[index + 1] == UInt8(ascii: "*") {
                    advance()
                    advance()
                    while index < bytes.count, !(bytes[index] == UInt8(ascii: "*") && index + 1 < bytes.count && bytes[index + 1] == UInt8(ascii: "/")) {
                        advance()
                    }
                    if index < bytes.count {
                        advance()
                        advance()
                    }
                } else {
                    return
                }
            }
        }

        mutating func take(_ byte: UInt8) -> Bool {
            guard index < bytes.count, bytes[index] == byte else { return false }
            advance()
            return true
        }

        mutating func advance() {
            if bytes[index] == UInt8(ascii: "\n") {
                line += 1
                lineStart = index + 1
            }
            index += 1
        }
    }
}
