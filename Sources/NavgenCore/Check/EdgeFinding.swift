/// Plans that match a rule, gathered per pair of screens: one segue gives a push, a pop and the
/// swipes back (and, one push deep, a pop-to-root) in every mode and design, and deserves one diagnostic, not a dozen.
struct EdgeFinding {
    /// The first matching plan: its edge names the screens and the place.
    var first: PlannedEdge
    var operations: [NavigationOperation]
    var variants: [Variant]

    /// Plans of edges within one navigation bar that match. Presentations are left out: the presented
    /// screens bring their own bar, so nothing there is shared or split.
    static func gather(_ plans: [PlannedEdge], where matches: (PlannedEdge) -> Bool) -> [EdgeFinding] {
        var findings: [EdgeFinding] = []
        var index: [Ends: Int] = [:]
        // By position: iterating would copy every plan, and the rules that gather look at tens of thousands.
        for position in plans.indices where plans[position].edge.operation.movesWithinOneBar && matches(plans[position]) {
            let (planned, edge) = (plans[position], plans[position].edge)
            let ends = Ends(edge.from, edge.to)
            if let at = index[ends] {
                if !findings[at].operations.contains(edge.operation) { findings[at].operations.append(edge.operation) }
                if !findings[at].variants.contains(planned.variant) { findings[at].variants.append(planned.variant) }
            } else {
                index[ends] = findings.count
                findings.append(EdgeFinding(first: planned, operations: [edge.operation], variants: [planned.variant]))
            }
        }
        return findings
    }

    /// The two screens of an edge, whichever way it goes: a push and the pop back are one finding. Two strings
    /// in order rather than a set of them, which would be allocated and hashed for every matching plan.
    private struct Ends: Hashable {
        let first: String
        let second: String

        init(_ one: String, _ other: String) {
            (first, second) = one < other ? (one, other) : (other, one)
        }
    }

    /// `'Feed' → 'Article' (push, pop)`, the screens by the names people read, with the modes and designs when only
    /// some of the model's match.
    func subject(of model: NavigationModel) -> String {
        let edge = first.edge
        let operations = operations.map(\.rawValue).joined(separator: ", ")
        return "'\(model.name(of: edge.from))' → '\(model.name(of: edge.to))' (\(operations))\(variants.variantSuffix(of: model.variants))"
    }
}

extension NavigationOperation {
    /// Push and the pops: one navigation bar serves both screens. Unwinds can cross presentations, so they are not counted.
    var movesWithinOneBar: Bool { self == .push || self == .popToRoot || popsStack }
}
