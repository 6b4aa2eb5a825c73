/// Plans every edge in every mode with the runtime's planner (`NavigationPlanner`), the one the app runs: what only
/// build time knows, the edges, the stacks along them and the modes, stays here.
public enum TransitionEngine {
    /// Plans for every edge in every mode, edge by edge. `threads` above 1 plans runs of edges at once;
    /// the plans are the same, in the same order, for any count.
    public static func plans(for model: NavigationModel, threads: Int = 1) -> [PlannedEdge] {
        // Independent tables over every screen: made at once.
        let (bars, stacks) = ParallelMap.pair(threads: threads, { BarTable(model: model) }, { EdgeStacks(model: model) })
        let modes = model.modes
        return ParallelMap.chunked(model.edges, threads: threads) { (edge, planned: inout [PlannedEdge]) in
            guard let fromBars = bars[edge.from], let toBars = bars[edge.to] else { return }
            let ends = stacks.ends(of: edge)
            let shared = Shared(edge)
            for (mode, name) in modes.enumerated() {
                guard let from = fromBars[mode], let to = toBars[mode] else { continue }
                let tabBar = stacks.tabBarVisibility(for: edge, ends: ends, mode: mode)
                // The tab bar along the edge passed beside the bars rather than set on copies of them: copying a
                // bar retains everything in it, and both threads plan edges between the same screens.
                let plan = NavigationPlanner.plan(from: from.value.runtime, to: to.value.runtime, tabBar: tabBar,
                                                  operation: edge.operation, animated: edge.animated,
                                                  splitTransition: edge.splitTransition)
                planned.append(PlannedEdge(edge: shared, mode: name, from: from, to: to, tabBarVisible: tabBar, plan: plan))
            }
        }
    }

    /// The plan of one edge between two bars, the tab bar showing as the bars say.
    public static func plan(from: BarAppearance, to: BarAppearance, edge: Edge) -> NavigationTransitionPlan {
        NavigationPlanner.plan(from: from.runtime, to: to.runtime, operation: edge.operation, animated: edge.animated,
                               splitTransition: edge.splitTransition)
    }
}
