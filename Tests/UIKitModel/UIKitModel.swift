/// The model's world: its environment (traits, which bar the system draws), its clock, the animations running on it,
/// and what would break a real app (`faults`). Everything UIKit would do on its own, at its own pace, waits here for the
/// test to move the clock (`advance(by:)`) or a finger (`UIKitModel.Swipe`), so a test can look at the screen before,
/// during and after every transition.
@MainActor
public enum UIKitModel {
    /// The interface style and contrast every view controller has; setting them is a person switching Dark Mode or
    /// Increase Contrast, which calls the registered trait-change handlers.
    public static var traits = UITraitCollection(style: .light, contrast: .normal) {
        didSet { traitsChanged(from: oldValue) }
    }
    /// Which bar the system draws.
    public static var design = Design.legacy
    /// Whether transition coordinators refuse to queue what `animate(alongsideTransition:completion:)` gives them,
    /// returning false: the method returns whether it queued them, and when it does not is not documented. A switch a
    /// test sets, not an unknown every run explores: with nothing queued, nothing can follow a transition's middle.
    public static var refusesAlongsideAnimations = false
    /// Seconds since the world began.
    public private(set) static var now: TimeInterval = 0
    /// What a real app would crash or corrupt its stack on, in the order it happened: a test expects none.
    public private(set) static var faults: [String] = []
    static var animations: [ModelAnimation] = []
    static var windows: [UIWindow] = []
    static var traitObservers: [ModelTraitObserver] = []

    /// The system's bar design: iOS 18's (and iOS 26's with `UIDesignRequiresCompatibility`), or Liquid Glass.
    public enum Design: Sendable { case legacy, glass }

    /// A new world: no windows, no animations, no faults, the clock at zero, light traits, the legacy design.
    public static func reset() {
        traitObservers = []
        traits = UITraitCollection(style: .light, contrast: .normal)
        design = .legacy
        refusesAlongsideAnimations = false
        now = 0
        faults = []
        animations = []
        windows = []
        ModelTransition.nextSerial = 0
    }

    static func fault(_ message: String) {
        faults.append(message)
    }

    /// Moves the clock: animations progress, and those that end complete (their completions may start others).
    /// Interactive transitions wait for the finger, whatever the clock says.
    public static func advance(by seconds: TimeInterval) {
        let target = now + seconds
        while let end = animations.filter({ !$0.isPaused }).map(\.end).filter({ $0 <= target }).min() {
            now = max(now, end)
            step()
        }
        now = target
        step()
    }

    /// Runs every animation that does not wait for a finger to its end.
    public static func settle() {
        while let end = animations.filter({ !$0.isPaused }).map(\.end).max() {
            advance(by: max(0, end - now))
        }
    }

    /// Whether nothing is animating.
    public static var isIdle: Bool { animations.isEmpty }

    private static func step() {
        for animation in animations { animation.update(at: now) }
        let ended = animations.filter { !$0.isPaused && $0.end <= now }
        animations.removeAll { animation in ended.contains { $0 === animation } }
        for animation in ended { animation.finish() }
    }

    static func start(_ animation: ModelAnimation) {
        animations.append(animation)
        animation.update(at: now)
    }

    static func stop(_ animation: ModelAnimation) {
        animations.removeAll { $0 === animation }
    }
}

/// Something that changes with the clock: a transition, the bar sliding in or out.
@MainActor
class ModelAnimation {
    /// When it ends, if nothing pauses it.
    var end: TimeInterval
    /// Waiting for a finger: the clock does not move it.
    var isPaused = false

    init(end: TimeInterval) {
        self.end = end
    }

    func update(at time: TimeInterval) {}
    func finish() {}
}

extension UIKitModel {
    /// A colour's components, in sRGB from 0 to 1.
    public struct RGBA: Hashable, Sendable, CustomStringConvertible {
        public var red, green, blue, alpha: Double

        public init(red: Double, green: Double, blue: Double, alpha: Double = 1) {
            (self.red, self.green, self.blue, self.alpha) = (red, green, blue, alpha)
        }

        /// Within half an 8-bit step in every component.
        public func isClose(to other: RGBA) -> Bool {
            let tolerance = 0.5 / 255
            return abs(red - other.red) <= tolerance && abs(green - other.green) <= tolerance
                && abs(blue - other.blue) <= tolerance && abs(alpha - other.alpha) <= tolerance
        }

        public var description: String {
            func byte(_ value: Double) -> String { String(Int((value * 255).rounded())) }
            return "rgba(\(byte(red)), \(byte(green)), \(byte(blue)), \(byte(alpha)))"
        }
    }
}
