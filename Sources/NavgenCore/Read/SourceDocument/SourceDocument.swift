/// The kinds of input navgen reads; the raw names are the `format` values of `navgen inspect`.
public enum DocumentFormat: String, Sendable, Hashable, CaseIterable {
    case storyboard, xib
    case navigationMap = "navigation-map"
    case dtcg
    case styleDictionary = "style-dictionary"
    case tokensStudio = "tokens-studio"
    case colorset
    case xmlTokens = "xml-tokens"
    case resolver
}

/// A property value as written: a literal (`#1A1A1AFF`, `true`) or a token reference (`{color.brand}`).
public struct SourceValue: Hashable, Sendable {
    public var text: String
    public var location: SourceLocation
    /// Per appearance mode (`light`, `dark`) literals when the source gives them, e.g. an Interface Builder
    /// `systemColor`; `text` is then the light value. Empty when the value is the same in every mode.
    public var modeValues: [String: String] = [:]
    /// The asset-catalog colour a literal was copied from (an Interface Builder `<color name=…>` whose value the
    /// document embeds); where the run reads that colour set, the value refers to it instead (`AssetColorLinks`).
    public var assetName: String?
    /// The UIKit system colour a literal is the documented value of (a storyboard's `systemColor`, a navigation map's
    /// `systemBlue`), which the glue gives UIKit itself.
    public var systemColor: NavigationSystemColor?

    public init(_ text: String, at location: SourceLocation, modeValues: [String: String] = [:]) {
        self.text = text
        self.location = location
        self.modeValues = modeValues
    }

    /// The referenced token path when the value is exactly `{a.b.c}`.
    public var tokenReference: String? { CurlyReference.path(in: text) }

    /// Whether `other` is written alike, wherever it is written.
    func hasSameValue(as other: SourceValue) -> Bool {
        text == other.text && modeValues == other.modeValues && assetName == other.assetName && systemColor == other.systemColor
    }
}

/// A named set of appearance properties (a navigation map's `<appearance>`, a storyboard's navigation bar).
public struct SourceAppearance: Hashable, Sendable {
    public var id: String
    public var properties: [AppearanceProperty: SourceValue]
    public var location: SourceLocation
    /// A `UINavigationBarAppearance` background effect as written (`regular`, `systemChromeMaterial`…).
    public var backgroundEffect: SourceValue?

    public init(id: String, properties: [AppearanceProperty: SourceValue] = [:], location: SourceLocation) {
        self.id = id
        self.properties = properties
        self.location = location
    }
}

/// A bar button item in a screen's navigation item.
public struct SourceBarItem: Hashable, Sendable {
    public enum Side: String, Hashable, Sendable { case left, right, back }
    public typealias Kind = NavigationBarButtonItem.Kind

    public var side: Side
    public var kind: Kind
    public var title: String?
    public var image: String?
    /// Where the image comes from: a storyboard says (`catalog="system"` for an SF Symbol), a navigation map does not.
    public var imageSource = NavigationBarButtonItem.ImageSource.symbolOrAsset
    public var systemItem: NavigationBarButtonItem.SystemItem?
    public var width: Double?
    public var tintColor: SourceValue?
    public var location: SourceLocation
    /// The Interface Builder object id, when the item comes from a storyboard or xib.
    public var id: String?
    /// How the item is drawn; a storyboard's `done` is `prominent`, the value the iOS 26 SDK gives it.
    public var style: NavigationBarButtonItem.Style = .plain
    /// Whether the item may share a glass background with its neighbours.
    public var sharesBackground = true
    /// Whether the item is drawn with no glass behind it at all.
    public var hidesSharedBackground = false
    public var badge: NavigationBarButtonItem.Badge?
    /// Matches the item across a push, so UIKit morphs it into the next screen's item of the same identifier.
    public var identifier: String?
    /// Which bars the item can live on (iOS 27.1), where it is written; none is `automatic`.
    public var axis: Located<NavigationBarButtonItem.Axis>?

    public init(side: Side, kind: Kind, title: String? = nil, image: String? = nil, systemItem: NavigationBarButtonItem.SystemItem? = nil,
                width: Double? = nil, tintColor: SourceValue? = nil, location: SourceLocation) {
        self.side = side
        self.kind = kind
        self.title = title
        self.image = image
        self.systemItem = systemItem
        self.width = width
        self.tintColor = tintColor
        self.location = location
    }
}

/// What a controller is, as far as navigation is concerned.
public enum ControllerRole: String, Hashable, Sendable {
    case navigation, tabBar, split, screen, reference, placeholder
}

/// A view controller, navigation controller or tab bar controller from any reader.
public struct SourceController: Hashable, Sendable {
    public var id: String
    /// The element name as written (`navigationController`, `screen`, `tableViewController`…).
    public var element: String
    public var role: ControllerRole
    public var customClass: String?
    public var customModule: String?
    public var storyboardIdentifier: String?
    public var title: String?
    /// The named appearance it uses (navigation maps).
    public var appearance: SourceValue?
    /// Appearance properties set directly on it.
    public var properties: [AppearanceProperty: SourceValue]
    public var items: [SourceBarItem]
    public var leftItemsSupplementBackButton: Bool
    /// Whether a scroll-edge appearance is declared (a storyboard's `scrollEdgeAppearance`); without one, iOS 15
    /// draws the bar transparent at the scroll edge.
    public var customisesScrollEdge = false
    /// Whether its navigation item has a standard appearance of its own, which UIKit shows whole instead of the
    /// navigation bar's while the item is on top.
    public var replacesBarAppearance = false
    /// Its navigation item's appearances as written, where it has a standard one.
    var itemAppearances: [SourceAppearance] = []
    /// Rules turned off here by `<!-- navgen:disable rule-id -->`.
    public var disabledRules: Set<String>
    /// Where its `id` is written, which diagnostics about the controller point at.
    public var location: SourceLocation
    /// Where its element begins: what is written from there to the next controller's element is about it.
    var start: SourceLocation
    /// For storyboard references: the storyboard and identifier it points at.
    public var referencedStoryboard: String?
    /// Where the storyboard's name is written.
    var referencedStoryboardLocation: SourceLocation?
    public var referencedIdentifier: String?
    /// For storyboard references into another bundle.
    public var bundleIdentifier: String?
    /// For storyboard references: the id of the controller it points at, once `StoryboardReferences` found it.
    public var resolvedReference: String?
    /// The Interface Builder scene the controller belongs to.
    public var sceneID: String?
    /// Interface Builder's label for it (its name in Xcode's document outline) and its tab bar item's title, which name
    /// it where nothing else does.
    public var userLabel: String?
    public var tabTitle: String?
    /// A split view controller's column style as written (`doubleColumn`, `tripleColumn`; nil for a classic one).
    public var splitStyle: String?
    /// The screen's subtitle and large-title subtitle (iOS 26).
    public var subtitle: String?
    public var largeSubtitle: String?
    /// A tab bar controller's `tabBarMinimizeBehavior` (iOS 26), where it is written.
    public var minimizeBehavior: Located<NavigationTabBarMinimizeBehavior>?
    /// The navigation item's title and prompt (a storyboard `<navigationItem>`), distinct from `title`.
    public var navigationTitle: String?
    /// Where its storyboard `<navigationItem>` is written.
    var navigationItemLocation: SourceLocation?
    public var prompt: String?
    /// What the navigation item shows instead of its title (`searchBar`, `segmentedControl`, `imageView`, `view`).
    public var titleView: String?
    /// The custom class of a navigation controller's bar (`HBDNavigationBar`…).
    public var navigationBarClass: String?
    /// A navigation controller's bar as written, one entry per source: `navigationBar` (the bar's own attributes),
    /// then `standardAppearance`, `compactAppearance`, `scrollEdgeAppearance`, `compactScrollEdgeAppearance` when
    /// present. `properties` holds the merged defaults (the standard appearance over the bar's own attributes).
    public var barAppearances: [SourceAppearance] = []
    /// User Defined Runtime Attributes set on the controller that navgen does not map, kept for rules and reports.
    public var runtimeAttributes: [SourceRuntimeAttribute] = []
    /// The storyboard ID a `navgen.root` runtime attribute gives a navigation controller whose root the app sets in code.
    public var rootIdentifier: SourceValue?
    /// How a presentation shows it, unless the segue says otherwise.
    var presentationStyle: Located<PresentationStyleAttribute>?
    /// The `modalTransitionStyle` written (`partialCurl` takes only a full-screen presentation).
    var transitionStyle: Located<String>?
    /// A navigation map's `modalPresentationCapturesStatusBarAppearance`: every presentation of it takes the status bar.
    var capturesStatusBar = false

    public init(id: String, element: String, role: ControllerRole, location: SourceLocation, start: SourceLocation? = nil) {
        self.id = id
        self.element = element
        self.role = role
        self.properties = [:]
        self.items = []
        self.leftItemsSupplementBackButton = false
        self.disabledRules = []
        self.location = location
        self.start = start ?? location
    }
}

/// A navigation edge as written: a segue, `<push>`, `<present>`, `<unwind>`, a root or tab relationship.
public struct SourceSegue: Hashable, Sendable {
    public enum Effect: String, Hashable, Sendable {
        /// `custom`: a `UIStoryboardSegue` subclass's `perform()` decides what happens, which navgen cannot plan.
        case push, present, unwind, root, tab, embed, custom, other
    }

    public var id: String
    /// The kind as written (`push`, `show`, `relationship`, `presentation`…).
    public var kind: String
    public var effect: Effect
    public var relationship: String?
    public var identifier: String?
    public var customClass: String?
    public var source: String
    public var destination: String
    public var unwindAction: String?
    public var animated: Bool
    public var splitTransition: SourceValue?
    /// How a presentation shows its destination; without one, as the destination controller says.
    var presentationStyle: Located<PresentationStyleAttribute>?
    /// A navigation map's `modalPresentationCapturesStatusBarAppearance` on `<present>`, where it is written: it wins over
    /// the presented controller's, as UIKit's property set last does.
    var capturesStatusBar: Bool?
    /// The `modalTransitionStyle` written (`partialCurl` takes only a full-screen presentation).
    var transitionStyle: Located<String>?
    public var disabledRules: Set<String>
    public var location: SourceLocation
    /// The element that fires the segue, as `element#id` (`barButtonItem#Zuu-2P-5wS`, `tableViewCell#…`, or the
    /// controller itself for manual and relationship segues); nil for navigation maps.
    public var trigger: String?
    public var customModule: String?
    /// When `destination` was a storyboard reference that `StoryboardReferences` resolved: the reference's id.
    public var destinationReference: String?
    /// Where `destination` is written, where it is not at `location` (a navigation map's `to`).
    var destinationLocation: SourceLocation?

    public init(id: String, kind: String, effect: Effect, source: String, destination: String, location: SourceLocation) {
        self.id = id
        self.kind = kind
        self.effect = effect
        self.source = source
        self.destination = destination
        self.animated = true
        self.disabledRules = []
        self.location = location
    }
}

/// One navigation input (navigation map or Interface Builder document) in reader form: nothing resolved.
public struct SourceDocument: Sendable {
    public var path: String
    public var format: DocumentFormat
    /// The minimum OS version as dotted text (`15.0`). Interface Builder's encoded `<deployment version="4352">`
    /// is decoded to `11.0`; its `identifier` (`iOS`, `macosx`, `watchOS`…) is in `deploymentPlatform`.
    public var deploymentTarget: SourceValue?
    public var deploymentPlatform: String?
    /// Interface Builder `document` attributes as written.
    public var documentType: String?
    public var version: String?
    public var toolsVersion: String?
    public var targetRuntime: String?
    /// The platform of a storyboard or xib made for one whose controllers have no UIKit navigation bar (macOS,
    /// watchOS): the reader says so, and the model leaves the document out.
    public var otherPlatform: String?
    /// The path of the copy navgen reads when this document is another `.lproj` folder's copy of the same storyboard
    /// or xib (`StoryboardLocalisations`): the model leaves this one out.
    public var localisationOf: String?
    /// Whether the model reads this document: not one for another platform, nor another language's copy, nor a launch
    /// screen, which is drawn into the launch image before any code runs
    /// (https://developer.apple.com/documentation/bundleresources/information-property-list/uilaunchstoryboardname),
    /// so its scenes are no screens of the app.
    public var isModelled: Bool { otherPlatform == nil && localisationOf == nil && !launchScreen }
    public var launchScreen: Bool = false
    /// The default text of every `<textView>`, where it is written, so rules can flag e.g. CJK default text.
    public var textViews: [Located<String>] = []
    /// A xib's File's Owner class (the view controller that loads it with `init(nibName:bundle:)`), which is no
    /// controller of the xib's own.
    public var filesOwnerClass: String?
    public var initialController: String?
    public var appearances: [SourceAppearance]
    public var controllers: [SourceController]
    public var segues: [SourceSegue]

    public init(path: String, format: DocumentFormat) {
        self.path = path
        self.format = format
        self.appearances = []
        self.controllers = []
        self.segues = []
    }
}

/// A User Defined Runtime Attribute as written in Interface Builder (`keyPath`, `type`, value text).
public struct SourceRuntimeAttribute: Hashable, Sendable {
    public var keyPath: String
    /// `boolean`, `string`, `number`, `color`, `image`, `localizedString`…
    public var type: String
    /// The value in navgen's literal form (`true`, `0.5`, `#RRGGBBAA`, a string), nil when it has none.
    public var value: SourceValue?
    public var location: SourceLocation

    public init(keyPath: String, type: String, value: SourceValue?, location: SourceLocation) {
        self.keyPath = keyPath
        self.type = type
        self.value = value
        self.location = location
    }
}
