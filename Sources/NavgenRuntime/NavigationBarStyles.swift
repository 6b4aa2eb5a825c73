/// `UIBarStyle` as navgen models it (`blackOpaque` and `blackTranslucent` fold into `black`).
public enum NavigationBarStyle: String, Hashable, Sendable, CaseIterable {
    case `default`, black
}

/// Whether the bar is on screen, and how.
public enum NavigationBarVisibility: String, Hashable, Sendable, CaseIterable {
    /// Shown with a background.
    case visible
    /// Really hidden, with `setNavigationBarHidden(_:animated:)`.
    case hidden
    /// Still there but looks hidden (alpha 0 or a clear background); touches pass through.
    case transparent
}

/// The status-bar style a screen shows, once `automatic` is resolved from the bar's luminance.
public enum NavigationStatusBarStyle: String, Hashable, Sendable, CaseIterable {
    case `default`, lightContent, darkContent
}

/// When the navigation item shows a large title (`UINavigationItem.LargeTitleDisplayMode`).
public enum NavigationLargeTitleDisplayMode: String, Hashable, Sendable, CaseIterable {
    /// As the navigation bar's `prefersLargeTitles` says.
    case automatic
    case always
    case never
}

/// Whether transitions from or to a screen split the bar background between the two screens.
public enum NavigationSplitTransition: String, Hashable, Sendable, CaseIterable {
    /// Split when the two backgrounds differ.
    case automatic
    case always
    case never
}

/// The top scroll edge effect of a screen's content under Liquid Glass
/// ([`UIScrollEdgeEffect`](https://developer.apple.com/documentation/uikit/uiscrolledgeeffect)): what keeps the bar's
/// title and items legible over the content. The legacy bar has none.
public enum NavigationEdgeEffect: String, Hashable, Sendable, CaseIterable {
    /// The system's choice.
    case automatic
    /// A soft fade of the content under the bar.
    case soft
    /// A hard cutoff and dividing line, like the bars of iOS 18.
    case hard
    /// No edge effect.
    case hidden
}

/// Whether the bar minimises as the content scrolls (iOS 27, `UINavigationItem.navigationBarMinimization`).
public enum NavigationBarMinimization: String, Hashable, Sendable, CaseIterable {
    case automatic, never, onScrollDown, onScrollUp
}

/// Whether a Liquid Glass bar is drawn light, dark or as the content beneath it decides (iOS 27,
/// `UIBarAppearance.overrideUserInterfaceStyle`). The legacy bar has no such override.
public enum NavigationBarInterfaceStyle: String, Hashable, Sendable, CaseIterable {
    /// The system's choice: the glass follows the content beneath it and the interface style.
    case automatic
    case light
    case dark
}

/// Where the bar puts the title (iOS 27.2, `UINavigationItem.titleAlignment`).
public enum NavigationTitleAlignment: String, Hashable, Sendable, CaseIterable {
    /// The system's choice for the screen's item style and size class.
    case automatic
    case leading
    case center
}

/// Whether the screen lets the system show its bars as a vertical bar at the leading or trailing edge (iOS 27.1,
/// `UIViewController.preferredVerticalBarBehavior`). Apple asks apps to keep the choice stable, not to toggle it.
public enum NavigationVerticalBarBehavior: String, Hashable, Sendable, CaseIterable {
    /// The system may show the vertical bar where the device and layout allow it.
    case automatic
    /// Always the horizontal bar.
    case disabled
}

/// Whether a tab bar minimises as the content scrolls (iOS 26, `UITabBarController.tabBarMinimizeBehavior`).
public enum NavigationTabBarMinimizeBehavior: String, Hashable, Sendable, CaseIterable {
    case automatic, never, onScrollDown, onScrollUp
}
