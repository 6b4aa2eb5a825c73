/// The plan table of the generated tests: every edge in every mode and design as navgen planned it, each distinct plan once
/// (`plans`), in chunks of rows that each name their ends, their edge's values and their plan.
struct TransitionContext {
    /// The members `build()` makes: `EmitContext` leaves the part out when no template to render names one.
    static let keys = ["plans", "transitionChunks", "transitionCount", "hasTransitions"]

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
        // Each row's plan by position: the plans are few, the rows tens of thousands.
        let rowPlans = plans.map { planned in
            if let position = planPositions[planned.plan] { return position }
            planPositions[planned.plan] = distinct.count
            distinct.append(planned.plan)
            return distinct.count - 1
        }
        let planNames = distinct.indices.map(Self.planName)
        // Every planned edge joins two screens or containers: the engine plans no other.
        let endNames = plans.perEdge { edge in (from: ends[edge.from] ?? ("container", ""), to: ends[edge.to] ?? ("container", "")) }
        let (plans, modes) = (plans, modes)
        return [
            "plans": .list(distinct.enumerated().map { index, plan in Self.fields(of: plan, name: planNames[index]) }),
            "transitionChunks": .separated(stride(from: 0, to: plans.count, by: Self.chunkSize).map { start in
                let count = min(Self.chunkSize, plans.count - start)
                return [
                    "index": .string(String(start / Self.chunkSize)), "count": .string(String(count)),
                    "rows": .generated(GeneratedList(count: count) { offset in
                        Self.row(plans[start + offset], plan: planNames[rowPlans[start + offset]], ends: endNames[start + offset], modes: modes)
                    }),
                ]
            }),
            "transitionCount": .string(String(plans.count)),
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

    /// One edge in one mode and design; members in the order the default template reads them, so each is found at the first
    /// place looked.
    private static func row(_ planned: PlannedEdge, plan: String,
                            ends: (from: (kind: String, identifier: String), to: (kind: String, identifier: String)),
                            modes: NameTable) -> TemplateValue {
        let edge = planned.edge
        let (from, to) = ends
        return .row(rowKeys, [
            .string(from.kind), .string(from.identifier), .string(to.kind), .string(to.identifier),
            .string(edge.operation.rawValue), .string(modes[planned.mode]), .string(planned.design.rawValue),
            .string(edge.animated ? "true" : "false"), .string(edge.splitTransition.rawValue),
            .string(planned.fromTabBarVisible ? "true" : "false"),
            .string(planned.toTabBarVisible ? "true" : "false"), .string(plan),
        ])
    }

    /// Every row's keys, shared; the values are given in the same order.
    private static let rowKeys = TemplateKeys([
        "fromKind", "from", "toKind", "to", "operation", "mode", "design", "animated", "splitTransition", "fromTabBarVisible",
        "toTabBarVisible", "plan",
    ])
}
