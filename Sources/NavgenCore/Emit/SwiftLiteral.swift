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

    /// Built as bytes: four numbers and their labels would otherwise be a dozen String appends. The alpha is left out
    /// when it is 1, as the initialiser's default.
    static func appendColor(_ color: RGBA, to bytes: inout UTF8Buffer) {
        bytes.appendLiteral("NavigationColor(red: ")
        appendNumber(color.red, to: &bytes)
        bytes.appendLiteral(", green: ")
        appendNumber(color.green, to: &bytes)
        bytes.appendLiteral(", blue: ")
        appendNumber(color.blue, to: &bytes)
        // Opaque is the initialiser's default.
        if (color.alpha * 10_000).rounded() != 10_000 {
            bytes.appendLiteral(", alpha: ")
            appendNumber(color.alpha, to: &bytes)
        }
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
        case .glass:
            bytes.appendLiteral(".glass")
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
    private static func appendItems(_ items: [NavigationBarButtonItem], to bytes: inout UTF8Buffer) {
        bytes.append(UInt8(ascii: "["))
        for (index, item) in items.enumerated() {
            if index > 0 { bytes.appendLiteral(", ") }
            appendItem(item, to: &bytes)
        }
        bytes.append(UInt8(ascii: "]"))
    }

    /// The item's initialiser with the arguments it sets; the others default to nil.
    private static func appendItem(_ item: NavigationBarButtonItem, to bytes: inout UTF8Buffer) {
        bytes.appendLiteral("NavigationBarButtonItem(kind: .")
        bytes.append(utf8Of: item.kind.rawValue)
        if let title = item.title {
            bytes.appendLiteral(", title: ")
            bytes.append(utf8Of: SwiftName.stringLiteral(title))
        }
        if let image = item.image {
            bytes.appendLiteral(", image: ")
            bytes.append(utf8Of: SwiftName.stringLiteral(image))
        }
        if let systemItem = item.systemItem {
            bytes.appendLiteral(", systemItem: ")
            bytes.append(utf8Of: SwiftName.stringLiteral(systemItem))
        }
        if let width = item.width {
            bytes.appendLiteral(", width: ")
            appendNumber(width, to: &bytes)
        }
        if let tintColor = item.tintColor {
            bytes.appendLiteral(", tintColor: ")
            appendColor(tintColor, to: &bytes)
        }
        if item.style != .plain {
            bytes.appendLiteral(", style: .")
            bytes.append(utf8Of: item.style.rawValue)
        }
        if !item.sharesBackground { bytes.appendLiteral(", sharesBackground: false") }
        switch item.badge {
        case .count(let count)?:
            bytes.appendLiteral(", badge: .count(")
            bytes.append(utf8Of: String(count))
            bytes.append(UInt8(ascii: ")"))
        case .indicator?: bytes.appendLiteral(", badge: .indicator")
        case nil: break
        }
        if let identifier = item.identifier {
            bytes.appendLiteral(", identifier: ")
            bytes.append(utf8Of: SwiftName.stringLiteral(identifier))
        }
        bytes.append(UInt8(ascii: ")"))
    }

    /// The fields of the runtime's `NavigationBarAppearance`, in declaration order, each with how its value is written
    /// as a Swift expression the field takes.
    static let appearanceFields: [AppearanceField] = [
        .init("barStyle", { $0.barStyle }) { bar, bytes in appendCase(SwiftName.escape(bar.barStyle.rawValue), to: &bytes) },
        .init("background", { $0.background }) { bar, bytes in appendBackground(bar.background, to: &bytes) },
        .init("visibility", { $0.visibility }) { bar, bytes in appendCase(bar.visibility.rawValue, to: &bytes) },
        .init("barTintColor", { $0.barTintColor }) { bar, bytes in appendOptionalColor(bar.barTintColor, to: &bytes) },
        .init("barImage", { $0.barImage }) { bar, bytes in bytes.append(utf8Of: optionalString(bar.barImage)) },
        .init("barAlpha", { $0.barAlpha }) { bar, bytes in appendNumber(bar.barAlpha, to: &bytes) },
        .init("tintColor", { $0.tintColor }) { bar, bytes in appendOptionalColor(bar.tintColor, to: &bytes) },
        .init("titleColor", { $0.titleColor }) { bar, bytes in appendOptionalColor(bar.titleColor, to: &bytes) },
        .init("titleFont", { $0.titleFont }) { bar, bytes in appendOptionalFont(bar.titleFont, to: &bytes) },
        .init("largeTitleColor", { $0.largeTitleColor }) { bar, bytes in appendOptionalColor(bar.largeTitleColor, to: &bytes) },
        .init("largeTitleFont", { $0.largeTitleFont }) { bar, bytes in appendOptionalFont(bar.largeTitleFont, to: &bytes) },
        .init("largeTitleDisplayMode", { $0.largeTitleDisplayMode }) { bar, bytes in appendCase(bar.largeTitleDisplayMode.rawValue, to: &bytes) },
        .init("prefersLargeTitles", { $0.prefersLargeTitles }) { bar, bytes in appendBool(bar.prefersLargeTitles, to: &bytes) },
        .init("shadow", { $0.shadow }) { bar, bytes in appendShadow(bar.shadow, to: &bytes) },
        .init("translucent", { $0.translucent }) { bar, bytes in appendBool(bar.translucent, to: &bytes) },
        .init("backInteractive", { $0.backInteractive }) { bar, bytes in appendBool(bar.backInteractive, to: &bytes) },
        .init("swipeBackEnabled", { $0.swipeBackEnabled }) { bar, bytes in appendBool(bar.swipeBackEnabled, to: &bytes) },
        .init("statusBarStyle", { $0.statusBarStyle }) { bar, bytes in appendCase(SwiftName.escape(bar.statusBarStyle.rawValue), to: &bytes) },
        .init("hidesBottomBarWhenPushed", { $0.hidesBottomBarWhenPushed }) { bar, bytes in appendBool(bar.hidesBottomBarWhenPushed, to: &bytes) },
        .init("hidesBackButton", { $0.hidesBackButton }) { bar, bytes in appendBool(bar.hidesBackButton, to: &bytes) },
        .init("extendedLayoutIncludesTopBar", { $0.extendedLayoutIncludesTopBar }) { bar, bytes in
            appendBool(bar.extendedLayoutIncludesTopBar, to: &bytes)
        },
        .init("tabBarVisible", { $0.tabBarVisible }) { bar, bytes in appendBool(bar.tabBarVisible, to: &bytes) },
        .init("splitTransition", { $0.splitTransition }) { bar, bytes in appendCase(bar.splitTransition.rawValue, to: &bytes) },
        .init("leftItems", { $0.leftItems }) { bar, bytes in appendItems(bar.leftItems, to: &bytes) },
        .init("rightItems", { $0.rightItems }) { bar, bytes in appendItems(bar.rightItems, to: &bytes) },
        .init("usesDarkAppearance", { $0.usesDarkAppearance }) { bar, bytes in appendBool(bar.usesDarkAppearance, to: &bytes) },
        .init("edgeEffect", { $0.edgeEffect }) { bar, bytes in appendCase(bar.edgeEffect.rawValue, to: &bytes) },
        .init("barMinimization", { $0.barMinimization }) { bar, bytes in appendCase(bar.barMinimization.rawValue, to: &bytes) },
    ]

    /// The default of each field as written, to leave out a value spelled like it.
    private static let appearanceDefaultBytes: [[UInt8]] = appearanceFields.map { Array($0.value(NavigationBarAppearance()).utf8) }

    /// The fields of `bar` that differ from the runtime's defaults, each as its name and value (a Swift expression the
    /// field takes), in declaration order. A value spelled like the default though not equal to it is left out too.
    static func fields(of bar: NavigationBarAppearance) -> [(name: String, value: String)] {
        // Locals: a static is re-checked for initialisation on every access in the loop.
        let fields = appearanceFields
        let defaults = appearanceDefaultBytes
        var result: [(name: String, value: String)] = []
        var bytes = UTF8Buffer(capacity: 128)
        for index in fields.indices where !fields[index].isDefault(bar) {
            bytes.truncate(to: 0)
            fields[index].write(bar, &bytes)
            if !bytes.bytes(from: 0, equal: defaults[index]) { result.append((fields[index].name, bytes.string)) }
        }
        return result
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
}

/// A field of the runtime's `NavigationBarAppearance`: its name, and how a bar's value is written.
struct AppearanceField: Sendable {
    let name: String
    /// Appends the value as a Swift expression.
    let write: @Sendable (NavigationBarAppearance, inout UTF8Buffer) -> Void
    /// Whether the bar's value is exactly the default's. Equal values are spelled alike, so such a field is left
    /// out without being spelled.
    let isDefault: @Sendable (NavigationBarAppearance) -> Bool

    init<Value: Equatable & Sendable>(_ name: String, _ value: @escaping @Sendable (NavigationBarAppearance) -> Value,
                                      write: @escaping @Sendable (NavigationBarAppearance, inout UTF8Buffer) -> Void) {
        self.name = name
        self.write = write
        let standard = value(NavigationBarAppearance())
        isDefault = { value($0) == standard }
    }

    /// The value as a Swift expression.
    func value(_ bar: NavigationBarAppearance) -> String {
        var bytes = UTF8Buffer()
        write(bar, &bytes)
        return bytes.string
    }
}
