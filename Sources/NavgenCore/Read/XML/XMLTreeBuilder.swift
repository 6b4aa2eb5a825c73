import Foundation
internal import CLibXML2

/// Builds an `XMLTree` from libxml2's SAX2 events, attaching the scanner's positions.
///
/// libxml2 never builds its own tree for navgen: making and freeing a node per element, attribute and text
/// cost three quarters of parsing a storyboard into a document.
struct XMLTreeBuilder {
    private let path: String
    private var scanner: StartTagScanner
    private var names = XMLNameTable()
    private var nodes: [XMLTree.Node] = []
    private var attributes: [XMLTree.Attribute] = []
    private var childIndices: [Int] = []
    private var bytes: [UInt8] = []
    private var comments: [XMLComment] = []
    /// The elements whose end tag has not been read yet, innermost last.
    private var open: [OpenElement] = []
    /// The children found so far of every open element, innermost last.
    private var pendingChildren: [Int] = []
    /// The text found so far of every open element, innermost last: descendants' texts come between an
    /// element's text children, so they gather here before being moved to `bytes` in one piece.
    private var pendingText: [UInt8] = []

    private struct OpenElement {
        var index: Int
        /// Where the element's entries start in `pendingChildren` and `pendingText`.
        var children: Int
        var text: Int
        /// The first comment since the element's last child element: those lead its next child.
        var comments: Int
    }

    init(path: String, scanner: StartTagScanner, capacity: Int) {
        self.path = path
        self.scanner = scanner
        // A storyboard has about one element per 100 bytes and one attribute per 30; reserving avoids regrowing.
        nodes.reserveCapacity(capacity / 100)
        childIndices.reserveCapacity(capacity / 100)
        attributes.reserveCapacity(capacity / 30)
        bytes.reserveCapacity(capacity / 2)
    }

    /// The tree, or nil when no element was read.
    func tree() -> XMLTree? {
        nodes.isEmpty ? nil : XMLTree(path: path, names: names.names, nodes: nodes, attributes: attributes,
                                      childIndices: childIndices, bytes: bytes, comments: comments)
    }

    /// A start tag. `attributes` holds five pointers per attribute, as SAX2 gives them: local name, prefix,
    /// namespace URI, and the value's start and end. `line` is libxml2's, for a tag the scanner does not find.
    mutating func startElement(
        prefix: UnsafePointer<xmlChar>?, local: UnsafePointer<xmlChar>?,
        attributes given: UnsafeMutablePointer<UnsafePointer<xmlChar>?>?, count: Int, line fallbackLine: Int
    ) {
        let index = nodes.count
        let tag = scanner.nextStartTag()
        let line = tag?.line ?? fallbackLine
        let column = tag?.column ?? 1
        let attributeStart = attributes.count
        for position in 0..<count {
            let fields = given! + 5 * position
            let valueStart = bytes.count
            if let value = fields[3], let end = fields[4] {
                appendValue(UnsafeBufferPointer(start: value, count: end - value))
            }
            let scanned = scanner.attribute(prefix: fields[1], local: fields[0], fallback: position)
            attributes.append(XMLTree.Attribute(
                name: names.index(prefix: fields[1], local: fields[0]), value: valueStart..<bytes.count,
                line: scanned?.line ?? line, column: scanned?.column ?? column))
        }
        let leading = open.last.map { $0.comments..<comments.count } ?? 0..<0
        nodes.append(XMLTree.Node(
            name: names.index(prefix: prefix, local: local), line: line, column: column,
            attributes: attributeStart..<attributes.count, children: 0..<0, text: 0..<0, comments: leading, end: 0))
        open.append(OpenElement(index: index, children: pendingChildren.count, text: pendingText.count,
                                comments: comments.count))
    }

    mutating func endElement() {
        guard let element = open.popLast() else { return }
        let childRange = childIndices.count..<(childIndices.count + pendingChildren.count - element.children)
        childIndices.append(contentsOf: pendingChildren[element.children...])
        pendingChildren.removeSubrange(element.children...)
        let textRange = bytes.count..<(bytes.count + pendingText.count - element.text)
        bytes.append(contentsOf: pendingText[element.text...])
        pendingText.removeSubrange(element.text...)
        nodes[element.index].children = childRange
        nodes[element.index].text = textRange
        nodes[element.index].end = nodes.count
        guard !open.isEmpty else { return }
        pendingChildren.append(element.index)
        // Comments inside that element lead its own children, not the next sibling.
        open[open.count - 1].comments = comments.count
    }

    /// Text and CDATA; entity and character references arrive already replaced.
    mutating func characters(_ text: UnsafeBufferPointer<xmlChar>) {
        guard !open.isEmpty else { return }
        pendingText.append(contentsOf: text)
    }

    /// A comment; those outside the root element (and in the DOCTYPE) belong to no element.
    mutating func comment(_ text: UnsafePointer<xmlChar>) {
        guard !open.isEmpty else { return }
        let raw = String(cString: text)
        let trimmed = raw.trimming(" \n\t\r")
        let start = scanner.nextComment()
        // The text starts after `<!--` and the white space the trimming took.
        var location = SourceLocation(file: path, line: start?.line ?? open.last.map { nodes[$0.index].line } ?? 1,
                                      column: (start?.column ?? 1) + 4)
        for byte in raw.utf8.prefix(while: { $0 == 0x20 || $0 == 0x0A || $0 == 0x09 || $0 == 0x0D }) {
            location.advance(over: byte)
        }
        comments.append(XMLComment(text: trimmed, location: location))
    }

    /// Without entity substitution libxml2 passes an `&` written as `&amp;`, `&#38;` or `&#x26;` as `&#38;`, for
    /// a tree builder to parse again; no other `&` reaches a value, since entity declarations stop the parse.
    private mutating func appendValue(_ value: UnsafeBufferPointer<xmlChar>) {
        guard let base = value.baseAddress, memchr(base, Int32(UInt8(ascii: "&")), value.count) != nil else {
            bytes.append(contentsOf: value)
            return
        }
        var offset = 0
        while offset < value.count {
            if value[offset] == UInt8(ascii: "&"), offset + 5 <= value.count, memcmp(base + offset, "&#38;", 5) == 0 {
                bytes.append(UInt8(ascii: "&"))
                offset += 5
            } else {
                bytes.append(value[offset])
                offset += 1
            }
        }
    }
}
