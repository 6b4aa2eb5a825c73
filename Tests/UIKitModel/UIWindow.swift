// https://developer.apple.com/documentation/uikit/uiwindow
@MainActor open class UIWindow: UIView {
    override public init(frame: CGRect) {
        super.init(frame: frame)
    }

    override public convenience init() {
        self.init(frame: UIKitModel.screenBounds)
    }

    // https://developer.apple.com/documentation/uikit/uiwindow/rootviewcontroller
    open var rootViewController: UIViewController? {
        didSet {
            oldValue?.view.removeFromSuperview()
            if let rootViewController { addSubview(rootViewController.view) }
        }
    }

    override open var window: UIWindow? { self }

    // https://developer.apple.com/documentation/uikit/uiwindow/windowscene
    open var windowScene: UIWindowScene? { scene }
    private let scene = UIWindowScene()

    /// The status-bar style a person sees: what UIKit read last.
    public private(set) var modelStatusBarStyle = UIStatusBarStyle.default
    /// Whether the system may show the vertical bar: what UIKit read last.
    public private(set) var modelVerticalBarBehavior = UIVerticalBarBehavior.automatic

    // https://developer.apple.com/documentation/uikit/uiwindow/makekeyandvisible()
    open func makeKeyAndVisible() {
        UIKitModel.windows.append(self)
        rootViewController?.modelBeginAppearance(true, animated: false)
        rootViewController?.modelEndAppearance(animated: false)
        modelReadStatusBar()
        modelReadVerticalBar()
    }

    /// UIKit reads the vertical-bar behaviour: from the root, through the presentations on top of it and through each
    /// `childForPreferredVerticalBarBehavior`, so "a content view controller's preference flows up to the window of the
    /// app or the nearest presentation".
    func modelReadVerticalBar() {
        guard var controller = rootViewController else { return }
        var visited = 0
        while visited < 100 {
            visited += 1
            if let presented = controller.presentedViewController {
                controller = presented
            } else if let child = controller.childForPreferredVerticalBarBehavior {
                controller = child
            } else {
                break
            }
        }
        modelVerticalBarBehavior = controller.preferredVerticalBarBehavior
    }

    /// UIKit reads the status-bar style: from the root, through any presentation that takes the status bar over
    /// (`modalPresentationCapturesStatusBarAppearance`) and through `childForStatusBarStyle` ("If your container view
    /// controller derives its status bar style from one of its child view controllers, implement this method"), to the
    /// controller whose `preferredStatusBarStyle` it shows.
    func modelReadStatusBar() {
        modelStatusBarStyle = modelStatusBarStyleNow
    }

    /// UIKit reads the status-bar style after a transition on its own, if it does: asked only where reading it would
    /// change what is shown.
    func modelReadStatusBarAfterTransition() {
        let style = modelStatusBarStyleNow
        guard style != modelStatusBarStyle,
              UIKitModel.answer(UIKitModel.StatusBarUpdates.self) == .alsoAfterEachTransition else { return }
        modelStatusBarStyle = style
    }

    /// The style UIKit would read now.
    private var modelStatusBarStyleNow: UIStatusBarStyle {
        guard var controller = rootViewController else { return modelStatusBarStyle }
        var visited = 0
        while visited < 100 {
            visited += 1
            if let presented = controller.presentedViewController, presented.modelCapturesStatusBar {
                controller = presented
            } else if let child = controller.childForStatusBarStyle {
                controller = child
            } else {
                break
            }
        }
        return controller.preferredStatusBarStyle
    }
}

// https://developer.apple.com/documentation/uikit/uiwindowscene
@MainActor open class UIWindowScene {
    /// The orientation the scene's interface has: a test turns the device by setting it.
    public var modelInterfaceOrientation = UIInterfaceOrientation.portrait

    // https://developer.apple.com/documentation/uikit/uiwindowscene/interfaceorientation
    @available(iOS, introduced: 13.0, deprecated: 26.0)
    open var interfaceOrientation: UIInterfaceOrientation { modelInterfaceOrientation }

    // https://developer.apple.com/documentation/uikit/uiwindowscene/effectivegeometry
    @available(iOS 16.0, *)
    open var effectiveGeometry: Geometry { Geometry(interfaceOrientation: modelInterfaceOrientation) }

    // https://developer.apple.com/documentation/uikit/uiwindowscene/geometry-swift.class
    @available(iOS 16.0, *)
    open class Geometry {
        // https://developer.apple.com/documentation/uikit/uiwindowscene/geometry-swift.class/interfaceorientation
        public let interfaceOrientation: UIInterfaceOrientation

        init(interfaceOrientation: UIInterfaceOrientation) {
            self.interfaceOrientation = interfaceOrientation
        }
    }
}

extension UIKitModel {
    /// An iPhone's screen, its status bar and the bar under it.
    static let screenBounds = CGRect(x: 0, y: 0, width: 390, height: 844)
    static let statusBarHeight: CGFloat = 47

    /// A window showing `root`, key and visible.
    public static func window(showing root: UIViewController) -> UIWindow {
        let window = UIWindow()
        window.rootViewController = root
        window.makeKeyAndVisible()
        return window
    }

    /// `present(_:animated:completion:)`: the presented controller goes on top of the window's presentations.
    static func present(_ presented: UIViewController, from presenter: UIViewController, animated: Bool,
                        completion: (() -> Void)?) {
        guard let window = presenter.modelWindow, var host = window.rootViewController else {
            fault("presenting from a view controller that is not in a window")
            return
        }
        while let next = host.presentedViewController { host = next }
        // https://developer.apple.com/documentation/uikit/uimodalpresentationstyle/automatic ("For most view
        // controllers, UIKit maps this style to: UIModalPresentationStyle.formSheet in iOS 18 and later")
        if presented.modalPresentationStyle == .automatic { presented.modalPresentationStyle = .formSheet }
        let covers = presented.modelRemovesPresentersViews
        host.presentedViewController = presented
        presented.presentingViewController = host
        window.addSubview(presented.view)
        let transition = animated ? ModelTransition(.present, from: host, to: presented, in: window, interactive: false) : nil
        host.ownTransition = transition
        presented.modelBeginAppearance(true, animated: animated)
        if covers { host.modelBeginAppearance(false, animated: animated) }
        window.modelReadStatusBar()
        let end = {
            if host.ownTransition === transition { host.ownTransition = nil }
            presented.modelEndAppearance(animated: animated)
            if covers { host.modelEndAppearance(animated: animated) }
            window.modelReadStatusBar()
            // The presentation decides the vertical bar while it shows ("flows up to the window of the app or the
            // nearest presentation", childForPreferredVerticalBarBehavior), so UIKit reads it as one comes or goes.
            window.modelReadVerticalBar()
            completion?()
        }
        guard let transition else { return end() }
        transition.onEnd = { _ in end() }
        transition.start()
    }

    /// `dismiss(animated:completion:)`: what the controller presented, or else the presentation it is part of, goes.
    static func dismiss(from controller: UIViewController, animated: Bool, completion: (() -> Void)?) {
        var presented = controller.presentedViewController
        if presented == nil {
            var ancestor: UIViewController? = controller
            while let current = ancestor, current.presentingViewController == nil { ancestor = current.parent }
            presented = ancestor
        }
        guard let presented, let host = presented.presentingViewController, let window = host.modelWindow else { return }
        let covers = presented.modelRemovesPresentersViews
        let transition = animated ? ModelTransition(.dismiss, from: presented, to: host, in: window, interactive: false) : nil
        host.ownTransition = transition
        presented.modelBeginAppearance(false, animated: animated)
        if covers { host.modelBeginAppearance(true, animated: animated) }
        let end = {
            if host.ownTransition === transition { host.ownTransition = nil }
            host.presentedViewController = nil
            presented.presentingViewController = nil
            presented.view.removeFromSuperview()
            presented.modelEndAppearance(animated: animated)
            if covers { host.modelEndAppearance(animated: animated) }
            window.modelReadStatusBar()
            // The presentation decides the vertical bar while it shows ("flows up to the window of the app or the
            // nearest presentation", childForPreferredVerticalBarBehavior), so UIKit reads it as one comes or goes.
            window.modelReadVerticalBar()
            completion?()
        }
        guard let transition else { return end() }
        transition.onEnd = { _ in end() }
        transition.start()
    }
}
