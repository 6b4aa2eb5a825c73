#if canImport(UIKit)
import UIKit

/// The edge swipe back, kept with a hidden bar and blocked where the top screen blocks it.
extension NavigationBarController {
    /// Whether navgen lets the edge swipe begin: never with one screen nor during a transition (UIKit's own delegate,
    /// which this controller replaces, refused those, and a pop begun during a push leaves UIKit's stack and bar
    /// inconsistent), and not where the top screen blocks it.
    var swipeBackMayBegin: Bool {
        guard viewControllers.count > 1, transitionCoordinator == nil else { return false }
        guard let top = topViewController as? any NavigationScreenAdopting else { return true }
        return NavigationPlanner.interactivePop(on: top.navigationAppearance) == .allowed
    }

    /// Content scroll views wait for the edge pan, so swiping back never scrolls instead.
    func swipeBackWaitsFor(_ other: UIGestureRecognizer, in recognizer: UIGestureRecognizer) -> Bool {
        recognizer === interactivePopGestureRecognizer && other.view is UIScrollView
    }

    /// A delegate the app set on the edge swipe's recognizer itself becomes `interactivePopGestureDelegate`, and navgen
    /// takes the recognizer back.
    func adoptAppGestureDelegate() {
        guard let recognizer = interactivePopGestureRecognizer, recognizer.delegate !== self else { return }
        interactivePopGestureDelegate = recognizer.delegate
        recognizer.delegate = self
    }
}
#endif
