// https://developer.apple.com/documentation/uikit/uiview
@MainActor open class UIView {
    // https://developer.apple.com/documentation/uikit/uiview/autoresizingmask-swift.struct
    public struct AutoresizingMask: OptionSet, Sendable {
        public let rawValue: UInt
        public init(rawValue: UInt) { self.rawValue = rawValue }
        public static let flexibleLeftMargin = AutoresizingMask(rawValue: 1 << 0)
        public static let flexibleWidth = AutoresizingMask(rawValue: 1 << 1)
        public static let flexibleRightMargin = AutoresizingMask(rawValue: 1 << 2)
        public static let flexibleTopMargin = AutoresizingMask(rawValue: 1 << 3)
        public static let flexibleHeight = AutoresizingMask(rawValue: 1 << 4)
        public static let flexibleBottomMargin = AutoresizingMask(rawValue: 1 << 5)
    }

    public init() {}

    // https://developer.apple.com/documentation/uikit/uiview/init(frame:)
    public init(frame: CGRect) {
        self.frame = frame
    }

    open var isUserInteractionEnabled = true
    // https://developer.apple.com/documentation/uikit/uiview/translatesautoresizingmaskintoconstraints
    open var translatesAutoresizingMaskIntoConstraints = true
    open var backgroundColor: UIColor?
    open var alpha: CGFloat = 1
    open var isHidden = false
    open var frame = CGRect.zero
    open var bounds: CGRect {
        get { CGRect(origin: .zero, size: frame.size) }
        set { frame.size = newValue.size }
    }
    open var autoresizingMask: UIView.AutoresizingMask = []
    public private(set) var subviews: [UIView] = []
    public private(set) weak var superview: UIView?
    /// Active constraints that name this view, which removing it from its superview deactivates.
    var constraints: [NSLayoutConstraint] = []

    // https://developer.apple.com/documentation/uikit/uiview/window
    open var window: UIWindow? { superview?.window }

    // https://developer.apple.com/documentation/uikit/uiview/safearealayoutguide ("the portion of the view that is
    // unobscured by bars and other content"): for a view controller's view in a navigation controller, below its bar.
    open private(set) lazy var safeAreaLayoutGuide = UILayoutGuide(owningView: self)

    /// The view controller whose view this is.
    weak var modelController: UIViewController?

    // https://developer.apple.com/documentation/uikit/uiview/addsubview(_:)
    open func addSubview(_ view: UIView) {
        view.removeFromSuperview()
        subviews.append(view)
        view.superview = self
    }

    // https://developer.apple.com/documentation/uikit/uiview/insertsubview(_:at:)
    open func insertSubview(_ view: UIView, at index: Int) {
        view.removeFromSuperview()
        subviews.insert(view, at: min(index, subviews.count))
        view.superview = self
    }

    // https://developer.apple.com/documentation/uikit/uiview/bringsubviewtofront(_:)
    open func bringSubviewToFront(_ view: UIView) {
        guard let index = subviews.firstIndex(where: { $0 === view }) else { return }
        subviews.append(subviews.remove(at: index))
    }

    // https://developer.apple.com/documentation/uikit/uiview/removefromsuperview() ("also removes any constraints
    // that refer to the view")
    open func removeFromSuperview() {
        guard let superview else { return }
        superview.subviews.removeAll { $0 === self }
        self.superview = nil
        for constraint in constraints { constraint.isActive = false }
    }

    // https://developer.apple.com/documentation/uikit/uiview/layoutifneeded() (the model lays out when it is looked at)
    open func layoutIfNeeded() {}

    open var topAnchor: NSLayoutYAxisAnchor { NSLayoutYAxisAnchor(self, .top) }
    open var bottomAnchor: NSLayoutYAxisAnchor { NSLayoutYAxisAnchor(self, .bottom) }
    open var leadingAnchor: NSLayoutXAxisAnchor { NSLayoutXAxisAnchor(self, .leading) }
    open var trailingAnchor: NSLayoutXAxisAnchor { NSLayoutXAxisAnchor(self, .trailing) }

    /// Whether this view and `other` are in one view hierarchy.
    func modelSharesAncestor(with other: UIView) -> Bool {
        var root: UIView = self
        while let superview = root.superview { root = superview }
        return other.isDescendant(of: root)
    }

    /// Whether `ancestor` is this view or holds it.
    func isDescendant(of ancestor: UIView) -> Bool {
        var view: UIView? = self
        while let current = view {
            if current === ancestor { return true }
            view = current.superview
        }
        return false
    }

    /// What the view draws over its whole bounds, bottom to top: its colour, its content, then subviews that fill it.
    func modelPaint(in traits: UITraitCollection) -> UIKitModel.Paint {
        guard !isHidden, alpha > 0 else { return UIKitModel.Paint() }
        var paint = UIKitModel.Paint()
        if let color = backgroundColor { paint.add(.color(color.modelRGBA(in: traits))) }
        for layer in modelOwnLayers(in: traits) { paint.add(layer) }
        for subview in subviews where subview.autoresizingMask.isSuperset(of: [.flexibleWidth, .flexibleHeight])
            && subview.translatesAutoresizingMaskIntoConstraints {
            paint.layers += subview.modelPaint(in: traits).layers
        }
        return paint
    }

    /// What the view itself draws below its background colour (an image, a material).
    func modelOwnLayers(in traits: UITraitCollection) -> [UIKitModel.Layer] { [] }
}

// https://developer.apple.com/documentation/uikit/uiimageview
@MainActor open class UIImageView: UIView {
    open var image: UIImage?

    // https://developer.apple.com/documentation/uikit/uiimageview/init(image:)
    public init(image: UIImage?) {
        self.image = image
        super.init()
    }

    override func modelOwnLayers(in traits: UITraitCollection) -> [UIKitModel.Layer] {
        image.map { [.image(name: $0.modelName, alpha: $0.modelAlpha * Double(alpha))] } ?? []
    }
}

// https://developer.apple.com/documentation/uikit/uivisualeffect
@MainActor open class UIVisualEffect {}

// https://developer.apple.com/documentation/uikit/uiblureffect
@MainActor open class UIBlurEffect: UIVisualEffect {
    // https://developer.apple.com/documentation/uikit/uiblureffect/style
    public enum Style: Int, Sendable {
        case extraLight, light, dark, regular, prominent, systemChromeMaterial, systemChromeMaterialLight, systemChromeMaterialDark
    }

    public let style: UIBlurEffect.Style

    // https://developer.apple.com/documentation/uikit/uiblureffect/init(style:)
    public init(style: UIBlurEffect.Style) {
        self.style = style
    }

    /// The material, light or dark in `traits`: the chrome material follows the interface style.
    func modelLayer(in traits: UITraitCollection) -> UIKitModel.Layer {
        switch style {
        case .dark, .systemChromeMaterialDark: .material(dark: true)
        case .extraLight, .light, .systemChromeMaterialLight: .material(dark: false)
        case .regular, .prominent, .systemChromeMaterial: .material(dark: traits.userInterfaceStyle == .dark)
        }
    }
}

// https://developer.apple.com/documentation/uikit/uivisualeffectview
@MainActor open class UIVisualEffectView: UIView {
    open var effect: UIVisualEffect?
    // https://developer.apple.com/documentation/uikit/uivisualeffectview/contentview
    public let contentView = UIView()

    // https://developer.apple.com/documentation/uikit/uivisualeffectview/init(effect:)
    public init(effect: UIVisualEffect?) {
        self.effect = effect
        super.init()
        contentView.autoresizingMask = [.flexibleWidth, .flexibleHeight]
        addSubview(contentView)
    }

    override func modelOwnLayers(in traits: UITraitCollection) -> [UIKitModel.Layer] {
        (effect as? UIBlurEffect).map { [$0.modelLayer(in: traits)] } ?? []
    }
}

extension UIKitModel {
    /// One thing drawn: a material (blurred, light or dark), a colour, an image at an alpha, Liquid Glass.
    public enum Layer: Hashable, Sendable, CustomStringConvertible {
        case material(dark: Bool)
        case color(RGBA)
        case image(name: String, alpha: Double)
        case glass

        public var description: String {
            switch self {
            case .material(let dark): dark ? "dark material" : "light material"
            case .glass: "glass"
            case .color(let color): "\(color)"
            case .image(let name, let alpha): "image \(name) at \(alpha)"
            }
        }
    }

    /// What is drawn somewhere, bottom to top; nothing lets what is behind show through.
    public struct Paint: Hashable, Sendable, CustomStringConvertible {
        public var layers: [Layer]

        public init(_ layers: [Layer] = []) {
            self.layers = []
            for layer in layers { add(layer) }
        }

        /// Adds a layer on top; a colour that is fully transparent draws nothing.
        mutating func add(_ layer: Layer) {
            if case .color(let color) = layer, color.alpha == 0 { return }
            if case .image(_, let alpha) = layer, alpha == 0 { return }
            layers.append(layer)
        }

        public var isEmpty: Bool { layers.isEmpty }

        /// The same layers, colours compared within half an 8-bit step.
        public func looksLike(_ other: Paint) -> Bool {
            layers.count == other.layers.count && zip(layers, other.layers).allSatisfy { first, second in
                switch (first, second) {
                case (.color(let one), .color(let two)): one.isClose(to: two)
                case (.image(let one, let oneAlpha), .image(let two, let twoAlpha)): one == two && abs(oneAlpha - twoAlpha) <= 0.01
                default: first == second
                }
            }
        }

        public var description: String { layers.isEmpty ? "nothing" : layers.map(\.description).joined(separator: " + ") }
    }
}
