/// Decides how the bar behaves when the app moves from one screen to another.
///
/// navgen calls the same planner at build time for every edge of the app (its report, rules and generated tests
/// show these plans), and the UIKit glue calls it at run time, so the two never disagree.
public enum NavigationPlanner {
    /// The plan for moving from the bar `from` to the bar `to` in `design`, in an app whose tint is `appTint` (nil for
    /// the system blue).
    ///
    /// - A real hide or show never splits the background; equal backgrounds share the bar, others split. A Liquid
    ///   Glass bar and one that is glass or clear always share it: there is nothing to split.
    /// - `splitTransition` on the edge, else the first screen's that is not `automatic`, forces `always` or `never`.
    /// - Without an animation the background jumps and colour or font changes are cuts, not cross-fades.
    /// - The tint changes only where the tints people see differ: a bar without one shows the app's.
    /// - Items that stay are unchanged; under Liquid Glass items of the same identifier morph; others are replaced.
    /// - The edge effect changes only under Liquid Glass, where there is one.
    /// - A cancelled swipe back ends with every property as the from-screen had it.
    /// - The tab bar shows or hides as `tabBar` says of the two stacks (by default it shows on neither side).
    /// - A presentation or its dismissal (an unwind that dismisses one too) changes the status bar only in a style that hands it over
    ///   (`presentation`, a full-screen one by default), or when the presented screen captures it
    ///   (`capturesStatusBar`, its
    ///   [`modalPresentationCapturesStatusBarAppearance`](https://developer.apple.com/documentation/uikit/uiviewcontroller/modalpresentationcapturesstatusbarappearance)).
    public static func plan(from: NavigationBarAppearance, to: NavigationBarAppearance, operation: NavigationOperation,
                            animated: Bool = true, splitTransition: NavigationSplitTransition = .automatic,
                            presentation: NavigationPresentationStyle = .fullScreen, capturesStatusBar: Bool = false,
                            design: NavigationDesign = .legacy, appTint: NavigationColor? = nil,
                            tabBar: NavigationTabBarVisibility = NavigationTabBarVisibility(from: false, to: false)) -> NavigationTransitionPlan {
        let visibility = visibilityChange(from: from.visibility, to: to.visibility)
        let background = backgroundChange(from: from, to: to, visibility: visibility, animated: animated, forced: splitTransition)
        let shadow: NavigationTransitionPlan.Shadow = switch background {
        case .split: .split
        case .jump: .jump
        case .shared: from.shadow.matches(to.shadow) ? .shared : .crossfade
        }
        // Without an animation a colour or font change is a cut, not a cross-fade.
        let change: NavigationTransitionPlan.Change = animated ? .crossfade : .jump
        var plan = NavigationTransitionPlan(
            visibility: visibility, background: background, shadow: shadow,
            tint: from.effectiveTintColor(in: design, appTint: appTint).isClose(to: to.effectiveTintColor(in: design, appTint: appTint))
                ? .unchanged : change,
            title: from.effectiveTitleColor.isClose(to: to.effectiveTitleColor) && from.titleFont == to.titleFont ? .unchanged : change,
            statusBar: from.statusBarStyle == to.statusBarStyle || !handsOverStatusBar(operation, presentation, captured: capturesStatusBar)
                ? .unchanged : statusBar(to.statusBarStyle),
            largeTitle: from.showsLargeTitle == to.showsLargeTitle ? .unchanged : (to.showsLargeTitle ? .expands : .collapses),
            bottomBar: tabBar.from == tabBar.to ? .unchanged : (tabBar.to ? .shows : .hides),
            interactivePop: interactivePop(operation: operation, from: from, to: to),
            items: items(from: from, to: to, design: design),
            edgeEffect: design == .glass && from.edgeEffect != to.edgeEffect ? .changed : .unchanged)
        if operation.isCancelledSwipe {
            // The gesture ran and was abandoned: everything ends as it began on the from-screen.
            plan.tint = .unchanged
            plan.title = .unchanged
            plan.statusBar = .unchanged
            plan.largeTitle = .unchanged
            plan.bottomBar = .unchanged
            plan.items = .unchanged
            plan.edgeEffect = .unchanged
        }
        return plan
    }

    /// The status-bar style `automatic` gives on a bar: over Liquid Glass the interface style's (the one the bar pins, if
    /// it pins one), since the bar has no colour of its own; otherwise the content colour with more contrast against
    /// what is behind the status bar.
    public static func automaticStatusBarStyle(on bar: NavigationBarAppearance) -> NavigationStatusBarStyle {
        // Glass and a hidden or transparent bar show the content: white in light modes, black in dark ones.
        let backdrop = bar.visibility == .visible ? bar.visibleBackground : (bar.usesDarkAppearance ? NavigationColor.black : .white)
        return NavigationColor.white.contrastRatio(with: backdrop) > NavigationColor.black.contrastRatio(with: backdrop)
            ? .lightContent : .darkContent
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

    /// A real hide or show never splits, nor do a glass bar and one that is glass or clear, neither of which has a
    /// background of its own; otherwise matching backgrounds share the bar.
    private static func backgroundChange(from: NavigationBarAppearance, to: NavigationBarAppearance,
                                         visibility: NavigationTransitionPlan.Visibility, animated: Bool,
                                         forced: NavigationSplitTransition) -> NavigationTransitionPlan.Background {
        guard animated else { return .jump }
        let nothingToSplit = !hasOwnBackground(from.background) && !hasOwnBackground(to.background)
            && (from.background == .glass || to.background == .glass)
        guard visibility == .visible, !nothingToSplit else { return .shared }
        switch splitTransition(edge: forced, from: from, to: to) {
        case .always: return .split
        case .never: return .shared
        case .automatic: return from.background.matches(to.background) ? .shared : .split
        }
    }

    private static func hasOwnBackground(_ background: NavigationBarBackground) -> Bool {
        switch background {
        case .glass, .transparent: false
        case .system, .color, .image: true
        }
    }

    /// Whether the status bar's style passes to the to-screen: always within a stack, and across a presentation (or an
    /// unwind that dismisses one) only when its style hands it over or the presented screen captures it.
    private static func handsOverStatusBar(_ operation: NavigationOperation, _ presentation: NavigationPresentationStyle,
                                           captured: Bool) -> Bool {
        operation != .present && operation != .dismiss && operation != .unwind || presentation.takesStatusBar || captured
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
        if operation == .push { return interactivePop(on: to) }
        return operation.popsStack ? interactivePop(on: from) : .notApplicable
    }

    /// Equal item lists stay; under Liquid Glass UIKit morphs items that share an identifier into each other; the rest
    /// are replaced (before iOS 26 there is no identifier to match them by).
    private static func items(from: NavigationBarAppearance, to: NavigationBarAppearance,
                              design: NavigationDesign) -> NavigationTransitionPlan.Items {
        if from.leftItems == to.leftItems && from.rightItems == to.rightItems { return .unchanged }
        guard design == .glass else { return .replace }
        let identifiers = Set((from.leftItems + from.rightItems).compactMap(\.identifier))
        return (to.leftItems + to.rightItems).contains { $0.identifier.map(identifiers.contains) == true } ? .morph : .replace
    }
}
