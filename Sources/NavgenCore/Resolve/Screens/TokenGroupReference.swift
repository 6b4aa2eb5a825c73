/// A screen's reference to a group of tokens rather than to a token, told as a token's reference to a group is
/// (`TokenValueResolver.reportUnresolved`): a group's `$root` token is named; else the group's tokens, and one that the
/// property takes. A Style Dictionary text style kept as `fontFamily`, `fontSize` and `fontWeight` tokens side by side,
/// named whole as a bar's font, is told how to make the one typography token a font takes, in its file's syntax.
struct TokenGroupReference {
    let path: String
    let property: AppearanceProperty
    private let root: ResolvedToken?
    /// The group's tokens, in path order.
    private let members: [ResolvedToken]

    /// Nil where no token's path is inside `path`.
    init?(_ path: String, in tokens: TokenCatalogue, property: AppearanceProperty) {
        let prefix = path + "."
        let members = tokens.tokens.filter { $0.path.hasPrefix(prefix) }
        guard !members.isEmpty else { return nil }
        self.path = path
        self.property = property
        self.members = members
        root = tokens.tokens[prefix + "$root"]
    }

    func diagnostic(at location: SourceLocation) -> Diagnostic {
        if let root {
            return Diagnostic(.unresolvedReference, at: location, "'{\(path)}' names a group; its root token is '{\(root.path)}'",
                              notes: [.init("'\(root.path)' is defined here", at: root.location)])
        }
        let names = members.prefix(4).map { "'\($0.path.dropFirst(path.count + 1))'" }.joined(separator: ", ")
            + (members.count > 4 ? " and \(members.count - 4) more" : "")
        let group = "'{\(path)}' names a group of \(members.count == 1 ? "1 token" : "\(members.count) tokens") (\(names)), not a token"
        if let fitting = members.first(where: { Self.fits($0.type, property.valueKind) }) {
            return Diagnostic(.unresolvedReference, at: location, "\(group); reference one of its tokens, such as '{\(fitting.path)}'",
                              notes: [.init("'\(fitting.path)' is defined here", at: fitting.location)])
        }
        let first = members[0]
        let notes = [Diagnostic.Note("'\(first.path)' is defined here", at: first.location)]
        let textStyle = [TokenType.fontFamily, .fontWeight, .dimension]
        guard case .font = property.valueKind, members.contains(where: { textStyle.contains($0.type) }) else {
            return Diagnostic(.unresolvedReference, at: location, "\(group), and none of its tokens is \(Self.needed(property.valueKind))",
                              notes: notes)
        }
        // The members a typography takes, as this group names them.
        let parts = ["fontFamily", "fontSize", "fontWeight"].compactMap { part in
            members.first { $0.path.hasSuffix("." + part) }.map { "\"\(part)\": \"{\($0.path)}\"" }
        }
        let legacy = first.extensions?[LegacyNotes.extensionKey]?["originalType"] != nil
        let (type, value) = legacy ? ("type", "value") : ("$type", "$value")
        let dtcg = legacy ? "" : " (DTCG's typography also needs \"letterSpacing\" and \"lineHeight\")"
        return Diagnostic(.unresolvedReference, at: location, """
            \(group); '\(property.rawValue)' takes one typography token: make one whose members refer to these \
            ("\(type)": "typography", "\(value)": {\((parts.isEmpty ? ["…"] : parts).joined(separator: ", "))})\(dtcg), \
            or write the font as 'system 17 600' or 'Family 17'
            """, notes: notes)
    }

    /// Whether a token of `type` gives a property of `kind` its value.
    private static func fits(_ type: TokenType, _ kind: AppearanceProperty.ValueKind) -> Bool {
        switch kind {
        case .color: type == .color
        case .font: type == .typography
        case .fraction: type == .number
        case .image, .keyword: type == .string
        case .bool: false
        }
    }

    private static func needed(_ kind: AppearanceProperty.ValueKind) -> String {
        switch kind {
        case .color: "a colour"
        case .font: "a typography"
        case .fraction: "a number"
        case .image: "an image name"
        case .keyword: "a string"
        case .bool: "usable: it takes true or false"
        }
    }
}
