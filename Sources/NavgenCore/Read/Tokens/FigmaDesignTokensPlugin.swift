/// The Design Tokens plugin for Figma (https://github.com/lukasoppermann/design-tokens), whose export is Style
/// Dictionary's `value`/`type` syntax with `"extensions": {"org.lukasoppermann.figmaDesignTokens": …}` on its tokens:
/// - sizes are Figma's pixels, written without a unit;
/// - styles have types of the plugin's own: `custom-fontStyle` (a text style, its line height and letter spacing
///   already in pixels), `custom-shadow`, `custom-gradient`, and others with no DTCG type (`skipReasons`);
/// - a variable of a collection with several modes is written once per mode, under a group named after the mode
///   (`colors.light.brand`, `colors.dark.brand`), its extension naming the collection and the mode, and its aliases
///   naming the same mode's variables (`{colors.light.foundation.white}`).
enum FigmaDesignTokensPlugin {
    static let extensionKey = "org.lukasoppermann.figmaDesignTokens"

    /// Whether the plugin wrote the file: a token or group carries its extension.
    static func wrote(_ json: JSONValue) -> Bool {
        json.containsObject { $0["extensions"]?[extensionKey] != nil || $0["$extensions"]?[extensionKey] != nil }
    }

    /// The plugin's types that have no DTCG type, and why each is skipped (said once per file).
    static let skipReasons = [
        "custom-fontStyle": "a text style without a numeric fontSize, which navgen needs to make a font",
        "custom-grid": "a Figma layout grid has no DTCG type, and a navigation bar takes none",
        "custom-spacing": "a Figma frame's padding on four sides has no DTCG type",
        "custom-radius": "a Figma corner radius per corner, with smoothing, has no DTCG type",
        "custom-stroke": "a Figma stroke (alignment, dash pattern, caps and joins) has no DTCG type",
        "custom-transition": "a Figma prototype transition (type, direction, easing) has no DTCG type",
        "string": "a string variable, or a part of a text style that a font does not take (text case, decoration, style), has no DTCG type",
    ]

    /// The DTCG type and value of a token of one of the plugin's own types; nil for any other type, or a value the
    /// plugin would not write.
    static func aligned(_ value: JSONValue, type: String) -> (type: TokenType, value: JSONValue)? {
        switch type {
        case "custom-fontStyle": typography(value).map { (.typography, $0) }
        case "custom-shadow": shadow(value).map { (.shadow, $0) }
        case "custom-gradient": gradient(value).map { (.gradient, $0) }
        default: nil
        }
    }

    /// The line height is in pixels, which DTCG writes as a multiple of the font size. The text case and decoration stay
    /// for the typography's alignment, which notes them for a bar's title (`LegacyValueAlignment.typography`).
    private static func typography(_ value: JSONValue) -> JSONValue? {
        guard let size = value["fontSize"]?.number, size > 0 else { return nil }
        let location = value.location
        var lineHeight = LegacyValueAlignment.autoLineHeight
        if let pixels = value["lineHeight"]?.number { lineHeight = pixels / size }
        let style = ["textCase", "textDecoration"].compactMap { name in value[name].map { (name, $0) } }
        return .object([
            ("fontFamily", value["fontFamily"] ?? .string("system", at: location)),
            ("fontSize", LegacyValueAlignment.pixels(size, at: location)),
            ("fontWeight", value["fontWeight"] ?? .number(400, at: location)),
            ("letterSpacing", LegacyValueAlignment.pixels(value["letterSpacing"]?.number ?? 0, at: location)),
            ("lineHeight", .number(lineHeight, at: location)),
        ] + style, at: location)
    }

    /// Figma's shadow radius is its blur; an inner shadow is inset.
    private static func shadow(_ value: JSONValue) -> JSONValue? {
        guard let color = value["color"], let x = value["offsetX"]?.number, let y = value["offsetY"]?.number,
              let blur = value["radius"]?.number else { return nil }
        let location = value.location
        return .object([
            ("color", color.string.flatMap { CSSColorString.dtcgColor($0, at: color.location) } ?? color),
            ("offsetX", LegacyValueAlignment.pixels(x, at: location)),
            ("offsetY", LegacyValueAlignment.pixels(y, at: location)),
            ("blur", LegacyValueAlignment.pixels(blur, at: location)),
            ("spread", LegacyValueAlignment.pixels(value["spread"]?.number ?? 0, at: location)),
            ("inset", JSONValue(kind: .bool(value["shadowType"]?.string == "innerShadow"), location: location)),
        ], at: location)
    }

    /// The stops of a Figma gradient fill; DTCG's gradient holds no angle or shape.
    private static func gradient(_ value: JSONValue) -> JSONValue? {
        guard let stops = value["stops"]?.array, !stops.isEmpty else { return nil }
        var aligned: [JSONValue] = []
        for stop in stops {
            guard let color = stop["color"], let position = stop["position"], position.number != nil else { return nil }
            aligned.append(.object([("color", color.string.flatMap { CSSColorString.dtcgColor($0, at: color.location) } ?? color),
                                    ("position", position)], at: stop.location))
        }
        return .array(aligned, at: value.location)
    }
}

extension FigmaDesignTokensPlugin {
    /// A variable written once per mode: where it is, and where it goes once its mode's group is taken out.
    private struct ModedToken {
        let path: [String]
        /// Where the mode's group is in `path`.
        let modeIndex: Int
        let collection: String
        let mode: String

        var newPath: [String] {
            var path = path
            path.remove(at: modeIndex)
            return path
        }

        /// The path, in the file, of the group that holds the token's first `count` names once the mode's group is
        /// taken out: a group made for them is where that group is written.
        func writtenPath(ofGroupHolding count: Int) -> [String] {
            Array(path.prefix(count <= modeIndex ? count : count + 1))
        }
    }

    /// A converted file as one document: each variable written once per mode is one token with a value in each mode,
    /// and each collection's modes are a mode axis (collections with the same modes share one). A variable whose
    /// collection has one mode has no mode group and is in every mode.
    static func document(_ converted: LegacyTreeConverter.Converted, path: String) -> TokenDocument {
        var moded: [ModedToken] = []
        collectModedTokens(in: converted.tree, path: [], into: &moded)
        guard !moded.isEmpty else { return converted.document(path: path, format: .styleDictionary) }
        var modes: [(collection: String, modes: [String])] = []
        for token in moded {
            if let index = modes.firstIndex(where: { $0.collection == token.collection }) {
                if !modes[index].modes.contains(token.mode) { modes[index].modes.append(token.mode) }
            } else {
                modes.append((token.collection, [token.mode]))
            }
        }
        var axes: [ModeAxis] = []
        for collection in modes where !axes.contains(where: { $0.contexts == collection.modes }) {
            axes.append(ModeAxis(name: collection.collection, contexts: collection.modes))
        }
        let moves = Dictionary(moded.map { ($0.path.joined(separator: "."), $0) }, uniquingKeysWith: { first, _ in first })
        let base = removing(Set(moves.keys), from: converted.tree, path: [], moves: moves, mode: nil)
        var layers = [TokenLayer(tree: base ?? JSONValue(kind: .object([]), location: converted.tree.location))]
        for mode in axes.flatMap(\.contexts) where !layers.contains(where: { $0.contexts == [mode] }) {
            var tree = JSONValue(kind: .object([]), location: converted.tree.location)
            for token in moded where token.mode == mode {
                guard let value = JSONPointer.walk(converted.tree, token.path) else { continue }
                let groups = (1..<token.path.count - 1).map { JSONPointer.walk(converted.tree, token.writtenPath(ofGroupHolding: $0))?.location ?? value.location }
                tree = inserting(rewritingReferences(in: value, moves: moves, mode: mode), at: token.newPath[...], groups: groups[...], into: tree)
            }
            layers.append(TokenLayer(tree: tree, contexts: [mode]))
        }
        return TokenDocument(path: path, format: .styleDictionary, layers: layers, axes: axes, skippedTokens: converted.skipped)
    }

    /// The tokens under a group named after the mode their extension gives, below their collection's group (never the
    /// token's own name).
    private static func collectModedTokens(in json: JSONValue, path: [String], into moded: inout [ModedToken]) {
        guard path.count < JSONReader.maximumDepth, let members = json.object else { return }
        if json.isToken {
            let plugin = json["$extensions"]?[extensionKey]
            guard let mode = plugin?["mode"]?.string, let collection = plugin?["collection"]?.string,
                  let index = path.indices.dropFirst().dropLast().first(where: { folded(path[$0]) == folded(mode) }) else { return }
            moded.append(ModedToken(path: path, modeIndex: index, collection: collection, mode: mode))
            return
        }
        for member in members where !member.key.hasPrefix("$") {
            collectModedTokens(in: member.value, path: path + [member.key], into: &moded)
        }
    }

    /// The plugin spells a mode in a name as its name setting converts it (`Dark Mode`, `dark-mode`, `darkMode`).
    private static func folded(_ name: String) -> String {
        name.lowercased().filter { $0.isLetter || $0.isNumber }
    }

    /// The tree without the tokens at `paths`, and without the groups they leave empty; references to them name
    /// where they went. Nil when nothing is left.
    private static func removing(_ paths: Set<String>, from json: JSONValue, path: [String], moves: [String: ModedToken],
                                 mode: String?) -> JSONValue? {
        if json.isToken {
            return paths.contains(path.joined(separator: ".")) ? nil : rewritingReferences(in: json, moves: moves, mode: mode)
        }
        guard let members = json.object, !members.isEmpty else { return json }
        var kept: [JSONValue.Member] = []
        for member in members {
            guard !member.key.hasPrefix("$") else { kept.append(member); continue }
            guard let value = removing(paths, from: member.value, path: path + [member.key], moves: moves, mode: mode) else { continue }
            kept.append(JSONValue.Member(key: member.key, keyLocation: member.keyLocation, value: value))
        }
        guard kept.contains(where: { !$0.key.hasPrefix("$") }) else { return nil }
        var result = json
        result.kind = .object(kept)
        return result
    }

    /// `{colors.light.brand}` as `{colors.brand}`, in `mode`'s tokens for that mode's variables, and in the tokens of
    /// every mode (`mode` nil) for any mode's.
    private static func rewritingReferences(in json: JSONValue, moves: [String: ModedToken], mode: String?) -> JSONValue {
        var result = json
        switch json.kind {
        case .string(let text) where text.contains("{"):
            result.kind = .string(CurlyReference.renaming(inside: text) { path in
                guard let move = moves[path], mode == nil || move.mode == mode else { return path }
                return move.newPath.joined(separator: ".")
            })
        case .array(let items):
            result.kind = .array(items.map { rewritingReferences(in: $0, moves: moves, mode: mode) })
        case .object(let members):
            result.kind = .object(members.map { member in
                JSONValue.Member(key: member.key, keyLocation: member.keyLocation,
                                 value: member.key == "$extensions" ? member.value : rewritingReferences(in: member.value, moves: moves, mode: mode))
            })
        default:
            break
        }
        return result
    }

    /// `tree` with `token` at `path`, the groups on the way made where missing, each where `groups` says its group
    /// is written (a group's place is what tells it from the groups around it).
    private static func inserting(_ token: JSONValue, at path: ArraySlice<String>, groups: ArraySlice<SourceLocation>,
                                  into tree: JSONValue) -> JSONValue {
        guard let name = path.first else { return tree }
        var members = tree.object ?? []
        if path.count == 1 {
            members.append(JSONValue.Member(key: name, keyLocation: token.location, value: token))
        } else if let index = members.firstIndex(where: { $0.key == name }) {
            members[index].value = inserting(token, at: path.dropFirst(), groups: groups.dropFirst(), into: members[index].value)
        } else {
            let location = groups.first ?? token.location
            let group = JSONValue(kind: .object([]), location: location)
            members.append(JSONValue.Member(key: name, keyLocation: location,
                                            value: inserting(token, at: path.dropFirst(), groups: groups.dropFirst(), into: group)))
        }
        var result = tree
        result.kind = .object(members)
        return result
    }
}
