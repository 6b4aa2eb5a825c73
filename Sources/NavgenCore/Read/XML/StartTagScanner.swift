import Foundation

/// Finds the positions libxml2 does not keep: the column of every start tag and attribute, and where comments are.
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
    private var position: ScanCursor.Position

    init(bytes: [UInt8]) {
        self.bytes = bytes
        let start = bytes.starts(with: [0xEF, 0xBB, 0xBF]) ? 3 : 0
        position = ScanCursor.Position(offset: start, line: 1, lineStart: start, counted: start)
    }

    /// Rejects a document type declaration that declares entities, before any entity can expand.
    func checkProlog() throws(Rejection) {
        let rejection: Rejection? = bytes.withUnsafeBufferPointer { buffer in
            var probe = ScanCursor(bytes: buffer, position: position)
            return probe.entityDeclaration().map {
                Rejection(line: $0.line, column: $0.column,
                          message: "entity declarations are not allowed (navgen never expands entities); remove the DOCTYPE's internal subset")
            }
        }
        if let rejection { throw rejection }
    }

    /// The next start tag in document order, or nil at the end; its attributes are in `attributes`.
    mutating func nextStartTag() -> Tag? {
        // Taken out, not copied, so the buffer is this function's alone and is reused rather than reallocated.
        var found: [Attribute] = []
        swap(&found, &attributes)
        found.removeAll(keepingCapacity: true)
        let start = position
        let (tag, end): (Tag?, ScanCursor.Position) = bytes.withUnsafeBufferPointer { buffer in
            var cursor = ScanCursor(bytes: buffer, position: start)
            let tag = cursor.nextStartTag(attributes: &found)
            return (tag, cursor.position)
        }
        position = end
        attributes = found
        return tag
    }

    /// Where the next comment starts (its `<!--`), for a comment libxml2 reported inside an element.
    mutating func nextComment() -> Tag? {
        let start = position
        let (tag, end): (Tag?, ScanCursor.Position) = bytes.withUnsafeBufferPointer { buffer in
            var cursor = ScanCursor(bytes: buffer, position: start)
            let tag = cursor.nextComment()
            return (tag, cursor.position)
        }
        position = end
        return tag
    }

    /// The attribute of the last start tag named `prefix:local` (or `local`), else the one at `fallback`. libxml2
    /// gives attributes in source order, so the one at `fallback` is tried first; names are compared as bytes,
    /// so no string is made for them.
    func attribute(prefix: UnsafePointer<UInt8>?, local: UnsafePointer<UInt8>?, fallback: Int) -> Attribute? {
        let localCount = local.map { strlen($0) } ?? 0
        let prefixCount = prefix.map { strlen($0) } ?? 0
        let count = prefix == nil ? localCount : prefixCount + 1 + localCount
        let atFallback = attributes.indices.contains(fallback) ? attributes[fallback] : nil
        return bytes.withUnsafeBufferPointer { buffer in
            func isNamed(_ attribute: Attribute) -> Bool {
                guard attribute.name.count == count else { return false }
                var start = attribute.name.lowerBound
                if let prefix {
                    guard memcmp(buffer.baseAddress! + start, prefix, prefixCount) == 0,
                          buffer[start + prefixCount] == UInt8(ascii: ":") else { return false }
                    start += prefixCount + 1
                }
                return localCount == 0 || memcmp(buffer.baseAddress! + start, local!, localCount) == 0
            }
            if let atFallback, isNamed(atFallback) { return atFallback }
            return attributes.first(where: isNamed) ?? atFallback
        }
    }
}
