/// One animated transition: a navigation controller's push or pop, a presentation or a dismissal. It is the
/// `transitionCoordinator` the controllers see and the context an app's animator gets; the clock moves it, or a finger
/// while it is interactive, or the app's animator, which ends it with `completeTransition(_:)`.
@MainActor
final class ModelTransition: ModelAnimation, UIViewControllerTransitionCoordinator, UIViewControllerContextTransitioning {
    enum Kind { case push, pop, present, dismiss }

    /// How long UIKit's own transitions take in the model (UIKit does not document it).
    static let duration: TimeInterval = 0.35
    static var nextSerial = 0

    let kind: Kind
    let from: UIViewController
    let to: UIViewController
    let containerView: UIView
    let isAnimated = true
    let initiallyInteractive: Bool
    private(set) var isInteractive: Bool
    private(set) var isCancelled = false
    let transitionDuration: TimeInterval
    private(set) var percentComplete: CGFloat = 0
    var transitionWasCancelled: Bool { isCancelled }
    let serial: Int
    /// The app's animator, which ends the transition itself.
    var animator: (any UIViewControllerAnimatedTransitioning)?
    /// The app's interaction controller, which UIKit starts instead of the animator: it drives the animator itself.
    var interaction: (any UIViewControllerInteractiveTransitioning)?
    /// What the owner does as the transition ends, before the coordinator's completions run, told whether it was
    /// cancelled.
    var onEnding: ((Bool) -> Void)?
    /// What the owner does when the transition has ended (the stack, the appearance calls, `didShow`), told whether it
    /// was cancelled.
    var onEnd: ((Bool) -> Void)?

    private var origin: (time: TimeInterval, progress: CGFloat)
    private var target: CGFloat = 1
    private var alongside: [(animation: ((any UIViewControllerTransitionCoordinatorContext) -> Void)?,
                             completion: ((any UIViewControllerTransitionCoordinatorContext) -> Void)?)] = []
    private var interactionHandlers: [(any UIViewControllerTransitionCoordinatorContext) -> Void] = []
    private var isStarted = false
    private(set) var isEnded = false

    init(_ kind: Kind, from: UIViewController, to: UIViewController, in container: UIView, interactive: Bool) {
        self.kind = kind
        self.from = from
        self.to = to
        containerView = container
        initiallyInteractive = interactive
        isInteractive = interactive
        transitionDuration = Self.duration
        origin = (UIKitModel.now, 0)
        serial = Self.nextSerial
        Self.nextSerial += 1
        super.init(end: UIKitModel.now + Self.duration)
        isPaused = interactive
    }

    /// The transition begins to move: the animations added so far run, and from now on those added run at once.
    func start() {
        isStarted = true
        if let animator {
            // The app's animator ends the transition when it calls `completeTransition(_:)`.
            end = .infinity
            isPaused = true
            UIKitModel.start(self)
            for entry in alongside { entry.animation?(self) }
            if let interaction { interaction.startInteractiveTransition(self) } else { animator.animateTransition(using: self) }
            return
        }
        UIKitModel.start(self)
        for entry in alongside { entry.animation?(self) }
    }

    func animate(alongsideTransition animation: ((any UIViewControllerTransitionCoordinatorContext) -> Void)?,
                 completion: ((any UIViewControllerTransitionCoordinatorContext) -> Void)?) -> Bool {
        guard !isEnded, !UIKitModel.refusesAlongsideAnimations else { return false }
        alongside.append((animation, completion))
        if isStarted { animation?(self) }
        return true
    }

    func notifyWhenInteractionChanges(_ handler: @escaping (any UIViewControllerTransitionCoordinatorContext) -> Void) {
        interactionHandlers.append(handler)
    }

    func viewController(forKey key: UITransitionContextViewControllerKey) -> UIViewController? {
        key == .from ? from : to
    }

    func view(forKey key: UITransitionContextViewKey) -> UIView? {
        key == .from ? from.view : to.view
    }

    override func update(at time: TimeInterval) {
        guard !isPaused else { return }
        let span = abs(target - origin.progress) * transitionDuration
        let fraction = span == 0 ? 1 : min(1, (time - origin.time) / span)
        percentComplete = origin.progress + (target - origin.progress) * fraction
    }

    override func finish() {
        complete()
    }

    // MARK: The finger, or the app's interaction controller

    func updateInteractiveTransition(_ percentComplete: CGFloat) {
        guard isInteractive else { return }
        self.percentComplete = min(1, max(0, percentComplete))
    }

    func finishInteractiveTransition() {
        endInteraction(cancelled: false)
    }

    func cancelInteractiveTransition() {
        endInteraction(cancelled: true)
    }

    /// Hooks the owner runs between the interaction's end and the handlers (a cancelled pop's `viewWill*` calls).
    var onInteractionEnd: ((Bool) -> Void)?

    /// The finger lifts: `notifyWhenInteractionChanges` handlers run, then the transition runs on the clock to its end,
    /// or back to its start when cancelled (UB: "when the finger lifts, notifyWhenInteractionChanges handlers run, then
    /// the completion with isCancelled", A).
    private func endInteraction(cancelled: Bool) {
        guard isInteractive else { return }
        isInteractive = false
        isCancelled = cancelled
        for handler in interactionHandlers { handler(self) }
        onInteractionEnd?(cancelled)
        guard animator == nil else { return }
        target = cancelled ? 0 : 1
        origin = (UIKitModel.now, percentComplete)
        end = UIKitModel.now + abs(target - percentComplete) * transitionDuration
        isPaused = false
    }

    /// The app's animator says it is done.
    func completeTransition(_ didComplete: Bool) {
        guard !isEnded else { return }
        isCancelled = !didComplete
        UIKitModel.stop(self)
        complete()
    }

    /// The end: the alongside completions, then the owner's work.
    private func complete() {
        guard !isEnded else { return }
        isEnded = true
        percentComplete = isCancelled ? 0 : 1
        onEnding?(isCancelled)
        for entry in alongside { entry.completion?(self) }
        onEnd?(isCancelled)
    }
}
