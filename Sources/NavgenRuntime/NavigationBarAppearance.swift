/// One screen's navigation bar in one mode, fully resolved by navgen: what the planner compares and the UIKit and
/// SwiftUI glue applies.
///
/// Every field defaults to UIKit's own default, so the generated tables name only what a screen changes.
public struct NavigationBarAppearance: Hashable, Sendable {
    /// The bar style, which decides UIKit's default material and title colour.
    public var barStyle: NavigationBarStyle = .default
    /// What the bar draws behind its content, after the cascade and the precedence chain.
    public var background: NavigationBarBackground = .system(.default)
    /// Whether the bar is on screen, and how.
    public var visibility: NavigationBarVisibility = .visible
    /// The bar colour as declared (`background` holds what is drawn).
    public var barTintColor: NavigationColor?
    /// The bar image as declared (`background` holds what is drawn).
    public var barImage: String?
    /// The bar alpha as declared (`background` holds what is drawn).
    public var barAlpha: Double = 1
    /// The bar button tint.
    public var tintColor: NavigationColor?
    /// The title's colour, nil for UIKit's default.
    public var titleColor: NavigationColor?
    /// The title's font, nil for the system font.
    public var titleFont: NavigationFont?
    /// The large title's colour, nil for the title's.
    public var largeTitleColor: NavigationColor?
    /// The large title's font, nil for the system font.
    public var largeTitleFont: NavigationFont?
    /// When the screen shows a large title.
    public var largeTitleDisplayMode: NavigationLargeTitleDisplayMode = .automatic
    /// The navigation bar's `prefersLargeTitles`, which `automatic` follows.
    public var prefersLargeTitles: Bool = false
    /// The bottom hairline.
    public var shadow: NavigationBarShadow = .system
    /// Whether the bar is translucent as declared (`background` holds what is drawn).
    public var translucent: Bool = true
    /// Whether going back (the back button and the swipe) is allowed.
    public var backInteractive: Bool = true
    /// Whether the swipe back is allowed.
    public var swipeBackEnabled: Bool = true
    /// The status-bar style the screen shows.
    public var statusBarStyle: NavigationStatusBarStyle = .darkContent
    /// Whether pushing the screen hides the tab bar.
    public var hidesBottomBarWhenPushed: Bool = false
    /// Whether the navigation item hides its back button.
    public var hidesBackButton: Bool = false
    /// The view controller's `extendedLayoutIncludesOpaqueBars`.
    public var extendedLayoutIncludesTopBar: Bool = false
    /// Whether transitions from or to this screen split the bar background.
    public var splitTransition: NavigationSplitTransition = .automatic
    /// The items at the leading edge, from the edge inward.
    public var leftItems: [NavigationBarButtonItem] = []
    /// The items at the trailing edge, from the edge inward.
    public var rightItems: [NavigationBarButtonItem] = []
    /// The mode is a dark one: UIKit's default bar material, title and tint follow the dark interface style.
    public var usesDarkAppearance: Bool = false
    /// The top scroll edge effect of the screen's content under Liquid Glass.
    public var edgeEffect: NavigationEdgeEffect = .automatic
    /// Whether the bar minimises as the content scrolls (iOS 27).
    public var barMinimization: NavigationBarMinimization = .automatic
    /// Whether the glass bar is pinned light or dark (iOS 27).
    public var barInterfaceStyle: NavigationBarInterfaceStyle = .automatic
    /// Where the bar puts the title (iOS 27.2).
    public var titleAlignment: NavigationTitleAlignment = .automatic
    /// Whether the screen allows the vertical bar (iOS 27.1).
    public var verticalBar: NavigationVerticalBarBehavior = .automatic

    /// UIKit's default bar.
    public init() {}

    /// Whether the status bar shows light content: its style says so, or it is `default`, which is light content in a dark
    /// mode ([default](https://developer.apple.com/documentation/uikit/uistatusbarstyle/default) "updates it dynamically
    /// to maintain contrast with the content below it").
    public var statusBarIsLight: Bool {
        statusBarStyle == .lightContent || statusBarStyle == .default && usesDarkAppearance
    }

    /// Whether the bar's own content is drawn for a dark backdrop: a glass bar pinned light or dark says so, else the bar
    /// style and the mode do.
    public var barIsDark: Bool {
        switch barInterfaceStyle {
        case .light: false
        case .dark: true
        case .automatic: barStyle == .black || usesDarkAppearance
        }
    }

    /// The title colour people see: the declared one, else UIKit's default for the bar style and interface style.
    public var effectiveTitleColor: NavigationColor {
        titleColor ?? (barIsDark ? .white : .black)
    }

    /// The bar button tint people see in `design`: the declared one, else the app's tint (`appTint`: its window's, which
    /// an asset catalogue's accent colour sets) or the system blue of the interface style, or under Liquid Glass the
    /// label colour, which items default to.
    /// ([tintColor](https://developer.apple.com/documentation/uikit/uiview/tintcolor): "the first nondefault tint color
    /// value in the view's hierarchy"; [NSAccentColorName](https://developer.apple.com/documentation/bundleresources/information-property-list/nsaccentcolorname))
    public func effectiveTintColor(in design: NavigationDesign, appTint: NavigationColor? = nil) -> NavigationColor {
        if let tintColor { return tintColor }
        switch design {
        case .legacy:
            return appTint ?? Self.systemBlue(dark: usesDarkAppearance)
        case .glass:
            return barIsDark ? .white : .black
        }
    }

    /// UIKit's tint where an app sets none: the system blue of the interface style.
    public static func systemBlue(dark: Bool) -> NavigationColor {
        dark ? NavigationColor(red: 10 / 255, green: 132 / 255, blue: 1) : NavigationColor(red: 0, green: 122 / 255, blue: 1)
    }

    /// The bar's colour over the mode's content (white in light modes, black in dark ones); glass pinned light or dark
    /// is that tone (white or black) whatever is beneath it, the backdrop the system's own labels are made for. An
    /// opaque system bar lets no content through: UIKit backs it with black for the black style and white for the
    /// default one (the header comment of https://developer.apple.com/documentation/uikit/uinavigationbar/istranslucent).
    public var visibleBackground: NavigationColor {
        if background == .glass, barInterfaceStyle != .automatic { return barIsDark ? .black : .white }
        if case .system(let style) = background, !translucent { return style == .black ? .black : .white }
        return background.visibleColor(over: usesDarkAppearance ? .black : .white)
    }

    /// Whether the large title shows on this screen: only on a bar that prefers large titles, whatever the screen's mode
    /// (https://developer.apple.com/documentation/uikit/uinavigationbar/preferslargetitles: without it "the navigation
    /// bar displays the title inline"), and there unless the screen says `never`.
    public var showsLargeTitle: Bool {
        prefersLargeTitles && largeTitleDisplayMode != .never
    }

    /// The bar where the screen is shown in no navigation controller (a segue presents the controller it names, and a
    /// screen presented alone has no stack): none, and UIKit's default status bar, since the glue sets the status bar
    /// through the navigation controller and there is none.
    public var withoutNavigationController: NavigationBarAppearance {
        var hidden = self
        hidden.visibility = .hidden
        hidden.background = .transparent
        hidden.shadow = .hidden
        hidden.statusBarStyle = .default
        return hidden
    }
}
