extension TokenCatalogue {
    /// The UIKit system colour a colour token is in `mode`, through its aliases: a colour set's reference to one, which
    /// the glue and the token constants hand UIKit as itself.
    func systemColor(of token: ResolvedToken, in mode: String) -> NavigationSystemColor? {
        var token = token
        // Resolved tokens alias no cycle; the bound is the resolver's own.
        for _ in 0..<TokenValueResolver.maximumDepth {
            if let name = token.extensions?[LegacyNotes.extensionKey]?[SystemColorTable.systemNote]?.string {
                return NavigationSystemColor(rawValue: name)
            }
            guard let target = token.aliasOf[mode].flatMap({ referenced($0, in: mode)?.token }) else { return nil }
            token = target
        }
        return nil
    }
}
