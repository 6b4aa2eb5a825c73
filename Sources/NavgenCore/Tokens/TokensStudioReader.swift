import Foundation

/// Reads Tokens Studio projects: multi-file (`$themes.json`, `$metadata.json` and one file per
/// token set, named by its set, `/` meaning a folder) and single-file (top-level set names next to
/// `$themes` and `$metadata`). Theme groups are mode axes and themes their contexts; `enabled`
/// sets are emitted, `source` sets only resolve references, `disabled` sets are ignored; sets
/// merge in `tokenSetOrder`, later sets winning.
struct TokensStudioReader {
    private struct TokenSet {
        var name: String
        var tree: JSONValue
    }

    private let path: String
    private var log = DiagnosticLog()
    private var referencedPaths: [String] = []
    private var skipped: [SkippedToken] = []

    private init(path: String) {
        self.path = path
    }

    /// `$themes.json`: an array of themes; the sets are read from the same folder.
    static func readThemes(_ themes: JSONValue, path: String, log: inout DiagnosticLog) -> TokenDocument {
        var reader = TokensStudioReader(path: path)
        let metadataPath = SourceFiles.path("$metadata.json", relativeTo: path)
        var order: [String] = []
        if FileManager.default.fileExists(atPath: metadataPath),
           let metadata = SourceFiles.readJSON(metadataPath, referencedAt: .file(path), log: &reader.log) {
            reader.referencedPaths.append(metadataPath)
            order = reader.setOrder(metadata)
        }
        for theme in themes.array ?? [] {
            for set in theme["selectedTokenSets"]?.object ?? [] where !order.contains(set.key) { order.append(set.key) }
        }
        let sets = order.compactMap { reader.readSetFile($0, at: themes.location) }
        let document = reader.document(sets: sets, themes: themes.array ?? [])
        log.add(contentsOf: reader.log.entries)
        return document
    }

    /// `$metadata.json` alone: every set in `tokenSetOrder`, all enabled. Next to a `$themes.json`,
    /// the themes document reads it, so this one is empty.
    static func readMetadata(_ metadata: JSONValue, path: String, log: inout DiagnosticLog) -> TokenDocument {
        var reader = TokensStudioReader(path: path)
        if FileManager.default.fileExists(atPath: SourceFiles.path("$themes.json", relativeTo: path)) {
            return TokenDocument(path: path, format: .tokensStudio, layers: [], isStack: true)
        }
        let sets = reader.setOrder(metadata).compactMap { reader.readSetFile($0, at: metadata.location) }
        let document = reader.document(sets: sets, themes: [])
        log.add(contentsOf: reader.log.entries)
        return document
    }

    /// One file holding every set, plus `$themes` and `$metadata`.
    static func readSingleFile(_ root: JSONValue, path: String, log: inout DiagnosticLog) -> TokenDocument {
        var reader = TokensStudioReader(path: path)
        var order = root["$metadata"].map { reader.setOrder($0) } ?? []
        for member in root.object ?? [] where !member.key.hasPrefix("$") && !order.contains(member.key) { order.append(member.key) }
        var sets: [TokenSet] = []
        for name in order {
            guard let tree = root[name] else {
                log.report(UnresolvedReferenceRule.self, at: root["$metadata"]?.location ?? root.location, "token set '\(name)' is listed but not defined")
                continue
            }
            let (converted, skippedHere) = SourceFiles.tokenTree(tree, path: path, log: &reader.log)
            reader.skipped += skippedHere
            sets.append(TokenSet(name: name, tree: converted))
        }
        let document = reader.document(sets: sets, themes: root["$themes"]?.array ?? [])
        log.add(contentsOf: reader.log.entries)
        return document
    }

    private mutating func setOrder(_ metadata: JSONValue) -> [String] {
        guard let names = metadata["tokenSetOrder"]?.array else {
            log.report(InvalidValueRule.self, at: metadata.location, "\"$metadata\" needs \"tokenSetOrder\": an array of set names")
            return []
        }
        return names.compactMap(\.string)
    }

    private mutating func readSetFile(_ name: String, at location: SourceLocation) -> TokenSet? {
        guard let setPath = SourceFiles.referencedPath(name + ".json", from: path, at: location, log: &log) else { return nil }
        referencedPaths.append(setPath)
        guard let json = SourceFiles.readJSON(setPath, referencedAt: location, log: &log) else { return nil }
        let (tree, skippedHere) = SourceFiles.tokenTree(json, path: setPath, log: &log)
        skipped += skippedHere
        return TokenSet(name: name, tree: tree)
    }

    /// Source layers come before enabled ones, so that a set both resolve-only in one selected theme
    /// and enabled in another is emitted.
    private mutating func document(sets: [TokenSet], themes: [JSONValue]) -> TokenDocument {
        guard !themes.isEmpty else {
            return TokenDocument(path: path, format: .tokensStudio, layers: sets.map { TokenLayer(tree: $0.tree) }, isStack: true,
                                 referencedPaths: referencedPaths, skippedTokens: skipped)
        }
        var axes: [ModeAxis] = []
        var sourceLayers: [TokenLayer] = []
        var enabledLayers: [TokenLayer] = []
        let grouped = themes.contains { $0["group"] != nil }
        for theme in themes {
            guard let name = theme["name"]?.string else {
                log.report(InvalidValueRule.self, at: theme.location, "a theme needs a \"name\"")
                continue
            }
            let group = theme["group"]?.string
            if grouped, group == nil {
                log.report(InvalidValueRule.self, at: theme.location, "theme '\(name)' has no \"group\" while other themes have one; every theme needs a group")
                continue
            }
            let axisName = group ?? "theme"
            if let index = axes.firstIndex(where: { $0.name == axisName }) { axes[index].contexts.append(name) } else { axes.append(ModeAxis(name: axisName, contexts: [name])) }
            let statuses = theme["selectedTokenSets"]?.object ?? []
            for set in sets {
                switch statuses.first(where: { $0.key == set.name })?.value.string {
                case "enabled": enabledLayers.append(TokenLayer(tree: set.tree, contexts: [name]))
                case "source": sourceLayers.append(TokenLayer(tree: set.tree, contexts: [name], resolveOnly: true))
                default: break
                }
            }
            for status in statuses where !["enabled", "source", "disabled"].contains(status.value.string ?? "") {
                log.report(InvalidValueRule.self, at: status.value.location, "a token set's status must be \"enabled\", \"source\" or \"disabled\"")
            }
        }
        return TokenDocument(path: path, format: .tokensStudio, layers: sourceLayers + enabledLayers, axes: axes, isStack: true,
                             referencedPaths: referencedPaths, skippedTokens: skipped)
    }
}
