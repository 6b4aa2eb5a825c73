import Foundation

/// The byte-level moves of `StartTagScanner` over a buffer it borrows for one call. Bytes are skipped with
/// `memchr` where it can find the next byte of interest; lines are counted only up to the places whose
/// position is asked for, so the bulk of the bytes (attribute values, text, indentation) are looked at once.
struct ScanCursor {
    struct Position {
        var offset: Int
        var line: Int
        /// Where `line` starts.
        var lineStart: Int
        /// Line breaks before this offset are counted in `line`.
        var counted: Int
    }

    private let bytes: UnsafeBufferPointer<UInt8>
    private(set) var position: Position

    init(bytes: UnsafeBufferPointer<UInt8>, position: Position) {
        self.bytes = bytes
        self.position = position
    }

    private var offset: Int { position.offset }

    /// The line and column of the current offset.
    private mutating func lineAndColumn() -> (line: Int, column: Int) {
        let base = bytes.baseAddress!
        while position.counted < offset,
              let found = memchr(base + position.counted, Int32(UInt8(ascii: "\n")), offset - position.counted) {
            position.line += 1
            position.lineStart = UnsafeRawPointer(found) - UnsafeRawPointer(base) + 1
            position.counted = position.lineStart
        }
        position.counted = offset
        return (position.line, offset - position.lineStart + 1)
    }

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
                    if byte == UInt8(ascii: "<"), matches("<!ENTITY") { return lineAndColumn() }
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
            let start = lineAndColumn()
            advance()
            skipName()
            while offset < bytes.count {
                skipSpace()
                guard offset < bytes.count else { break }
                let byte = bytes[offset]
                if byte == UInt8(ascii: ">") { advance(); break }
                if byte == UInt8(ascii: "/") { advance(); continue }
                let attributeStart = lineAndColumn()
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

    /// The `<!--` of the next comment, past the end tags, CDATA sections and processing instructions before it: the
    /// comment libxml2 just reported, which no start tag precedes. Nil, with the cursor at the start tag, otherwise.
    mutating func nextComment() -> StartTagScanner.Tag? {
        while offset < bytes.count {
            guard seek(UInt8(ascii: "<")) else { return nil }
            if matches("<!--") {
                let start = lineAndColumn()
                skipMarkup()
                return StartTagScanner.Tag(line: start.line, column: start.column)
            }
            guard offset + 1 < bytes.count, Self.startsMarkup(bytes[offset + 1]) else { return nil }
            skipMarkup()
        }
        return nil
    }

    private mutating func advance() {
        position.offset += 1
    }

    /// Moves to the next `target`, or to the end.
    private mutating func seek(_ target: UInt8) -> Bool {
        guard offset < bytes.count, let found = memchr(bytes.baseAddress! + offset, Int32(target), bytes.count - offset) else {
            position.offset = bytes.count
            return false
        }
        position.offset = UnsafeRawPointer(found) - UnsafeRawPointer(bytes.baseAddress!)
        return true
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
        while seek(terminator.utf8Start.pointee) {
            if matches(terminator) {
                position.offset += terminator.utf8CodeUnitCount
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
        if seek(quote) { advance() }
    }
}
