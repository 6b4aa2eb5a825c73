/// How the bar's visibility changes across an edge.
public enum PlanVisibility: String, Hashable, Sendable, CaseIterable {
    case visible, hidden, appearing, disappearing
}

/// Whether one bar background serves both screens during the transition.
public enum PlanBackground: String, Hashable, Sendable, CaseIterable {
    /// Both screens have the same background: the real bar animates as one.
    case shared
    /// Each screen carries its own bar background (the WeChat look).
    case split
    /// A non-animated transition: the bar switches to the target state at once.
    case jump
}

public enum PlanShadow: String, Hashable, Sendable, CaseIterable {
    case shared, crossfade, split, jump
}

/// A colour or font that stays, cross-fades, or (non-animated) switches at once.
public enum PlanChange: String, Hashable, Sendable, CaseIterable {
    case unchanged, crossfade, jump
}

public enum PlanStatusBar: String, Hashable, Sendable, CaseIterable {
    case unchanged, `default`, lightContent, darkContent
}

public enum PlanLargeTitle: String, Hashable, Sendable, CaseIterable {
    case unchanged, expands, collapses
}

public enum PlanBottomBar: String, Hashable, Sendable, CaseIterable {
    case unchanged, shows, hides
}

public enum PlanInteractivePop: String, Hashable, Sendable, CaseIterable {
    case allowed
    case blockedSwipeBackDisabled
    case blockedBackNotInteractive
    case notApplicable
}

/// The engine's decision for one edge in one mode.
public struct TransitionPlan: Hashable, Sendable {
    public var visibility: PlanVisibility
    public var background: PlanBackground
    public var shadow: PlanShadow
    public var tint: PlanChange
    public var title: PlanChange
    public var statusBar: PlanStatusBar
    public var largeTitle: PlanLargeTitle
    public var bottomBar: PlanBottomBar
    public var interactivePop: PlanInteractivePop
}

/// A plan for one edge in one mode, with the edge it belongs to and the bar on each side.
public struct PlannedEdge: Sendable {
    public var edge: Edge
    public var mode: String
    /// The from-side's bar as it is on this edge (the tab bar follows the edge's stack).
    public var from: BarAppearance
    /// The to-side's bar as it is on this edge.
    public var to: BarAppearance
    public var plan: TransitionPlan
}
