import UIKit

/// An app's own delegate of a navigation controller and of its edge swipe, which records every call it gets.
@MainActor
final class RecordingDelegate: UINavigationControllerDelegate, UIGestureRecognizerDelegate {
    private(set) var calls: [String] = []
    /// What it answers.
    var animator: (any UIViewControllerAnimatedTransitioning)?
    var interaction: (any UIViewControllerInteractiveTransitioning)?
    var letsSwipeBegin = true

    func clear() {
        calls = []
    }

    func navigationController(_ navigationController: UINavigationController, willShow viewController: UIViewController,
                              animated: Bool) {
        calls.append("willShow \(viewController.title ?? "?") animated \(animated)")
    }

    func navigationController(_ navigationController: UINavigationController, didShow viewController: UIViewController,
                              animated: Bool) {
        calls.append("didShow \(viewController.title ?? "?") animated \(animated)")
    }

    func navigationControllerSupportedInterfaceOrientations(_ navigationController: UINavigationController)
        -> UIInterfaceOrientationMask {
        calls.append("supportedInterfaceOrientations")
        return .landscape
    }

    func navigationControllerPreferredInterfaceOrientationForPresentation(_ navigationController: UINavigationController)
        -> UIInterfaceOrientation {
        calls.append("preferredInterfaceOrientationForPresentation")
        return .landscapeLeft
    }

    func navigationController(_ navigationController: UINavigationController,
                              interactionControllerFor animationController: any UIViewControllerAnimatedTransitioning)
        -> (any UIViewControllerInteractiveTransitioning)? {
        calls.append("interactionControllerFor \(animationController === animator)")
        return interaction
    }

    func navigationController(_ navigationController: UINavigationController, animationControllerFor operation: UINavigationController.Operation,
                              from fromVC: UIViewController, to toVC: UIViewController) -> (any UIViewControllerAnimatedTransitioning)? {
        calls.append("animationControllerFor \(operation) \(fromVC.title ?? "?") → \(toVC.title ?? "?")")
        return animator
    }

    func gestureRecognizerShouldBegin(_ gestureRecognizer: UIGestureRecognizer) -> Bool {
        calls.append("gestureRecognizerShouldBegin")
        return letsSwipeBegin
    }

    func gestureRecognizer(_ gestureRecognizer: UIGestureRecognizer,
                           shouldRecognizeSimultaneouslyWith otherGestureRecognizer: UIGestureRecognizer) -> Bool {
        calls.append("shouldRecognizeSimultaneouslyWith")
        return false
    }

    func gestureRecognizer(_ gestureRecognizer: UIGestureRecognizer,
                           shouldRequireFailureOf otherGestureRecognizer: UIGestureRecognizer) -> Bool {
        calls.append("shouldRequireFailureOf")
        return false
    }

    func gestureRecognizer(_ gestureRecognizer: UIGestureRecognizer,
                           shouldBeRequiredToFailBy otherGestureRecognizer: UIGestureRecognizer) -> Bool {
        calls.append("shouldBeRequiredToFailBy")
        return false
    }

    func gestureRecognizer(_ gestureRecognizer: UIGestureRecognizer, shouldReceive touch: UITouch) -> Bool {
        calls.append("shouldReceive touch")
        return true
    }

    func gestureRecognizer(_ gestureRecognizer: UIGestureRecognizer, shouldReceive press: UIPress) -> Bool {
        calls.append("shouldReceive press")
        return true
    }

    func gestureRecognizer(_ gestureRecognizer: UIGestureRecognizer, shouldReceive event: UIEvent) -> Bool {
        calls.append("shouldReceive event")
        return true
    }
}

/// An app's animator and interaction controller: it records the context it gets, and the test ends the transition.
@MainActor
final class RecordingAnimator: UIViewControllerAnimatedTransitioning, UIViewControllerInteractiveTransitioning {
    private(set) var context: (any UIViewControllerContextTransitioning)?
    private(set) var calls: [String] = []

    func transitionDuration(using transitionContext: (any UIViewControllerContextTransitioning)?) -> TimeInterval { 0.3 }

    func animateTransition(using transitionContext: any UIViewControllerContextTransitioning) {
        calls.append("animateTransition")
        context = transitionContext
    }

    func startInteractiveTransition(_ transitionContext: any UIViewControllerContextTransitioning) {
        calls.append("startInteractiveTransition")
        context = transitionContext
    }
}
