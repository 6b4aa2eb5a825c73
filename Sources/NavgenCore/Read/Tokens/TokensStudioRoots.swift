/// The root folders of the Tokens Studio projects among the JSON files of one run.
///
/// Tokens Studio keeps a project's `$themes.json` and `$metadata.json` in its root folder only; any other JSON file
/// under the root is a token set named by its path, whatever its name (real projects keep token sets called
/// `core/$metadata.json`). A project's root is the folder holding its themes (an array, as Tokens Studio writes
/// them) with no such folder above it; a project without themes has its root where its topmost `$metadata.json` is.
struct TokensStudioRoots: Sendable {
    private let folders: Set<String>

    init(_ files: [(path: String, json: JSONValue)]) {
        let named = { (name: String) in
            files.filter { Self.name(of: $0.path) == name }.map { (folder: Self.folder(of: $0.path), json: $0.json) }
        }
        let themes = named("$themes.json").filter { $0.json.array != nil }.map(\.folder)
        let themeRoots = themes.filter { folder in !themes.contains { Self.folder($0, contains: folder) } }
        let metadata = named("$metadata.json").map(\.folder)
        let metadataRoots = metadata.filter { folder in
            !themeRoots.contains { $0 == folder || Self.folder($0, contains: folder) } && !metadata.contains { Self.folder($0, contains: folder) }
        }
        folders = Set(themeRoots + metadataRoots)
    }

    /// Whether the `$themes.json` or `$metadata.json` at `path` is its project's, rather than a token set.
    func holdsMetadata(_ path: String) -> Bool {
        folders.contains(Self.folder(of: path))
    }

    private static func name(of path: String) -> String {
        path.split(separator: "/").last.map(String.init) ?? path
    }

    /// The folder of a file, normalised as `TokenDocument.referencedPaths` are (`""` for the current folder).
    static func folder(of path: String) -> String {
        let normalized = TokenInput.normalizedPath(path)
        guard let slash = normalized.lastIndex(of: "/") else { return "" }
        return String(normalized[..<slash])
    }

    /// Whether `inner` lies below `outer`.
    private static func folder(_ outer: String, contains inner: String) -> Bool {
        guard outer != inner else { return false }
        return outer.isEmpty ? !inner.hasPrefix("/") : inner.hasPrefix(outer + "/")
    }
}
