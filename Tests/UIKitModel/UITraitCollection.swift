// https://developer.apple.com/documentation/uikit/uiuserinterfacestyle
public enum UIUserInterfaceStyle: Int, Sendable { case unspecified, light, dark }

// https://developer.apple.com/documentation/uikit/uiaccessibilitycontrast
public enum UIAccessibilityContrast: Int, Sendable { case unspecified, normal, high }

// https://developer.apple.com/documentation/uikit/uiuserinterfaceidiom
public enum UIUserInterfaceIdiom: Int, Sendable { case unspecified = -1, phone, pad }

// https://developer.apple.com/documentation/uikit/uitraitcollection
// The model has one environment for every view controller: `UIKitModel.traits`, which a test sets.
open class UITraitCollection: @unchecked Sendable {
    public let userInterfaceStyle: UIUserInterfaceStyle
    public let accessibilityContrast: UIAccessibilityContrast
    public let userInterfaceIdiom: UIUserInterfaceIdiom

    // https://developer.apple.com/documentation/uikit/uitraitcollection/init(userinterfacestyle:)
    public convenience init(userInterfaceStyle: UIUserInterfaceStyle) {
        self.init(style: userInterfaceStyle, contrast: .unspecified)
    }

    // https://developer.apple.com/documentation/uikit/uitraitcollection/init(accessibilitycontrast:)
    public convenience init(accessibilityContrast: UIAccessibilityContrast) {
        self.init(style: .unspecified, contrast: accessibilityContrast)
    }

    // https://developer.apple.com/documentation/uikit/uitraitcollection/init(traitsfrom:)
    public convenience init(traitsFrom traitCollections: [UITraitCollection]) {
        let style = traitCollections.last { $0.userInterfaceStyle != .unspecified }?.userInterfaceStyle ?? .unspecified
        let contrast = traitCollections.last { $0.accessibilityContrast != .unspecified }?.accessibilityContrast ?? .unspecified
        self.init(style: style, contrast: contrast)
    }

    init(style: UIUserInterfaceStyle, contrast: UIAccessibilityContrast) {
        userInterfaceStyle = style
        accessibilityContrast = contrast
        userInterfaceIdiom = .phone
    }
}
