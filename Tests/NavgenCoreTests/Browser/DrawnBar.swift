import Foundation
@testable import NavgenCore

/// What navgen resolved, spelled as the page's self-test reads it back from the rendered elements: the bar people see
/// at a point (`rgb(…)`, `glass`, `image`, `transparent`, or `none` where there is no bar), colours as computed CSS.
enum DrawnBar {
    static func css(_ color: NavigationColor) -> String {
        let channels = [color.red, color.green, color.blue].map { Int(($0 * 255).rounded()) }
        guard color.alpha < 1 - 0.5 / 255 else { return "rgb(\(channels[0]), \(channels[1]), \(channels[2]))" }
        return "rgba(\(channels[0]), \(channels[1]), \(channels[2]), \(formatNumber((color.alpha * 100).rounded() / 100)))"
    }

    /// The bar as seen at its middle.
    static func reading(_ bar: BarAppearance) -> String {
        switch bar.visibility {
        case .hidden: return "none"
        case .transparent: return "transparent"
        case .visible: break
        }
        switch bar.background {
        case .glass: return "glass"
        case .image: return "image"
        case .transparent: return "transparent"
        case .color, .system: return css(bar.visibleBackground)
        }
    }

    /// The status bar's text colour.
    static func status(_ style: NavigationStatusBarStyle, dark: Bool) -> String {
        switch style {
        case .lightContent: "rgb(255, 255, 255)"
        case .darkContent: "rgb(0, 0, 0)"
        case .default: dark ? "rgb(255, 255, 255)" : "rgb(0, 0, 0)"
        }
    }

    /// The tint of each drawn item (spaces are not drawn), left side first: a prominent item's glass under Liquid
    /// Glass takes the app's tint where it has none of its own.
    static func itemTints(_ bar: BarAppearance, design: NavigationDesign) -> [String] {
        guard bar.visibility == .visible else { return [] }
        // UIKit's tint colour where the app has none: the system blue of iOS 13 to 18, or of iOS 26 under Liquid Glass.
        let dark = bar.usesDarkAppearance
        let systemBlue = design == .glass ? (dark ? "#0091FFFF" : "#0088FFFF") : (dark ? "#0A84FFFF" : "#007AFFFF")
        let prominent = bar.tintColor ?? bar.appTint ?? HexColor.parse(systemBlue)!
        return (bar.leftItems + bar.rightItems).filter { $0.kind != .fixedSpace && $0.kind != .separator }.map {
            css($0.tintColor ?? (design == .glass && $0.style == .prominent ? prominent : bar.effectiveTintColor(in: design)))
        }
    }

    /// A screen id or an operation as the page writes it in an address (`encodeURIComponent`).
    static func addressPart(_ text: String) -> String {
        var allowed = CharacterSet.alphanumerics.intersection(CharacterSet(charactersIn: Unicode.Scalar(0)..<Unicode.Scalar(128)))
        allowed.insert(charactersIn: "-_.!~*'()")
        return text.addingPercentEncoding(withAllowedCharacters: allowed) ?? text
    }
}
