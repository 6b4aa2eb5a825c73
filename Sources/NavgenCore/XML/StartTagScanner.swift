import Foundation

/// Finds the positions libxml2 does not keep: the column of every start tag and attribute.
///
/// libxml2 records only a line per element. This scanner walks the same bytes once, in document
/// order, and yields each start tag with the offsets of its attribute names, so the tree built from
/// libxml2 can be given exact `line:column` positions in one linear pass.
struct StartTagScanner {
    struct Tag {
        var line: Int
        var column: Int
    }

    /// An attribute of the last start tag: its name as a range of the bytes, and where the name starts.
    struct Attribute {
        var name: Range<Int>
        var line: Int
        var column: Int
    }

    /// A problem found before libxml2 sees the bytes.
    struct Rejection: Error {
        var line: Int
        var column: Int
        var message: String
    }

    private let bytes: [UInt8]
    /// The attributes of the start tag `nextStartTag` last returned, in source order; reused from tag to tag.
    private(set) var attributes: [Attribute] = []
    private var offset = 0
    private var line = 1
    private var lineStart = 0

    init(bytes: [UInt8]) {
        self.bytes = bytes
        if bytes.starts(with: [0xEF, 0xBB, 0xBF]) {
            offset = 3
            lineStart = 3
        }
    }

    /// Rejects a document type declaration that declares entities, before any entity can expand.
    mutating func checkProlog() throws(Rejection) {
        var probe = self
        while probe.offset < probe.bytes.count {
            guard probe.seek(UInt8(ascii: "<")) else { return }
            if probe.matches("<!DOCTYPE") {
                var depth = 0
                while probe.offset < probe.bytes.count {
                    // Quoted text and comments may hold `]` or `>`; skipping them keeps an entity declaration
                    // after them from looking like content past the DOCTYPE.
                    if probe.matches("<!--") {
                        probe.skipMarkup()
                        continue
                    }
                    let byte = probe.bytes[probe.offset]
                    if byte == UInt8(ascii: "\"") || byte == UInt8(ascii: "'") {
                        probe.skipQuoted()
                        continue
                    }
                    if byte == UInt8(ascii: "[") { depth += 1 }
                    if byte == UInt8(ascii: "]") { depth -= 1 }
                    if byte == UInt8(ascii: "<"), probe.matches("<!ENTITY") {
                        throw Rejection(
                            line: probe.position.line, column: probe.position.column,
                            message: "entity declarations are not allowed (navgen never expands entities); remove the DOCTYPE's internal subset")
                    }
                    if byte == UInt8(ascii: ">"), depth <= 0 { break }
                    probe.advance()
                }
                continue
            }
            if probe.matches("<?") || probe.matches("<!--") {
                probe.skipMarkup()
                continue
            }
            return
        }
    }

    /// The next start tag in document order, or nil at the end.
    mutating func nextStartTag() -> Tag? {
        attributes.removeAll(keepingCapacity: true)
        while offset < bytes.count {
            guard seek(UInt8(ascii: "<")) else { return nil }
            if matches("<!--") || matches("<?") || matches("<![CDATA[") || matches("<!") || matches("</") {
                skipMarkup()
                continue
            }
            let start = position
            advance()
            skipName()
            while offset < bytes.count {
                skipSpace()
                guard offset < bytes.count else { break }
                let byte = bytes[offset]
                if byte == UInt8(ascii: ">") { advance(); break }
                if byte == UInt8(ascii: "/") { advance(); continue }
                let attributeStart = position
                let nameStart = offset
                skipName()
                if offset == nameStart { advance(); continue }
                attributes.append(Attribute(name: nameStart..<offset, line: attributeStart.line, column: attributeStart.column))
                skipSpace()
                if offset < bytes.count, bytes[offset] == UInt8(ascii: "=") {
                    advance()
                    skipSpace()
                    skipQuoted()
                }
            }
            return Tag(line: start.line, column: start.column)
        }
        return nil
    }

    /// The first attribute of the last start tag named `prefix:local` (or `local`), else the one at `fallback`:
    /// the names are compared as bytes, so no string is made for them.
    func attribute(prefix: UnsafePointer<UInt8>?, local: UnsafePointer<UInt8>?, fallback: Int) -> Attribute? {
        let localCount = local.map { strlen($0) } ?? 0
        let prefixCount = prefix.map { strlen($0) } ?? 0
        let count = prefix == nil ? localCount : prefixCount + 1 + localCount
        return bytes.withUnsafeBufferPointer { buffer in
            for attribute in attributes where attribute.name.count == count {
                var start = attribute.name.lowerBound
                if let prefix {
                    guard memcmp(buffer.baseAddress! + start, prefix, prefixCount) == 0,
                          buffer[start + prefixCount] == UInt8(ascii: ":") else { continue }
                    start += prefixCount + 1
                }
                if localCount == 0 || memcmp(buffer.baseAddress! + start, local!, localCount) == 0 { return attribute }
            }
            return attributes.indices.contains(fallback) ? attributes[fallback] : nil
        }
    }

    private var position: (line: Int, column: Int) { (line, offset - lineStart + 1) }

    private mutating func advance() {
        if bytes[offset] == UInt8(ascii: "\n") {
            line += 1
            lineStart = offset + 1
        }
        offset += 1
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
        while offset < bytes.count {
            if matches(terminator) {
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
