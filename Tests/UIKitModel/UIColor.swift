// https://developer.apple.com/documentation/uikit/uicolor
open class UIColor: @unchecked Sendable, CustomStringConvertible {
    private enum Value {
        case fixed(UIKitModel.RGBA)
        case dynamic(@Sendable (UITraitCollection) -> UIColor)
    }

    private let value: Value

    // https://developer.apple.com/documentation/uikit/uicolor/init(red:green:blue:alpha:)
    public init(red: CGFloat, green: CGFloat, blue: CGFloat, alpha: CGFloat) {
        value = .fixed(UIKitModel.RGBA(red: Double(red), green: Double(green), blue: Double(blue), alpha: Double(alpha)))
    }

    // https://developer.apple.com/documentation/uikit/uicolor/init(white:alpha:)
    public convenience init(white: CGFloat, alpha: CGFloat) {
        self.init(red: white, green: white, blue: white, alpha: alpha)
    }

    // https://developer.apple.com/documentation/uikit/uicolor/init(dynamicprovider:)
    public init(dynamicProvider: @escaping @Sendable (UITraitCollection) -> UIColor) {
        value = .dynamic(dynamicProvider)
    }

    // https://developer.apple.com/documentation/uikit/uicolor/resolvedcolor(with:)
    open func resolvedColor(with traitCollection: UITraitCollection) -> UIColor {
        switch value {
        case .fixed: self
        case .dynamic(let provider): provider(traitCollection).resolvedColor(with: traitCollection)
        }
    }

    /// The colour's components in `traits` (the model's environment by default).
    public func modelRGBA(in traits: UITraitCollection) -> UIKitModel.RGBA {
        switch value {
        case .fixed(let rgba): rgba
        case .dynamic(let provider): provider(traits).modelRGBA(in: traits)
        }
    }

    public var description: String {
        switch value {
        case .fixed(let rgba): "UIColor(\(rgba))"
        case .dynamic: "UIColor(dynamic)"
        }
    }

    open class var clear: UIColor { UIColor(red: 0, green: 0, blue: 0, alpha: 0) }
    open class var black: UIColor { UIColor(red: 0, green: 0, blue: 0, alpha: 1) }
    open class var white: UIColor { UIColor(red: 1, green: 1, blue: 1, alpha: 1) }
}
