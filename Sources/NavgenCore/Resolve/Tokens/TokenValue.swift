/// The DTCG token types (Format module 2025.10), and `string`.
public enum TokenType: String, Hashable, Sendable, CaseIterable {
    case color, dimension, fontFamily, fontWeight, duration, cubicBezier, number
    case strokeStyle, border, transition, shadow, gradient, typography
    /// Not a DTCG type: read only where a bar property takes a keyword (DEC-16 in docs/dtcg-requirements.md).
    case string

    /// The 13 types of the format module.
    static let dtcg = allCases.filter { $0 != .string }

    /// A type whose value may be wrong for a bar property in one mode only, so where each mode's value is written is kept.
    var keepsValueLocationsPerMode: Bool { self == .string || self == .number }
}

extension RGBA {
    /// `#RRGGBBAA`, upper case, for reports and comparisons by eye.
    public var hex: String { hex(channels: 4, digits: Self.upperDigits) }

    /// `#rrggbb`, lower case, for SVG fills (alpha already composited).
    var cssHex: String { hex(channels: 3, digits: Self.lowerDigits) }

    private static let upperDigits = Array("0123456789ABCDEF".utf8)
    private static let lowerDigits = Array("0123456789abcdef".utf8)

    private func hex(channels: Int, digits: [UInt8]) -> String {
        var text: [UInt8] = []
        text.reserveCapacity(1 + 2 * channels)
        text.append(UInt8(ascii: "#"))
        for value in [red, green, blue, alpha].prefix(channels) {
            let byte = Int((min(max(value, 0), 1) * 255).rounded())
            text.append(digits[byte >> 4])
            text.append(digits[byte & 0xF])
        }
        return String(decoding: text, as: UTF8.self)
    }
}

/// A colour as the token declared it, plus its sRGB equivalent.
public struct TokenColor: Hashable, Sendable {
    /// The DTCG colour space (`srgb`, `display-p3`…).
    public var colorSpace: String
    public var components: [Double]
    public var alpha: Double
    public var hex: String?
    /// The colour converted to sRGB (gamut-mapped by clamping if it was outside).
    public var srgb: RGBA

    public init(colorSpace: String, components: [Double], alpha: Double, hex: String? = nil, srgb: RGBA) {
        self.colorSpace = colorSpace
        self.components = components
        self.alpha = alpha
        self.hex = hex
        self.srgb = srgb
    }

    public init(srgb: RGBA) {
        self.init(colorSpace: "srgb", components: [srgb.red, srgb.green, srgb.blue], alpha: srgb.alpha, srgb: srgb)
    }
}

/// A length with its unit (`px` or `rem`); iOS points are `px`.
public struct Dimension: Hashable, Sendable {
    public var value: Double
    public var unit: String

    /// The value in points (1rem = 16pt, as Style Dictionary's iOS transforms assume).
    public var points: Double { unit == "rem" ? value * 16 : value }

    /// The unit of a length in font sizes, which only typography resolves: Tokens Studio's letter spacing in percent.
    static let fontSizes = "em"
}

/// A typography composite (the parts navgen uses for title fonts).
public struct Typography: Hashable, Sendable {
    public var fontFamily: [String]
    public var fontSize: Dimension
    public var fontWeight: Double
    public var letterSpacing: Dimension?
    public var lineHeight: Double?
}

/// A fully resolved token value.
public indirect enum TokenValue: Hashable, Sendable {
    case color(TokenColor)
    case dimension(Dimension)
    case fontFamily([String])
    case fontWeight(Double)
    case duration(value: Double, unit: String)
    case cubicBezier([Double])
    case number(Double)
    case typography(Typography)
    /// Composite types navgen keeps but does not interpret (border, shadow, gradient…): sub-values by name.
    case composite([String: TokenValue])
    case list([TokenValue])
    case string(String)
}

extension TokenValue {
    /// The value as the app gets it: a colour's `hex` is only the source's fallback for its components, so a change to
    /// it alone changes nothing the app shows.
    var meaning: TokenValue {
        switch self {
        case .color(var color):
            color.hex = nil
            return .color(color)
        case .composite(let parts): return .composite(parts.mapValues(\.meaning))
        case .list(let items): return .list(items.map(\.meaning))
        default: return self
        }
    }
}

/// A token after aliases are resolved: its value in each mode.
public struct ResolvedToken: Hashable, Sendable {
    public var path: String
    public var type: TokenType
    public var values: ModeValues<TokenValue>
    public var description: String?
    public var deprecated: String?
    public var location: SourceLocation
    /// Per mode, the token this one aliases directly (`{a.b}` or a `$ref` to its whole value), for reports.
    public var aliasOf: ModeValues<String> = [:]
    /// Per mode, where a `string` or `number` token's `$value` is written: a keyword or an alpha may be wrong in one
    /// mode's file only.
    public var valueLocations: ModeValues<SourceLocation> = [:]
    /// Per mode, the UIKit system colour the value is (a colour set's reference to one), at the end of the token's
    /// aliases: a set may reference one in some appearances and give its own colour in others.
    public var systemColors: ModeValues<NavigationSystemColor> = [:]
    /// Boxed: few tokens have extensions, and inline they would make every catalogue entry a third larger.
    private var extensionsBox: ExtensionsBox?

    /// `$extensions` as written (vendor data is kept and shown by `inspect`, never interpreted).
    public var extensions: JSONValue? {
        get { extensionsBox?.value }
        set { extensionsBox = newValue.map(ExtensionsBox.init) }
    }

    public init(path: String, type: TokenType, values: ModeValues<TokenValue>, description: String?, deprecated: String?,
                location: SourceLocation) {
        self.path = path
        self.type = type
        self.values = values
        self.description = description
        self.deprecated = deprecated
        self.location = location
    }
}

/// A token's `$extensions`, compared and hashed by value.
private final class ExtensionsBox: Hashable, Sendable {
    let value: JSONValue

    init(_ value: JSONValue) { self.value = value }

    static func == (lhs: ExtensionsBox, rhs: ExtensionsBox) -> Bool { lhs.value == rhs.value }
    func hash(into hasher: inout Hasher) { hasher.combine(value) }
}

/// Every token of the input, resolved per mode.
public struct TokenCatalogue: Sendable {
    /// Mode names in declaration order; a single `default` mode when nothing declares modes.
    public var modes: [String]
    public var tokens: Tokens
    /// Tokens that only resolve references, never exported: those of Tokens Studio `source` sets (in the modes
    /// where no selected theme enables their set). A screen's reference is a reference, so screens may use them.
    public var referenceOnly: Tokens
    /// The tokens read but skipped, in order of path: each has no value, for a problem of its own or a dependency's.
    public var skipped: [TokenSkip] = []
    /// What each token refers to, when some token has a problem (the policy's `TokenReach` follows them); else nil.
    var references: TokenReferences?

    public init(modes: [String], tokens: [String: ResolvedToken], referenceOnly: [String: ResolvedToken] = [:]) {
        self.modes = modes
        self.tokens = Tokens(tokens)
        self.referenceOnly = Tokens(referenceOnly)
    }

    init(modes: [String], tokens: Tokens, referenceOnly: Tokens) {
        self.modes = modes
        self.tokens = tokens
        self.referenceOnly = referenceOnly
    }

    /// The token a reference names, exported or reference-only, and its value in `mode` from either.
    func referenced(_ path: String, in mode: String) -> (token: ResolvedToken, value: TokenValue?)? {
        guard let token = tokens[path] ?? referenceOnly[path] else { return nil }
        return (token, token.values[mode] ?? referenceOnly[path]?.values[mode])
    }

    public static let defaultMode = "default"

    /// How many distinct tokens were read: exported, reference-only or skipped.
    public var readCount: Int {
        tokens.count + skipped.count + referenceOnly.keys.count { tokens[$0] == nil && skip(of: $0) == nil }
    }

    /// The skipped token at `path`, found with a binary search.
    public func skip(of path: String) -> TokenSkip? {
        var (low, high) = (0, skipped.count)
        while low < high {
            let middle = (low + high) / 2
            if skipped[middle].path < path { low = middle + 1 } else { high = middle }
        }
        return low < skipped.count && skipped[low].path == path ? skipped[low] : nil
    }

    /// Whether a mode is a dark one: modes are named by their contexts (`dark`, `dark-highContrast`), and
    /// a dark mode gets UIKit's dark defaults and the dark interface style.
    static func isDark(_ mode: String) -> Bool { mode.lowercased().contains("dark") }

    /// Whether a mode is for increased contrast: named so (`highContrast`), or by the short words for it (`hc`,
    /// `hcDark`; `ax`, as Terrazzo names Apple's accessible colours `light_ax`), words that separators or a capital
    /// letter begin.
    static func isHighContrast(_ mode: String) -> Bool {
        var words: [String] = [""]
        let characters = Array(mode)
        for (position, character) in characters.enumerated() {
            if !character.isLetter && !character.isNumber {
                words.append("")
            } else {
                // A capital after a small letter begins a word, as does the last capital of a run before a small letter
                // (`HCDark`: `HC`, `Dark`).
                let previous = words[words.count - 1].last
                let next = position + 1 < characters.count ? characters[position + 1] : nil
                if character.isUppercase, previous?.isLowercase == true || (previous?.isUppercase == true && next?.isLowercase == true) {
                    words.append("")
                }
                words[words.count - 1].append(character)
            }
        }
        return mode.lowercased().contains("contrast") || words.contains { ["ax", "hc"].contains($0.lowercased()) }
    }
}
