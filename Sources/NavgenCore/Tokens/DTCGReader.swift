/// Reads a DTCG (Design Tokens Format Module) JSON document into raw tokens.
public enum DTCGReader {
    public static func read(_ root: JSONValue, path: String, log: inout DiagnosticLog) -> TokenFile {
        var tokens: [RawToken] = []
        guard root.object != nil else {
            log.error("invalid-value", at: root.location, "a token file must be a JSON object (a group), found \(root.kindName)")
            return TokenFile(path: path, format: .dtcg, tokens: [])
        }
        walkGroup(root, path: [], inheritedType: nil, into: &tokens, log: &log)
        return TokenFile(path: path, format: .dtcg, tokens: tokens)
    }

    private static func walkGroup(_ group: JSONValue, path: [String], inheritedType: TokenType?,
                                  into tokens: inout [RawToken], log: inout DiagnosticLog) {
        guard let members = group.object else { return }
        var groupType = inheritedType
        if let typeMember = group.member("$type") {
            groupType = parseType(typeMember, log: &log) ?? inheritedType
        }
        for member in members {
            if member.key.hasPrefix("$") { continue }
            if let problem = nameProblem(member.key) {
                log.error("invalid-value", at: member.keyLocation, "invalid token or group name '\(member.key)': \(problem)")
                continue
            }
            let childPath = path + [member.key]
            guard member.value.object != nil else {
                log.error("invalid-value", at: member.value.location,
                          "'\(childPath.joined(separator: "."))' must be a token (an object with \"$value\") or a group (an object), found \(member.value.kindName)")
                continue
            }
            if member.value["$value"] != nil {
                if let token = readToken(member, path: childPath, groupType: groupType, log: &log) { tokens.append(token) }
            } else {
                walkGroup(member.value, path: childPath, inheritedType: groupType, into: &tokens, log: &log)
            }
        }
    }

    private static func readToken(_ member: JSONValue.Member, path: [String], groupType: TokenType?,
                                  log: inout DiagnosticLog) -> RawToken? {
        let object = member.value
        guard let value = object["$value"] else { return nil }
        for child in object.object ?? [] where !child.key.hasPrefix("$") {
            log.error("invalid-value", at: child.keyLocation,
                      "'\(path.joined(separator: "."))' has a \"$value\", so it is a token and cannot contain '\(child.key)'; move '\(child.key)' into a group")
        }
        var token = RawToken(path: path.joined(separator: "."), value: value, location: member.keyLocation)
        token.groupType = groupType
        if let typeMember = object.member("$type") { token.ownType = parseType(typeMember, log: &log) }
        if let description = object["$description"] {
            if let text = description.string {
                token.description = text
            } else {
                log.error("invalid-value", at: description.location, "\"$description\" must be a string, found \(description.kindName)")
            }
        }
        if let deprecated = object["$deprecated"] {
            switch deprecated.kind {
            case .bool(true): token.deprecated = ""
            case .bool(false): break
            case .string(let reason): token.deprecated = reason
            default: log.error("invalid-value", at: deprecated.location, "\"$deprecated\" must be a boolean or a string")
            }
        }
        token.extensions = object["$extensions"]
        return token
    }

    static func parseType(_ member: JSONValue.Member, log: inout DiagnosticLog) -> TokenType? {
        guard let name = member.value.string else {
            log.error("invalid-value", at: member.value.location, "\"$type\" must be a string naming a token type, found \(member.value.kindName)")
            return nil
        }
        guard let type = TokenType(rawValue: name) else {
            log.error("invalid-value", at: member.value.location,
                      "unknown token type '\(name)'\(Suggestion.hint(for: name, in: TokenType.allCases.map(\.rawValue)))")
            return nil
        }
        return type
    }

    private static func nameProblem(_ name: String) -> String? {
        if name.isEmpty { return "names must not be empty" }
        if name.contains(".") { return "names must not contain '.'" }
        if name.contains("{") || name.contains("}") { return "names must not contain '{' or '}'" }
        return nil
    }
}
