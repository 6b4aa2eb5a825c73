// https://developer.apple.com/documentation/uikit/uinavigationcontroller
@MainActor open class UINavigationController: UIViewController {
    // https://developer.apple.com/documentation/uikit/uinavigationcontroller/operation
    public enum Operation: Int, Sendable { case none, push, pop }

    // https://developer.apple.com/documentation/uikit/uinavigationcontroller/init(rootviewcontroller:)
    // Not in UB: practitioners' subclasses find it goes through pushViewController (their push overrides skip the root
    // with `viewControllers.count > 0`), so a subclass's push override sees the root, and UIKit reads its
    // hidesBottomBarWhenPushed then (B).
    public init(rootViewController: UIViewController) {
        super.init(nibName: nil, bundle: nil)
        pushViewController(rootViewController, animated: false)
    }

    override public init(nibName nibNameOrNil: String?, bundle nibBundleOrNil: Bundle?) {
        super.init(nibName: nibNameOrNil, bundle: nibBundleOrNil)
    }

    public required init?(coder: NSCoder) {
        super.init(nibName: nil, bundle: nil)
    }

    /// The stack as it is.
    var stack: [UIViewController] = []
    /// What `viewControllers` returns meanwhile, where an unknown keeps UIKit from saying the stack has changed.
    var reportedStack: [UIViewController]?
    /// Whether a controller of the stack, the root included, hid the tab bar, as UIKit read it when the last transition
    /// began.
    var hidesBottomBar = false
    /// The tab bar's hidden state moving with the transition: (before, after).
    var bottomBarMotion: (from: Bool, to: Bool)?

    // https://developer.apple.com/documentation/uikit/uinavigationcontroller/viewcontrollers ("assigning equals
    // setViewControllers(_:animated:) with false", A)
    open var viewControllers: [UIViewController] {
        get { reportedStack ?? stack }
        set { setViewControllers(newValue, animated: false) }
    }

    // https://developer.apple.com/documentation/uikit/uinavigationcontroller/topviewcontroller
    open var topViewController: UIViewController? { viewControllers.last }

    // https://developer.apple.com/documentation/uikit/uiviewcontroller/childforpreferredverticalbarbehavior
    // ("UINavigationController to its top view controller")
    @available(iOS 27.1, *)
    override open var childForPreferredVerticalBarBehavior: UIViewController? { topViewController }

    // https://developer.apple.com/documentation/uikit/uinavigationcontroller/visibleviewcontroller
    open var visibleViewController: UIViewController? { presentedViewController ?? topViewController }

    private weak var storedDelegate: (any UINavigationControllerDelegate)?

    // https://developer.apple.com/documentation/uikit/uinavigationcontroller/delegate (weak in UIKit)
    open var delegate: (any UINavigationControllerDelegate)? {
        get { storedDelegate }
        set { storedDelegate = newValue }
    }

    /// The delegate UIKit calls: through the property, which a subclass may override, or what was stored. UIKit is
    /// asked only where the two differ: where they agree, its answer cannot matter.
    var modelDelegate: (any UINavigationControllerDelegate)? {
        let property = delegate
        guard property !== storedDelegate else { return property }
        switch UIKitModel.answer(UIKitModel.DelegateAccess.self) {
        case .throughTheProperty: return property
        case .throughItsStorage: return storedDelegate
        }
    }

    // https://developer.apple.com/documentation/uikit/uinavigationcontroller/navigationbar
    public var navigationBar: UINavigationBar {
        bar.modelNavigationController = self
        return bar
    }

    private let bar = UINavigationBar()

    // https://developer.apple.com/documentation/uikit/uinavigationcontroller/isnavigationbarhidden
    open var isNavigationBarHidden: Bool {
        get { barIsHidden }
        set { setNavigationBarHidden(newValue, animated: false) }
    }

    private var barIsHidden = false

    /// A cancelled transition takes the bar back to where it was.
    func restoreBarHidden(_ hidden: Bool) {
        barIsHidden = hidden
    }

    // https://developer.apple.com/documentation/uikit/uinavigationcontroller/setnavigationbarhidden(_:animated:)
    open func setNavigationBarHidden(_ hidden: Bool, animated: Bool) {
        guard hidden != barIsHidden else { return }
        barIsHidden = hidden
        let from = navigationBar.hiddenFraction
        let to: Double = hidden ? 1 : 0
        if case .own(let running) = navigationBar.motion { UIKitModel.stop(running) }
        guard animated else {
            navigationBar.motion = .still(to)
            return
        }
        // UB (C): "setNavigationBarHidden(_:animated:) called in willShow animates alongside the transition".
        if let transition = ownTransition, !transition.isEnded,
           UIKitModel.answer(UIKitModel.BarHidingInTransition.self) == .alongsideTheTransition {
            navigationBar.motion = .alongside(transition, from: from, to: to)
        } else {
            let animation = ModelOwnBarAnimation(bar: navigationBar, from: from, to: to)
            navigationBar.motion = .own(animation)
            UIKitModel.start(animation)
        }
    }

    private lazy var edgePopRecognizer: UIScreenEdgePanGestureRecognizer = {
        let recognizer = UIScreenEdgePanGestureRecognizer()
        recognizer.systemDelegate = ModelSystemPopDelegate(navigation: self)
        recognizer.delegate = recognizer.systemDelegate
        return recognizer
    }()

    private lazy var contentPopRecognizer: UIPanGestureRecognizer = {
        let recognizer = UIPanGestureRecognizer()
        recognizer.systemDelegate = ModelContentPopDelegate(navigation: self)
        recognizer.delegate = recognizer.systemDelegate
        return recognizer
    }()

    // https://developer.apple.com/documentation/uikit/uinavigationcontroller/interactivepopgesturerecognizer
    open var interactivePopGestureRecognizer: UIGestureRecognizer? { edgePopRecognizer }

    // https://developer.apple.com/documentation/uikit/uinavigationcontroller/interactivecontentpopgesturerecognizer
    // (iOS 26; whether the compatibility design has it is unknown)
    // The model hands the glue the recognizer in either design and asks whether the legacy design has the swipe only
    // when a person tries it: a recognizer that never fires and none at all differ only there.
    @available(iOS 26.0, *)
    open var interactiveContentPopGestureRecognizer: UIGestureRecognizer? { contentPopRecognizer }

    override open func loadView() {
        super.loadView()
        navigationBar.frame = CGRect(x: 0, y: UIKitModel.statusBarHeight, width: UIKitModel.screenBounds.width, height: 44)
        if let top = stack.last { view.addSubview(top.view) }
        view.addSubview(navigationBar)
    }

    override var modelAppearingChildren: [UIViewController] { stack.last.map { [$0] } ?? [] }

    // MARK: Appearing

    override func modelBeginAppearance(_ appearing: Bool, animated: Bool) {
        let calls = appearing && !modelIsVisible && modelDelegate != nil
            && UIKitModel.answer(UIKitModel.FirstAppearance.self) == .callsTheDelegate
        if calls, let top = stack.last { modelDelegate?.navigationController(self, willShow: top, animated: animated) }
        super.modelBeginAppearance(appearing, animated: animated)
    }

    override func modelEndAppearance(animated: Bool) {
        let calls = appearance == .appearing && modelDelegate != nil
            && UIKitModel.answer(UIKitModel.FirstAppearance.self) == .callsTheDelegate
        super.modelEndAppearance(animated: animated)
        if calls, let top = stack.last { modelDelegate?.navigationController(self, didShow: top, animated: animated) }
    }

    // MARK: Orientations

    // https://developer.apple.com/documentation/uikit/uiviewcontroller/supportedinterfaceorientations (a navigation
    // controller asks its delegate, "as determined by the delegate")
    override open var supportedInterfaceOrientations: UIInterfaceOrientationMask {
        modelDelegate?.navigationControllerSupportedInterfaceOrientations(self) ?? modelOwnSupportedInterfaceOrientations
    }

    override open var preferredInterfaceOrientationForPresentation: UIInterfaceOrientation {
        modelDelegate?.navigationControllerPreferredInterfaceOrientationForPresentation(self) ?? modelOwnPreferredInterfaceOrientation
    }

    /// What UIKit answers without a delegate that says otherwise: a view controller's defaults.
    public var modelOwnSupportedInterfaceOrientations: UIInterfaceOrientationMask {
        traitCollection.userInterfaceIdiom == .pad ? .all : .allButUpsideDown
    }

    public var modelOwnPreferredInterfaceOrientation: UIInterfaceOrientation { .portrait }

    // MARK: The stack

    // https://developer.apple.com/documentation/uikit/uinavigationcontroller/pushviewcontroller(_:animated:)
    open func pushViewController(_ viewController: UIViewController, animated: Bool) {
        guard !stack.contains(where: { $0 === viewController }) else {
            UIKitModel.fault("pushing a view controller that is already on the stack")
            return
        }
        let old = stack
        viewController.parent = self
        change(to: old + [viewController], from: old, operation: .push, animated: animated)
    }

    // https://developer.apple.com/documentation/uikit/uinavigationcontroller/popviewcontroller(animated:)
    @discardableResult
    open func popViewController(animated: Bool) -> UIViewController? {
        guard stack.count > 1 else { return nil }
        let popped = stack.last
        change(to: Array(stack.dropLast()), from: stack, operation: .pop, animated: animated)
        return popped
    }

    // https://developer.apple.com/documentation/uikit/uinavigationcontroller/poptorootviewcontroller(animated:)
    @discardableResult
    open func popToRootViewController(animated: Bool) -> [UIViewController]? {
        guard let root = stack.first else { return nil }
        return popToViewController(root, animated: animated)
    }

    // https://developer.apple.com/documentation/uikit/uinavigationcontroller/poptoviewcontroller(_:animated:) (UB:
    // "only the current top animates; the ones between get no appearance calls; willShow/didShow once", C)
    @discardableResult
    open func popToViewController(_ viewController: UIViewController, animated: Bool) -> [UIViewController]? {
        guard let index = stack.firstIndex(where: { $0 === viewController }) else { return nil }
        let popped = Array(stack[(index + 1)...])
        guard !popped.isEmpty else { return [] }
        change(to: Array(stack[...index]), from: stack, operation: .pop, animated: animated)
        return popped
    }

    // https://developer.apple.com/documentation/uikit/uinavigationcontroller/setviewcontrollers(_:animated:) (UB: "one
    // transition only — push if the new last item is not on the stack, pop if it is below the top, none if it is the
    // top; the whole stack is replaced when it finishes", A)
    open func setViewControllers(_ viewControllers: [UIViewController], animated: Bool) {
        let old = stack
        for controller in viewControllers { controller.parent = self }
        let operation: Operation
        if viewControllers.last === old.last {
            operation = .none
        } else if let last = viewControllers.last, old.contains(where: { $0 === last }) {
            operation = .pop
        } else {
            operation = .push
        }
        let holdsOld = animated && operation != .none
            && UIKitModel.answer(UIKitModel.SetViewControllersArray.self) == .whenTheTransitionEnds
        change(to: viewControllers, from: old, operation: operation, animated: animated, reporting: holdsOld ? old : nil)
    }
}

// https://developer.apple.com/documentation/uikit/uinavigationcontrollerdelegate
// Every requirement is optional in UIKit; Swift on Linux has no optional requirements, so each has a default that
// answers as UIKit does for a delegate without the method. Call them through a reference to the method
// (`let method = delegate?.navigationController(_:willShow:animated:)`), which is optional in both.
@MainActor public protocol UINavigationControllerDelegate: AnyObject {
    // https://developer.apple.com/documentation/uikit/uinavigationcontrollerdelegate/navigationcontroller(_:willshow:animated:)
    func navigationController(_ navigationController: UINavigationController, willShow viewController: UIViewController,
                              animated: Bool)
    // https://developer.apple.com/documentation/uikit/uinavigationcontrollerdelegate/navigationcontroller(_:didshow:animated:)
    func navigationController(_ navigationController: UINavigationController, didShow viewController: UIViewController,
                              animated: Bool)
    // https://developer.apple.com/documentation/uikit/uinavigationcontrollerdelegate/navigationcontrollersupportedinterfaceorientations(_:)
    func navigationControllerSupportedInterfaceOrientations(_ navigationController: UINavigationController) -> UIInterfaceOrientationMask
    // https://developer.apple.com/documentation/uikit/uinavigationcontrollerdelegate/navigationcontrollerpreferredinterfaceorientationforpresentation(_:)
    func navigationControllerPreferredInterfaceOrientationForPresentation(_ navigationController: UINavigationController)
        -> UIInterfaceOrientation
    // https://developer.apple.com/documentation/uikit/uinavigationcontrollerdelegate/navigationcontroller(_:interactioncontrollerfor:)
    func navigationController(_ navigationController: UINavigationController,
                              interactionControllerFor animationController: any UIViewControllerAnimatedTransitioning)
        -> (any UIViewControllerInteractiveTransitioning)?
    // https://developer.apple.com/documentation/uikit/uinavigationcontrollerdelegate/navigationcontroller(_:animationcontrollerfor:from:to:)
    func navigationController(_ navigationController: UINavigationController,
                              animationControllerFor operation: UINavigationController.Operation,
                              from fromVC: UIViewController, to toVC: UIViewController) -> (any UIViewControllerAnimatedTransitioning)?
}

extension UINavigationControllerDelegate {
    public func navigationController(_ navigationController: UINavigationController, willShow viewController: UIViewController,
                                     animated: Bool) {}
    public func navigationController(_ navigationController: UINavigationController, didShow viewController: UIViewController,
                                     animated: Bool) {}
    public func navigationControllerSupportedInterfaceOrientations(_ navigationController: UINavigationController)
        -> UIInterfaceOrientationMask {
        navigationController.modelOwnSupportedInterfaceOrientations
    }
    public func navigationControllerPreferredInterfaceOrientationForPresentation(_ navigationController: UINavigationController)
        -> UIInterfaceOrientation {
        navigationController.modelOwnPreferredInterfaceOrientation
    }
    public func navigationController(_ navigationController: UINavigationController,
                                     interactionControllerFor animationController: any UIViewControllerAnimatedTransitioning)
        -> (any UIViewControllerInteractiveTransitioning)? { nil }
    public func navigationController(_ navigationController: UINavigationController,
                                     animationControllerFor operation: UINavigationController.Operation,
                                     from fromVC: UIViewController, to toVC: UIViewController)
        -> (any UIViewControllerAnimatedTransitioning)? { nil }
}
