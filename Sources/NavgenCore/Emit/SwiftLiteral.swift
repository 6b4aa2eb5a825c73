/// Swift expressions for model values, as the generated types spell them.
enum SwiftLiteral {
    /// Four decimals keep every 8-bit step distinct and the tables readable.
    static func number(_ value: Double) -> String {
        let rounded = (value * 10_000).rounded() / 10_000
        return formatNumber(rounded == 0 ? 0 : rounded)
    }

    static func color(_ color: RGBA) -> String {
        "NavigationColor(red: \(number(color.red)), green: \(number(color.green)), blue: \(number(color.blue)), alpha: \(number(color.alpha)))"
    }

    static func optionalColor(_ color: RGBA?) -> String { color.map(self.color) ?? "nil" }

    static func font(_ font: BarFont) -> String {
        let family = font.family.map(SwiftName.stringLiteral) ?? "nil"
        return "NavigationFont(family: \(family), size: \(number(font.size)), weight: \(number(font.weight)))"
    }

    static func optionalFont(_ font: BarFont?) -> String { font.map(self.font) ?? "nil" }

    static func optionalString(_ text: String?) -> String { text.map(SwiftName.stringLiteral) ?? "nil" }

    static func background(_ background: BarBackground) -> String {
        switch background {
        case .system(let style): ".system(.\(SwiftName.escape(style.rawValue)))"
        case .color(let rgba): ".color(\(color(rgba)))"
        case .image(let name, let alpha): ".image(name: \(SwiftName.stringLiteral(name)), alpha: \(number(alpha)))"
        case .transparent: ".transparent"
        }
    }

    static func shadow(_ shadow: BarShadow) -> String {
        switch shadow {
        case .system: ".system"
        case .hidden: ".hidden"
        case .color(let rgba): ".color(\(color(rgba)))"
        case .image(let name): ".image(\(SwiftName.stringLiteral(name)))"
        }
    }

    static func item(_ item: BarItem) -> String {
        let width = item.width.map(number) ?? "nil"
        return "NavigationBarItem(kind: .\(item.kind.rawValue), title: \(optionalString(item.title)), image: \(optionalString(item.image)), "
            + "systemItem: \(optionalString(item.systemItem)), width: \(width), tintColor: \(optionalColor(item.tintColor)))"
    }

    static func items(_ items: [BarItem], side: SourceBarItem.Side) -> String {
        let chosen = items.filter { $0.side == side }
        return "[" + chosen.map(item).joined(separator: ", ") + "]"
    }

    /// The appearance initialiser, one argument per line at the given indentation.
    static func appearance(_ bar: BarAppearance, indent: String) -> String {
        let arguments: [(String, String)] = [
            ("barStyle", ".\(SwiftName.escape(bar.barStyle.rawValue))"),
            ("background", background(bar.background)),
            ("visibility", ".\(bar.visibility.rawValue)"),
            ("barTintColor", optionalColor(bar.barTintColor)),
            ("barImage", optionalString(bar.barImage)),
            ("barAlpha", number(bar.barAlpha)),
            ("tintColor", optionalColor(bar.tintColor)),
            ("titleColor", optionalColor(bar.titleColor)),
            ("titleFont", optionalFont(bar.titleFont)),
            ("largeTitleColor", optionalColor(bar.largeTitleColor)),
            ("largeTitleFont", optionalFont(bar.largeTitleFont)),
            ("largeTitleDisplayMode", ".\(bar.largeTitleDisplayMode.rawValue)"),
            ("prefersLargeTitles", String(bar.prefersLargeTitles)),
            ("shadow", shadow(bar.shadow)),
            ("translucent", String(bar.translucent)),
            ("backInteractive", String(bar.backInteractive)),
            ("swipeBackEnabled", String(bar.swipeBackEnabled)),
            ("statusBarStyle", ".\(SwiftName.escape(bar.statusBarStyle.rawValue))"),
            ("hidesBottomBarWhenPushed", String(bar.hidesBottomBarWhenPushed)),
            ("hidesBackButton", String(bar.hidesBackButton)),
            ("extendedLayoutIncludesTopBar", String(bar.extendedLayoutIncludesTopBar)),
            ("tabBarVisible", String(bar.tabBarVisible)),
            ("splitTransition", ".\(bar.splitTransition)"),
            ("leftItems", items(bar.items, side: .left)),
            ("rightItems", items(bar.items, side: .right)),
            ("usesDarkAppearance", String(bar.usesDarkAppearance)),
        ]
        let body = arguments.map { "\(indent)    \($0.0): \($0.1)" }.joined(separator: ",\n")
        return "NavigationBarAppearance(\n\(body)\n\(indent))"
    }

    static func plan(_ plan: TransitionPlan) -> String {
        "NavigationTransitionPlan(visibility: .\(plan.visibility.rawValue), background: .\(plan.background.rawValue), "
            + "shadow: .\(plan.shadow.rawValue), tint: .\(plan.tint.rawValue), title: .\(plan.title.rawValue), "
            + "statusBar: .\(SwiftName.escape(plan.statusBar.rawValue)), largeTitle: .\(plan.largeTitle.rawValue), "
            + "bottomBar: .\(plan.bottomBar.rawValue), interactivePop: .\(plan.interactivePop.rawValue))"
    }
}
