// https://developer.apple.com/documentation/uikit/uibarbuttonitem
@MainActor open class UIBarButtonItem {
    // https://developer.apple.com/documentation/uikit/uibarbuttonitem/style-swift.enum
    public enum Style: Int, Sendable {
        case plain
        // https://developer.apple.com/documentation/uikit/uibarbuttonitem/style-swift.enum/prominent (iOS 26; the
        // value `done` had)
        @available(iOS 26.0, *)
        case prominent
        // https://developer.apple.com/documentation/uikit/uibarbuttonitem/style-swift.enum/done
        @available(iOS, introduced: 2.0, deprecated: 26.0)
        public static var done: UIBarButtonItem.Style { .prominent }
    }

    // https://developer.apple.com/documentation/uikit/uibarbuttonitem/badge-swift.struct (iOS 26)
    @available(iOS 26.0, *)
    public struct Badge: Equatable, Sendable {
        let count: Int?
        // https://developer.apple.com/documentation/uikit/uibarbuttonitem/badge-swift.struct/count(_:)
        @MainActor public static func count(_ count: Int) -> UIBarButtonItem.Badge { Badge(count: count) }
        // https://developer.apple.com/documentation/uikit/uibarbuttonitem/badge-swift.struct/indicator()
        @MainActor public static func indicator() -> UIBarButtonItem.Badge { Badge(count: nil) }
    }

    // https://developer.apple.com/documentation/uikit/uibarbuttonitem/systemitem
    public enum SystemItem: Int, Sendable {
        case done, cancel, edit, save, add, flexibleSpace, fixedSpace, compose, reply, action, organize, bookmarks, search,
             refresh, stop, camera, trash, play, pause, rewind, fastForward, undo, redo, pageCurl, close
        // https://developer.apple.com/documentation/uikit/uibarbuttonitem/systemitem/writingtools
        @available(iOS 18.2, *)
        case writingTools
    }

    /// How the item was made.
    public enum ModelKind: Sendable { case title, image, system, fixedSpace, customView }
    public let modelKind: ModelKind
    public private(set) var title: String?
    public private(set) var image: UIImage?
    public private(set) var systemItem: UIBarButtonItem.SystemItem?
    /// The width of a fixed space.
    // https://developer.apple.com/documentation/uikit/uibarbuttonitem/width
    open var width: CGFloat?

    public init(title: String?, style: UIBarButtonItem.Style, target: Any?, action: Selector?) {
        modelKind = .title
        self.title = title
        self.style = style
        self.target = target as AnyObject?
        self.action = action
    }

    public init(image: UIImage?, style: UIBarButtonItem.Style, target: Any?, action: Selector?) {
        modelKind = .image
        self.image = image
        self.style = style
        self.target = target as AnyObject?
        self.action = action
    }

    public init(barButtonSystemItem systemItem: UIBarButtonItem.SystemItem, target: Any?, action: Selector?) {
        modelKind = .system
        self.systemItem = systemItem
        self.target = target as AnyObject?
        self.action = action
    }

    // https://developer.apple.com/documentation/uikit/uibarbuttonitem/init(customview:)
    public init(customView: UIView) {
        modelKind = .customView
        self.customView = customView
    }

    // https://developer.apple.com/documentation/uikit/uibarbuttonitem/customview
    open var customView: UIView?

    // https://developer.apple.com/documentation/uikit/uibarbuttonitem/target
    open weak var target: AnyObject?
    // https://developer.apple.com/documentation/uikit/uibarbuttonitem/action
    open var action: Selector?

    /// A fixed space: what `fixedSpace(_:)` makes.
    public required init(fixedSpaceWidth width: CGFloat) {
        modelKind = .fixedSpace
        systemItem = .fixedSpace
        self.width = width
    }

    // https://developer.apple.com/documentation/uikit/uibarbuttonitem/fixedspace(_:)
    open class func fixedSpace(_ width: CGFloat) -> Self { Self(fixedSpaceWidth: width) }
    // https://developer.apple.com/documentation/uikit/uibarbuttonitem/fixedspace() (zero width, splits glass groups)
    @available(iOS 26.0, *)
    open class func fixedSpace() -> Self { Self(fixedSpaceWidth: 0) }
    // https://developer.apple.com/documentation/uikit/uibarbuttonitem/tintcolor
    open var tintColor: UIColor?
    // https://developer.apple.com/documentation/uikit/uibarbuttonitem/style-swift.property
    open var style: UIBarButtonItem.Style = .plain
    // https://developer.apple.com/documentation/uikit/uibarbuttonitem/sharesbackground
    @available(iOS 26.0, *)
    open var sharesBackground = true
    // https://developer.apple.com/documentation/uikit/uibarbuttonitem/hidessharedbackground
    @available(iOS 26.0, *)
    open var hidesSharedBackground = false
    // https://developer.apple.com/documentation/uikit/uibarbuttonitem/identifier
    @available(iOS 26.0, *)
    open var identifier: String?
    // https://developer.apple.com/documentation/uikit/uibarbuttonitem/badge-4sz3f
    @available(iOS 26.0, *)
    public var badge: UIBarButtonItem.Badge?
    // https://developer.apple.com/documentation/uikit/uibarbuttonitem/axisbehavior-swift.enum (iOS 27.1: a
    // horizontalOnly item is hidden when there is no horizontal bar)
    @available(iOS 27.1, *)
    open var axisBehavior = UIBarButtonItem.AxisBehavior.automatic

    // https://developer.apple.com/documentation/uikit/uibarbuttonitem/axisbehavior-swift.enum
    @available(iOS 27.1, *)
    public enum AxisBehavior: Int, Sendable { case automatic, horizontalOnly, verticalPreferred }
}
