import NavgenRuntime
import UIKit

/// What a person must see for a bar navgen resolved: the model's picture of UIKit's drawing of each field.
@MainActor
enum Sight {
    /// A colour as drawn: a UIKit system colour is the system's in the model's environment (the glue hands UIKit the
    /// colour itself, which the release's palette and the contrast setting decide), any other its components.
    static func rgba(_ color: NavigationColor) -> UIKitModel.RGBA {
        if let system = color.system, let drawn = UIColor.modelSystemColor(named: system.rawValue) {
            return drawn.modelRGBA(in: UIKitModel.traits)
        }
        return UIKitModel.RGBA(red: color.red, green: color.green, blue: color.blue, alpha: color.alpha)
    }

    /// The bar's background as UIKit draws it: the legacy bar's materials (dark in a dark mode or for a black bar),
    /// colours (translucent ones over the material), images; under Liquid Glass no material, the system's glass
    /// drawing nothing of the bar's own.
    static func paint(_ bar: NavigationBarAppearance, design: NavigationDesign) -> UIKitModel.Paint {
        switch bar.background {
        case .system(let style):
            return design == .glass ? UIKitModel.Paint() : UIKitModel.Paint([.material(dark: style == .black || bar.usesDarkAppearance)])
        case .color(let color):
            guard color.alpha < 1, design == .legacy else { return UIKitModel.Paint([.color(rgba(color))]) }
            return UIKitModel.Paint([.material(dark: bar.barStyle == .black || bar.usesDarkAppearance), .color(rgba(color))])
        case .image(let name, let alpha):
            return UIKitModel.Paint([.image(name: name, alpha: alpha)])
        case .transparent, .glass:
            return UIKitModel.Paint()
        }
    }

    /// The hairline: UIKit's own under a bar that draws a background (and, under Liquid Glass, only under an opaque
    /// colour or an image), none when hidden, else the colour or image given.
    static func shadow(_ bar: NavigationBarAppearance, design: NavigationDesign) -> UIKitModel.ShownAppearance.Shadow {
        switch bar.shadow {
        case .system:
            let opaque: Bool = switch bar.background {
            case .color(let color): color.alpha >= 1
            case .image: true
            case .system, .transparent, .glass: false
            }
            let drawn = design == .glass ? opaque : !paint(bar, design: design).isEmpty
            return drawn ? .color(UIKitModel.RGBA(red: 0, green: 0, blue: 0, alpha: 0.3)) : .none
        case .hidden: return .none
        case .color(let color): return color.alpha > 0 ? .color(rgba(color)) : .none
        case .image(let name): return .image(name)
        }
    }

    /// What is wrong with `shown` for `bar`, the background left out when `background` is false (a split
    /// transition's bar draws none).
    static func problems(_ shown: UIKitModel.ShownAppearance, _ bar: NavigationBarAppearance, design: NavigationDesign,
                         background: Bool = true) -> [String] {
        var problems: [String] = []
        if background {
            let expected = paint(bar, design: design)
            if !shown.background.looksLike(expected) { problems.append("background \(shown.background), expected \(expected)") }
            let hairline = shadow(bar, design: design)
            if !same(shown.shadow, hairline) { problems.append("shadow \(shown.shadow), expected \(hairline)") }
        }
        if !same(shown.titleColor, rgba(bar.effectiveTitleColor)) {
            problems.append("title colour \(shown.titleColor.map(\.description) ?? "default"), expected \(rgba(bar.effectiveTitleColor))")
        }
        if !sameFont(shown.titleFont, bar.titleFont) {
            problems.append("title font \(shown.titleFont.map(\.description) ?? "system"), expected \(bar.titleFont.map { "\($0)" } ?? "system")")
        }
        if !same(shown.buttonColor, bar.tintColor.map(rgba)) {
            problems.append("button colour \(shown.buttonColor.map(\.description) ?? "default"), expected \(bar.tintColor.map { "\(rgba($0))" } ?? "default")")
        }
        return problems
    }

    static func matches(_ shown: UIKitModel.ShownAppearance, _ bar: NavigationBarAppearance, design: NavigationDesign,
                        background: Bool = true) -> Bool {
        problems(shown, bar, design: design, background: background).isEmpty
    }

    private static func same(_ first: UIKitModel.RGBA?, _ second: UIKitModel.RGBA?) -> Bool {
        switch (first, second) {
        case (nil, nil): true
        case (let first?, let second?): first.isClose(to: second)
        default: false
        }
    }

    private static func same(_ first: UIKitModel.ShownAppearance.Shadow, _ second: UIKitModel.ShownAppearance.Shadow) -> Bool {
        switch (first, second) {
        case (.color(let one), .color(let two)): one.isClose(to: two)
        default: first == second
        }
    }

    /// The font shown is the one asked for: a family's upright face nearest the weight, normal-width where the family
    /// has one, a face by its name, or the system font at the weight.
    private static func sameFont(_ shown: UIFont?, _ font: NavigationFont?) -> Bool {
        guard let font else { return shown == nil }
        guard let shown, Double(shown.pointSize) == font.size else { return false }
        let weight = uiWeight(font.weight)
        guard let family = font.family else { return shown.familyName == nil && shown.modelWeight == weight }
        guard let faces = UIKitModel.fontFaces[family] else { return shown.fontName == family }
        let upright = faces.filter { !$0.traits.contains(.traitItalic) }
        let normal = upright.filter { $0.traits.isEmpty }
        let nearest = (normal.isEmpty ? upright : normal).map(\.weight).min { abs($0.rawValue - weight.rawValue) < abs($1.rawValue - weight.rawValue) }
        return shown.familyName == family && !shown.modelTraits.contains(.traitItalic) && (normal.isEmpty || shown.modelTraits.isEmpty)
            && shown.modelWeight == nearest
    }

    /// UIKit's weight nearest a CSS weight, as UIFont.Weight's documented steps go.
    private static func uiWeight(_ css: Double) -> UIFont.Weight {
        let steps: [(Double, UIFont.Weight)] = [(100, .ultraLight), (200, .thin), (300, .light), (400, .regular), (500, .medium),
                                                (600, .semibold), (700, .bold), (800, .heavy), (900, .black)]
        // A weight midway between two steps takes the heavier, as the glue rounds.
        return steps.reversed().min { abs($0.0 - css) < abs($1.0 - css) }!.1
    }

    /// An item as a person reads it.
    static func describe(_ item: NavigationBarButtonItem) -> String {
        switch item.kind {
        case .title: "title:\(item.title ?? "")"
        case .image: "image:\(item.image ?? "")"
        case .system: "system:\(item.systemItem?.rawValue ?? "done")"
        case .fixedSpace: "space:\(Int(item.width ?? 8))"
        case .separator: "space:0"
        case .flexibleSpace: "system:flexibleSpace"
        case .customView: "view"
        }
    }

    static func describe(_ item: UIBarButtonItem) -> String {
        switch item.modelKind {
        case .title: "title:\(item.title ?? "")"
        case .image: "image:\(item.image?.modelName.replacingOccurrences(of: "system:", with: "") ?? "")"
        case .fixedSpace: "space:\(Int(item.width ?? 0))"
        case .system: "system:\(item.systemItem.map { "\($0)" } ?? "none")"
        case .customView: "view"
        }
    }

    static func items(of bar: NavigationBarAppearance) -> [String] {
        bar.leftItems.map { "left " + describe($0) } + bar.rightItems.map { "right " + describe($0) }
    }

    static func items(_ shown: (left: [UIBarButtonItem], right: [UIBarButtonItem])) -> [String] {
        shown.left.map { "left " + describe($0) } + shown.right.map { "right " + describe($0) }
    }
}
