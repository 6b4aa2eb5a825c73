extension UINavigationController {
    /// Where a person's finger starts a swipe back.
    public enum SwipeStart: Sendable {
        /// At the leading edge: `interactivePopGestureRecognizer`.
        case edge
        /// Anywhere in the content (iOS 26): `interactiveContentPopGestureRecognizer`, for what the edge does not cover.
        case content
    }

    /// A person swipes back from `start` and keeps the finger down: the recognizer asks its delegate whether to begin,
    /// and when it begins the top controller pops interactively (UB: "when the swipe begins, a pop starts", B).
    public func modelSwipeBack(from start: SwipeStart = .edge) -> UIKitModel.Swipe {
        let recognizer: UIGestureRecognizer?
        switch start {
        case .edge:
            recognizer = interactivePopGestureRecognizer
        case .content where UIKitModel.design == .legacy
            && UIKitModel.answer(UIKitModel.ContentSwipeUnderCompatibility.self) == .absent:
            recognizer = nil
        case .content:
            recognizer = interactiveContentPopGestureRecognizer
        }
        let scrolling = (stack.last?.contentScrollView(for: .top)?.panGestureRecognizer).map { [$0] } ?? []
        guard let recognizer else { return UIKitModel.Swipe(transition: nil, scrollsContent: !scrolling.isEmpty) }
        let (began, simultaneous) = recognizer.modelBegin(over: scrolling)
        let scrolls = !scrolling.isEmpty && (!began || !simultaneous.isEmpty)
        guard began else { return UIKitModel.Swipe(transition: nil, scrollsContent: scrolls) }
        // UB (U): "whether navigationBar(_:shouldPop:) and the swipe still apply once backAction is set".
        if #available(iOS 16.0, *), stack.last?.navigationItem.backAction != nil,
           UIKitModel.answer(UIKitModel.BackActionAndSwipe.self) == .swipeDoesNotBegin {
            return UIKitModel.Swipe(transition: nil, scrollsContent: scrolls)
        }
        guard stack.count > 1, modelIsVisible else { return UIKitModel.Swipe(transition: nil, scrollsContent: scrolls) }
        if let running = ownTransition, !running.isEnded {
            UIKitModel.fault("a swipe back began during a \(running.kind) transition (a corrupted stack in a real app)")
            return UIKitModel.Swipe(transition: nil, scrollsContent: scrolls)
        }
        let old = stack
        // UB (C): "during the drag topViewController already returns the destination".
        let reporting = UIKitModel.answer(UIKitModel.TopDuringSwipe.self) == .source ? old : nil
        change(to: Array(old.dropLast()), from: old, operation: .pop, animated: true, interactive: true, reporting: reporting)
        return UIKitModel.Swipe(transition: ownTransition, scrollsContent: scrolls)
    }

    /// Whether the bar shows a back button a person can tap: more than one controller, a bar on screen, an item that
    /// neither hides it nor replaces it with left items, and no transition under way (UIKit ignores touches then).
    public var modelShowsBackButton: Bool {
        guard stack.count > 1, let item = stack.last?.navigationItem, navigationBar.hiddenFraction < 1 else { return false }
        return !item.hidesBackButton && (item.leftBarButtonItems?.isEmpty ?? true || item.leftItemsSupplementBackButton)
    }

    /// A person taps the back button: the top item's `backAction` when it has one ("replaces its action"), else a pop.
    /// Returns false when there is no back button to tap.
    @discardableResult
    public func modelTapBackButton() -> Bool {
        guard modelShowsBackButton, ownTransition.map(\.isEnded) ?? true else { return false }
        if #available(iOS 16.0, *), let action = stack.last?.navigationItem.backAction {
            action.modelPerform()
        } else {
            popViewController(animated: true)
        }
        return true
    }
}

extension UIKitModel {
    /// A person's swipe back, the finger still down.
    @MainActor
    public final class Swipe {
        /// The pop the swipe drives; nil when the swipe did not begin a pop.
        let transition: ModelTransition?
        /// Whether the content under the finger scrolls instead of, or as well as, the swipe.
        public let scrollsContent: Bool

        init(transition: ModelTransition?, scrollsContent: Bool) {
            self.transition = transition
            self.scrollsContent = scrollsContent
        }

        /// Whether the swipe began a pop.
        public var isPopping: Bool { transition != nil }

        /// The finger moves to `fraction` of the way across.
        public func move(to fraction: Double) {
            transition?.updateInteractiveTransition(fraction)
        }

        /// The finger lifts: the pop completes or, cancelled, goes back; the clock runs it to its end.
        public func lift(completing: Bool) {
            if completing { transition?.finishInteractiveTransition() } else { transition?.cancelInteractiveTransition() }
        }
    }
}

/// The delegate UIKit gives the edge swipe (UB: "the system's own delegate refuses to begin with one controller on
/// the stack or during a transition", C).
@MainActor
final class ModelSystemPopDelegate: UIGestureRecognizerDelegate {
    private weak var navigation: UINavigationController?

    init(navigation: UINavigationController) {
        self.navigation = navigation
    }

    func gestureRecognizerShouldBegin(_ gestureRecognizer: UIGestureRecognizer) -> Bool {
        guard let navigation else { return false }
        return navigation.viewControllers.count > 1 && (navigation.transitionCoordinator == nil)
    }
}

/// The delegate UIKit gives the content-area swipe: what it answers is unknown (UB, U).
@MainActor
final class ModelContentPopDelegate: UIGestureRecognizerDelegate {
    private weak var navigation: UINavigationController?

    init(navigation: UINavigationController) {
        self.navigation = navigation
    }

    func gestureRecognizerShouldBegin(_ gestureRecognizer: UIGestureRecognizer) -> Bool {
        guard let navigation else { return false }
        switch UIKitModel.answer(UIKitModel.ContentPopDelegate.self) {
        case .refusesLikeTheEdgeSwipe:
            return navigation.viewControllers.count > 1 && navigation.transitionCoordinator == nil
        case .asksTheEdgeSwipesDelegate:
            guard let edge = navigation.interactivePopGestureRecognizer else { return true }
            return edge.delegate?.gestureRecognizerShouldBegin(edge) ?? true
        case .alwaysBegins:
            return true
        }
    }
}
