/// A bar field as the context holds it: its `NavigationBarField` case and the value the case takes.
public struct BarFieldValue: Codable, Hashable, Sendable {
    public var name: String
    public var value: SwiftValue

    init(_ field: NavigationBarField) {
        name = field.name
        value = Self.value(of: field)
    }

    /// The value the field's case takes.
    private static func value(of field: NavigationBarField) -> SwiftValue {
        switch field {
        case .barStyle(let value): .member(value.rawValue)
        case .background(let value): .init(value)
        case .visibility(let value): .member(value.rawValue)
        case .barTintColor(let value): .init(value)
        case .barImage(let value): value.map { .string($0) } ?? .none
        case .barAlpha(let value): .number(value)
        case .tintColor(let value): .init(value)
        case .titleColor(let value): .init(value)
        case .titleFont(let value): .init(value)
        case .largeTitleColor(let value): .init(value)
        case .largeTitleFont(let value): .init(value)
        case .largeTitleDisplayMode(let value): .member(value.rawValue)
        case .prefersLargeTitles(let value): .bool(value)
        case .shadow(let value): .init(value)
        case .translucent(let value): .bool(value)
        case .backInteractive(let value): .bool(value)
        case .swipeBackEnabled(let value): .bool(value)
        case .statusBarStyle(let value): .member(value.rawValue)
        case .hidesBottomBarWhenPushed(let value): .bool(value)
        case .hidesBackButton(let value): .bool(value)
        case .extendedLayoutIncludesTopBar(let value): .bool(value)
        case .splitTransition(let value): .member(value.rawValue)
        case .leftItems(let value): .array(value.map(SwiftValue.init))
        case .rightItems(let value): .array(value.map(SwiftValue.init))
        case .usesDarkAppearance(let value): .bool(value)
        case .edgeEffect(let value): .member(value.rawValue)
        case .barMinimization(let value): .member(value.rawValue)
        case .barInterfaceStyle(let value): .member(value.rawValue)
        case .titleAlignment(let value): .member(value.rawValue)
        case .verticalBar(let value): .member(value.rawValue)
        }
    }
}

extension SwiftValue {
    init(_ color: RGBA?) {
        self = color.map { .color(SwiftColor($0)) } ?? .none
    }

    init(_ font: NavigationFont?) {
        self = font.map { .font(SwiftFont($0)) } ?? .none
    }

    init(_ background: NavigationBarBackground) {
        switch background {
        case .system(let style): self = .call(".system", [.member(style.rawValue)])
        case .color(let color): self = .call(".color", [SwiftValue(color)])
        case .image(let name, let alpha): self = .call(".image", [.argument("name", .string(name)), .argument("alpha", .number(alpha))])
        case .transparent: self = .member("transparent")
        case .glass: self = .member("glass")
        }
    }

    init(_ shadow: NavigationBarShadow) {
        switch shadow {
        case .system: self = .member("system")
        case .hidden: self = .member("hidden")
        case .color(let color): self = .call(".color", [SwiftValue(color)])
        case .image(let name): self = .call(".image", [.string(name)])
        }
    }

    /// The item's initialiser with the arguments it sets; the others take their defaults.
    init(_ item: NavigationBarButtonItem) {
        var arguments: [SwiftValue] = [.argument("kind", .member(item.kind.rawValue))]
        if let title = item.title { arguments.append(.argument("title", .string(title))) }
        if let image = item.image { arguments.append(.argument("image", .string(image))) }
        if item.imageSource != .symbolOrAsset { arguments.append(.argument("imageSource", .member(item.imageSource.rawValue))) }
        if let systemItem = item.systemItem { arguments.append(.argument("systemItem", .member(systemItem.rawValue))) }
        if let width = item.width { arguments.append(.argument("width", .number(width))) }
        if let tintColor = item.tintColor { arguments.append(.argument("tintColor", SwiftValue(tintColor))) }
        if item.style != .plain { arguments.append(.argument("style", .member(item.style.rawValue))) }
        if !item.sharesBackground { arguments.append(.argument("sharesBackground", .bool(false))) }
        if item.hidesSharedBackground { arguments.append(.argument("hidesSharedBackground", .bool(true))) }
        switch item.badge {
        case .count(let count)?: arguments.append(.argument("badge", .call(".count", [.number(Double(count))])))
        case .indicator?: arguments.append(.argument("badge", .member("indicator")))
        case nil: break
        }
        if let identifier = item.identifier { arguments.append(.argument("identifier", .string(identifier))) }
        if item.axis != .automatic { arguments.append(.argument("axis", .member(item.axis.rawValue))) }
        self = .call("NavigationBarButtonItem", arguments)
    }
}
