/// Reads Style Dictionary files and Tokens Studio token sets (`value`/`type`/`description`
/// leaves, or Tokens Studio's DTCG-syntax export: `$value`/`$type` with Tokens Studio's type names),
/// converting them to DTCG trees through `LegacyValueAlignment`. Adobe Spectrum's `sets` (per-theme
/// values of one token) become per-mode layers.
struct LegacyTokenReader {
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

    private let path: String
    private let syntax: Syntax
    private var base: [JSONValue.Member] = []
    /// Spectrum set name → the tokens defined for it, as (path, token) pairs in source order.
    private var contextTokens: [(context: String, path: [String], token: JSONValue)] = []
    private var skipped: [SkippedToken] = []
    private var usesTokensStudioTypes = false
    private var log = DiagnosticLog()

    /// Type names only Tokens Studio uses: a file with one of them follows Tokens Studio's conventions.
    static let tokensStudioOnlyTypes: Set = ["sizing", "spacing", "borderRadius", "borderWidth", "fontSizes", "fontFamilies",
                                             "fontWeights", "lineHeights", "boxShadow", "paragraphSpacing", "paragraphIndent",
                                             "textCase", "textDecoration", "composition", "math"]

    private init(path: String, syntax: Syntax) {
        self.path = path
        self.syntax = syntax
    }

    /// Whether a `$value` file names a Tokens Studio type in some `$type` (Tokens Studio's DTCG-syntax export).
    static func usesTokensStudioTypes(_ json: JSONValue, depth: Int = 0) -> Bool {
        guard depth < 64, let members = json.object else { return false }
        if let type = json["$type"]?.string, tokensStudioOnlyTypes.contains(type) { return true }
        return members.contains { !$0.key.hasPrefix("$") && usesTokensStudioTypes($0.value, depth: depth + 1) }
    }

    /// Whether any object has a legacy `value` member (content detection).
    static func looksLikeLegacy(_ json: JSONValue, depth: Int = 0) -> Bool {
        guard depth < 64, let members = json.object else { return false }
        if json["value"] != nil { return true }
        return members.contains { looksLikeLegacy($0.value, depth: depth + 1) }
    }

    static func read(_ root: JSONValue, path: String, syntax: Syntax = .legacy, log: inout DiagnosticLog) -> TokenDocument {
        var reader = LegacyTokenReader(path: path, syntax: syntax)
        let members = reader.convertGroup(root, path: [], inheritedType: nil)
        log.add(contentsOf: reader.log.entries)
        return reader.document(root: JSONValue(kind: .object(members), location: root.location))
    }

    /// The converted tree of one Tokens Studio set (used by the themes and metadata readers).
    static func convert(_ root: JSONValue, path: String, syntax: Syntax = .legacy, log: inout DiagnosticLog) -> (tree: JSONValue, skipped: [SkippedToken]) {
        var reader = LegacyTokenReader(path: path, syntax: syntax)
        let members = reader.convertGroup(root, path: [], inheritedType: nil)
        log.add(contentsOf: reader.log.entries)
        return (JSONValue(kind: .object(members), location: root.location), reader.skipped)
    }

    private func document(root: JSONValue) -> TokenDocument {
        var layers = [TokenLayer(tree: root)]
        var contexts: [String] = []
        for entry in contextTokens where !contexts.contains(entry.context) { contexts.append(entry.context) }
        for context in contexts {
            // One running tree per set: merging each token into a copy of the whole tree so far is quadratic.
            var tree = TokenTreeAccumulator(.object([], at: root.location))
            var discard = DiagnosticLog()
            for entry in contextTokens where entry.context == context {
                tree.add(Self.nest(entry.token, at: entry.path), conflict: .override, log: &discard)
            }
            layers.append(TokenLayer(tree: tree.tree, contexts: [context]))
        }
        let format: DocumentFormat = usesTokensStudioTypes ? .tokensStudio : .styleDictionary
        let axes = contexts.isEmpty ? [] : [ModeAxis(name: "sets", contexts: contexts)]
        return TokenDocument(path: path, format: format, layers: layers, axes: axes, skippedTokens: skipped)
    }

    /// A token wrapped in groups so that it sits at `path` when merged.
    private static func nest(_ token: JSONValue, at path: [String]) -> JSONValue {
        var value = token
        for key in path.reversed() {
            value = JSONValue(kind: .object([JSONValue.Member(key: key, keyLocation: token.location, value: value)]), location: token.location)
        }
        return value
    }

    private mutating func convertGroup(_ group: JSONValue, path: [String], inheritedType: String?) -> [JSONValue.Member] {
        var members: [JSONValue.Member] = []
        let groupType = syntax == .dtcg ? group["$type"]?.string ?? inheritedType : nil
        for member in group.object ?? [] {
            // Style Dictionary ignores non-object members of groups (`$schema`, Fluent's `aliasOf`).
            guard member.value.object != nil, !member.key.hasPrefix("$") else { continue }
            let childPath = path + [member.key]
            if member.value[syntax.value] != nil {
                let token = convertToken(member.value, path: childPath, inheritedType: groupType)
                members.append(JSONValue.Member(key: member.key, keyLocation: member.keyLocation, value: token))
            } else if syntax == .legacy, let sets = member.value["sets"]?.object {
                for set in sets where set.value["value"] != nil {
                    contextTokens.append((set.key, childPath, convertToken(set.value, path: childPath, inheritedSchema: member.value["$schema"])))
                }
            } else {
                let children = convertGroup(member.value, path: childPath, inheritedType: groupType)
                members.append(JSONValue.Member(key: member.key, keyLocation: member.keyLocation,
                                                value: JSONValue(kind: .object(children), location: member.value.location)))
            }
        }
        return members
    }

    private mutating func convertToken(_ object: JSONValue, path: [String], inheritedType: String? = nil,
                                       inheritedSchema: JSONValue? = nil) -> JSONValue {
        let name = path.joined(separator: ".")
        let typeMember = object[syntax.type]
        let legacyType = typeMember?.string ?? inheritedType ?? Self.schemaType(object["$schema"] ?? inheritedSchema)
        if let legacyType, Self.tokensStudioOnlyTypes.contains(legacyType) { usesTokensStudioTypes = true }
        if object["$extensions"]?["studio.tokens"] != nil { usesTokensStudioTypes = true }
        let value = object[syntax.value]!
        var type = legacyType.flatMap { LegacyValueAlignment.types[$0] }
        if legacyType == nil || legacyType == "alias", CurlyReference.path(in: value.string ?? "") != nil {
            type = nil
        } else if legacyType == nil, path.dropLast().contains(where: { ["color", "colors"].contains($0.lowercased()) }) {
            // Style Dictionary's category/type/item convention: tokens in a `color` category are colours.
            type = .color
        } else if type == nil {
            let reason = legacyType.map { LegacyValueAlignment.skipReasons[$0] ?? "type '\($0)' has no DTCG equivalent" } ?? "it has no type"
            return skip(name, reason, type: legacyType, value: value, at: object.location)
        }
        var members: [(String, JSONValue)] = []
        var notes: [(String, JSONValue)] = []
        if let legacyType { notes.append(("originalType", .string(legacyType, at: object.location))) }
        if let type {
            if type == .color, let gradient = value.string, LegacyValueAlignment.isGradient(gradient) {
                return skip(name, "'\(gradient)' is a CSS gradient, which a DTCG colour cannot hold, and a bar colour is one colour",
                            type: legacyType, value: value, at: value.location)
            }
            if type == .dimension || type == .number, let values = LegacyValueAlignment.multipleValues(value) {
                return skip(name, "'\(values)' holds several values, as CSS shorthand does; a DTCG \(type.rawValue) is one value",
                            type: legacyType, value: value, at: value.location)
            }
            let aligned = LegacyValueAlignment.align(value, as: type, legacyType: legacyType)
            members.append(("$type", .string(type.rawValue, at: typeMember?.location ?? object.location)))
            members.append(("$value", aligned.value))
            if legacyType == "letterSpacing", let percent = LegacyValueAlignment.percentage(value) {
                // Typography tokens that reference it apply it to their size; alone it has no length.
                notes.append(("fontSizePercent", .number(percent, at: value.location)))
                members.append((LegacyNotes.resolveOnlyKey, JSONValue(kind: .bool(true), location: value.location)))
                // Resolved for the typography tokens that use it, but left out of the catalogue.
                let reason = "a letter spacing of \(formatNumber(percent))% is a share of a font size: typography tokens that use it apply it, "
                    + "but alone it has no length"
                log.report(UnsupportedDiagnostic.self, at: value.location, "token '\(name)' is skipped: \(reason)")
                skipped.append(SkippedToken(path: name, originalType: legacyType, location: value.location, reason: reason))
            } else if let reason = aligned.unsupported {
                notes.append(LegacyNotes.skip(UnsupportedDiagnostic.self, "token '\(name)': \(reason) is not supported", at: aligned.value.location))
            } else if let problem = aligned.invalid {
                notes.append(("invalid", .string(problem, at: value.location)))
            }
            if let expression = aligned.expression { notes.append(("expression", .string(expression, at: value.location))) }
            if let percent = aligned.letterSpacingPercent { notes.append(("letterSpacingPercent", .number(percent, at: value.location))) }
            if !aligned.defaulted.isEmpty {
                notes.append(("defaulted", .array(aligned.defaulted.map { .string($0, at: value.location) }, at: value.location)))
            }
        } else {
            members.append(("$value", value))
        }
        if let description = object[syntax.description] ?? object["comment"], description.string != nil {
            members.append(("$description", description))
        }
        if let deprecated = object[syntax.deprecated], deprecated.bool == true || deprecated.string != nil {
            members.append(("$deprecated", object["deprecated_comment"].flatMap { $0.string != nil ? $0 : nil } ?? deprecated))
        }
        var extensions = object["$extensions"]?.object.map { $0.map { ($0.key, $0.value) } } ?? []
        if !notes.isEmpty { extensions.append((LegacyNotes.extensionKey, .object(notes, at: object.location))) }
        if !extensions.isEmpty { members.append(("$extensions", .object(extensions, at: object.location))) }
        return .object(members, at: object.location)
    }

    /// A token navgen cannot represent, counted and kept with the note that skips it (`LegacyNotes.skip`): it is
    /// reported when resolved, and what refers to it is skipped with it instead of referring to nothing.
    private mutating func skip(_ name: String, _ reason: String, type: String?, value: JSONValue, at location: SourceLocation) -> JSONValue {
        skipped.append(SkippedToken(path: name, originalType: type, location: location, reason: reason))
        let note = LegacyNotes.skip(UnsupportedDiagnostic.self, "token '\(name)' is skipped: \(reason)", at: location)
        return .object([("$value", value), ("$extensions", .object([(LegacyNotes.extensionKey, .object([note], at: location))], at: location))],
                       at: location)
    }

    /// Spectrum names the type in a schema URL: `…/token-types/color.json` → `color`.
    private static func schemaType(_ schema: JSONValue?) -> String? {
        guard let url = schema?.string, url.hasSuffix(".json"), let slash = url.lastIndex(of: "/") else { return nil }
        return String(url[url.index(after: slash)...].dropLast(".json".count))
    }
}
