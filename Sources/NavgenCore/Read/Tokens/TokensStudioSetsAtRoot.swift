/// An older Tokens Studio single-file export: each top-level group is a token set (`light`, `dark`, `global`) and there
/// is no `$metadata` or `$themes` to say so. Its references name tokens inside a set (`{global.grey.800}` in set
/// `light`), as Tokens Studio resolves them against the sets it has on, so read as one tree every one of them would be
/// unknown. A file is taken for one when none of its references names a token from the top and some name one inside
/// a set. In the legacy syntax (`value`/`type`) one set alone (`global`) is such a file too. The DTCG syntax is also
/// DTCG files', which refer to other files' tokens: there some reference must name a token inside another set than its
/// own, and none may name a token nowhere in the file (a DTCG component file, `button.color.primary`, may name another
/// file's `{color.primary}`, which is also inside it; a reference inside its own set decides nothing).
enum TokensStudioSetsAtRoot {
    static func holds(_ json: JSONValue, dtcgSyntax: Bool) -> Bool {
        guard let sets = json.object, !sets.isEmpty,
              sets.allSatisfy({ !$0.key.hasPrefix("$") && $0.value.object != nil && !isToken($0.value) }) else { return false }
        var namesInsideASet = false
        for own in sets.indices {
            // Most files decide at their first reference: one that names a token from the top, or in DTCG one that names
            // none in the file.
            let decided = !forEachReference(in: sets[own].value) { segments in
                if names(segments, in: json) { return false }
                guard dtcgSyntax else {
                    if !namesInsideASet { namesInsideASet = sets.contains { names(segments, in: $0.value) } }
                    return true
                }
                if sets.indices.contains(where: { $0 != own && names(segments, in: sets[$0].value) }) {
                    namesInsideASet = true
                    return true
                }
                return names(segments, in: sets[own].value)
            }
            if decided { return false }
        }
        return namesInsideASet
    }

    private static func isToken(_ json: JSONValue) -> Bool {
        json["value"] != nil || json["$value"] != nil
    }

    /// Whether the path `segments` leads from `json` to a token.
    private static func names(_ segments: [Substring], in json: JSONValue) -> Bool {
        var current = json
        for segment in segments {
            guard let next = current[String(segment)] else { return false }
            current = next
        }
        return isToken(current)
    }

    /// Calls `visit` with each path the file's string values name, in braces or as Tokens Studio's `$spacing.base`,
    /// `.value` taken off as Style Dictionary writes it, until it returns false; whether it never did.
    private static func forEachReference(in json: JSONValue, depth: Int = 0, _ visit: ([Substring]) -> Bool) -> Bool {
        guard depth < 64 else { return true }
        switch json.kind {
        case .string(let text) where text.utf8.contains(UInt8(ascii: "{")) || text.utf8.contains(UInt8(ascii: "$")):
            let braced = text.utf8.contains(UInt8(ascii: "$")) ? LegacyTreeConverter.bracingDollarReferences(in: text) : text
            for path in CurlyReference.paths(inside: braced) {
                var segments = path.split(separator: ".", omittingEmptySubsequences: false)
                if segments.last == "value" { segments.removeLast() }
                if !visit(segments) { return false }
            }
            return true
        case .object(let members):
            return members.allSatisfy { forEachReference(in: $0.value, depth: depth + 1, visit) }
        case .array(let items):
            return items.allSatisfy { forEachReference(in: $0, depth: depth + 1, visit) }
        default:
            return true
        }
    }
}
