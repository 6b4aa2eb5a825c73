/// A property value resolved for one mode.
enum PropertyValue: Hashable {
    case color(RGBA)
    case image(String)
    case font(NavigationFont)
    case bool(Bool)
    case number(Double)
    case keyword(String)
}

/// Turns source values (literals and token references) into typed values per mode.
///
/// Most values are shared by many screens (a global default, a named appearance), so what a literal
/// or a token gives for a property is kept and each is worked out once; the problems and token uses
/// are still recorded at every place, as they would be without the caches.
struct PropertyResolver {
    let tokens: TokenCatalogue
    /// What the resolver found wrong, in the order found.
    private(set) var problems: [ResolutionProblem] = []
    /// Token paths used, with where, for `deprecated-token` and the screen's token list.
    private(set) var uses: [Located<String>] = []
    private var reported: Set<SourceLocation> = []
    /// What a value's text gives for a property in a mode, once it resolved.
    private var known: [ValueKey: KnownValue] = [:]

    init(tokens: TokenCatalogue) {
        self.tokens = tokens
    }

    mutating func resetUses() { uses = [] }

    mutating func resolve(_ value: SourceValue, as property: AppearanceProperty, mode: ResolutionMode, screen: String) -> PropertyValue? {
        let text = value.modeValues.isEmpty ? value.text : value.modeValues[mode.isDark ? "dark" : "light"] ?? value.text
        let key = ValueKey(text: text, property: property, mode: mode.index, system: value.systemColor)
        switch known[key] {
        case .literal(let resolved)?:
            return resolved
        case .token(let path, let resolved)?:
            use(path, at: value.location)
            return resolved
        case nil:
            break
        }
        // Only values are kept: a bad value is worked out again where it recurs, to be reported there.
        if let path = CurlyReference.path(in: text) {
            let resolved = resolveToken(path, at: value.location, as: property, mode: mode, screen: screen)
            if let resolved { known[key] = .token(path, resolved) }
            return resolved
        }
        var parsed = parseLiteral(text, at: value.location, as: property)
        if let system = value.systemColor, case .color(let color)? = parsed {
            parsed = .color(Self.systemColor(system, documented: color, mode: mode))
        }
        if let parsed { known[key] = .literal(parsed) }
        return parsed
    }

    /// A system colour's value in `mode`; `tintColor` "resolves at runtime based on the current tint color of the app":
    /// the app's tint where it has one (`AppTint`).
    /// ([tintColor](https://developer.apple.com/documentation/uikit/uicolor/tintcolor))
    private static func systemColor(_ system: NavigationSystemColor, documented: RGBA, mode: ResolutionMode) -> RGBA {
        guard system == .tintColor, var tint = mode.appTint else {
            return SystemColorTable.color(system, documented: documented, dark: mode.isDark, highContrast: mode.isHighContrast)
        }
        tint.system = system
        return tint
    }

    private mutating func resolveToken(_ path: String, at location: SourceLocation, as property: AppearanceProperty,
                                       mode: ResolutionMode, screen: String) -> PropertyValue? {
        guard let (token, value) = tokens.referenced(path, in: mode.name) else {
            if let skip = tokens.skip(of: path) {
                let why = skip.dependency.map { "it refers to '\($0)', which navgen skipped for a problem" } ?? "navgen skipped the token for its problem"
                // A token the reader could not type is mended by the type this property takes.
                let fix = skip.dependency == nil && skip.reason == LegacyTreeConverter.untypedReason
                    ? "give it the type '\(Self.tokenType(for: property))'" : "fix it"
                report(Diagnostic(.skippedToken, at: location,
                                  "'{\(path)}' cannot be used: \(why) (\(skip.rule), in the note); \(fix) or use another token",
                                  notes: [skip.problem]))
                return nil
            }
            if let group = TokenGroupReference(path, in: tokens, property: property) {
                report(group.diagnostic(at: location))
                return nil
            }
            let closest = Suggestion.closest(to: path, in: tokens.tokens.keys)
            let notes = closest.flatMap { tokens.tokens[$0] }.map { [Diagnostic.Note("'\($0.path)' is defined here", at: $0.location)] } ?? []
            report(Diagnostic(.unresolvedReference, at: location,
                              "unknown token '\(path)'" + (closest.map { "; did you mean '\($0)'?" } ?? ""), notes: notes))
            return nil
        }
        use(path, at: location)
        guard let value else {
            problems.append(ResolutionProblem(
                diagnostic: Diagnostic(.incompleteMode, at: location,
                                       "token '\(path)' has no value in mode '\(mode.name)', but screen '\(screen)' uses it",
                                       notes: [.init("'\(path)' is defined here", at: token.location)]),
                oncePerLocation: false))
            return nil
        }
        return typed(value, of: token, path: path, at: location, as: property, in: mode)
    }

    private mutating func use(_ path: String, at location: SourceLocation) {
        if !uses.contains(where: { $0.value == path && $0.location == location }) { uses.append(Located(path, at: location)) }
    }

    private mutating func typed(_ value: TokenValue, of token: ResolvedToken, path: String, at location: SourceLocation,
                                as property: AppearanceProperty, in resolution: ResolutionMode) -> PropertyValue? {
        let mode = resolution.name
        switch (property.valueKind, value) {
        case (.color, .color(let color)):
            // A colour set's system colour, through any aliases, is handed to UIKit as itself.
            guard let system = token.systemColors[mode] else { return .color(color.srgb) }
            return .color(SystemColorTable.color(system, documented: color.srgb, dark: resolution.isDark, highContrast: resolution.isHighContrast))
        case (.font, .typography(let typography)):
            // The system font (San Francisco) tracks itself by size, as such tokens copy; another family does not.
            let family = typography.fontFamily.first ?? "system"
            let tracksItself = family == "system" || family.hasPrefix("SF ") || ["-apple-system", "system-ui", "BlinkMacSystemFont"].contains(family)
            if let spacing = typography.letterSpacing, spacing.value != 0, !tracksItself {
                // https://developer.apple.com/documentation/foundation/nsattributedstring/key/kern
                report(Diagnostic(.unsupported, at: location, """
                    '{\(path)}' has a letter spacing of \(formatNumber(spacing.value))\(spacing.unit), which the bar's title does not \
                    get: navgen's fonts have a family, size and weight; add the kern to the title's text attributes in code if \
                    it matters
                    """))
            }
            if let style = tokens.aliased(token, in: mode).extensions?[LegacyNotes.extensionKey]?["textStyle"]?.object, !style.isEmpty {
                // https://developer.apple.com/documentation/uikit/uinavigationbarappearance/titletextattributes
                let written = style.map { "\($0.key) '\($0.value.string ?? "")'" }.joined(separator: " and ")
                report(Diagnostic(.unsupported, at: location, """
                    '{\(path)}' has \(written), which the bar's title does not get: UIKit's title text attributes \
                    hold no text case, and navgen's fonts have a family, size and weight; write the title as it should show \
                    (in capitals for uppercase), or add the decoration to the title's text attributes in code
                    """))
            }
            return .font(NavigationFont(family: typography.fontFamily.first.flatMap { $0 == "system" ? nil : $0 },
                                 size: typography.fontSize.points, weight: typography.fontWeight))
        case (.fraction, .number(let number)):
            if (0...1).contains(number) { return .number(number) }
            reportOutOfRange(in: token, path: path, at: location, mode: mode)
            return nil
        // DTCG has no boolean type: a string token says it (DEC-16), and Figma exports a boolean variable as a number, 0
        // or 1, which is read as one where Figma marks it so or it sets the bar's property itself.
        case (.bool, .string(let text)):
            if text == "true" || text == "false" { return .bool(text == "true") }
            reportUnknown(text, in: token, path: path, at: location, as: property, mode: mode, expected: ["true", "false"])
            return nil
        case (.bool, .number(let number)) where path.hasPrefix(BarKeywordTokens.prefix) || Self.isFigmaBoolean(tokens.aliased(token, in: mode)):
            if number == 0 || number == 1 { return .bool(number == 1) }
            reportUnknown(formatNumber(number), in: token, path: path, at: location, as: property, mode: mode, expected: ["0", "1"])
            return nil
        case (.image, .string(let name)): return .image(name)
        case (.keyword(let allowed), .string(let text)):
            if let keyword = Self.keyword(text, of: property, allowed: allowed) { return keyword }
            reportUnknown(text, in: token, path: path, at: location, as: property, mode: mode, expected: allowed)
            return nil
        default:
            report(Diagnostic(.typeMismatch, at: location,
                              "'{\(path)}' is a \(token.type.rawValue) token, but '\(property.rawValue)' needs \(expectation(for: property))",
                              notes: [.init("'\(path)' is defined here", at: token.location)]))
            return nil
        }
    }

    private mutating func parseLiteral(_ text: String, at location: SourceLocation, as property: AppearanceProperty) -> PropertyValue? {
        switch property.valueKind {
        case .color:
            if text == "clear" { return .color(.clear) }
            if let color = HexColor.parse(text) { return .color(color) }
            report(Diagnostic(.invalidColor, at: location, "'\(text)' is not a colour for '\(property.rawValue)'; write #RRGGBB, #RRGGBBAA, a token reference like {color.brand}, or a UIKit system colour like systemBackground\(Suggestion.hint(for: text, in: SystemColorTable.swiftNames))"))
        case .image:
            if !text.isEmpty { return .image(text) }
            report(Diagnostic(.invalidValue, at: location, "'\(property.rawValue)' needs an image name"))
        case .font:
            if let font = FontLiteral.parse(text) { return .font(font) }
            report(Diagnostic(.invalidValue, at: location, "'\(text)' is not a font for '\(property.rawValue)'; reference a typography token like {typography.title} or write 'system 17 600'"))
        case .bool:
            switch text {
            case "true", "YES": return .bool(true)
            case "false", "NO": return .bool(false)
            default: report(Diagnostic(.invalidValue, at: location, "'\(property.rawValue)' must be true or false, found '\(text)'"))
            }
        case .fraction:
            if let number = Double(text) { return checkFraction(number, at: location) }
            report(Diagnostic(.invalidValue, at: location, "'\(property.rawValue)' must be a number between 0 and 1, found '\(text)'"))
        case .keyword(let allowed):
            if let keyword = Self.keyword(text, of: property, allowed: allowed) { return keyword }
            report(Diagnostic(.invalidValue, at: location, Suggestion.unknown(property.rawValue, text, expected: allowed)))
        }
        return nil
    }

    /// A value a property does not take, said where this mode's value is written when the token is a global default,
    /// else at the reference with a note there, with the closest one it takes.
    private mutating func reportUnknown(_ text: String, in token: ResolvedToken, path: String, at location: SourceLocation,
                                       as property: AppearanceProperty, mode: String, expected: [String]) {
        let written = written(token, in: mode)
        let isDefault = location == token.location
        report(Diagnostic(.invalidValue, at: isDefault ? written.location : location,
                          "unknown \(property.rawValue) '\(text)' in '{\(path)}'\(Suggestion.hint(for: text, in: expected)); "
                              + "expected one of \(expected.joined(separator: ", "))",
                          notes: isDefault ? [] : [.init("'\(written.path)' is '\(text)' in mode '\(mode)' here", at: written.location)]))
    }

    /// The token that gives `token` its value in `mode`, at the end of its aliases, and where that value is written.
    private func written(_ token: ResolvedToken, in mode: String) -> (path: String, location: SourceLocation) {
        let source = tokens.aliased(token, in: mode)
        return (source.path, source.valueLocations[mode] ?? source.location)
    }

    /// An alpha outside 0 to 1, said as `reportUnknown` says a keyword, with every mode whose value is out of range in
    /// the notes: the reference is reported once, not once per mode.
    private mutating func reportOutOfRange(in token: ResolvedToken, path: String, at location: SourceLocation, mode: String) {
        let modes = token.values.count > 1
        let numbers = token.values.compactMap { entry -> (mode: String, number: Double)? in
            if case .number(let number) = entry.1 { (entry.0, number) } else { nil }
        }
        let bad = numbers.filter { !(0...1).contains($0.number) }
        let found = bad.first { $0.mode == mode } ?? bad[0]
        // One note per place a bad value is written, with the modes that take it from there.
        var places: [(path: String, number: Double, location: SourceLocation, modes: [String])] = []
        for entry in bad {
            let source = written(token, in: entry.mode)
            if let index = places.firstIndex(where: { $0.location == source.location }) {
                places[index].modes.append(entry.mode)
            } else {
                places.append((source.path, entry.number, source.location, [entry.mode]))
            }
        }
        let notes = places.map { place in
            let named = place.modes.map { "'\($0)'" }.joined(separator: ", ")
            return Diagnostic.Note("'\(place.path)' is \(formatNumber(place.number))"
                                       + (modes ? " in mode\(place.modes.count > 1 ? "s" : "") \(named)" : "") + " here",
                                   at: place.location)
        }
        let isDefault = location == token.location
        // Figma's opacity variables run from 0 to 100.
        let percent = bad.allSatisfy { $0.number > 1 && $0.number <= 100 }
            ? "; if the token is a percentage (Figma's opacity runs from 0 to 100), divide it by 100" : ""
        report(Diagnostic(.valueOutOfRange, at: isDefault ? written(token, in: found.mode).location : location,
                          "alpha must be between 0 and 1, found \(formatNumber(found.number)) in '{\(path)}'"
                              + (modes ? " in mode '\(found.mode)'" : "") + percent,
                          notes: isDefault ? [] : notes))
    }

    /// The type of a token that gives the property its value.
    private static func tokenType(for property: AppearanceProperty) -> String {
        switch property.valueKind {
        case .color: "color"
        case .font: "typography"
        case .fraction: "number"
        case .image, .bool, .keyword: "string"
        }
    }

    /// Figma's mark on a boolean variable exported as a number: `"$extensions": {"com.figma.type": "boolean"}`, or
    /// `{"com.figma": {"type": "boolean"}}`.
    private static func isFigmaBoolean(_ token: ResolvedToken) -> Bool {
        token.extensions?["com.figma.type"]?.string == "boolean" || token.extensions?["com.figma"]?["type"]?.string == "boolean"
    }

    /// One of the property's keywords; UIKit's older bar styles are `black`.
    private static func keyword(_ text: String, of property: AppearanceProperty, allowed: [String]) -> PropertyValue? {
        if allowed.contains(text) { return .keyword(text) }
        let folded = ["blackOpaque": "black", "blackTranslucent": "black"][text]
        if property == .barStyle, let folded { return .keyword(folded) }
        return nil
    }

    private mutating func checkFraction(_ number: Double, at location: SourceLocation) -> PropertyValue? {
        guard (0...1).contains(number) else {
            report(Diagnostic(.valueOutOfRange, at: location, "alpha must be between 0 and 1, found \(formatNumber(number))"))
            return nil
        }
        return .number(number)
    }

    private func expectation(for property: AppearanceProperty) -> String {
        switch property.valueKind {
        case .color: "a color token"
        case .font: "a typography token"
        case .fraction: "a number token"
        case .image: "an image name"
        case .bool: "true or false (a string token \"true\" or \"false\"; a number token 0 or 1 where Figma marks it a boolean or it is under navigation.bar)"
        case .keyword(let allowed): "one of \(allowed.joined(separator: ", "))"
        }
    }

    /// Reports a problem with a value once, not once per mode.
    private mutating func report(_ diagnostic: Diagnostic) {
        guard reported.insert(diagnostic.location).inserted else { return }
        problems.append(ResolutionProblem(diagnostic: diagnostic, oncePerLocation: true))
    }
}

/// A value's text as a property in a mode: a literal gives the same in every mode, a token may not.
private struct ValueKey: Hashable {
    var text: String
    var property: AppearanceProperty
    var mode: Int
    var system: NavigationSystemColor?
}

private enum KnownValue {
    case literal(PropertyValue)
    /// A token's value, with its path: each place that uses the token is still recorded.
    case token(String, PropertyValue)
}

/// `system 17 600`, `Avenir-Heavy 20`: the font form storyboards and literals use.
enum FontLiteral {
    static func parse(_ text: String) -> NavigationFont? {
        let words = text.split(separator: " ").map(String.init)
        guard words.count >= 2 else { return nil }
        var sizeIndex = words.count - 1
        var weight = 400.0
        if words.count >= 3, let last = Double(words[words.count - 1]), let size = Double(words[words.count - 2]), size > 0 {
            weight = last
            sizeIndex = words.count - 2
        }
        guard let size = Double(words[sizeIndex]), size > 0, (1...1000).contains(weight) else { return nil }
        let family = words[..<sizeIndex].joined(separator: " ")
        return NavigationFont(family: family == "system" ? nil : family, size: size, weight: weight)
    }
}
