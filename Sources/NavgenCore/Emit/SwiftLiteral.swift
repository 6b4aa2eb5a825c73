/// Swift expressions for model values, as the generated types spell them.
enum SwiftLiteral {
    /// Four decimals keep every 8-bit step distinct and the tables readable.
    static func number(_ value: Double) -> String {
        let scaled = (value * 10_000).rounded()
        // Below 10⁹ the shortest decimal of the rounded value is its four-decimal form: written with
        // integer arithmetic, which is much cheaper than formatting a Double.
        if abs(scaled) < 1e13 { return fourDecimals(Int64(scaled)) }
        let rounded = scaled / 10_000
        return formatNumber(rounded == 0 ? 0 : rounded)
    }

    /// `ten-thousandths / 10_000` with trailing zeros (and a zero fraction) dropped.
    private static func fourDecimals(_ tenThousandths: Int64) -> String {
        let magnitude = tenThousandths.magnitude
        var text = tenThousandths < 0 ? "-" : ""
        text += String(magnitude / 10_000)
        var fraction = magnitude % 10_000
        guard fraction != 0 else { return magnitude == 0 ? "0" : text }
        var digits = 4
        while fraction % 10 == 0 {
            fraction /= 10
            digits -= 1
        }
        let written = String(fraction)
        return text + "." + String(repeating: "0", count: digits - written.utf8.count) + written
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

    /// The fields of the generated `NavigationBarAppearance`, in declaration order: name, Swift type, and the
    /// value as a Swift expression. The generated initialiser takes `BarAppearance()`'s values as defaults.
    static let appearanceFields: [(name: String, type: String, value: @Sendable (BarAppearance) -> String)] = [
        ("barStyle", "NavigationBarStyle", { ".\(SwiftName.escape($0.barStyle.rawValue))" }),
        ("background", "NavigationBarBackground", { background($0.background) }),
        ("visibility", "NavigationBarVisibility", { ".\($0.visibility.rawValue)" }),
        ("barTintColor", "NavigationColor?", { optionalColor($0.barTintColor) }),
        ("barImage", "String?", { optionalString($0.barImage) }),
        ("barAlpha", "Double", { number($0.barAlpha) }),
        ("tintColor", "NavigationColor?", { optionalColor($0.tintColor) }),
        ("titleColor", "NavigationColor?", { optionalColor($0.titleColor) }),
        ("titleFont", "NavigationFont?", { optionalFont($0.titleFont) }),
        ("largeTitleColor", "NavigationColor?", { optionalColor($0.largeTitleColor) }),
        ("largeTitleFont", "NavigationFont?", { optionalFont($0.largeTitleFont) }),
        ("largeTitleDisplayMode", "NavigationLargeTitleDisplayMode", { ".\($0.largeTitleDisplayMode.rawValue)" }),
        ("prefersLargeTitles", "Bool", { String($0.prefersLargeTitles) }),
        ("shadow", "NavigationBarShadow", { shadow($0.shadow) }),
        ("translucent", "Bool", { String($0.translucent) }),
        ("backInteractive", "Bool", { String($0.backInteractive) }),
        ("swipeBackEnabled", "Bool", { String($0.swipeBackEnabled) }),
        ("statusBarStyle", "NavigationStatusBarStyle", { ".\(SwiftName.escape($0.statusBarStyle.rawValue))" }),
        ("hidesBottomBarWhenPushed", "Bool", { String($0.hidesBottomBarWhenPushed) }),
        ("hidesBackButton", "Bool", { String($0.hidesBackButton) }),
        ("extendedLayoutIncludesTopBar", "Bool", { String($0.extendedLayoutIncludesTopBar) }),
        ("tabBarVisible", "Bool", { String($0.tabBarVisible) }),
        ("splitTransition", "NavigationSplitTransition", { ".\($0.splitTransition)" }),
        ("leftItems", "[NavigationBarItem]", { items($0.items, side: .left) }),
        ("rightItems", "[NavigationBarItem]", { items($0.items, side: .right) }),
        ("usesDarkAppearance", "Bool", { String($0.usesDarkAppearance) }),
    ]

    /// The default of each field, as the generated initialiser declares it.
    static let appearanceDefaults: [String] = appearanceFields.map { $0.value(BarAppearance()) }

    /// `name: value` for each field that differs from the default: computed once, indented per use.
    static func appearanceArguments(_ bar: BarAppearance) -> [String] {
        var arguments: [String] = []
        for (index, field) in appearanceFields.enumerated() {
            let value = field.value(bar)
            if value != appearanceDefaults[index] { arguments.append(field.name + ": " + value) }
        }
        return arguments
    }

    /// The appearance initialiser with only the fields that differ from the defaults, one per line.
    static func appearance(_ arguments: [String], indent: String) -> String {
        guard !arguments.isEmpty else { return "NavigationBarAppearance()" }
        var text = "NavigationBarAppearance(\n"
        for (index, argument) in arguments.enumerated() {
            text += indent + "    " + argument + (index == arguments.count - 1 ? "\n" : ",\n")
        }
        return text + indent + ")"
    }

    static func plan(_ plan: TransitionPlan) -> String {
        "NavigationTransitionPlan(visibility: .\(plan.visibility.rawValue), background: .\(plan.background.rawValue), "
            + "shadow: .\(plan.shadow.rawValue), tint: .\(plan.tint.rawValue), title: .\(plan.title.rawValue), "
            + "statusBar: .\(SwiftName.escape(plan.statusBar.rawValue)), largeTitle: .\(plan.largeTitle.rawValue), "
            + "bottomBar: .\(plan.bottomBar.rawValue), interactivePop: .\(plan.interactivePop.rawValue))"
    }
}
