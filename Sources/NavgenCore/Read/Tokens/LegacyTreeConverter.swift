/// Converts a token tree in the legacy format to a DTCG tree, through `LegacyValueAlignment`: Style Dictionary's
/// `value`/`type`/`description` leaves, which Tokens Studio writes too, or Tokens Studio's DTCG-syntax export
/// (`$value`/`$type` with Tokens Studio's type names). Adobe Spectrum's `sets` (per-theme values of one token) become
/// per-mode layers. `StyleDictionaryReader` and `TokensStudioReader` read their files through it.
struct LegacyTreeConverter {
    /// The member names a file spells its tokens with.
    enum Syntax {
        /// `value`, `type`, `description` (Style Dictionary, Tokens Studio's legacy format).
        case legacy
        /// `$value`, `$type`, `$description`, a group's `$type` applying inside it (Tokens Studio's DTCG format).
        case dtcg

        var value: String { self == .legacy ? "value" : "$value" }
        var type: String { self == .legacy ? "type" : "$type" }
        var description: String { self == .legacy ? "description" : "$description" }
        var deprecated: String { self == .legacy ? "deprecated" : "$deprecated" }
    }

    /// Who wrote the file, which decides how its unitless sizes, references and types read.
    enum Dialect: Equatable {
        /// Style Dictionary, whose unitless sizes are read as the option says, and said so once.
        case styleDictionary(UnitlessSize)
        /// Tokens Studio: unitless sizes are pixels, `$color.red` is a reference, number tokens give sizes in pixels.
        case tokensStudio
        /// The Design Tokens plugin for Figma (`FigmaDesignTokensPlugin`): unitless sizes are Figma's pixels.
        case figmaDesignTokensPlugin

        /// The dialect of a file in Style Dictionary's `value`/`type` syntax.
        static func of(_ json: JSONValue, unitlessSize: UnitlessSize) -> Dialect {
            if TokensStudioReader.isTokensStudioSet(json) { return .tokensStudio }
            return FigmaDesignTokensPlugin.wrote(json) ? .figmaDesignTokensPlugin : .styleDictionary(unitlessSize)
        }
    }

    /// A converted file: its tree, its Spectrum tokens' per-mode values, and the tokens it skipped.
    struct Converted {
        var tree: JSONValue
        var spectrum: SpectrumSets
        var skipped: [SkippedToken]

        func document(path: String, format: DocumentFormat) -> TokenDocument {
            TokenDocument(path: path, format: format, layers: [TokenLayer(tree: tree)] + spectrum.layers(at: tree.location),
                          axes: spectrum.axes, skippedTokens: skipped)
        }
    }

    private let path: String
    private let syntax: Syntax
    private let dialect: Dialect
    /// Spectrum tokens with per-mode values, and the mode axes their set names form.
    private var spectrum = SpectrumSets()
    private var skipped: [SkippedToken] = []
    /// How unitless sizes are read, and where the first one is: said once, for a Style Dictionary file only.
    private var sizes: LegacyValueAlignment.SizeReading
    /// Whether `$color.red` is a reference: Tokens Studio's older notation, which its documentation still names.
    private var readsDollarReferences: Bool { dialect == .tokensStudio }
    /// Tokens said once per file rather than one by one, by what they share, in first-seen order: their places in
    /// `skipped`.
    private var passedOver: [(group: PassedOver, tokens: [Int])] = []
    /// Where each form that Style Dictionary or Tokens Studio reads but DTCG does not is written, in order: said once
    /// per file, at the first (`ReadForm`).
    private var readForms: [ReadForm: [SourceLocation]] = [:]
    private var log = DiagnosticLog()

    /// What makes many tokens of a file skipped alike: a file of them (an icon font's glyph names, 970 of them in
    /// Style Dictionary's own example; a Style Dictionary project's breakpoints and font stacks) would otherwise bury
    /// every other diagnostic.
    private enum PassedOver: Equatable {
        /// A Style Dictionary or Tokens Studio type that holds no appearance (`passedOverTypes`).
        case type(String)
        /// No type, and none from where the token is.
        case untyped
        /// A colour written as a CSS gradient (a brand's backgrounds, a dozen in one real file).
        case gradient
        /// A shadow written as CSS (`0 1px 3px rgba(0,0,0,0.4)`), which both tools pass through as text.
        case cssShadow
        /// A letter spacing in percent, Tokens Studio's usual form: kept for the typographies that apply it, not exported.
        case letterSpacingShare
        /// A colour written as an array of numbers (`[0, 22, 36, 0.6]`, a real library's own form), which neither Style
        /// Dictionary's colour transforms nor DTCG read.
        case arrayColor
        /// A size in a unit that has no length in points (`20ch`, `50vw`), or a CSS function the browser works out
        /// (`clamp(1rem, 2vw, 1.5rem)`): Open Props writes a few dozen. It holds what the size is (`in ch (…)`).
        case unreadableSize(String)

        /// The group of a dimension navgen cannot read, by its unit or CSS function; nil for other dimensions.
        static func group(ofUnreadableSize text: String) -> PassedOver? {
            if let (_, unit) = DimensionUnits.split(text), let problem = DimensionUnits.problem(of: unit) {
                return .unreadableSize("in \(unit.lowercased()) (\(problem))")
            }
            let function = text.prefix { $0.isLetter || $0 == "-" }.lowercased()
            guard ["clamp", "calc", "min", "max", "var", "env"].contains(function), text.dropFirst(function.count).hasPrefix("(") else { return nil }
            return .unreadableSize("CSS's \(function)(…), which the browser works out as it lays out a page")
        }

        var reason: String {
            switch self {
            case .type(let type): FigmaDesignTokensPlugin.skipReasons[type] ?? LegacyValueAlignment.skipReasons[type]!
            case .untyped: LegacyTreeConverter.untypedReason
            case .gradient: "it is a CSS gradient, which a DTCG colour cannot hold, and a bar colour is one colour"
            case .cssShadow: "it is a CSS box-shadow, which navgen does not parse; a shadow is an object of its parts"
            case .letterSpacingShare: "a letter spacing in percent is a share of a font size: alone it has no length"
            case .arrayColor: "it is a colour written as an array of numbers, which neither Style Dictionary's colour transforms nor DTCG read"
            case .unreadableSize(let size): "its size is \(size)"
            }
        }
    }

    /// A form these tools read and navgen reads as they do, which DTCG does not have: a `legacy-value` once per file.
    private enum ReadForm: CaseIterable {
        /// Hex digits without their `#` (`"7834BC"`), which Style Dictionary's colour transforms read (tinycolor2).
        case hashlessColor
        /// A Tokens Studio number token that holds pixels (`"16px"`), which sd-transforms reads as the number.
        case pixelNumber
        /// A DTCG colour object whose `hex` fallback carries alpha digits (`"#05050505"`, a real oklch palette's), which
        /// DTCG refuses; the fallback is read without them.
        case alphaHexFallback
        /// CSS's easing function as a cubic Bézier (`"cubic-bezier(.25, 0, .5, 1)"`, Open Props'), which Style Dictionary
        /// passes through to CSS; its four numbers are DTCG's array.
        case cssCubicBezier
        /// A Tokens Studio line height written as a bare number of 4 or more, which Tokens Studio applies as pixels.
        case pixelLineHeight
        /// A font weight that names a style too (`"Light Italic"`), whose style DTCG's weight cannot hold.
        case styledWeight
        /// Style Dictionary's single-token dark mode: a `darkValue` beside the value, which its iOS colour-set action writes
        /// as the dark appearance.
        case darkValue
        /// Its increased-contrast values (`hcValue`, `hcDarkValue`), which navgen does not read.
        case contrastValue

        /// The one message for `count` values of this form in a file.
        func message(count: Int) -> String {
            let one = count == 1
            return switch self {
            case .hashlessColor:
                "\(one ? "a colour in this file is" : "\(count) colours in this file, the first here, are") hex digits without their '#', "
                    + "which Style Dictionary's colour transforms read as hex colours, and so does navgen; tools that follow DTCG will "
                    + "not: write '#' before the digits"
            case .pixelNumber:
                "\(one ? "a number token in this file holds" : "\(count) number tokens in this file, the first here, hold") pixels "
                    + "('16px'), which Tokens Studio allows and sd-transforms reads as the number, and so does navgen: maths with it "
                    + "and sizes that name it keep the pixels; type it 'dimension' (or Tokens Studio's 'sizing' or 'spacing') to "
                    + "write the unit DTCG keeps"
            case .alphaHexFallback:
                "\(one ? "a colour's hex fallback in this file has" : "\(count) colours' hex fallbacks in this file, the first here, have") "
                    + "alpha digits, which DTCG's six-digit hex leaves out; navgen reads the colour from its components and alpha, "
                    + "and the fallback without those digits; write six digits"
            case .cssCubicBezier:
                "\(one ? "a cubic Bézier in this file is" : "\(count) cubic Béziers in this file, the first here, are") CSS's "
                    + "'cubic-bezier(…)', which navgen reads as its four numbers; DTCG writes the array [P1x, P1y, P2x, P2y]"
            case .pixelLineHeight:
                "\(one ? "a line height in this file is a bare number" : "\(count) line heights in this file, the first here, are bare numbers") "
                    + "of 4 or more, which Tokens Studio applies as pixels, and so does navgen: a typography divides it by its font "
                    + "size (21 on 16 px is 1.3125); write '21px', or a percentage"
            case .darkValue:
                "\(one ? "a token in this file has" : "\(count) tokens in this file, the first here, have") a darkValue beside the value, "
                    + "Style Dictionary's single-token dark mode, which navgen reads as modes 'light' and 'dark'; DTCG writes the dark "
                    + "values in a file of their own, which a resolver's modifier selects"
            case .contrastValue:
                "\(one ? "a token in this file has" : "\(count) tokens in this file, the first here, have") an increased-contrast value "
                    + "(hcValue or hcDarkValue), which navgen does not read; give increased-contrast modes of their own in a "
                    + "resolver's modifier"
            case .styledWeight:
                "\(one ? "a font weight in this file names" : "\(count) font weights in this file, the first here, name") a style "
                    + "too, as 'Light Italic' does: navgen reads the weight, and a DTCG font weight has no style, so the italic is not in "
                    + "the font navgen makes; give the italic face's name as the font family"
            }
        }
    }

    /// The types whose sizes a Tokens Studio number token can give, in pixels: `"{number-36}"` as a `sizing`.
    private static let sizedTypes: Set<TokenType> = [.dimension, .typography, .shadow, .border]

    /// The types that hold nothing a bar shows, said by the file rather than token by token: Style Dictionary's content
    /// and assets, Tokens Studio's compositions (131 in one real design system), text cases and decorations, texts,
    /// booleans and `other`.
    private static let passedOverTypes = Set(LegacyValueAlignment.skipReasons.keys)

    private init(path: String, syntax: Syntax, dialect: Dialect) {
        self.path = path
        self.syntax = syntax
        self.dialect = dialect
        let unit = if case .styleDictionary(let unitlessSize) = dialect { unitlessSize.rawValue } else { "px" }
        sizes = LegacyValueAlignment.SizeReading(unit: unit)
    }

    static func convert(_ root: JSONValue, path: String, syntax: Syntax, dialect: Dialect, log: inout DiagnosticLog) -> Converted {
        var converter = LegacyTreeConverter(path: path, syntax: syntax, dialect: dialect)
        let members = converter.convertGroup(root, path: [], inheritedType: nil)
        converter.sayWhatWasRead()
        log.add(contentsOf: converter.log.entries)
        return Converted(tree: JSONValue(kind: .object(members), location: root.location), spectrum: converter.spectrum, skipped: converter.skipped)
    }

    /// What is said once per file rather than per token: how unitless sizes were read (at the first one), and how
    /// many tokens were skipped alike (at the first of them), which resolving the tokens reports, so that what refers
    /// to them is named under it.
    ///
    /// Style Dictionary gives unitless sizes no unit; its iOS transforms read them as rem (`size/remToPt`,
    /// `size/swift/remToCGFloat` multiply by 16, https://styledictionary.com/reference/hooks/transforms/predefined/),
    /// so reading them as points without a word would be a silent guess.
    private mutating func sayWhatWasRead() {
        if case .styleDictionary = dialect, let first = sizes.first {
            let sizesHere = sizes.count == 1 ? "1 unitless size in this file is" : "\(sizes.count) unitless sizes in this file, the first here, are"
            let largest = sizes.looksLikePixels
                ? "; the largest, \(formatNumber(sizes.largest)), becomes \(formatNumber(sizes.largest * 16)) points, so they look like pixels" : ""
            let message = sizes.unit == UnitlessSize.rem.rawValue
                ? "\(sizesHere) read as rem (16 points each), as Style Dictionary's iOS transforms size/remToPt and size/swift/remToCGFloat "
                    + "read them\(largest); to read them as points, set \"unitlessSize\": \"px\" in navgen.json (or pass --unitless-size px)"
                : "\(sizesHere) read as points (px), as \"unitlessSize\": \"px\" says; Style Dictionary's iOS transforms would read them as rem (16 points each)"
            log.report(.unitlessSize, at: first, message)
        }
        for form in ReadForm.allCases {
            guard let places = readForms[form], let first = places.first else { continue }
            log.report(.legacyValue, at: first, form.message(count: places.count))
        }
        for (group, tokens) in passedOver {
            let first = skipped[tokens[0]]
            let summary = Diagnostic.Note(Self.summary(of: group, first: first, count: tokens.count, typeKey: syntax.type), at: first.location)
            for token in tokens { skipped[token].summary = summary }
        }
    }

    /// The one warning for `count` tokens skipped alike in a file, the first of them (`first`) where it is reported.
    private static func summary(of group: PassedOver, first: SkippedToken, count: Int, typeKey: String) -> String {
        let these = count == 1 ? "1 token" : "\(count) tokens"
        let inFile = count == 1 ? "in this file is" : "in this file, the first here, are"
        switch group {
        case .type(let type):
            return "\(these) of type '\(type)' \(inFile) skipped: \(group.reason)"
        case .untyped:
            return "\(these) without a type \(inFile) skipped: navgen types a token from where it is only in a 'color' or 'size' "
                + "category (Style Dictionary's category/type/item convention), and an alias from the token it names; add \"\(typeKey)\" to "
                + "any that a navigation bar uses"
        case .gradient:
            let gradients = count == 1 ? "1 colour token in this file is a CSS gradient" : "\(count) colour tokens in this file, the first here, are CSS gradients"
            return "\(gradients), skipped: a DTCG colour cannot hold a gradient, and a bar colour is one colour"
        case .cssShadow:
            let shadows = count == 1 ? "1 shadow token in this file is" : "\(count) shadow tokens in this file, the first here, are"
            return "\(shadows) CSS text, which navgen does not parse, skipped; write a shadow as an object of its parts, "
                + #"{"x": "0", "y": "1", "blur": "3", "spread": "0", "color": "rgba(0,0,0,0.4)"}"#
        case .arrayColor:
            let colours = count == 1 ? "1 colour token in this file is" : "\(count) colour tokens in this file, the first here, are"
            return "\(colours) an array of numbers, skipped: neither Style Dictionary's colour transforms nor DTCG read one; write "
                + ##""#rrggbb", or the channels as {"r": 0, "g": 22, "b": 36, "a": 0.6}"##
        case .unreadableSize where count == 1:
            return TokenSkip.message(skipping: first.path, because: first.reason) + "; give a navigation bar's sizes in px or rem"
        case .unreadableSize(let size):
            return "\(count) dimension tokens in this file, the first here, are skipped: their sizes are \(size); give a navigation bar's "
                + "sizes in px or rem"
        case .letterSpacingShare where count == 1:
            return TokenSkip.message(skipping: first.path, because: first.reason)
        case .letterSpacingShare:
            return "\(count) letter spacings in this file, the first here, are in percent, a share of a font size: typography tokens "
                + "that use them apply them, but alone they have no length, so they are not exported"
        }
    }

    private mutating func convertGroup(_ group: JSONValue, path: [String], inheritedType: String?) -> [JSONValue.Member] {
        var members: [JSONValue.Member] = []
        let groupType = syntax == .dtcg ? group["$type"]?.string ?? inheritedType : nil
        for member in group.object ?? [] {
            // Style Dictionary ignores non-object members of groups (`$schema`, Fluent's `aliasOf`).
            guard member.value.object != nil else { continue }
            if member.key.hasPrefix("$") {
                // A token the designer named `$link-primary` in Tokens Studio: said and counted, not lost.
                // A group's property written as a token (Tokens Studio's `"$description": {"$value": …}`) is not a name.
                if !TokenTreeFlattener.groupProperties.contains(member.key), member.value[syntax.value] != nil {
                    skipDollarNamed(member, path: path + [member.key])
                }
                continue
            }
            // The plugin describes a style of several tokens (`0`, `1`: a grid's columns) beside them.
            if dialect == .figmaDesignTokensPlugin, member.key == "extensions" { continue }
            let childPath = path + [member.key]
            if syntax == .legacy, member.value["value"] != nil, let contrast = member.value["hcValue"] ?? member.value["hcDarkValue"] {
                readForms[.contrastValue, default: []].append(contrast.location)
            }
            if syntax == .legacy, let modes = Self.modeKeyedValues(member.value) {
                convertModeValues(modes, of: member.value, path: childPath)
            } else if syntax == .legacy, let dark = member.value["darkValue"], let light = member.value["value"] {
                readForms[.darkValue, default: []].append(dark.location)
                convertModeValues([JSONValue.Member(key: "light", keyLocation: light.location, value: light),
                                   JSONValue.Member(key: "dark", keyLocation: dark.location, value: dark)],
                                  of: member.value, path: childPath)
            } else if member.value[syntax.value] != nil {
                let written = Self.forIOS(member.value)
                let token = convertToken(written, path: childPath, inheritedType: groupType)
                members.append(JSONValue.Member(key: member.key, keyLocation: member.keyLocation, value: token))
                skipTokens(inside: written, path: childPath)
            } else if syntax == .legacy, let sets = member.value["sets"]?.object {
                convertSets(sets, of: member.value, path: childPath, contexts: [], token: member.value)
            } else {
                if member.value[syntax.type]?.string != nil, !(member.value.object ?? []).contains(where: { $0.value.object != nil }) {
                    log.report(.noEffect, at: member.keyLocation, "group '\(childPath.joined(separator: "."))' is empty; if it is meant to be a token, "
                               + "add \"\(syntax.value)\"")
                }
                let children = convertGroup(member.value, path: childPath, inheritedType: groupType)
                members.append(JSONValue.Member(key: member.key, keyLocation: member.keyLocation,
                                                value: JSONValue(kind: .object(children), location: member.value.location)))
            }
        }
        return members
    }

    /// A value written once per appearance (`"value": {"light": "#FFFFFF", "dark": "#000000"}`), as SwiftUI-minded
    /// Style Dictionary projects write a dynamic colour: its two members when they are `light` and `dark`.
    static func modeKeyedValues(_ token: JSONValue) -> [JSONValue.Member]? {
        guard let members = token["value"]?.object, Set(members.map(\.key)) == ["light", "dark"], members.count == 2 else { return nil }
        return members
    }

    /// A token valued per appearance: in each mode it is the token with that mode's value, as a Spectrum token's `sets`.
    private mutating func convertModeValues(_ modes: [JSONValue.Member], of token: JSONValue, path: [String]) {
        spectrum.declare(modes.map(\.key), axis: "mode")
        for mode in modes {
            let single = token.updatingMember("value") { $0 = mode.value }
            spectrum.add(convertToken(single, path: path), at: path, contexts: [mode.key])
        }
    }

    /// A Spectrum token's `sets`: each value is the token in the modes that pick its set (and the sets around it).
    /// `token` is the object holding the outermost `sets`, whose description and deprecation every value shares.
    private mutating func convertSets(_ sets: [JSONValue.Member], of holder: JSONValue, path: [String], contexts: [String], token: JSONValue) {
        spectrum.declare(sets.map(\.key), schema: holder["$schema"])
        for set in sets where set.value.object != nil {
            if set.value["value"] != nil {
                let converted = convertToken(set.value, path: path, inheritedSchema: holder["$schema"], metadata: token)
                spectrum.add(converted, at: path, contexts: contexts + [set.key])
            } else if let nested = set.value["sets"]?.object {
                convertSets(nested, of: set.value, path: path, contexts: contexts + [set.key], token: token)
            }
        }
    }

    /// `metadata` is where the description and deprecation are written when not on `object` (a Spectrum token's
    /// `sets` holder).
    private mutating func convertToken(_ object: JSONValue, path: [String], inheritedType: String? = nil,
                                       inheritedSchema: JSONValue? = nil, metadata: JSONValue? = nil) -> JSONValue {
        let name = path.joined(separator: ".")
        let typeMember = object[syntax.type]
        let schemaType = typeMember == nil && inheritedType == nil ? SpectrumTypes.name(in: object["$schema"] ?? inheritedSchema) : nil
        let legacyType = typeMember?.string ?? inheritedType ?? schemaType
        var value = referencingTokens(object[syntax.value]!)
        if dialect == .tokensStudio, let legacyType {
            readPixelLineHeights(&value, legacyType: legacyType)
        }
        noteStyledWeight(in: value, legacyType: legacyType)
        var type = legacyType.flatMap { schemaType == nil ? LegacyValueAlignment.type(named: $0) : SpectrumTypes.types[$0] }
        if dialect == .figmaDesignTokensPlugin, let legacyType, let aligned = FigmaDesignTokensPlugin.aligned(value, type: legacyType) {
            (type, value) = (aligned.type, aligned.value)
        } else if dialect == .figmaDesignTokensPlugin, legacyType == "string", path.last == "fontFamily" {
            type = .fontFamily
        }
        if legacyType == nil || legacyType == "alias" || type == .number && LegacyValueAlignment.isLineHeight(legacyType!),
           CurlyReference.path(in: value.string ?? "") != nil {
            // A line height that aliases a size is that size, in pixels, as Tokens Studio applies it: an alias takes
            // its target's type.
            type = nil
        } else if legacyType == nil, let text = value.string, TokensStudioColorFunction.hexAlphaSuffix(text) != nil {
            // `{color.brand}55`: a colour with an alpha, whatever category it is in.
            type = .color
        } else if type == nil, Self.setsKeyword(name, legacyType: legacyType, value: value) {
            type = .string
        } else if legacyType == nil, Self.isInColorCategory(path, value: value) {
            // Style Dictionary's category/type/item convention: tokens in a `color` category are colours.
            type = .color
        } else if legacyType == nil, path.count > 1, path[0].lowercased() == "size" {
            // And tokens in the `size` category are sizes, which its iOS transforms (size/remToPt) convert.
            type = .dimension
        } else if legacyType == "other", value.number != nil || value.string.flatMap(Double.init) != nil || value.string.map(Self.isMaths) == true {
            // Tokens Studio's `other` holds any value; a number is one, which maths and colour modifiers use (sd-transforms'
            // own fixtures give an alpha so), and so is maths on numbers, which Tokens Studio evaluates in any token.
            type = .number
        } else if let legacyType, LegacyValueAlignment.isLineHeightLength(value, legacyType: legacyType) {
            type = .dimension
        } else if type == nil, let legacyType, Self.passedOverTypes.contains(legacyType)
                    || dialect == .figmaDesignTokensPlugin && FigmaDesignTokensPlugin.skipReasons[legacyType] != nil {
            return passOver(name, .type(legacyType), value: value, at: object.location)
        } else if legacyType == nil {
            return passOver(name, .untyped, value: value, at: object.location)
        } else if type == nil, let legacyType {
            let reason = schemaType.flatMap { SpectrumTypes.skipped[$0] } ?? "type '\(legacyType)' has no DTCG equivalent"
            return skip(name, reason, type: legacyType, value: value, at: object.location)
        }
        if dialect == .tokensStudio, legacyType == "number", let text = value.string, let (amount, unit) = DimensionUnits.split(text),
           unit == "px" {
            readForms[.pixelNumber, default: []].append(value.location)
            value.kind = .number(amount, literal: formatNumber(amount))
        }
        if type == .color, case .styleDictionary = dialect, let text = value.string, [6, 8].contains(text.utf8.count),
           text.allSatisfy(\.isHexDigit) {
            readForms[.hashlessColor, default: []].append(value.location)
            value.kind = .string("#" + text)
        }
        if type == .cubicBezier, let text = value.string, let numbers = CSSCubicBezier.numbers(in: text) {
            readForms[.cssCubicBezier, default: []].append(value.location)
            value = .array(numbers.map { .number($0, at: value.location) }, at: value.location)
        }
        if type == .color, let hex = value["hex"], let text = hex.string, text.utf8.count == 9, HexColor.parse(text) != nil,
           case .object(var colour) = value.kind, let index = colour.firstIndex(where: { $0.key == "hex" }) {
            readForms[.alphaHexFallback, default: []].append(hex.location)
            colour[index].value.kind = .string(String(text.prefix(7)))
            value.kind = .object(colour)
        }
        var members: [(String, JSONValue)] = []
        var notes: [(String, JSONValue)] = []
        if let legacyType { notes.append(("originalType", .string(legacyType, at: object.location))) }
        if let type {
            if type == .color, let gradient = value.string, LegacyValueAlignment.isGradient(gradient) {
                return passOver(name, .gradient, value: value, at: value.location, writtenType: legacyType)
            }
            if type == .shadow, let text = value.string, CurlyReference.path(in: text) == nil {
                return passOver(name, .cssShadow, value: value, at: value.location, writtenType: legacyType)
            }
            if type == .color, value.array != nil {
                return passOver(name, .arrayColor, value: value, at: value.location, writtenType: legacyType)
            }
            if type == .dimension || type == .number, let values = LegacyValueAlignment.multipleValues(value) {
                return skip(name, "'\(values)' holds several values, as CSS shorthand does; a DTCG \(type.rawValue) is one value",
                            type: legacyType, value: value, at: value.location)
            }
            let alpha = type == .color ? object.member("alpha") : nil
            let aligned = LegacyValueAlignment.align(value, as: type, legacyType: legacyType, sizes: &sizes)
            if type == .dimension, legacyType != "letterSpacing", aligned.unsupported != nil, let text = value.string,
               let group = PassedOver.group(ofUnreadableSize: text) {
                return passOver(name, group, value: value, at: value.location, writtenType: legacyType)
            }
            members.append(("$type", .string(type.rawValue, at: typeMember?.location ?? object.location)))
            members.append(("$value", aligned.value))
            if dialect == .tokensStudio, Self.sizedTypes.contains(type) {
                members.append((LegacyNotes.pixelNumbersKey, JSONValue(kind: .bool(true), location: value.location)))
            }
            if legacyType == "letterSpacing", let percent = LegacyValueAlignment.fontSizePercentage(value), percent != 0 {
                // Typography tokens that reference it apply it to their size; alone it has no length.
                notes.append(("fontSizePercent", .number(percent, at: value.location)))
                members.append((LegacyNotes.resolveOnlyKey, JSONValue(kind: .bool(true), location: value.location)))
                // Resolved for the typography tokens that use it, but left out of the catalogue.
                let reason = "a letter spacing of \(formatNumber(percent))% is a share of a font size: typography tokens that use it apply it, "
                    + "but alone it has no length"
                skipped.append(SkippedToken(path: name, originalType: legacyType, location: value.location, reason: reason))
                sayAlike(.letterSpacingShare)
            } else if let reason = aligned.unsupported {
                notes.append(LegacyNotes.skip(.unsupported, "\(reason) is not supported", at: aligned.value.location))
            } else if let problem = aligned.invalid {
                notes.append(LegacyNotes.skip(type == .color ? .invalidColor : .invalidToken, problem, at: aligned.value.location))
            } else if let alpha {
                notes.append(LegacyNotes.skip(.invalidToken, Self.alphaBeside(value, alpha, of: name, valueKey: syntax.value), at: alpha.keyLocation))
            }
            if let expression = aligned.expression { notes.append(("expression", .string(expression, at: value.location))) }
            if let percent = aligned.letterSpacingPercent { notes.append(("letterSpacingPercent", .number(percent, at: value.location))) }
            if !aligned.defaulted.isEmpty {
                notes.append(("defaulted", .array(aligned.defaulted.map { .string($0, at: value.location) }, at: value.location)))
            }
            if !aligned.textStyle.isEmpty {
                notes.append(("textStyle", .object(aligned.textStyle.map { ($0.name, .string($0.value, at: value.location)) }, at: value.location)))
            }
        } else {
            members.append(("$value", value))
        }
        func described(_ key: String) -> JSONValue? { object[key] ?? metadata?[key] }
        if let description = described(syntax.description) ?? described("comment"), description.string != nil {
            members.append(("$description", description))
        }
        if let deprecated = described(syntax.deprecated), deprecated.bool == true || deprecated.string != nil {
            members.append(("$deprecated", Self.deprecation(described("deprecated_comment"), renamed: described("renamed")) ?? deprecated))
        }
        // The plugin's extensions name a variable's collection and mode (`FigmaDesignTokensPlugin.document`).
        let written = object["$extensions"] ?? (dialect == .figmaDesignTokensPlugin ? object["extensions"] : nil)
        var extensions = written?.object.map { $0.map { ($0.key, $0.value) } } ?? []
        if !notes.isEmpty { extensions.append((LegacyNotes.extensionKey, .object(notes, at: object.location))) }
        if !extensions.isEmpty { members.append(("$extensions", .object(extensions, at: object.location))) }
        return .object(members, at: object.location)
    }

    /// An `alpha` beside a colour's value (a real library's transparency ramp, 32 steps of it): neither Style Dictionary
    /// nor Tokens Studio applies it, so the token is skipped, as in a DTCG file, and the problem shows the colour with it.
    private static func alphaBeside(_ value: JSONValue, _ alpha: JSONValue.Member, of name: String, valueKey: String) -> String {
        let amount = alpha.value.number ?? alpha.value.string.flatMap(Double.init)
        let written = amount.map(formatNumber) ?? "0.5"
        let suggestion = if let text = value.string, let color = HexColor.parse(text), let amount, (0...1).contains(amount), color.alpha == 1 {
            "\"\(RGBA(red: color.red, green: color.green, blue: color.blue, alpha: (amount * 255).rounded() / 255).hex)\" or "
        } else {
            ""
        }
        return "'alpha' beside \"\(valueKey)\" on '\(name)' is not applied: Style Dictionary and Tokens Studio read the colour its "
            + "value gives; write the alpha into the colour, \(suggestion)rgba(r, g, b, \(written))"
    }

    /// The value with older references written as 2025.10 writes them: Style Dictionary's `{color.base.red.value}` (in
    /// the legacy syntax an object with a `value` is a token, so no token is named `value`) and Tokens Studio's
    /// `$color.base.red` (and `$color.base.red.value`) become `{color.base.red}`.
    private func referencingTokens(_ value: JSONValue) -> JSONValue {
        var value = value
        switch value.kind {
        case .string(var text):
            if readsDollarReferences, text.contains("$") { text = Self.bracingDollarReferences(in: text) }
            // Style Dictionary trims a reference's name, so `{ color.base.red.value}` names `color.base.red`.
            if syntax == .legacy, text.contains("{") { text = CurlyReference.renaming(inside: text) { $0.trimmingCharacters(in: .whitespaces) } }
            if syntax == .legacy, text.contains(".value}") { text = text.replacingOccurrences(of: ".value}", with: "}") }
            value.kind = .string(text)
        case .array(let items):
            value.kind = .array(items.map(referencingTokens))
        case .object(let members):
            value.kind = .object(members.map { member in
                var member = member
                member.value = referencingTokens(member.value)
                return member
            })
        default:
            break
        }
        return value
    }

    /// `$spacing.sm * 2` → `{spacing.sm} * 2`: a `$` that starts a word and is followed by a letter, then the name's
    /// letters, digits, `_`, `-` and `.` (but a final `.`).
    static func bracingDollarReferences(in text: String) -> String {
        let characters = Array(text)
        var result = ""
        var index = 0
        func isNamePart(_ character: Character) -> Bool { character.isLetter || character.isNumber || "_-.".contains(character) }
        while index < characters.count {
            let startsWord = index == 0 || !isNamePart(characters[index - 1])
            guard characters[index] == "$", startsWord, index + 1 < characters.count, characters[index + 1].isLetter else {
                result.append(characters[index])
                index += 1
                continue
            }
            var end = index + 1
            while end < characters.count, isNamePart(characters[end]) { end += 1 }
            while characters[end - 1] == "." { end -= 1 }
            result += "{" + String(characters[(index + 1)..<end]) + "}"
            index = end
        }
        return result
    }

    /// A token navgen cannot represent, counted and kept with the note that skips it (`LegacyNotes.skip`): it is
    /// reported when resolved, and what refers to it is skipped with it instead of referring to nothing.
    private mutating func skip(_ name: String, _ reason: String, type: String?, value: JSONValue, at location: SourceLocation) -> JSONValue {
        skipped.append(SkippedToken(path: name, originalType: type, location: location, reason: reason))
        return LegacyNotes.skipped(.unsupported, reason, value: value, at: location)
    }

    /// The token as iOS reads it, where Fluent UI's token pipeline gives platforms their own values
    /// (`"value": 4, "platform": {"ios": {"value": 10}}`): the `ios` members merged onto the token, overwriting its own
    /// (https://github.com/microsoft/fluentui-token-pipeline/blob/main/docs/json.md#platform-overrides), and the other
    /// platforms' left out.
    private static func forIOS(_ token: JSONValue) -> JSONValue {
        guard case .object(let members) = token.kind, let platforms = token["platform"]?.object,
              platforms.allSatisfy({ ["ios", "css", "winui"].contains($0.key) && $0.value.object != nil }) else { return token }
        let overrides = token["platform"]?["ios"]?.object ?? []
        var merged = token
        merged.kind = .object(members.filter { $0.key != "platform" && !overrides.map(\.key).contains($0.key) } + overrides)
        return merged
    }

    /// Tokens written inside a token (`"d01": {"value": …, "lighter": {"value": …}}`): Style Dictionary and Tokens Studio
    /// read a token's value and nothing inside it, so they are skipped, with one warning for each member that holds them.
    private mutating func skipTokens(inside token: JSONValue, path: [String]) {
        let name = path.joined(separator: ".")
        for member in token.object ?? [] where member.key != syntax.value && !member.key.hasPrefix("$") && !Self.tokenObjects.contains(member.key) {
            let key = syntax.value
            let inside = member.value.tokenPaths(at: "\(name).\(member.key)", isToken: { $0[key] != nil })
            guard !inside.isEmpty else { continue }
            let reason = "'\(name)' has a \"\(syntax.value)\", so it is a token, and Style Dictionary and Tokens Studio read nothing inside a "
                + "token; move '\(member.key)' into a group"
            let these = inside.count == 1 ? "token '\(inside[0])' is" : "\(inside.count) tokens in '\(name).\(member.key)' are"
            let summary = Diagnostic.Note("\(these) skipped: \(reason)", at: member.keyLocation)
            for path in inside {
                skipped.append(SkippedToken(path: path, originalType: nil, location: member.keyLocation, reason: reason, summary: summary))
            }
        }
    }

    /// The objects a token holds besides its value: Style Dictionary's attributes and original, the Figma plugin's
    /// extensions (Tokens Studio's `$extensions` begins with `$`).
    private static let tokenObjects: Set = ["attributes", "original", "extensions"]

    /// A token whose name begins with `$`, which DTCG keeps for properties: skipped with its own warning.
    private mutating func skipDollarNamed(_ member: JSONValue.Member, path: [String]) {
        let name = path.joined(separator: ".")
        let reason = "a name that begins with '$' is kept for properties such as \"$type\"; rename '\(member.key)' (say '\(member.key.drop { $0 == "$" })')"
        skipped.append(SkippedToken(path: name, originalType: member.value[syntax.type]?.string, location: member.keyLocation, reason: reason,
                                    summary: Diagnostic.Note("token '\(name)' is skipped: \(reason)", at: member.keyLocation)))
    }

    /// A weight that names a style too (`"Light Italic"`, Tokens Studio's and Figma's style names): DTCG's weight has no
    /// style, so the italic is not read, which the file's one warning says.
    private mutating func noteStyledWeight(in value: JSONValue, legacyType: String?) {
        let weight: JSONValue? = switch legacyType {
        case "fontWeights", "fontWeight", "font-weight": value
        case "typography": LegacyValueAlignment.typographyMember("fontWeight", of: value)?.value
        default: nil
        }
        guard let weight, let text = weight.string?.lowercased(), text.hasSuffix("italic") || text.hasSuffix("oblique"),
              LegacyValueAlignment.fontWeight(weight) != nil else { return }
        readForms[.styledWeight, default: []].append(weight.location)
    }

    /// Arithmetic on references and numbers (`{linear.500} * 2`, `cos(PI * {t})`): what is left without the references
    /// is numbers, operators (one at least) and the names of the functions and constants Tokens Studio's maths knows.
    private static func isMaths(_ text: String) -> Bool {
        guard CurlyReference.path(in: text) == nil, !CurlyReference.paths(inside: text).isEmpty else { return false }
        var rest = ""
        var depth = 0
        for character in text {
            if character == "{" { depth += 1 } else if character == "}" { depth -= 1 } else if depth == 0 { rest.append(character) }
        }
        let names = rest.split { !$0.isLetter }
        return rest.contains { "+-*/".contains($0) } && rest.allSatisfy { $0.isLetter || "0123456789.+-*/(), ".contains($0) }
            && names.allSatisfy { TokensStudioMathFunction.names.contains(String($0)) }
    }

    /// Why a token the reader could not type is skipped, which a screen that uses it is told how to mend.
    static let untypedReason = "it has no type"

    /// Tokens Studio applies a bare line height as pixels (Figma's line height): `"21"` on a 16 px font is 21 px. One
    /// of 4 or more is no multiplier anyone writes, so it becomes 21 px, which a typography divides by its font size;
    /// a smaller one stays a multiplier, as sd-transforms leaves it for CSS. A typography's `"21px"` is read as its
    /// length too, Tokens Studio's own form.
    private mutating func readPixelLineHeights(_ value: inout JSONValue, legacyType: String) {
        func bare(_ lineHeight: JSONValue) -> Double? {
            guard let number = lineHeight.number ?? lineHeight.string.flatMap({ Double($0.trimming(" ")) }), number >= 4 else { return nil }
            readForms[.pixelLineHeight, default: []].append(lineHeight.location)
            return number
        }
        if ["lineHeights", "lineHeight"].contains(legacyType), let number = bare(value) {
            value = .string(formatNumber(number) + "px", at: value.location)
        } else if legacyType == "typography", case .object(var members) = value.kind,
                  // One without a size is skipped for it, so its line height is not said.
                  LegacyValueAlignment.typographyMember("fontSize", of: value) != nil,
                  let lineHeight = LegacyValueAlignment.typographyMember("lineHeight", of: value),
                  let index = members.firstIndex(where: { $0.key == lineHeight.key }),
                  let number = bare(lineHeight.value) ?? lineHeight.value.string.flatMap(Self.pixelLength) {
            members[index].value = LegacyValueAlignment.pixels(number, at: lineHeight.value.location)
            value.kind = .object(members)
        }
    }

    /// `"21px"`: a length in pixels.
    private static func pixelLength(_ text: String) -> Double? {
        guard let (amount, unit) = DimensionUnits.split(text.trimming(" ")), unit == "px" else { return nil }
        return amount
    }

    /// A token skipped as `group`, which the file's one warning for its group says (`sayWhatWasRead`). It stays in the
    /// tree, skipped without a word of its own, so that what refers to it is skipped and named under that warning.
    private mutating func passOver(_ name: String, _ group: PassedOver, value: JSONValue, at location: SourceLocation,
                                   writtenType: String? = nil) -> JSONValue {
        let type: String? = if case .type(let type) = group { type } else { writtenType }
        skipped.append(SkippedToken(path: name, originalType: type, location: location, reason: group.reason))
        sayAlike(group)
        return LegacyNotes.skipped(.unsupported, group.reason, value: value, at: location, said: true)
    }

    /// The token last skipped is said with the others of `group`, in the file's one warning for them.
    private mutating func sayAlike(_ group: PassedOver) {
        if let index = passedOver.firstIndex(where: { $0.group == group }) {
            passedOver[index].tokens.append(skipped.count - 1)
        } else {
            passedOver.append((group, [skipped.count - 1]))
        }
    }

    /// Whether an untyped token is in a `color` category: the first segment of its path, Style Dictionary's category,
    /// or a deeper one (`brand.color.primary`) when its value reads as a colour. A deeper `color` group also holds
    /// the parts colours are built from (`theme.color.highlight.hue`: `"223"`), which are no colours.
    private static func isInColorCategory(_ path: [String], value: JSONValue) -> Bool {
        let colorNames = ["color", "colors"]
        if let category = path.first, path.count > 1, colorNames.contains(category.lowercased()) { return true }
        guard path.dropLast().contains(where: { colorNames.contains($0.lowercased()) }) else { return false }
        guard let text = value.string else { return true }
        // A reference, or a colour function built from references, is taken at its word.
        return text.contains("{") || CSSColorString.dtcgColor(text, at: value.location) != nil || CSSColorString.isSystemColor(text)
    }

    /// DEC-16: a Tokens Studio `text` token, or a Style Dictionary string, that sets a bar property taking a keyword
    /// is read as a `string` token; elsewhere such a token is skipped.
    private static func setsKeyword(_ name: String, legacyType: String?, value: JSONValue) -> Bool {
        guard BarKeywordTokens.setsKeyword(name), value.string != nil else { return false }
        return legacyType == nil || legacyType == "text" || legacyType == TokenType.string.rawValue
    }

    /// Style Dictionary's `deprecated_comment`, else Spectrum's `renamed` (the token's new name), as the reason.
    private static func deprecation(_ comment: JSONValue?, renamed: JSONValue?) -> JSONValue? {
        if let comment, comment.string != nil { return comment }
        guard let renamed, let name = renamed.string else { return nil }
        return .string("renamed to '\(name)'", at: renamed.location)
    }
}
