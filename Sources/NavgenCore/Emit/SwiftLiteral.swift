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
        bytes.appendDecimal(magnitude / 10_000)
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

    /// Integers separated by ", ", as the generated tables list positions: a `String` per number, joined, cost more than
    /// the rest of a table row.
    static func integers(_ values: [Int]) -> String {
        var bytes = UTF8Buffer(capacity: values.count * 6)
        for (index, value) in values.enumerated() {
            if index > 0 { bytes.appendLiteral(", ") }
            bytes.appendDecimal(value)
        }
        return bytes.string
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
        if item.hidesSharedBackground { bytes.appendLiteral(", hidesSharedBackground: true") }
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

    /// A bar field's name and its value written as the Swift expression the field's case takes.
    static func field(_ field: NavigationBarField) -> (name: String, value: String) {
        var bytes = UTF8Buffer(capacity: 64)
        let name: String
        switch field {
        case .barStyle(let value): name = "barStyle"; appendCase(SwiftName.escape(value.rawValue), to: &bytes)
        case .background(let value): name = "background"; appendBackground(value, to: &bytes)
        case .visibility(let value): name = "visibility"; appendCase(value.rawValue, to: &bytes)
        case .barTintColor(let value): name = "barTintColor"; appendOptionalColor(value, to: &bytes)
        case .barImage(let value): name = "barImage"; bytes.append(utf8Of: optionalString(value))
        case .barAlpha(let value): name = "barAlpha"; appendNumber(value, to: &bytes)
        case .tintColor(let value): name = "tintColor"; appendOptionalColor(value, to: &bytes)
        case .titleColor(let value): name = "titleColor"; appendOptionalColor(value, to: &bytes)
        case .titleFont(let value): name = "titleFont"; appendOptionalFont(value, to: &bytes)
        case .largeTitleColor(let value): name = "largeTitleColor"; appendOptionalColor(value, to: &bytes)
        case .largeTitleFont(let value): name = "largeTitleFont"; appendOptionalFont(value, to: &bytes)
        case .largeTitleDisplayMode(let value): name = "largeTitleDisplayMode"; appendCase(value.rawValue, to: &bytes)
        case .prefersLargeTitles(let value): name = "prefersLargeTitles"; appendBool(value, to: &bytes)
        case .shadow(let value): name = "shadow"; appendShadow(value, to: &bytes)
        case .translucent(let value): name = "translucent"; appendBool(value, to: &bytes)
        case .backInteractive(let value): name = "backInteractive"; appendBool(value, to: &bytes)
        case .swipeBackEnabled(let value): name = "swipeBackEnabled"; appendBool(value, to: &bytes)
        case .statusBarStyle(let value): name = "statusBarStyle"; appendCase(SwiftName.escape(value.rawValue), to: &bytes)
        case .hidesBottomBarWhenPushed(let value): name = "hidesBottomBarWhenPushed"; appendBool(value, to: &bytes)
        case .hidesBackButton(let value): name = "hidesBackButton"; appendBool(value, to: &bytes)
        case .extendedLayoutIncludesTopBar(let value): name = "extendedLayoutIncludesTopBar"; appendBool(value, to: &bytes)
        case .tabBarVisible(let value): name = "tabBarVisible"; appendBool(value, to: &bytes)
        case .splitTransition(let value): name = "splitTransition"; appendCase(value.rawValue, to: &bytes)
        case .leftItems(let value): name = "leftItems"; appendItems(value, to: &bytes)
        case .rightItems(let value): name = "rightItems"; appendItems(value, to: &bytes)
        case .usesDarkAppearance(let value): name = "usesDarkAppearance"; appendBool(value, to: &bytes)
        case .edgeEffect(let value): name = "edgeEffect"; appendCase(value.rawValue, to: &bytes)
        case .barMinimization(let value): name = "barMinimization"; appendCase(value.rawValue, to: &bytes)
        }
        return (name, bytes.string)
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
