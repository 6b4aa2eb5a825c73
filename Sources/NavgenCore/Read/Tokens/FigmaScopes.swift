/// Figma's export types each variable by its kind (`string`, `number`) and says what it is for in its scopes
/// (`"$extensions": {"com.figma.scopes": ["FONT_FAMILY"]}`). A string scoped to font families is a DTCG font family and a
/// number scoped to font weights a font weight; every other variable keeps the type Figma wrote.
enum FigmaScopes {
    private static let scopesKey = "com.figma.scopes"

    /// The DTCG type for a Figma type and its scopes, when the scopes say more than the type.
    private static let types: [(figmaType: String, scope: String, type: TokenType)] = [
        ("string", "FONT_FAMILY", .fontFamily),
        ("number", "FONT_WEIGHT", .fontWeight),
    ]

    /// The tree with each token that its scopes type retyped; the tree itself, not rebuilt, when none is.
    static func typed(_ tree: JSONValue) -> JSONValue {
        var retypes = false
        tree.forEachToken { _, token in retypes = retypes || type(of: token) != nil }
        guard retypes else { return tree }
        return tree.mappingTokens { _, token in
            guard let type = type(of: token) else { return token }
            var result = token
            result.kind = .object((token.object ?? []).map { member in
                var member = member
                if member.key == "$type" { member.value.kind = .string(type.rawValue) }
                return member
            })
            return result
        }
    }

    private static func type(of token: JSONValue) -> TokenType? {
        guard let written = token["$type"]?.string, let scopes = token["$extensions"]?[scopesKey]?.array?.compactMap(\.string) else { return nil }
        return types.first { $0.figmaType == written && scopes.contains($0.scope) }?.type
    }
}
