/// Where `"$type": "string"` is written, and the token or group it is written on (its path as walked).
struct StringDeclaration: Hashable, Sendable {
    var location: SourceLocation
    var owner: String
    var isGroup: Bool
}

/// A tree's tokens with the `string` types written in it, which are decided once every mode's tokens are known.
struct Flattened: Sendable {
    var tokens: [RawToken]
    /// The tokens that `"$type": "string"` types, by index, with where it is written.
    var strings: [(index: Int, declaration: StringDeclaration)]
    /// The tokens written where the walk could not read them, skipped.
    var unread: [TokenSkip]

    /// DEC-16: a token is typed `string` when it sets a bar property that takes a keyword or such a token aliases it, in
    /// any mode (`reaching`, by path); elsewhere the type is rejected as any unknown type is, once per token or group it
    /// is written on.
    func typed(reaching reached: Set<String>, log: inout DiagnosticLog) -> [RawToken] {
        var tokens = tokens
        var rejected: Set<StringDeclaration> = []
        for (index, declaration) in strings {
            if reached.contains(tokens[index].path) {
                if declaration.isGroup {
                    tokens[index].groupType = Located(.string, at: declaration.location)
                } else {
                    tokens[index].ownType = .string
                }
            } else if rejected.insert(declaration).inserted {
                let hint = TokenTypeName.stringHint(at: declaration.owner, value: declaration.isGroup ? nil : tokens[index].value)
                log.report(.invalidToken, inToken: declaration.owner, at: declaration.location, "unknown token type 'string'\(hint)")
            }
        }
        return tokens
    }
}
