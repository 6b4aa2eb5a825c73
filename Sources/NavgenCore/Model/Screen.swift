/// A screen with its appearance in every mode and design.
public struct Screen: Sendable {
    public var id: String
    /// The name its Swift identifier is made from: the id, or for storyboard scenes with machine ids
    /// (`Hlp-Vc-A01`) the storyboard identifier, the class or the title.
    public var displayName: String
    /// The name people read (the report, the flow diagram, diagnostics, `navgen diff`); see `ReadableNames`.
    public var name: String
    /// What its bar shows as the title, and the screen above it as the back button's: the navigation item's title,
    /// else the controller's, which UIKit gives an item that has none (`UIViewController.title`).
    public var title: String?
    /// The subtitle, and the large title's (iOS 26).
    public var subtitle: String?
    public var largeSubtitle: String?
    /// The line of text above the title
    /// ([prompt](https://developer.apple.com/documentation/uikit/uinavigationitem/prompt)), which makes the bar taller.
    public var prompt: String?
    public var customClass: String?
    /// The navigation controller whose stack the screen is in, if any: the first that reaches it.
    public var navigationController: String?
    /// The other navigation controllers whose screens push this one, where its bar would differ from the one it has in
    /// `navigationController`'s stack, which navgen gives it in every stack.
    public var otherStacks: [String] = []
    /// The tab bar controller that holds that navigation controller, if any.
    public var tabBarController: String?
    /// Mode and design → appearance.
    public var appearances: [Variant: BarAppearance]
    /// Token paths the screen's properties use, with where each is used.
    public var tokenUses: [Located<String>]
    /// Properties whose winning value is a token reference → the token path.
    public var tokenProperties: [AppearanceProperty: String]
    public var leftItemsSupplementBackButton: Bool
    /// Whether the screen or its navigation controller declares a scroll-edge appearance.
    public var customisesScrollEdge: Bool
    /// The screen that pushes this one on the shortest push path from its stack's root; nil for a root
    /// and for screens outside any stack.
    public var stackParent: String?
    public var disabledRules: Set<String>
    public var location: SourceLocation
    /// Where each appearance property was set (the winning level of the cascade).
    public var propertyLocations: [AppearanceProperty: SourceLocation]
    /// Mode and design → whether the tab bar shows under the screen on its shortest path from its stack's root (an edge's
    /// plans say how it is along that edge).
    public var tabBarVisible: [Variant: Bool] = [:]
    /// What the bar shows instead of the inline title (a storyboard navigation item's `titleView`: `searchBar`,
    /// `segmentedControl`, `imageView`…), if anything.
    public var titleView: String?
}
