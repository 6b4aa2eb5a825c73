@_exported import NavgenRuntime

/// The tokens' and storyboards' colour is the runtime's: what navgen resolves is what the app draws.
public typealias RGBA = NavigationColor

/// One screen's bar in one mode as navgen resolved it: the bar the app gets at run time, and what only build time
/// knows about it (how it was declared, where its items were written).
///
/// The runtime bar's fields read and write through this type (`bar.titleColor`), so rules and the cascade use the
/// runtime's own definitions of every field and derived value.
@dynamicMemberLookup
public struct BarAppearance: Hashable, Sendable {
    /// The bar as the app sees it: what the planner compares and the generated code holds.
    public var runtime = NavigationBarAppearance()
    /// The status-bar style as declared (`automatic` when not set); `statusBarStyle` is what it resolves to.
    public var declaredStatusBarStyle = "automatic"
    /// Every item with its side and where it was written, back items included (the runtime has the left and right
    /// ones only).
    public var items: [BarItem] = []
    /// The app's tint in the bar's mode (`AppTint`), which its buttons take where nothing sets a tint; nil for the
    /// system blue.
    public var appTint: RGBA?
    /// Whether the bar's mode is for increased contrast, where UIKit's colours, its default tint among them, take their
    /// values for it.
    public var highContrast = false

    public init() {}

    /// The tint bar buttons without their own take in the legacy design where it is not the runtime's default blue: the
    /// app's, else UIKit's for increased contrast.
    public var defaultTint: RGBA? {
        appTint ?? AppTint.systemDefault(dark: runtime.usesDarkAppearance, highContrast: highContrast)
    }

    /// The bar button tint people see in `design`, the app's tint included.
    public func effectiveTintColor(in design: NavigationDesign) -> NavigationColor {
        runtime.effectiveTintColor(in: design, appTint: defaultTint)
    }

    public subscript<Value>(dynamicMember field: WritableKeyPath<NavigationBarAppearance, Value>) -> Value {
        get { runtime[keyPath: field] }
        set { runtime[keyPath: field] = newValue }
    }

    public subscript<Value>(dynamicMember field: KeyPath<NavigationBarAppearance, Value>) -> Value {
        runtime[keyPath: field]
    }
}

/// A bar button item with its values resolved for one mode; the button's fields read through it (`item.width`).
@dynamicMemberLookup
public struct BarItem: Hashable, Sendable {
    public var side: SourceBarItem.Side
    public var button: NavigationBarButtonItem
    public var location: SourceLocation

    public subscript<Value>(dynamicMember field: KeyPath<NavigationBarButtonItem, Value>) -> Value {
        button[keyPath: field]
    }
}

extension NavigationBarBackground {
    /// A short stable description, used by `inspect`, the report and the generated tables.
    public var identity: String {
        switch self {
        case .system(let style): "system(\(style.rawValue))"
        case .color(let color): "color(\(color.hex))"
        case .image(let name, let alpha): "image(\(name), \(formatNumber((alpha * 100).rounded() / 100)))"
        case .transparent: "transparent"
        case .glass: "glass"
        }
    }
}

extension NavigationBarShadow {
    public var identity: String {
        switch self {
        case .system: "system"
        case .hidden: "hidden"
        case .color(let color): "color(\(color.hex))"
        case .image(let name): "image(\(name))"
        }
    }
}

extension BarAppearance {
    /// The bar where the screen has no navigation controller (`NavigationBarAppearance.withoutNavigationController`).
    public var withoutNavigationController: BarAppearance {
        var hidden = self
        hidden.runtime = runtime.withoutNavigationController
        return hidden
    }
}
