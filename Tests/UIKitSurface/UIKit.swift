// The UIKit API that navgen's generated glue uses, declared with Apple's documented signatures so
// the glue can be type-checked on Linux, where UIKit does not exist. Bodies never run.
// Keep this minimal: add a declaration only when a template starts using it, with its page.
@_exported import Foundation

// https://developer.apple.com/documentation/objectivec/selector (the Objective-C runtime type; Linux has none)
public struct Selector: Hashable, Sendable {}

// https://developer.apple.com/documentation/uikit/uiuserinterfacestyle
public enum UIUserInterfaceStyle: Int, Sendable { case unspecified, light, dark }

// https://developer.apple.com/documentation/uikit/uiaccessibilitycontrast
public enum UIAccessibilityContrast: Int, Sendable { case unspecified, normal, high }

// https://developer.apple.com/documentation/uikit/uitraitcollection
open class UITraitCollection: @unchecked Sendable {
    open var userInterfaceStyle: UIUserInterfaceStyle { .unspecified }
    open var accessibilityContrast: UIAccessibilityContrast { .unspecified }
}

// https://developer.apple.com/documentation/uikit/uicolor
open class UIColor: @unchecked Sendable {
    // https://developer.apple.com/documentation/uikit/uicolor/init(red:green:blue:alpha:)
    public init(red: CGFloat, green: CGFloat, blue: CGFloat, alpha: CGFloat) {}
    // https://developer.apple.com/documentation/uikit/uicolor/init(dynamicprovider:)
    public init(dynamicProvider: @escaping @Sendable (UITraitCollection) -> UIColor) {}
    open class var clear: UIColor { UIColor(red: 0, green: 0, blue: 0, alpha: 0) }
    open class var black: UIColor { UIColor(red: 0, green: 0, blue: 0, alpha: 1) }
    // https://developer.apple.com/documentation/uikit/uicolor/systembackground
    open class var systemBackground: UIColor { UIColor(red: 1, green: 1, blue: 1, alpha: 1) }
}

// https://developer.apple.com/documentation/uikit/uifont
open class UIFont: @unchecked Sendable {
    // https://developer.apple.com/documentation/uikit/uifont/weight
    public struct Weight: Hashable, Sendable {
        public var rawValue: CGFloat
        public init(rawValue: CGFloat) { self.rawValue = rawValue }
        public static let ultraLight = Weight(rawValue: -0.8)
        public static let thin = Weight(rawValue: -0.6)
        public static let light = Weight(rawValue: -0.4)
        public static let regular = Weight(rawValue: 0)
        public static let medium = Weight(rawValue: 0.23)
        public static let semibold = Weight(rawValue: 0.3)
        public static let bold = Weight(rawValue: 0.4)
        public static let heavy = Weight(rawValue: 0.56)
        public static let black = Weight(rawValue: 0.62)
    }

    // https://developer.apple.com/documentation/uikit/uifont/init(name:size:)
    public init?(name fontName: String, size fontSize: CGFloat) { nil }
    init() {}
    // https://developer.apple.com/documentation/uikit/uifont/systemfont(ofsize:weight:)
    open class func systemFont(ofSize fontSize: CGFloat, weight: UIFont.Weight) -> UIFont { UIFont() }
}

// https://developer.apple.com/documentation/uikit/uiimage
open class UIImage: @unchecked Sendable {
    // https://developer.apple.com/documentation/uikit/uiimage/init(named:)
    public init?(named name: String) { nil }
    // https://developer.apple.com/documentation/uikit/uiimage/init(systemname:)
    public init?(systemName name: String) { nil }
}

// https://developer.apple.com/documentation/uikit/uistatusbarstyle
public enum UIStatusBarStyle: Int, Sendable { case `default`, lightContent, darkContent }

// https://developer.apple.com/documentation/foundation/nsattributedstring/key
extension NSAttributedString.Key {
    // https://developer.apple.com/documentation/foundation/nsattributedstring/key/foregroundcolor
    public static let foregroundColor = NSAttributedString.Key(rawValue: "NSColor")
    // https://developer.apple.com/documentation/foundation/nsattributedstring/key/font
    public static let font = NSAttributedString.Key(rawValue: "NSFont")
}

// https://developer.apple.com/documentation/uikit/uibarbuttonitemstateappearance
@MainActor open class UIBarButtonItemStateAppearance {
    open var titleTextAttributes: [NSAttributedString.Key: Any] = [:]
}

// https://developer.apple.com/documentation/uikit/uibarbuttonitemappearance
@MainActor open class UIBarButtonItemAppearance {
    public init() {}
    open var normal = UIBarButtonItemStateAppearance()
}

// https://developer.apple.com/documentation/uikit/uinavigationbarappearance
@MainActor open class UINavigationBarAppearance {
    public init() {}
    // https://developer.apple.com/documentation/uikit/uibarappearance/configurewithopaquebackground()
    open func configureWithOpaqueBackground() {}
    open func configureWithDefaultBackground() {}
    open func configureWithTransparentBackground() {}
    open var backgroundColor: UIColor?
    open var backgroundImage: UIImage?
    open var shadowColor: UIColor?
    open var shadowImage: UIImage?
    open var titleTextAttributes: [NSAttributedString.Key: Any] = [:]
    open var largeTitleTextAttributes: [NSAttributedString.Key: Any] = [:]
    open var buttonAppearance = UIBarButtonItemAppearance()
}

// https://developer.apple.com/documentation/uikit/uiactionhandler
public typealias UIActionHandler = (UIAction) -> Void

// https://developer.apple.com/documentation/uikit/uimenuelement
@MainActor open class UIMenuElement {
    // https://developer.apple.com/documentation/uikit/uimenuelement/attributes
    public struct Attributes: OptionSet, Sendable {
        public let rawValue: UInt
        public init(rawValue: UInt) { self.rawValue = rawValue }
    }

    // https://developer.apple.com/documentation/uikit/uimenuelement/state
    public enum State: Int, Sendable { case off, on, mixed }

    init() {}
}

// https://developer.apple.com/documentation/uikit/uiaction
@MainActor open class UIAction: UIMenuElement {
    // https://developer.apple.com/documentation/uikit/uiaction/identifier-swift.struct
    public struct Identifier: Hashable, Sendable {
        public init(_ rawValue: String) {}
    }

    // https://developer.apple.com/documentation/uikit/uiaction/init(title:image:identifier:discoverabilitytitle:attributes:state:handler:)
    public convenience init(title: String = "", image: UIImage? = nil, identifier: UIAction.Identifier? = nil,
                            discoverabilityTitle: String? = nil, attributes: UIMenuElement.Attributes = [],
                            state: UIMenuElement.State = .off, handler: @escaping UIActionHandler) {
        self.init()
    }

    override init() {}
}

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
    public struct Badge: Sendable {
        // https://developer.apple.com/documentation/uikit/uibarbuttonitem/badge-swift.struct/count(_:)
        @MainActor public static func count(_ count: Int) -> UIBarButtonItem.Badge { Badge() }
        // https://developer.apple.com/documentation/uikit/uibarbuttonitem/badge-swift.struct/indicator()
        @MainActor public static func indicator() -> UIBarButtonItem.Badge { Badge() }
    }

    // https://developer.apple.com/documentation/uikit/uibarbuttonitem/systemitem
    public enum SystemItem: Int, Sendable {
        case done, cancel, edit, save, add, flexibleSpace, fixedSpace, compose, reply, action, organize, bookmarks, search,
             refresh, stop, camera, trash, play, pause, rewind, fastForward, undo, redo, pageCurl, close
    }

    public init(title: String?, style: UIBarButtonItem.Style, target: Any?, action: Selector?) {}
    public init(image: UIImage?, style: UIBarButtonItem.Style, target: Any?, action: Selector?) {}
    public init(barButtonSystemItem systemItem: UIBarButtonItem.SystemItem, target: Any?, action: Selector?) {}
    // https://developer.apple.com/documentation/uikit/uibarbuttonitem/fixedspace(_:)
    open class func fixedSpace(_ width: CGFloat) -> Self { fatalError() }
    // https://developer.apple.com/documentation/uikit/uibarbuttonitem/fixedspace()
    @available(iOS 26.0, *)
    open class func fixedSpace() -> Self { fatalError() }
    open var tintColor: UIColor?
    // https://developer.apple.com/documentation/uikit/uibarbuttonitem/style-swift.property
    open var style: UIBarButtonItem.Style = .plain
    // https://developer.apple.com/documentation/uikit/uibarbuttonitem/sharesbackground
    @available(iOS 26.0, *)
    open var sharesBackground: Bool { get { true } set {} }
    // https://developer.apple.com/documentation/uikit/uibarbuttonitem/hidessharedbackground
    @available(iOS 26.0, *)
    open var hidesSharedBackground: Bool { get { false } set {} }
    // https://developer.apple.com/documentation/uikit/uibarbuttonitem/identifier
    @available(iOS 26.0, *)
    open var identifier: String? { get { nil } set {} }
    // https://developer.apple.com/documentation/uikit/uibarbuttonitem/badge-4sz3f
    @available(iOS 26.0, *)
    public var badge: UIBarButtonItem.Badge? { get { nil } set {} }
}

// https://developer.apple.com/documentation/uikit/uinavigationitem
@MainActor open class UINavigationItem {
    public enum LargeTitleDisplayMode: Int, Sendable { case automatic, always, never }
    open var standardAppearance = UINavigationBarAppearance()
    open var compactAppearance: UINavigationBarAppearance?
    open var scrollEdgeAppearance: UINavigationBarAppearance?
    // https://developer.apple.com/documentation/uikit/uinavigationitem/compactscrolledgeappearance (iOS 15)
    open var compactScrollEdgeAppearance: UINavigationBarAppearance?
    open var largeTitleDisplayMode: UINavigationItem.LargeTitleDisplayMode = .automatic
    // https://developer.apple.com/documentation/uikit/uinavigationitem/hidesbackbutton
    open var hidesBackButton = false
    open var leftBarButtonItems: [UIBarButtonItem]?
    open var rightBarButtonItems: [UIBarButtonItem]?
    // https://developer.apple.com/documentation/uikit/uinavigationitem/backaction
    @available(iOS 16.0, *)
    open var backAction: UIAction? { get { nil } set {} }
    // https://developer.apple.com/documentation/uikit/uinavigationitem/subtitle
    @available(iOS 26.0, *)
    open var subtitle: String? { get { nil } set {} }
    // https://developer.apple.com/documentation/uikit/uinavigationitem/largesubtitle
    @available(iOS 26.0, *)
    open var largeSubtitle: String? { get { nil } set {} }
    // https://developer.apple.com/documentation/uikit/uinavigationitem/navigationbarminimization-1kj9z
    @available(iOS 27.0, *)
    open var navigationBarMinimization: UIBarMinimization { get { UIBarMinimization() } set {} }
}

// https://developer.apple.com/documentation/uikit/uibarminimizationbehavior
@available(iOS 27.0, *)
public enum UIBarMinimizationBehavior: Int, Sendable { case automatic, never, onScrollDown, onScrollUp }

// The Swift form of UIKit's `UIBarMinimization` configuration (iOS 27).
@available(iOS 27.0, *)
public struct UIBarMinimization: Sendable {
    public init() {}
    public var minimizationBehavior: UIBarMinimizationBehavior = .automatic
}

// https://developer.apple.com/documentation/uikit/nslayoutanchor
@MainActor open class NSLayoutAnchor<AnchorType: AnyObject> {
    open func constraint(equalTo anchor: NSLayoutAnchor<AnchorType>) -> NSLayoutConstraint { NSLayoutConstraint() }
}
@MainActor open class NSLayoutXAxisAnchor: NSLayoutAnchor<NSLayoutXAxisAnchor> {}
@MainActor open class NSLayoutYAxisAnchor: NSLayoutAnchor<NSLayoutYAxisAnchor> {}

// https://developer.apple.com/documentation/uikit/nslayoutconstraint
@MainActor open class NSLayoutConstraint {
    // https://developer.apple.com/documentation/uikit/nslayoutconstraint/activate(_:)
    open class func activate(_ constraints: [NSLayoutConstraint]) {}
}

// https://developer.apple.com/documentation/uikit/uiview
@MainActor open class UIView {
    public struct AutoresizingMask: OptionSet, Sendable {
        public let rawValue: UInt
        public init(rawValue: UInt) { self.rawValue = rawValue }
        public static let flexibleWidth = AutoresizingMask(rawValue: 1 << 1)
        public static let flexibleHeight = AutoresizingMask(rawValue: 1 << 4)
    }

    public init() {}
    open var isUserInteractionEnabled = true
    open var translatesAutoresizingMaskIntoConstraints = true
    open var backgroundColor: UIColor?
    open var alpha: CGFloat = 1
    open var bounds = CGRect.zero
    open var frame = CGRect.zero
    open var autoresizingMask: UIView.AutoresizingMask = []
    open func addSubview(_ view: UIView) {}
    open func removeFromSuperview() {}
    open var topAnchor: NSLayoutYAxisAnchor { NSLayoutYAxisAnchor() }
    open var bottomAnchor: NSLayoutYAxisAnchor { NSLayoutYAxisAnchor() }
    open var leadingAnchor: NSLayoutXAxisAnchor { NSLayoutXAxisAnchor() }
    open var trailingAnchor: NSLayoutXAxisAnchor { NSLayoutXAxisAnchor() }
}

// https://developer.apple.com/documentation/uikit/uiimageview
@MainActor open class UIImageView: UIView {
    public init(image: UIImage?) {}
}

// https://developer.apple.com/documentation/uikit/uiscrolledgeeffect
@available(iOS 26.0, *)
@MainActor open class UIScrollEdgeEffect {
    // https://developer.apple.com/documentation/uikit/uiscrolledgeeffect/style-swift.class
    @MainActor open class Style {
        // https://developer.apple.com/documentation/uikit/uiscrolledgeeffect/style-swift.class/automatic
        open class var automatic: UIScrollEdgeEffect.Style { Style() }
        // https://developer.apple.com/documentation/uikit/uiscrolledgeeffect/style-swift.class/soft
        open class var soft: UIScrollEdgeEffect.Style { Style() }
        // https://developer.apple.com/documentation/uikit/uiscrolledgeeffect/style-swift.class/hard
        open class var hard: UIScrollEdgeEffect.Style { Style() }
        init() {}
    }

    // https://developer.apple.com/documentation/uikit/uiscrolledgeeffect/style-swift.property
    open var style = UIScrollEdgeEffect.Style()
    // https://developer.apple.com/documentation/uikit/uiscrolledgeeffect/ishidden
    open var isHidden = false
    init() {}
}

// https://developer.apple.com/documentation/uikit/uiscrollview
@MainActor open class UIScrollView: UIView {
    // https://developer.apple.com/documentation/uikit/uiscrollview/topedgeeffect
    @available(iOS 26.0, *)
    open var topEdgeEffect: UIScrollEdgeEffect { UIScrollEdgeEffect() }
}

// https://developer.apple.com/documentation/uikit/nsdirectionalrectedge
public struct NSDirectionalRectEdge: OptionSet, Sendable {
    public let rawValue: UInt
    public init(rawValue: UInt) { self.rawValue = rawValue }
    public static let top = NSDirectionalRectEdge(rawValue: 1 << 0)
    public static let bottom = NSDirectionalRectEdge(rawValue: 1 << 2)
}

// https://developer.apple.com/documentation/uikit/uinavigationbar
@MainActor open class UINavigationBar: UIView {}

// https://developer.apple.com/documentation/uikit/uigesturerecognizer
@MainActor open class UIGestureRecognizer {
    open var view: UIView?
    // https://developer.apple.com/documentation/uikit/uigesturerecognizer/isenabled
    open var isEnabled = true
    open weak var delegate: (any UIGestureRecognizerDelegate)?
}

// https://developer.apple.com/documentation/uikit/uigesturerecognizerdelegate (all requirements optional)
@MainActor public protocol UIGestureRecognizerDelegate: AnyObject {}

// https://developer.apple.com/documentation/uikit/uitransitioncontextviewcontrollerkey
public struct UITransitionContextViewControllerKey: Hashable, Sendable {
    public static let from = UITransitionContextViewControllerKey()
    public static let to = UITransitionContextViewControllerKey()
}

// https://developer.apple.com/documentation/uikit/uiviewcontrollertransitioncoordinatorcontext
@MainActor public protocol UIViewControllerTransitionCoordinatorContext: AnyObject {
    var isCancelled: Bool { get }
    var isInteractive: Bool { get }
    func viewController(forKey key: UITransitionContextViewControllerKey) -> UIViewController?
}

// https://developer.apple.com/documentation/uikit/uiviewcontrollertransitioncoordinator
@MainActor public protocol UIViewControllerTransitionCoordinator: UIViewControllerTransitionCoordinatorContext {
    // https://developer.apple.com/documentation/uikit/uiviewcontrollertransitioncoordinator/animate(alongsidetransition:completion:)
    @discardableResult
    func animate(alongsideTransition animation: ((any UIViewControllerTransitionCoordinatorContext) -> Void)?,
                 completion: ((any UIViewControllerTransitionCoordinatorContext) -> Void)?) -> Bool
}

// https://developer.apple.com/documentation/uikit/uiviewcontroller
@MainActor open class UIViewController {
    public init() {}
    // https://developer.apple.com/documentation/uikit/uiviewcontroller/init(nibname:bundle:)
    public init(nibName nibNameOrNil: String?, bundle nibBundleOrNil: Bundle?) {}
    // https://developer.apple.com/documentation/uikit/uiviewcontroller/init(coder:)
    public required init?(coder: NSCoder) {}
    // https://developer.apple.com/documentation/uikit/uiviewcontroller/loadviewifneeded()
    open func loadViewIfNeeded() {}
    open var view: UIView! { UIView() }
    open var navigationItem: UINavigationItem { UINavigationItem() }
    open var traitCollection: UITraitCollection { UITraitCollection() }
    open var extendedLayoutIncludesOpaqueBars = false
    open var hidesBottomBarWhenPushed = false
    open var transitionCoordinator: (any UIViewControllerTransitionCoordinator)? { nil }
    open var preferredStatusBarStyle: UIStatusBarStyle { .default }
    open var childForStatusBarStyle: UIViewController? { nil }
    open func setNeedsStatusBarAppearanceUpdate() {}
    open func viewDidLoad() {}
    // https://developer.apple.com/documentation/uikit/uiviewcontroller/navigationcontroller
    open var navigationController: UINavigationController? { nil }
    // https://developer.apple.com/documentation/uikit/uiviewcontroller/contentscrollview(for:) (iOS 15)
    open func contentScrollView(for edge: NSDirectionalRectEdge) -> UIScrollView? { nil }
}

// https://developer.apple.com/documentation/uikit/uinavigationcontrollerdelegate (all requirements optional)
@MainActor public protocol UINavigationControllerDelegate: AnyObject {}

// https://developer.apple.com/documentation/uikit/uinavigationcontroller
@MainActor open class UINavigationController: UIViewController {
    // https://developer.apple.com/documentation/uikit/uinavigationcontroller/init(rootviewcontroller:)
    public init(rootViewController: UIViewController) { super.init() }
    public required init?(coder: NSCoder) { super.init() }
    // https://developer.apple.com/documentation/uikit/uinavigationcontroller/isnavigationbarhidden
    open var isNavigationBarHidden: Bool { false }
    open weak var delegate: (any UINavigationControllerDelegate)?
    open var interactivePopGestureRecognizer: UIGestureRecognizer? { nil }
    open var navigationBar: UINavigationBar { UINavigationBar() }
    open var topViewController: UIViewController? { nil }
    open var viewControllers: [UIViewController] = []
    open func pushViewController(_ viewController: UIViewController, animated: Bool) {}
    // https://developer.apple.com/documentation/uikit/uinavigationcontroller/popviewcontroller(animated:)
    @discardableResult
    open func popViewController(animated: Bool) -> UIViewController? { nil }
    // https://developer.apple.com/documentation/uikit/uinavigationcontroller/interactivecontentpopgesturerecognizer
    @available(iOS 26.0, *)
    open var interactiveContentPopGestureRecognizer: UIGestureRecognizer? { nil }
    // https://developer.apple.com/documentation/uikit/uinavigationcontroller/setnavigationbarhidden(_:animated:)
    open func setNavigationBarHidden(_ hidden: Bool, animated: Bool) {}
}

// https://developer.apple.com/documentation/uikit/uitabbarcontroller
@MainActor open class UITabBarController: UIViewController {
    // https://developer.apple.com/documentation/uikit/uitabbarcontroller/minimizebehavior (iOS 26)
    @available(iOS 26.0, *)
    public enum MinimizeBehavior: Int, Sendable { case automatic, never, onScrollDown, onScrollUp }

    // https://developer.apple.com/documentation/uikit/uitabbarcontroller/tabbarminimizebehavior
    @available(iOS 26.0, *)
    open var tabBarMinimizeBehavior: UITabBarController.MinimizeBehavior { get { .automatic } set {} }
}
