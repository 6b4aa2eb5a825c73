/// Plans every edge in every mode and design with the runtime's planner (`NavigationPlanner`), the one the app runs:
/// what only build time knows, the edges, the stacks along them, the modes and designs, stays here.
public enum TransitionEngine {
    /// Plans for every edge in every mode and design, edge by edge; the content-area swipe back only in `glass`. Runs of edges plan at once on several threads;
    /// the plans are the same, in the same order, for any count.
    public static func plans(for model: NavigationModel) -> [PlannedEdge] {
        // Independent tables over every screen: made at once.
        let (bars, stacks) = ParallelMap.pair({ BarTable(model: model) }, { EdgeStacks(model: model) })
        let variants = model.variants
        return ParallelMap.chunked(model.edges) { (edge, planned: inout [PlannedEdge]) in
            guard let fromBars = bars[edge.from], let toBars = bars[edge.to] else { return }
            let ends = stacks.ends(of: edge)
            let shared = Shared(edge)
            for (index, variant) in variants.enumerated() where variant.design == .glass || !edge.operation.isContentSwipe {
                guard let from = fromBars[index], let to = toBars[index] else { continue }
                let tabBar = stacks.tabBarVisibility(for: edge, ends: ends, variant: index)
                // The tab bar along the edge passed beside the bars rather than set on copies of them: copying a
                // bar retains everything in it, and both threads plan edges between the same screens.
                let plan = from.borrow { from in
                    to.borrow { to in
                        NavigationPlanner.plan(from: from.runtime, to: to.runtime, tabBar: tabBar, operation: edge.operation,
                                               animated: edge.animated, splitTransition: edge.splitTransition, design: variant.design)
                    }
                }
                planned.append(PlannedEdge(edge: shared, variant: variant, from: from, to: to, tabBarVisible: tabBar, plan: plan))
            }
        }
    }

    /// The plan of one edge between two bars in `design`, the tab bar showing as the bars say.
    public static func plan(from: BarAppearance, to: BarAppearance, edge: Edge, design: NavigationDesign = .legacy) -> NavigationTransitionPlan {
        NavigationPlanner.plan(from: from.runtime, to: to.runtime, operation: edge.operation, animated: edge.animated,
                               splitTransition: edge.splitTransition, design: design)
    }
}
