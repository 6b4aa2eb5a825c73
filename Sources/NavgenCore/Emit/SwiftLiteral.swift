/// Swift expressions for model values, as the generated types spell them.
enum SwiftLiteral {
    /// Four decimals keep every 8-bit step distinct and the tables readable.
    static func number(_ value: Double) -> String {
        var bytes: [UInt8] = []
        appendNumber(value, to: &bytes)
        return String(decoding: bytes, as: UTF8.self)
    }

    static func color(_ color: RGBA) -> String {
        // Built as bytes: four numbers and their labels would otherwise be a dozen String appends.
        var bytes: [UInt8] = []
        bytes.reserveCapacity(80)
        bytes += "NavigationColor(red: ".utf8
        appendNumber(color.red, to: &bytes)
        bytes += ", green: ".utf8
        appendNumber(color.green, to: &bytes)
        bytes += ", blue: ".utf8
        appendNumber(color.blue, to: &bytes)
        bytes += ", alpha: ".utf8
        appendNumber(color.alpha, to: &bytes)
        bytes.append(UInt8(ascii: ")"))
        return String(decoding: bytes, as: UTF8.self)
    }

    /// `number`'s text appended to `bytes`. Below 10⁹ the shortest decimal of the value rounded to four
    /// decimals is its four-decimal form, written with integer arithmetic rather than by formatting a Double.
    static func appendNumber(_ value: Double, to bytes: inout [UInt8]) {
        let scaled = (value * 10_000).rounded()
        guard abs(scaled) < 1e13 else {
            let rounded = scaled / 10_000
            bytes += formatNumber(rounded == 0 ? 0 : rounded).utf8
            return
        }
        let tenThousandths = Int64(scaled)
        let magnitude = tenThousandths.magnitude
        if tenThousandths < 0 { bytes.append(UInt8(ascii: "-")) }
        appendDigits(magnitude / 10_000, to: &bytes)
        var fraction = magnitude % 10_000
        guard fraction != 0 else { return }
        var digits = 4
        while fraction % 10 == 0 {
            fraction /= 10
            digits -= 1
        }
        bytes.append(UInt8(ascii: "."))
        appendDigits(fraction, width: digits, to: &bytes)
    }

    /// `value` in decimal, zero-padded on the left to `width` digits.
    private static func appendDigits(_ value: UInt64, width: Int = 1, to bytes: inout [UInt8]) {
        var divisor: UInt64 = 1
        for _ in 1..<max(width, 1) { divisor *= 10 }
        while divisor <= value / 10 { divisor *= 10 }
        while divisor > 0 {
            bytes.append(UInt8(ascii: "0") + UInt8(value / divisor % 10))
            divisor /= 10
        }
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
        // Locals: a static is re-checked for initialisation on every access in the loop.
        let fields = appearanceFields
        let defaults = appearanceDefaults
        var arguments: [String] = []
        arguments.reserveCapacity(8)
        for index in fields.indices {
            let value = fields[index].value(bar)
            if value != defaults[index] { arguments.append(fields[index].name + ": " + value) }
        }
        return arguments
    }

    /// The appearance initialiser with only the fields that differ from the defaults, one per line.
    static func appearance(_ arguments: [String], indent: String) -> String {
        guard !arguments.isEmpty else { return "NavigationBarAppearance()" }
        var bytes = Array("NavigationBarAppearance(\n".utf8)
        for (index, argument) in arguments.enumerated() {
            bytes += indent.utf8
            bytes += "    ".utf8
            bytes += argument.utf8
            bytes += (index == arguments.count - 1 ? "\n" : ",\n").utf8
        }
        bytes += indent.utf8
        bytes.append(UInt8(ascii: ")"))
        return String(decoding: bytes, as: UTF8.self)
    }

    static func plan(_ plan: TransitionPlan) -> String {
        "NavigationTransitionPlan(visibility: .\(plan.visibility.rawValue), background: .\(plan.background.rawValue), "
            + "shadow: .\(plan.shadow.rawValue), tint: .\(plan.tint.rawValue), title: .\(plan.title.rawValue), "
            + "statusBar: .\(SwiftName.escape(plan.statusBar.rawValue)), largeTitle: .\(plan.largeTitle.rawValue), "
            + "bottomBar: .\(plan.bottomBar.rawValue), interactivePop: .\(plan.interactivePop.rawValue))"
    }
}
