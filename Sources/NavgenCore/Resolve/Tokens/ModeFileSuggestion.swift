/// Plain token files that define the same tokens wholesale (Fluent's `light.tokens.json` and `dark.tokens.json`)
/// are one theme's modes written without a resolver, which navgen cannot tell from their names alone. Their
/// hundreds of `duplicate-id` errors become one per group of files, at the first duplicate, which says so and
/// shows the `*.resolver.json` that declares them as modes, filled in with their names. A file named for an appearance
/// (`dark.json`) that redefines only some of another's tokens is that appearance's overrides (a Style Dictionary
/// project's `base.json` and `dark.json`): its duplicates become one suggestion to declare it as a mode over the other.
enum ModeFileSuggestion {
    /// Files share at least this part of the tokens either defines to count as modes of each other.
    static let sharedPart = 0.9
    static let resolverName = "tokens.resolver.json"

    static func replacingDuplicates(in diagnostics: [Diagnostic], documents: [TokenDocument]) -> [Diagnostic] {
        let duplicates = diagnostics.indices.filter { diagnostics[$0].rule == DiagnosticKind.duplicateID.id && firstFile(of: diagnostics[$0]) != nil }
        guard !duplicates.isEmpty else { return diagnostics }
        var shared: [FilePair: [Int]] = [:]
        for index in duplicates {
            let diagnostic = diagnostics[index]
            let pair = FilePair(firstFile(of: diagnostic)!, diagnostic.location.file)
            // One file named twice (`tokens.json ./tokens.json`) is not two modes.
            guard TokenInput.normalizedPath(pair.first) != TokenInput.normalizedPath(pair.second) else { continue }
            shared[pair, default: []].append(index)
        }
        var replaced: Set<Int> = []
        var suggestions: [Diagnostic] = []
        // One suggestion for the duplicates at `indices`, at the first of them, in their tokens (for the token policy).
        func suggest(_ indices: [Int], _ make: (Diagnostic) -> Diagnostic) {
            guard let at = indices.min(by: { diagnostics[$0].location < diagnostics[$1].location }) else { return }
            replaced.formUnion(indices)
            suggestions.append(summarising(make(diagnostics[at]), indices.map { diagnostics[$0] }))
        }
        // The duplicates between files of `members`.
        func duplicateIndices(among members: Set<String>) -> [Int] {
            shared.filter { members.contains($0.key.first) && members.contains($0.key.second) }.values.flatMap { $0 }
        }
        let involved = Set(shared.keys.flatMap { [$0.first, $0.second] })
        for family in variantFamilies(among: involved, documents: documents) {
            let members = Set(family.bases + family.variants.flatMap(\.files))
            suggest(duplicateIndices(among: members)) { familySuggestion(bases: family.bases, variants: family.variants, at: $0) }
            shared = shared.filter { !members.contains($0.key.first) || !members.contains($0.key.second) }
        }
        var counts: [String: Int] = [:]
        func tokenCount(_ path: String) -> Int {
            if let count = counts[path] { return count }
            let count = documents.first { $0.path == path }.map { Self.tokenPaths($0).count } ?? 0
            counts[path] = count
            return count
        }
        var groups = FileGroups()
        // One shared token is too little to tell modes from a slip.
        for (pair, indices) in shared where indices.count >= 2 {
            let (first, second) = (tokenCount(pair.first), tokenCount(pair.second))
            let union = first + second - indices.count
            if union > 0, Double(indices.count) >= sharedPart * Double(union) { groups.join(pair) }
        }
        var overrides: [(base: String, override: String, duplicates: [Int])] = []
        for (pair, indices) in shared.sorted(by: { ($0.key.first, $0.key.second) < ($1.key.first, $1.key.second) }) where !groups.contains(pair) {
            let (first, second) = (tokenCount(pair.first), tokenCount(pair.second))
            let (base, override) = first >= second ? (pair.first, pair.second) : (pair.second, pair.first)
            if indices.count == min(first, second), appearance(of: override) != nil { overrides.append((base, override, indices)) }
        }
        guard !groups.isEmpty || !overrides.isEmpty || !suggestions.isEmpty else { return diagnostics }
        // Files alike that are all one base's variants, however named (one of them named for an appearance, as a
        // `dark.json`, `hc.json` and `hc-dark.json` beside a `base.json`): one family over the base, as named variants are.
        var variantGroups: [(base: String, files: [String])] = []
        for files in groups.all {
            guard let base = overrides.first(where: { files.contains($0.override) })?.base, !files.contains(base) else { continue }
            variantGroups.append((base, files))
        }
        overrides.removeAll { override in variantGroups.contains { $0.base == override.base && $0.files.contains(override.override) } }
        for (base, files) in variantGroups {
            let folder = commonFolder(of: [base] + files)
            let names = contextNames(for: files.map { relative($0, to: folder) })
            suggest(duplicateIndices(among: Set([base] + files))) {
                familySuggestion(bases: [base], variants: zip(names, files).map { ($0.name, [$1]) }, at: $0)
            }
        }
        for (base, override, indices) in overrides {
            suggest(indices) { overrideSuggestion(base: base, override: override, at: $0, count: indices.count) }
        }
        for files in groups.all where !variantGroups.contains(where: { $0.files == files }) {
            let covered = duplicateIndices(among: Set(files))
            suggest(covered) { suggestion(for: files, at: $0, sharing: Set(covered.map { diagnostics[$0].message }).count) }
        }
        return diagnostics.indices.filter { !replaced.contains($0) }.map { diagnostics[$0] } + suggestions
    }

    /// The suggestion in the tokens of the duplicates it replaces, for the token policy: an error where a screen reaches one.
    private static func summarising(_ suggestion: Diagnostic, _ duplicates: [Diagnostic]) -> Diagnostic {
        var suggestion = suggestion
        let paths = duplicates.compactMap(\.tokenPath)
        suggestion.tokenPath = paths.first
        suggestion.summarisedTokenPaths = Array(paths.dropFirst())
        return suggestion
    }

    /// `dark` for `dark.json`, `brand.dark.json5`, `semantics-dark.json`, `colors_dark.json` or `dark-colors.json`,
    /// `light` likewise; nil for a file named for no appearance.
    private static func appearance(of file: String) -> String? {
        let words = stem(String(file.split(separator: "/").last ?? Substring(file))).split { ".-_".contains($0) }.map { $0.lowercased() }
        return [words.last, words.first].compactMap(\.self).first { ["light", "dark"].contains($0) }
    }

    private static func overrideSuggestion(base: String, override: String, at duplicate: Diagnostic, count: Int) -> Diagnostic {
        let folder = commonFolder(of: [base, override])
        let (baseName, overrideName) = (relative(base, to: folder), relative(override, to: folder))
        let mode = appearance(of: override)!
        let resolverPath = folder.isEmpty ? resolverName : folder + "/" + resolverName
        let message = "'\(overrideName)' redefines \(count) of the tokens of '\(baseName)', as a \(mode) appearance's overrides do, so each "
            + "is defined twice; declare it as mode '\(mode)' over '\(baseName)' in '\(resolverPath)' as the note shows"
        var notes = duplicate.notes
        notes.append(.init("declare the overrides as a mode ('\(baseName)' and other token files stay a base under every mode):\n"
                           + resolver(contexts: [(mode == "dark" ? "light" : "dark", []), (mode, [overrideName])])))
        return Diagnostic(.duplicateID, at: duplicate.location, message, notes: notes)
    }

    private static func firstFile(of diagnostic: Diagnostic) -> String? {
        diagnostic.notes.first?.location?.file
    }

    /// The distinct token paths a document defines over all its layers.
    private static func tokenPaths(_ document: TokenDocument) -> Set<String> {
        var paths: Set<String> = []
        var discard = DiagnosticLog()
        for layer in document.layers {
            for token in TokenTreeFlattener.flatten(layer.tree, log: &discard) { paths.insert(token.path) }
        }
        return paths
    }

    /// Style Dictionary's dark-mode example in full: in one folder, bases (`background`, `font`) and their variants
    /// named `<base>.<variant>` (or with `-` or `_`), each defining only tokens its base defines, in two variants or more
    /// (`dark`, `hc`, `hcDark`) or over two bases or more. Such a folder is one modifier: the bases alone, then each
    /// variant with its files.
    private static func variantFamilies(among files: Set<String>, documents: [TokenDocument]) -> [(bases: [String], variants: [(suffix: String, files: [String])])] {
        var paths: [String: Set<String>] = [:]
        func tokens(_ file: String) -> Set<String> {
            if let known = paths[file] { return known }
            let found = documents.first { $0.path == file }.map(Self.tokenPaths) ?? []
            paths[file] = found
            return found
        }
        var byFolder: [String: [String]] = [:]
        for file in files { byFolder[String(file.split(separator: "/", omittingEmptySubsequences: false).dropLast().joined(separator: "/")), default: []].append(file) }
        var families: [(bases: [String], variants: [(suffix: String, files: [String])])] = []
        for folder in byFolder.keys.sorted() {
            let inFolder = byFolder[folder]!.sorted()
            let stems = Dictionary(inFolder.map { (stem(String($0.split(separator: "/").last ?? Substring($0))), $0) }, uniquingKeysWith: { first, _ in first })
            var bases: [String] = []
            var variants: [(suffix: String, files: [String])] = []
            for file in inFolder {
                let name = stem(String(file.split(separator: "/").last ?? Substring(file)))
                guard let cut = name.lastIndex(where: { ".-_".contains($0) }), let base = stems[String(name[..<cut])], base != file,
                      tokens(file).isSubset(of: tokens(base)) else { continue }
                let suffix = String(name[name.index(after: cut)...])
                if !bases.contains(base) { bases.append(base) }
                if let index = variants.firstIndex(where: { $0.suffix == suffix }) { variants[index].files.append(file) } else { variants.append((suffix, [file])) }
            }
            if variants.count >= 2 || bases.count >= 2 { families.append((bases, variants)) }
        }
        return families
    }

    private static func familySuggestion(bases: [String], variants: [(suffix: String, files: [String])], at duplicate: Diagnostic) -> Diagnostic {
        let all = bases + variants.flatMap(\.files)
        let folder = commonFolder(of: all)
        let resolverPath = folder.isEmpty ? resolverName : folder + "/" + resolverName
        let baseNames = bases.map { "'\(relative($0, to: folder))'" }.sentenceList
        let variantNames = variants.flatMap(\.files).map { "'\(relative($0, to: folder))'" }.sentenceList
        let message = "\(variantNames) redefine tokens of \(baseNames), as their variants do, so each is defined more than once; declare "
            + "the variants as modes over \(bases.count == 1 ? "it" : "them") in '\(resolverPath)' as the note shows"
        let baseContext = variants.contains { $0.suffix.lowercased() == "dark" } ? "light" : TokenCatalogue.defaultMode
        var notes = duplicate.notes
        notes.append(.init("declare the variants as modes (the \(bases.count == 1 ? "base" : "bases"), \(baseNames), and other token files "
                           + "stay a base under every mode):\n"
                           + resolver(contexts: [(baseContext, [])] + variants.map { ($0.suffix, $0.files.map { relative($0, to: folder) }) })))
        return Diagnostic(.duplicateID, at: duplicate.location, message, notes: notes)
    }

    private static func suggestion(for files: [String], at duplicate: Diagnostic, sharing count: Int) -> Diagnostic {
        let folder = commonFolder(of: files)
        let names = files.map { relative($0, to: folder) }
        let both = names.map { "'\($0)'" }.sentenceList
        let resolverPath = folder.isEmpty ? resolverName : folder + "/" + resolverName
        // With more than two files, a token may be in some of them only (they need share 90 % of their tokens).
        let times = files.count == 2 ? "twice" : "in more than one of them"
        let message = "\(both) define the same \(count) tokens, so each is defined \(times); files like these are one theme's modes: "
            + "declare them in '\(resolverPath)' as the note shows"
        var notes = duplicate.notes
        notes.append(.init("declare the files as modes (other token files stay a base under every mode):\n" + resolver(for: names)))
        return Diagnostic(.duplicateID, at: duplicate.location, message, notes: notes)
    }

    /// A resolver with one modifier, `theme`, whose contexts are the files, named by their stems; `light` is the
    /// default when there is one, else `default`. Laid out by hand: one line per context reads better than one per bracket.
    static func resolver(for files: [String]) -> String {
        var contexts = contextNames(for: files)
        // Whatever the case the files are named in (`colors-Light`).
        if let first = contexts.firstIndex(where: { $0.name.lowercased() == "light" }) ?? contexts.firstIndex(where: { $0.name.lowercased() == "default" }) {
            contexts.insert(contexts.remove(at: first), at: 0)
        }
        return resolver(contexts: contexts.map { ($0.name, [$0.file]) })
    }

    /// A resolver with one modifier, `theme`, whose first context is the default; a context without files adds none.
    private static func resolver(contexts: [(name: String, files: [String])]) -> String {
        let quote = JSONWriter.quote
        let lines = contexts.map { context in
            "        \(quote(context.name)): [\(context.files.map { "{\"$ref\": \(quote($0))}" }.joined(separator: ", "))]"
        }.joined(separator: ",\n")
        return """
            {
              "version": "2025.10",
              "modifiers": {
                "theme": {
                  "contexts": {
            \(lines)
                  },
                  "default": \(quote(contexts[0].name))
                }
              },
              "resolutionOrder": [{"$ref": "#/modifiers/theme"}]
            }
            """
    }

    /// `dark.tokens.json` → `dark`; `brand.json5` and `brand.dark.json5` → `light` and `dark` (`variantNames`);
    /// `sema-color-light.json` and `sema-color-dark.json` → `light` and `dark` (`differingWords`); stems that two files
    /// share are told apart by their folders.
    private static func contextNames(for files: [String]) -> [(name: String, file: String)] {
        let stems = files.map { stem(String($0.split(separator: "/").last ?? Substring($0))) }
        let names = variantNames(of: stems) ?? differingWords(of: stems) ?? stems
        return zip(files, names).map { file, name in
            (names.filter { $0 == name }.count > 1 ? stem(file).replacingOccurrences(of: "/", with: "-") : name, file)
        }
    }

    /// `dark.tokens.json` → `dark`.
    private static func stem(_ file: String) -> String {
        for suffix in [".tokens.json", ".tokens", ".json5", ".json"] where file.hasSuffix(suffix) {
            return String(file.dropLast(suffix.count))
        }
        return file
    }

    /// Names for stems that are one base and its variants, as Style Dictionary projects write a theme (`brand`,
    /// `brand.dark`): each variant its suffix, the base `light` beside a `dark`, else `default`; nil for other stems.
    private static func variantNames(of stems: [String]) -> [String]? {
        guard let base = stems.min(by: { $0.count < $1.count }), stems.filter({ $0 == base }).count == 1,
              stems.allSatisfy({ $0 == base || $0.hasPrefix(base + ".") }) else { return nil }
        let suffixes = stems.map { $0 == base ? nil : String($0.dropFirst(base.count + 1)) }
        let baseName = suffixes.contains("dark") ? "light" : "default"
        guard !suffixes.contains(baseName) else { return nil }
        return suffixes.map { $0 ?? baseName }
    }

    /// The words (between `.`, `-` and `_`) in which stems differ, where the stems share their first or last words
    /// (Gestalt's `sema-color-light`, `sema-color-dark`), each differing part one name; nil where they share none or
    /// two parts are alike.
    private static func differingWords(of stems: [String]) -> [String]? {
        let words = stems.map { $0.split { ".-_".contains($0) }.map(String.init) }
        guard let shortest = words.map(\.count).min(), shortest > 1 else { return nil }
        let leading = (0..<shortest).prefix { index in words.allSatisfy { $0[index] == words[0][index] } }.count
        let trailing = (0..<(shortest - leading)).prefix { index in
            words.allSatisfy { $0[$0.count - 1 - index] == words[0][words[0].count - 1 - index] }
        }.count
        guard leading + trailing > 0 else { return nil }
        let names = words.map { $0[leading..<($0.count - trailing)].joined(separator: "-") }
        return names.contains(where: \.isEmpty) || Set(names).count < names.count ? nil : names
    }

    private static func commonFolder(of files: [String]) -> String {
        var common = files[0].split(separator: "/", omittingEmptySubsequences: false).dropLast().map(String.init)
        for file in files.dropFirst() {
            let folder = file.split(separator: "/", omittingEmptySubsequences: false).dropLast().map(String.init)
            common = Array(zip(common, folder).prefix { $0 == $1 }.map(\.0))
        }
        return common.joined(separator: "/")
    }

    private static func relative(_ file: String, to folder: String) -> String {
        folder.isEmpty ? file : String(file.dropFirst(folder.count + 1))
    }

    /// The file defining a token first, and the file defining it again.
    private struct FilePair: Hashable {
        var first: String
        var second: String

        init(_ first: String, _ second: String) {
            self.first = first
            self.second = second
        }
    }

    /// Files joined into groups, each listed in path order.
    private struct FileGroups {
        private var groupOf: [String: Int] = [:]
        private var members: [[String]] = []

        var isEmpty: Bool { members.allSatisfy(\.isEmpty) }

        /// Whether both files of `pair` are in one group.
        func contains(_ pair: FilePair) -> Bool {
            groupOf[pair.first].map { $0 == groupOf[pair.second] } ?? false
        }

        var all: [[String]] { members.filter { !$0.isEmpty }.map { $0.sorted() }.sorted { $0[0] < $1[0] } }

        mutating func join(_ pair: FilePair) {
            switch (groupOf[pair.first], groupOf[pair.second]) {
            case (nil, nil):
                members.append([pair.first, pair.second])
                groupOf[pair.first] = members.count - 1
                groupOf[pair.second] = members.count - 1
            case (let group?, nil):
                add(pair.second, to: group)
            case (nil, let group?):
                add(pair.first, to: group)
            case (let one?, let other?) where one != other:
                for file in members[other] { add(file, to: one) }
                members[other] = []
            default:
                break
            }
        }

        private mutating func add(_ file: String, to group: Int) {
            members[group].append(file)
            groupOf[file] = group
        }
    }
}
