// https://developer.apple.com/documentation/uikit/uitabbar
@MainActor open class UITabBar: UIView {}

// https://developer.apple.com/documentation/uikit/uitabbarcontrollerdelegate
@MainActor public protocol UITabBarControllerDelegate: AnyObject {
    // https://developer.apple.com/documentation/uikit/uitabbarcontrollerdelegate/tabbarcontroller(_:shouldselect:)
    func tabBarController(_ tabBarController: UITabBarController, shouldSelect viewController: UIViewController) -> Bool
    // https://developer.apple.com/documentation/uikit/uitabbarcontrollerdelegate/tabbarcontroller(_:shouldselecttab:) (iOS 18)
    @available(iOS 18.0, *)
    func tabBarController(_ tabBarController: UITabBarController, shouldSelectTab tab: UITab) -> Bool
}

extension UITabBarControllerDelegate {
    public func tabBarController(_ tabBarController: UITabBarController, shouldSelect viewController: UIViewController) -> Bool { true }
    @available(iOS 18.0, *)
    public func tabBarController(_ tabBarController: UITabBarController, shouldSelectTab tab: UITab) -> Bool { true }
}

// https://developer.apple.com/documentation/uikit/uitabbarcontroller
@MainActor open class UITabBarController: UIViewController {
    // https://developer.apple.com/documentation/uikit/uitabbarcontroller/delegate
    open weak var delegate: (any UITabBarControllerDelegate)?

    // https://developer.apple.com/documentation/uikit/uitabbarcontroller/minimizebehavior (iOS 26)
    @available(iOS 26.0, *)
    public enum MinimizeBehavior: Int, Sendable { case automatic, never, onScrollDown, onScrollUp }

    // https://developer.apple.com/documentation/uikit/uitabbarcontroller/tabbar
    public let tabBar = UITabBar()

    // https://developer.apple.com/documentation/uikit/uitabbarcontroller/tabbarminimizebehavior
    @available(iOS 26.0, *)
    open var tabBarMinimizeBehavior = MinimizeBehavior.automatic

    // https://developer.apple.com/documentation/uikit/uitabbarcontroller/viewcontrollers
    open var viewControllers: [UIViewController]? {
        didSet {
            for controller in viewControllers ?? [] { controller.parent = self }
            selected = 0
            if isViewLoaded { showSelectedView(replacing: oldValue?.first) }
        }
    }

    private var selected = 0

    // https://developer.apple.com/documentation/uikit/uitabbarcontroller/tabs (iOS 18): the tabs, whose view
    // controllers the tab bar controller shows, as `viewControllers` in the model.
    @available(iOS 18.0, *)
    open var tabs: [UITab] {
        get { modelTabs }
        set {
            modelTabs = newValue
            viewControllers = newValue.compactMap { $0.modelProvideViewController() }
        }
    }

    private var modelTabs: [UITab] = []

    // https://developer.apple.com/documentation/uikit/uitabbarcontroller/selectedtab (iOS 18)
    @available(iOS 18.0, *)
    open var selectedTab: UITab? {
        modelTabs.first { $0.viewController != nil && $0.viewController === selectedViewController }
    }

    // https://developer.apple.com/documentation/uikit/uitabbarcontroller/selectedviewcontroller
    open var selectedViewController: UIViewController? {
        get { viewControllers.flatMap { $0.indices.contains(selected) ? $0[selected] : nil } }
        set {
            guard let index = viewControllers?.firstIndex(where: { $0 === newValue }) else { return }
            selectedIndex = index
        }
    }

    // https://developer.apple.com/documentation/uikit/uitabbarcontroller/selectedindex (a person tapping a tab does
    // the same)
    open var selectedIndex: Int {
        get { selected }
        set {
            guard newValue != selected, let controllers = viewControllers, controllers.indices.contains(newValue) else { return }
            let old = selectedViewController
            let visible = modelIsVisible
            if visible { old?.modelBeginAppearance(false, animated: false) }
            selected = newValue
            if isViewLoaded { showSelectedView(replacing: old) }
            if visible {
                controllers[newValue].modelBeginAppearance(true, animated: false)
                old?.modelEndAppearance(animated: false)
                controllers[newValue].modelEndAppearance(animated: false)
                modelWindow?.modelReadStatusBarAfterTransition()
            }
        }
    }

    /// A person taps the tab at `index`. The delegate is asked first ("in response to the user tapping a tab bar item";
    /// false: "the current tab should remain active"); then the tab shows, and its root view: "user taps always display
    /// the root view of the tab … even if the tab was already selected" (UITabBarController's overview), so a re-tap
    /// pops its stack to the root. Whether that pop still happens when the delegate refused a re-tap is not
    /// documented: `ReselectionRefused` runs both.
    public func modelTapTab(_ index: Int) {
        guard let controllers = viewControllers, controllers.indices.contains(index) else { return }
        let allowed = askDelegate(controllers[index])
        guard index == selected else {
            if allowed { selectedIndex = index }
            return
        }
        guard allowed || UIKitModel.answer(UIKitModel.ReselectionRefused.self) == .stillPopsToRoot else { return }
        (controllers[index] as? UINavigationController)?.popToRootViewController(animated: true)
    }

    /// Whether the delegate lets the tab of `controller` be selected. With tabs (iOS 18) which of its two calls UIKit
    /// makes is not documented: `TabSelectionCalls` runs each.
    private func askDelegate(_ controller: UIViewController) -> Bool {
        guard let delegate else { return true }
        guard let tab = modelTabs.first(where: { $0.viewController === controller }) else {
            return delegate.tabBarController(self, shouldSelect: controller)
        }
        switch UIKitModel.answer(UIKitModel.TabSelectionCalls.self) {
        case .theTabs: return delegate.tabBarController(self, shouldSelectTab: tab)
        case .theViewControllers: return delegate.tabBarController(self, shouldSelect: controller)
        case .both:
            let tabAllowed = delegate.tabBarController(self, shouldSelectTab: tab)
            return delegate.tabBarController(self, shouldSelect: controller) && tabAllowed
        }
    }

    // The model's choice, not documented: the selected tab decides the status bar (apps commonly rely on it).
    override open var childForStatusBarStyle: UIViewController? { selectedViewController }
    // https://developer.apple.com/documentation/uikit/uiviewcontroller/childforpreferredverticalbarbehavior
    // ("UITabBarController to its selected view controller")
    @available(iOS 27.1, *)
    override open var childForPreferredVerticalBarBehavior: UIViewController? { selectedViewController }

    override open func loadView() {
        super.loadView()
        showSelectedView(replacing: nil)
        view.addSubview(tabBar)
    }

    override var modelAppearingChildren: [UIViewController] { selectedViewController.map { [$0] } ?? [] }

    private func showSelectedView(replacing old: UIViewController?) {
        old?.view.removeFromSuperview()
        if let selected = selectedViewController { view.insertSubview(selected.view, at: 0) }
    }

    /// How far the tab bar has slid away: 0 shown, 1 hidden. A navigation stack hides it while a controller on it has
    /// `hidesBottomBarWhenPushed` (BACKGROUND.md §4), sliding with the transition.
    var modelTabBarHiddenFraction: Double {
        guard let navigation = selectedViewController as? UINavigationController else { return 0 }
        if let motion = navigation.bottomBarMotion, let transition = navigation.ownTransition {
            let from: Double = motion.from ? 1 : 0
            let to: Double = motion.to ? 1 : 0
            return from + (to - from) * Double(transition.percentComplete)
        }
        return navigation.hidesBottomBar ? 1 : 0
    }
}
