/// Decides, for every edge and mode, how the bar behaves during the transition.
///
/// The same decision is emitted as Swift (`NavigationTransitions.swift`'s runtime helper); the
/// generated tests check that the two agree, so keep them in step (`Templates/Default/NavigationTransitions.swift.mustache`).
public enum TransitionEngine {
    public static func plans(for model: NavigationModel) -> [PlannedEdge] {
        var states: [String: [String: BarAppearance]] = [:]
        for screen in model.screens { states[screen.id] = screen.appearances }
        for container in model.containers { states[container.id] = container.appearances }
        var planned: [PlannedEdge] = []
        for edge in model.edges {
            for mode in model.modes {
                guard let from = states[edge.from]?[mode], let to = states[edge.to]?[mode] else { continue }
                planned.append(PlannedEdge(edge: edge, mode: mode, plan: plan(from: from, to: to, edge: edge)))
            }
        }
        return planned
    }

    public static func plan(from: BarAppearance, to: BarAppearance, edge: Edge) -> TransitionPlan {
        plan(from: from, to: to, operation: edge.operation, animated: edge.animated, splitTransition: edge.splitTransition)
    }

    public static func plan(from: BarAppearance, to: BarAppearance, operation: Operation, animated: Bool,
                            splitTransition: String) -> TransitionPlan {
        let visibility = visibilityChange(from: from.visibility, to: to.visibility)
        let background = backgroundChange(from: from, to: to, visibility: visibility, animated: animated, forced: splitTransition)
        let shadow: PlanShadow = switch background {
        case .split: .split
        case .jump: .jump
        case .shared: from.shadow == to.shadow ? .shared : .crossfade
        }
        var plan = TransitionPlan(
            visibility: visibility, background: background, shadow: shadow,
            tint: from.effectiveTintColor.isClose(to: to.effectiveTintColor) ? .unchanged : .crossfade,
            title: from.effectiveTitleColor.isClose(to: to.effectiveTitleColor) && from.titleFont == to.titleFont ? .unchanged : .crossfade,
            statusBar: from.statusBarStyle == to.statusBarStyle ? .unchanged : PlanStatusBar(rawValue: to.statusBarStyle.rawValue)!,
            largeTitle: from.showsLargeTitle == to.showsLargeTitle ? .unchanged : (to.showsLargeTitle ? .expands : .collapses),
            bottomBar: from.tabBarVisible == to.tabBarVisible ? .unchanged : (to.tabBarVisible ? .shows : .hides),
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

    /// A real hide or show never splits; otherwise equal identities share the bar.
    static func backgroundChange(from: BarAppearance, to: BarAppearance, visibility: PlanVisibility, animated: Bool,
                                 forced: String) -> PlanBackground {
        guard animated else { return .jump }
        guard visibility == .visible else { return .shared }
        let force = forced != "automatic" ? forced : [from.splitTransition, to.splitTransition].first { $0 != "automatic" } ?? "automatic"
        switch force {
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
        if !top.swipeBackEnabled { return .blockedSwipeBackDisabled }
        if !top.backInteractive { return .blockedBackNotInteractive }
        return .allowed
    }
}
