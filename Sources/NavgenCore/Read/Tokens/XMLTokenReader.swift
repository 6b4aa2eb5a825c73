/// Reads XML tokens (`*.tokens.xml`, root `<tokens>`; schema in XMLTokens.md) into DTCG trees:
/// groups carry `type`, `description` and `deprecated` down as DTCG groups do; a token's value is
/// its `value` attribute, its text, or `<value mode="…">` children, one per declared mode.
struct XMLTokenReader {
    private static let groupAttributes = ["name", "type", "description", "deprecated"]
    private static let tokenAttributes = ["name", "type", "value", "description", "deprecated"]

    private let path: String
    private var modes: [String] = []
    private var log = DiagnosticLog()
    /// Per-mode definitions, nested at their path when the document is assembled.
    private var modeTokens: [(mode: String, path: [String], token: JSONValue)] = []

    private init(path: String) {
        self.path = path
    }

    static func read(_ document: XMLDocument, log: inout DiagnosticLog) -> TokenDocument {
        var reader = XMLTokenReader(path: document.path)
        let root = document.root
        for attribute in root.attributes where attribute.name != "modes" {
            reader.log.report(.unknownName, at: attribute.location, "unknown attribute '\(attribute.name)' on <tokens>\(Suggestion.hint(for: attribute.name, in: ["modes"]))")
        }
        reader.modes = root.attribute("modes")?.split(separator: " ").map(String.init) ?? []
        let members = reader.members(of: root, path: [], type: nil)
        var layers = [TokenLayer(tree: JSONValue(kind: .object(members), location: root.location))]
        for mode in reader.modes {
            var tree = JSONValue.object([], at: root.location)
            var discard = DiagnosticLog()
            for entry in reader.modeTokens where entry.mode == mode {
                tree = TokenTreeMerger.merge(tree, Self.nest(entry.token, at: entry.path), conflict: .override, log: &discard)
            }
            layers.append(TokenLayer(tree: tree, contexts: [mode]))
        }
        log.add(contentsOf: reader.log.entries)
        let axes = reader.modes.isEmpty ? [] : [ModeAxis(name: "mode", contexts: reader.modes)]
        return TokenDocument(path: document.path, format: .xmlTokens, layers: layers, axes: axes)
    }

    private static func nest(_ token: JSONValue, at path: [String]) -> JSONValue {
        var value = token
        for key in path.reversed() {
            value = JSONValue(kind: .object([JSONValue.Member(key: key, keyLocation: token.location, value: value)]), location: token.location)
        }
        return value
    }

    private mutating func members(of element: XMLElement, path: [String], type: TokenType?) -> [JSONValue.Member] {
        var members: [JSONValue.Member] = []
        for child in element.children {
            guard let name = child.located("name") else {
                log.report(.invalidToken, at: child.location, "<\(child.name)> needs a \"name\"")
                continue
            }
            switch child.name {
            case "group":
                checkAttributes(child, allowed: Self.groupAttributes)
                let groupType = parseType(child) ?? type
                var groupMembers = properties(of: child)
                groupMembers += self.members(of: child, path: path + [name.value], type: groupType)
                members.append(JSONValue.Member(key: name.value, keyLocation: name.location,
                                                value: JSONValue(kind: .object(groupMembers), location: child.location)))
            case "token":
                checkAttributes(child, allowed: Self.tokenAttributes)
                if let token = readToken(child, path: path + [name.value], groupType: type) {
                    members.append(JSONValue.Member(key: name.value, keyLocation: name.location, value: token))
                }
            default:
                log.report(.unknownName, at: child.location, "unknown element <\(child.name)>\(Suggestion.hint(for: child.name, in: ["group", "token"])); expected <group> or <token>")
            }
        }
        return members
    }

    /// The token's mode-less definition (nil if it only has per-mode values, which go to `modeTokens`).
    private mutating func readToken(_ element: XMLElement, path: [String], groupType: TokenType?) -> JSONValue? {
        let type = parseType(element) ?? groupType
        let ownType = element.attribute("type") != nil ? type : nil
        var base: JSONValue?
        if let value = element.located("value") {
            base = tokenObject(element, value: value, type: type, ownType: ownType)
        } else if !element.text.trimming(" \n\t\r").isEmpty {
            base = tokenObject(element, value: Located(element.text.trimming(" \n\t\r"), at: element.location), type: type, ownType: ownType)
        }
        for child in element.children {
            guard child.name == "value" else {
                log.report(.unknownName, at: child.location, "unknown element <\(child.name)> in a token; expected <value mode=\"…\">")
                continue
            }
            let text = Located(child.text.trimming(" \n\t\r"), at: child.location)
            guard let mode = child.located("mode") else {
                if base != nil { log.report(.duplicateID, at: child.location, "token '\(path.joined(separator: "."))' has two values for every mode") }
                base = tokenObject(element, value: text, type: type, ownType: ownType)
                continue
            }
            guard modes.contains(mode.value) else {
                log.report(.invalidToken, at: mode.location,
                           "mode '\(mode.value)' is not declared in <tokens modes=\"…\">\(Suggestion.hint(for: mode.value, in: modes))")
                continue
            }
            modeTokens.append((mode.value, path, tokenObject(element, value: text, type: type, ownType: ownType)))
        }
        if base == nil, !modeTokens.contains(where: { $0.path == path }) {
            log.report(.invalidToken, at: element.location, "token '\(path.joined(separator: "."))' has no value")
        }
        return base
    }

    private func tokenObject(_ element: XMLElement, value: Located<String>, type: TokenType?, ownType: TokenType?) -> JSONValue {
        var members: [(String, JSONValue)] = []
        if let ownType { members.append(("$type", .string(ownType.rawValue, at: element.location(of: "type")))) }
        let (json, skip) = XMLTokenValue.json(value, type: type)
        members.append(("$value", json))
        let extra = properties(of: element)
        members += extra.map { ($0.key, $0.value) }
        if let skip { members.append(("$extensions", .object([(LegacyNotes.extensionKey, .object([skip], at: value.location))], at: value.location))) }
        return .object(members, at: element.location)
    }

    /// `$type`, `$description` and `$deprecated` members from the attributes.
    private func properties(of element: XMLElement) -> [JSONValue.Member] {
        var members: [JSONValue.Member] = []
        if element.name == "group", let type = element.located("type") {
            members.append(JSONValue.Member(key: "$type", keyLocation: type.location, value: .string(type.value, at: type.location)))
        }
        if let description = element.located("description") {
            members.append(JSONValue.Member(key: "$description", keyLocation: description.location, value: .string(description.value, at: description.location)))
        }
        if let deprecated = element.located("deprecated") {
            let value: JSONValue = switch deprecated.value {
            case "true": JSONValue(kind: .bool(true), location: deprecated.location)
            case "false": JSONValue(kind: .bool(false), location: deprecated.location)
            default: .string(deprecated.value, at: deprecated.location)
            }
            members.append(JSONValue.Member(key: "$deprecated", keyLocation: deprecated.location, value: value))
        }
        return members
    }

    private mutating func parseType(_ element: XMLElement) -> TokenType? {
        guard let type = element.located("type") else { return nil }
        let member = JSONValue.Member(key: "$type", keyLocation: type.location, value: .string(type.value, at: type.location))
        return TokenTypeName.parse(member, log: &log)
    }

    private mutating func checkAttributes(_ element: XMLElement, allowed: [String]) {
        for attribute in element.attributes where !allowed.contains(attribute.name) {
            log.report(.unknownName, at: attribute.location,
                       "unknown attribute '\(attribute.name)' on <\(element.name)>\(Suggestion.hint(for: attribute.name, in: allowed))")
        }
    }
}
