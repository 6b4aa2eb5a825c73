/// An attribute as written in the source, with the position of its name.
public struct XMLAttribute: Hashable, Sendable {
    public var name: String
    public var value: String
    public var location: SourceLocation
}

extension XMLAttribute {
    /// The attribute at `index` of the tree's attributes.
    init(tree: XMLTree, at index: Int) {
        let attribute = tree.attributes[index]
        self.init(name: tree.names[attribute.name], value: tree.string(attribute.value), location: tree.location(ofAttribute: index))
    }
}

/// A comment's text, trimmed, and where that text starts.
public struct XMLComment: Hashable, Sendable {
    public var text: String
    public var location: SourceLocation

    /// Where the text's byte at `offset` (UTF-8, from the start of `text`) is.
    public func location(ofByte offset: Int) -> SourceLocation {
        var location = location
        for byte in text.utf8.prefix(offset) { location.advance(over: byte) }
        return location
    }
}

/// An element of a parsed XML document: a view of one node of its document's `XMLTree`, which navgen builds from
/// libxml2's parse and keeps after it. Copying an element copies a reference and an index, never a subtree.
public struct XMLElement: Sendable {
    let tree: XMLTree
    let index: Int

    private var node: XMLTree.Node { tree.nodes[index] }

    public var name: String { tree.names[node.name] }

    public var attributes: XMLAttributes { XMLList(tree: tree, range: node.attributes, item: XMLAttribute.init(tree:at:)) }

    public var children: XMLChildren { XMLList(tree: tree, range: node.children) { XMLElement(tree: $0, index: $0.childIndices[$1]) } }

    /// The element's own text (text and CDATA children, concatenated).
    public var text: String { tree.string(node.text) }

    /// Comments that stand right before this element among its siblings, trimmed.
    public var leadingComments: [XMLComment] { Array(tree.comments[node.comments]) }

    /// Where the start tag's `<` is.
    public var location: SourceLocation { SourceLocation(file: tree.path, line: node.line, column: node.column) }

    public func attribute(_ name: String) -> String? {
        attributeIndex(name).map { tree.string(tree.attributes[$0].value) }
    }

    /// The attribute with its position, for diagnostics about its value.
    public func located(_ name: String) -> Located<String>? {
        attributeIndex(name).map { Located(tree.string(tree.attributes[$0].value), at: tree.location(ofAttribute: $0)) }
    }

    /// Where an attribute's name is, or the element when it has no such attribute.
    public func location(of attribute: String) -> SourceLocation {
        attributeIndex(attribute).map(tree.location(ofAttribute:)) ?? location
    }

    public func children(named name: String) -> [XMLElement] {
        children.filter { $0.name == name }
    }

    public func firstChild(named name: String) -> XMLElement? {
        children.first { $0.name == name }
    }

    /// The number of elements `forEachDescendant` visits.
    var descendantCount: Int { node.end - index }

    /// The element and every descendant, depth first in document order: the tree stores nodes in that order,
    /// so this is one pass over a contiguous range.
    func forEachDescendant(_ body: (XMLElement) -> Void) {
        for descendant in index..<node.end { body(XMLElement(tree: tree, index: descendant)) }
    }

    private func attributeIndex(_ name: String) -> Int? {
        // Lengths first: most attributes asked about are missing, and most names differ in length, which is
        // read inline where comparing strings is a call.
        let length = name.utf8.count
        return node.attributes.first {
            let candidate = tree.names[tree.attributes[$0].name]
            return candidate.utf8.count == length && candidate == name
        }
    }
}

/// An element's children or its attributes, in document order: a range of one of the tree's arrays, each position
/// made into its item (`XMLElement`, `XMLAttribute`) when read.
public struct XMLList<Item>: RandomAccessCollection, Sendable {
    let tree: XMLTree
    let range: Range<Int>
    /// The item at a position of the tree's array.
    let item: @Sendable (XMLTree, Int) -> Item

    public var startIndex: Int { 0 }
    public var endIndex: Int { range.count }

    public subscript(position: Int) -> Item {
        precondition(indices.contains(position), "index out of range")
        return item(tree, range.lowerBound + position)
    }
}

public typealias XMLChildren = XMLList<XMLElement>
public typealias XMLAttributes = XMLList<XMLAttribute>

/// A parsed XML file.
public struct XMLDocument: Sendable {
    public var path: String
    public var root: XMLElement
}
