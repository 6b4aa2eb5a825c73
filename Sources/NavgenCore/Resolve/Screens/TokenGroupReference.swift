/// A screen's reference to a group of tokens rather than to a token: a Style Dictionary text style kept as
/// `fontFamily`, `fontSize` and `fontWeight` tokens side by side, named whole as a bar's font. DTCG references name
/// tokens, not groups, so it resolves to nothing; the diagnostic names the group's tokens and what the property takes.
struct TokenGroupReference {
    let path: String
    let property: AppearanceProperty
    /// The group's tokens, in path order.
    let members: [ResolvedToken]

    /// Nil where no token's path is inside `path`.
    init?(_ path: String, in tokens: TokenCatalogue, property: AppearanceProperty) {
        let prefix = path + "."
        let members = tokens.tokens.filter { $0.path.hasPrefix(prefix) }
        guard !members.isEmpty else { return nil }
        self.path = path
        self.property = property
        self.members = members
    }

    func diagnostic(at location: SourceLocation) -> Diagnostic {
        let names = members.prefix(4).map { "'\($0.path.dropFirst(path.count + 1))'" }.joined(separator: ", ")
            + (members.count > 4 ? " and \(members.count - 4) more" : "")
        let tokens = members.count == 1 ? "1 token" : "\(members.count) tokens"
        let fix = switch property.valueKind {
        case .font:
            "make it one typography token whose members refer to these (\"$type\": \"typography\", \"$value\": {\"fontFamily\": "
                + "\"{\(members[0].path)}\", …}), or write the font as 'system 17 600' or 'Family 17'"
        default:
            "name one of them, such as '{\(members[0].path)}'"
        }
        return Diagnostic(.unresolvedReference, at: location,
                          "'\(path)' is a group of \(tokens) (\(names)), not a token, and a reference names one token; \(fix)",
                          notes: [Diagnostic.Note("'\(members[0].path)' is defined here", at: members[0].location)])
    }
}
