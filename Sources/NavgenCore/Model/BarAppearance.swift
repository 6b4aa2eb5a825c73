/// `UIBarStyle` as navgen models it (`blackOpaque` and `blackTranslucent` fold into `black`).
public enum BarStyle: String, Hashable, Sendable {
    case `default`, black
}

/// A status-bar style after `automatic` is resolved.
public enum StatusBarStyle: String, Hashable, Sendable {
    case `default`, lightContent, darkContent
}

public enum LargeTitleDisplayMode: String, Hashable, Sendable {
    case automatic, always, never
}

/// Whether the bar is on screen, and how.
public enum BarVisibility: String, Hashable, Sendable {
    /// Shown with a background.
    case visible
    /// Really hidden through `setNavigationBarHidden(_:animated:)`.
    case hidden
    /// Still there but looks hidden: alpha 0 or a clear background; touches pass through.
    case transparent
}

/// What the bar's background is, after the cascade and the precedence chain.
public enum BarBackground: Hashable, Sendable {
    /// UIKit's default material for the bar style.
    case system(BarStyle)
    /// A colour, already multiplied by the bar alpha.
    case color(RGBA)
    case image(name: String, alpha: Double)
    case transparent

    /// Equal as the engine sees it: colours within one 8-bit step, images by name, alphas within 0.01.
    public func matches(_ other: BarBackground) -> Bool {
        switch (self, other) {
        case (.system(let a), .system(let b)): a == b
        case (.color(let a), .color(let b)): a.isClose(to: b)
        case (.image(let a, let alphaA), .image(let b, let alphaB)): a == b && abs(alphaA - alphaB) <= 0.01
        case (.transparent, .transparent): true
        default: false
        }
    }

    /// The colour people see, composited over the content behind the bar where the bar lets it through.
    public func visibleColor(over content: RGBA) -> RGBA {
        switch self {
        case .system(.default): RGBA(red: 247 / 255, green: 247 / 255, blue: 247 / 255, alpha: 0.8).over(content)
        case .system(.black): RGBA(red: 28 / 255, green: 28 / 255, blue: 28 / 255, alpha: 0.729).over(content)
        case .color(let color): color.over(content)
        case .image, .transparent: content
        }
    }

    /// A short stable description, used by `inspect`, the report and the generated tables.
    public var identity: String {
        switch self {
        case .system(let style): "system(\(style.rawValue))"
        case .color(let color): "color(\(color.hex))"
        case .image(let name, let alpha): "image(\(name), \(formatNumber((alpha * 100).rounded() / 100)))"
        case .transparent: "transparent"
        }
    }
}

/// The bar's bottom hairline.
public enum BarShadow: Hashable, Sendable {
    case system
    case hidden
    case color(RGBA)
    case image(String)

    public var identity: String {
        switch self {
        case .system: "system"
        case .hidden: "hidden"
        case .color(let color): "color(\(color.hex))"
        case .image(let name): "image(\(name))"
        }
    }
}

/// A font from a typography token.
public struct BarFont: Hashable, Sendable {
    /// The first family, or nil for the system font.
    public var family: String?
    public var size: Double
    public var weight: Double
}

/// A bar button item with its values resolved for one mode.
public struct BarItem: Hashable, Sendable {
    public var side: SourceBarItem.Side
    public var kind: SourceBarItem.Kind
    public var title: String?
    public var image: String?
    public var systemItem: String?
    public var width: Double?
    public var tintColor: RGBA?
    public var location: SourceLocation
}

/// Everything about one screen's bar in one mode, fully resolved.
public struct BarAppearance: Hashable, Sendable {
    public var barStyle: BarStyle = .default
    public var background: BarBackground = .system(.default)
    public var visibility: BarVisibility = .visible
    public var barTintColor: RGBA?
    public var barImage: String?
    public var barAlpha: Double = 1
    public var tintColor: RGBA?
    public var titleColor: RGBA?
    public var titleFont: BarFont?
    public var largeTitleColor: RGBA?
    public var largeTitleFont: BarFont?
    public var largeTitleDisplayMode: LargeTitleDisplayMode = .automatic
    public var prefersLargeTitles = false
    public var shadow: BarShadow = .system
    public var translucent = true
    public var backInteractive = true
    public var swipeBackEnabled = true
    /// The style as declared (`automatic` when not set).
    public var declaredStatusBarStyle = "automatic"
    /// The style the screen shows.
    public var statusBarStyle: StatusBarStyle = .darkContent
    public var hidesBottomBarWhenPushed = false
    public var hidesBackButton = false
    public var extendedLayoutIncludesTopBar = false
    public var tabBarVisible = false
    public var splitTransition = "automatic"
    public var items: [BarItem] = []
    /// The mode is a dark one: UIKit's default bar material, title and tint follow the dark interface style.
    public var usesDarkAppearance = false

    /// The bar's colour over the mode's content (white in light modes, black in dark ones).
    public var visibleBackground: RGBA { background.visibleColor(over: usesDarkAppearance ? .black : .white) }

    /// Whether large titles show on this screen.
    public var showsLargeTitle: Bool {
        switch largeTitleDisplayMode {
        case .always: true
        case .never: false
        case .automatic: prefersLargeTitles
        }
    }

    /// The title colour people see: the declared one, else UIKit's default for the bar style.
    public var effectiveTitleColor: RGBA { titleColor ?? (barStyle == .black || usesDarkAppearance ? .white : .black) }

    /// The bar button tint people see: the declared one, else the system blue.
    public var effectiveTintColor: RGBA {
        tintColor ?? (usesDarkAppearance ? RGBA(red: 10 / 255, green: 132 / 255, blue: 1) : RGBA(red: 0, green: 122 / 255, blue: 1))
    }
}

extension RGBA {
    /// Source-over compositing onto an opaque backdrop.
    public func over(_ backdrop: RGBA) -> RGBA {
        RGBA(red: red * alpha + backdrop.red * (1 - alpha),
             green: green * alpha + backdrop.green * (1 - alpha),
             blue: blue * alpha + backdrop.blue * (1 - alpha), alpha: 1)
    }
}
