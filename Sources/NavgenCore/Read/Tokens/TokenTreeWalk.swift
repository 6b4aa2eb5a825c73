/// Walking a token tree as DTCG nests it: its tokens are the objects `isToken` names, inside groups whose members are
/// named without `$` (but `$root`, a group's own token).
extension JSONValue {
    /// The tree with `transform` applied to each token and its path (names joined by `.`), the groups around them kept.
    func mappingTokens(path: String = "", depth: Int = 0, _ transform: (_ path: String, _ token: JSONValue) -> JSONValue) -> JSONValue {
        guard depth < JSONReader.maximumDepth, let members = object else { return self }
        if isToken { return transform(path, self) }
        var result = self
        result.kind = .object(members.map { member in
            var member = member
            if Self.holdsTokens(member.key) {
                member.value = member.value.mappingTokens(path: path.isEmpty ? member.key : path + "." + member.key, depth: depth + 1, transform)
            }
            return member
        })
        return result
    }

    /// Calls `body` with each token and its path (names joined by `.`), in the order they are written.
    func forEachToken(path: String = "", depth: Int = 0, _ body: (_ path: String, _ token: JSONValue) -> Void) {
        guard depth < JSONReader.maximumDepth, let members = object else { return }
        if isToken { return body(path, self) }
        for member in members where Self.holdsTokens(member.key) {
            member.value.forEachToken(path: path.isEmpty ? member.key : path + "." + member.key, depth: depth + 1, body)
        }
    }

    /// Whether this object, or one nested in its members, passes `test`: how a file's format is told by its content,
    /// looking 64 levels deep at most.
    func containsObject(depth: Int = 0, where test: (JSONValue) -> Bool) -> Bool {
        guard depth < 64, let members = object else { return false }
        if test(self) { return true }
        return members.contains { $0.value.containsObject(depth: depth + 1, where: test) }
    }

    private static func holdsTokens(_ key: String) -> Bool {
        !key.hasPrefix("$") || key == "$root"
    }
}
