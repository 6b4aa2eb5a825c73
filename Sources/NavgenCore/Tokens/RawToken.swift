/// A token as a reader found it: value unresolved, type as declared.
public struct RawToken: Sendable {
    /// Dot-separated path (`color.brand.primary`); case-sensitive.
    public var path: String
    /// The token's own `$type`.
    public var ownType: TokenType?
    /// The nearest enclosing group's `$type`.
    public var groupType: TokenType?
    public var value: JSONValue
    public var description: String?
    public var deprecated: String?
    public var extensions: JSONValue?
    /// Where the token's name is written.
    public var location: SourceLocation

    public init(path: String, value: JSONValue, location: SourceLocation) {
        self.path = path
        self.value = value
        self.location = location
    }
}

/// The tokens of one file.
public struct TokenFile: Sendable {
    public var path: String
    public var format: DocumentFormat
    public var tokens: [RawToken]
}
