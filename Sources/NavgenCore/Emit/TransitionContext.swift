/// The plan table of the generated tests: every edge in every mode and design as navgen planned it, each distinct plan once
/// (`plans`), in chunks of rows. A row is an edge and one of its plans with the tab bar along it, and the modes and designs
/// it holds in: most edges plan alike in all of them, so one row stands for them all, as the report's transitions do.
struct TransitionContext {
    /// The members `build()` makes: `EmitContext` leaves the part out when no template to render names one.
    static let keys = ["plans", "transitionChunks", "transitionCount", "transitionRowCount", "hasTransitions"]

    let model: NavigationModel
    let plans: [PlannedEdge]
    let screens: NameTable
    let containers: NameTable
    let modes: NameTable

    /// Rows per generated table function: small bodies keep type-checking linear.
    static let chunkSize = 200

    func build() -> TemplateObject {
        var ends: [String: (kind: String, identifier: String)] = [:]
        for container in model.containers { ends[container.id] = ("container", containers[container.id]) }
        for screen in model.screens { ends[screen.id] = ("screen", screens[screen.id]) }
        var planPositions: [NavigationTransitionPlan: Int] = [:]
        var distinct: [NavigationTransitionPlan] = []
        // Each plan by position: the distinct plans are few, the plans tens of thousands.
        let planPosition = self.plans.indices.map { index in
            // Read in place: a planned edge is large to copy.
            let plan = self.plans[index].plan
            if let position = planPositions[plan] { return position }
            planPositions[plan] = distinct.count
            distinct.append(plan)
            return distinct.count - 1
        }
        let planNames = distinct.indices.map(Self.planName)
        // A row per edge, plan and tab bar along the edge.
        let rows = plans.groupedPerEdge(variants: model.variants) { one, other in
            one.plan == other.plan && one.fromTabBarVisible == other.fromTabBarVisible && one.toTabBarVisible == other.toTabBarVisible
        }
        // Every planned edge joins two screens or containers: the engine plans no other.
        let endNames = rows.map { row in
            let edge = self.plans[row.first].edge
            return (from: ends[edge.from] ?? ("container", ""), to: ends[edge.to] ?? ("container", ""))
        }
        // The few distinct lists of modes and designs rows hold in, each made once; a row names its list by position.
        var variantLists: [TemplateValue] = []
        var listPositions: [[Int]: Int] = [:]
        let rowLists = rows.map { row -> Int? in
            guard row.variants.count < model.variants.count else { return nil }
            if let position = listPositions[row.variants] { return position }
            listPositions[row.variants] = variantLists.count
            variantLists.append(.separated(row.variants.map { model.variants[$0].context(modes) }))
            return variantLists.count - 1
        }
        let (plans, lists) = (plans, variantLists)
        return [
            "plans": .list(distinct.enumerated().map { index, plan in Self.fields(of: plan, name: planNames[index]) }),
            "transitionChunks": .separated(stride(from: 0, to: rows.count, by: Self.chunkSize).map { start in
                let count = min(Self.chunkSize, rows.count - start)
                return [
                    "index": .string(String(start / Self.chunkSize)), "count": .string(String(count)),
                    "rows": .generated(GeneratedList(count: count) { offset in
                        let first = rows[start + offset].first
                        return Self.row(plans[first], plan: planNames[planPosition[first]], ends: endNames[start + offset],
                                        variants: rowLists[start + offset].map { lists[$0] })
                    }),
                ]
            }),
            "transitionCount": .string(String(plans.count)),
            "transitionRowCount": .string(String(rows.count)),
            "hasTransitions": .bool(!plans.isEmpty),
        ]
    }

    private static func planName(_ index: Int) -> String { "plan" + String(index) }

    /// A plan's name and its fields' case names.
    private static func fields(of plan: NavigationTransitionPlan, name: String) -> TemplateValue {
        [
            "name": .string(name), "visibility": .string(plan.visibility.rawValue), "background": .string(plan.background.rawValue),
            "shadow": .string(plan.shadow.rawValue), "tint": .string(plan.tint.rawValue), "title": .string(plan.title.rawValue),
            "statusBar": .string(SwiftName.escape(plan.statusBar.rawValue)), "largeTitle": .string(plan.largeTitle.rawValue),
            "bottomBar": .string(plan.bottomBar.rawValue), "interactivePop": .string(plan.interactivePop.rawValue),
            "items": .string(plan.items.rawValue), "edgeEffect": .string(plan.edgeEffect.rawValue),
        ]
    }

    /// One edge and plan; members in the order the default template reads them, so each is found at the first place looked.
    /// `variants` is nil when the row holds in every mode and design.
    private static func row(_ planned: PlannedEdge, plan: String,
                            ends: (from: (kind: String, identifier: String), to: (kind: String, identifier: String)),
                            variants: TemplateValue?) -> TemplateValue {
        let edge = planned.edge
        let (from, to) = ends
        return .row(rowKeys, [
            .string(from.kind), .string(from.identifier), .string(to.kind), .string(to.identifier),
            .string(edge.operation.rawValue), .bool(edge.animated), .bool(edge.splitTransition == .automatic),
            .string(edge.splitTransition.rawValue), .string(planned.fromTabBarVisible ? "true" : "false"),
            .string(planned.toTabBarVisible ? "true" : "false"), .string(plan), .bool(variants == nil),
            variants ?? .list([]),
        ])
    }

    /// Every row's keys, shared; the values are given in the same order.
    private static let rowKeys = TemplateKeys([
        "fromKind", "from", "toKind", "to", "operation", "animated", "automaticSplit", "splitTransition", "fromTabBarVisible",
        "toTabBarVisible", "plan", "inEveryVariant", "variants",
    ])
}
