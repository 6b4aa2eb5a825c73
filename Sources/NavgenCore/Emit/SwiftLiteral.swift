import Foundation

/// Swift expressions for model values, as the generated types spell them.
enum SwiftLiteral {
    /// Four decimals keep every 8-bit step distinct and the tables readable.
    static func number(_ value: Double) -> String {
        var bytes = UTF8Buffer(capacity: 24)
        appendNumber(value, to: &bytes)
        return bytes.string
    }

    static func color(_ color: RGBA) -> String {
        var bytes = UTF8Buffer(capacity: 96)
        appendColor(color, to: &bytes)
        return bytes.string
    }

    /// Built as bytes: four numbers and their labels would otherwise be a dozen String appends.
    static func appendColor(_ color: RGBA, to bytes: inout UTF8Buffer) {
        bytes.appendLiteral("NavigationColor(red: ")
        appendNumber(color.red, to: &bytes)
        bytes.appendLiteral(", green: ")
        appendNumber(color.green, to: &bytes)
        bytes.appendLiteral(", blue: ")
        appendNumber(color.blue, to: &bytes)
        bytes.appendLiteral(", alpha: ")
        appendNumber(color.alpha, to: &bytes)
        bytes.append(UInt8(ascii: ")"))
    }

    /// `number`'s text appended to `bytes`. Below 10⁹ the shortest decimal of the value rounded to four
    /// decimals is its four-decimal form, written with integer arithmetic rather than by formatting a Double.
    static func appendNumber(_ value: Double, to bytes: inout UTF8Buffer) {
        let scaled = (value * 10_000).rounded()
        guard abs(scaled) < 1e13 else {
            let rounded = scaled / 10_000
            bytes.append(utf8Of: formatNumber(rounded == 0 ? 0 : rounded))
            return
        }
        let tenThousandths = Int64(scaled)
        let magnitude = tenThousandths.magnitude
        if tenThousandths < 0 { bytes.append(UInt8(ascii: "-")) }
        appendDigits(magnitude / 10_000, to: &bytes)
        let fraction = magnitude % 10_000
        guard fraction != 0 else { return }
        // Four decimals without their trailing zeros; dividing by constants is multiplying.
        let count = fraction % 10 != 0 ? 4 : fraction % 100 != 0 ? 3 : fraction % 1_000 != 0 ? 2 : 1
        bytes.append(UInt8(ascii: "."))
        var divisor: UInt64 = 1_000
        for _ in 0..<count {
            bytes.append(UInt8(ascii: "0") + UInt8(fraction / divisor % 10))
            divisor /= 10
        }
    }

    /// `value` in decimal.
    private static func appendDigits(_ value: UInt64, to bytes: inout UTF8Buffer) {
        // Most values written are below ten: colour components, opacities, small sizes.
        guard value >= 10 else { return bytes.append(UInt8(ascii: "0") + UInt8(value)) }
        bytes.append(utf8Of: String(value))
    }

    static func font(_ font: NavigationFont) -> String {
        var bytes = UTF8Buffer(capacity: 64)
        appendFont(font, to: &bytes)
        return bytes.string
    }

    static func appendFont(_ font: NavigationFont, to bytes: inout UTF8Buffer) {
        bytes.appendLiteral("NavigationFont(family: ")
        bytes.append(utf8Of: font.family.map(SwiftName.stringLiteral) ?? "nil")
        bytes.appendLiteral(", size: ")
        appendNumber(font.size, to: &bytes)
        bytes.appendLiteral(", weight: ")
        appendNumber(font.weight, to: &bytes)
        bytes.append(UInt8(ascii: ")"))
    }

    private static func appendOptionalFont(_ font: NavigationFont?, to bytes: inout UTF8Buffer) {
        if let font { appendFont(font, to: &bytes) } else { bytes.appendLiteral("nil") }
    }

    static func optionalString(_ text: String?) -> String { text.map(SwiftName.stringLiteral) ?? "nil" }

    private static func appendBackground(_ background: NavigationBarBackground, to bytes: inout UTF8Buffer) {
        switch background {
        case .system(let style):
            bytes.appendLiteral(".system(")
            appendCase(SwiftName.escape(style.rawValue), to: &bytes)
            bytes.append(UInt8(ascii: ")"))
        case .color(let rgba):
            bytes.appendLiteral(".color(")
            appendColor(rgba, to: &bytes)
            bytes.append(UInt8(ascii: ")"))
        case .image(let name, let alpha):
            bytes.appendLiteral(".image(name: ")
            bytes.append(utf8Of: SwiftName.stringLiteral(name))
            bytes.appendLiteral(", alpha: ")
            appendNumber(alpha, to: &bytes)
            bytes.append(UInt8(ascii: ")"))
        case .transparent:
            bytes.appendLiteral(".transparent")
        }
    }

    private static func appendShadow(_ shadow: NavigationBarShadow, to bytes: inout UTF8Buffer) {
        switch shadow {
        case .system:
            bytes.appendLiteral(".system")
        case .hidden:
            bytes.appendLiteral(".hidden")
        case .color(let rgba):
            bytes.appendLiteral(".color(")
            appendColor(rgba, to: &bytes)
            bytes.append(UInt8(ascii: ")"))
        case .image(let name):
            bytes.appendLiteral(".image(")
            bytes.append(utf8Of: SwiftName.stringLiteral(name))
            bytes.append(UInt8(ascii: ")"))
        }
    }

    /// The items on one side, as an array literal.
    private static func appendItems(_ items: [BarItem], side: SourceBarItem.Side, to bytes: inout UTF8Buffer) {
        bytes.append(UInt8(ascii: "["))
        var first = true
        for item in items where item.side == side {
            if !first { bytes.appendLiteral(", ") }
            first = false
            appendItem(item, to: &bytes)
        }
        bytes.append(UInt8(ascii: "]"))
    }

    private static func appendItem(_ item: BarItem, to bytes: inout UTF8Buffer) {
        bytes.appendLiteral("NavigationBarItem(kind: .")
        bytes.append(utf8Of: item.kind.rawValue)
        bytes.appendLiteral(", title: ")
        bytes.append(utf8Of: optionalString(item.title))
        bytes.appendLiteral(", image: ")
        bytes.append(utf8Of: optionalString(item.image))
        bytes.appendLiteral(", systemItem: ")
        bytes.append(utf8Of: optionalString(item.systemItem))
        bytes.appendLiteral(", width: ")
        if let width = item.width { appendNumber(width, to: &bytes) } else { bytes.appendLiteral("nil") }
        bytes.appendLiteral(", tintColor: ")
        appendOptionalColor(item.tintColor, to: &bytes)
        bytes.append(UInt8(ascii: ")"))
    }

    /// The fields of the generated `NavigationBarAppearance`, in declaration order: name, Swift type, and how the
    /// value is written as a Swift expression. The generated initialiser takes `BarAppearance()`'s values as defaults.
    static let appearanceFields: [AppearanceField] = [
        .init("barStyle", "NavigationBarStyle", { $0.barStyle }) { bar, bytes in appendCase(SwiftName.escape(bar.barStyle.rawValue), to: &bytes) },
        .init("background", "NavigationBarBackground", { $0.background }) { bar, bytes in appendBackground(bar.background, to: &bytes) },
        .init("visibility", "NavigationBarVisibility", { $0.visibility }) { bar, bytes in appendCase(bar.visibility.rawValue, to: &bytes) },
        .init("barTintColor", "NavigationColor?", { $0.barTintColor }) { bar, bytes in appendOptionalColor(bar.barTintColor, to: &bytes) },
        .init("barImage", "String?", { $0.barImage }) { bar, bytes in bytes.append(utf8Of: optionalString(bar.barImage)) },
        .init("barAlpha", "Double", { $0.barAlpha }) { bar, bytes in appendNumber(bar.barAlpha, to: &bytes) },
        .init("tintColor", "NavigationColor?", { $0.tintColor }) { bar, bytes in appendOptionalColor(bar.tintColor, to: &bytes) },
        .init("titleColor", "NavigationColor?", { $0.titleColor }) { bar, bytes in appendOptionalColor(bar.titleColor, to: &bytes) },
        .init("titleFont", "NavigationFont?", { $0.titleFont }) { bar, bytes in appendOptionalFont(bar.titleFont, to: &bytes) },
        .init("largeTitleColor", "NavigationColor?", { $0.largeTitleColor }) { bar, bytes in appendOptionalColor(bar.largeTitleColor, to: &bytes) },
        .init("largeTitleFont", "NavigationFont?", { $0.largeTitleFont }) { bar, bytes in appendOptionalFont(bar.largeTitleFont, to: &bytes) },
        .init("largeTitleDisplayMode", "NavigationLargeTitleDisplayMode", { $0.largeTitleDisplayMode }) { bar, bytes in
            appendCase(bar.largeTitleDisplayMode.rawValue, to: &bytes)
        },
        .init("prefersLargeTitles", "Bool", { $0.prefersLargeTitles }) { bar, bytes in appendBool(bar.prefersLargeTitles, to: &bytes) },
        .init("shadow", "NavigationBarShadow", { $0.shadow }) { bar, bytes in appendShadow(bar.shadow, to: &bytes) },
        .init("translucent", "Bool", { $0.translucent }) { bar, bytes in appendBool(bar.translucent, to: &bytes) },
        .init("backInteractive", "Bool", { $0.backInteractive }) { bar, bytes in appendBool(bar.backInteractive, to: &bytes) },
        .init("swipeBackEnabled", "Bool", { $0.swipeBackEnabled }) { bar, bytes in appendBool(bar.swipeBackEnabled, to: &bytes) },
        .init("statusBarStyle", "NavigationStatusBarStyle", { $0.statusBarStyle }) { bar, bytes in
            appendCase(SwiftName.escape(bar.statusBarStyle.rawValue), to: &bytes)
        },
        .init("hidesBottomBarWhenPushed", "Bool", { $0.hidesBottomBarWhenPushed }) { bar, bytes in appendBool(bar.hidesBottomBarWhenPushed, to: &bytes) },
        .init("hidesBackButton", "Bool", { $0.hidesBackButton }) { bar, bytes in appendBool(bar.hidesBackButton, to: &bytes) },
        .init("extendedLayoutIncludesTopBar", "Bool", { $0.extendedLayoutIncludesTopBar }) { bar, bytes in appendBool(bar.extendedLayoutIncludesTopBar, to: &bytes) },
        .init("tabBarVisible", "Bool", { $0.tabBarVisible }) { bar, bytes in appendBool(bar.tabBarVisible, to: &bytes) },
        .init("splitTransition", "NavigationSplitTransition", { $0.splitTransition }) { bar, bytes in appendCase(bar.splitTransition.rawValue, to: &bytes) },
        .init("leftItems", "[NavigationBarItem]", { $0.items.contains { $0.side == .left } }) { bar, bytes in appendItems(bar.items, side: .left, to: &bytes) },
        .init("rightItems", "[NavigationBarItem]", { $0.items.contains { $0.side == .right } }) { bar, bytes in appendItems(bar.items, side: .right, to: &bytes) },
        .init("usesDarkAppearance", "Bool", { $0.usesDarkAppearance }) { bar, bytes in appendBool(bar.usesDarkAppearance, to: &bytes) },
    ]

    /// The default of each field, as the generated initialiser declares it.
    static let appearanceDefaults: [String] = appearanceFields.map { $0.value(BarAppearance()) }
    private static let appearanceDefaultBytes: [[UInt8]] = appearanceDefaults.map { Array($0.utf8) }

    /// The appearance initialiser with only the fields that differ from the defaults, one per line, each
    /// line indented by `indent` and four spaces. Written in one pass into one buffer: each field is written
    /// in place and taken back when it spells the default, so a bar costs no String per field.
    static func appearance(_ bar: BarAppearance, indent: String) -> String {
        // Locals: a static is re-checked for initialisation on every access in the loop.
        let fields = appearanceFields
        let defaults = appearanceDefaultBytes
        let lineStart = Array(indent.utf8) + Array("    ".utf8)
        var bytes = UTF8Buffer(capacity: 640)
        bytes.appendLiteral("NavigationBarAppearance(\n")
        let opening = bytes.count
        for index in fields.indices where !fields[index].isDefault(bar) {
            let start = bytes.count
            bytes.append(lineStart)
            bytes.append(fields[index].nameBytes)
            bytes.appendLiteral(": ")
            let valueStart = bytes.count
            fields[index].write(bar, &bytes)
            if bytes.bytes(from: valueStart, equal: defaults[index]) {
                bytes.truncate(to: start)
            } else {
                bytes.appendLiteral(",\n")
            }
        }
        guard bytes.count > opening else { return "NavigationBarAppearance()" }
        // The last argument takes no comma.
        bytes.remove(at: bytes.count - 2)
        bytes.append(utf8Of: indent)
        bytes.append(UInt8(ascii: ")"))
        return bytes.string
    }

    private static func appendOptionalColor(_ color: RGBA?, to bytes: inout UTF8Buffer) {
        if let color { appendColor(color, to: &bytes) } else { bytes.appendLiteral("nil") }
    }

    private static func appendBool(_ value: Bool, to bytes: inout UTF8Buffer) {
        bytes.appendLiteral(value ? "true" : "false")
    }

    /// `.name`, an enum case.
    private static func appendCase(_ name: String, to bytes: inout UTF8Buffer) {
        bytes.append(UInt8(ascii: "."))
        bytes.append(utf8Of: name)
    }

    static func plan(_ plan: NavigationTransitionPlan) -> String {
        "NavigationTransitionPlan(visibility: .\(plan.visibility.rawValue), background: .\(plan.background.rawValue), "
            + "shadow: .\(plan.shadow.rawValue), tint: .\(plan.tint.rawValue), title: .\(plan.title.rawValue), "
            + "statusBar: .\(SwiftName.escape(plan.statusBar.rawValue)), largeTitle: .\(plan.largeTitle.rawValue), "
            + "bottomBar: .\(plan.bottomBar.rawValue), interactivePop: .\(plan.interactivePop.rawValue))"
    }
}

/// A field of the generated `NavigationBarAppearance`: its name and type, and how a bar's value is written.
struct AppearanceField: Sendable {
    let name: String
    let nameBytes: [UInt8]
    let type: String
    /// Appends the value as a Swift expression.
    let write: @Sendable (BarAppearance, inout UTF8Buffer) -> Void
    /// Whether the bar's value is exactly the default's. Equal values are spelled alike, so such a field is left
    /// out without being spelled; a value spelled like the default though not equal to it is still left out.
    let isDefault: @Sendable (BarAppearance) -> Bool

    init<Value: Equatable & Sendable>(_ name: String, _ type: String, _ value: @escaping @Sendable (BarAppearance) -> Value,
                                      write: @escaping @Sendable (BarAppearance, inout UTF8Buffer) -> Void) {
        self.name = name
        nameBytes = Array(name.utf8)
        self.type = type
        self.write = write
        let standard = value(BarAppearance())
        isDefault = { value($0) == standard }
    }

    /// The value as a Swift expression.
    func value(_ bar: BarAppearance) -> String {
        var bytes = UTF8Buffer()
        write(bar, &bytes)
        return bytes.string
    }
}
