import Foundation
internal import CLibXML2

/// Copies libxml2's tree into an `XMLTree`, attaching the scanner's positions.
struct XMLTreeBuilder {
    private let path: String
    private var scanner: StartTagScanner
    private var names = XMLNameTable()
    private var nodes: [XMLTree.Node] = []
    private var attributes: [XMLTree.Attribute] = []
    private var childIndices: [Int] = []
    private var bytes: [UInt8] = []
    private var comments: [String] = []
    /// The children found so far of every element being built, innermost last.
    private var pendingChildren: [Int] = []
    /// The text found so far of every element being built, innermost last: descendants' texts come between
    /// an element's text children, so they gather here before being moved to `bytes` in one piece.
    private var pendingText: [UInt8] = []

    init(path: String, scanner: StartTagScanner, capacity: Int) {
        self.path = path
        self.scanner = scanner
        // A storyboard has about one element per 100 bytes and one attribute per 30; reserving avoids regrowing.
        nodes.reserveCapacity(capacity / 100)
        childIndices.reserveCapacity(capacity / 100)
        attributes.reserveCapacity(capacity / 30)
        bytes.reserveCapacity(capacity / 2)
    }

    mutating func tree(root: xmlNodePtr) -> XMLTree {
        _ = element(from: root, comments: 0..<0)
        return XMLTree(path: path, names: names.names, nodes: nodes, attributes: attributes, childIndices: childIndices,
                       bytes: bytes, comments: comments)
    }

    private mutating func element(from node: xmlNodePtr, comments leading: Range<Int>) -> Int {
        let index = nodes.count
        let tag = scanner.nextStartTag()
        let line = tag?.line ?? Int(xmlGetLineNo(node))
        let column = tag?.column ?? 1
        let attributeStart = attributes.count
        var property = node.pointee.properties
        var position = 0
        while let attribute = property {
            let prefix = attribute.pointee.ns?.pointee.prefix
            let name = names.index(prefix: prefix, local: attribute.pointee.name)
            let valueStart = bytes.count
            var child = attribute.pointee.children
            while let current = child {
                if let content = current.pointee.content { append(content, to: &bytes) }
                child = current.pointee.next
            }
            let scanned = scanner.attribute(prefix: prefix, local: attribute.pointee.name, fallback: position)
            attributes.append(XMLTree.Attribute(
                name: name, value: valueStart..<bytes.count, line: scanned?.line ?? line, column: scanned?.column ?? column))
            property = attribute.pointee.next
            position += 1
        }
        nodes.append(XMLTree.Node(
            name: names.index(prefix: node.pointee.ns?.pointee.prefix, local: node.pointee.name), line: line, column: column,
            attributes: attributeStart..<attributes.count, children: 0..<0, text: 0..<0, comments: leading, end: 0))

        let childrenStart = pendingChildren.count
        let textStart = pendingText.count
        var commentsStart = comments.count
        var child = node.pointee.children
        while let current = child {
            switch current.pointee.type {
            case XML_ELEMENT_NODE:
                let childIndex = element(from: current, comments: commentsStart..<comments.count)
                pendingChildren.append(childIndex)
                // Comments inside that element lead its own children, not the next sibling.
                commentsStart = comments.count
            case XML_TEXT_NODE, XML_CDATA_SECTION_NODE:
                if let content = current.pointee.content { append(content, to: &pendingText) }
            case XML_COMMENT_NODE:
                if let content = current.pointee.content {
                    comments.append(String(cString: content).trimming(" \n\t\r"))
                }
            default:
                break
            }
            child = current.pointee.next
        }
        let childRange = childIndices.count..<(childIndices.count + pendingChildren.count - childrenStart)
        childIndices.append(contentsOf: pendingChildren[childrenStart...])
        pendingChildren.removeSubrange(childrenStart...)
        let textRange = bytes.count..<(bytes.count + pendingText.count - textStart)
        bytes.append(contentsOf: pendingText[textStart...])
        pendingText.removeSubrange(textStart...)
        nodes[index].children = childRange
        nodes[index].text = textRange
        nodes[index].end = nodes.count
        return index
    }

    private func append(_ content: UnsafePointer<xmlChar>, to buffer: inout [UInt8]) {
        buffer.append(contentsOf: UnsafeBufferPointer(start: content, count: strlen(content)))
    }
}
