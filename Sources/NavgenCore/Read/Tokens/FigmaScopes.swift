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
            return token.updatingMember("$type") { $0.kind = .string(type.rawValue) }
        }
    }

    private static func type(of token: JSONValue) -> TokenType? {
        guard let written = token["$type"]?.string, let scopes = token["$extensions"]?[scopesKey]?.array?.compactMap(\.string) else { return nil }
        return types.first { $0.figmaType == written && scopes.contains($0.scope) }?.type
    }
}

extension JSONValue {
    /// Whether a token (or any object) carries Figma's extensions (`com.figma.variableId`, `com.figma.scopes`…): what
    /// tells Figma's export from a file that only looks like it.
    var carriesFigmaExtensions: Bool {
        self["$extensions"]?.object?.contains { $0.key.hasPrefix("com.figma") } == true
    }
}
