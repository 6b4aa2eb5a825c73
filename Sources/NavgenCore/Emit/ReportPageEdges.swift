/// The edges between a page's screens, each with its plan per variant, and the distinct plans they name.
struct ReportPageEdges {
    private let variants: [Variant]
    /// Screen id → its position on the page.
    private let screens: [String: Int]
    /// The flow's route of each drawn edge, by `FlowHighlight.key`.
    private let routes: [String: [Int]]
    private var planList = DistinctList<NavigationTransitionPlan>()
    var plans: [TransitionPlanFields] { planList.values.map(TransitionPlanFields.init) }

    /// What the inputs write; the other operations follow from these.
    private static let written: Set<NavigationOperation> = [.push, .present, .unwind]

    init(variants: [Variant], screens: [String: Int], routes: [FlowContext.Arrow]) {
        self.variants = variants
        self.screens = screens
        self.routes = Dictionary(routes.map { arrow in
            (FlowHighlight.key(from: arrow.from, to: arrow.to, operation: NavigationOperation(rawValue: arrow.operation) ?? .push),
             arrow.points.flatMap { [$0.x, $0.y] })
        }, uniquingKeysWith: { first, _ in first })
    }

    /// An entry per edge between two of the page's screens, in the engine's order (it lists an edge's plans, one per
    /// variant, one after another).
    mutating func edges(_ planned: [PlannedEdge], places: inout ReportPagePlaces) -> [ReportPageContext.EdgeEntry] {
        var entries: [ReportPageContext.EdgeEntry] = []
        for run in planned.edgeRuns() {
            let first = planned[run.lowerBound]
            let edge = first.edge
            guard let from = screens[edge.from], let to = screens[edge.to] else { continue }
            var plans = [Int?](repeating: nil, count: variants.count)
            // An edge mostly plans alike in every variant: each of its distinct plans is numbered once.
            var groups: [(first: Int, variants: [Int])] = []
            planned.appendGroups(of: run, variants: variants, alike: { $0.plan == $1.plan }, to: &groups)
            for group in groups where group.variants.contains(where: { $0 < variants.count }) {
                let position = planList.position(of: planned[group.first].plan)
                for variant in group.variants where variant < variants.count { plans[variant] = position }
            }
            let written = Self.written.contains(edge.operation)
            entries.append(ReportPageContext.EdgeEntry(from: from, to: to, operation: edge.operation.rawValue,
                                                       presentation: edge.presentationName, plans: plans,
                                                       fromTabBar: first.tabBar.from, toTabBar: first.tabBar.to,
                                                       place: written ? places.place(edge.location) : nil,
                                                       route: routes[FlowHighlight.key(edge)]))
        }
        return entries
    }
}
