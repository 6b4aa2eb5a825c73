#if canImport(UIKit)
import UIKit

/// A [`UINavigationController`](https://developer.apple.com/documentation/uikit/uinavigationcontroller) that applies
/// navgen's plans: real hiding with the transition, per-screen bar backgrounds for split plans, the status bar from the
/// top screen, the swipe back kept with a hidden bar, and under Liquid Glass the content-area swipe back blocked as
/// the edge swipe is.
///
/// Its screens adopt `NavigationScreenAdopting`; other view controllers keep whatever bar they set themselves.
@MainActor
open class NavigationBarController: UINavigationController, UINavigationControllerDelegate, UIGestureRecognizerDelegate {
    /// Background views standing in for the bar while a split transition runs, by screen.
    private var splitBackgrounds: [ObjectIdentifier: UIView] = [:]

    // https://developer.apple.com/documentation/uikit/uiviewcontroller/viewdidload()
    override open func viewDidLoad() {
        super.viewDidLoad()
        delegate = self
        // https://developer.apple.com/documentation/uikit/uinavigationcontroller/interactivepopgesturerecognizer
        interactivePopGestureRecognizer?.delegate = self
    }

    // https://developer.apple.com/documentation/uikit/uinavigationcontroller/pushviewcontroller(_:animated:)
    override open func pushViewController(_ viewController: UIViewController, animated: Bool) {
        // UIKit reads hidesBottomBarWhenPushed during the push, so it must be set first.
        (viewController as? any NavigationScreenAdopting)?.applyNavigationAppearance()
        super.pushViewController(viewController, animated: animated)
    }

    // https://developer.apple.com/documentation/uikit/uiviewcontroller/preferredstatusbarstyle
    override open var preferredStatusBarStyle: UIStatusBarStyle {
        (topViewController as? any NavigationScreenAdopting)?.navigationAppearance.statusBarStyle.uiStatusBarStyle
            ?? super.preferredStatusBarStyle
    }

    // https://developer.apple.com/documentation/uikit/uiviewcontroller/childforstatusbarstyle
    override open var childForStatusBarStyle: UIViewController? { nil }

    // https://developer.apple.com/documentation/uikit/uinavigationcontrollerdelegate/navigationcontroller(_:willshow:animated:)
    open func navigationController(_ navigationController: UINavigationController, willShow viewController: UIViewController,
                                   animated: Bool) {
        guard let screen = viewController as? any NavigationScreenAdopting else {
            allowContentSwipe(.notApplicable)
            return
        }
        let destination = screen.navigationAppearance
        // https://developer.apple.com/documentation/uikit/uiviewcontroller/transitioncoordinator
        let source = transitionCoordinator?.viewController(forKey: .from) as? any NavigationScreenAdopting
        let staysOnStack = source.map { source in viewControllers.contains { $0 === source } } ?? false
        let operation: NavigationOperation = staysOnStack
            ? .push : (transitionCoordinator?.isInteractive == true ? .interactivePop : .pop)
        let plan = source.map {
            NavigationPlanner.plan(from: $0.navigationAppearance, to: destination, operation: operation, animated: animated,
                                   design: screen.navigationDesign)
        }
        let split = plan?.background == .split
        screen.applyNavigationAppearance(transparentBackground: split)
        if split, let source {
            source.applyNavigationAppearance(transparentBackground: true)
            installBackground(for: source)
            installBackground(for: screen)
        }
        // https://developer.apple.com/documentation/uikit/uinavigationcontroller/setnavigationbarhidden(_:animated:)
        setNavigationBarHidden(destination.visibility == .hidden, animated: animated)
        guard let coordinator = transitionCoordinator else {
            finish(showing: screen)
            return
        }
        // https://developer.apple.com/documentation/uikit/uiviewcontrollertransitioncoordinator/animate(alongsidetransition:completion:)
        coordinator.animate(alongsideTransition: { _ in self.setNeedsStatusBarAppearanceUpdate() }) { context in
            if context.isCancelled, let source {
                // A cancelled swipe-back: everything returns to the screen that stayed.
                self.setNavigationBarHidden(source.navigationAppearance.visibility == .hidden, animated: false)
                self.finish(showing: source)
            } else {
                self.finish(showing: screen)
            }
        }
    }

    private func finish(showing screen: any NavigationScreenAdopting) {
        for view in splitBackgrounds.values { view.removeFromSuperview() }
        splitBackgrounds.removeAll()
        for case let adopting as any NavigationScreenAdopting in viewControllers { adopting.applyNavigationAppearance() }
        screen.applyNavigationAppearance()
        allowContentSwipe(NavigationPlanner.interactiveContentPop(on: screen.navigationAppearance, design: screen.navigationDesign))
        // https://developer.apple.com/documentation/uikit/uiviewcontroller/setneedsstatusbarappearanceupdate()
        setNeedsStatusBarAppearanceUpdate()
    }

    /// Turns the content-area swipe back (iOS 26) off where the top screen blocks it, and back on elsewhere.
    private func allowContentSwipe(_ decision: NavigationTransitionPlan.InteractivePop) {
        #if compiler(>=6.2)
        if #available(iOS 26.0, *) {
            // https://developer.apple.com/documentation/uikit/uinavigationcontroller/interactivecontentpopgesturerecognizer
            // https://developer.apple.com/documentation/uikit/uigesturerecognizer/isenabled
            interactiveContentPopGestureRecognizer?.isEnabled = decision == .allowed || decision == .notApplicable
        }
        #endif
    }

    /// Puts a copy of the screen's bar background in its own view, pinned from the top of the view to the bar's bottom.
    private func installBackground(for screen: any NavigationScreenAdopting) {
        let bar = screen.navigationAppearance
        let background = UIView()
        background.isUserInteractionEnabled = false
        background.translatesAutoresizingMaskIntoConstraints = false
        switch bar.background {
        case .color(let color): background.backgroundColor = color.uiColor
        case .system(let style): background.backgroundColor = style == .black ? .black : .systemBackground
        case .image(let name, let alpha):
            // https://developer.apple.com/documentation/uikit/uiimageview/init(image:)
            let image = UIImageView(image: UIImage(named: name))
            image.alpha = alpha
            image.frame = background.bounds
            image.autoresizingMask = [.flexibleWidth, .flexibleHeight]
            background.addSubview(image)
        case .transparent, .glass: background.backgroundColor = .clear
        }
        screen.view.addSubview(background)
        // https://developer.apple.com/documentation/uikit/nslayoutconstraint/activate(_:)
        NSLayoutConstraint.activate([
            background.topAnchor.constraint(equalTo: screen.view.topAnchor),
            background.leadingAnchor.constraint(equalTo: screen.view.leadingAnchor),
            background.trailingAnchor.constraint(equalTo: screen.view.trailingAnchor),
            background.bottomAnchor.constraint(equalTo: navigationBar.bottomAnchor),
        ])
        splitBackgrounds[ObjectIdentifier(screen)] = background
    }

    // MARK: Swipe-back with a hidden bar

    // https://developer.apple.com/documentation/uikit/uigesturerecognizerdelegate/gesturerecognizershouldbegin(_:)
    open func gestureRecognizerShouldBegin(_ gestureRecognizer: UIGestureRecognizer) -> Bool {
        guard gestureRecognizer === interactivePopGestureRecognizer else { return true }
        guard viewControllers.count > 1 else { return false }
        guard let top = topViewController as? any NavigationScreenAdopting else { return true }
        return NavigationPlanner.interactivePop(on: top.navigationAppearance) == .allowed
    }

    // https://developer.apple.com/documentation/uikit/uigesturerecognizerdelegate/gesturerecognizer(_:shouldrecognizesimultaneouslywith:)
    open func gestureRecognizer(_ gestureRecognizer: UIGestureRecognizer,
                                shouldRecognizeSimultaneouslyWith otherGestureRecognizer: UIGestureRecognizer) -> Bool {
        gestureRecognizer === interactivePopGestureRecognizer
    }

    // https://developer.apple.com/documentation/uikit/uigesturerecognizerdelegate/gesturerecognizer(_:shouldberequiredtofailby:)
    open func gestureRecognizer(_ gestureRecognizer: UIGestureRecognizer,
                                shouldBeRequiredToFailBy otherGestureRecognizer: UIGestureRecognizer) -> Bool {
        // Content scroll views wait for the edge pan, so swiping back never scrolls instead.
        gestureRecognizer === interactivePopGestureRecognizer && otherGestureRecognizer.view is UIScrollView
    }
}
#endif
