/// Decides, for every edge and mode, how the bar behaves during the transition.
///
/// The same decision is emitted as Swift (`NavigationTransitions.swift`'s runtime helper); the
/// generated tests check that the two agree, so keep them in step (`Templates/Default/NavigationTransitions.swift.mustache`).
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
                let plan = plan(from: from.value, to: to.value, tabBar: tabBar, operation: edge.operation,
                                animated: edge.animated, splitTransition: edge.splitTransition)
                planned.append(PlannedEdge(edge: shared, mode: name, from: from, to: to, tabBarVisible: tabBar, plan: plan))
            }
        }
    }

    public static func plan(from: BarAppearance, to: BarAppearance, edge: Edge) -> TransitionPlan {
        plan(from: from, to: to, operation: edge.operation, animated: edge.animated, splitTransition: edge.splitTransition)
    }

    public static func plan(from: BarAppearance, to: BarAppearance, operation: Operation, animated: Bool,
                            splitTransition: String) -> TransitionPlan {
        plan(from: from, to: to, tabBar: (from.tabBarVisible, to.tabBarVisible), operation: operation, animated: animated,
             splitTransition: splitTransition)
    }

    /// The plan with the tab bar showing on each side as `tabBar` says, whatever the bars' own `tabBarVisible`.
    static func plan(from: BarAppearance, to: BarAppearance, tabBar: (from: Bool, to: Bool), operation: Operation, animated: Bool,
                     splitTransition: String) -> TransitionPlan {
        let visibility = visibilityChange(from: from.visibility, to: to.visibility)
        let background = backgroundChange(from: from, to: to, visibility: visibility, animated: animated, forced: splitTransition)
        let shadow: PlanShadow = switch background {
        case .split: .split
        case .jump: .jump
        case .shared: from.shadow == to.shadow ? .shared : .crossfade
        }
        // Without an animation a colour or font change is a cut, not a cross-fade.
        let change: PlanChange = animated ? .crossfade : .jump
        var plan = TransitionPlan(
            visibility: visibility, background: background, shadow: shadow,
            tint: from.effectiveTintColor.isClose(to: to.effectiveTintColor) ? .unchanged : change,
            title: from.effectiveTitleColor.isClose(to: to.effectiveTitleColor) && from.titleFont == to.titleFont ? .unchanged : change,
            statusBar: from.statusBarStyle == to.statusBarStyle ? .unchanged : PlanStatusBar(rawValue: to.statusBarStyle.rawValue)!,
            largeTitle: from.showsLargeTitle == to.showsLargeTitle ? .unchanged : (to.showsLargeTitle ? .expands : .collapses),
            bottomBar: tabBar.from == tabBar.to ? .unchanged : (tabBar.to ? .shows : .hides),
            interactivePop: interactivePop(operation: operation, from: from, to: to))
        if operation == .interactivePopCancelled {
            // The gesture ran and was abandoned: everything ends as it began on the from-screen.
            plan.tint = .unchanged
            plan.title = .unchanged
            plan.statusBar = .unchanged
            plan.largeTitle = .unchanged
            plan.bottomBar = .unchanged
        }
        return plan
    }

    static func visibilityChange(from: BarVisibility, to: BarVisibility) -> PlanVisibility {
        switch (from == .hidden, to == .hidden) {
        case (true, true): .hidden
        case (true, false): .appearing
        case (false, true): .disappearing
        case (false, false): .visible
        }
    }

    /// The `splitTransition` that decides an edge: the edge's own, else the first screen's that is not `automatic`.
    public static func splitOverride(edge: String, from: BarAppearance, to: BarAppearance) -> String {
        if edge != "automatic" { return edge }
        if from.splitTransition != "automatic" { return from.splitTransition }
        return to.splitTransition
    }

    /// A real hide or show never splits; otherwise equal identities share the bar.
    static func backgroundChange(from: BarAppearance, to: BarAppearance, visibility: PlanVisibility, animated: Bool,
                                 forced: String) -> PlanBackground {
        guard animated else { return .jump }
        guard visibility == .visible else { return .shared }
        switch splitOverride(edge: forced, from: from, to: to) {
        case "always": return .split
        case "never": return .shared
        default: return from.background.matches(to.background) ? .shared : .split
        }
    }

    /// Whether the user may swipe back from the screen that is on top during the gesture.
    static func interactivePop(operation: Operation, from: BarAppearance, to: BarAppearance) -> PlanInteractivePop {
        let top: BarAppearance
        switch operation {
        case .push: top = to
        case .pop, .interactivePop, .interactivePopCancelled: top = from
        default: return .notApplicable
        }
        return interactivePop(on: top)
    }

    /// Swipe-back on a screen: `swipeBackEnabled` is asked first, as HBDNavigationBar does, so a
    /// disabled swipe never reaches a `backInteractive` guard.
    public static func interactivePop(on screen: BarAppearance) -> PlanInteractivePop {
        if !screen.swipeBackEnabled { return .blockedSwipeBackDisabled }
        if !screen.backInteractive { return .blockedBackNotInteractive }
        return .allowed
    }
}
