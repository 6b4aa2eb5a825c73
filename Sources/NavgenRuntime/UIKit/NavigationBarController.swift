#if canImport(UIKit)
import UIKit

/// A [`UINavigationController`](https://developer.apple.com/documentation/uikit/uinavigationcontroller) that applies
/// navgen's plans: real hiding with the transition, per-screen bar backgrounds for split plans, the status bar from the
/// top screen, the swipe back kept with a hidden bar, and the content-area swipe back (iOS 26) blocked as the edge
/// swipe is.
///
/// Its screens adopt `NavigationScreenAdopting`; other view controllers keep whatever bar they set themselves. It stays
/// UIKit's delegate and the edge swipe's: an app's own `delegate`, and a gesture delegate set on the recognizer or in
/// `interactivePopGestureDelegate`, get every call after navgen's work.
@MainActor
open class NavigationBarController: UINavigationController, UINavigationControllerDelegate, UIGestureRecognizerDelegate {
    /// Background views standing in for the bar while a split transition runs, by screen.
    var splitBackgrounds: [ObjectIdentifier: UIView] = [:]
    /// The screens whose items a split transition made transparent.
    var splitScreens: [any NavigationScreenAdopting] = []
    /// The screen the status bar follows: the one showing, or about to. `topViewController` is not it while UIKit
    /// holds the stack back (a swipe's drag, `setViewControllers`, a cancelled swipe's end).
    weak var statusBarScreen: UIViewController?
    /// The app's delegate, which gets every `UINavigationControllerDelegate` call.
    public private(set) weak var appDelegate: (any UINavigationControllerDelegate)?
    /// The app's delegate for the edge swipe, which gets every `UIGestureRecognizerDelegate` call after navgen's
    /// checks. One the app sets on `interactivePopGestureRecognizer` itself moves here when the next screen shows.
    public weak var interactivePopGestureDelegate: (any UIGestureRecognizerDelegate)?
    /// Whether navgen turned the content-area swipe back off, so that it turns on again only what it turned off.
    var turnedOffContentSwipe = false
    /// The bar's `prefersLargeTitles` before navgen first allowed large titles: what the app's own screens get back.
    var appPrefersLargeTitles: Bool?
    /// While a re-tap of the stack's tab that `shouldSelect(_:in:)` refused is handled: no pop to the root then.
    var refusesPopToRoot = false
    /// Whether the running transition's coordinator queued nothing alongside it, so that `didShow` ends it.
    var finishesInDidShow = false

    // https://developer.apple.com/documentation/uikit/uinavigationcontroller/delegate
    /// Setting it keeps navgen as UIKit's delegate and makes the new value `appDelegate`; reading it gives the
    /// delegate UIKit calls, this controller (UIKit may call whatever this returns, so it cannot be the app's).
    override open var delegate: (any UINavigationControllerDelegate)? {
        get { super.delegate }
        set {
            if newValue !== self { appDelegate = newValue }
            super.delegate = self
        }
    }

    // https://developer.apple.com/documentation/uikit/uiviewcontroller/viewdidload()
    override open func viewDidLoad() {
        super.viewDidLoad()
        super.delegate = self
        // Replaces UIKit's own delegate, which stops the swipe once the bar is hidden.
        // https://developer.apple.com/documentation/uikit/uinavigationcontroller/interactivepopgesturerecognizer
        interactivePopGestureRecognizer?.delegate = self
        // An appearance holds one mode's colours: Dark Mode or Increase Contrast switched while the stack shows
        // restyles every bar (from iOS 17; before it the next transition does).
        // https://developer.apple.com/documentation/uikit/uitraitchangeobservable-67e94/registerfortraitchanges(_:handler:)
        if #available(iOS 17.0, *) {
            registerForTraitChanges([UITraitUserInterfaceStyle.self, UITraitAccessibilityContrast.self]) {
                (navigation: NavigationBarController, _: UITraitCollection) in
                // During a transition (a push, or a sheet presented over the stack) the bars are applied as it ends.
                // https://developer.apple.com/documentation/uikit/uiviewcontrollertransitioncoordinator/animate(alongsidetransition:completion:)
                guard let coordinator = navigation.transitionCoordinator,
                      coordinator.animate(alongsideTransition: nil, completion: { _ in navigation.applyBars() }) else { return navigation.applyBars() }
            }
        }
    }

    // https://developer.apple.com/documentation/uikit/uiviewcontroller/viewwillappear(_:)
    /// The top screen's bar as the controller appears: UIKit need not call `willShow` for the first screen. The screens
    /// below get theirs too, since a pop back to them sets no items during the transition.
    override open func viewWillAppear(_ animated: Bool) {
        super.viewWillAppear(animated)
        adoptAppGestureDelegate()
        applyBars()
    }

    /// Every screen's bar in the current traits: the top screen's shown, and the ones below applied, items included.
    func applyBars() {
        for case let screen as any NavigationScreenAdopting in viewControllers.dropLast() { screen.applyNavigationAppearance() }
        guard let top = topViewController else { return }
        if let screen = top as? any NavigationScreenAdopting { prepareBar(for: screen.navigationAppearance, animated: false) }
        finish(showing: top)
    }

    // https://developer.apple.com/documentation/uikit/uinavigationcontroller/pushviewcontroller(_:animated:)
    override open func pushViewController(_ viewController: UIViewController, animated: Bool) {
        // UIKit reads hidesBottomBarWhenPushed as the push begins, so the screen's bar is applied first.
        (viewController as? any NavigationScreenAdopting)?.applyNavigationAppearance()
        super.pushViewController(viewController, animated: animated)
    }

    // https://developer.apple.com/documentation/uikit/uinavigationcontroller/setviewcontrollers(_:animated:)
    override open func setViewControllers(_ viewControllers: [UIViewController], animated: Bool) {
        // As for a push: the new stack's bars before UIKit reads them.
        for case let screen as any NavigationScreenAdopting in viewControllers { screen.applyNavigationAppearance() }
        super.setViewControllers(viewControllers, animated: animated)
    }

    // https://developer.apple.com/documentation/uikit/uinavigationcontroller/poptorootviewcontroller(animated:)
    /// Refused while a re-tap of the stack's tab that `shouldSelect(_:in:)` refused is handled.
    @discardableResult
    override open func popToRootViewController(animated: Bool) -> [UIViewController]? {
        guard !refusesPopToRoot else { return nil }
        return super.popToRootViewController(animated: animated)
    }

    // https://developer.apple.com/documentation/uikit/uiviewcontroller/preferredstatusbarstyle
    override open var preferredStatusBarStyle: UIStatusBarStyle {
        ((statusBarScreen ?? topViewController) as? any NavigationScreenAdopting)?.navigationAppearance.statusBarStyle.uiStatusBarStyle
            ?? super.preferredStatusBarStyle
    }

    // https://developer.apple.com/documentation/uikit/uiviewcontroller/childforstatusbarstyle
    /// Under a hidden bar the app's own screen (one that does not adopt navgen) says its status bar itself, as it does
    /// in a stock navigation controller; under a visible bar UIKit's choice from the bar stays. navgen's screens say
    /// theirs through this controller.
    override open var childForStatusBarStyle: UIViewController? {
        let showing = statusBarScreen ?? topViewController
        return showing is any NavigationScreenAdopting || !isNavigationBarHidden ? nil : showing
    }

    #if compiler(>=6.4) || NAVGEN_IOS27_SDK
    // https://developer.apple.com/documentation/uikit/uiviewcontroller/preferredverticalbarbehavior
    /// The vertical bar as the screen showing allows it (iOS 27.1), asked again as each screen shows.
    @available(iOS 27.1, *)
    override open var preferredVerticalBarBehavior: UIVerticalBarBehavior {
        let showing = statusBarScreen ?? topViewController
        return (showing as? any NavigationScreenAdopting)?.navigationAppearance.verticalBarBehavior ?? super.preferredVerticalBarBehavior
    }

    /// This controller decides, from its screens' bars (`childForPreferredVerticalBarBehavior`, iOS 27.1).
    @available(iOS 27.1, *)
    override open var childForPreferredVerticalBarBehavior: UIViewController? { nil }
    #endif

    // https://developer.apple.com/documentation/uikit/uinavigationcontrollerdelegate/navigationcontroller(_:willshow:animated:)
    open func navigationController(_ navigationController: UINavigationController, willShow viewController: UIViewController,
                                   animated: Bool) {
        adoptAppGestureDelegate()
        show(viewController, animated: animated)
        let forward = appDelegate?.navigationController(_:willShow:animated:)
        forward?(navigationController, viewController, animated)
    }

    // MARK: The rest of UINavigationControllerDelegate, passed to the app's delegate. Each is reached through a
    // reference to the method, optional where the requirement is (UIKit's all are), so it compiles the same whether or
    // not the app's delegate implements it.

    // https://developer.apple.com/documentation/uikit/uinavigationcontrollerdelegate/navigationcontroller(_:didshow:animated:)
    /// A swipe delegate the app set on the recognizer as the screen appeared (in `viewDidAppear`) moves beside navgen's
    /// here, so that the swipe is not left to it alone until the next screen; a transition whose coordinator queued
    /// nothing ends here.
    open func navigationController(_ navigationController: UINavigationController, didShow viewController: UIViewController,
                                   animated: Bool) {
        if finishesInDidShow {
            finishesInDidShow = false
            finish(showing: viewController)
        }
        adoptAppGestureDelegate()
        let forward = appDelegate?.navigationController(_:didShow:animated:)
        forward?(navigationController, viewController, animated)
    }

    // https://developer.apple.com/documentation/uikit/uinavigationcontrollerdelegate/navigationcontroller(_:animationcontrollerfor:from:to:)
    open func navigationController(_ navigationController: UINavigationController,
                                   animationControllerFor operation: UINavigationController.Operation,
                                   from fromVC: UIViewController,
                                   to toVC: UIViewController) -> (any UIViewControllerAnimatedTransitioning)? {
        let forward = appDelegate?.navigationController(_:animationControllerFor:from:to:)
        return forward?(navigationController, operation, fromVC, toVC) ?? nil
    }

    // https://developer.apple.com/documentation/uikit/uinavigationcontrollerdelegate/navigationcontroller(_:interactioncontrollerfor:)
    open func navigationController(_ navigationController: UINavigationController,
                                   interactionControllerFor animationController: any UIViewControllerAnimatedTransitioning)
        -> (any UIViewControllerInteractiveTransitioning)? {
        let forward = appDelegate?.navigationController(_:interactionControllerFor:)
        return forward?(navigationController, animationController) ?? nil
    }

    // https://developer.apple.com/documentation/uikit/uinavigationcontrollerdelegate/navigationcontrollersupportedinterfaceorientations(_:)
    /// The app's answer, else a view controller's default: "all for the iPad idiom and allButUpsideDown for the iPhone
    /// idiom" (https://developer.apple.com/documentation/uikit/uiviewcontroller/supportedinterfaceorientations).
    open func navigationControllerSupportedInterfaceOrientations(_ navigationController: UINavigationController)
        -> UIInterfaceOrientationMask {
        let forward = appDelegate?.navigationControllerSupportedInterfaceOrientations(_:)
        // https://developer.apple.com/documentation/uikit/uitraitcollection/userinterfaceidiom
        return forward?(navigationController) ?? (traitCollection.userInterfaceIdiom == .pad ? .all : .allButUpsideDown)
    }

    // https://developer.apple.com/documentation/uikit/uinavigationcontrollerdelegate/navigationcontrollerpreferredinterfaceorientationforpresentation(_:)
    /// The app's answer, else the orientation the interface has now, as UIKit presents without one.
    open func navigationControllerPreferredInterfaceOrientationForPresentation(_ navigationController: UINavigationController)
        -> UIInterfaceOrientation {
        let forward = appDelegate?.navigationControllerPreferredInterfaceOrientationForPresentation(_:)
        return forward?(navigationController) ?? view.window?.windowScene?.currentInterfaceOrientation ?? .portrait
    }

    // MARK: The edge swipe's delegate: navgen's checks, then the app's (NavigationBarController+SwipeBack.swift)

    // https://developer.apple.com/documentation/uikit/uigesturerecognizerdelegate/gesturerecognizershouldbegin(_:)
    open func gestureRecognizerShouldBegin(_ gestureRecognizer: UIGestureRecognizer) -> Bool {
        let forward = interactivePopGestureDelegate?.gestureRecognizerShouldBegin(_:)
        guard gestureRecognizer === interactivePopGestureRecognizer else { return forward?(gestureRecognizer) ?? true }
        return swipeBackMayBegin && forward?(gestureRecognizer) ?? true
    }

    // https://developer.apple.com/documentation/uikit/uigesturerecognizerdelegate/gesturerecognizer(_:shouldrecognizesimultaneouslywith:)
    open func gestureRecognizer(_ gestureRecognizer: UIGestureRecognizer,
                                shouldRecognizeSimultaneouslyWith otherGestureRecognizer: UIGestureRecognizer) -> Bool {
        let forward = interactivePopGestureDelegate?.gestureRecognizer(_:shouldRecognizeSimultaneouslyWith:)
        return gestureRecognizer === interactivePopGestureRecognizer || forward?(gestureRecognizer, otherGestureRecognizer) == true
    }

    // https://developer.apple.com/documentation/uikit/uigesturerecognizerdelegate/gesturerecognizer(_:shouldrequirefailureof:)
    open func gestureRecognizer(_ gestureRecognizer: UIGestureRecognizer,
                                shouldRequireFailureOf otherGestureRecognizer: UIGestureRecognizer) -> Bool {
        let forward = interactivePopGestureDelegate?.gestureRecognizer(_:shouldRequireFailureOf:)
        return forward?(gestureRecognizer, otherGestureRecognizer) ?? false
    }

    // https://developer.apple.com/documentation/uikit/uigesturerecognizerdelegate/gesturerecognizer(_:shouldberequiredtofailby:)
    open func gestureRecognizer(_ gestureRecognizer: UIGestureRecognizer,
                                shouldBeRequiredToFailBy otherGestureRecognizer: UIGestureRecognizer) -> Bool {
        let forward = interactivePopGestureDelegate?.gestureRecognizer(_:shouldBeRequiredToFailBy:)
        return swipeBackWaitsFor(otherGestureRecognizer, in: gestureRecognizer) || forward?(gestureRecognizer, otherGestureRecognizer) == true
    }

    // https://developer.apple.com/documentation/uikit/uigesturerecognizerdelegate/gesturerecognizer(_:shouldreceive:)-1rgkn
    open func gestureRecognizer(_ gestureRecognizer: UIGestureRecognizer, shouldReceive touch: UITouch) -> Bool {
        let forward: ((UIGestureRecognizer, UITouch) -> Bool)? = interactivePopGestureDelegate?.gestureRecognizer(_:shouldReceive:)
        return forward?(gestureRecognizer, touch) ?? true
    }

    // https://developer.apple.com/documentation/uikit/uigesturerecognizerdelegate/gesturerecognizer(_:shouldreceive:)-5u3ok
    open func gestureRecognizer(_ gestureRecognizer: UIGestureRecognizer, shouldReceive press: UIPress) -> Bool {
        let forward: ((UIGestureRecognizer, UIPress) -> Bool)? = interactivePopGestureDelegate?.gestureRecognizer(_:shouldReceive:)
        return forward?(gestureRecognizer, press) ?? true
    }

    // https://developer.apple.com/documentation/uikit/uigesturerecognizerdelegate/gesturerecognizer(_:shouldreceive:)-2d7zd
    // (iOS 13.4)
    @available(iOS 13.4, *)
    open func gestureRecognizer(_ gestureRecognizer: UIGestureRecognizer, shouldReceive event: UIEvent) -> Bool {
        let forward: ((UIGestureRecognizer, UIEvent) -> Bool)? = interactivePopGestureDelegate?.gestureRecognizer(_:shouldReceive:)
        return forward?(gestureRecognizer, event) ?? true
    }
}
#endif
