/// Figma's own export of a variable collection: one DTCG file per mode, each naming its mode at its root
/// (`"$extensions": {"com.figma.modeName": "Dark"}`), or, as Figma's variables GitHub Action writes them, in its file
/// name (`Tokens.Dark.json`, its tokens carrying `com.figma` extensions), every file holding every variable of the
/// collection. The files of one collection (in one folder, naming different modes, sharing tokens) are read as a
/// resolver's modifier would declare them: one document whose mode axis is the collection, its contexts the mode
/// names. Anything less sure (a single mode, two files naming one mode, files with no token in common) is read file
/// by file.
enum FigmaModeExport {
    private static let modeNameKey = "com.figma.modeName"

    /// The mode a file of Figma's export names, if it is one: at its root, else after the last dot of a name such as
    /// `Tokens — Completed.Dark.json` when its tokens are Figma's.
    static func modeName(of json: JSONValue, path: String) -> String? {
        if let name = json["$extensions"]?[modeNameKey]?.string, !name.isEmpty { return name }
        let file = path.split(separator: "/").last.map(String.init) ?? path
        guard file.hasSuffix(".json") else { return nil }
        let stem = file.dropLast(".json".count)
        guard let dot = stem.lastIndex(of: "."), dot != stem.startIndex, stem.index(after: dot) != stem.endIndex,
              json.containsObject(where: \.carriesFigmaExtensions)
        else { return nil }
        return String(stem[stem.index(after: dot)...])
    }

    /// The collections among `files` (DTCG files, sorted by path), each one document, and the files they take.
    static func collections(in files: [(path: String, json: JSONValue)]) -> (documents: [TokenDocument], paths: Set<String>) {
        var collections: [Collection] = []
        for file in files {
            guard let mode = modeName(of: file.json, path: file.path) else { continue }
            let folder = folder(of: file.path), tokens = tokenPaths(in: file.json)
            if let index = collections.firstIndex(where: { $0.folder == folder && !$0.tokens.isDisjoint(with: tokens) }) {
                collections[index].files.append((file.path, file.json, mode))
                collections[index].tokens.formUnion(tokens)
            } else {
                collections.append(Collection(folder: folder, tokens: tokens, files: [(file.path, file.json, mode)]))
            }
        }
        var documents: [TokenDocument] = []
        var paths: Set<String> = []
        for collection in collections where collection.files.count > 1 && Set(collection.files.map(\.mode)).count == collection.files.count {
            let files = collection.files
            let trees = files.map { FigmaStrings.passedOver(in: FigmaScopes.typed($0.json)) }
            documents.append(TokenDocument(
                path: files[0].path, format: .dtcg,
                layers: zip(files, trees).map { TokenLayer(tree: $1.tree, contexts: [$0.mode]) },
                axes: [ModeAxis(name: collection.name, contexts: files.map(\.mode))],
                isStack: true, referencedPaths: files.map { TokenInput.normalizedPath($0.path) }, skippedTokens: trees.flatMap(\.skipped)))
            paths.formUnion(files.map(\.path))
        }
        return (documents, paths)
    }

    /// The mode files of one collection: in one folder, sharing tokens (a variable has a value in every mode, though
    /// a file edited since may lack one, which is then missing in that mode only).
    private struct Collection {
        let folder: String
        var tokens: Set<String>
        var files: [(path: String, json: JSONValue, mode: String)]

        /// Named after its folder, as Figma's export names the folder after the collection.
        var name: String { folder.split(separator: "/").last.map(String.init) ?? folder }
    }

    private static func folder(of path: String) -> String {
        guard let slash = path.lastIndex(of: "/") else { return "." }
        return String(path[..<slash])
    }

    /// The paths of the tokens in a tree.
    private static func tokenPaths(in json: JSONValue) -> Set<String> {
        var paths: Set<String> = []
        json.forEachToken { path, _ in paths.insert(path) }
        return paths
    }
}
