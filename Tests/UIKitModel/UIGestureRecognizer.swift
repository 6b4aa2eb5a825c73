// https://developer.apple.com/documentation/uikit/uigesturerecognizer
@MainActor open class UIGestureRecognizer {
    // https://developer.apple.com/documentation/uikit/uigesturerecognizer/state-swift.enum
    public enum State: Int, Sendable { case possible, began, changed, ended, cancelled, failed }

    public init() {}

    open internal(set) var view: UIView?
    // https://developer.apple.com/documentation/uikit/uigesturerecognizer/isenabled
    open var isEnabled = true
    // https://developer.apple.com/documentation/uikit/uigesturerecognizer/delegate
    open weak var delegate: (any UIGestureRecognizerDelegate)?
    open internal(set) var state = State.possible
    /// The delegate UIKit installs on its own recognizers, kept alive here since `delegate` is weak.
    var systemDelegate: (any UIGestureRecognizerDelegate)?

    /// A finger comes down and moves as this recognizer looks for: UIKit asks the delegate whether it receives the
    /// touch and may begin, and whether the recognizers of `others` (the views under the finger) wait for it or run
    /// with it. Returns whether it began, and which of `others` run at the same time.
    func modelBegin(over others: [UIGestureRecognizer]) -> (began: Bool, simultaneous: [UIGestureRecognizer]) {
        // https://developer.apple.com/documentation/uikit/uigesturerecognizerdelegate/gesturerecognizer(_:shouldreceive:)-1rgkn
        guard isEnabled, delegate?.gestureRecognizer(self, shouldReceive: UITouch()) ?? true,
              delegate?.gestureRecognizer(self, shouldReceive: UIEvent()) ?? true else {
            state = .failed
            return (false, others)
        }
        // https://developer.apple.com/documentation/uikit/uigesturerecognizerdelegate/gesturerecognizershouldbegin(_:)
        guard delegate?.gestureRecognizerShouldBegin(self) ?? true else {
            state = .failed
            return (false, others)
        }
        state = .began
        // Another recognizer runs beside this one when either delegate allows it, and waits for this one (so never
        // runs while it does) when a failure requirement says so.
        let simultaneous = others.filter { other in
            let waits = delegate?.gestureRecognizer(self, shouldBeRequiredToFailBy: other) == true
                || other.delegate?.gestureRecognizer(other, shouldRequireFailureOf: self) == true
            let together = delegate?.gestureRecognizer(self, shouldRecognizeSimultaneouslyWith: other) == true
                || other.delegate?.gestureRecognizer(other, shouldRecognizeSimultaneouslyWith: self) == true
            return together && !waits
        }
        return (true, simultaneous)
    }
}

// https://developer.apple.com/documentation/uikit/uipangesturerecognizer
@MainActor open class UIPanGestureRecognizer: UIGestureRecognizer {}

// https://developer.apple.com/documentation/uikit/uiscreenedgepangesturerecognizer
@MainActor open class UIScreenEdgePanGestureRecognizer: UIPanGestureRecognizer {}

// https://developer.apple.com/documentation/uikit/uitouch
@MainActor open class UITouch {
    public init() {}
}

// https://developer.apple.com/documentation/uikit/uipress
@MainActor open class UIPress {
    public init() {}
}

// https://developer.apple.com/documentation/uikit/uievent
@MainActor open class UIEvent {
    public init() {}
}

// https://developer.apple.com/documentation/uikit/uigesturerecognizerdelegate
// Every requirement is optional in UIKit; Swift on Linux has no optional requirements, so each has a default that
// answers as UIKit does for a delegate without the method. Call them through a reference to the method
// (`let method = delegate?.gestureRecognizerShouldBegin(_:)`), which is optional in both.
@MainActor public protocol UIGestureRecognizerDelegate: AnyObject {
    func gestureRecognizerShouldBegin(_ gestureRecognizer: UIGestureRecognizer) -> Bool
    func gestureRecognizer(_ gestureRecognizer: UIGestureRecognizer,
                           shouldRecognizeSimultaneouslyWith otherGestureRecognizer: UIGestureRecognizer) -> Bool
    func gestureRecognizer(_ gestureRecognizer: UIGestureRecognizer,
                           shouldRequireFailureOf otherGestureRecognizer: UIGestureRecognizer) -> Bool
    func gestureRecognizer(_ gestureRecognizer: UIGestureRecognizer,
                           shouldBeRequiredToFailBy otherGestureRecognizer: UIGestureRecognizer) -> Bool
    func gestureRecognizer(_ gestureRecognizer: UIGestureRecognizer, shouldReceive touch: UITouch) -> Bool
    func gestureRecognizer(_ gestureRecognizer: UIGestureRecognizer, shouldReceive press: UIPress) -> Bool
    func gestureRecognizer(_ gestureRecognizer: UIGestureRecognizer, shouldReceive event: UIEvent) -> Bool
}

extension UIGestureRecognizerDelegate {
    public func gestureRecognizerShouldBegin(_ gestureRecognizer: UIGestureRecognizer) -> Bool { true }
    public func gestureRecognizer(_ gestureRecognizer: UIGestureRecognizer,
                                  shouldRecognizeSimultaneouslyWith otherGestureRecognizer: UIGestureRecognizer) -> Bool { false }
    public func gestureRecognizer(_ gestureRecognizer: UIGestureRecognizer,
                                  shouldRequireFailureOf otherGestureRecognizer: UIGestureRecognizer) -> Bool { false }
    public func gestureRecognizer(_ gestureRecognizer: UIGestureRecognizer,
                                  shouldBeRequiredToFailBy otherGestureRecognizer: UIGestureRecognizer) -> Bool { false }
    public func gestureRecognizer(_ gestureRecognizer: UIGestureRecognizer, shouldReceive touch: UITouch) -> Bool { true }
    public func gestureRecognizer(_ gestureRecognizer: UIGestureRecognizer, shouldReceive press: UIPress) -> Bool { true }
    public func gestureRecognizer(_ gestureRecognizer: UIGestureRecognizer, shouldReceive event: UIEvent) -> Bool { true }
}
