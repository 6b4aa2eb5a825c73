/// The storage of one parsed document: a few flat arrays instead of a heap object per element, attribute and
/// string, so building, walking and freeing a large storyboard each cost a handful of allocations.
///
/// Nodes are stored in document order (depth first), so an element's subtree is the range `index..<end`.
/// Attribute values and element texts are UTF-8 ranges of `bytes`, decoded only when read.
final class XMLTree: Sendable {
    struct Node {
        /// Index in `names`.
        var name: Int
        var line: Int
        var column: Int
        /// Range of `attributes`.
        var attributes: Range<Int>
        /// Range of `childIndices`.
        var children: Range<Int>
        /// Range of `bytes`.
        var text: Range<Int>
        /// Range of `comments`.
        var comments: Range<Int>
        /// One past the last node of the subtree.
        var end: Int
    }

    struct Attribute {
        /// Index in `names`.
        var name: Int
        /// Range of `bytes`.
        var value: Range<Int>
        var line: Int
        var column: Int
    }

    let path: String
    /// Element and attribute names, each distinct name once per document (at most once per libxml2 name).
    let names: [String]
    let nodes: [Node]
    let attributes: [Attribute]
    /// The node indices of every element's children, each element's contiguous.
    let childIndices: [Int]
    let bytes: [UInt8]
    let comments: [XMLComment]

    init(path: String, names: [String], nodes: [Node], attributes: [Attribute], childIndices: [Int], bytes: [UInt8],
         comments: [XMLComment]) {
        self.path = path
        self.names = names
        self.nodes = nodes
        self.attributes = attributes
        self.childIndices = childIndices
        self.bytes = bytes
        self.comments = comments
    }

    func string(_ range: Range<Int>) -> String {
        range.isEmpty ? "" : String(decoding: bytes[range], as: UTF8.self)
    }

    func location(ofAttribute index: Int) -> SourceLocation {
        SourceLocation(file: path, line: attributes[index].line, column: attributes[index].column)
    }
}
