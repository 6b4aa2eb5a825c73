/// The plan table of the generated tests: every edge in every mode and design as navgen planned it, each distinct plan
/// once (`plans`), in chunks of rows. A row is an edge and one of its plans with the tab bar along it, and the modes and
/// designs it holds in: most edges plan alike in all of them, so one row stands for them all, as the report's
/// transitions do.
public struct TransitionContext: Codable, Equatable, Sendable {
    /// In the order first met; a plan is named by its position.
    public var plans: [TransitionPlanFields]
    public var chunks: [Chunk]
    /// The plans, one per edge, mode and design.
    public var count: Int
    public var rowCount: Int
    /// The app's tint in each mode that has one, which the planner compares bars without a tint of their own with.
    public var appTints: [TestContext.ModeColor]

    /// Rows per generated table function: small bodies keep type-checking linear.
    static let chunkSize = 200

    public struct Chunk: Codable, Equatable, Sendable {
        /// The number of rows.
        public var count: Int
        public var rows: [Row]
    }

    public struct Row: Codable, Equatable, Sendable {
        /// `screen` or `container`; `alone` for a screen shown in no navigation controller there (no bar), `child` for a
        /// child controller under the bar of the screen that holds it (`PresentedBars`).
        public var fromKind: String
        /// The `NavigationScreen` or `NavigationContainer` case.
        public var from: String
        /// A `child`'s holding screen's `NavigationScreen` case.
        public var fromHolder: String?
        public var toKind: String
        public var to: String
        public var toHolder: String?
        public var operation: String
        public var animated: Bool
        /// The edge's `NavigationSplitTransition` case when it is not `automatic`.
        public var splitTransition: String?
        /// The presentation's `NavigationPresentationStyle` case when it is not `fullScreen`.
        public var presentation: String?
        /// Whether the presented screen captures the status bar.
        public var capturesStatusBar: Bool
        /// The tab bar along the edge.
        public var fromTabBarVisible: Bool
        public var toTabBarVisible: Bool
        /// The plan's position in `plans`.
        public var plan: Int
        /// Whether the row holds in every mode and design; if not, `variants` lists where.
        public var inEveryVariant: Bool
        public var variants: [EmitContext.VariantName]
    }

    init(model: NavigationModel, plans: [PlannedEdge], names: EmitNames) {
        var ends: [String: (kind: String, identifier: String)] = [:]
        for container in model.containers { ends[container.id] = ("container", names.containers[container.id]) }
        for screen in model.screens { ends[screen.id] = ("screen", names.screens[screen.id]) }
        let presented = PresentedBars(model: model)
        // An edge's end as its row names it: the kind says which bar the end shows there.
        func end(_ id: String, of edge: Edge) -> (kind: String, identifier: String, holder: String?) {
            // Every planned edge joins two screens or containers: the engine plans no other.
            let own = ends[id] ?? ("container", "")
            switch presented.shown(id, in: edge) {
            case .own: return (own.kind, own.identifier, nil)
            case .none: return ("alone", own.identifier, nil)
            case .holder(let holder): return ("child", own.identifier, names.screens[holder])
            }
        }
        // A row per edge, plan and tab bar along the edge. Rows come in the order of their first plans, so naming the
        // plans as rows meet them names them in the order the engine met them.
        var distinct = DistinctList<NavigationTransitionPlan>()
        let groups = plans.groupedPerEdge(variants: model.variants) { one, other in
            one.plan == other.plan && one.tabBar == other.tabBar
        }
        // The few distinct lists of modes and designs rows hold in, each made once.
        var variantLists: [[Int]: [EmitContext.VariantName]] = [:]
        let rows = groups.map { group in
            let planned = plans[group.first]
            let edge = planned.edge
            let (from, to) = (end(edge.from, of: edge), end(edge.to, of: edge))
            let inEveryVariant = group.variants.count >= model.variants.count
            var variants: [EmitContext.VariantName] = []
            if !inEveryVariant {
                variants = variantLists[group.variants] ?? group.variants.map { EmitContext.VariantName(model.variants[$0], modes: names.modes) }
                variantLists[group.variants] = variants
            }
            return Row(fromKind: from.kind, from: from.identifier, fromHolder: from.holder, toKind: to.kind, to: to.identifier, toHolder: to.holder,
                       operation: edge.operation.rawValue,
                       animated: edge.animated, splitTransition: edge.splitTransition == .automatic ? nil : edge.splitTransition.rawValue,
                       presentation: edge.presentation.flatMap { $0 == .fullScreen ? nil : $0.rawValue },
                       capturesStatusBar: edge.capturesStatusBar,
                       fromTabBarVisible: planned.tabBar.from, toTabBarVisible: planned.tabBar.to,
                       plan: distinct.position(of: planned.plan), inEveryVariant: inEveryVariant, variants: variants)
        }
        self.plans = distinct.values.map(TransitionPlanFields.init)
        chunks = stride(from: 0, to: rows.count, by: Self.chunkSize).map { start in
            let chunk = Array(rows[start..<min(start + Self.chunkSize, rows.count)])
            return Chunk(count: chunk.count, rows: chunk)
        }
        count = plans.count
        rowCount = rows.count
        appTints = TestContext.ModeColor.appTints(of: model, names: names)
    }
}
