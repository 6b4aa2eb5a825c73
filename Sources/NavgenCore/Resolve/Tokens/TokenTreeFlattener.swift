/// Walks a merged DTCG tree into a flat list of tokens, checking structure as it goes: names,
/// token versus group, `$type`, `$description`, `$deprecated`, `$extensions`, `$root` and `$extends`.
struct TokenTreeFlattener {
    /// What a group passes down to its members.
    struct Inherited: Equatable {
        var type: Located<TokenType>?
        var deprecated: String?
    }

    static let groupProperties: Set = ["$type", "$description", "$deprecated", "$extensions", "$extends", "$root"]
    static let tokenProperties: Set = ["$value", "$type", "$description", "$deprecated", "$extensions", "$ref"]

    let root: JSONValue
    private(set) var tokens: [RawToken] = []
    var log = DiagnosticLog()
    /// Groups whose `$extends` is being expanded, to report cycles instead of recursing forever.
    private var extending: [String] = []
    /// Longer `$extends` chains are reported instead of followed: each link is a level of recursion.
    static let maximumExtendsDepth = 64
    /// The JSON reader bounds nesting, but chains of `$extends` copies can nest deeper; the walk bounds it too.
    static let maximumGroupDepth = 256
    /// `$extends` copies can double a tree at each level, like entities in a billion-laughs document; the
    /// walk visits at most this many groups in all.
    static let maximumGroups = 20_000
    private var walked = 0
    /// The locations of the groups being walked, root first.
    private var walking: Set<SourceLocation> = []
    /// `$extends` targets already looked up (nil: not found).
    private var groups: [String: (JSONValue, Located<TokenType>?)?] = [:]

    init(root: JSONValue) {
        self.root = root
    }

    /// Flattens the whole tree, reporting structural problems.
    static func flatten(_ root: JSONValue, log: inout DiagnosticLog) -> [RawToken] {
        var flattener = TokenTreeFlattener(root: root)
        guard root.object != nil else {
            log.report(.invalidToken, at: root.location, "a token file must be a JSON object (a group), found \(root.kindName)")
            return []
        }
        flattener.walkGroup(root, path: [], inherited: Inherited())
        log.add(contentsOf: flattener.log.entries)
        return flattener.tokens
    }

    private mutating func walkGroup(_ group: JSONValue, path: [String], inherited: Inherited) {
        guard let (members, inherited) = enter(group, path: path, inherited: inherited) else { return }
        defer { walking.remove(group.location) }
        // Token names are built from the group's once: most members of a large group are tokens.
        let prefix = path.isEmpty ? "" : path.joined(separator: ".") + "."
        for member in members {
            visit(member, path: path, prefix: prefix, inherited: inherited)
        }
    }

    /// Checks a group's own properties and returns its members with what they inherit; nil when the group is not
    /// walked (a cycle or a limit, reported). The group's location is then in `walking` until the caller removes it.
    private mutating func enter(_ group: JSONValue, path: [String], inherited: Inherited) -> ([JSONValue.Member], Inherited)? {
        // A copy made by `$extends` keeps its original's location, so meeting a location again below itself
        // means the copies repeat (`A` extends `B`, `B.x` extends `A`: `B.x.x.x…`).
        guard !walking.contains(group.location) else {
            log.report(.referenceCycle, at: group.location,
                       "'\(path.joined(separator: "."))' repeats the group it is copied from: an \"$extends\" brings back a group that contains it")
            return nil
        }
        guard path.count <= Self.maximumGroupDepth else {
            log.report(.referenceCycle, at: group.location,
                       "groups nest more than \(Self.maximumGroupDepth) deep at '\(path.prefix(3).joined(separator: "."))…'; navgen reads no deeper")
            return nil
        }
        walked += 1
        guard walked <= Self.maximumGroups else {
            if walked == Self.maximumGroups + 1 {
                log.report(.referenceCycle, at: group.location,
                           "the groups expand to more than \(Self.maximumGroups) groups (\"$extends\" copies included); navgen reads no more")
            }
            return nil
        }
        walking.insert(group.location)
        var inherited = inherited
        let members = effectiveMembers(of: group, path: path)
        if let member = members.first(where: { $0.key == "$type" }), let type = TokenTypeName.parse(member, log: &log) {
            inherited.type = Located(type, at: member.value.location)
        }
        if let deprecated = group["$deprecated"] { inherited.deprecated = parseDeprecated(deprecated, inherited: inherited.deprecated) }
        checkDescription(group["$description"])
        checkExtensions(group["$extensions"])
        let hasChildren = members.contains { !Self.isProperty($0.key) || $0.key == "$root" }
        if !hasChildren, group.member("$type") != nil, !path.isEmpty {
            log.report(.noEffect, at: group.location,
                       "group '\(path.joined(separator: "."))' is empty; if it is meant to be a token, add \"$value\"")
        }
        return (members, inherited)
    }

    /// One member of the group at `path`: a property, a token or a group walked in turn. Its problems are problems in
    /// that token or group (a group's property: in the group), unless a deeper walk already placed them.
    private mutating func visit(_ member: JSONValue.Member, path: [String], prefix: String, inherited: Inherited) {
        let start = log.entries.count
        visitMember(member, path: path, prefix: prefix, inherited: inherited)
        if log.entries.count > start {
            let isGroupProperty = Self.isProperty(member.key) && member.key != "$root"
            log.attribute(since: start, toToken: isGroupProperty ? String(prefix.dropLast()) : prefix + member.key)
        }
    }

    private mutating func visitMember(_ member: JSONValue.Member, path: [String], prefix: String, inherited: Inherited) {
        if Self.isProperty(member.key) {
            checkGroupProperty(member, isRoot: path.isEmpty)
            if member.key != "$root" { return }
        } else if let problem = Self.nameProblem(member.key) {
            log.report(.invalidToken, at: member.keyLocation, "invalid token or group name '\(member.key)': \(problem)")
            return
        }
        guard member.value.isObject else {
            log.report(.invalidToken, at: member.value.location,
                       "'\(prefix + member.key)' must be a token (an object with \"$value\") or a group (an object), found \(member.value.kindName)")
            return
        }
        if member.value.isToken {
            readToken(member, name: prefix + member.key, inherited: inherited)
        } else if member.key == "$root" {
            log.report(.invalidToken, at: member.keyLocation, "'$root' is reserved for a token; give it a \"$value\"")
        } else {
            walkGroup(member.value, path: path + [member.key], inherited: inherited)
        }
    }

    /// `key.hasPrefix("$")`, answered from the first byte for the many keys that cannot start with `$`.
    static func isProperty(_ key: String) -> Bool {
        key.utf8.first == UInt8(ascii: "$") && key.hasPrefix("$")
    }

    /// The properties a token object may have, each the first of its key; one pass over the object finds them all.
    private struct TokenProperties {
        var value: JSONValue?
        var reference: JSONValue.Member?
        var type: JSONValue.Member?
        var description: JSONValue?
        var deprecated: JSONValue?
        var extensions: JSONValue?
        var resolveOnly: JSONValue?
    }

    private mutating func readToken(_ member: JSONValue.Member, name: String, inherited: Inherited) {
        let object = member.value
        var properties = TokenProperties()
        let children = object.object ?? []
        // By index: iterating would copy every member, retaining all it holds, to read its key.
        for index in children.indices {
            switch children[index].key {
            case "$value": if properties.value == nil { properties.value = children[index].value }
            case "$ref": if properties.reference == nil { properties.reference = children[index] }
            case "$type": if properties.type == nil { properties.type = children[index] }
            case "$description": if properties.description == nil { properties.description = children[index].value }
            case "$deprecated": if properties.deprecated == nil { properties.deprecated = children[index].value }
            case "$extensions": if properties.extensions == nil { properties.extensions = children[index].value }
            case LegacyNotes.resolveOnlyKey: if properties.resolveOnly == nil { properties.resolveOnly = children[index].value }
            default: reportUnknownMember(children[index], of: name)
            }
        }
        if properties.value != nil, let reference = properties.reference {
            log.report(.invalidToken, at: reference.keyLocation, "'\(name)' has both \"$value\" and \"$ref\"; keep one")
        }
        var token = RawToken(path: name, value: properties.value ?? object, location: member.keyLocation)
        token.groupType = inherited.type
        if let typeMember = properties.type { token.ownType = TokenTypeName.parse(typeMember, log: &log) }
        token.setRare(description: checkDescription(properties.description),
                      deprecated: properties.deprecated.map { parseDeprecated($0, inherited: inherited.deprecated) } ?? inherited.deprecated,
                      extensions: checkExtensions(properties.extensions))
        token.resolveOnly = properties.resolveOnly?.bool == true
        tokens.append(token)
    }

    private mutating func reportUnknownMember(_ child: JSONValue.Member, of name: String) {
        if Self.isProperty(child.key) {
            let hint = child.key == "$extends" ? "; \"$extends\" belongs on groups only" : Suggestion.hint(for: child.key, in: Self.tokenProperties)
            log.report(.unknownName, at: child.keyLocation, "unknown token property '\(child.key)' on '\(name)'\(hint)")
        } else if child.key == "alpha" {
            // Written by exporters older than 2025.10, which kept a colour's alpha beside its value.
            let alpha = child.value.number.map(formatNumber) ?? "0.5"
            log.report(.invalidToken, at: child.keyLocation,
                       "'alpha' beside \"$value\" on '\(name)' is a pre-2025.10 form that navgen does not apply; 2025.10 puts it inside "
                       + "the colour: \"$value\": {\"colorSpace\": \"srgb\", \"components\": [r, g, b], \"alpha\": \(alpha)}")
        } else {
            log.report(.invalidToken, at: child.keyLocation,
                       "'\(name)' has a \"$value\", so it is a token and cannot contain '\(child.key)'; move '\(child.key)' into a group")
        }
    }

    private mutating func checkGroupProperty(_ member: JSONValue.Member, isRoot: Bool) {
        if Self.groupProperties.contains(member.key) { return }
        // FILE-3 (docs/dtcg-requirements.md): a root `$schema` is neither a token nor a group.
        if isRoot, member.key == "$schema" { return }
        log.report(.unknownName, at: member.keyLocation,
                   "invalid name '\(member.key)': names must not begin with '$'\(Suggestion.hint(for: member.key, in: Self.groupProperties))")
    }

    @discardableResult
    private mutating func checkDescription(_ description: JSONValue?) -> String? {
        guard let description else { return nil }
        guard let text = description.string else {
            log.report(.invalidToken, at: description.location, "\"$description\" must be a string, found \(description.kindName)")
            return nil
        }
        return text
    }

    @discardableResult
    private mutating func checkExtensions(_ extensions: JSONValue?) -> JSONValue? {
        guard let extensions else { return nil }
        guard extensions.object != nil else {
            log.report(.invalidToken, at: extensions.location, "\"$extensions\" must be an object of vendor keys, found \(extensions.kindName)")
            return nil
        }
        return extensions
    }

    /// `true` is deprecated without a reason (an empty string), a string is the reason, `false` undoes a group's.
    private mutating func parseDeprecated(_ value: JSONValue, inherited: String?) -> String? {
        switch value.kind {
        case .bool(true): return ""
        case .bool(false): return nil
        case .string(let reason): return reason
        default:
            log.report(.invalidToken, at: value.location, "\"$deprecated\" must be true, false or a string, found \(value.kindName)")
            return inherited
        }
    }

    /// TOK-3: names must not begin with `$` and must not contain `{`, `}` or `.`.
    static func nameProblem(_ name: String) -> String? {
        if name.isEmpty { return "names must not be empty" }
        if name.hasPrefix("$") { return "names must not begin with '$'" }
        let scalars = name.unicodeScalars
        if scalars.contains(".") { return "names must not contain '.'" }
        if scalars.contains("{") || scalars.contains("}") { return "names must not contain '{' or '}'" }
        return nil
    }
}

// MARK: - $extends (GRP-3)

extension TokenTreeFlattener {
    /// The group's members with its `$extends` target merged underneath: the local entry wins, a
    /// local token replaces the inherited one as a whole, and new paths are added.
    private mutating func effectiveMembers(of group: JSONValue, path: [String]) -> [JSONValue.Member] {
        let local = group.object ?? []
        guard let extends = group.member("$extends") else { return local }
        let name = path.joined(separator: ".")
        guard let targetPath = extendsTarget(extends.value) else { return local }
        let targetName = targetPath.joined(separator: ".")
        if path.starts(with: targetPath) || extending.contains(targetName) {
            log.report(.referenceCycle, at: extends.value.location,
                       "'\(name)' extends '\(targetName)', which contains or extends it: \((extending + [name, targetName]).joined(separator: " → "))")
            return local
        }
        guard extending.count < Self.maximumExtendsDepth else {
            log.report(.referenceCycle, at: extends.value.location,
                       "'\(name)' extends a chain of more than \(Self.maximumExtendsDepth) groups; navgen follows no further")
            return local
        }
        guard let (target, targetType) = cachedGroup(targetPath) else {
            let groups = Self.groupPaths(in: root)
            let hint = Suggestion.closest(to: targetName, in: groups).map { "; did you mean '\($0)'?" } ?? ""
            log.report(.unresolvedReference, at: extends.value.location, "'\(name)' extends '\(targetName)', which does not exist\(hint)")
            return local
        }
        guard !target.isToken else {
            log.report(.invalidToken, at: extends.value.location, "\"$extends\" must name a group, but '\(targetName)' is a token")
            return local
        }
        extending.append(name)
        var inherited = effectiveMembers(of: target, path: targetPath)
        extending.removeLast()
        // DEC-12: the extended group's `$type` comes along unless the local group has its own.
        inherited.removeAll { $0.key == "$extends" || $0.key == "$description" || $0.key == "$extensions" }
        if let targetType, !inherited.contains(where: { $0.key == "$type" }) {
            inherited.append(JSONValue.Member(key: "$type", keyLocation: targetType.location,
                                              value: .string(targetType.value.rawValue, at: targetType.location)))
        }
        var discard = DiagnosticLog()
        return TokenTreeMerger.mergeMembers(inherited, local.filter { $0.key != "$extends" }, conflict: .override,
                                            path: path, log: &discard)
    }

    /// `"{group}"`, `"#/pointer"` or `{"$ref": "#/pointer"}`.
    private mutating func extendsTarget(_ value: JSONValue) -> [String]? {
        if let text = value.string, let path = CurlyReference.path(in: text) { return path.split(separator: ".", omittingEmptySubsequences: false).map(String.init) }
        if let pointer = value.string ?? value["$ref"]?.string, let segments = JSONPointer.segments(of: pointer) { return segments }
        log.report(.invalidToken, at: value.location, "\"$extends\" must be a reference to a group, such as \"{base}\" or {\"$ref\": \"#/base\"}")
        return nil
    }

    /// `lookUpGroup`, remembered: every link of every `$extends` chain looks its target up, and a lookup
    /// scans each object on the path, so without this a long chain in a large file costs quadratic time.
    private mutating func cachedGroup(_ path: [String]) -> (JSONValue, Located<TokenType>?)? {
        let key = path.joined(separator: "\u{0}")
        if let cached = groups[key] { return cached }
        let found = lookUpGroup(path)
        groups[key] = .some(found)
        return found
    }

    /// The group at a path and the `$type` it gets from itself or its nearest ancestor.
    private func lookUpGroup(_ path: [String]) -> (JSONValue, Located<TokenType>?)? {
        var current = root
        var type: Located<TokenType>?
        for segment in [""] + path {
            if !segment.isEmpty {
                guard let next = current[segment], next.object != nil else { return nil }
                current = next
            }
            if let typeValue = current["$type"], let name = typeValue.string, let parsed = TokenType(rawValue: name) {
                type = Located(parsed, at: typeValue.location)
            }
        }
        return (current, type)
    }

    static func groupPaths(in root: JSONValue, prefix: [String] = []) -> [String] {
        var paths: [String] = []
        for member in root.object ?? [] where !member.key.hasPrefix("$") && member.value.object != nil && !member.value.isToken {
            let path = prefix + [member.key]
            paths.append(path.joined(separator: "."))
            paths += groupPaths(in: member.value, prefix: path)
        }
        return paths
    }
}

/// Parses `$type` (TOK-6): one of the 13 types, case-sensitive.
enum TokenTypeName {
    static func parse(_ member: JSONValue.Member, log: inout DiagnosticLog) -> TokenType? {
        guard let name = member.value.string else {
            log.report(.invalidToken, at: member.value.location, "\"$type\" must be a string naming a token type, found \(member.value.kindName)")
            return nil
        }
        if let type = TokenType(rawValue: name) { return type }
        var hint = Suggestion.hint(for: name, in: TokenType.allCases.map(\.rawValue))
        // DEC-1: the spec's own example uses "string", which is not a type.
        if name == "string" { hint = "; 'string' appears in a specification example but is not a DTCG type (use fontFamily for names, or keep the value in $extensions)" }
        log.report(.invalidToken, at: member.value.location, "unknown token type '\(name)'\(hint)")
        return nil
    }
}
