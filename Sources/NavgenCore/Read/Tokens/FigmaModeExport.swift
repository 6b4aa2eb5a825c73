/// Figma's own export of a variable collection: one DTCG file per mode, each naming its mode at its root
/// (`"$extensions": {"com.figma.modeName": "Dark"}`), every file holding every variable of the collection. The files of
/// one collection (in one folder, naming different modes, defining the same tokens) are read as a resolver's modifier
/// would declare them: one document whose mode axis is the collection, its contexts the mode names. Anything less sure
/// (a single mode, files that differ in their tokens) is read file by file, as before.
enum FigmaModeExport {
    static let modeNameKey = "com.figma.modeName"

    /// The mode a file of Figma's export names, if it is one.
    static func modeName(of json: JSONValue) -> String? {
        json["$extensions"]?[modeNameKey]?.string.flatMap { $0.isEmpty ? nil : $0 }
    }

    /// The collections among `files` (DTCG files, sorted by path), each one document, and the files they take.
    static func collections(in files: [(path: String, json: JSONValue)]) -> (documents: [TokenDocument], paths: Set<String>) {
        var groups: [[(path: String, json: JSONValue, mode: String)]] = []
        var keys: [CollectionKey] = []
        for file in files {
            guard let mode = modeName(of: file.json) else { continue }
            let key = CollectionKey(folder: folder(of: file.path), tokens: tokenPaths(in: file.json))
            if let index = keys.firstIndex(of: key) {
                groups[index].append((file.path, file.json, mode))
            } else {
                keys.append(key)
                groups.append([(file.path, file.json, mode)])
            }
        }
        var documents: [TokenDocument] = []
        var paths: Set<String> = []
        for (group, key) in zip(groups, keys) where group.count > 1 && Set(group.map(\.mode)).count == group.count {
            let collection = key.folder.split(separator: "/").last.map(String.init) ?? key.folder
            documents.append(TokenDocument(
                path: group[0].path, format: .dtcg,
                layers: group.map { TokenLayer(tree: $0.json, contexts: [$0.mode]) },
                axes: [ModeAxis(name: collection, contexts: group.map(\.mode))],
                isStack: true, referencedPaths: group.map { TokenInput.normalizedPath($0.path) }))
            paths.formUnion(group.map(\.path))
        }
        return (documents, paths)
    }

    /// Files of one collection share a folder and define the same tokens.
    private struct CollectionKey: Equatable {
        let folder: String
        let tokens: Set<String>
    }

    private static func folder(of path: String) -> String {
        guard let slash = path.lastIndex(of: "/") else { return "." }
        return String(path[..<slash])
    }

    /// The paths of the tokens in a tree (objects with `$value`).
    private static func tokenPaths(in json: JSONValue, prefix: String = "", depth: Int = 0) -> Set<String> {
        guard depth < JSONReader.maximumDepth, let members = json.object else { return [] }
        if json["$value"] != nil { return [prefix] }
        var paths: Set<String> = []
        for member in members where !member.key.hasPrefix("$") {
            paths.formUnion(tokenPaths(in: member.value, prefix: prefix.isEmpty ? member.key : prefix + "." + member.key, depth: depth + 1))
        }
        return paths
    }
}
