#if canImport(UIKit)
import UIKit

extension NavigationColor {
    /// The colour in sRGB, with
    /// [`init(red:green:blue:alpha:)`](https://developer.apple.com/documentation/uikit/uicolor/init(red:green:blue:alpha:)),
    /// which since iOS 10 reads components outside 0…1 as extended-range sRGB: a Display P3 colour stays whole.
    public var uiColor: UIColor { UIColor(red: red, green: green, blue: blue, alpha: alpha) }
}

extension NavigationModalProtocol where Value == NavigationColor {
    /// A dynamic colour that follows the interface style and contrast, with
    /// [`init(dynamicProvider:)`](https://developer.apple.com/documentation/uikit/uicolor/init(dynamicprovider:)).
    public var uiColor: UIColor {
        UIColor { traits in self[Mode(traits)].uiColor }
    }
}

extension NavigationModeProtocol {
    /// The mode that matches a trait collection's
    /// [`userInterfaceStyle`](https://developer.apple.com/documentation/uikit/uitraitcollection/userinterfacestyle) and
    /// [`accessibilityContrast`](https://developer.apple.com/documentation/uikit/uitraitcollection/accessibilitycontrast).
    public init(_ traits: UITraitCollection) {
        self = Self.traitModes.mode(dark: traits.userInterfaceStyle == .dark, highContrast: traits.accessibilityContrast == .high)
    }
}

extension NavigationFont {
    /// The font, with [`init(name:size:)`](https://developer.apple.com/documentation/uikit/uifont/init(name:size:)), or
    /// the [system font](https://developer.apple.com/documentation/uikit/uifont/systemfont(ofsize:weight:)) of the same
    /// size and weight when the family is not installed.
    public var uiFont: UIFont {
        if let family, let font = UIFont(name: family, size: size) { return font }
        return UIFont.systemFont(ofSize: size, weight: uiWeight)
    }

    /// The [`UIFont.Weight`](https://developer.apple.com/documentation/uikit/uifont/weight) nearest the CSS weight.
    private var uiWeight: UIFont.Weight {
        switch weight {
        case ..<150: .ultraLight
        case ..<250: .thin
        case ..<350: .light
        case ..<450: .regular
        case ..<550: .medium
        case ..<650: .semibold
        case ..<750: .bold
        case ..<850: .heavy
        default: .black
        }
    }
}

extension NavigationStatusBarStyle {
    /// The [`UIStatusBarStyle`](https://developer.apple.com/documentation/uikit/uistatusbarstyle).
    public var uiStatusBarStyle: UIStatusBarStyle {
        switch self {
        case .default: .default
        case .lightContent: .lightContent
        case .darkContent: .darkContent
        }
    }
}
#endif
