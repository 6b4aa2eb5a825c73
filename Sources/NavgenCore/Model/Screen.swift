/// A screen with its appearance in every mode.
///
/// All but the appearances (which the tab bar pass still sets) sit in one shared, immutable box: rules, tables
/// and reports walk the screens many times over, and a copy of the fields themselves retains a dozen strings
/// and tables.
public struct Screen: Sendable {
    private let details: Details
    /// Mode and design → appearance.
    public var appearances: [Variant: BarAppearance]

    init(id: String, displayName: String, name: String, title: String?, subtitle: String?, largeSubtitle: String?, customClass: String?,
         navigationController: String?, tabBarController: String?, appearances: [Variant: BarAppearance], tokenUses: [Located<String>],
         tokenProperties: [AppearanceProperty: String], leftItemsSupplementBackButton: Bool, customisesScrollEdge: Bool,
         stackParent: String?, disabledRules: Set<String>, location: SourceLocation,
         propertyLocations: [AppearanceProperty: SourceLocation]) {
        details = Details(
            id: id, displayName: displayName, name: name, title: title, subtitle: subtitle, largeSubtitle: largeSubtitle, customClass: customClass,
            navigationController: navigationController,
            tabBarController: tabBarController, tokenUses: tokenUses, tokenProperties: tokenProperties,
            leftItemsSupplementBackButton: leftItemsSupplementBackButton, customisesScrollEdge: customisesScrollEdge,
            stackParent: stackParent, disabledRules: disabledRules, location: location, propertyLocations: propertyLocations)
        self.appearances = appearances
    }

    public var id: String { details.id }
    /// The name its Swift identifier is made from: the id, or for storyboard scenes with machine ids
    /// (`Hlp-Vc-A01`) the storyboard identifier, the class or the title.
    public var displayName: String { details.displayName }
    /// The name people read (the report, the flow diagram, diagnostics, `navgen diff`); see `ReadableNames`.
    public var name: String { details.name }
    public var title: String? { details.title }
    /// The subtitle, and the large title's (iOS 26).
    public var subtitle: String? { details.subtitle }
    public var largeSubtitle: String? { details.largeSubtitle }
    public var customClass: String? { details.customClass }
    /// The navigation controller whose stack the screen is in, if any.
    public var navigationController: String? { details.navigationController }
    /// The tab bar controller that holds that navigation controller, if any.
    public var tabBarController: String? { details.tabBarController }
    /// Token paths the screen's properties use, with where each is used.
    public var tokenUses: [Located<String>] { details.tokenUses }
    /// Properties whose winning value is a token reference → the token path.
    public var tokenProperties: [AppearanceProperty: String] { details.tokenProperties }
    public var leftItemsSupplementBackButton: Bool { details.leftItemsSupplementBackButton }
    /// Whether the screen or its navigation controller declares a scroll-edge appearance.
    public var customisesScrollEdge: Bool { details.customisesScrollEdge }
    /// The screen that pushes this one on the shortest push path from its stack's root; nil for a root
    /// and for screens outside any stack.
    public var stackParent: String? { details.stackParent }
    public var disabledRules: Set<String> { details.disabledRules }
    public var location: SourceLocation { details.location }
    /// Where each appearance property was set (the winning level of the cascade).
    public var propertyLocations: [AppearanceProperty: SourceLocation] { details.propertyLocations }

    private final class Details: Sendable {
        let id: String
        let displayName: String
        let name: String
        let title: String?
        let subtitle: String?
        let largeSubtitle: String?
        let customClass: String?
        let navigationController: String?
        let tabBarController: String?
        let tokenUses: [Located<String>]
        let tokenProperties: [AppearanceProperty: String]
        let leftItemsSupplementBackButton: Bool
        let customisesScrollEdge: Bool
        let stackParent: String?
        let disabledRules: Set<String>
        let location: SourceLocation
        let propertyLocations: [AppearanceProperty: SourceLocation]

        init(id: String, displayName: String, name: String, title: String?, subtitle: String?, largeSubtitle: String?, customClass: String?,
             navigationController: String?,
             tabBarController: String?, tokenUses: [Located<String>], tokenProperties: [AppearanceProperty: String],
             leftItemsSupplementBackButton: Bool, customisesScrollEdge: Bool, stackParent: String?, disabledRules: Set<String>,
             location: SourceLocation, propertyLocations: [AppearanceProperty: SourceLocation]) {
            self.id = id
            self.displayName = displayName
            self.name = name
            self.title = title
            self.subtitle = subtitle
            self.largeSubtitle = largeSubtitle
            self.customClass = customClass
            self.navigationController = navigationController
            self.tabBarController = tabBarController
            self.tokenUses = tokenUses
            self.tokenProperties = tokenProperties
            self.leftItemsSupplementBackButton = leftItemsSupplementBackButton
            self.customisesScrollEdge = customisesScrollEdge
            self.stackParent = stackParent
            self.disabledRules = disabledRules
            self.location = location
            self.propertyLocations = propertyLocations
        }
    }
}
