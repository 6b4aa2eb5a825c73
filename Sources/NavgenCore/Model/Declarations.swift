/// What the inputs write, where they write it, before any cascade: what the rules and the token policy check at the
/// place a thing is written rather than on the screens it reaches.
public struct Declarations: Sendable {
    /// Where the inputs say the app starts (each document's initial controller), and what code can instantiate by
    /// name (a controller with a storyboard identifier, every controller of a xib).
    public var entryPoints: [String] = []
    /// Each named appearance, screen and navigation controller with the bar properties it writes itself.
    public var bars: [BarDeclaration] = []
    /// The default text of every storyboard and xib text view.
    public var textViews: [TextViewText] = []
    /// Every token path the navigation names, in any property of any appearance, controller or bar item, in any mode.
    public var tokenPaths: Set<String> = []

    public init() {}
}

/// The bar properties one element writes: a named appearance, a screen or a navigation controller.
public struct BarDeclaration: Sendable {
    public enum Owner: Hashable, Sendable {
        /// A named appearance (`<appearance id="…">`), by its id.
        case appearance(String)
        /// A screen or navigation controller, by its id.
        case controller(String)
    }

    public var owner: Owner
    /// Where each property it writes is written.
    public var locations: [AppearanceProperty: SourceLocation]
    /// Rules turned off on it by `<!-- navgen:disable … -->`.
    public var disabledRules: Set<String>
}

/// A text view's default text, where it is written.
public struct TextViewText: Sendable {
    public var text: Located<String>
    /// The deployment target its document gives, which for its rules wins over the app's.
    public var deploymentTarget: String?
}
