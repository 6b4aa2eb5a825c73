/// Decides how the bar behaves when the app moves from one screen to another.
///
/// navgen calls the same planner at build time for every edge of the app (its report, rules and generated tests
/// show these plans), and the UIKit glue calls it at run time, so the two never disagree.
public enum NavigationPlanner {
    /// The plan for moving from the bar `from` to the bar `to`.
    ///
    /// - A real hide or show never splits the background; equal backgrounds share the bar, others split.
    /// - `splitTransition` on the edge, else the first screen's that is not `automatic`, forces `always` or `never`.
    /// - Without an animation the background jumps and colour or font changes are cuts, not cross-fades.
    /// - A cancelled swipe back ends with every property as the from-screen had it.
    /// - The tab bar shows or hides as the two bars' `tabBarVisible` say.
    public static func plan(from: NavigationBarAppearance, to: NavigationBarAppearance, operation: NavigationOperation,
                            animated: Bool = true, splitTransition: NavigationSplitTransition = .automatic) -> NavigationTransitionPlan {
        plan(from: from, to: to, tabBar: (from.tabBarVisible, to.tabBarVisible), operation: operation, animated: animated,
             splitTransition: splitTransition)
    }

    /// The plan with the tab bar showing on each side as `tabBar` says, whatever the bars' own `tabBarVisible`: at
    /// build time the tab bar follows the edge's stack, and navgen plans without copying the bars to say so.
    package static func plan(from: NavigationBarAppearance, to: NavigationBarAppearance, tabBar: (from: Bool, to: Bool),
                             operation: NavigationOperation, animated: Bool,
                             splitTransition: NavigationSplitTransition) -> NavigationTransitionPlan {
        let visibility = visibilityChange(from: from.visibility, to: to.visibility)
        let background = backgroundChange(from: from, to: to, visibility: visibility, animated: animated, forced: splitTransition)
        let shadow: NavigationTransitionPlan.Shadow = switch background {
        case .split: .split
        case .jump: .jump
        case .shared: from.shadow == to.shadow ? .shared : .crossfade
        }
        // Without an animation a colour or font change is a cut, not a cross-fade.
        let change: NavigationTransitionPlan.Change = animated ? .crossfade : .jump
        var plan = NavigationTransitionPlan(
            visibility: visibility, background: background, shadow: shadow,
            tint: from.effectiveTintColor.isClose(to: to.effectiveTintColor) ? .unchanged : change,
            title: from.effectiveTitleColor.isClose(to: to.effectiveTitleColor) && from.titleFont == to.titleFont ? .unchanged : change,
            statusBar: from.statusBarStyle == to.statusBarStyle ? .unchanged : statusBar(to.statusBarStyle),
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

    /// The `splitTransition` that decides an edge: the edge's own, else the first screen's that is not `automatic`.
    public static func splitTransition(edge: NavigationSplitTransition, from: NavigationBarAppearance,
                                       to: NavigationBarAppearance) -> NavigationSplitTransition {
        if edge != .automatic { return edge }
        if from.splitTransition != .automatic { return from.splitTransition }
        return to.splitTransition
    }

    /// Whether the swipe back may start on `screen`: `swipeBackEnabled` is asked first, as HBDNavigationBar does, so
    /// a disabled swipe never reaches a `backInteractive` guard.
    public static func interactivePop(on screen: NavigationBarAppearance) -> NavigationTransitionPlan.InteractivePop {
        if !screen.swipeBackEnabled { return .blockedSwipeBackDisabled }
        if !screen.backInteractive { return .blockedBackNotInteractive }
        return .allowed
    }

    private static func visibilityChange(from: NavigationBarVisibility, to: NavigationBarVisibility) -> NavigationTransitionPlan.Visibility {
        switch (from == .hidden, to == .hidden) {
        case (true, true): .hidden
        case (true, false): .appearing
        case (false, true): .disappearing
        case (false, false): .visible
        }
    }

    /// A real hide or show never splits; otherwise matching backgrounds share the bar.
    private static func backgroundChange(from: NavigationBarAppearance, to: NavigationBarAppearance,
                                         visibility: NavigationTransitionPlan.Visibility, animated: Bool,
                                         forced: NavigationSplitTransition) -> NavigationTransitionPlan.Background {
        guard animated else { return .jump }
        guard visibility == .visible else { return .shared }
        switch splitTransition(edge: forced, from: from, to: to) {
        case .always: return .split
        case .never: return .shared
        case .automatic: return from.background.matches(to.background) ? .shared : .split
        }
    }

    private static func statusBar(_ style: NavigationStatusBarStyle) -> NavigationTransitionPlan.StatusBar {
        switch style {
        case .default: .default
        case .lightContent: .lightContent
        case .darkContent: .darkContent
        }
    }

    /// The swipe back on the screen that is on top during the gesture: the pushed one, or the one being popped.
    private static func interactivePop(operation: NavigationOperation, from: NavigationBarAppearance,
                                       to: NavigationBarAppearance) -> NavigationTransitionPlan.InteractivePop {
        switch operation {
        case .push: interactivePop(on: to)
        case .pop, .interactivePop, .interactivePopCancelled: interactivePop(on: from)
        case .root, .popToRoot, .present, .dismiss, .unwind: .notApplicable
        }
    }
}
