extension UINavigationController {
    /// The stack becomes `new`, with `operation`'s transition between the old top and the new one: the appearance
    /// calls, the delegate, the coordinator and the tab bar, as UIKIT-BEHAVIOUR.md's "Animated push and pop" says.
    /// `reporting` is what `viewControllers` returns until the transition ends.
    func change(to new: [UIViewController], from old: [UIViewController], operation: Operation, animated: Bool,
                interactive: Bool = false, reporting: [UIViewController]? = nil) {
        if let running = ownTransition, !running.isEnded {
            UIKitModel.fault("a new \(operation) began while a transition was running (UIKit's bar and stack end up inconsistent)")
            running.completeTransition(true)
        }
        let removed = old.filter { controller in !new.contains { $0 === controller } }
        stack = new
        // UIKit reads hidesBottomBarWhenPushed as the transition begins, for every controller of the new stack: "The
        // value of this property on the topmost view controller determines whether the toolbar is visible" (A, the
        // root alone included), and it stays hidden above one that hides it until that one is popped (B,
        // BACKGROUND.md §4).
        let hidBefore = hidesBottomBar
        hidesBottomBar = new.contains { $0.hidesBottomBarWhenPushed }
        guard let to = new.last, let from = old.last, from !== to, operation != .none, modelIsVisible else {
            // Off screen, or the top stays: the stack changes and nothing animates or appears.
            for controller in removed { controller.parent = nil }
            if isViewLoaded, let top = new.last, old.last !== top {
                old.last?.view.removeFromSuperview()
                view.insertSubview(top.view, at: 0)
            }
            return
        }
        to.loadViewIfNeeded()
        bottomBarMotion = (hidBefore, hidesBottomBar)
        reportedStack = reporting
        let transition = animated ? makeTransition(operation, from: from, to: to, interactive: interactive) : nil
        // UB (U): "where willShow falls among the viewWill* calls".
        let order = UIKitModel.answer(UIKitModel.WillShowOrder.self)
        if order == .beforeAppearanceCallbacks { modelDelegate?.navigationController(self, willShow: to, animated: animated) }
        from.modelBeginAppearance(false, animated: animated)
        to.modelBeginAppearance(true, animated: animated)
        if order == .afterAppearanceCallbacks { modelDelegate?.navigationController(self, willShow: to, animated: animated) }
        // UB: "viewWillAppear is called before the view controller's view is about to be added to a view hierarchy" (A).
        view.insertSubview(to.view, at: operation == .push ? 1 : 0)
        guard let transition else {
            end(nil, from: from, to: to, old: old, removed: removed, hidBefore: hidBefore, cancelled: false)
            return
        }
        transition.onInteractionEnd = { cancelled in
            // UB: "on cancel: destination viewWillDisappear → viewDidDisappear; source viewWillAppear → viewDidAppear" (A/B)
            guard cancelled else { return }
            to.modelBeginAppearance(false, animated: true)
            from.modelBeginAppearance(true, animated: true)
        }
        transition.onEnding = { [unowned self] cancelled in
            // The stack changes at the end when it was held back or a cancelled swipe restores it: whether before the
            // coordinator's completions or after them is unknown.
            guard reportedStack != nil || cancelled,
                  UIKitModel.answer(UIKitModel.StackInCompletion.self) == .alreadyFinal else { return }
            reportedStack = nil
            if cancelled { stack = old }
        }
        transition.onEnd = { [unowned self] cancelled in
            end(transition, from: from, to: to, old: old, removed: removed, hidBefore: hidBefore, cancelled: cancelled)
        }
        transition.start()
    }

    /// The transition of an animated change, with the app's animator and interaction controller where its delegate
    /// gives them ("the navigation controller calls this method only if the animation controller is non-nil").
    private func makeTransition(_ operation: Operation, from: UIViewController, to: UIViewController,
                                interactive: Bool) -> ModelTransition {
        let animator = modelDelegate?.navigationController(self, animationControllerFor: operation, from: from, to: to)
        let interaction = animator.flatMap { modelDelegate?.navigationController(self, interactionControllerFor: $0) }
        let transition = ModelTransition(operation == .push ? .push : .pop, from: from, to: to, in: view,
                                         interactive: interactive || interaction != nil)
        transition.animator = animator
        transition.interaction = interaction
        ownTransition = transition
        return transition
    }

    /// The end of a change: the stack final (or, cancelled, as it was), the appearance calls, `didShow` (UB: "after
    /// viewDidAppear, once the animation has ended, with the stack final", B; none on cancel, B), then no coordinator.
    private func end(_ transition: ModelTransition?, from: UIViewController, to: UIViewController, old: [UIViewController],
                     removed: [UIViewController], hidBefore: Bool, cancelled: Bool) {
        let animated = transition != nil
        reportedStack = nil
        bottomBarMotion = nil
        if case .alongside(let moving, let start, let finish) = navigationBar.motion, moving === transition {
            let reverts = cancelled && UIKitModel.answer(UIKitModel.AbandonedSwipeBarHiding.self) == .reverts
            navigationBar.motion = .still(reverts ? start : finish)
            if reverts { restoreBarHidden(start == 1) }
        }
        if cancelled {
            stack = old
            hidesBottomBar = hidBefore
            to.view.removeFromSuperview()
            to.modelEndAppearance(animated: animated)
            from.modelEndAppearance(animated: animated)
        } else {
            for controller in removed { controller.parent = nil }
            from.view.removeFromSuperview()
            from.modelEndAppearance(animated: animated)
            to.modelEndAppearance(animated: animated)
            modelDelegate?.navigationController(self, didShow: to, animated: animated)
        }
        modelWindow?.modelReadStatusBarAfterTransition()
        if let transition, ownTransition === transition { ownTransition = nil }
    }
}
