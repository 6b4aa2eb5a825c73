import Foundation

/// Flattens every mode's merged tree, walking a member of the root once for all the modes that have it unchanged.
///
/// Modes usually differ in a few groups of a large shared set (a theme's colours over a foundation), and walking a
/// tree costs as much as parsing it: walked mode by mode, the shared set was walked once per mode. A member's walk
/// depends only on the member and what the root passes down, unless it follows an `$extends`, which reads the rest of
/// the tree: then, as when the walks together pass the group limit, every tree is walked whole, as before. Each mode
/// gets what `TokenTreeFlattener.flatten` gives it.
enum ModeFlattening {
    typealias Flattened = (tokens: [RawToken], diagnostics: [Diagnostic])

    /// `budget` bounds the groups the member walks visit together; by default the limit of a whole walk for each tree.
    static func flatten(_ trees: [JSONValue], budget: GroupBudget? = nil) -> [Flattened] {
        let budget = budget ?? GroupBudget(TokenTreeFlattener.maximumGroups * max(1, trees.count))
        let roots = trees.map(TokenTreeFlattener.rootMembers)
        let plan = Plan(roots)
        // In runs of members, a few per thread: a root often holds hundreds of single tokens, each walked in no time.
        let walks = ParallelMap.array(count: plan.walks.count, minimumChunk: 8) { index in
            let (walk, root) = (plan.walks[index], roots[plan.walks[index].mode]!)
            return TokenTreeFlattener.walk(root.members[walk.member], of: trees[walk.mode], inherited: root.inherited, budget: budget)
        }
        // Past the budget, or after an `$extends`, some walks stopped short: each tree is walked whole instead.
        guard !budget.isExhausted else { return ParallelMap.map(trees, whole) }
        return ParallelMap.map(Array(trees.indices)) { mode in
            guard let root = roots[mode] else { return whole(trees[mode]) }
            let mine = plan.uses[plan.usesOf[mode]].map { walks[$0] }
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

    @Sendable private static func whole(_ tree: JSONValue) -> Flattened {
        var log = DiagnosticLog()
        let tokens = TokenTreeFlattener.flatten(tree, log: &log)
        return (tokens, log.entries)
    }

    /// A member walked: the mode whose tree it is walked in, and its position in that tree's root.
    private struct Walk: Sendable {
        var mode: Int
        var member: Int
    }

    /// Which members are walked, and which walk each mode's member takes, in member order.
    private struct Plan {
        private(set) var walks: [Walk] = []
        /// For every mode's members in order, mode after mode, the walk in `walks` whose result the member takes.
        private(set) var uses: [Int] = []
        /// Each mode's part of `uses`.
        private(set) var usesOf: [Range<Int>] = []
        /// Walks by member name: equal members are looked for among these only.
        private var byKey: [String: [Int]] = [:]

        typealias Root = (members: [JSONValue.Member], inherited: TokenTreeFlattener.Inherited, diagnostics: [Diagnostic])

        init(_ roots: [Root?]) {
            for (mode, root) in roots.enumerated() {
                let start = uses.count
                if let root { add(mode: mode, members: root.members, inherited: root.inherited, roots: roots) }
                usesOf.append(start..<uses.count)
            }
        }

        private mutating func add(mode: Int, members: [JSONValue.Member], inherited: TokenTreeFlattener.Inherited, roots: [Root?]) {
            for (index, member) in members.enumerated() {
                // Equal members are usually one value shared by the merged trees: comparing them stops at its storage.
                // Members equal only in content are compared in depth, so a few candidates are tried, not every mode's.
                let same = byKey[member.key]?.suffix(4).first { candidate in
                    let walk = walks[candidate]
                    let root = roots[walk.mode]!
                    return root.inherited == inherited && root.members[walk.member] == member
                }
                if let same {
                    uses.append(same)
                } else {
                    byKey[member.key, default: []].append(walks.count)
                    uses.append(walks.count)
                    walks.append(Walk(mode: mode, member: index))
                }
            }
        }
    }
}

/// The groups the member walks of one flattening may visit between them, on any thread. Each walk counts its own
/// groups against the limit of a whole walk, so without a shared count a root of many members that each expand
/// by `$extends` copies would cost that limit once per member. A walk that meets an `$extends` spends all that is
/// left: the others stop at their next group, rather than each look up the chains it copies on its own.
final class GroupBudget: @unchecked Sendable {
    private let lock = NSLock()
    private let groups: Int
    private var asked = 0
    private var spentAll = false

    init(_ groups: Int) { self.groups = groups }

    /// Takes a group; false once there are none left.
    func take() -> Bool {
        lock.withLock {
            asked += 1
            return !spentAll && asked <= groups
        }
    }

    /// Leaves nothing to take.
    func spendAll() {
        lock.withLock { spentAll = true }
    }

    /// Groups asked for, including those refused.
    var spent: Int { lock.withLock { asked } }

    var isExhausted: Bool { lock.withLock { spentAll || asked > groups } }
}
