/// The byte-level moves of `StartTagScanner` over a buffer it borrows for one call, keeping line and column.
struct ScanCursor {
    struct Position {
        var offset: Int
        var line: Int
        var lineStart: Int
    }

    private let bytes: UnsafeBufferPointer<UInt8>
    private(set) var position: Position

    init(bytes: UnsafeBufferPointer<UInt8>, position: Position) {
        self.bytes = bytes
        self.position = position
    }

    private var offset: Int { position.offset }
    private var lineAndColumn: (line: Int, column: Int) { (position.line, position.offset - position.lineStart + 1) }

    /// Where the prolog's document type declaration declares an entity, if it does.
    mutating func entityDeclaration() -> (line: Int, column: Int)? {
        while offset < bytes.count {
            guard seek(UInt8(ascii: "<")) else { return nil }
            if matches("<!DOCTYPE") {
                var depth = 0
                while offset < bytes.count {
                    // Quoted text and comments may hold `]` or `>`; skipping them keeps an entity declaration
                    // after them from looking like content past the DOCTYPE.
                    if matches("<!--") {
                        skipMarkup()
                        continue
                    }
                    let byte = bytes[offset]
                    if byte == UInt8(ascii: "\"") || byte == UInt8(ascii: "'") {
                        skipQuoted()
                        continue
                    }
                    if byte == UInt8(ascii: "[") { depth += 1 }
                    if byte == UInt8(ascii: "]") { depth -= 1 }
                    if byte == UInt8(ascii: "<"), matches("<!ENTITY") { return lineAndColumn }
                    if byte == UInt8(ascii: ">"), depth <= 0 { break }
                    advance()
                }
                continue
            }
            if matches("<?") || matches("<!--") {
                skipMarkup()
                continue
            }
            return nil
        }
        return nil
    }

    /// The next start tag, its attributes appended to `attributes`.
    mutating func nextStartTag(attributes: inout [StartTagScanner.Attribute]) -> StartTagScanner.Tag? {
        while offset < bytes.count {
            guard seek(UInt8(ascii: "<")) else { return nil }
            // Comments, CDATA, declarations, processing instructions and end tags: `<` then `!`, `?` or `/`.
            if offset + 1 < bytes.count, Self.startsMarkup(bytes[offset + 1]) {
                skipMarkup()
                continue
            }
            let start = lineAndColumn
            advance()
            skipName()
            while offset < bytes.count {
                skipSpace()
                guard offset < bytes.count else { break }
                let byte = bytes[offset]
                if byte == UInt8(ascii: ">") { advance(); break }
                if byte == UInt8(ascii: "/") { advance(); continue }
                let attributeStart = lineAndColumn
                let nameStart = offset
                skipName()
                if offset == nameStart { advance(); continue }
                attributes.append(StartTagScanner.Attribute(
                    name: nameStart..<offset, line: attributeStart.line, column: attributeStart.column))
                skipSpace()
                if offset < bytes.count, bytes[offset] == UInt8(ascii: "=") {
                    advance()
                    skipSpace()
                    skipQuoted()
                }
            }
            return StartTagScanner.Tag(line: start.line, column: start.column)
        }
        return nil
    }

    private mutating func advance() {
        if bytes[offset] == UInt8(ascii: "\n") {
            position.line += 1
            position.lineStart = offset + 1
        }
        position.offset += 1
    }

    private mutating func seek(_ target: UInt8) -> Bool {
        while offset < bytes.count {
            if bytes[offset] == target { return true }
            advance()
        }
        return false
    }

    private func matches(_ literal: StaticString) -> Bool {
        let count = literal.utf8CodeUnitCount
        guard offset + count <= bytes.count else { return false }
        return literal.withUTF8Buffer { buffer in
            for index in 0..<count where bytes[offset + index] != buffer[index] { return false }
            return true
        }
    }

    private mutating func skip(past terminator: StaticString) {
        let first = terminator.utf8Start.pointee
        while offset < bytes.count {
            if bytes[offset] == first, matches(terminator) {
                for _ in 0..<terminator.utf8CodeUnitCount { advance() }
                return
            }
            advance()
        }
    }

    private mutating func skipMarkup() {
        if matches("<!--") {
            skip(past: "-->")
        } else if matches("<![CDATA[") {
            skip(past: "]]>")
        } else if matches("<?") {
            skip(past: "?>")
        } else if matches("<!") {
            var depth = 0
            while offset < bytes.count {
                let byte = bytes[offset]
                advance()
                if byte == UInt8(ascii: "[") { depth += 1 }
                if byte == UInt8(ascii: "]") { depth -= 1 }
                if byte == UInt8(ascii: ">"), depth <= 0 { return }
            }
        } else {
            skip(past: ">")
        }
    }

    private mutating func skipSpace() {
        while offset < bytes.count, Self.isSpace(bytes[offset]) { advance() }
    }

    private mutating func skipName() {
        while offset < bytes.count {
            let byte = bytes[offset]
            if Self.isSpace(byte) || byte == UInt8(ascii: ">") || byte == UInt8(ascii: "/")
                || byte == UInt8(ascii: "=") {
                return
            }
            advance()
        }
    }

    private static func startsMarkup(_ byte: UInt8) -> Bool {
        byte == UInt8(ascii: "!") || byte == UInt8(ascii: "?") || byte == UInt8(ascii: "/")
    }

    /// XML white space; a switch, since an array literal here is built on every byte.
    private static func isSpace(_ byte: UInt8) -> Bool {
        switch byte {
        case 0x20, 0x09, 0x0A, 0x0D: true
        default: false
        }
    }

    private mutating func skipQuoted() {
        guard offset < bytes.count else { return }
        let quote = bytes[offset]
        guard quote == UInt8(ascii: "\"") || quote == UInt8(ascii: "'") else { return }
        advance()
        while offset < bytes.count, bytes[offset] != quote { advance() }
        if offset < bytes.count { advance() }
    }
}
