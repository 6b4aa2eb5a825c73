/// Applies the cascade (global → navigation controller → appearance → screen) and the background
/// precedence chain to produce one screen's bar in one mode.
struct Cascade {
    /// Each property's winning source value, the highest level that sets it.
    private var winners = PropertyTable<SourceValue>()
    /// The background each level sets, from the highest level down.
    private let backgrounds: [(image: SourceValue?, tint: SourceValue?)]

    /// `levels` are property sets from lowest to highest precedence.
    init(levels: [[AppearanceProperty: SourceValue]]) {
        for level in levels {
            for (property, value) in level { winners[property] = value }
        }
        backgrounds = levels.reversed().map { ($0[.barImage], $0[.barTintColor]) }.filter { $0.image != nil || $0.tint != nil }
    }

    /// The winning source value of a property and where it was written.
    func value(of property: AppearanceProperty) -> SourceValue? {
        winners[property]
    }

    func appearance(mode: ResolutionMode, screen: String, items: [SourceBarItem], resolver: inout PropertyResolver) -> BarAppearance {
        var bar = BarAppearance()
        bar.usesDarkAppearance = mode.isDark
        func resolved(_ property: AppearanceProperty) -> PropertyValue? {
            winners[property].flatMap { resolver.resolve($0, as: property, mode: mode, screen: screen) }
        }
        func color(_ property: AppearanceProperty) -> RGBA? {
            if case .color(let color)? = resolved(property) { return color }
            return nil
        }
        func flag(_ property: AppearanceProperty) -> Bool? {
            if case .bool(let flag)? = resolved(property) { return flag }
            return nil
        }
        func keyword(_ property: AppearanceProperty) -> String? {
            if case .keyword(let word)? = resolved(property) { return word }
            return nil
        }
        func font(_ property: AppearanceProperty) -> NavigationFont? {
            if case .font(let font)? = resolved(property) { return font }
            return nil
        }
        bar.barStyle = keyword(.barStyle).flatMap(NavigationBarStyle.init(rawValue:)) ?? .default
        bar.tintColor = color(.tintColor)
        bar.titleColor = color(.titleColor)
        bar.titleFont = font(.titleFont)
        bar.largeTitleColor = color(.largeTitleColor)
        bar.largeTitleFont = font(.largeTitleFont)
        bar.largeTitleDisplayMode = keyword(.largeTitleDisplayMode).flatMap(NavigationLargeTitleDisplayMode.init(rawValue:)) ?? .automatic
        bar.prefersLargeTitles = flag(.prefersLargeTitles) ?? false
        if case .number(let alpha)? = resolved(.barAlpha) { bar.barAlpha = alpha }
        bar.translucent = flag(.translucent) ?? true
        bar.backInteractive = flag(.backInteractive) ?? true
        bar.swipeBackEnabled = flag(.swipeBackEnabled) ?? true
        bar.hidesBottomBarWhenPushed = flag(.hidesBottomBarWhenPushed) ?? false
        bar.hidesBackButton = flag(.hidesBackButton) ?? false
        bar.declaredStatusBarStyle = keyword(.statusBarStyle) ?? "automatic"
        bar.splitTransition = keyword(.splitTransition).flatMap(NavigationSplitTransition.init(rawValue:)) ?? .automatic
        bar.barTintColor = color(.barTintColor)
        if case .image(let name)? = resolved(.barImage) { bar.barImage = name }
        applyBackground(to: &bar, mode: mode, screen: screen, resolver: &resolver)
        applyShadow(to: &bar, shadowColor: color(.shadowColor), hidden: flag(.shadowHidden) ?? false,
                    image: { if case .image(let name)? = resolved(.shadowImage) { return name } else { return nil } }())
        bar.statusBarStyle = Self.statusBarStyle(declared: bar.declaredStatusBarStyle, bar: bar)
        let hasAlpha = bar.visibility != .visible || bar.background.alphaBelowOne
        bar.extendedLayoutIncludesTopBar = flag(.extendedLayoutIncludesTopBar) ?? hasAlpha
        bar.items = items.map { item in
            var tint: RGBA?
            if let value = item.tintColor, case .color(let color)? = resolver.resolve(value, as: .tintColor, mode: mode, screen: screen) {
                tint = color
            }
            let button = NavigationBarButtonItem(kind: item.kind, title: item.title, image: item.image, systemItem: item.systemItem,
                                                 width: item.width, tintColor: tint)
            return BarItem(side: item.side, button: button, location: item.location)
        }
        bar.leftItems = bar.items.filter { $0.side == .left }.map(\.button)
        bar.rightItems = bar.items.filter { $0.side == .right }.map(\.button)
        return bar
    }

    /// Image beats colour at the same level; a higher level beats a lower one; then the bar style's default.
    private func applyBackground(to bar: inout BarAppearance, mode: ResolutionMode, screen: String, resolver: inout PropertyResolver) {
        if case .bool(true)? = winners[.barHidden].flatMap({ resolver.resolve($0, as: .barHidden, mode: mode, screen: screen) }) {
            bar.visibility = .hidden
            bar.background = .transparent
            return
        }
        // In a dark mode UIKit's default bar is the dark material, as the black style is.
        var background = NavigationBarBackground.system(bar.usesDarkAppearance ? .black : bar.barStyle)
        for level in backgrounds {
            if let image = level.image, case .image(let name)? = resolver.resolve(image, as: .barImage, mode: mode, screen: screen) {
                background = .image(name: name, alpha: bar.barAlpha)
                break
            }
            if let tint = level.tint, case .color(let color)? = resolver.resolve(tint, as: .barTintColor, mode: mode, screen: screen) {
                var effective = color
                // An opaque bar cannot show alpha: UIKit draws the colour fully opaque.
                effective.alpha = bar.translucent ? color.alpha * bar.barAlpha : 1
                background = .color(effective)
                break
            }
        }
        if case .system(let style) = background, bar.barAlpha < 1, bar.translucent {
            var material = style == .black ? NavigationBarBackground.blackMaterial : NavigationBarBackground.defaultMaterial
            material.alpha *= bar.barAlpha
            background = .color(material)
        }
        switch background {
        case .color(let color) where color.alpha <= 0.001:
            background = .transparent
        case .image(_, let alpha) where alpha <= 0.001:
            background = .transparent
        default:
            break
        }
        bar.background = background
        bar.visibility = background == .transparent ? .transparent : .visible
    }

    private func applyShadow(to bar: inout BarAppearance, shadowColor: RGBA?, hidden: Bool, image: String?) {
        if hidden || bar.visibility != .visible {
            bar.shadow = .hidden
        } else if let image {
            bar.shadow = .image(image)
        } else if let shadowColor {
            bar.shadow = shadowColor.alpha <= 0.001 ? .hidden : .color(shadowColor)
        } else {
            bar.shadow = .system
        }
    }

    /// `automatic` picks the content colour with more contrast against what is behind the status bar.
    static func statusBarStyle(declared: String, bar: BarAppearance) -> NavigationStatusBarStyle {
        switch declared {
        case "lightContent": return .lightContent
        case "darkContent": return .darkContent
        case "default": return .default
        default:
            let backdrop = bar.visibility == .visible ? bar.visibleBackground : (bar.usesDarkAppearance ? RGBA.black : RGBA.white)
            return RGBA.white.contrastRatio(with: backdrop) > RGBA.black.contrastRatio(with: backdrop) ? .lightContent : .darkContent
        }
    }
}

extension NavigationBarBackground {
    var alphaBelowOne: Bool {
        switch self {
        case .color(let color): color.alpha < 1
        case .image(_, let alpha): alpha < 1
        case .transparent: true
        case .system: false
        }
    }
}
