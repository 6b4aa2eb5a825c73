/// Flattens every mode's merged tree, walking a member of the root once for all the modes that have it unchanged.
///
/// Modes usually differ in a few groups of a large shared set (a theme's colours over a foundation), and walking a
/// tree costs as much as parsing it: walked mode by mode, the shared set was walked once per mode. A member's walk
/// depends only on the member and what the root passes down, unless it follows an `$extends` (which reads the rest of
/// the tree); such a walk is used by its own mode only. Each mode gets what `TokenTreeFlattener.flatten` gives it.
enum ModeFlattening {
    typealias Flattened = (tokens: [RawToken], diagnostics: [Diagnostic])

    static func flatten(_ trees: [JSONValue], threads: Int) -> [Flattened] {
        let roots = trees.map(TokenTreeFlattener.rootMembers)
        let plan = Plan(roots)
        // In runs of members, a few per thread: a root often holds hundreds of single tokens, each walked in no time.
        let walks = ParallelMap.array(count: plan.walks.count, threads: threads, minimumChunk: 8) { index in
            let (walk, root) = (plan.walks[index], roots[plan.walks[index].mode]!)
            return TokenTreeFlattener.walk(root.members[walk.member], of: trees[walk.mode], inherited: root.inherited)
        }
        // A walk that followed an `$extends` read its own tree: the other modes that share the member walk it in theirs.
        let again = plan.uses.filter { walks[$0.walk].readsTree && plan.walks[$0.walk].mode != $0.mode }
        let rewalks = ParallelMap.map(again, threads: threads) { use in
            let root = roots[use.mode]!
            return TokenTreeFlattener.walk(root.members[use.member], of: trees[use.mode], inherited: root.inherited)
        }
        let own = Dictionary(uniqueKeysWithValues: zip(again, rewalks))
        return ParallelMap.map(Array(trees.indices), threads: threads) { mode in
            guard let root = roots[mode] else { return whole(trees[mode]) }
            let mine = plan.uses.filter { $0.mode == mode }.map { own[$0] ?? walks[$0.walk] }
            // Past the limit, which group is reported depends on the order of the whole walk.
            guard 1 + mine.reduce(0, { $0 + $1.groups }) <= TokenTreeFlattener.maximumGroups else { return whole(trees[mode]) }
            var tokens: [RawToken] = []
            tokens.reserveCapacity(mine.reduce(0) { $0 + $1.tokens.count })
            var diagnostics = root.diagnostics
            for walk in mine {
                tokens += walk.tokens
                diagnostics += walk.diagnostics
            }
            return (tokens, diagnostics)
        }
    }

    private static func whole(_ tree: JSONValue) -> Flattened {
        var log = DiagnosticLog()
        let tokens = TokenTreeFlattener.flatten(tree, log: &log)
        return (tokens, log.entries)
    }

    /// A member of a mode's root.
    private struct Use: Hashable, Sendable {
        var mode: Int
        var member: Int
        /// The walk whose result this member takes, in `Plan.walks`.
        var walk: Int
    }

    private struct Walk: Sendable {
        var mode: Int
        var member: Int
    }

    /// Which members are walked, and which walk each mode's member takes, in member order.
    private struct Plan {
        private(set) var walks: [Walk] = []
        private(set) var uses: [Use] = []
        /// Walks by member name: equal members are looked for among these only.
        private var byKey: [String: [Int]] = [:]

        typealias Root = (members: [JSONValue.Member], inherited: TokenTreeFlattener.Inherited, diagnostics: [Diagnostic])

        init(_ roots: [Root?]) {
            for (mode, root) in roots.enumerated() {
                guard let root else { continue }
                add(mode: mode, members: root.members, inherited: root.inherited, roots: roots)
            }
        }

        private mutating func add(mode: Int, members: [JSONValue.Member], inherited: TokenTreeFlattener.Inherited, roots: [Root?]) {
            for (index, member) in members.enumerated() {
                // Equal members are usually one value shared by the merged trees: comparing them stops at its storage.
                let same = byKey[member.key]?.first { candidate in
                    let walk = walks[candidate]
                    let root = roots[walk.mode]!
                    return root.inherited == inherited && root.members[walk.member] == member
                }
                if let same {
                    uses.append(Use(mode: mode, member: index, walk: same))
                } else {
                    byKey[member.key, default: []].append(walks.count)
                    uses.append(Use(mode: mode, member: index, walk: walks.count))
                    walks.append(Walk(mode: mode, member: index))
                }
            }
        }
    }
}
