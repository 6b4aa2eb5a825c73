// https://developer.apple.com/documentation/uikit/uinavigationbar
@MainActor open class UINavigationBar: UIView {
    // https://developer.apple.com/documentation/uikit/uinavigationbar/standardappearance
    open var standardAppearance = UINavigationBarAppearance()
    // https://developer.apple.com/documentation/uikit/uinavigationbar/compactappearance
    open var compactAppearance: UINavigationBarAppearance?
    // https://developer.apple.com/documentation/uikit/uinavigationbar/scrolledgeappearance
    open var scrollEdgeAppearance: UINavigationBarAppearance?
    // https://developer.apple.com/documentation/uikit/uinavigationbar/compactscrolledgeappearance
    open var compactScrollEdgeAppearance: UINavigationBarAppearance?
    // https://developer.apple.com/documentation/uikit/uinavigationbar/preferslargetitles
    open var prefersLargeTitles = false
    // https://developer.apple.com/documentation/uikit/uinavigationbar/tintcolor
    open var tintColor: UIColor?

    /// Where the content under the bar is: scrolled to its top edge (where the scroll-edge appearances apply) or not.
    public var modelIsAtScrollEdge = true
    /// Whether the bar is compact (an iPhone in landscape).
    public var modelIsCompact = false

    /// The navigation controller the bar belongs to.
    weak var modelNavigationController: UINavigationController?

    /// The bar's height when shown, as the top screen's title is large or not.
    var modelHeight: CGFloat {
        guard let navigation = modelNavigationController, let top = navigation.stack.last else { return Self.height(largeTitle: false) }
        return Self.height(largeTitle: navigation.modelShowsLargeTitle(for: top))
    }

    /// How far the bar has slid away: 0 shown, 1 hidden.
    var hiddenFraction: Double { motion.fraction }
    var motion = ModelBarMotion.still(0)

    /// The appearance the bar shows for `item` where it is now: the item's own for the bar's size and position, else
    /// the bar's (UB: "the top item's standardAppearance/scrollEdgeAppearance/compactAppearance override the bar's; a
    /// nil item appearance falls back to the bar's", A); a compact one falls back to the standard ones
    /// (https://developer.apple.com/documentation/uikit/uinavigationbar/compactappearance), and where no scroll-edge
    /// appearance is set, the standard one with a transparent background (UB, A).
    func modelAppearance(for item: UINavigationItem) -> UINavigationBarAppearance {
        let standard = modelIsCompact
            ? item.compactAppearance ?? compactAppearance ?? item.standardAppearance ?? standardAppearance
            : item.standardAppearance ?? standardAppearance
        guard modelIsAtScrollEdge else { return standard }
        let compactEdge = modelIsCompact ? item.compactScrollEdgeAppearance ?? compactScrollEdgeAppearance : nil
        return compactEdge ?? item.scrollEdgeAppearance ?? scrollEdgeAppearance ?? standard.modelWithTransparentBackground()
    }

    /// The bar's height when shown, with a large title or without.
    static func height(largeTitle: Bool) -> CGFloat { largeTitle ? 96 : 44 }
}

/// How the bar's hidden state moves: still, alongside a transition (it follows the transition's progress and goes back
/// with a cancelled one), or on its own for `UINavigationControllerHideShowBarDuration`.
@MainActor
enum ModelBarMotion {
    case still(Double)
    case alongside(ModelTransition, from: Double, to: Double)
    case own(ModelOwnBarAnimation)

    var fraction: Double {
        switch self {
        case .still(let fraction): fraction
        case .alongside(let transition, let from, let to): from + (to - from) * Double(transition.percentComplete)
        case .own(let animation): animation.fraction
        }
    }
}

/// The bar sliding in or out by itself.
final class ModelOwnBarAnimation: ModelAnimation {
    // https://developer.apple.com/documentation/uikit/uinavigationcontrollerhideshowbarduration (the model's value)
    static let duration: TimeInterval = 0.2

    let start: TimeInterval
    let from: Double
    let to: Double
    private weak var bar: UINavigationBar?
    private(set) var fraction: Double

    init(bar: UINavigationBar, from: Double, to: Double) {
        start = UIKitModel.now
        self.from = from
        self.to = to
        self.bar = bar
        fraction = from
        super.init(end: UIKitModel.now + Self.duration)
    }

    override func update(at time: TimeInterval) {
        fraction = from + (to - from) * min(1, (time - start) / Self.duration)
    }

    override func finish() {
        fraction = to
        if case .own(let animation) = bar?.motion, animation === self { bar?.motion = .still(to) }
    }
}
