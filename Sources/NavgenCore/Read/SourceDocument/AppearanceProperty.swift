/// Every per-screen property of the appearance vocabulary, spelled as in navigation maps.
public enum AppearanceProperty: String, Hashable, Sendable, CaseIterable, Comparable {
    case barStyle
    case barTintColor
    case barImage
    case tintColor
    case titleColor
    case titleFont
    case largeTitleColor
    case largeTitleFont
    case largeTitleDisplayMode
    case prefersLargeTitles
    case barAlpha
    case barHidden
    case shadowHidden
    case shadowColor
    case shadowImage
    case translucent
    case backInteractive
    case swipeBackEnabled
    case statusBarStyle
    case hidesBottomBarWhenPushed
    case hidesBackButton
    case extendedLayoutIncludesTopBar
    case splitTransition
    case edgeEffect
    case barMinimization
    case barInterfaceStyle
    case titleAlignment
    case verticalBar

    /// The properties of the bar of iOS 27, which only the Liquid Glass design has: the legacy design never runs on
    /// iOS 27 (an app built with the iOS 27 SDK shows glass from iOS 26 on), so there they are `automatic`.
    public static let glassOnly: [AppearanceProperty] = [.barMinimization, .barInterfaceStyle, .titleAlignment, .verticalBar]

    public static func < (lhs: AppearanceProperty, rhs: AppearanceProperty) -> Bool { lhs.rawValue < rhs.rawValue }

    /// What kind of value the property takes; drives parsing and type checks.
    public enum ValueKind: Sendable {
        case color, image, font, bool, fraction
        case keyword([String])
    }

    public var valueKind: ValueKind {
        switch self {
        case .barTintColor, .tintColor, .titleColor, .largeTitleColor, .shadowColor: .color
        case .barImage, .shadowImage: .image
        case .titleFont, .largeTitleFont: .font
        case .barHidden, .shadowHidden, .translucent, .backInteractive, .swipeBackEnabled, .hidesBottomBarWhenPushed,
             .hidesBackButton, .extendedLayoutIncludesTopBar, .prefersLargeTitles:
            .bool
        case .barAlpha: .fraction
        case .barStyle: .keyword(["default", "black"])
        case .statusBarStyle: .keyword(["default", "lightContent", "darkContent", "automatic"])
        case .largeTitleDisplayMode: .keyword(["automatic", "always", "never"])
        case .splitTransition: .keyword(["automatic", "always", "never"])
        case .edgeEffect: .keyword(NavigationEdgeEffect.allCases.map(\.rawValue))
        case .barMinimization: .keyword(NavigationBarMinimization.allCases.map(\.rawValue))
        case .barInterfaceStyle: .keyword(NavigationBarInterfaceStyle.allCases.map(\.rawValue))
        case .titleAlignment: .keyword(NavigationTitleAlignment.allCases.map(\.rawValue))
        case .verticalBar: .keyword(NavigationVerticalBarBehavior.allCases.map(\.rawValue))
        }
    }
}
