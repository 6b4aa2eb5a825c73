/// The common case, built on several threads: when every mode resolved the same paths in the same order, each
/// defined once and with one type in all modes, recording mode after mode only adds values and reports nothing,
/// so each token's entry can be built from all modes at once, without hashing a path. Recording mode after mode
/// instead takes tokens-L from 1,413 to 1,524 M instructions on one thread (the corpus 580 to 589 M), and runs on
/// one thread only; `TokenAssemblyTests` checks that both give the same catalogue.
extension TokenCatalogueBuilder {
    /// The catalogue's tokens, or nil when the modes differ and must be recorded one after another. Entries are
    /// made in order of path, each in its place, on all threads. The other modes' flattened tokens are let go once
    /// the entries are made: entries are described by the first mode's.
    static func assembleInParallel(_ results: inout [ModeResult], modes: [String]) -> TokenCatalogue.Tokens? {
        guard let tokens = entries(of: results, modes: modes) else { return nil }
        for index in results.indices.dropFirst() { results[index].tokens = [] }
        return TokenCatalogue.Tokens(sorted: tokens)
    }

    /// The entries in order of path, or nil when the modes differ. A function of its own: the copies of `results`
    /// the threads hold are gone when it returns, so letting the tokens go above frees them instead of copying them.
    private static func entries(of results: [ModeResult], modes: [String]) -> [ResolvedToken]? {
        guard let first = results.first, !results.contains(where: \.repeatsPaths),
              results.allSatisfy({ $0.resolved.count == first.resolved.count }) else { return nil }
        let count = first.resolved.count
        let chunks = ParallelMap.ranges(splitting: count, perThread: 1, minimumLength: 1_000)
        let agreed = ParallelMap.map(chunks) { positions in
            results.allSatisfy { agree($0, results[0], at: positions) }
        }
        guard !agreed.contains(false) else { return nil }
        let order = PathOrder.order(of: first.resolved.map { first.tokens[$0.index].path })
        return ParallelMap.array(count: count) { entry(at: order[$0], of: results, modes: modes) }
    }

    /// Same paths in the same order at `positions`, each with the same type.
    private static func agree(_ result: ModeResult, _ first: ModeResult, at positions: Range<Int>) -> Bool {
        positions.allSatisfy { position in
            let (mine, theirs) = (result.resolved[position], first.resolved[position])
            return mine.resolution.type == theirs.resolution.type && result.tokens[mine.index].path == first.tokens[theirs.index].path
        }
    }

    /// What recording every mode in order gives: described by the first mode's definition, a value per mode.
    /// Read in place through `results` rather than copied out: each copy of a mode's result or of a token
    /// retains everything in it, which cost more than building the entry.
    private static func entry(at position: Int, of results: [ModeResult], modes: [String]) -> ResolvedToken {
        var entry = ResolvedToken(describing: results[0].tokens[results[0].resolved[position].index],
                                  as: results[0].resolved[position].resolution.type, modeCount: modes.count)
        for mode in results.indices {
            entry.appendDistinct(results[mode].resolved[position].resolution, in: modes[mode], modeCount: modes.count)
        }
        return entry
    }
}

/// A catalogue entry, as both ways of assembling the catalogue make it.
extension ResolvedToken {
    /// Described by the token's definition, with room for every mode's value and no value yet. Inlined: called, the
    /// token passed from a mode's results in place is copied first, which retains everything in it.
    @inline(__always)
    init(describing token: borrowing RawToken, as type: TokenType, modeCount: Int) {
        self.init(path: token.path, type: type, values: ModeValues(capacity: modeCount), description: token.description,
                  deprecated: token.deprecated, location: token.location)
        extensions = token.extensions
    }

    /// Adds the value of a mode that has none here yet, and what it aliases, without looking for the mode.
    mutating func appendDistinct(_ resolution: TokenValueResolver.Resolution, in mode: String, modeCount: Int) {
        values.appendDistinct(mode, resolution.value)
        if let alias = resolution.aliasOf {
            // Room for every mode at the first alias: most aliases alias in every mode.
            if aliasOf.isEmpty { aliasOf = ModeValues(capacity: modeCount) }
            aliasOf.appendDistinct(mode, alias)
        }
    }
}
