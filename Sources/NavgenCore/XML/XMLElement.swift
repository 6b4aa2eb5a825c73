/// An attribute as written in the source, with the position of its name.
public struct XMLAttribute: Hashable, Sendable {
    public var name: String
    public var value: String
    public var location: SourceLocation
}

/// An element of a parsed XML document: a plain value tree that outlives libxml2's own tree.
public struct XMLElement: Hashable, Sendable {
    public var name: String
    public var attributes: [XMLAttribute]
    public var children: [XMLElement]
    /// The element's own text (text and CDATA children, concatenated).
    public var text: String
    /// Comments that stand right before this element among its siblings, trimmed.
    public var leadingComments: [String]
    /// Where the start tag's `<` is.
    public var location: SourceLocation

    public func attribute(_ name: String) -> String? {
        attributes.first { $0.name == name }?.value
    }

    /// The attribute with its position, for diagnostics about its value.
    public func located(_ name: String) -> Located<String>? {
        attributes.first { $0.name == name }.map { Located($0.value, at: $0.location) }
    }

    /// Where an attribute's name is, or the element when it has no such attribute.
    public func location(of attribute: String) -> SourceLocation {
        attributes.first { $0.name == attribute }?.location ?? location
    }

    public func children(named name: String) -> [XMLElement] {
        children.filter { $0.name == name }
    }

    public func firstChild(named name: String) -> XMLElement? {
        children.first { $0.name == name }
    }
}

/// A parsed XML file.
public struct XMLDocument: Sendable {
    public var path: String
    public var root: XMLElement
}
