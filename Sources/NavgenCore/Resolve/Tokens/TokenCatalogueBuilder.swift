/// Builds the token catalogue: for every mode, merges the layers that apply (plain files
/// underneath, conflicting with each other; resolver and Tokens Studio stacks on top, later wins),
/// flattens the merged tree and resolves it; then gathers each token's value per mode.
struct TokenCatalogueBuilder {
    let documents: [TokenDocument]
    /// Mode axes the screens' own values declare (`SystemColorAppearances`).
    let screenAxes: [ModeAxis]

    init(documents: [TokenDocument], screenAxes: [ModeAxis] = []) {
        // Discovery order must not change the output.
        self.documents = documents.sorted { $0.path < $1.path }
        self.screenAxes = screenAxes
    }

    /// One mode's work before it is merged into the catalogue.
    struct ModeResult: Sendable {
        var tokens: [RawToken] = []
        /// Indices into `tokens`, in order, with what each resolved to.
        var resolved: [(index: Int, resolution: TokenValueResolver.Resolution)] = []
        /// The same for the tokens that only resolve references.
        var referenceOnly: [(index: Int, resolution: TokenValueResolver.Resolution)] = []
        var structure: [Diagnostic] = []
        var resolution: [Diagnostic] = []
        /// The tokens without a value in this mode, and why.
        var skips: [TokenSkip] = []
        /// Every reference followed, by index into `tokens`' table (see `TokenValueResolver.references`).
        var references: [(from: Int, to: Int)] = []
        /// The `unknown token` diagnostics, by index into `resolution`, with the path each names.
        var unknownPaths: [(entry: Int, path: String)] = []

        /// Replaces the diagnostic at `entry` in place, and the skips that quote it.
        mutating func rewrite(_ entry: Int, as new: Diagnostic) {
            let old = resolution[entry]
            resolution[entry] = new
            let quoted = Diagnostic.Note(old.message, at: old.location)
            for skip in skips.indices where skips[skip].problem == quoted {
                if skips[skip].reason == old.message { skips[skip].reason = new.message }
                skips[skip].problem = Diagnostic.Note(new.message, at: new.location)
            }
        }
    }

    /// The modes the documents define. A resolver or Tokens Studio themes declare modes on purpose: their order comes first.
    var modes: [TokenMode] {
        TokenMode.modes(for: documents.filter(\.isStack) + documents.filter { !$0.isStack }, screenAxes: screenAxes)
    }

    /// The catalogue from each mode's result, in the order of `modes`.
    func catalogue(_ results: [ModeResult], log: inout DiagnosticLog) -> TokenCatalogue {
        let modes = modes
        // What refers to what matters only when some token has a problem: the policy then asks what a screen reaches.
        var references: TokenReferences?
        if results.contains(where: { !$0.skips.isEmpty || ($0.structure + $0.resolution).contains { $0.tokenPath != nil && $0.severity == .error } }) {
            references = TokenReferences()
            for result in results { references!.add(result.references, in: result.tokens) }
        }
        var found = DiagnosticLog()
        var results = results
        ModeScopedReferences.explain(&results, modes: modes.map(\.name))
        UnselectedSetReferences.explain(&results, unselected: documents.reduce(into: [:]) { all, document in
            all.merge(document.unselectedSetTokens) { first, _ in first }
        })
        var catalogue = assemble(results, modes: modes, log: &found)
        catalogue.references = references
        log.add(contentsOf: PerFileSummary.perFile(ModeFileSuggestion.replacingDuplicates(in: found.entries, documents: documents),
                                                   definedGroups: Self.groups(in: catalogue)))
        return catalogue
    }

    /// The groups the catalogue's tokens are in, every level of them (`a` and `a.b` for `a.b.c`; `""` for the root).
    private static func groups(in catalogue: TokenCatalogue) -> Set<String> {
        var groups: Set<String> = [""]
        for path in Array(catalogue.tokens.keys) + Array(catalogue.referenceOnly.keys) + catalogue.skipped.map(\.path) {
            var dot = path.firstIndex(of: ".")
            while let end = dot {
                groups.insert(String(path[..<end]))
                dot = path[path.index(after: end)...].firstIndex(of: ".")
            }
        }
        return groups
    }

    /// The catalogue from every mode's result, recorded mode after mode.
    private func assemble(_ results: [ModeResult], modes: [TokenMode], log: inout DiagnosticLog) -> TokenCatalogue {
        var diagnostics = UniqueDiagnostics()
        var skips = results.map(\.skips)
        var entries = Entries(expecting: results.map(\.resolved.count).max() ?? 0, modes: modes.count)
        for (mode, result) in zip(modes, results) {
            var modeLog = DiagnosticLog()
            modeLog.add(contentsOf: result.structure)
            for (index, resolution) in result.resolved {
                entries.record(resolution, of: result.tokens[index], in: mode.name, log: &modeLog)
            }
            skips.append(modeLog.entries.filter { $0.rule == DiagnosticKind.typeMismatch.id && $0.tokenPath != nil }
                .map { TokenSkip(path: $0.tokenPath!, problem: $0) })
            modeLog.add(contentsOf: result.resolution)
            diagnostics.add(modeLog.entries)
        }
        diagnostics.add(documents.flatMap(\.skippedTokens).compactMap { token in
            token.summary.map { Diagnostic(.unsupported, at: $0.location ?? token.location, $0.message) }
        })
        return Self.catalogue(modes: modes, tokens: TokenCatalogue.Tokens(sorted: entries.tokens.sorted { $0.path < $1.path }),
                              referenceOnly: Self.referenceOnly(results, modes: modes.map(\.name)),
                              skipped: TokenSkip.merged(skips, passedOver: documents.flatMap(\.skippedTokens)),
                              diagnostics: diagnostics, log: &log)
    }

    /// The catalogue without the skipped tokens (a token skipped in one mode is skipped in all: a screen gets one
    /// error for it, not one per mode), and the diagnostics with each skipped token's dependents noted at its problem.
    private static func catalogue(modes: [TokenMode], tokens: TokenCatalogue.Tokens, referenceOnly: TokenCatalogue.Tokens,
                                  skipped: [TokenSkip], diagnostics: UniqueDiagnostics, log: inout DiagnosticLog) -> TokenCatalogue {
        var diagnostics = diagnostics
        var kept = tokens
        if !skipped.isEmpty {
            let paths = Set(skipped.map(\.path))
            kept = TokenCatalogue.Tokens(sorted: tokens.values.filter { !paths.contains($0.path) })
            diagnostics.addNotes(skipped.compactMap { skip in
                skip.dependency.map {
                    (Diagnostic.Note("'\(skip.path)' refers to '\($0)' and is skipped too", at: skip.location), skip.reportedAs ?? skip.problem)
                }
            })
        }
        log.add(contentsOf: diagnostics.entries)
        var catalogue = TokenCatalogue(modes: modes.map(\.name), tokens: kept, referenceOnly: referenceOnly)
        catalogue.skipped = skipped
        return catalogue
    }

    /// One mode merged and flattened, and resolved when nothing in it waits for the other modes.
    struct ModeStep: Sendable {
        var tree: Flattened
        var structure: [Diagnostic]
        /// Nil when the mode types some token `string`: whether that type stands depends on every mode's keyword
        /// tokens (`BarKeywordTokens.reached`), so it resolves once every mode is flattened (`finish`).
        var result: ModeResult?
    }

    /// One mode on its own: modes share nothing until their `string` types are decided.
    func step(_ mode: TokenMode) -> ModeStep {
        var step = flatten(mode)
        if step.tree.strings.isEmpty { step.result = resolve(step.tree.tokens, unread: step.tree.unread, structure: step.structure) }
        return step
    }

    /// One mode's layers merged into one tree, and that tree's tokens.
    private func flatten(_ mode: TokenMode) -> ModeStep {
        var log = DiagnosticLog()
        let tree = mergedTree(for: mode, log: &log)
        let flattened = TokenTreeFlattener.walk(tree, log: &log)
        return ModeStep(tree: flattened, structure: log.entries)
    }

    /// Every mode's result, those that typed a token `string` resolved now, with `keywordTokens` deciding those types.
    func finish(_ steps: [ModeStep], keywordTokens: Set<String>) -> [ModeResult] {
        steps.map { step in
            if let result = step.result { return result }
            var log = DiagnosticLog()
            log.add(contentsOf: step.structure)
            let tokens = step.tree.typed(reaching: keywordTokens, log: &log)
            return resolve(tokens, unread: step.tree.unread, structure: log.entries)
        }
    }

    /// One mode's tokens resolved, with the problems found merging and flattening its tree and the tokens it left
    /// unread.
    private func resolve(_ tokens: [RawToken], unread: [TokenSkip], structure: [Diagnostic]) -> ModeResult {
        let table = TokenTable(tokens)
        var resolver = TokenValueResolver(tokens: table)
        // A token with an error of its own found merging or flattening the tree has no value, nor has what refers to it.
        for problem in structure where problem.severity == .error {
            if let path = problem.tokenPath, let id = table.id(of: path), resolver.failures[id] == nil { resolver.skip(id, because: problem) }
        }
        var result = ModeResult(tokens: table.tokens, structure: structure)
        for index in table.tokens.indices {
            guard let resolution = resolver.resolve(id: table.id(at: index)) else { continue }
            if table.tokens[index].resolveOnly {
                result.referenceOnly.append((index, resolution))
            } else {
                result.resolved.append((index, resolution))
            }
        }
        result.resolution = resolver.log.entries
        result.skips = TokenSkip.skips(of: resolver, in: table, diagnostics: structure + result.resolution) + unread
        result.references = resolver.references
        result.unknownPaths = resolver.unknownPaths
        return result
    }

    /// The reference-only tokens, described by their first definition, with a value in each mode that has one.
    private static func referenceOnly(_ results: [ModeResult], modes: [String]) -> TokenCatalogue.Tokens {
        var tokens: [String: ResolvedToken] = [:]
        for (mode, result) in zip(modes, results) {
            for (index, resolution) in result.referenceOnly {
                let token = result.tokens[index]
                var entry: ResolvedToken
                if let described = tokens[token.path] {
                    entry = described
                } else {
                    entry = ResolvedToken(path: token.path, type: resolution.type, values: ModeValues(),
                                          description: token.description, deprecated: token.deprecated, location: token.location)
                    entry.extensions = token.extensions
                }
                // A path defined twice in one mode shares one resolution; a type that differs by mode stays the first's.
                if entry.values[mode] == nil, entry.type == resolution.type {
                    entry.values[mode] = resolution.value
                    entry.systemColors[mode] = resolution.systemColor
                }
                tokens[token.path] = entry
            }
        }
        return TokenCatalogue.Tokens(tokens)
    }

    /// Plain documents merge first (a token defined by two of them is a `duplicate-id`); within a
    /// document, layers for more specific contexts override; stacks come last, in order.
    private func mergedTree(for mode: TokenMode, log: inout DiagnosticLog) -> JSONValue {
        var tree = TokenTreeAccumulator(.object([], at: .file(documents.first?.path ?? "")))
        for document in documents where !document.isStack {
            tree.add(documentTree(document, for: mode, log: &log), conflict: .duplicate, log: &log)
        }
        for document in documents where document.isStack {
            tree.add(documentTree(document, for: mode, log: &log), conflict: .override, log: &log)
        }
        return tree.tree
    }

    /// The document's layers in `mode`, each over the ones before; a later layer replacing a group with a token, or a
    /// token with a group, is said.
    private func documentTree(_ document: TokenDocument, for mode: TokenMode, log: inout DiagnosticLog) -> JSONValue {
        let layers = document.layers.enumerated()
            .filter { mode.includes($0.element.contexts) }
            .sorted { (document.isStack ? 0 : $0.element.contexts.count, $0.offset) < (document.isStack ? 0 : $1.element.contexts.count, $1.offset) }
            .map(\.element)
        var tree = TokenTreeAccumulator(.object([], at: .file(document.path)))
        for layer in layers {
            tree.add(layer.resolveOnly ? LegacyNotes.markingResolveOnly(layer.tree) : layer.tree, conflict: .override, log: &log)
        }
        return tree.tree
    }
}

/// Diagnostics in first-seen order without repeats: every mode resolves the same shared tokens. A problem that modes
/// find with different notes (a suggested name is defined in each mode's file) is one diagnostic with all of them.
struct UniqueDiagnostics {
    private(set) var entries: [Diagnostic] = []
    private var positions: [Problem: Int] = [:]

    /// What a diagnostic says, where: all of it but its notes.
    private struct Problem: Hashable {
        let severity: Severity
        let location: SourceLocation
        let rule: String
        let message: String

        init(_ diagnostic: Diagnostic) {
            (severity, location, rule, message) = (diagnostic.severity, diagnostic.location, diagnostic.rule, diagnostic.message)
        }
    }

    mutating func add(_ diagnostics: [Diagnostic]) {
        for diagnostic in diagnostics {
            guard let index = positions[Problem(diagnostic)] else {
                positions[Problem(diagnostic)] = entries.count
                entries.append(diagnostic)
                continue
            }
            for note in diagnostic.notes where !entries[index].notes.contains(note) { entries[index].notes.append(note) }
        }
    }

    /// Adds each note to the first diagnostic at its place with its message; once every diagnostic has been added.
    mutating func addNotes(_ notes: [(note: Diagnostic.Note, place: Diagnostic.Note)]) {
        guard !notes.isEmpty else { return }
        var first: [Diagnostic.Note: Int] = [:]
        for index in entries.indices.reversed() { first[Diagnostic.Note(entries[index].message, at: entries[index].location)] = index }
        for (note, place) in notes {
            if let index = first[place] { entries[index].notes.append(note) }
        }
    }
}

/// The catalogue's tokens as the modes are recorded, each path once, in the order first met.
private struct Entries {
    private(set) var tokens: [ResolvedToken] = []
    private var positions: [String: Int] = [:]

    /// The number of modes, which each token's values (and aliases) have room for from the start.
    private let modes: Int

    /// Room for `count` tokens, made at once rather than grown and rehashed.
    init(expecting count: Int, modes: Int) {
        tokens.reserveCapacity(count)
        positions.reserveCapacity(count)
        self.modes = modes
    }

    /// Adds one mode's value to the token's entry.
    mutating func record(_ resolution: TokenValueResolver.Resolution, of token: RawToken, in mode: String, log: inout DiagnosticLog) {
        guard let position = positions[token.path] else {
            var values = ModeValues<TokenValue>(capacity: modes)
            values[mode] = resolution.value
            positions[token.path] = tokens.count
            // Filled in place once appended: a finished local entry was copied into the array and then freed.
            tokens.append(ResolvedToken(path: token.path, type: resolution.type, values: values,
                                        description: token.description, deprecated: token.deprecated, location: token.location))
            let last = tokens.count - 1
            tokens[last].extensions = token.extensions
            if let alias = resolution.aliasOf {
                tokens[last].aliasOf = ModeValues(capacity: modes)
                tokens[last].aliasOf[mode] = alias
            }
            if resolution.type.keepsValueLocationsPerMode { tokens[last].valueLocations[mode] = token.value.location }
            tokens[last].systemColors[mode] = resolution.systemColor
            return
        }
        let type = tokens[position].type
        guard type == resolution.type else {
            log.report(.typeMismatch, inToken: token.path, at: token.location,
                       "'\(token.writtenPath)' is a \(resolution.type.rawValue) in mode '\(mode)' but a \(type.rawValue) in another mode",
                       notes: [.init("defined as a \(type.rawValue) here", at: tokens[position].location)])
            return
        }
        // A path defined twice in one mode takes its later definition's value, and its alias if it has one.
        tokens[position].values[mode] = resolution.value
        if let alias = resolution.aliasOf { tokens[position].aliasOf[mode] = alias }
        if resolution.type.keepsValueLocationsPerMode { tokens[position].valueLocations[mode] = token.value.location }
        tokens[position].systemColors[mode] = resolution.systemColor
    }
}
