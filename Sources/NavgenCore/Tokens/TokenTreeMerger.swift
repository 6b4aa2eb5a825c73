/// Deep-merges DTCG token trees: groups merge member by member, a token is replaced as a whole.
enum TokenTreeMerger {
    /// What happens when both trees define the same token.
    enum Conflict {
        /// The later tree wins (resolver sets, Tokens Studio sets, `$extends`, per-mode layers).
        case override
        /// Two plain files define it: a `duplicate-id` error naming both places; the first is kept.
        case duplicate
    }

    static func merge(_ base: JSONValue, _ over: JSONValue, conflict: Conflict, path: [String] = [],
                      log: inout DiagnosticLog) -> JSONValue {
        guard let baseMembers = base.object, let overMembers = over.object else { return over }
        let merged = mergeMembers(baseMembers, overMembers, conflict: conflict, path: path, log: &log)
        return JSONValue(kind: .object(merged), location: base.location)
    }

    static func mergeMembers(_ base: [JSONValue.Member], _ over: [JSONValue.Member], conflict: Conflict,
                             path: [String], log: inout DiagnosticLog) -> [JSONValue.Member] {
        var result = base
        var index: [String: Int] = [:]
        for (position, member) in base.enumerated() { index[member.key] = position }
        for member in over {
            guard let position = index[member.key] else {
                index[member.key] = result.count
                result.append(member)
                continue
            }
            let existing = result[position]
            let bothGroups = existing.value.object != nil && member.value.object != nil
                && !existing.value.isToken && !member.value.isToken
            if bothGroups, !member.key.hasPrefix("$") || member.key == "$root" {
                var combined = member
                combined.value = merge(existing.value, member.value, conflict: conflict, path: path + [member.key], log: &log)
                combined.keyLocation = existing.keyLocation
                result[position] = combined
            } else if member.key.hasPrefix("$") && member.key != "$root" || conflict == .override {
                result[position] = member
            } else {
                let name = (path + [member.key]).joined(separator: ".")
                log.error("duplicate-id", at: member.keyLocation, "token '\(name)' is defined twice",
                          notes: [.init("first defined here", at: existing.keyLocation)])
            }
        }
        return result
    }
}
