/// A value of the generated code as data: a token's value, a bar field's value. The `swift` template filter writes it
/// as the Swift expression of the runtime's types (`SwiftLiteral`).
///
/// In JSON (`navgen inspect --context`) nil, booleans, numbers and strings are themselves, an array is an array, and
/// the rest is an object of one member named for its case: `{"member": "black"}`, `{"color": {"red": 0.2, …}}`,
/// `{"call": {"name": ".image", "arguments": [{"argument": {"label": "name", "value": "hero"}}, …]}}`.
public enum SwiftValue: Codable, Hashable, Sendable {
    /// `nil`.
    case none
    case bool(Bool)
    case number(Double)
    /// A string literal.
    case string(String)
    /// An enum case without arguments: `.black`.
    case member(String)
    /// `NavigationColor(red:green:blue:alpha:)`. Boxed, as the font is: held inline, they would make every value of a
    /// template's context larger.
    indirect case color(SwiftColor)
    /// `NavigationFont(family:size:weight:)`.
    indirect case font(SwiftFont)
    /// A case with arguments or an initialiser: `.image(name: "hero", alpha: 1)`, `NavigationBarButtonItem(kind: .title)`.
    case call(String, [SwiftValue])
    case array([SwiftValue])
    /// An argument with its label: `light: NavigationColor(…)`.
    indirect case argument(String, SwiftValue)

    private enum CodingKeys: String, CodingKey {
        case member, color, font, call, argument
    }

    private struct Call: Codable {
        var name: String
        var arguments: [SwiftValue]
    }

    private struct Argument: Codable {
        var label: String
        var value: SwiftValue
    }

    public func encode(to encoder: any Encoder) throws {
        switch self {
        case .none:
            var container = encoder.singleValueContainer()
            try container.encodeNil()
        case .bool(let flag):
            var container = encoder.singleValueContainer()
            try container.encode(flag)
        case .number(let number):
            var container = encoder.singleValueContainer()
            try container.encode(number)
        case .string(let text):
            var container = encoder.singleValueContainer()
            try container.encode(text)
        case .array(let items):
            var container = encoder.singleValueContainer()
            try container.encode(items)
        case .member(let name):
            var container = encoder.container(keyedBy: CodingKeys.self)
            try container.encode(name, forKey: .member)
        case .color(let color):
            var container = encoder.container(keyedBy: CodingKeys.self)
            try container.encode(color, forKey: .color)
        case .font(let font):
            var container = encoder.container(keyedBy: CodingKeys.self)
            try container.encode(font, forKey: .font)
        case .call(let name, let arguments):
            var container = encoder.container(keyedBy: CodingKeys.self)
            try container.encode(Call(name: name, arguments: arguments), forKey: .call)
        case .argument(let label, let value):
            var container = encoder.container(keyedBy: CodingKeys.self)
            try container.encode(Argument(label: label, value: value), forKey: .argument)
        }
    }

    public init(from decoder: any Decoder) throws {
        if let container = try? decoder.container(keyedBy: CodingKeys.self) {
            if let name = try container.decodeIfPresent(String.self, forKey: .member) {
                self = .member(name)
            } else if let color = try container.decodeIfPresent(SwiftColor.self, forKey: .color) {
                self = .color(color)
            } else if let font = try container.decodeIfPresent(SwiftFont.self, forKey: .font) {
                self = .font(font)
            } else if let argument = try container.decodeIfPresent(Argument.self, forKey: .argument) {
                self = .argument(argument.label, argument.value)
            } else {
                let call = try container.decode(Call.self, forKey: .call)
                self = .call(call.name, call.arguments)
            }
            return
        }
        let container = try decoder.singleValueContainer()
        if container.decodeNil() {
            self = .none
        } else if let flag = try? container.decode(Bool.self) {
            self = .bool(flag)
        } else if let number = try? container.decode(Double.self) {
            self = .number(number)
        } else if let text = try? container.decode(String.self) {
            self = .string(text)
        } else {
            self = .array(try container.decode([SwiftValue].self))
        }
    }
}

/// A colour's sRGB components, 0 to 1.
public struct SwiftColor: Codable, Hashable, Sendable {
    public var red: Double
    public var green: Double
    public var blue: Double
    public var alpha: Double
    /// The UIKit system colour it is (`systemBlue`), which the glue gives UIKit.
    public var system: String?

    init(_ color: RGBA) {
        (red, green, blue, alpha) = (color.red, color.green, color.blue, color.alpha)
        system = color.system?.rawValue
    }

    /// `system` only where the colour is one: most are not, and their contexts read as they did before it was.
    public func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: CodingKeys.self)
        try container.encode(red, forKey: .red)
        try container.encode(green, forKey: .green)
        try container.encode(blue, forKey: .blue)
        try container.encode(alpha, forKey: .alpha)
        if let system { try container.encode(system, forKey: .system) }
    }
}

/// A font: its family (nil for the system font), size in points and weight (100 to 900).
public struct SwiftFont: Codable, Hashable, Sendable {
    public var family: String?
    public var size: Double
    public var weight: Double

    init(_ font: NavigationFont) {
        (family, size, weight) = (font.family, font.size, font.weight)
    }
}
