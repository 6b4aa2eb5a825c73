/// How the bar behaves during one transition: what `NavigationPlanner` decides for two bars and an operation.
public struct NavigationTransitionPlan: Hashable, Sendable {
    /// How the bar's visibility changes.
    public enum Visibility: String, Hashable, Sendable, CaseIterable {
        case visible, hidden, appearing, disappearing
    }

    /// Whether one bar background serves both screens.
    public enum Background: String, Hashable, Sendable, CaseIterable {
        /// Both screens have the same background: the real bar animates as one.
        case shared
        /// Each screen carries its own bar background (the WeChat look).
        case split
        /// A transition without animation: the bar switches at once.
        case jump
    }

    /// What the bar's hairline does.
    public enum Shadow: String, Hashable, Sendable, CaseIterable {
        case shared, crossfade, split, jump
    }

    /// A colour or font that stays, cross-fades, or (without animation) switches at once.
    public enum Change: String, Hashable, Sendable, CaseIterable {
        case unchanged, crossfade, jump
    }

    /// The status-bar style the transition ends with, when it changes.
    public enum StatusBar: String, Hashable, Sendable, CaseIterable {
        case unchanged, `default`, lightContent, darkContent
    }

    /// Whether the large title expands or collapses.
    public enum LargeTitle: String, Hashable, Sendable, CaseIterable {
        case unchanged, expands, collapses
    }

    /// What the tab bar does.
    public enum BottomBar: String, Hashable, Sendable, CaseIterable {
        case unchanged, shows, hides
    }

    /// What the bar button items do: stay, morph into the items of the same identifiers (Liquid Glass), or give way to
    /// the other screen's.
    public enum Items: String, Hashable, Sendable, CaseIterable {
        case unchanged, morph, replace
    }

    /// Whether the top scroll edge effect changes (Liquid Glass; the legacy bar has none).
    public enum EdgeEffect: String, Hashable, Sendable, CaseIterable {
        case unchanged, changed
    }

    /// Whether the swipe back may start on the screen on top of the stack during the transition.
    public enum InteractivePop: String, Hashable, Sendable, CaseIterable {
        case allowed
        case blockedSwipeBackDisabled
        case blockedBackNotInteractive
        /// No stack is involved (a root, a presentation, an unwind).
        case notApplicable
    }

    /// How the bar's visibility changes.
    public var visibility: Visibility
    /// Whether one bar background serves both screens.
    public var background: Background
    /// What the hairline does.
    public var shadow: Shadow
    /// What the bar button tint does.
    public var tint: Change
    /// What the title's colour and font do.
    public var title: Change
    /// The status-bar style the transition ends with, when it changes.
    public var statusBar: StatusBar
    /// Whether the large title expands or collapses.
    public var largeTitle: LargeTitle
    /// What the tab bar does.
    public var bottomBar: BottomBar
    /// Whether the swipe back may start on the screen on top.
    public var interactivePop: InteractivePop
    /// What the bar button items do.
    public var items: Items
    /// Whether the top scroll edge effect changes.
    public var edgeEffect: EdgeEffect

    /// A plan with every field given; the items and the edge effect default to unchanged.
    public init(visibility: Visibility, background: Background, shadow: Shadow, tint: Change, title: Change,
                statusBar: StatusBar, largeTitle: LargeTitle, bottomBar: BottomBar, interactivePop: InteractivePop,
                items: Items = .unchanged, edgeEffect: EdgeEffect = .unchanged) {
        self.visibility = visibility
        self.background = background
        self.shadow = shadow
        self.tint = tint
        self.title = title
        self.statusBar = statusBar
        self.largeTitle = largeTitle
        self.bottomBar = bottomBar
        self.interactivePop = interactivePop
        self.items = items
        self.edgeEffect = edgeEffect
    }
}
