/// Reads Style Dictionary files and Tokens Studio token sets (`value`/`type`/`description`
/// leaves), converting them to DTCG trees through `LegacyValueAlignment`. Adobe Spectrum's
/// `sets` (per-theme values of one token) become per-mode layers.
struct LegacyTokenReader {
    private let path: String
    private var base: [JSONValue.Member] = []
    /// Spectrum tokens with per-mode values, and the mode axes their set names form.
    private var spectrum = SpectrumSets()
    private var skipped: [SkippedToken] = []
    /// Tokens Studio types or extensions appear in the file: its unitless numbers are pixels, as Tokens Studio writes them.
    private let usesTokensStudioTypes: Bool
    /// How unitless sizes are read, and where the first one is: said once, for a Style Dictionary file only.
    private var sizes: LegacyValueAlignment.SizeReading
    private let saysSizeReading: Bool
    /// Tokens of a type that holds no appearance, by type in first-seen order: said once per type, not per token.
    private var passedOver: [(type: String, first: SourceLocation, count: Int)] = []
    private var log = DiagnosticLog()

    /// Style Dictionary types that hold no appearance, and what they hold: a file of them (an icon font's glyph
    /// names, 970 of them in Style Dictionary's own example) would otherwise bury every other diagnostic.
    private static let nonAppearanceTypes = [
        "content": "text content, such as an icon font's glyph names", "asset": "file paths, such as fonts and images",
    ]

    private static let tokensStudioOnlyTypes: Set = ["sizing", "spacing", "borderRadius", "borderWidth", "fontSizes", "fontFamilies",
                                                     "fontWeights", "lineHeights", "boxShadow", "paragraphSpacing", "composition", "math"]

    /// `unitlessSize` is nil for a Tokens Studio set, whose unitless numbers are pixels whatever its types.
    private init(path: String, root: JSONValue, unitlessSize: UnitlessSize?) {
        self.path = path
        usesTokensStudioTypes = Self.usesTokensStudioTypes(root)
        let styleDictionary = unitlessSize != nil && !usesTokensStudioTypes
        sizes = LegacyValueAlignment.SizeReading(unit: styleDictionary ? unitlessSize!.rawValue : "px")
        saysSizeReading = styleDictionary
    }

    /// Whether any token has a type only Tokens Studio uses, or Tokens Studio's extensions.
    private static func usesTokensStudioTypes(_ json: JSONValue, depth: Int = 0) -> Bool {
        guard depth < 64, let members = json.object else { return false }
        if let type = json["type"]?.string, tokensStudioOnlyTypes.contains(type) { return true }
        if json["$extensions"]?["studio.tokens"] != nil { return true }
        return members.contains { usesTokensStudioTypes($0.value, depth: depth + 1) }
    }

    /// Whether any object has a legacy `value` member (content detection).
    static func looksLikeLegacy(_ json: JSONValue, depth: Int = 0) -> Bool {
        guard depth < 64, let members = json.object else { return false }
        if json["value"] != nil { return true }
        return members.contains { looksLikeLegacy($0.value, depth: depth + 1) }
    }

    static func read(_ root: JSONValue, path: String, unitlessSize: UnitlessSize = .default, log: inout DiagnosticLog) -> TokenDocument {
        var reader = LegacyTokenReader(path: path, root: root, unitlessSize: unitlessSize)
        let members = reader.convertGroup(root, path: [])
        reader.saySizeReading()
        reader.sayPassedOver()
        log.add(contentsOf: reader.log.entries)
        return reader.document(root: JSONValue(kind: .object(members), location: root.location))
    }

    /// The converted tree of a file another document names: a Tokens Studio set (`unitlessSize` nil), or a
    /// resolver's Style Dictionary source.
    static func convert(_ root: JSONValue, path: String, unitlessSize: UnitlessSize? = nil,
                        log: inout DiagnosticLog) -> (tree: JSONValue, skipped: [SkippedToken]) {
        var reader = LegacyTokenReader(path: path, root: root, unitlessSize: unitlessSize)
        let members = reader.convertGroup(root, path: [])
        reader.saySizeReading()
        reader.sayPassedOver()
        log.add(contentsOf: reader.log.entries)
        return (JSONValue(kind: .object(members), location: root.location), reader.skipped)
    }

    /// Once per type and file, at the first: how many tokens of a type that holds no appearance are skipped.
    private mutating func sayPassedOver() {
        for (type, first, count) in passedOver {
            let tokens = count == 1 ? "1 token of type '\(type)' in this file is" : "\(count) tokens of type '\(type)' in this file, the first here, are"
            log.warning("unsupported", at: first, "\(tokens) skipped: '\(type)' tokens hold \(Self.nonAppearanceTypes[type]!), which no navigation bar shows")
        }
    }

    /// Once per file, at its first unitless size: which unit they are read in. Style Dictionary gives them none;
    /// its iOS transforms read them as rem (`size/remToPt`, `size/swift/remToCGFloat` multiply by 16,
    /// https://styledictionary.com/reference/hooks/transforms/predefined/), so points would be a silent guess.
    private mutating func saySizeReading() {
        guard saysSizeReading, let first = sizes.first else { return }
        let sizesHere = sizes.count == 1 ? "1 unitless size in this file is" : "\(sizes.count) unitless sizes in this file, the first here, are"
        let message = sizes.unit == UnitlessSize.rem.rawValue
            ? "\(sizesHere) read as rem (16 points each), as Style Dictionary's iOS transforms size/remToPt and size/swift/remToCGFloat "
                + "read them; to read them as points, set \"unitlessSize\": \"px\" in navgen.json (or pass --unitless-size px)"
            : "\(sizesHere) read as points (px), as \"unitlessSize\": \"px\" says; Style Dictionary's iOS transforms would read them as rem (16 points each)"
        log.warning("unitless-size", at: first, message)
    }

    private func document(root: JSONValue) -> TokenDocument {
        let format: DocumentFormat = usesTokensStudioTypes ? .tokensStudio : .styleDictionary
        return TokenDocument(path: path, format: format, layers: [TokenLayer(tree: root)] + spectrum.layers(at: root.location),
                             axes: spectrum.axes, skippedTokens: skipped)
    }

    private mutating func convertGroup(_ group: JSONValue, path: [String]) -> [JSONValue.Member] {
        var members: [JSONValue.Member] = []
        for member in group.object ?? [] {
            // Style Dictionary ignores non-object members of groups (`$schema`, Fluent's `aliasOf`).
            guard member.value.object != nil, !member.key.hasPrefix("$") else { continue }
            let childPath = path + [member.key]
            if member.value["value"] != nil {
                if let token = convertToken(member.value, path: childPath) {
                    members.append(JSONValue.Member(key: member.key, keyLocation: member.keyLocation, value: token))
                }
            } else if let sets = member.value["sets"]?.object {
                convertSets(sets, of: member.value, path: childPath, contexts: [], token: member.value)
            } else {
                let children = convertGroup(member.value, path: childPath)
                members.append(JSONValue.Member(key: member.key, keyLocation: member.keyLocation,
                                                value: JSONValue(kind: .object(children), location: member.value.location)))
            }
        }
        return members
    }

    /// A Spectrum token's `sets`: each value is the token in the modes that pick its set (and the sets around it).
    /// `token` is the object holding the outermost `sets`, whose description and deprecation every value shares.
    private mutating func convertSets(_ sets: [JSONValue.Member], of holder: JSONValue, path: [String], contexts: [String], token: JSONValue) {
        spectrum.declare(sets.map(\.key), schema: holder["$schema"])
        for set in sets where set.value.object != nil {
            if set.value["value"] != nil {
                if let converted = convertToken(set.value, path: path, inheritedSchema: holder["$schema"], metadata: token) {
                    spectrum.add(converted, at: path, contexts: contexts + [set.key])
                }
            } else if let nested = set.value["sets"]?.object {
                convertSets(nested, of: set.value, path: path, contexts: contexts + [set.key], token: token)
            }
        }
    }

    /// `metadata` is where the description and deprecation are written when not on `object` (a Spectrum token's
    /// `sets` holder).
    private mutating func convertToken(_ object: JSONValue, path: [String], inheritedSchema: JSONValue? = nil,
                                       metadata: JSONValue? = nil) -> JSONValue? {
        let name = path.joined(separator: ".")
        let schemaType = object["type"] == nil ? SpectrumTypes.name(in: object["$schema"] ?? inheritedSchema) : nil
        let legacyType = object["type"]?.string ?? schemaType
        let value = object["value"]!
        let names = schemaType == nil ? LegacyValueAlignment.types : SpectrumTypes.types
        var type = legacyType.flatMap { names[$0] }
        if legacyType == nil || legacyType == "alias", CurlyReference.path(in: value.string ?? "") != nil {
            type = nil
        } else if legacyType == nil, path.dropLast().contains(where: { ["color", "colors"].contains($0.lowercased()) }) {
            // Style Dictionary's category/type/item convention: tokens in a `color` category are colours.
            type = .color
        } else if type == nil, let legacyType, Self.nonAppearanceTypes[legacyType] != nil {
            skipped.append(SkippedToken(path: name, originalType: legacyType, location: object.location))
            if let index = passedOver.firstIndex(where: { $0.type == legacyType }) { passedOver[index].count += 1 } else {
                passedOver.append((legacyType, object.location, 1))
            }
            return nil
        } else if type == nil {
            let reason = schemaType.flatMap { SpectrumTypes.skipped[$0] }
                ?? legacyType.map { "type '\($0)' has no DTCG equivalent" } ?? "it has no type"
            log.warning("unsupported", at: object.location, "token '\(name)' is skipped: \(reason)")
            skipped.append(SkippedToken(path: name, originalType: legacyType, location: object.location))
            return nil
        }
        var members: [(String, JSONValue)] = []
        var notes: [(String, JSONValue)] = []
        if let legacyType { notes.append(("originalType", .string(legacyType, at: object.location))) }
        if let type {
            let aligned = LegacyValueAlignment.align(value, as: type, legacyType: legacyType, sizes: &sizes)
            members.append(("$type", .string(type.rawValue, at: object["type"]?.location ?? object.location)))
            members.append(("$value", aligned.value))
            if let modifier = object["$extensions"]?["studio.tokens"]?["modify"]?["type"]?.string {
                notes.append(("unsupported", .string("the Tokens Studio colour modifier '\(modifier)'", at: object.location)))
            } else if let reason = aligned.unsupported {
                notes.append(("unsupported", .string(reason, at: value.location)))
            }
            if let expression = aligned.expression { notes.append(("expression", .string(expression, at: value.location))) }
        } else {
            members.append(("$value", value))
        }
        func described(_ key: String) -> JSONValue? { object[key] ?? metadata?[key] }
        if let description = described("description") ?? described("comment"), description.string != nil {
            members.append(("$description", description))
        }
        if let deprecated = described("deprecated"), deprecated.bool == true {
            members.append(("$deprecated", Self.deprecation(described("deprecated_comment"), renamed: described("renamed")) ?? deprecated))
        }
        var extensions = object["$extensions"]?.object.map { $0.map { ($0.key, $0.value) } } ?? []
        if !notes.isEmpty { extensions.append((LegacyNotes.extensionKey, .object(notes, at: object.location))) }
        if !extensions.isEmpty { members.append(("$extensions", .object(extensions, at: object.location))) }
        return .object(members, at: object.location)
    }

    /// Style Dictionary's `deprecated_comment`, else Spectrum's `renamed` (the token's new name), as the reason.
    private static func deprecation(_ comment: JSONValue?, renamed: JSONValue?) -> JSONValue? {
        if let comment, comment.string != nil { return comment }
        guard let renamed, let name = renamed.string else { return nil }
        return .string("renamed to '\(name)'", at: renamed.location)
    }
}
