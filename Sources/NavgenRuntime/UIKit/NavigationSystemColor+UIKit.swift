#if canImport(UIKit)
import UIKit

extension NavigationSystemColor {
    /// UIKit's own dynamic colour, which the system resolves for the interface style, the contrast and its palette; nil
    /// where this iOS has not the colour (those of iOS 15 on an earlier one).
    public var uiColor: UIColor? {
        switch self {
        case .systemRed: .systemRed // https://developer.apple.com/documentation/uikit/uicolor/systemred
        case .systemOrange: .systemOrange // https://developer.apple.com/documentation/uikit/uicolor/systemorange
        case .systemYellow: .systemYellow // https://developer.apple.com/documentation/uikit/uicolor/systemyellow
        case .systemGreen: .systemGreen // https://developer.apple.com/documentation/uikit/uicolor/systemgreen
        case .systemTeal: .systemTeal // https://developer.apple.com/documentation/uikit/uicolor/systemteal
        case .systemBlue: .systemBlue // https://developer.apple.com/documentation/uikit/uicolor/systemblue
        case .systemIndigo: .systemIndigo // https://developer.apple.com/documentation/uikit/uicolor/systemindigo
        case .systemPurple: .systemPurple // https://developer.apple.com/documentation/uikit/uicolor/systempurple
        case .systemPink: .systemPink // https://developer.apple.com/documentation/uikit/uicolor/systempink
        case .systemGray: .systemGray // https://developer.apple.com/documentation/uikit/uicolor/systemgray
        case .systemGray2: .systemGray2 // https://developer.apple.com/documentation/uikit/uicolor/systemgray2
        case .systemGray3: .systemGray3 // https://developer.apple.com/documentation/uikit/uicolor/systemgray3
        case .systemGray4: .systemGray4 // https://developer.apple.com/documentation/uikit/uicolor/systemgray4
        case .systemGray5: .systemGray5 // https://developer.apple.com/documentation/uikit/uicolor/systemgray5
        case .systemGray6: .systemGray6 // https://developer.apple.com/documentation/uikit/uicolor/systemgray6
        case .label: .label // https://developer.apple.com/documentation/uikit/uicolor/label
        case .secondaryLabel: .secondaryLabel // https://developer.apple.com/documentation/uikit/uicolor/secondarylabel
        case .tertiaryLabel: .tertiaryLabel // https://developer.apple.com/documentation/uikit/uicolor/tertiarylabel
        case .quaternaryLabel: .quaternaryLabel // https://developer.apple.com/documentation/uikit/uicolor/quaternarylabel
        case .placeholderText: .placeholderText // https://developer.apple.com/documentation/uikit/uicolor/placeholdertext
        case .link: .link // https://developer.apple.com/documentation/uikit/uicolor/link
        case .separator: .separator // https://developer.apple.com/documentation/uikit/uicolor/separator
        case .opaqueSeparator: .opaqueSeparator // https://developer.apple.com/documentation/uikit/uicolor/opaqueseparator
        case .systemFill: .systemFill // https://developer.apple.com/documentation/uikit/uicolor/systemfill
        case .secondarySystemFill: .secondarySystemFill // https://developer.apple.com/documentation/uikit/uicolor/secondarysystemfill
        case .tertiarySystemFill: .tertiarySystemFill // https://developer.apple.com/documentation/uikit/uicolor/tertiarysystemfill
        case .quaternarySystemFill: .quaternarySystemFill // https://developer.apple.com/documentation/uikit/uicolor/quaternarysystemfill
        case .systemBackground: .systemBackground // https://developer.apple.com/documentation/uikit/uicolor/systembackground
        case .secondarySystemBackground: .secondarySystemBackground // https://developer.apple.com/documentation/uikit/uicolor/secondarysystembackground
        case .tertiarySystemBackground: .tertiarySystemBackground // https://developer.apple.com/documentation/uikit/uicolor/tertiarysystembackground
        case .systemGroupedBackground: .systemGroupedBackground // https://developer.apple.com/documentation/uikit/uicolor/systemgroupedbackground
        case .secondarySystemGroupedBackground: .secondarySystemGroupedBackground // https://developer.apple.com/documentation/uikit/uicolor/secondarysystemgroupedbackground
        case .tertiarySystemGroupedBackground: .tertiarySystemGroupedBackground // https://developer.apple.com/documentation/uikit/uicolor/tertiarysystemgroupedbackground
        case .systemMint: // https://developer.apple.com/documentation/uikit/uicolor/systemmint
            if #available(iOS 15, *) { .systemMint } else { nil }
        case .systemCyan: // https://developer.apple.com/documentation/uikit/uicolor/systemcyan
            if #available(iOS 15, *) { .systemCyan } else { nil }
        case .systemBrown: // https://developer.apple.com/documentation/uikit/uicolor/systembrown
            if #available(iOS 15, *) { .systemBrown } else { nil }
        case .tintColor: // https://developer.apple.com/documentation/uikit/uicolor/tintcolor
            if #available(iOS 15, *) { .tintColor } else { nil }
        }
    }
}
#endif
