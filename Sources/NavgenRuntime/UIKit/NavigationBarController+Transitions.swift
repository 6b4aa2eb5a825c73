#if canImport(UIKit)
import UIKit

/// What navgen does as each screen shows: the plan, the bar, and what the transition's end leaves.
extension NavigationBarController {
    /// Sets up the bar for the screen about to show: its appearance, a split background where the plan splits, its
    /// hidden state with the transition, and what the transition's end leaves.
    func show(_ viewController: UIViewController, animated: Bool) {
        // https://developer.apple.com/documentation/uikit/uiviewcontroller/transitioncoordinator
        let coordinator = transitionCoordinator
        let barWasHidden = isNavigationBarHidden
        statusBarScreen = viewController
        // No swipe in the content while a transition runs: UIKit's stack cannot take a second one.
        if coordinator != nil { allowContentSwipe(false) }
        guard let screen = viewController as? any NavigationScreenAdopting else {
            restoreAppLargeTitles()
            if let coordinator { finishAfter(coordinator, showing: viewController, barWasHidden: barWasHidden) } else { finish(showing: viewController) }
            return
        }
        let destination = screen.navigationAppearance
        // The screen leaving, when it is one of this stack's (a presentation's coordinator is another controller's).
        let source = (coordinator?.viewController(forKey: .from) as? any NavigationScreenAdopting)
            .flatMap { $0 !== screen && $0.navigationController === self ? $0 : nil }
        let staysOnStack = source.map { source in viewControllers.contains { $0 === source } } ?? false
        let operation: NavigationOperation = staysOnStack ? .push : (coordinator?.isInteractive == true ? .interactivePop : .pop)
        let plan = source.map {
            NavigationPlanner.plan(from: $0.navigationAppearance, to: destination, operation: operation, animated: animated,
                                   design: screen.navigationDesign)
        }
        let split = plan?.background == .split
        let transitioning = coordinator != nil
        screen.applyNavigationAppearance(transparentBackground: split, duringTransition: transitioning)
        if split, let source {
            source.applyNavigationAppearance(transparentBackground: true, duringTransition: transitioning)
            installBackground(for: source)
            installBackground(for: screen)
            splitScreens = [source, screen]
        }
        prepareBar(for: destination, animated: animated)
        guard let coordinator else {
            finish(showing: screen)
            return
        }
        finishAfter(coordinator, showing: screen, barWasHidden: barWasHidden)
    }

    /// The bar-wide settings a screen needs: hidden or not (with the transition when animated), and large titles
    /// allowed where it shows one.
    func prepareBar(for bar: NavigationBarAppearance, animated: Bool) {
        // https://developer.apple.com/documentation/uikit/uinavigationbar/preferslargetitles
        if bar.showsLargeTitle {
            if appPrefersLargeTitles == nil { appPrefersLargeTitles = navigationBar.prefersLargeTitles }
            navigationBar.prefersLargeTitles = true
        }
        // https://developer.apple.com/documentation/uikit/uinavigationcontroller/setnavigationbarhidden(_:animated:)
        setNavigationBarHidden(bar.visibility == .hidden, animated: animated)
    }

    /// An app's own screen, whose item may leave the large title `automatic`, sees the bar's large titles as the app
    /// set them.
    private func restoreAppLargeTitles() {
        if let appPrefersLargeTitles { navigationBar.prefersLargeTitles = appPrefersLargeTitles }
    }

    /// When the transition ends, everything as the screen on top then needs: the destination, or after a cancelled
    /// swipe the screen that stayed, with the bar hidden as it was before the destination's was prepared.
    private func finishAfter(_ coordinator: any UIViewControllerTransitionCoordinator, showing viewController: UIViewController,
                             barWasHidden wasHidden: Bool) {
        // https://developer.apple.com/documentation/uikit/uiviewcontrollertransitioncoordinator/animate(alongsidetransition:completion:)
        // It returns whether it queued them: where it did not, `didShow` marks the end.
        let queued = coordinator.animate(alongsideTransition: { _ in self.setNeedsStatusBarAppearanceUpdate() }) { context in
            guard context.isCancelled, let stayed = context.viewController(forKey: .from) else {
                self.finish(showing: viewController)
                return
            }
            // A cancelled swipe back: everything returns to the screen that stayed.
            if let screen = stayed as? any NavigationScreenAdopting {
                self.prepareBar(for: screen.navigationAppearance, animated: false)
            } else {
                self.setNavigationBarHidden(wasHidden, animated: false)
                self.restoreAppLargeTitles()
            }
            self.finish(showing: stayed)
        }
        finishesInDidShow = !queued
    }

    /// The end of a change: no split backgrounds, the screens a split made transparent and the one showing with their
    /// own bars, the swipes and the status bar as the top screen has them.
    func finish(showing viewController: UIViewController) {
        statusBarScreen = viewController
        for view in splitBackgrounds.values { view.removeFromSuperview() }
        splitBackgrounds.removeAll()
        for split in splitScreens where split !== viewController { split.applyNavigationAppearance() }
        splitScreens.removeAll()
        let screen = viewController as? any NavigationScreenAdopting
        screen?.applyNavigationAppearance()
        allowContentSwipe(screen.map { NavigationPlanner.interactivePop(on: $0.navigationAppearance) == .allowed } ?? true)
        // https://developer.apple.com/documentation/uikit/uiviewcontroller/setneedsstatusbarappearanceupdate()
        setNeedsStatusBarAppearanceUpdate()
        #if compiler(>=6.4) || NAVGEN_IOS27_SDK
        // https://developer.apple.com/documentation/uikit/uiviewcontroller/preferredverticalbarbehavior
        if #available(iOS 27.1, *) { setNeedsUpdateOfVerticalBarConfiguration() }
        #endif
    }

    /// Turns the content-area swipe back (iOS 26) off where the top screen blocks the swipe back, in either design,
    /// and on again elsewhere where navgen turned it off: one the app turned off itself stays off.
    func allowContentSwipe(_ allowed: Bool) {
        #if compiler(>=6.2)
        if #available(iOS 26.0, *) {
            // https://developer.apple.com/documentation/uikit/uinavigationcontroller/interactivecontentpopgesturerecognizer
            // https://developer.apple.com/documentation/uikit/uigesturerecognizer/isenabled
            guard let recognizer = interactiveContentPopGestureRecognizer else { return }
            if !allowed, recognizer.isEnabled {
                recognizer.isEnabled = false
                turnedOffContentSwipe = true
            } else if allowed, turnedOffContentSwipe {
                recognizer.isEnabled = true
                turnedOffContentSwipe = false
            }
        }
        #endif
    }
}
#endif
