/// Reads Style Dictionary files and Tokens Studio token sets (`value`/`type`/`description`
/// leaves), converting them to DTCG trees through `LegacyValueAlignment`. Adobe Spectrum's
/// `sets` (per-theme values of one token) become per-mode layers.
struct LegacyTokenReader {
    private let path: String
    private var base: [JSONValue.Member] = []
    /// Spectrum set name → the tokens defined for it, as (path, token) pairs in source order.
    private var contextTokens: [(context: String, path: [String], token: JSONValue)] = []
    private var skipped: [SkippedToken] = []
    private var usesTokensStudioTypes = false
    private var log = DiagnosticLog()

    private static let tokensStudioOnlyTypes: Set = ["sizing", "spacing", "borderRadius", "borderWidth", "fontSizes", "fontFamilies",
                                                     "fontWeights", "lineHeights", "boxShadow", "paragraphSpacing", "composition", "math"]

    private init(path: String) {
        self.path = path
    }

    /// Whether any object has a legacy `value` member (content detection).
    static func looksLikeLegacy(_ json: JSONValue, depth: Int = 0) -> Bool {
        guard depth < 64, let members = json.object else { return false }
        if json["value"] != nil { return true }
        return members.contains { looksLikeLegacy($0.value, depth: depth + 1) }
    }

    static func read(_ root: JSONValue, path: String, log: inout DiagnosticLog) -> TokenDocument {
        var reader = LegacyTokenReader(path: path)
        let members = reader.convertGroup(root, path: [])
        log.add(contentsOf: reader.log.entries)
        return reader.document(root: JSONValue(kind: .object(members), location: root.location))
    }

    /// The converted tree of one Tokens Studio set (used by the themes and metadata readers).
    static func convert(_ root: JSONValue, path: String, log: inout DiagnosticLog) -> (tree: JSONValue, skipped: [SkippedToken]) {
        var reader = LegacyTokenReader(path: path)
        let members = reader.convertGroup(root, path: [])
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
                for set in sets where set.value["value"] != nil {
                    if let token = convertToken(set.value, path: childPath, inheritedSchema: member.value["$schema"]) {
                        contextTokens.append((set.key, childPath, token))
                    }
                }
            } else {
                let children = convertGroup(member.value, path: childPath)
                members.append(JSONValue.Member(key: member.key, keyLocation: member.keyLocation,
                                                value: JSONValue(kind: .object(children), location: member.value.location)))
            }
        }
        return members
    }

    private mutating func convertToken(_ object: JSONValue, path: [String], inheritedSchema: JSONValue? = nil) -> JSONValue? {
        let name = path.joined(separator: ".")
        let legacyType = object["type"]?.string ?? Self.schemaType(object["$schema"] ?? inheritedSchema)
        if let legacyType, Self.tokensStudioOnlyTypes.contains(legacyType) { usesTokensStudioTypes = true }
        if object["$extensions"]?["studio.tokens"] != nil { usesTokensStudioTypes = true }
        let value = object["value"]!
        var type = legacyType.flatMap { LegacyValueAlignment.types[$0] }
        if legacyType == nil || legacyType == "alias", CurlyReference.path(in: value.string ?? "") != nil {
            type = nil
        } else if legacyType == nil, path.dropLast().contains(where: { ["color", "colors"].contains($0.lowercased()) }) {
            // Style Dictionary's category/type/item convention: tokens in a `color` category are colours.
            type = .color
        } else if type == nil {
            let reason = legacyType.map { "type '\($0)' has no DTCG equivalent" } ?? "it has no type"
            log.report(UnsupportedDiagnostic.self, at: object.location, "token '\(name)' is skipped: \(reason)")
            skipped.append(SkippedToken(path: name, originalType: legacyType, location: object.location))
            return nil
        }
        var members: [(String, JSONValue)] = []
        var notes: [(String, JSONValue)] = []
        if let legacyType { notes.append(("originalType", .string(legacyType, at: object.location))) }
        if let type {
            let aligned = LegacyValueAlignment.align(value, as: type, legacyType: legacyType)
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
        if let description = object["description"] ?? object["comment"], description.string != nil {
            members.append(("$description", description))
        }
        if let deprecated = object["deprecated"], deprecated.bool == true {
            members.append(("$deprecated", object["deprecated_comment"].flatMap { $0.string != nil ? $0 : nil } ?? deprecated))
        }
        var extensions = object["$extensions"]?.object.map { $0.map { ($0.key, $0.value) } } ?? []
        if !notes.isEmpty { extensions.append((LegacyNotes.extensionKey, .object(notes, at: object.location))) }
        if !extensions.isEmpty { members.append(("$extensions", .object(extensions, at: object.location))) }
        return .object(members, at: object.location)
    }

    /// Spectrum names the type in a schema URL: `…/token-types/color.json` → `color`.
    private static func schemaType(_ schema: JSONValue?) -> String? {
        guard let url = schema?.string, url.hasSuffix(".json"), let slash = url.lastIndex(of: "/") else { return nil }
        return String(url[url.index(after: slash)...].dropLast(".json".count))
    }
}
