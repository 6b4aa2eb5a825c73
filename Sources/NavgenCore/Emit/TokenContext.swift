/// The design tokens as `NavigationTokens.swift` declares them: every token navgen can type that has a value in every
/// mode, in order of path.
public struct TokenContext: Codable, Equatable, Sendable {
    public var constants: [Constant]

    public struct Constant: Codable, Equatable, Sendable {
        public var path: String
        /// Its `NavigationTokens` member.
        public var identifier: String
        /// The Swift type of its values.
        public var swiftType: String
        /// Nil when it has none to show on a doc-comment line.
        public var description: String?
        /// Nil unless it is deprecated.
        public var deprecationMessage: String?
        /// Its value in each mode, in the order of the modes: the argument of `NavigationModal`'s initialiser, labelled
        /// with the mode (a Swift value).
        public var values: [SwiftValue]
    }

    init(model: NavigationModel, names: EmitNames) {
        let modes = model.modes.map { (mode: $0, label: names.modes.label($0)) }
        constants = model.tokens.tokens.compactMap { token in
            guard let type = EmitNames.swiftType(of: token, modes: model.modes) else { return nil }
            return Constant(
                path: token.path, identifier: names.tokens[token.path], swiftType: type.name,
                description: token.description.flatMap { SwiftName.docComment($0).isEmpty ? nil : $0 },
                deprecationMessage: token.deprecated.map { $0.isEmpty ? "deprecated token" : $0 },
                values: modes.map { .argument($0.label, type.value(token.values[$0.mode]!, system: token.systemColors[$0.mode],
                                                                   mode: $0.mode)) })
        }
    }
}

/// How each token type is spelled in the generated Swift.
enum SwiftTokenType {
    case color, number, font, fontFamily

    static func of(_ type: TokenType) -> SwiftTokenType? {
        switch type {
        case .color: .color
        case .dimension, .number, .fontWeight, .duration: .number
        case .typography: .font
        case .fontFamily: .fontFamily
        default: nil
        }
    }

    var name: String {
        switch self {
        case .color: "NavigationColor"
        case .number: "Double"
        case .font: "NavigationFont"
        case .fontFamily: "String"
        }
    }

    /// A token's value as its constant holds it in `mode`; a colour with the UIKit system colour it is, at its value
    /// for increased contrast in such a mode, as screens take it.
    func value(_ value: TokenValue, system: NavigationSystemColor?, mode: String) -> SwiftValue {
        switch value {
        case .color(let color):
            .color(SwiftColor(system.map {
                SystemColorTable.color($0, documented: color.srgb, dark: TokenCatalogue.isDark(mode), highContrast: TokenCatalogue.isHighContrast(mode))
            } ?? color.srgb))
        case .dimension(let dimension): .number(dimension.points)
        case .number(let number), .fontWeight(let number): .number(number)
        case .duration(let value, let unit): .number(unit == "ms" ? value / 1000 : value)
        case .typography(let typography):
            .font(SwiftFont(NavigationFont(family: typography.fontFamily.first.flatMap { $0 == "system" ? nil : $0 },
                                           size: typography.fontSize.points, weight: typography.fontWeight)))
        case .fontFamily(let families): .string(families.first ?? "")
        default: .number(0)
        }
    }
}
