#if canImport(UIKit)
import UIKit

extension NavigationColor {
    /// The UIKit system colour where it is one (and this iOS has it), which follows the contrast setting and the
    /// system's palette; else the colour in sRGB, with
    /// [`init(red:green:blue:alpha:)`](https://developer.apple.com/documentation/uikit/uicolor/init(red:green:blue:alpha:)),
    /// which since iOS 10 reads components outside 0…1 as extended-range sRGB: a Display P3 colour stays whole.
    public var uiColor: UIColor { system?.uiColor ?? UIColor(red: red, green: green, blue: blue, alpha: alpha) }
}

extension NavigationModalProtocol where Value == NavigationColor {
    /// A dynamic colour that follows the interface style and contrast, with
    /// [`init(dynamicProvider:)`](https://developer.apple.com/documentation/uikit/uicolor/init(dynamicprovider:)); a
    /// mode's system colour is resolved for the same traits with
    /// [`resolvedColor(with:)`](https://developer.apple.com/documentation/uikit/uicolor/resolvedcolor(with:)).
    public var uiColor: UIColor {
        UIColor { traits in self[Mode(traits)].uiColor.resolvedColor(with: traits) }
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
    /// The font: for a family's name (what tokens write: "Inter", "Helvetica Neue"), the upright face of the family,
    /// normal-width where it has one,
    /// listed by [`fontNames(forFamilyName:)`](https://developer.apple.com/documentation/uikit/uifont/fontnames(forfamilyname:)),
    /// whose weight is nearest, read from its [`fontDescriptor`](https://developer.apple.com/documentation/uikit/uifont/fontdescriptor)'s
    /// [traits](https://developer.apple.com/documentation/uikit/uifontdescriptor/traitkey/weight); for a face's name
    /// (what storyboards write: "Avenir-Heavy"), that face, with [`init(name:size:)`](https://developer.apple.com/documentation/uikit/uifont/init(name:size:)),
    /// which takes no family's name; else the [system font](https://developer.apple.com/documentation/uikit/uifont/systemfont(ofsize:weight:))
    /// of the same size and weight.
    public var uiFont: UIFont {
        guard let family else { return UIFont.systemFont(ofSize: size, weight: uiWeight) }
        // https://developer.apple.com/documentation/uikit/uifontdescriptor/symbolictraits-swift.property
        let upright = UIFont.fontNames(forFamilyName: family).compactMap { UIFont(name: $0, size: size) }
            .filter { !$0.fontDescriptor.symbolicTraits.contains(.traitItalic) }
        // A normal-width face where the family has one; a family of condensed faces (Avenir Next Condensed) has none.
        let normal = upright.filter { $0.fontDescriptor.symbolicTraits.isDisjoint(with: [.traitCondensed, .traitExpanded]) }
        let faces = normal.isEmpty ? upright : normal
        if let nearest = faces.min(by: { abs(Self.weight(of: $0) - uiWeight.rawValue) < abs(Self.weight(of: $1) - uiWeight.rawValue) }) {
            return nearest
        }
        return UIFont(name: family, size: size) ?? UIFont.systemFont(ofSize: size, weight: uiWeight)
    }

    /// A face's weight from its descriptor's traits; regular where it says none.
    private static func weight(of font: UIFont) -> CGFloat {
        let traits = font.fontDescriptor.object(forKey: .traits) as? [UIFontDescriptor.TraitKey: Any]
        return traits?[.weight] as? CGFloat ?? 0
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
