import Foundation

/// Reads Tokens Studio projects: multi-file (`$themes.json`, `$metadata.json` and one file per
/// token set, named by its set, `/` meaning a folder) and single-file (top-level set names next to
/// `$themes` and `$metadata`), and token sets read alone. Theme groups are mode axes and themes their contexts;
/// sets are converted to DTCG trees by `LegacyTreeConverter`.
///
/// Sets merge in `tokenSetOrder`, later sets winning. As Tokens Studio exports
/// (https://docs.tokens.studio/figma/export/token-sets): `enabled` sets are exported; `source` ("reference only")
/// sets resolve references but are not exported, unless a theme selected in the same mode enables them;
/// `disabled` sets are ignored.
struct TokensStudioReader {
    private struct TokenSet {
        var name: String
        var tree: JSONValue
    }

    /// A set name and where it is written (a `tokenSetOrder` entry or a theme's `selectedTokenSets` key).
    private struct SetName {
        var name: String
        var location: SourceLocation
    }

    private let path: String
    private var log = DiagnosticLog()
    private var referencedPaths: [String] = []
    private var skipped: [SkippedToken] = []

    private init(path: String) {
        self.path = path
    }

    /// Type names only Tokens Studio uses: a file with one of them follows Tokens Studio's conventions.
    static let onlyTypes: Set = ["sizing", "spacing", "borderRadius", "borderWidth", "fontSizes", "fontFamilies", "fontWeights",
                                 "lineHeights", "boxShadow", "paragraphSpacing", "paragraphIndent", "textCase", "textDecoration",
                                 "composition", "math"]

    /// Whether a token or group names a Tokens Studio type in `typeKey` (for a `$value` file, Tokens Studio's
    /// DTCG-syntax export), or with `orExtensions` carries Tokens Studio's `$extensions`.
    static func usesTokensStudioTypes(_ json: JSONValue, typeKey: String = "$type", orExtensions: Bool = false, depth: Int = 0) -> Bool {
        guard depth < 64, let members = json.object else { return false }
        if let type = json[typeKey]?.string, onlyTypes.contains(type) { return true }
        if orExtensions, json["$extensions"]?["studio.tokens"] != nil { return true }
        return members.contains {
            !$0.key.hasPrefix("$") && usesTokensStudioTypes($0.value, typeKey: typeKey, orExtensions: orExtensions, depth: depth + 1)
        }
    }

    /// Whether a file in Style Dictionary's `value`/`type` format is a Tokens Studio set (its legacy format): it names
    /// a type or carries extensions only Tokens Studio writes.
    static func isTokensStudioSet(_ json: JSONValue) -> Bool {
        usesTokensStudioTypes(json, typeKey: "type", orExtensions: true)
    }

    /// A token set read alone, with no `$themes.json` or `$metadata.json` naming it: it applies in every mode.
    static func readSet(_ root: JSONValue, path: String, syntax: LegacyTreeConverter.Syntax, log: inout DiagnosticLog) -> TokenDocument {
        LegacyTreeConverter.convert(root, path: path, syntax: syntax, dialect: .tokensStudio, log: &log).document(path: path, format: .tokensStudio)
    }

    /// A set of a project, in its legacy (`value`) or DTCG (`$value`) syntax, converted with Tokens Studio's types.
    private static func setTree(_ json: JSONValue, path: String, log: inout DiagnosticLog) -> (JSONValue, [SkippedToken]) {
        let converted = LegacyTreeConverter.convert(json, path: path, syntax: DTCGReader.looksLikeDTCG(json) ? .dtcg : .legacy, dialect: .tokensStudio,
                                                    log: &log)
        return (converted.tree, converted.skipped)
    }

    /// `$themes.json`: an array of themes; the sets are read from the same folder. `parsed` holds the run's other token
    /// files, sets of the project too.
    static func readThemes(_ themes: JSONValue, path: String, parsed: ParsedSources = ParsedSources(), log: inout DiagnosticLog) -> TokenDocument {
        var reader = TokensStudioReader(path: path)
        let metadataPath = SourceFiles.path("$metadata.json", relativeTo: path)
        var listed: [SetName] = []
        if FileManager.default.fileExists(atPath: metadataPath),
           let metadata = SourceFiles.readJSON(metadataPath, referencedAt: .file(path), log: &reader.log) {
            reader.referencedPaths.append(metadataPath)
            listed = reader.setOrder(metadata, orderedElsewhere: "the themes select them")
        }
        let selected = Self.selectedSets(themes.array ?? [])
        var order: [SetName] = []
        var stale: [SetName] = []
        for entry in listed where !order.contains(where: { $0.name == entry.name }) {
            if reader.setFileExists(entry.name) {
                order.append(entry)
            } else if let selection = selected.first(where: { $0.name == entry.name }) {
                // A missing file is said where a theme selects the set, which is what to change.
                order.append(selection)
            } else {
                stale.append(entry)
            }
        }
        if let first = stale.first {
            reader.log.report(.noEffect, at: first.location, Self.staleEntries(stale.map(\.name), themesPath: path, parsed: parsed))
        }
        for set in selected where !order.contains(where: { $0.name == set.name }) { order.append(set) }
        // Tokens Studio reads every token file of the project as a set: one that neither the order nor a theme names is
        // in no mode, as a listed one no theme names is, not a file beside the project in every mode. Where no theme
        // selects any set, the themes say nothing of the files, which are read as they are (a real project's build reads
        // its one file whole).
        for file in selected.isEmpty ? [] : parsed.tokenSetFiles(besideThemes: path) where !order.contains(where: { $0.name == file.setName }) {
            order.append(SetName(name: file.setName, location: .file(file.path)))
        }
        let sets = order.compactMap { reader.readSetFile($0, unselect: "stop selecting the set in \"$themes\"") }
        let document = reader.document(sets: sets, themes: themes.array ?? [])
        log.add(contentsOf: reader.log.entries)
        return document
    }

    /// `$metadata.json` alone: every set in `tokenSetOrder`, all enabled. Next to a `$themes.json`, the project is its
    /// themes': when the themes are read too (`themesAreRead`), their document reads this file, so this one is empty;
    /// pointed at alone, this one reads the project through them.
    static func readMetadata(_ metadata: JSONValue, path: String, themesAreRead: Bool, log: inout DiagnosticLog) -> TokenDocument {
        var reader = TokensStudioReader(path: path)
        let themesPath = SourceFiles.path("$themes.json", relativeTo: path)
        if FileManager.default.fileExists(atPath: themesPath) {
            guard !themesAreRead, let themes = SourceFiles.readJSON(themesPath, referencedAt: .file(path), log: &log) else {
                return TokenDocument(path: path, format: .tokensStudio, layers: [], isStack: true)
            }
            // The document is this file's, which the pipeline reads, and the themes are what it read.
            var document = readThemes(themes, path: themesPath, log: &log)
            document.path = path
            document.referencedPaths.removeAll { $0 == TokenInput.normalizedPath(path) }
            document.referencedPaths.append(TokenInput.normalizedPath(themesPath))
            return document
        }
        let sets = reader.setOrder(metadata).compactMap { reader.readSetFile($0, unselect: "remove it from \"tokenSetOrder\"") }
        let document = reader.document(sets: sets, themes: [])
        log.add(contentsOf: reader.log.entries)
        return document
    }

    /// One file holding every set, plus `$themes` and `$metadata`.
    static func readSingleFile(_ root: JSONValue, path: String, log: inout DiagnosticLog) -> TokenDocument {
        var reader = TokensStudioReader(path: path)
        var order = root["$metadata"].map { reader.setOrder($0, orderedElsewhere: "the file writes them") } ?? []
        for member in root.object ?? [] where !member.key.hasPrefix("$") && !order.contains(where: { $0.name == member.key }) {
            order.append(SetName(name: member.key, location: member.keyLocation))
        }
        if root["$metadata"] == nil, root["$themes"] == nil, let first = order.first {
            let names = order.map { "\"\($0.name)\"" }.joined(separator: ", ")
            reader.log.report(.legacyValue, at: first.location, """
                this file's top-level groups are read as Tokens Studio token sets, as its references name tokens inside them, \
                all on in file order (a later set's token replaces an earlier one's); to say so, add \
                "$metadata": {"tokenSetOrder": [\(names)]}, and "$themes" to make sets modes
                """)
        }
        var sets: [TokenSet] = []
        for entry in order {
            guard let tree = root[entry.name] else {
                reader.log.report(.noEffect, at: entry.location,
                                  "\"tokenSetOrder\" lists '\(entry.name)', but the file defines no token set '\(entry.name)'; remove the stale entry")
                continue
            }
            let (converted, skippedHere) = Self.setTree(tree, path: path, log: &reader.log)
            reader.skipped += skippedHere
            sets.append(TokenSet(name: entry.name, tree: converted))
        }
        let document = reader.document(sets: sets, themes: root["$themes"]?.array ?? [])
        log.add(contentsOf: reader.log.entries)
        return document
    }

    /// The sets every theme selects (as enabled, source or disabled), each where it is first named.
    /// The entries of `tokenSetOrder` with no file that no theme selects, said once: often the top-level groups of one
    /// token file (Tokens Studio's single-file layout, its metadata kept beside it), which its multi-file sync reads as
    /// one set named by the file.
    private static func staleEntries(_ names: [String], themesPath: String, parsed: ParsedSources) -> String {
        let quoted = names.map { "'\($0)'" }.joined(separator: ", ")
        let pronoun = names.count == 1 ? "it" : "them"
        let listing = "\"tokenSetOrder\" lists \(quoted), but there is no file \(names.count == 1 ? "'\(names[0]).json'" : "for them") "
            + "and no theme selects \(pronoun)"
        let holder = parsed.projectFiles(besideThemes: themesPath).lazy.map(\.path).first { file in
            parsed.json(at: file).map { json in names.allSatisfy { json[$0] != nil } } ?? false
        }
        guard let holder else { return listing + "; remove the stale entr\(names.count == 1 ? "y" : "ies")" }
        let file = holder.split(separator: "/").last.map(String.init) ?? holder
        return listing + "; \(names.count == 1 ? "it is a top-level group" : "they are the top-level groups") of \(file), which Tokens Studio's "
            + "multi-file sync reads as one set '\(file.dropLast(".json".count))': split the file into a file per set, or put \"$themes\" "
            + "and \"$metadata\" in it"
    }

    private static func selectedSets(_ themes: [JSONValue]) -> [SetName] {
        var sets: [SetName] = []
        for theme in themes {
            for set in theme["selectedTokenSets"]?.object ?? [] where !sets.contains(where: { $0.name == set.key }) {
                sets.append(SetName(name: set.key, location: set.keyLocation))
            }
        }
        return sets
    }

    /// `orderedElsewhere`: what the sets are comes from elsewhere too (the themes, the file's top-level groups), so
    /// without an order they are read in that order, and the metadata's problem stops nothing.
    private mutating func setOrder(_ metadata: JSONValue, orderedElsewhere: String? = nil) -> [SetName] {
        guard let names = metadata["tokenSetOrder"]?.array else {
            if let orderedElsewhere {
                log.report(.noEffect, at: metadata.location,
                           "\"tokenSetOrder\" in \"$metadata\" is no array of set names, so it orders nothing; the sets are read in the order \(orderedElsewhere)")
            } else {
                log.report(.invalidValue, at: metadata.location, "\"$metadata\" needs \"tokenSetOrder\": an array of set names")
            }
            return []
        }
        return names.compactMap { entry in entry.string.map { SetName(name: $0, location: entry.location) } }
    }

    private func setFileExists(_ name: String) -> Bool {
        FileManager.default.fileExists(atPath: SourceFiles.path(name + ".json", relativeTo: path))
    }

    /// The set's file, or nil after saying why it is left out and, with `unselect`, how else to fix it than adding the file.
    private mutating func readSetFile(_ set: SetName, unselect: String) -> TokenSet? {
        guard let setPath = SourceFiles.referencedPath(set.name + ".json", from: path, at: set.location, log: &log) else { return nil }
        guard FileManager.default.fileExists(atPath: setPath) else {
            log.report(.noEffect, at: set.location,
                       "token set '\(set.name)' has no file '\(setPath)'; the set is left out, so its tokens are not defined; add the file, "
                           + "or \(unselect)")
            return nil
        }
        referencedPaths.append(setPath)
        guard let json = SourceFiles.readJSON(setPath, referencedAt: set.location, log: &log) else { return nil }
        let (tree, skippedHere) = Self.setTree(json, path: setPath, log: &log)
        skipped += skippedHere
        return TokenSet(name: set.name, tree: tree)
    }

    /// Layers in set order, so that a later set overrides an earlier one whatever their statuses; a set's source
    /// layers come before its enabled ones, so that a set that one selected theme sources and another enables is
    /// exported.
    private mutating func document(sets: [TokenSet], themes: [JSONValue]) -> TokenDocument {
        guard !themes.isEmpty else {
            return TokenDocument(path: path, format: .tokensStudio, layers: sets.map { TokenLayer(tree: $0.tree) }, isStack: true,
                                 referencedPaths: referencedPaths, skippedTokens: skipped)
        }
        var axes: [ModeAxis] = []
        var selections: [(theme: String, statuses: [JSONValue.Member])] = []
        let grouped = themes.contains { $0["group"] != nil }
        // A name two groups share (each brand's `Light`) is a context of each group's own: modes pick contexts by name.
        var groupsOfName: [String: Set<String>] = [:]
        for theme in themes {
            if let name = theme["name"]?.string, let group = theme["group"]?.string { groupsOfName[name, default: []].insert(group) }
        }
        for theme in themes {
            guard let name = theme["name"]?.string else {
                log.report(.invalidValue, at: theme.location, "a theme needs a \"name\"")
                continue
            }
            let group = theme["group"]?.string
            if grouped, group == nil {
                log.report(.invalidValue, at: theme.location, "theme '\(name)' has no \"group\" while other themes have one; every theme needs a group")
                continue
            }
            let axisName = group ?? "theme"
            let context = (groupsOfName[name]?.count ?? 0) > 1 ? "\(axisName)/\(name)" : name
            if let index = axes.firstIndex(where: { $0.name == axisName }) {
                axes[index].contexts.append(context)
            } else {
                axes.append(ModeAxis(name: axisName, contexts: [context]))
            }
            let statuses = theme["selectedTokenSets"]?.object ?? []
            for status in statuses where !["enabled", "source", "disabled"].contains(status.value.string ?? "") {
                log.report(.invalidValue, at: status.value.location, "a token set's status must be \"enabled\", \"source\" or \"disabled\"")
            }
            if !statuses.contains(where: { ["enabled", "source"].contains($0.value.string ?? "") }) {
                log.report(.noEffect, at: theme.location, """
                    theme '\(name)' selects no token set, so its mode holds nothing of its own; mark the sets it exports "enabled" \
                    in its "selectedTokenSets"
                    """)
            }
            selections.append((context, statuses))
        }
        // Themes that only source their sets export nothing; one group's may, when another group's enable sets.
        let statuses = selections.flatMap(\.statuses).compactMap(\.value.string)
        if statuses.contains("source"), !statuses.contains("enabled"), let first = themes.first {
            log.report(.noEffect, at: first.location, """
                no theme in "$themes" enables a token set, only "source" ones, which give other sets their values but are not \
                exported, so no token is; mark the sets that hold the app's tokens "enabled"
                """)
        }
        var layers: [TokenLayer] = []
        for set in sets {
            for wanted in ["source", "enabled"] {
                for selection in selections where selection.statuses.first(where: { $0.key == set.name })?.value.string == wanted {
                    layers.append(TokenLayer(tree: set.tree, contexts: [selection.theme], resolveOnly: wanted == "source"))
                }
            }
        }
        // Tokens Studio exports a theme's sets only: a set no theme names is in no mode, which says why what refers to
        // its tokens finds none (a set every theme disables is left out on purpose).
        let unnamed = sets.filter { set in !selections.contains { $0.statuses.contains { $0.key == set.name } } }
        if let first = unnamed.first {
            let names = unnamed.map { "'\($0.name)'" }.joined(separator: ", ")
            log.report(.noEffect, at: first.tree.location, """
                token set\(unnamed.count == 1 ? "" : "s") \(names) \(unnamed.count == 1 ? "is" : "are") in no theme of "$themes", so \
                \(unnamed.count == 1 ? "its" : "their") tokens are in no mode; select \(unnamed.count == 1 ? "it" : "them") in a theme \
                ("source" where a set only gives others their values)
                """)
        }
        var document = TokenDocument(path: path, format: .tokensStudio, layers: layers, axes: axes, isStack: true,
                                     referencedPaths: referencedPaths, skippedTokens: skipped)
        for set in unnamed {
            set.tree.forEachToken { path, _ in document.unselectedSetTokens[path] = document.unselectedSetTokens[path] ?? set.name }
        }
        return document
    }
}
