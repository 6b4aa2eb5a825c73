/// An older Tokens Studio single-file export: each top-level group is a token set (`light`, `dark`, `global`) and there
/// is no `$metadata` or `$themes` to say so. Its references name tokens inside a set (`{global.grey.800}` in set
/// `light`), as Tokens Studio resolves them against the sets it has on, so read as one tree every one of them would be
/// unknown. A file is taken for one when none of its references names a token from the top and some name one inside
/// a set; one set alone (`global`) is such a file too.
enum TokensStudioSetsAtRoot {
    static func holds(_ json: JSONValue) -> Bool {
        guard let sets = json.object, !sets.isEmpty,
              sets.allSatisfy({ !$0.key.hasPrefix("$") && $0.value.object != nil && !isToken($0.value) }) else { return false }
        let inSets = Set(sets.flatMap { set in set.value.tokenPaths(at: "", isToken: isToken).map { String($0.dropFirst()) } })
        let fromTop = Set(sets.flatMap { set in set.value.tokenPaths(at: set.key, isToken: isToken) })
        var namesInsideASet = false
        for reference in references(in: json) {
            if fromTop.contains(reference) { return false }
            if inSets.contains(reference) { namesInsideASet = true }
        }
        return namesInsideASet
    }

    private static func isToken(_ json: JSONValue) -> Bool {
        json["value"] != nil || json["$value"] != nil
    }

    /// The paths the file's string values name, in braces or as Tokens Studio's `$spacing.base`, `.value` taken off as
    /// Style Dictionary writes it.
    private static func references(in json: JSONValue, depth: Int = 0) -> [String] {
        guard depth < 64 else { return [] }
        switch json.kind {
        case .string(let text):
            return CurlyReference.paths(inside: LegacyTreeConverter.bracingDollarReferences(in: text)).map { $0.hasSuffix(".value") ? String($0.dropLast(6)) : $0 }
        case .object(let members):
            return members.flatMap { references(in: $0.value, depth: depth + 1) }
        case .array(let items):
            return items.flatMap { references(in: $0, depth: depth + 1) }
        default:
            return []
        }
    }
}
