extension TokenCatalogue {
    /// The token whose value `token` has in `mode`, at the end of its aliases: where the value is written.
    func aliased(_ token: ResolvedToken, in mode: String) -> ResolvedToken {
        var token = token
        // Resolved tokens alias no cycle; the bound is the resolver's own.
        for _ in 0..<TokenValueResolver.maximumDepth {
            guard let target = token.aliasOf[mode].flatMap({ referenced($0, in: mode)?.token }) else { break }
            token = target
        }
        return token
    }
}
