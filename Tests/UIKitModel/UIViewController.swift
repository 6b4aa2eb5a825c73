// https://developer.apple.com/documentation/uikit/uiviewcontroller
@MainActor open class UIViewController {
    // https://developer.apple.com/documentation/uikit/uiviewcontroller/init(nibname:bundle:)
    public init(nibName nibNameOrNil: String?, bundle nibBundleOrNil: Bundle?) {}

    public convenience init() {
        self.init(nibName: nil, bundle: nil)
    }

    // https://developer.apple.com/documentation/uikit/uiviewcontroller/init(coder:)
    public required init?(coder: NSCoder) {}

    private var loadedView: UIView?

    // https://developer.apple.com/documentation/uikit/uiviewcontroller/view
    open var view: UIView! {
        get {
            loadViewIfNeeded()
            return loadedView
        }
        set { loadedView = newValue }
    }

    // https://developer.apple.com/documentation/uikit/uiviewcontroller/isviewloaded
    open var isViewLoaded: Bool { loadedView != nil }

    // https://developer.apple.com/documentation/uikit/uiviewcontroller/loadview()
    open func loadView() {
        loadedView = UIView(frame: UIKitModel.screenBounds)
    }

    // https://developer.apple.com/documentation/uikit/uiviewcontroller/loadviewifneeded()
    open func loadViewIfNeeded() {
        guard loadedView == nil else { return }
        loadView()
        loadedView?.modelController = self
        viewDidLoad()
    }

    // https://developer.apple.com/documentation/uikit/uiviewcontroller/viewdidload()
    open func viewDidLoad() {}
    // https://developer.apple.com/documentation/uikit/uiviewcontroller/viewwillappear(_:)
    open func viewWillAppear(_ animated: Bool) {}
    // https://developer.apple.com/documentation/uikit/uiviewcontroller/viewdidappear(_:)
    open func viewDidAppear(_ animated: Bool) {}
    // https://developer.apple.com/documentation/uikit/uiviewcontroller/viewwilldisappear(_:)
    open func viewWillDisappear(_ animated: Bool) {}
    // https://developer.apple.com/documentation/uikit/uiviewcontroller/viewdiddisappear(_:)
    open func viewDidDisappear(_ animated: Bool) {}

    // https://developer.apple.com/documentation/uikit/uiviewcontroller/parent
    public internal(set) weak var parent: UIViewController?

    // https://developer.apple.com/documentation/uikit/uiviewcontroller/navigationcontroller
    open var navigationController: UINavigationController? {
        var ancestor = parent
        while let current = ancestor {
            if let navigation = current as? UINavigationController { return navigation }
            ancestor = current.parent
        }
        return nil
    }

    // https://developer.apple.com/documentation/uikit/uiviewcontroller/tabbarcontroller
    open var tabBarController: UITabBarController? {
        var ancestor = parent
        while let current = ancestor {
            if let tabs = current as? UITabBarController { return tabs }
            ancestor = current.parent
        }
        return nil
    }

    // https://developer.apple.com/documentation/uikit/uiviewcontroller/navigationitem
    open private(set) lazy var navigationItem: UINavigationItem = {
        let item = UINavigationItem(title: title ?? "")
        item.modelOwner = self
        return item
    }()
    open var title: String?
    // https://developer.apple.com/documentation/uikit/uitraitenvironment/traitcollection
    open var traitCollection: UITraitCollection { UIKitModel.traits }
    // https://developer.apple.com/documentation/uikit/uiviewcontroller/extendedlayoutincludesopaquebars
    open var extendedLayoutIncludesOpaqueBars = false
    // https://developer.apple.com/documentation/uikit/uiviewcontroller/hidesbottombarwhenpushed
    open var hidesBottomBarWhenPushed = false

    /// The transition this controller runs itself (a navigation controller's push or pop, a presentation).
    var ownTransition: ModelTransition?

    // https://developer.apple.com/documentation/uikit/uiviewcontroller/transitioncoordinator (UB: "associated with a
    // currently active transition or nil"; "a child without one asks its ancestors", A)
    open var transitionCoordinator: (any UIViewControllerTransitionCoordinator)? {
        ownTransition ?? parent?.transitionCoordinator ?? presentingViewController?.ownTransition
    }

    // https://developer.apple.com/documentation/uikit/uiviewcontroller/preferredstatusbarstyle
    open var preferredStatusBarStyle: UIStatusBarStyle { .default }
    // https://developer.apple.com/documentation/uikit/uiviewcontroller/childforstatusbarstyle
    open var childForStatusBarStyle: UIViewController? { nil }

    // https://developer.apple.com/documentation/uikit/uiviewcontroller/setneedsstatusbarappearanceupdate()
    open func setNeedsStatusBarAppearanceUpdate() {
        modelWindow?.modelReadStatusBar()
    }

    // https://developer.apple.com/documentation/uikit/uiviewcontroller/preferredverticalbarbehavior ("Defaults to
    // UIVerticalBarBehaviorAutomatic"; iOS 27.1)
    @available(iOS 27.1, *)
    open var preferredVerticalBarBehavior: UIVerticalBarBehavior { .automatic }
    // https://developer.apple.com/documentation/uikit/uiviewcontroller/childforpreferredverticalbarbehavior ("nil to
    // use the configuration provided by this view controller"; the containers forward to their active content)
    @available(iOS 27.1, *)
    open var childForPreferredVerticalBarBehavior: UIViewController? { nil }

    // https://developer.apple.com/documentation/uikit/uiviewcontroller/setneedsupdateofverticalbarconfiguration()
    // ("Call this method following changes to any state that affects the return values"): UIKit reads it again from
    // the window, as it reads the status-bar style, and otherwise only as the window appears.
    @available(iOS 27.1, *)
    open func setNeedsUpdateOfVerticalBarConfiguration() {
        modelWindow?.modelReadVerticalBar()
    }

    // https://developer.apple.com/documentation/uikit/uiviewcontroller/supportedinterfaceorientations ("all for the
    // iPad idiom and allButUpsideDown for the iPhone idiom")
    open var supportedInterfaceOrientations: UIInterfaceOrientationMask {
        traitCollection.userInterfaceIdiom == .pad ? .all : .allButUpsideDown
    }

    // https://developer.apple.com/documentation/uikit/uiviewcontroller/preferredinterfaceorientationforpresentation
    open var preferredInterfaceOrientationForPresentation: UIInterfaceOrientation { .portrait }

    private var contentScrollViews: [UInt: UIScrollView] = [:]

    // https://developer.apple.com/documentation/uikit/uiviewcontroller/contentscrollview(for:) (iOS 15; the model's
    // automatic choice is the view itself when it scrolls)
    open func contentScrollView(for edge: NSDirectionalRectEdge) -> UIScrollView? {
        contentScrollViews[edge.rawValue] ?? (isViewLoaded ? view as? UIScrollView : nil)
    }

    // https://developer.apple.com/documentation/uikit/uiviewcontroller/setcontentscrollview(_:for:)
    open func setContentScrollView(_ scrollView: UIScrollView?, for edge: NSDirectionalRectEdge) {
        contentScrollViews[edge.rawValue] = scrollView
    }

    // MARK: Appearance

    enum Appearance { case disappeared, appearing, appeared, disappearing }
    var appearance = Appearance.disappeared

    /// The children whose appearance follows this controller's: a container's visible child.
    var modelAppearingChildren: [UIViewController] { [] }

    /// UIKit starts showing or hiding the controller: `viewWillAppear` or `viewWillDisappear`, then its visible children.
    func modelBeginAppearance(_ appearing: Bool, animated: Bool) {
        switch (appearing, appearance) {
        case (true, .disappeared), (true, .disappearing):
            loadViewIfNeeded()
            appearance = .appearing
            viewWillAppear(animated)
        case (false, .appeared), (false, .appearing):
            appearance = .disappearing
            viewWillDisappear(animated)
        default:
            return
        }
        for child in modelAppearingChildren { child.modelBeginAppearance(appearing, animated: animated) }
    }

    /// UIKit has shown or hidden the controller: `viewDidAppear` or `viewDidDisappear`, then its visible children.
    func modelEndAppearance(animated: Bool) {
        switch appearance {
        case .appearing:
            appearance = .appeared
            viewDidAppear(animated)
        case .disappearing:
            appearance = .disappeared
            viewDidDisappear(animated)
        default:
            return
        }
        for child in modelAppearingChildren { child.modelEndAppearance(animated: animated) }
    }

    /// Whether the controller is on screen or getting there.
    var modelIsVisible: Bool { appearance == .appeared || appearance == .appearing }

    /// The window the controller's view is in.
    var modelWindow: UIWindow? {
        if isViewLoaded, let window = view.window { return window }
        return parent?.modelWindow ?? presentingViewController?.modelWindow
    }

    // MARK: Presentation

    // https://developer.apple.com/documentation/uikit/uiviewcontroller/modalpresentationstyle ("automatic", which
    // UIKit maps to `formSheet` for most controllers from iOS 18, `pageSheet` before)
    open var modalPresentationStyle = UIModalPresentationStyle.automatic
    // https://developer.apple.com/documentation/uikit/uiviewcontroller/modalpresentationcapturesstatusbarappearance
    open var modalPresentationCapturesStatusBarAppearance = false
    // https://developer.apple.com/documentation/uikit/uiviewcontroller/presentingviewcontroller
    public internal(set) weak var presentingViewController: UIViewController?
    // https://developer.apple.com/documentation/uikit/uiviewcontroller/presentedviewcontroller
    public internal(set) var presentedViewController: UIViewController?

    // https://developer.apple.com/documentation/uikit/uiviewcontroller/present(_:animated:completion:)
    open func present(_ viewControllerToPresent: UIViewController, animated flag: Bool, completion: (() -> Void)? = nil) {
        UIKitModel.present(viewControllerToPresent, from: self, animated: flag, completion: completion)
    }

    // https://developer.apple.com/documentation/uikit/uiviewcontroller/dismiss(animated:completion:)
    open func dismiss(animated flag: Bool, completion: (() -> Void)? = nil) {
        UIKitModel.dismiss(from: self, animated: flag, completion: completion)
    }

    /// Whether a presentation of this controller takes over the status bar: a full-screen one, or one that asks
    /// (`modalPresentationCapturesStatusBarAppearance`: control passes "only if the presented controller's
    /// modalPresentationStyle value is fullScreen", unless this is true).
    var modelCapturesStatusBar: Bool {
        modalPresentationStyle == .fullScreen || modalPresentationCapturesStatusBarAppearance
    }

    /// Whether presenting this controller takes the presenting controller's views away, so that it disappears: "The
    /// views belonging to the presenting view controller are removed after the presentation completes" says
    /// [`fullScreen`](https://developer.apple.com/documentation/uikit/uimodalpresentationstyle/fullscreen) and
    /// [`currentContext`](https://developer.apple.com/documentation/uikit/uimodalpresentationstyle/currentcontext);
    /// the other styles leave them ("not removed from the view hierarchy", `overFullScreen`), and a sheet or a popover
    /// shows part of them.
    var modelRemovesPresentersViews: Bool {
        modalPresentationStyle == .fullScreen || modalPresentationStyle == .currentContext
    }
}

// https://developer.apple.com/documentation/uikit/uimodalpresentationstyle
public enum UIModalPresentationStyle: Int, Sendable {
    case automatic = -2, none, fullScreen, pageSheet, formSheet, currentContext, custom, overFullScreen, overCurrentContext, popover
    case blurOverFullScreen
}

// https://developer.apple.com/documentation/uikit/uiviewcontroller/preferredverticalbarbehavior (iOS 27.1: whether the
// system may show the controller's bars as a vertical bar at the leading or trailing edge)
@available(iOS 27.1, *)
public enum UIVerticalBarBehavior: Int, Sendable { case automatic, disabled }
