/// Applies the cascade (global → navigation controller → appearance → screen) and the background
/// precedence chain to produce one screen's bar in one mode.
struct Cascade {
    /// Each property's winning source value, the highest level that sets it; the properties no level sets are absent.
    private(set) var winners: [AppearanceProperty: SourceValue] = [:]
    /// The background each level sets, from the highest level down.
    private let backgrounds: [(image: SourceValue?, tint: SourceValue?)]

    /// `levels` are property sets from lowest to highest precedence.
    init(levels: [[AppearanceProperty: SourceValue]]) {
        winners.reserveCapacity(levels.reduce(0) { $0 + $1.count })
        for level in levels {
            for (property, value) in level { winners[property] = value }
        }
        backgrounds = levels.reversed().map { ($0[.barImage], $0[.barTintColor]) }.filter { $0.image != nil || $0.tint != nil }
    }

    /// The bar in `mode`, once per design: the designs differ in the background, the shadow and what the status bar
    /// and the layout follow from it, and only Liquid Glass built with the iOS 27 SDK (`iOS27Bar`) has the bar of iOS 27.
    func appearances(mode: ResolutionMode, designs: [NavigationDesign], iOS27Bar: Bool, screen: String, items: [SourceBarItem],
                     resolver: inout PropertyResolver) -> [BarAppearance] {
        var bar = BarAppearance()
        bar.usesDarkAppearance = mode.isDark
        bar.appTint = mode.appTint
        bar.highContrast = mode.isHighContrast
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
        bar.edgeEffect = keyword(.edgeEffect).flatMap(NavigationEdgeEffect.init(rawValue:)) ?? .automatic
        bar.barMinimization = keyword(.barMinimization).flatMap(NavigationBarMinimization.init(rawValue:)) ?? .automatic
        bar.barInterfaceStyle = keyword(.barInterfaceStyle).flatMap(NavigationBarInterfaceStyle.init(rawValue:)) ?? .automatic
        bar.titleAlignment = keyword(.titleAlignment).flatMap(NavigationTitleAlignment.init(rawValue:)) ?? .automatic
        bar.verticalBar = keyword(.verticalBar).flatMap(NavigationVerticalBarBehavior.init(rawValue:)) ?? .automatic
        bar.barTintColor = color(.barTintColor)
        if case .image(let name)? = resolved(.barImage) { bar.barImage = name }
        let hidden = flag(.barHidden) ?? false
        let declared = hidden ? nil : declaredBackground(of: bar, mode: mode, screen: screen, resolver: &resolver)
        var shadowImage: String?
        if case .image(let name)? = resolved(.shadowImage) { shadowImage = name }
        let shadow = (color: color(.shadowColor), hidden: flag(.shadowHidden) ?? false, image: shadowImage)
        let extendedLayout = flag(.extendedLayoutIncludesTopBar)
        bar.items = items.map { item in
            var tint: RGBA?
            if let value = item.tintColor, case .color(let color)? = resolver.resolve(value, as: .tintColor, mode: mode, screen: screen) {
                tint = color
            }
            let button = NavigationBarButtonItem(kind: item.kind, title: item.title, image: item.image, imageSource: item.imageSource,
                                                 systemItem: item.systemItem,
                                                 width: item.width, tintColor: tint, style: item.style,
                                                 sharesBackground: item.sharesBackground, hidesSharedBackground: item.hidesSharedBackground,
                                                 badge: item.badge, identifier: item.identifier, axis: item.axis?.value ?? .automatic)
            return BarItem(side: item.side, button: button, location: item.location)
        }
        Self.setSides(of: &bar)
        return designs.map { design in
            var designed = bar
            if design == .legacy || !iOS27Bar { Self.removeGlassOnly(from: &designed) }
            applyBackground(to: &designed, declared: declared, hidden: hidden, design: design)
            applyShadow(to: &designed, shadowColor: shadow.color, hidden: shadow.hidden, image: shadow.image)
            if design == .glass { Self.useIOS26Hues(in: &designed, mode: mode) }
            designed.statusBarStyle = Self.statusBarStyle(declared: designed.declaredStatusBarStyle, bar: designed)
            let hasAlpha = designed.visibility != .visible || designed.background.alphaBelowOne
            designed.extendedLayoutIncludesTopBar = extendedLayout ?? hasAlpha
            return designed
        }
    }

    /// The background the highest level that sets one declares: an image beats a colour at the same level. Nil when
    /// no level sets one.
    private func declaredBackground(of bar: BarAppearance, mode: ResolutionMode, screen: String,
                                    resolver: inout PropertyResolver) -> NavigationBarBackground? {
        for level in backgrounds {
            if let image = level.image, case .image(let name)? = resolver.resolve(image, as: .barImage, mode: mode, screen: screen) {
                return .image(name: name, alpha: bar.barAlpha)
            }
            if let tint = level.tint, case .color(let color)? = resolver.resolve(tint, as: .barTintColor, mode: mode, screen: screen) {
                var effective = color
                // An opaque bar cannot show alpha: UIKit draws the colour fully opaque.
                effective.alpha = bar.translucent ? color.alpha * bar.barAlpha : 1
                // A system colour at another alpha is no longer the system's own: the glue draws these components.
                if effective.alpha != color.alpha { effective.system = nil }
                return .color(effective)
            }
        }
        return nil
    }

    /// Liquid Glass runs on iOS 26 and later, whose system hues changed: a system colour there is its iOS 26 value. The
    /// legacy design keeps the values of iOS 13 to 18, the release it shows on (which palette iOS 26 shows an app under
    /// the compatibility key is not documented). The tint colour is the app's where it has one, in every release.
    private static func useIOS26Hues(in bar: inout BarAppearance, mode: ResolutionMode) {
        func updated(_ color: RGBA?) -> RGBA? {
            guard let color, let system = color.system, system != .tintColor || mode.appTint == nil,
                  var value = SystemColorTable.iOS26Value(of: system, dark: mode.isDark, highContrast: mode.isHighContrast) else { return color }
            value.alpha = color.alpha
            value.system = system
            return value
        }
        bar.tintColor = updated(bar.tintColor)
        bar.titleColor = updated(bar.titleColor)
        bar.largeTitleColor = updated(bar.largeTitleColor)
        bar.barTintColor = updated(bar.barTintColor)
        if case .color(let color) = bar.background, let value = updated(color) { bar.background = .color(value) }
        if case .color(let color) = bar.shadow, let value = updated(color) { bar.shadow = .color(value) }
        for index in bar.items.indices { bar.items[index].button.tintColor = updated(bar.items[index].button.tintColor) }
        setSides(of: &bar)
    }

    /// The runtime bar's left and right items, from the items with their sides.
    private static func setSides(of bar: inout BarAppearance) {
        bar.leftItems = bar.items.filter { $0.side == .left }.map(\.button)
        bar.rightItems = bar.items.filter { $0.side == .right }.map(\.button)
    }

    /// The legacy design never runs on iOS 27 and the iOS 26 SDK lacks its API (`AppearanceProperty.glassOnly`, an
    /// item's axis): such a bar has the defaults of the bar of iOS 27.
    private static func removeGlassOnly(from bar: inout BarAppearance) {
        bar.barMinimization = .automatic
        bar.barInterfaceStyle = .automatic
        bar.titleAlignment = .automatic
        bar.verticalBar = .automatic
        for index in bar.items.indices { bar.items[index].button.axis = .automatic }
        for index in bar.leftItems.indices { bar.leftItems[index].axis = .automatic }
        for index in bar.rightItems.indices { bar.rightItems[index].axis = .automatic }
    }

    /// The declared background, else the bar style's default; under Liquid Glass a translucent bar that declares
    /// none keeps the system glass, whose alpha fades only what is on it.
    private func applyBackground(to bar: inout BarAppearance, declared: NavigationBarBackground?, hidden: Bool,
                                 design: NavigationDesign) {
        if hidden {
            bar.visibility = .hidden
            bar.background = .transparent
            return
        }
        var background: NavigationBarBackground
        if let declared {
            background = declared
        } else if design == .glass && bar.translucent {
            background = bar.barAlpha <= 0.001 ? .transparent : .glass
        } else {
            // In a dark mode UIKit's default bar is the dark material, as the black style is.
            let style = bar.usesDarkAppearance ? NavigationBarStyle.black : bar.barStyle
            background = .system(style)
            if bar.barAlpha < 1, bar.translucent {
                var material = style == .black ? NavigationBarBackground.blackMaterial : NavigationBarBackground.defaultMaterial
                material.alpha *= bar.barAlpha
                background = .color(material)
            }
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

    /// `automatic` is the runtime planner's: the interface style's over glass, else the content colour with more
    /// contrast against what is behind the status bar.
    static func statusBarStyle(declared: String, bar: BarAppearance) -> NavigationStatusBarStyle {
        switch declared {
        case "lightContent": .lightContent
        case "darkContent": .darkContent
        case "default": .default
        default: NavigationPlanner.automaticStatusBarStyle(on: bar.runtime)
        }
    }
}

extension NavigationBarBackground {
    var alphaBelowOne: Bool {
        switch self {
        case .color(let color): color.alpha < 1
        case .image(_, let alpha): alpha < 1
        case .transparent: true
        case .system, .glass: false
        }
    }
}
