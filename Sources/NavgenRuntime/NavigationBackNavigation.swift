/// What the back button does on a screen, in both designs.
public enum NavigationBackButton: String, Hashable, Sendable, CaseIterable {
    /// UIKit pops the screen.
    case pops
    /// `backInteractive` is false: the glue asks the screen whether to go back (so it can ask "Discard changes?") and
    /// pops only when it says yes. The swipes stay blocked, since a gesture cannot wait for an answer.
    case asksScreen
}

extension NavigationPlanner {
    /// What the back button does on `screen`.
    public static func backButton(on screen: NavigationBarAppearance) -> NavigationBackButton {
        screen.backInteractive ? .pops : .asksScreen
    }

    /// Whether the swipe back that starts anywhere in the content may start on `screen`: under Liquid Glass it is
    /// blocked as the edge swipe is; the legacy design has no such swipe.
    public static func interactiveContentPop(on screen: NavigationBarAppearance,
                                             design: NavigationDesign) -> NavigationTransitionPlan.InteractivePop {
        design == .glass ? interactivePop(on: screen) : .notApplicable
    }
}
