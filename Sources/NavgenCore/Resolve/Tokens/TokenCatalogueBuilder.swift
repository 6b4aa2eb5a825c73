/// Builds the token catalogue: for every mode, merges the layers that apply (plain files
/// underneath, conflicting with each other; resolver and Tokens Studio stacks on top, later wins),
/// flattens the merged tree and resolves it; then gathers each token's value per mode.
struct TokenCatalogueBuilder {
    let documents: [TokenDocument]

    init(documents: [TokenDocument]) {
        // Discovery order must not change the output.
        self.documents = documents.sorted { $0.path < $1.path }
    }

    /// One mode's work before it is merged into the catalogue.
    struct ModeResult: Sendable {
        var tokens: [RawToken] = []
        /// Some path is defined twice (its definitions then share one resolution).
        var repeatsPaths = false
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
    }

    /// The modes the documents define. A resolver or Tokens Studio themes declare modes on purpose: their order comes first.
    var modes: [TokenMode] {
        TokenMode.modes(for: documents.filter(\.isStack) + documents.filter { !$0.isStack })
    }

    func build(log: inout DiagnosticLog) -> TokenCatalogue {
        var results = resolvedModes()
        return catalogue(assembling: &results, log: &log)
    }

    /// Every mode flattened and resolved on its own, in the order of `modes`.
    func resolvedModes() -> [ModeResult] {
        ParallelMap.map(flattened(modes)) { mode in resolve(mode) }
    }

    /// The catalogue from each mode's result, in the order of `modes`; assembling lets go of the tokens in `results`
    /// that it no longer needs. `modeAfterMode` records every mode in turn even where the modes agree: the plain way,
    /// which the tests compare the parallel one with.
    func catalogue(assembling results: inout [ModeResult], log: inout DiagnosticLog, modeAfterMode: Bool = false) -> TokenCatalogue {
        let modes = modes
        // What refers to what matters only when some token has a problem: the policy then asks what a screen reaches.
        var references: TokenReferences?
        if results.contains(where: { !$0.skips.isEmpty || ($0.structure + $0.resolution).contains { $0.tokenPath != nil && $0.severity == .error } }) {
            references = TokenReferences()
            for result in results { references!.add(result.references, in: result.tokens) }
        }
        var found = DiagnosticLog()
        var catalogue = assemble(&results, modes: modes, modeAfterMode: modeAfterMode, log: &found)
        catalogue.references = references
        log.add(contentsOf: ModeFileSuggestion.replacingDuplicates(in: found.entries, documents: documents))
        return catalogue
    }

    /// The catalogue from every mode's result, in the order of `modes`.
    private func assemble(_ results: inout [ModeResult], modes: [TokenMode], modeAfterMode: Bool, log: inout DiagnosticLog) -> TokenCatalogue {
        var diagnostics = UniqueDiagnostics()
        var skips = results.map(\.skips)
        let passedOver = documents.flatMap(\.skippedTokens)
        let referenceOnly = Self.referenceOnly(results, modes: modes.map(\.name))
        if !modeAfterMode, let tokens = Self.assembleInParallel(&results, modes: modes.map(\.name)) {
            for result in results {
                diagnostics.add(result.structure)
                diagnostics.add(result.resolution)
            }
            return Self.catalogue(modes: modes, tokens: tokens, referenceOnly: referenceOnly,
                                  skipped: TokenSkip.merged(skips, passedOver: passedOver), diagnostics: diagnostics, log: &log)
        }
        var tokens: [String: ResolvedToken] = [:]
        tokens.reserveCapacity(results.map(\.resolved.count).max() ?? 0)
        for (mode, result) in zip(modes, results) {
            var modeLog = DiagnosticLog()
            modeLog.add(contentsOf: result.structure)
            for (index, resolution) in result.resolved {
                record(resolution, of: result.tokens[index], in: mode.name, modeCount: modes.count, into: &tokens, log: &modeLog)
            }
            skips.append(modeLog.entries.filter { $0.rule == DiagnosticKind.typeMismatch.id && $0.tokenPath != nil }
                .map { TokenSkip(path: $0.tokenPath!, problem: $0) })
            modeLog.add(contentsOf: result.resolution)
            diagnostics.add(modeLog.entries)
        }
        return Self.catalogue(modes: modes, tokens: TokenCatalogue.Tokens(tokens), referenceOnly: referenceOnly,
                              skipped: TokenSkip.merged(skips, passedOver: passedOver), diagnostics: diagnostics, log: &log)
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
                skip.dependency.map { (Diagnostic.Note("'\(skip.path)' refers to '\($0)' and is skipped too", at: skip.location), skip.problem) }
            })
        }
        log.add(contentsOf: diagnostics.entries)
        var catalogue = TokenCatalogue(modes: modes.map(\.name), tokens: kept, referenceOnly: referenceOnly)
        catalogue.skipped = skipped
        return catalogue
    }

    /// One mode's tokens before they are resolved, with the problems found merging and flattening its tree.
    struct FlattenedMode: Sendable {
        var tokens: [RawToken]
        var structure: [Diagnostic]
    }

    /// Each mode's merged tree flattened; what the modes' trees have in common is walked once.
    func flattened(_ modes: [TokenMode]) -> [FlattenedMode] {
        let merged = ParallelMap.map(modes) { mode in
            var log = DiagnosticLog()
            let tree = mergedTree(for: mode, log: &log)
            return (tree: tree, diagnostics: log.entries)
        }
        let flattened = ModeFlattening.flatten(merged.map(\.tree))
        return zip(merged, flattened).map { FlattenedMode(tokens: $1.tokens, structure: $0.diagnostics + $1.diagnostics) }
    }

    /// One mode resolved on its own: modes share nothing while they resolve.
    func resolve(_ mode: FlattenedMode) -> ModeResult {
        let table = TokenTable(mode.tokens)
        let resolver = TokenValueResolver(tokens: table)
        // A token with an error of its own found merging or flattening the tree has no value, nor has what refers to it.
        for problem in mode.structure where problem.severity == .error {
            if let path = problem.tokenPath, let id = table.id(of: path), resolver.failures[id] == nil { resolver.skip(id, because: problem) }
        }
        var result = ModeResult(tokens: table.tokens, repeatsPaths: table.ids.count != table.tokens.count, structure: mode.structure)
        result.resolved.reserveCapacity(table.tokens.count)
        for index in table.tokens.indices {
            guard let resolution = resolver.resolve(id: table.id(at: index)) else { continue }
            if table.tokens[index].resolveOnly {
                result.referenceOnly.append((index, resolution))
            } else {
                result.resolved.append((index, resolution))
            }
        }
        result.resolution = resolver.log.entries
        result.skips = TokenSkip.skips(of: resolver, in: table, diagnostics: mode.structure + result.resolution)
        result.references = resolver.references
        return result
    }

    /// The reference-only tokens, described by their first definition, with a value in each mode that has one. Built
    /// mode after mode, each value appended: every combination of a large project's themes is a mode.
    private static func referenceOnly(_ results: [ModeResult], modes: [String]) -> TokenCatalogue.Tokens {
        var tokens: [String: ResolvedToken] = [:]
        for (mode, result) in zip(modes, results) {
            for (index, resolution) in result.referenceOnly {
                let token = result.tokens[index]
                var entry = tokens.removeValue(forKey: token.path) ?? ResolvedToken(
                    path: token.path, type: resolution.type, values: ModeValues(capacity: modes.count),
                    description: token.description, deprecated: token.deprecated, location: token.location)
                // A path defined twice in one mode shares one resolution; a type that differs by mode stays the first's.
                if entry.values.last?.key != mode, entry.type == resolution.type { entry.values.appendDistinct(mode, resolution.value) }
                tokens[token.path] = entry
            }
        }
        return TokenCatalogue.Tokens(tokens)
    }

    /// Adds one mode's value, changing the catalogue's entry in place (a copy would copy its dictionaries).
    private func record(_ resolution: TokenValueResolver.Resolution, of token: RawToken, in mode: String, modeCount: Int,
                        into tokens: inout [String: ResolvedToken], log: inout DiagnosticLog) {
        guard let slot = tokens.index(forKey: token.path) else {
            var entry = ResolvedToken(describing: token, as: resolution.type, modeCount: modeCount)
            entry.appendDistinct(resolution, in: mode, modeCount: modeCount)
            tokens[token.path] = entry
            return
        }
        let existingType = tokens.values[slot].type
        guard existingType == resolution.type else {
            log.report(.typeMismatch, inToken: token.path, at: token.location,
                       "'\(token.path)' is a \(resolution.type.rawValue) in mode '\(mode)' but a \(existingType.rawValue) in another mode",
                       notes: [.init("defined as a \(existingType.rawValue) here", at: tokens.values[slot].location)])
            return
        }
        // A path defined twice in one mode takes its later definition's value, and its alias if it has one.
        tokens.values[slot].values[mode] = resolution.value
        if let alias = resolution.aliasOf { tokens.values[slot].aliasOf[mode] = alias }
    }

    /// Plain documents merge first (a token defined by two of them is a `duplicate-id`); within a
    /// document, layers for more specific contexts override; stacks come last, in order.
    private func mergedTree(for mode: TokenMode, log: inout DiagnosticLog) -> JSONValue {
        var tree = TokenTreeAccumulator(.object([], at: .file(documents.first?.path ?? "")))
        for document in documents where !document.isStack {
            tree.add(documentTree(document, for: mode), conflict: .duplicate, log: &log)
        }
        for document in documents where document.isStack {
            tree.add(documentTree(document, for: mode), conflict: .override, log: &log)
        }
        return tree.tree
    }

    private func documentTree(_ document: TokenDocument, for mode: TokenMode) -> JSONValue {
        let layers = document.layers.enumerated()
            .filter { $0.element.contexts.isSubset(of: mode.contexts) }
            .sorted { (document.isStack ? 0 : $0.element.contexts.count, $0.offset) < (document.isStack ? 0 : $1.element.contexts.count, $1.offset) }
            .map(\.element)
        var tree = TokenTreeAccumulator(.object([], at: .file(document.path)))
        var discard = DiagnosticLog()
        for layer in layers {
            tree.add(layer.resolveOnly ? LegacyNotes.markingResolveOnly(layer.tree) : layer.tree, conflict: .override, log: &discard)
        }
        return tree.tree
    }
}

/// Diagnostics in first-seen order without repeats: every mode resolves the same shared tokens.
struct UniqueDiagnostics {
    private(set) var entries: [Diagnostic] = []
    /// Hash → the position in `entries` of the last diagnostic kept with it; `earlier` chains each position to the one
    /// kept before it with the same hash (-1 ends the chain). A set of the diagnostics would hold a second copy of each,
    /// and a list of positions per hash an allocation each.
    private var last: [Int: Int] = [:]
    private var earlier: [Int] = []

    mutating func add(_ diagnostics: [Diagnostic]) {
        // Hashed, and looked for among the diagnostics already kept, on all threads: every mode of a legacy palette
        // repeats thousands of warnings, each hashed and compared whole.
        let hashes = ParallelMap.chunked(diagnostics, minimumChunk: 256) { $0.hashValue }
        let keptCount = entries.count
        let keptBefore = Self.alreadyKept(diagnostics, hashes: hashes, last: last, earlier: earlier, entries: entries)
        // Growing rehashes every hash seen so far.
        last.reserveCapacity(last.count + diagnostics.count)
        for index in diagnostics.indices where !keptBefore[index] {
            let hash = hashes[index]
            let newest = last[hash] ?? -1
            // Only what this call kept is left to compare with: the newest positions, first in the chain.
            var position = newest
            while position >= keptCount, entries[position] != diagnostics[index] { position = earlier[position] }
            guard position < keptCount else { continue }
            earlier.append(newest)
            last[hash] = entries.count
            entries.append(diagnostics[index])
        }
    }

    /// Whether each diagnostic is among `entries` already, looked for on all threads. A function of its own: what it
    /// holds of the tables is let go when it returns, so adding to them afterwards copies none of them.
    private static func alreadyKept(_ diagnostics: [Diagnostic], hashes: [Int], last: [Int: Int], earlier: [Int],
                                    entries: [Diagnostic]) -> [Bool] {
        ParallelMap.array(count: diagnostics.count, minimumChunk: 256) { index in
            var position = last[hashes[index]] ?? -1
            while position >= 0 {
                if entries[position] == diagnostics[index] { return true }
                position = earlier[position]
            }
            return false
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
