/// Modes written inside each token, as Cobalt and Terrazzo did before the resolver: `$value` is the token's value,
/// `"$extensions": {"mode": {"light": …, "dark": …}}` its value in each mode (a value or a reference). GitHub's Primer
/// writes its themes so, under `org.primer.overrides`, where an override may also be an object with its `$value`
/// ([ADR 4](https://github.com/primer/primitives/blob/main/contributor-docs/adrs/adr-004-token-overrides.md)). A file whose
/// tokens have them has one mode axis, `mode`, its contexts the names in first-seen order; in a mode a token does not
/// name, the token keeps its `$value`. Where the names leave `$value`'s own mode out (`dark` alone: `$value` is the
/// light one, as Terrazzo's base is), `$value` is a mode too, first: `light` beside `dark`, else `default`.
enum ExtensionModes {
    /// The mode names the file's tokens give, first seen first, after `$value`'s own where they leave it out; empty
    /// for a file without them.
    static func names(in tree: JSONValue) -> [String] {
        var names: [String] = []
        tree.forEachToken { _, token in
            for member in modes(of: token) where !names.contains(member.key) { names.append(member.key) }
        }
        guard !names.isEmpty else { return [] }
        let folded = Set(names.map { $0.lowercased() })
        guard folded.isDisjoint(with: ["light", TokenCatalogue.defaultMode]) else { return names }
        return [folded.contains("dark") ? "light" : TokenCatalogue.defaultMode] + names
    }

    /// The tree as it is in `mode`: each token that names it takes that value as its `$value`.
    static func tree(_ tree: JSONValue, in mode: String) -> JSONValue {
        tree.mappingTokens { _, token in
            guard let written = modes(of: token).first(where: { $0.key == mode })?.value else { return token }
            // Primer's object form: its `$value`, and its other members (an `alpha`) on the token as it is in that mode.
            guard let overriding = written.object, written["$value"] != nil, var members = token.object else {
                return token.updatingMember("$value") { $0 = written }
            }
            for member in overriding where member.key != "$description" {
                if let position = members.firstIndex(where: { $0.key == member.key }) { members[position].value = member.value } else { members.append(member) }
            }
            var moded = token
            moded.kind = .object(members)
            return moded
        }
    }

    private static func modes(of token: JSONValue) -> [JSONValue.Member] {
        token["$extensions"]?["mode"]?.object ?? token["$extensions"]?["org.primer.overrides"]?.object ?? []
    }
}
