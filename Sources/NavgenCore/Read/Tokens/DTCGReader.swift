/// A DTCG (Design Tokens Format Module 2025.10) file is one tree that applies in every mode, unless its tokens write
/// their modes inside them (`ExtensionModes`); Figma's variables are typed by their scopes (`FigmaScopes`), its strings
/// skipped (`FigmaStrings`). Its structure is checked when the merged tree is flattened, so every rule is applied once.
enum DTCGReader {
    static func read(_ root: JSONValue, path: String, log: inout DiagnosticLog) -> TokenDocument {
        guard root.object != nil else {
            log.report(.invalidToken, at: root.location, "a token file must be a JSON object (a group), found \(root.kindName)")
            return TokenDocument(path: path, format: .dtcg, layers: [])
        }
        let (root, strings) = FigmaStrings.passedOver(in: FigmaScopes.typed(root))
        let modes = ExtensionModes.names(in: root)
        guard !modes.isEmpty else { return TokenDocument(path: path, format: .dtcg, layers: [TokenLayer(tree: root)], skippedTokens: strings) }
        return TokenDocument(path: path, format: .dtcg, layers: modes.map { TokenLayer(tree: ExtensionModes.tree(root, in: $0), contexts: [$0]) },
                             axes: [ModeAxis(name: "mode", contexts: modes)], skippedTokens: strings)
    }

    /// Whether any object in the tree has a DTCG `$value` or `$type` (content detection).
    static func looksLikeDTCG(_ json: JSONValue) -> Bool {
        json.containsObject { $0["$value"] != nil || $0["$type"] != nil }
    }
}
