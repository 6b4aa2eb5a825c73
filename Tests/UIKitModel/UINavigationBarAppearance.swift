// https://developer.apple.com/documentation/uikit/uibarbuttonitemstateappearance
@MainActor open class UIBarButtonItemStateAppearance {
    open var titleTextAttributes: [NSAttributedString.Key: Any] = [:]
}

// https://developer.apple.com/documentation/uikit/uibarbuttonitemappearance
@MainActor open class UIBarButtonItemAppearance {
    public init() {}
    open var normal = UIBarButtonItemStateAppearance()
}

// https://developer.apple.com/documentation/uikit/uibarappearance
@MainActor open class UIBarAppearance {
    public init() {
        configureWithDefaultBackground()
    }

    // https://developer.apple.com/documentation/uikit/uibarappearance/configurewithdefaultbackground() ("a default
    // background and shadow appropriate for the current theme"): under Liquid Glass the model's reading is the system's
    // glass, no material and no hairline of the bar's own.
    open func configureWithDefaultBackground() {
        let glass = UIKitModel.design == .glass
        backgroundEffect = glass ? nil : UIBlurEffect(style: .systemChromeMaterial)
        backgroundColor = nil
        backgroundImage = nil
        shadowColor = glass ? nil : UIKitModel.systemShadowColor
        shadowImage = nil
    }

    // https://developer.apple.com/documentation/uikit/uibarappearance/configurewithopaquebackground() ("an opaque
    // background appropriate for the current theme"); under Liquid Glass it may keep the system's glass, which is drawn
    // over the colour (`OpaqueBackgroundUnderGlass`).
    open func configureWithOpaqueBackground() {
        let keepsGlass = UIKitModel.design == .glass
            && UIKitModel.answer(UIKitModel.OpaqueBackgroundUnderGlass.self) == .glassDrawnOverIt
        backgroundEffect = keepsGlass ? UIBlurEffect(style: .systemChromeMaterial) : nil
        backgroundColor = .systemBackground
        backgroundImage = nil
        shadowColor = UIKitModel.systemShadowColor
        shadowImage = nil
    }

    // https://developer.apple.com/documentation/uikit/uibarappearance/configurewithtransparentbackground() ("a
    // transparent background and no shadow")
    open func configureWithTransparentBackground() {
        backgroundEffect = nil
        backgroundColor = nil
        backgroundImage = nil
        shadowColor = nil
        shadowImage = nil
    }

    // https://developer.apple.com/documentation/uikit/uibarappearance/backgroundeffect
    open var backgroundEffect: UIBlurEffect?
    // https://developer.apple.com/documentation/uikit/uibarappearance/backgroundcolor
    open var backgroundColor: UIColor?
    // https://developer.apple.com/documentation/uikit/uibarappearance/backgroundimage
    open var backgroundImage: UIImage?
    // https://developer.apple.com/documentation/uikit/uibarappearance/shadowcolor
    open var shadowColor: UIColor?
    // https://developer.apple.com/documentation/uikit/uibarappearance/shadowimage
    open var shadowImage: UIImage?
    // https://developer.apple.com/documentation/uikit/uibarappearance/overrideuserinterfacestyle (iOS 27: this
    // appearance, so one screen's bar, drawn light or dark)
    @available(iOS 27.0, *)
    open var overrideUserInterfaceStyle = UIUserInterfaceStyle.unspecified
}

// https://developer.apple.com/documentation/uikit/uinavigationbarappearance
@MainActor open class UINavigationBarAppearance: UIBarAppearance {
    // https://developer.apple.com/documentation/uikit/uinavigationbarappearance/titletextattributes
    open var titleTextAttributes: [NSAttributedString.Key: Any] = [:]
    // https://developer.apple.com/documentation/uikit/uinavigationbarappearance/largetitletextattributes
    open var largeTitleTextAttributes: [NSAttributedString.Key: Any] = [:]
    // https://developer.apple.com/documentation/uikit/uinavigationbarappearance/buttonappearance
    open var buttonAppearance = UIBarButtonItemAppearance()
    // https://developer.apple.com/documentation/uikit/uinavigationbarappearance/backbuttonappearance
    open var backButtonAppearance = UIBarButtonItemAppearance()

    override public init() {
        super.init()
    }

    /// A copy with a transparent background and everything else kept: what a nil scroll-edge appearance shows
    /// (UB: "a nil `scrollEdgeAppearance` is the standard one with a transparent background", A).
    func modelWithTransparentBackground() -> UINavigationBarAppearance {
        let copy = modelCopy()
        copy.configureWithTransparentBackground()
        return copy
    }

    private func modelCopy() -> UINavigationBarAppearance {
        let copy = UINavigationBarAppearance()
        copy.backgroundEffect = backgroundEffect
        copy.backgroundColor = backgroundColor
        copy.backgroundImage = backgroundImage
        copy.shadowColor = shadowColor
        copy.shadowImage = shadowImage
        copy.overrideUserInterfaceStyle = overrideUserInterfaceStyle
        copy.titleTextAttributes = titleTextAttributes
        copy.largeTitleTextAttributes = largeTitleTextAttributes
        copy.buttonAppearance = buttonAppearance
        copy.backButtonAppearance = backButtonAppearance
        return copy
    }

    /// What the appearance shows in the model's environment.
    func modelShown() -> UIKitModel.ShownAppearance {
        let traits = UIKitModel.traits
        var background = UIKitModel.Paint()
        let glass = UIKitModel.design == .glass
        if let effect = backgroundEffect, !glass { background.add(effect.modelLayer(in: traits)) }
        if let color = backgroundColor { background.add(.color(color.modelRGBA(in: traits))) }
        if let image = backgroundImage { background.add(.image(name: image.modelName, alpha: image.modelAlpha)) }
        // Under Liquid Glass an effect is the glass, drawn over the bar's colour and image (practitioners' reports in
        // `../shared/research/liquid-glass.md`: wix/react-native-navigation PR #8312).
        if backgroundEffect != nil, glass { background.add(.glass) }
        let shadow: UIKitModel.ShownAppearance.Shadow
        if let image = shadowImage {
            shadow = .image(image.modelName)
        } else if let color = shadowColor?.modelRGBA(in: traits), color.alpha > 0 {
            shadow = .color(color)
        } else {
            shadow = .none
        }
        func color(_ attributes: [NSAttributedString.Key: Any]) -> UIKitModel.RGBA? {
            (attributes[.foregroundColor] as? UIColor)?.modelRGBA(in: traits)
        }
        return UIKitModel.ShownAppearance(
            background: background, shadow: shadow, titleColor: color(titleTextAttributes),
            titleFont: titleTextAttributes[.font] as? UIFont, largeTitleColor: color(largeTitleTextAttributes),
            largeTitleFont: largeTitleTextAttributes[.font] as? UIFont,
            buttonColor: color(buttonAppearance.normal.titleTextAttributes),
            backButtonColor: color(backButtonAppearance.normal.titleTextAttributes))
    }
}

extension UIKitModel {
    /// UIKit's hairline under a bar.
    static var systemShadowColor: UIColor { UIColor(white: 0, alpha: 0.3) }

    /// What one bar appearance shows.
    public struct ShownAppearance: Equatable, Sendable, CustomStringConvertible {
        public enum Shadow: Equatable, Sendable {
            case none
            case color(RGBA)
            case image(String)
        }

        public var background: Paint
        public var shadow: Shadow
        /// The title's colour and font, nil where the appearance leaves UIKit's.
        public var titleColor: RGBA?
        public var titleFont: UIFont?
        public var largeTitleColor: RGBA?
        public var largeTitleFont: UIFont?
        /// The bar buttons' and the back button's title colour, nil where the appearance leaves UIKit's.
        public var buttonColor: RGBA?
        public var backButtonColor: RGBA?

        public var description: String {
            "background \(background), shadow \(shadow), title \(titleColor.map(\.description) ?? "default")"
                + " \(titleFont.map(\.description) ?? ""), buttons \(buttonColor.map(\.description) ?? "default")"
        }
    }
}
