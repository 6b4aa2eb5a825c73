/// A reference to a token that only a Tokens Studio set no theme selects defines. Tokens Studio resolves a theme against
/// its enabled and source sets, so the reference finds no token, rightly; but "unknown token" sent people looking for a
/// missing file when the fix is to select the set (a Penpot project's palette set, in no theme).
enum UnselectedSetReferences {
    /// How the rewritten problem begins, which `PerFileSummary` says once for a file's references alike.
    static let prefix = "a token of token set "

    /// Rewrites each mode's `unknown token` diagnostics for such tokens in place, and the skips that quote them.
    static func explain(_ results: inout [TokenCatalogueBuilder.ModeResult], unselected: [String: String]) {
        guard !unselected.isEmpty else { return }
        for index in results.indices {
            for unknown in results[index].unknownPaths {
                guard let set = unselected[unknown.path] else { continue }
                let old = results[index].resolution[unknown.entry]
                // A message a mode-scoped rewrite already changed stays as it is.
                guard old.message.hasPrefix(TokenValueResolver.unknownToken) else { continue }
                var new = old
                new.message = "'\(unknown.path)' is \(prefix)'\(set)', which no theme of \"$themes\" selects, so it is in no mode; "
                    + "select '\(set)' in the theme (\"source\" where a set only gives others their values)"
                results[index].rewrite(unknown.entry, as: new)
            }
        }
    }
}
