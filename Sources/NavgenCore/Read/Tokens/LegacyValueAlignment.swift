/// The explicit type-alignment step for Style Dictionary and Tokens Studio values: legacy type
/// names become DTCG types, and strings (`"16"`, `"#fff"`, `"rgba(0,0,0,0.4)"`, `"125%"`) become
/// DTCG values. What cannot be converted is left as written with a reason, reported (naming the
/// token) when the token is resolved.
enum LegacyValueAlignment {
    struct Aligned {
        var value: JSONValue
        var unsupported: String?
        /// A value that is wrong in its own format, not merely one navgen cannot convert.
        var invalid: String?
        var expression: String?
        /// A typography's letter spacing as a percentage of a font size that is a reference, known once resolved.
        var letterSpacingPercent: Double?
        /// Typography members Tokens Studio left out, filled in.
        var defaulted: [String] = []
        /// A typography's text case and decoration other than `none`, as written: navgen's fonts hold neither, so a
        /// bar's title that uses the typography is told it does not get them.
        var textStyle: [(name: String, value: String)] = []
    }

    /// The unit a file's unitless sizes are read in (`16` in a Style Dictionary file), and where the first
    /// non-zero one is (zero is zero in any unit, so it never needs saying).
    struct SizeReading {
        var unit: String
        private(set) var first: SourceLocation?
        private(set) var count = 0
        /// The largest and the smallest non-zero unitless size, which say whether they were meant as pixels.
        private(set) var largest = 0.0
        private(set) var smallest = Double.infinity

        init(unit: String) { self.unit = unit }

        mutating func read(_ number: Double, at location: SourceLocation) {
            if first == nil { first = location }
            count += 1
            largest = max(largest, abs(number))
            if number != 0 { smallest = min(smallest, abs(number)) }
        }

        /// Whether the sizes look like pixels: one of 8 rem is 128 points, more than any bar holds, and a rem scale writes
        /// fractions such as 0.25 and 0.5 where pixels are whole and at least 1.
        var looksLikePixels: Bool { largest >= 8 && smallest >= 1 }
    }

    /// Legacy type names (Style Dictionary, Tokens Studio, Supernova's Style Dictionary export, Spectrum schemas) and
    /// their DTCG type.
    static let types: [String: TokenType] = [
        "color": .color, "dimension": .dimension, "size": .dimension, "sizing": .dimension, "spacing": .dimension,
        "space": .dimension, "radius": .dimension, "zIndex": .number,
        "borderRadius": .dimension, "borderWidth": .dimension, "fontSizes": .dimension, "fontSize": .dimension,
        "letterSpacing": .dimension, "paragraphSpacing": .dimension, "paragraphIndent": .dimension,
        "font": .fontFamily, "fontFamily": .fontFamily, "fontFamilies": .fontFamily,
        "fontWeight": .fontWeight, "fontWeights": .fontWeight, "font-weight": .fontWeight,
        "number": .number, "opacity": .number, "lineHeights": .number, "lineHeight": .number, "math": .number,
        "duration": .duration, "time": .duration, "cubicBezier": .cubicBezier,
        "border": .border, "boxShadow": .shadow, "shadow": .shadow, "drop-shadow": .shadow,
        "typography": .typography, "transition": .transition, "strokeStyle": .strokeStyle, "gradient": .gradient,
    ]

    /// The DTCG type of a legacy type name, also as other exports spell it: `font-families`, `line_height`.
    static func type(named name: String) -> TokenType? {
        types[name] ?? foldedTypes[folded(name)]
    }

    /// A line height written as a length (`"24px"`, `"1.5rem"`), which Tokens Studio applies in Figma as pixels: a
    /// dimension, which typographies divide by their font size. A unitless one stays a number: CSS reads it as a multiple.
    static func isLineHeightLength(_ value: JSONValue, legacyType: String) -> Bool {
        guard isLineHeight(legacyType), type(named: legacyType) == .number, let text = value.string else { return false }
        return TokenValueResolver.splitUnit(text.trimming(" "), units: ["px", "rem"]) != nil
    }

    /// Whether a legacy type is a line height's (`lineHeights`, `line-height`).
    static func isLineHeight(_ legacyType: String) -> Bool {
        folded(legacyType).hasPrefix("lineheight")
    }

    private static let foldedTypes = Dictionary(types.map { (folded($0.key), $0.value) }, uniquingKeysWith: { first, _ in first })

    private static func folded(_ name: String) -> String {
        name.lowercased().filter { $0 != "-" && $0 != "_" }
    }

    /// Tokens Studio's types with no DTCG equivalent, and why each is skipped
    /// (https://docs.tokens.studio/manage-tokens/token-types lists them all).
    static let skipReasons: [String: String] = [
        "textCase": "a text case (uppercase, capitalize…) has no DTCG type, and navigation bar titles take none",
        "textDecoration": "a text decoration (underline, line-through) has no DTCG type, and navigation bar titles take none",
        "composition": "a Tokens Studio composition bundles properties of several types, which DTCG has no type for",
        "asset": "an asset (an image or file URL) has no DTCG type; name bar images from the asset catalog instead",
        "content": "Style Dictionary's content (text, such as an icon font's glyph names) has no DTCG type, and no navigation bar shows it",
        "text": "a text (string) token has no DTCG type",
        "productCopy": "a product copy (text) token has no DTCG type",
        "boolean": "a boolean token has no DTCG type",
        "other": "Tokens Studio's 'other' type has no DTCG equivalent",
    ]

    /// Tokens Studio's gradient colours (https://docs.tokens.studio/manage-tokens/token-types/color/gradient).
    static func isGradient(_ text: String) -> Bool {
        ["linear-gradient(", "radial-gradient(", "conic-gradient("].contains { text.trimming(" ").lowercased().hasPrefix($0) }
    }

    /// `"{space.sm} {space.xl}"`, `"4px 8px"`: CSS shorthand with several values, which Tokens Studio allows in
    /// spacing, sizing and border-radius tokens (https://docs.tokens.studio/manage-tokens/token-types/dimension/spacing).
    /// Values side by side with no operator between them; `"{a} * 2"` and `"{a} -4px"` are maths.
    static func multipleValues(_ value: JSONValue) -> String? {
        guard let text = value.string else { return nil }
        let parts = text.split(whereSeparator: { $0 == " " || $0 == "\t" })
        // Shorthand is values side by side, each starting as a number or a reference does (`8px 16px`, `{a} {b}`);
        // `[object Object]px`, an exporter's slip, is not.
        guard parts.count > 1, parts.allSatisfy({ $0.first.map { $0.isNumber || "-+.{$(".contains($0) } ?? false }) else { return nil }
        let operators: Set<Character> = ["+", "-", "*", "/"]
        for (left, right) in zip(parts, parts.dropFirst()) {
            let joined = operators.contains(left.last!) || left.last == "(" || operators.contains(right.first!) || right.first == ")"
            if !joined { return text }
        }
        return nil
    }

    /// The forms that give a referenced colour an alpha, with the alpha the text writes beside the reference (`80%`,
    /// `0.4`) where it writes one, so that following the advice keeps the designer's alpha.
    static func alphaAdvice(_ text: String, reference: String) -> String {
        let rest = String(text.replacing(reference, with: "").filter { !$0.isWhitespace })
        let alpha: Double? = if rest.hasSuffix("%"), let percent = Double(rest.dropLast()), (0...100).contains(percent) {
            percent / 100
        } else if rest.contains("."), let alpha = Double(rest), (0...1).contains(alpha) {
            alpha
        } else {
            nil
        }
        guard let alpha else {
            return "to give \(reference) an alpha, write rgba(\(reference), 0.5) or \(reference)80 for 50 %"
        }
        let digits = String(Int((alpha * 255).rounded()), radix: 16, uppercase: true)
        let decimal = alpha == alpha.rounded() ? String(Int(alpha)) : "\(alpha)"
        return "to give \(reference) an alpha of \(rest), write rgba(\(reference), \(decimal)) or \(reference)\(digits.count == 1 ? "0" : "")\(digits)"
    }

    static func align(_ value: JSONValue, as type: TokenType, legacyType: String?, sizes: inout SizeReading) -> Aligned {
        if let text = value.string {
            if CurlyReference.path(in: text) != nil { return Aligned(value: value) }
            if !CurlyReference.paths(inside: text).isEmpty {
                switch type {
                case .dimension, .number, .fontWeight: return Aligned(value: value, expression: text)
                case .fontFamily where fontStack(value) != nil: return Aligned(value: fontStack(value)!)
                case .color where TokensStudioColorFunction.isAlpha(text) || TokensStudioColorFunction.isCSSCall(text)
                    || TokensStudioColorFunction.hexAlphaSuffix(text) != nil:
                    return Aligned(value: value, expression: text)
                case .color where TokensStudioColorFunction.isCall(text): return Aligned(value: value, invalid: TokensStudioColorFunction.malformed(text))
                case .color:
                    let reference = "{\(CurlyReference.paths(inside: text)[0])}"
                    return Aligned(value: value, unsupported: "the colour expression '\(text)' (\(alphaAdvice(text, reference: reference)))")
                default: return Aligned(value: value, unsupported: "the \(type.rawValue) expression '\(text)'")
                }
            }
        }
        var aligned = Aligned(value: value)
        if type == .number, let legacyType, ["lineHeights", "lineHeight"].contains(legacyType), isAuto(value) {
            aligned.value = .number(autoLineHeight, at: value.location)
            aligned.defaulted = ["lineHeight"]
            return aligned
        }
        let converted: JSONValue?
        switch type {
        case .color:
            converted = value.string.flatMap { CSSColorString.dtcgColor($0, at: value.location) }
                ?? CSSColorString.dtcgColor(channels: value) ?? (value.object != nil ? value : nil)
        case .dimension: converted = dimension(value, percentOf: nil, sizes: &sizes)
        case .number: converted = number(value)
        case .fontWeight: converted = fontWeight(value)
        case .fontFamily: converted = fontFamily(value)
        case .duration: converted = duration(value)
        case .typography: return typography(value, sizes: &sizes)
        case .shadow: converted = shadow(value, sizes: &sizes)
        case .border: converted = border(value, sizes: &sizes)
        case .cubicBezier, .strokeStyle, .transition, .gradient: converted = value
        case .string: converted = value.string != nil ? value : nil
        }
        if let converted {
            aligned.value = converted
        } else if type == .color, let text = value.string, CSSColorString.isSystemColor(text) {
            aligned.unsupported = CSSColorString.systemColorReason(text)
        } else if type == .color, let text = value.string {
            // Hex digits without their `#`, which Style Dictionary's colour library reads.
            let hash = [3, 4, 6, 8].contains(text.count) && text.allSatisfy(\.isHexDigit) ? "; did you mean '#\(text)'?" : ""
            aligned.invalid = TokensStudioColorFunction.unclosed(text)
                ?? "'\(text)' is not a colour\(hash); write #rrggbb, #rrggbbaa, rgb(r, g, b), rgba(r, g, b, a), hsl(h, s%, l%) or a reference"
        } else if type == .dimension, let text = value.string, let (_, unit) = DimensionUnits.split(text) {
            aligned.unsupported = "the dimension value '\(text)'" + (DimensionUnits.problem(of: unit).map { " (\($0))" } ?? "")
        } else if legacyType == "number", let text = value.string, DimensionUnits.split(text) != nil {
            // Tokens Studio lets a number token hold "16px"; what refers to it is skipped with it, so say how to keep it.
            aligned.unsupported = "the number value '\(text)' (a number has no unit: type the token 'dimension', or Tokens Studio's "
                + "'sizing' or 'spacing', to keep '\(text)')"
        } else {
            let shown = value.string.map { "'\($0)'" } ?? "written as \(value.kindName)"
            aligned.unsupported = "the \(legacyType ?? type.rawValue) value \(shown)"
        }
        return aligned
    }

    /// `16`, `"16"` → 16 in the reading's unit (px for Tokens Studio and XML tokens); `"16px"`, `"1.5rem"` as written;
    /// zero in any unit (`"0em"`) → 0px. A percentage needs the font size it is relative to (letter spacing in a typography).
    static func dimension(_ value: JSONValue, percentOf fontSize: Double?, sizes: inout SizeReading) -> JSONValue? {
        if reference(value) { return value }
        if value.object != nil { return value }
        var number = value.number
        var unit: String?
        if let text = value.string?.trimming(" ") {
            if let plain = Double(text) {
                number = plain
            } else if let (amount, suffix) = TokenValueResolver.splitUnit(text, units: ["px", "rem", "%"]) {
                if suffix == "%" {
                    // Zero is zero in any unit, a share of a size nobody gave included.
                    guard let fontSize = amount == 0 ? 0 : fontSize else { return nil }
                    number = amount / 100 * fontSize
                    unit = "px"
                } else {
                    number = amount
                    unit = suffix
                }
            } else if let (amount, _) = DimensionUnits.split(text), amount == 0 {
                (number, unit) = (0, "px")
            }
        }
        guard let number else { return nil }
        if unit == nil, number != 0 { sizes.read(number, at: value.location) }
        return .object([("value", .number(number, at: value.location)), ("unit", .string(unit ?? sizes.unit, at: value.location))], at: value.location)
    }

    /// A dimension whose unitless numbers are pixels.
    static func dimension(_ value: JSONValue, percentOf fontSize: Double?) -> JSONValue? {
        var pixels = SizeReading(unit: "px")
        return dimension(value, percentOf: fontSize, sizes: &pixels)
    }

    /// Numbers, numeric strings and percentages (`"25%"` → 0.25).
    static func number(_ value: JSONValue) -> JSONValue? {
        if reference(value) || value.number != nil { return value }
        guard let text = value.string?.trimming(" ") else { return nil }
        if let plain = Double(text) { return .number(plain, at: value.location) }
        if text.hasSuffix("%"), let percent = Double(text.dropLast()) { return .number(percent / 100, at: value.location) }
        return nil
    }

    /// `700`, `"700"`, `"Bold"`, `"ExtraBold italic"`, `"Semi Bold"` → a DTCG weight (the style is dropped).
    static func fontWeight(_ value: JSONValue) -> JSONValue? {
        if reference(value) || value.number != nil { return value }
        guard var text = value.string?.trimming(" ") else { return nil }
        if let plain = Double(text) { return .number(plain, at: value.location) }
        for style in [" italic", " Italic", "Italic", " oblique"] where text.hasSuffix(style) { text = String(text.dropLast(style.count)) }
        let squashed = text.lowercased().filter { $0.isLetter }
        let keyword = TokenValueResolver.fontWeightNames.keys.first { $0.filter(\.isLetter) == squashed }
        return keyword.map { .string($0, at: value.location) }
    }

    /// A font stack written with references inside one string (`"{font.primary}, {font.fallback}, serif"`), as Style
    /// Dictionary interpolates them: its families as an array whose references resolve each to its family. Nil for a
    /// string without references, or one that runs a reference into other text (`"{font.primary} Bold"`).
    static func fontStack(_ value: JSONValue) -> JSONValue? {
        guard let text = value.string, !CurlyReference.paths(inside: text).isEmpty else { return nil }
        let names = familyNames(in: text)
        guard names.allSatisfy({ CurlyReference.path(in: $0) != nil || !$0.contains("{") }) else { return nil }
        return .array(names.map { .string($0, at: value.location) }, at: value.location)
    }

    /// The names of a CSS font stack, without their quotes.
    private static func familyNames(in text: String) -> [String] {
        text.split(separator: ",").map { String($0).trimming(" \"'") }.filter { !$0.isEmpty }
    }

    /// `"Arial Black, Suisse Int'l, sans-serif"` → an array of names.
    static func fontFamily(_ value: JSONValue) -> JSONValue? {
        if reference(value) || value.array != nil { return value }
        guard let text = value.string else { return nil }
        let names = familyNames(in: text)
        if names.count == 1 { return .string(names[0], at: value.location) }
        return .array(names.map { .string($0, at: value.location) }, at: value.location)
    }

    /// `200` → 200ms; `"200ms"`, `"0.2s"`.
    static func duration(_ value: JSONValue) -> JSONValue? {
        if reference(value) || value.object != nil { return value }
        var number = value.number
        var unit = "ms"
        if let text = value.string {
            if let plain = Double(text) {
                number = plain
            } else if let (amount, suffix) = TokenValueResolver.splitUnit(text, units: ["ms", "s"]) {
                number = amount
                unit = suffix
            }
        }
        guard let number else { return nil }
        return .object([("value", .number(number, at: value.location)), ("unit", .string(unit, at: value.location))], at: value.location)
    }

    /// Tokens Studio typography: sizes in px, `lineHeight` as a multiplier (`"125%"` → 1.25), `letterSpacing` as a
    /// dimension, a percentage of the font size. Tokens Studio lets a typography give only some members
    /// (https://docs.tokens.studio/manage-tokens/token-types/typography); the others take what a text has unless
    /// told otherwise: the system font, weight 400, no letter spacing, line height 1.2 (CSS's `normal`, Tokens
    /// Studio's `AUTO`), each listed in the `defaulted` note. A size has no such default. The extra properties
    /// (paragraphSpacing, textCase…) have no DTCG place and are dropped; a text case or decoration is kept as the
    /// `textStyle` note, for a bar's title to be told. Some exports name the members after Tokens
    /// Studio's token types (`fontSizes`, `fontFamilies`), which read the same.
    static func typography(_ value: JSONValue, sizes: inout SizeReading) -> Aligned {
        if reference(value) { return Aligned(value: value) }
        guard value.object != nil else { return Aligned(value: value, unsupported: "the typography value \(value.kindName)") }
        let location = value.location
        func given(_ name: String) -> JSONValue? { typographyMember(name, of: value)?.value }
        guard let size = given("fontSize") else {
            return Aligned(value: value, unsupported: "a typography without a \"fontSize\" (navgen needs a size to make a font)")
        }
        let fontSize = dimension(size, percentOf: nil, sizes: &sizes) ?? size
        var aligned = Aligned(value: value)
        var members: [(String, JSONValue)] = []
        var defaulted: [String] = []
        func member(_ name: String, _ given: JSONValue?, default fallback: JSONValue, _ align: (JSONValue) -> JSONValue?) {
            if let given, !isAuto(given) {
                members.append((name, align(given) ?? given))
            } else {
                members.append((name, fallback))
                defaulted.append(name)
            }
        }
        member("fontFamily", given("fontFamily"), default: .string("system", at: location), fontFamily)
        members.append(("fontSize", fontSize))
        member("fontWeight", given("fontWeight"), default: .number(400, at: location), fontWeight)
        member("letterSpacing", given("letterSpacing"), default: pixels(0, at: location)) { spacing in
            if let percent = fontSizePercentage(spacing) {
                guard let points = fontSize["value"]?.number, fontSize["unit"]?.string == "px" else {
                    aligned.letterSpacingPercent = percent
                    return pixels(0, at: spacing.location)
                }
                return pixels(percent / 100 * points, at: spacing.location)
            }
            return dimension(spacing, percentOf: nil, sizes: &sizes)
        }
        member("lineHeight", given("lineHeight"), default: .number(autoLineHeight, at: location), number)
        for name in ["textCase", "textDecoration"] {
            // A reference's value is known only once resolved; a text case or decoration token is skipped anyway.
            guard let text = given(name)?.string?.trimming(" "), CurlyReference.path(in: text) == nil,
                  !["", "none"].contains(text.lowercased()) else { continue }
            aligned.textStyle.append((name, text))
        }
        aligned.value = .object(members, at: location)
        aligned.defaulted = defaulted
        return aligned
    }

    /// Tokens Studio's `AUTO` line height, CSS's `normal`: what a text has unless told otherwise.
    static let autoLineHeight = 1.2

    /// Tokens Studio's `AUTO`: what a text has unless told otherwise.
    private static func isAuto(_ value: JSONValue) -> Bool {
        value.string?.uppercased() == "AUTO"
    }

    /// A typography's member `name` (`lineHeight`), or the one some exports name after Tokens Studio's type instead
    /// (`lineHeights`), with its key.
    static func typographyMember(_ name: String, of typography: JSONValue) -> (key: String, value: JSONValue)? {
        for key in [name] + (typeNamedMembers[name].map { [$0] } ?? []) {
            if let member = typography[key] { return (key, member) }
        }
        return nil
    }

    /// A typography's members by the Tokens Studio type names some exports write instead.
    private static let typeNamedMembers = [
        "fontFamily": "fontFamilies", "fontSize": "fontSizes", "fontWeight": "fontWeights", "lineHeight": "lineHeights",
    ]

    /// A letter spacing as a share of the font size, in percent: `"5%"` → 5, and `"0.05em"` → 5 (an em is the font size).
    static func fontSizePercentage(_ value: JSONValue) -> Double? {
        guard let text = value.string?.trimming(" ") else { return nil }
        if text.hasSuffix("%") { return Double(text.dropLast()) }
        guard text.hasSuffix("em"), !text.hasSuffix("rem"), let ems = Double(text.dropLast(2)) else { return nil }
        return ems * 100
    }

    static func pixels(_ value: Double, at location: SourceLocation) -> JSONValue {
        .object([("value", .number(value, at: location)), ("unit", .string("px", at: location))], at: location)
    }

    /// Tokens Studio `boxShadow` `{x, y, blur, spread, color, type}` → DTCG `shadow`; arrays keep their layers.
    static func shadow(_ value: JSONValue, sizes: inout SizeReading) -> JSONValue? {
        if reference(value) { return value }
        if let layers = value.array {
            let aligned = layers.map { shadow($0, sizes: &sizes) }
            guard aligned.allSatisfy({ $0 != nil }) else { return nil }
            return .array(aligned.map { $0! }, at: value.location)
        }
        guard value.object != nil else { return nil }
        var members: [(String, JSONValue)] = []
        if let color = value["color"] { members.append(("color", alignColor(color))) }
        // Tokens Studio's names, or in its DTCG syntax DTCG's, whose strings (`"0px"`, `rgba(…)`) are its own forms too.
        let offsets = value["offsetX"] != nil ? ("offsetX", "offsetY") : ("x", "y")
        for (from, to) in [(offsets.0, "offsetX"), (offsets.1, "offsetY"), ("blur", "blur"), ("spread", "spread")] {
            // Blur and spread may be left out, as in CSS's box-shadow, where they are then zero (Penpot writes so).
            let part = value[from] ?? (from == "blur" || from == "spread" ? pixels(0, at: value.location) : nil)
            guard let part, let aligned = dimension(part, percentOf: nil, sizes: &sizes) else { return nil }
            members.append((to, aligned))
        }
        let inset = insetShadow(value)
        let written = value["type"] ?? value["$type"] ?? value["inset"]
        members.append(("inset", JSONValue(kind: .bool(inset), location: written?.location ?? value.location)))
        return .object(members, at: value.location)
    }

    /// Tokens Studio's `"type": "innerShadow"` (`"$type"` in its DTCG syntax, as Penpot writes it), or Penpot's
    /// `"inset": true` (also written `"true"`).
    private static func insetShadow(_ value: JSONValue) -> Bool {
        (value["type"] ?? value["$type"])?.string == "innerShadow" || value["inset"]?.bool == true || value["inset"]?.string == "true"
    }

    static func border(_ value: JSONValue, sizes: inout SizeReading) -> JSONValue? {
        if reference(value) { return value }
        guard value.object != nil else { return nil }
        var members: [(String, JSONValue)] = []
        if let color = value["color"] { members.append(("color", alignColor(color))) }
        if let width = value["width"] { members.append(("width", dimension(width, percentOf: nil, sizes: &sizes) ?? width)) }
        if let style = value["style"] { members.append(("style", style)) }
        return .object(members, at: value.location)
    }

    private static func alignColor(_ value: JSONValue) -> JSONValue {
        guard let text = value.string else { return value }
        if let color = CSSColorString.dtcgColor(text, at: value.location) { return color }
        // `rgba({colors.black}, 0.15)` and `hsl({hue} 40% 20%)` need the tokens they name, known once resolved.
        if TokensStudioColorFunction.isCall(text) || TokensStudioColorFunction.isCSSCall(text) {
            return .object([(LegacyNotes.colorFunctionKey, value)], at: value.location)
        }
        return value
    }

    private static func reference(_ value: JSONValue) -> Bool {
        value.string.flatMap(CurlyReference.path(in:)) != nil
    }
}
