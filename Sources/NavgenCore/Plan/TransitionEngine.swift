/// Plans every edge in every mode and design with the runtime's planner (`NavigationPlanner`), the one the app runs:
/// what only build time knows, the edges, the stacks along them, the modes and designs, stays here.
public enum TransitionEngine {
    /// Plans for every edge in every mode and design, edge by edge; the content-area swipe back only in `glass`.
    public static func plans(for model: NavigationModel) -> [PlannedEdge] {
        let bars = BarTable(model: model)
        let stacks = EdgeStacks(model: model)
        var planned: [PlannedEdge] = []
        // At most a plan per edge and variant: room made once rather than grown by doubling.
        planned.reserveCapacity(model.edges.count * model.variants.count)
        for edge in model.edges {
            guard let fromBars = bars[edge.from, in: edge], let toBars = bars[edge.to, in: edge] else { continue }
            let ends = stacks.ends(of: edge)
            let shared = Shared(edge)
            for (index, variant) in model.variants.enumerated() where variant.design == .glass || !edge.operation.isContentSwipe {
                guard let from = fromBars[index], let to = toBars[index] else { continue }
                let tabBar = stacks.tabBarVisibility(for: edge, ends: ends, variant: index)
                let plan = Self.plan(from: from.value, to: to.value, edge: edge, design: variant.design, tabBar: tabBar)
                planned.append(PlannedEdge(edge: shared, variant: variant, from: from, to: to, tabBar: tabBar, plan: plan))
            }
        }
        return planned
    }

    /// The plan of one edge between two bars in `design`, the tab bar showing as `tabBar` says (on neither side unless
    /// given): the edge's operation, animation, split and presentation passed to the runtime's planner, with the app's
    /// tint in the bars' mode.
    public static func plan(from: BarAppearance, to: BarAppearance, edge: Edge, design: NavigationDesign = .legacy,
                            tabBar: NavigationTabBarVisibility = NavigationTabBarVisibility(from: false, to: false)) -> NavigationTransitionPlan {
        NavigationPlanner.plan(from: from.runtime, to: to.runtime, operation: edge.operation, animated: edge.animated,
                               splitTransition: edge.splitTransition, presentation: edge.presentation ?? .fullScreen,
                               capturesStatusBar: edge.capturesStatusBar, design: design, appTint: from.defaultTint,
                               tabBar: tabBar)
    }
}
