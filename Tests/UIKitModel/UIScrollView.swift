// https://developer.apple.com/documentation/uikit/uiscrolledgeeffect
@available(iOS 26.0, *)
@MainActor open class UIScrollEdgeEffect {
    // https://developer.apple.com/documentation/uikit/uiscrolledgeeffect/style-swift.class
    @MainActor open class Style: Equatable, CustomStringConvertible {
        let name: String
        // https://developer.apple.com/documentation/uikit/uiscrolledgeeffect/style-swift.class/automatic
        open class var automatic: UIScrollEdgeEffect.Style { Style("automatic") }
        // https://developer.apple.com/documentation/uikit/uiscrolledgeeffect/style-swift.class/soft
        open class var soft: UIScrollEdgeEffect.Style { Style("soft") }
        // https://developer.apple.com/documentation/uikit/uiscrolledgeeffect/style-swift.class/hard
        open class var hard: UIScrollEdgeEffect.Style { Style("hard") }

        init(_ name: String) {
            self.name = name
        }

        public nonisolated static func == (lhs: Style, rhs: Style) -> Bool {
            MainActor.assumeIsolated { lhs.name == rhs.name }
        }

        public nonisolated var description: String { MainActor.assumeIsolated { name } }
    }

    // https://developer.apple.com/documentation/uikit/uiscrolledgeeffect/style-swift.property
    open var style = UIScrollEdgeEffect.Style.automatic
    // https://developer.apple.com/documentation/uikit/uiscrolledgeeffect/ishidden
    open var isHidden = false
    init() {}
}

// https://developer.apple.com/documentation/uikit/uiscrollview
@MainActor open class UIScrollView: UIView {
    override public init(frame: CGRect) {
        super.init(frame: frame)
        panGestureRecognizer.view = self
    }

    override public convenience init() {
        self.init(frame: .zero)
    }

    // https://developer.apple.com/documentation/uikit/uiscrollview/pangesturerecognizer
    public let panGestureRecognizer = UIPanGestureRecognizer()
    // https://developer.apple.com/documentation/uikit/uiscrollview/topedgeeffect
    @available(iOS 26.0, *)
    public let topEdgeEffect = UIScrollEdgeEffect()
    // https://developer.apple.com/documentation/uikit/uiscrollview/contentoffset
    open var contentOffset = CGPoint.zero
}
