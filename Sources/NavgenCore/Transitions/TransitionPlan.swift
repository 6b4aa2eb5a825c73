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

    /// Every field is a one-byte enum without payloads, so the plan's bytes are its cases and equal plans have
    /// equal bytes. Hashed as those nine bytes: the default for a `String`-backed enum hashes its raw value, and
    /// the emitter hashes each of tens of thousands of plans to spell every distinct one once.
    public func hash(into hasher: inout Hasher) {
        withUnsafeBytes(of: self) { hasher.combine(bytes: $0) }
    }
}

/// A plan for one edge in one mode, with the edge it belongs to and the bar on each side.
public struct PlannedEdge: Sendable {
    /// Stored once per edge and shared by its plans in every mode: rules, reports and tables copy plans in the
    /// tens of thousands, and a copy of the edge itself retains each of its strings.
    private let sharedEdge: Shared<Edge>
    public var mode: String
    public var plan: TransitionPlan
    /// The ends' bars as the model resolved them, shared with every other plan of the same ends and mode.
    private let fromBar: Shared<BarAppearance>
    private let toBar: Shared<BarAppearance>
    /// The tab bar follows the edge's stack, not the screen: the one part of a side that is the edge's own.
    let fromTabBarVisible: Bool
    let toTabBarVisible: Bool

    init(edge: Shared<Edge>, mode: String, from: Shared<BarAppearance>, to: Shared<BarAppearance>, tabBarVisible: (from: Bool, to: Bool),
         plan: TransitionPlan) {
        sharedEdge = edge
        self.mode = mode
        self.plan = plan
        fromBar = from
        toBar = to
        (fromTabBarVisible, toTabBarVisible) = tabBarVisible
    }

    public var edge: Edge { sharedEdge.value }

    /// The from-side's bar as it is on this edge (the tab bar follows the edge's stack).
    public var from: BarAppearance { fromBar.value.withTabBar(visible: fromTabBarVisible) }

    /// The to-side's bar as it is on this edge.
    public var to: BarAppearance { toBar.value.withTabBar(visible: toTabBarVisible) }

    /// Both sides' bars as the model resolved them, lent to `body` rather than copied (a copy retains
    /// everything in a bar); their `tabBarVisible` is the screen's own, not the edge's.
    func withResolvedBars<Result>(_ body: (_ from: BarAppearance, _ to: BarAppearance) -> Result) -> Result {
        body(fromBar.value, toBar.value)
    }
}

extension BarAppearance {
    /// This bar with the tab bar shown or not, as an edge's stack has it.
    func withTabBar(visible: Bool) -> BarAppearance {
        var bar = self
        bar.tabBarVisible = visible
        return bar
    }
}
