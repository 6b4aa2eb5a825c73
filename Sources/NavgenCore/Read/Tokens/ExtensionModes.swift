/// Modes written inside each token, as Cobalt and Terrazzo did before the resolver: `$value` is the token's value,
/// `"$extensions": {"mode": {"light": …, "dark": …}}` its value in each mode (a value or a reference). A file whose
/// tokens have them has one mode axis, `mode`, its contexts the names in first-seen order; in a mode a token does not
/// name, the token keeps its `$value`.
enum ExtensionModes {
    /// The mode names the file's tokens give, first seen first; empty for a file without them.
    static func names(in tree: JSONValue) -> [String] {
        var names: [String] = []
        visit(tree) { token in
            for member in modes(of: token) where !names.contains(member.key) { names.append(member.key) }
        }
        return names
    }

    /// The tree as it is in `mode`: each token that names it takes that value as its `$value`.
    static func tree(_ tree: JSONValue, in mode: String) -> JSONValue {
        guard let members = tree.object else { return tree }
        var result = tree
        if tree["$value"] != nil {
            guard let value = modes(of: tree).first(where: { $0.key == mode })?.value else { return tree }
            result.kind = .object(members.map { member in
                var member = member
                if member.key == "$value" { member.value = value }
                return member
            })
            return result
        }
        result.kind = .object(members.map { member in
            var member = member
            if !member.key.hasPrefix("$") || member.key == "$root" { member.value = Self.tree(member.value, in: mode) }
            return member
        })
        return result
    }

    private static func modes(of token: JSONValue) -> [JSONValue.Member] {
        token["$extensions"]?["mode"]?.object ?? []
    }

    /// Calls `body` with every token of the tree (an object with `$value`).
    private static func visit(_ tree: JSONValue, depth: Int = 0, _ body: (JSONValue) -> Void) {
        guard depth < JSONReader.maximumDepth, let members = tree.object else { return }
        if tree["$value"] != nil { return body(tree) }
        for member in members where !member.key.hasPrefix("$") || member.key == "$root" {
            visit(member.value, depth: depth + 1, body)
        }
    }
}
