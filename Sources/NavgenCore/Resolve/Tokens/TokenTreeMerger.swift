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
        var index = keyIndex(of: base)
        merge(over, into: &result, index: &index, conflict: conflict, path: path, log: &log)
        return result
    }

    /// Key → position; a key written twice names its last position.
    static func keyIndex(of members: [JSONValue.Member]) -> [String: Int] {
        var index: [String: Int] = [:]
        index.reserveCapacity(members.count)
        for (position, member) in members.enumerated() { index[member.key] = position }
        return index
    }

    /// `over` merged into `result`, whose keys `index` locates (and is kept up to date).
    static func merge(_ over: [JSONValue.Member], into result: inout [JSONValue.Member], index: inout [String: Int],
                      conflict: Conflict, path: [String], log: inout DiagnosticLog) {
        for member in over {
            guard let position = index[member.key] else {
                index[member.key] = result.count
                result.append(member)
                continue
            }
            let existing = result[position]
            // An object of no token and no value, only properties or nothing, adds nothing to a token it meets, as Style
            // Dictionary's deep merge reads it: a dark file's `"disabled": {}` (a comment beside it says the token needs no
            // dark value) leaves the token as it is.
            if Self.holdsNoToken(member.value) && existing.value.isToken { continue }
            if Self.holdsNoToken(existing.value) && member.value.isToken {
                result[position] = member
                continue
            }
            let bothGroups = existing.value.object != nil && member.value.object != nil
                && !existing.value.isToken && !member.value.isToken
            if bothGroups, !member.key.hasPrefix("$") || member.key == "$root" {
                var combined = member
                combined.value = merge(existing.value, member.value, conflict: conflict, path: path + [member.key], log: &log)
                combined.keyLocation = existing.keyLocation
                result[position] = combined
            } else if member.key.hasPrefix("$") && member.key != "$root" {
                result[position] = member
            } else if let clash = kindClash(existing, member, name: (path + [member.key]).joined(separator: "."), conflict: conflict) {
                log.add(clash)
                if conflict == .override { result[position] = member }
            } else if conflict == .override {
                result[position] = member
            } else {
                let name = (path + [member.key]).joined(separator: ".")
                if [member, existing].allSatisfy({ $0.keyLocation.file.hasSuffix(".colorset/Contents.json") }) {
                    let catalogues = [member, existing].map { AssetCatalogColorSetReader.catalogue(of: $0.keyLocation.file) }
                    // Two catalogues are most often two targets' (an app's and an extension's, or two brands' apps), each
                    // built into its own target, whose UIColor(named:) loads its own; two folders of one catalogue without
                    // a namespace are one name.
                    let advice = catalogues[0] != catalogues[1]
                        ? "in two asset catalogues (two targets', such as an app's and an extension's, each loading its own): "
                            + "name navgen only the app's catalogue, or rename one"
                        : "which UIColor(named:) does not tell apart; rename one, or check Provides Namespace on its folder in "
                            + "Xcode's attributes inspector so that the folder's name comes first"
                    log.report(.duplicateID, inToken: name, at: member.keyLocation,
                               "two colour sets are named '\(member.key)' with different colours, \(advice)",
                               notes: [.init("the other colour set '\(member.key)'", at: existing.keyLocation)])
                } else {
                    log.report(.duplicateID, inToken: name, at: member.keyLocation, "token '\(name)' is defined twice",
                               notes: [.init("first defined here", at: existing.keyLocation)])
                }
            }
        }
    }
}

extension TokenTreeMerger {
    /// An object that is no token and holds none: no members, or only properties (`$type`, `$description`), not `$root`.
    fileprivate static func holdsNoToken(_ value: JSONValue) -> Bool {
        guard let members = value.object, !value.isToken else { return false }
        return members.allSatisfy { $0.key.hasPrefix("$") && $0.key != "$root" }
    }

    /// A name that is a token on one side and a group of tokens on the other, which a tree cannot hold both of (Tokens
    /// Studio's flat names can: `text.xs` beside `text.xs.size`). A later set's replaces the earlier, said with what it
    /// loses; two plain files' are defined twice, said as such.
    fileprivate static func kindClash(_ existing: JSONValue.Member, _ member: JSONValue.Member, name: String,
                                      conflict: Conflict) -> Diagnostic? {
        guard existing.value.object != nil, member.value.object != nil, existing.value.isToken != member.value.isToken else { return nil }
        let count = (existing.value.isToken ? member : existing).value.tokenPaths(at: name).count
        let tokens = count == 1 ? "1 token" : "\(count) tokens"
        func kind(_ side: JSONValue.Member) -> String { side.value.isToken ? "a token" : "a group of \(tokens)" }
        let note = Diagnostic.Note("'\(name)' is \(kind(existing)) here", at: existing.keyLocation)
        switch conflict {
        case .override where member.value.isToken:
            return Diagnostic(.noEffect, at: member.keyLocation, """
                token '\(name)' replaces a group of \(tokens) of the same name, which a DTCG tree cannot hold beside it, so they \
                are not defined (Tokens Studio keeps both names); rename the token or the group
                """, notes: [note])
        case .override:
            return Diagnostic(.noEffect, at: member.keyLocation, """
                the group '\(name)' replaces a token of the same name, which a DTCG tree cannot hold beside it, so that token \
                is not defined (Tokens Studio keeps both names); rename the token or the group
                """, notes: [note])
        case .duplicate:
            var duplicate = Diagnostic(.duplicateID, at: member.keyLocation, """
                '\(name)' is \(kind(member)) here and \(kind(existing)) in another file; a name is one or the other, so navgen \
                keeps the first; rename one
                """, notes: [note])
            duplicate.tokenPath = name
            return duplicate
        }
    }
}

/// Merges trees one after another into one, as repeated `TokenTreeMerger.merge` calls would, but keeps the
/// top level and its key index between trees: rebuilding and copying them for each of many files is quadratic.
struct TokenTreeAccumulator {
    /// The tree so far when it is not an object (a later tree then replaces it), else its location.
    private var root: JSONValue
    private var members: [JSONValue.Member]?
    private var index: [String: Int] = [:]

    init(_ root: JSONValue) {
        self.root = root
        members = nil
        replace(with: root)
    }

    var tree: JSONValue {
        members.map { JSONValue(kind: .object($0), location: root.location) } ?? root
    }

    mutating func add(_ over: JSONValue, conflict: TokenTreeMerger.Conflict, log: inout DiagnosticLog) {
        guard members != nil, let overMembers = over.object else { return replace(with: over) }
        TokenTreeMerger.merge(overMembers, into: &members!, index: &index, conflict: conflict, path: [], log: &log)
    }

    private mutating func replace(with tree: JSONValue) {
        root = tree
        members = tree.object
        index = members.map(TokenTreeMerger.keyIndex) ?? [:]
    }
}
