/// Builds the token catalogue: for every mode, merges the layers that apply (plain files
/// underneath, conflicting with each other; resolver and Tokens Studio stacks on top, later wins),
/// flattens the merged tree and resolves it; then gathers each token's value per mode.
struct TokenCatalogueBuilder {
    let documents: [TokenDocument]
    let strict: Bool
    /// Modes resolve independently, so they resolve in parallel; merging their results stays in mode order.
    let threads: Int

    init(documents: [TokenDocument], strict: Bool, threads: Int = 1) {
        // Discovery order must not change the output.
        self.documents = documents.sorted { $0.path < $1.path }
        self.strict = strict
        self.threads = threads
    }

    /// One mode's work before it is merged into the catalogue.
    private struct ModeResult: Sendable {
        var resolved: [(token: RawToken, resolution: TokenValueResolver.Resolution)] = []
        var structure: [Diagnostic] = []
        var resolution: [Diagnostic] = []
    }

    func build(log: inout DiagnosticLog) -> TokenCatalogue {
        // A resolver or Tokens Studio themes declare modes on purpose: their order comes first.
        let modes = TokenMode.modes(for: documents.filter(\.isStack) + documents.filter { !$0.isStack })
        let results = ParallelMap.map(modes, threads: threads) { mode in resolve(mode) }
        var diagnostics = UniqueDiagnostics()
        var tokens: [String: ResolvedToken] = [:]
        for (mode, result) in zip(modes, results) {
            var modeLog = DiagnosticLog()
            modeLog.add(contentsOf: result.structure)
            for (token, resolution) in result.resolved {
                record(resolution, of: token, in: mode.name, into: &tokens, log: &modeLog)
            }
            modeLog.add(contentsOf: result.resolution)
            diagnostics.add(modeLog.entries)
        }
        log.add(contentsOf: diagnostics.entries)
        return TokenCatalogue(modes: modes.map(\.name), tokens: tokens)
    }

    private func resolve(_ mode: TokenMode) -> ModeResult {
        var modeLog = DiagnosticLog()
        let tree = mergedTree(for: mode, log: &modeLog)
        let raw = TokenTreeFlattener.flatten(tree, log: &modeLog)
        var table: [String: RawToken] = [:]
        table.reserveCapacity(raw.count)
        for token in raw { table[token.path] = token }
        let resolver = TokenValueResolver(tokens: table, strict: strict)
        var result = ModeResult(structure: modeLog.entries)
        result.resolved.reserveCapacity(raw.count)
        for token in raw {
            guard let resolution = resolver.resolve(token.path), !token.resolveOnly else { continue }
            result.resolved.append((token, resolution))
        }
        result.resolution = resolver.log.entries
        return result
    }

    private func record(_ resolution: TokenValueResolver.Resolution, of token: RawToken, in mode: String,
                        into tokens: inout [String: ResolvedToken], log: inout DiagnosticLog) {
        guard var existing = tokens[token.path] else {
            var resolved = ResolvedToken(path: token.path, type: resolution.type, values: [mode: resolution.value],
                                         description: token.description, deprecated: token.deprecated, location: token.location)
            resolved.extensions = token.extensions
            if let alias = resolution.aliasOf { resolved.aliasOf[mode] = alias }
            tokens[token.path] = resolved
            return
        }
        guard existing.type == resolution.type else {
            log.error("type-mismatch", at: token.location,
                      "'\(token.path)' is a \(resolution.type.rawValue) in mode '\(mode)' but a \(existing.type.rawValue) in another mode",
                      notes: [.init("defined as a \(existing.type.rawValue) here", at: existing.location)])
            return
        }
        existing.values[mode] = resolution.value
        if let alias = resolution.aliasOf { existing.aliasOf[mode] = alias }
        tokens[token.path] = existing
    }

    /// Plain documents merge first (a token defined by two of them is a `duplicate-id`); within a
    /// document, layers for more specific contexts override; stacks come last, in order.
    private func mergedTree(for mode: TokenMode, log: inout DiagnosticLog) -> JSONValue {
        var tree = JSONValue.object([], at: .file(documents.first?.path ?? ""))
        for document in documents where !document.isStack {
            tree = TokenTreeMerger.merge(tree, documentTree(document, for: mode), conflict: .duplicate, log: &log)
        }
        for document in documents where document.isStack {
            tree = TokenTreeMerger.merge(tree, documentTree(document, for: mode), conflict: .override, log: &log)
        }
        return tree
    }

    private func documentTree(_ document: TokenDocument, for mode: TokenMode) -> JSONValue {
        let layers = document.layers.enumerated()
            .filter { $0.element.contexts.isSubset(of: mode.contexts) }
            .sorted { (document.isStack ? 0 : $0.element.contexts.count, $0.offset) < (document.isStack ? 0 : $1.element.contexts.count, $1.offset) }
            .map(\.element)
        var tree = JSONValue.object([], at: .file(document.path))
        var discard = DiagnosticLog()
        for layer in layers {
            let layerTree = layer.resolveOnly ? LegacyNotes.markingResolveOnly(layer.tree) : layer.tree
            tree = TokenTreeMerger.merge(tree, layerTree, conflict: .override, log: &discard)
        }
        return tree
    }
}

/// Diagnostics in first-seen order without repeats: every mode resolves the same shared tokens.
struct UniqueDiagnostics {
    private(set) var entries: [Diagnostic] = []
    private var seen: Set<Diagnostic> = []

    mutating func add(_ diagnostics: [Diagnostic]) {
        for diagnostic in diagnostics where seen.insert(diagnostic).inserted {
            entries.append(diagnostic)
        }
    }
}
