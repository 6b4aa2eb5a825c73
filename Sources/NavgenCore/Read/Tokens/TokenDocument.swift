/// One token input after reading. Every format is converted to DTCG-shaped token trees, so that a
/// single resolver handles aliases, types and modes for all of them.
public struct TokenDocument: Sendable {
    public var path: String
    public var format: DocumentFormat
    /// Token trees (DTCG groups) in merge order; each applies in the modes its contexts select.
    public var layers: [TokenLayer]
    /// Mode axes the document declares (resolver modifiers, Tokens Studio theme groups, appearances).
    public var axes: [ModeAxis]
    /// Whether the layers form an ordered stack whose later definitions override earlier ones and
    /// every plain file (a resolver, Tokens Studio themes). Plain files that define the same token
    /// conflict instead (`duplicate-id`).
    public var isStack: Bool
    /// Files this document read itself (a resolver's sources, Tokens Studio sets and metadata),
    /// normalised relative to the same base as `path`: the pipeline must not read them as base files.
    public var referencedPaths: [String]
    /// Files read for the document that hold no tokens (the asset-catalogue groups a colour set's name comes from):
    /// what a build system declares as inputs, not token files.
    public var namingFiles: [String] = []
    /// Tokens the reader saw but cannot represent (a legacy type with no DTCG equivalent); each was
    /// already reported as `unsupported`.
    public var skippedTokens: [SkippedToken]
    /// Token path → the Tokens Studio set no theme selects that defines it: a reference to it finds no token, and says
    /// why (`UnselectedSetReferences`).
    public var unselectedSetTokens: [String: String] = [:]

    public init(path: String, format: DocumentFormat, layers: [TokenLayer], axes: [ModeAxis] = [],
                isStack: Bool = false, referencedPaths: [String] = [], skippedTokens: [SkippedToken] = []) {
        self.path = path
        self.format = format
        self.layers = layers
        self.axes = axes
        self.isStack = isStack
        self.referencedPaths = referencedPaths
        self.skippedTokens = skippedTokens
    }
}

/// A DTCG token tree and the modes it belongs to.
public struct TokenLayer: Sendable {
    /// A DTCG group: the document root or a source file's root.
    public var tree: JSONValue
    /// The layer applies in every mode whose contexts include all of these (empty: every mode).
    public var contexts: Set<String>
    /// Tokens Studio `source` sets: their tokens resolve references but are not emitted.
    public var resolveOnly: Bool

    public init(tree: JSONValue, contexts: Set<String> = [], resolveOnly: Bool = false) {
        self.tree = tree
        self.contexts = contexts
        self.resolveOnly = resolveOnly
    }
}

/// One independent choice of appearance: a resolver modifier, a Tokens Studio theme group, an
/// asset catalogue's luminosity. A mode picks one context from every axis.
public struct ModeAxis: Hashable, Sendable {
    public var name: String
    public var contexts: [String]
    /// A mode may pick none of the contexts (high contrast is off unless selected).
    public var isOptional: Bool

    public init(name: String, contexts: [String], isOptional: Bool = false) {
        self.name = name
        self.contexts = contexts
        self.isOptional = isOptional
    }
}

/// A token that a reader could not convert, counted so that nothing disappears silently.
public struct SkippedToken: Hashable, Sendable {
    public var path: String
    /// The type as written in the source format (`composition`, `fluentsharedcolors`…).
    public var originalType: String?
    public var location: SourceLocation
    /// Why, as the `unsupported` warning says.
    public var reason: String
    /// The `unsupported` warning that says it for many tokens of the file at once, when it is not said token by
    /// token: reported once, when the tokens resolve.
    public var summary: Diagnostic.Note?
}
