/// Walks a merged DTCG tree into a flat list of tokens, checking structure as it goes: names,
/// token versus group, `$type`, `$description`, `$deprecated`, `$extensions`, `$root` and `$extends`.
struct TokenTreeFlattener {
    /// What a group passes down to its members.
    struct Inherited: Hashable {
        var type: Located<TokenType>?
        var deprecated: String?
        /// A group's `"$type": "string"`, nearer than `type`: whether it applies is decided once every token is known.
        var string: StringDeclaration?
    }

    static let groupProperties: Set = ["$type", "$description", "$deprecated", "$extensions", "$extends", "$root"]
    static let tokenProperties: Set = ["$value", "$type", "$description", "$deprecated", "$extensions", "$ref"]

    let root: JSONValue
    private(set) var tokens: [RawToken] = []
    var log = DiagnosticLog()
    /// The tokens typed `string`, by index, and where it is written: typed so once every mode's tokens are known (DEC-16).
    private var strings: [(index: Int, declaration: StringDeclaration)] = []
    /// Tokens the walk cannot read under the name they are written with (`spacing.0.5`, `$link`): skipped, and said so.
    private var unread: [TokenSkip] = []
    /// The written paths of the groups whose `$extends` is being expanded, to report cycles instead of recursing forever.
    var extending: [String] = []
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
    var groups: [String: (JSONValue, Located<TokenType>?)?] = [:]
    /// How many walks stopped short because of where they were (a group repeating one that contains it, a limit): a
    /// copy walked without stopping short walks the same wherever else `$extends` copies it.
    var cuts = 0
    /// Copies whose walk found no token and stopped nowhere: another copy of the same would find nothing more.
    private var emptyCopies: Set<GroupCopy> = []
    /// Where a reference cycle was reported: once per place, however many copies of the group reach it.
    private var cyclePlaces: Set<SourceLocation> = []

    /// A group that `$extends` copied, as a walk meets it: met again through another copy, it walks the same.
    private struct GroupCopy: Hashable {
        var location: SourceLocation
        var written: [String]
        var inherited: Inherited
    }

    init(root: JSONValue) {
        self.root = root
    }

    /// Flattens the whole tree alone, reporting structural problems.
    static func flatten(_ root: JSONValue, log: inout DiagnosticLog) -> [RawToken] {
        let flattened = walk(root, log: &log)
        return flattened.typed(reaching: BarKeywordTokens.reached(in: [flattened]), log: &log)
    }

    /// Flattens the whole tree, reporting structural problems, with its `string` types still to decide.
    static func walk(_ root: JSONValue, log: inout DiagnosticLog) -> Flattened {
        var flattener = TokenTreeFlattener(root: root)
        guard root.object != nil else {
            log.report(.invalidToken, at: root.location, "a token file must be a JSON object (a group), found \(root.kindName)")
            return Flattened(tokens: [], strings: [], unread: [])
        }
        flattener.walkGroup(root, path: [], written: nil, inherited: Inherited())
        log.add(contentsOf: flattener.log.entries)
        return Flattened(tokens: flattener.tokens, strings: flattener.strings, unread: flattener.unread)
    }

    /// Walks the group at `path`; `written` is where it is written when `$extends` copied it there.
    private mutating func walkGroup(_ group: JSONValue, path: [String], written: [String]?, inherited: Inherited) {
        guard let written else { return walkMembers(of: group, path: path, written: nil, inherited: inherited) }
        let copy = GroupCopy(location: group.location, written: written, inherited: inherited)
        guard !emptyCopies.contains(copy) else { return }
        let (found, stopped) = (tokens.count, cuts)
        walkMembers(of: group, path: path, written: written, inherited: inherited)
        if tokens.count == found && cuts == stopped { emptyCopies.insert(copy) }
    }

    private mutating func walkMembers(of group: JSONValue, path: [String], written: [String]?, inherited: Inherited) {
        guard let (members, inherited) = enter(group, path: path, written: written, inherited: inherited) else { return }
        defer { walking.remove(group.location) }
        // Token names are built from the group's once: most members of a large group are tokens.
        let prefix = path.isEmpty ? "" : path.joined(separator: ".") + "."
        for member in members.members {
            let writtenIn = members.inheritedFrom.isEmpty ? written : members.inheritedFrom[member.key] ?? written
            visit(member, path: path, writtenIn: writtenIn, prefix: prefix, inherited: inherited)
        }
    }

    /// Reports a reference cycle, or a limit that stands for one, once per place.
    mutating func reportCycle(at location: SourceLocation, _ message: String) {
        guard cyclePlaces.insert(location).inserted else { return }
        log.report(.referenceCycle, at: location, message)
    }

    /// Checks a group's own properties and returns its members with what they inherit; nil when the group is not
    /// walked (a cycle or a limit, reported). The group's location is then in `walking` until the caller removes it.
    private mutating func enter(_ group: JSONValue, path: [String], written: [String]?,
                                inherited: Inherited) -> (GroupMembers, Inherited)? {
        // A copy made by `$extends` keeps its original's location, so meeting a location again below itself
        // means the copies repeat (`A` extends `B`, `B.x` extends `A`: `B.x.x.x…`).
        guard !walking.contains(group.location) else {
            cuts += 1
            reportCycle(at: group.location,
                        "'\((written ?? path).joined(separator: "."))' repeats the group it is copied from: an \"$extends\" brings back a group that contains it")
            return nil
        }
        guard path.count <= Self.maximumGroupDepth else {
            cuts += 1
            reportCycle(at: group.location,
                        "groups nest more than \(Self.maximumGroupDepth) deep at '\(path.prefix(3).joined(separator: "."))…'; navgen reads no deeper")
            return nil
        }
        walked += 1
        guard walked <= Self.maximumGroups else {
            cuts += 1
            if walked == Self.maximumGroups + 1 {
                reportCycle(at: group.location,
                            "the groups expand to more than \(Self.maximumGroups) groups (\"$extends\" copies included); navgen reads no more")
            }
            return nil
        }
        walking.insert(group.location)
        var inherited = inherited
        let members = effectiveMembers(of: group, path: path, written: written ?? path)
        if let member = members.members.first(where: { $0.key == "$type" }) {
            if member.value.string == TokenType.string.rawValue {
                inherited.string = StringDeclaration(location: member.value.location, owner: path.joined(separator: "."), isGroup: true)
            } else if let type = TokenTypeName.parse(member, log: &log) {
                inherited.type = Located(type, at: member.value.location)
                inherited.string = nil
            }
        }
        // The group's own, or one `$extends` brings from the group it copies ("all tokens and properties").
        if let deprecated = members.members.first(where: { $0.key == "$deprecated" })?.value {
            inherited.deprecated = parseDeprecated(deprecated, inherited: inherited.deprecated)
        }
        checkDescription(group["$description"])
        checkExtensions(group["$extensions"])
        let hasChildren = members.members.contains { !Self.isProperty($0.key) || $0.key == "$root" }
        if !hasChildren, group.member("$type") != nil, !path.isEmpty {
            log.report(.noEffect, at: group.location,
                       "group '\((written ?? path).joined(separator: "."))' is empty; if it is meant to be a token, add \"$value\"")
        }
        return (members, inherited)
    }

    /// One member of the group at `path`: a property, a token or a group walked in turn. Its problems are problems in
    /// that token or group (a group's property: in the group), unless a deeper walk already placed them.
    /// `writtenIn` is the path of the group the member is written in, when `$extends` copied it.
    private mutating func visit(_ member: JSONValue.Member, path: [String], writtenIn: [String]?, prefix: String, inherited: Inherited) {
        let start = log.entries.count
        visitMember(member, path: path, writtenIn: writtenIn, prefix: prefix, inherited: inherited)
        if log.entries.count > start {
            let isGroupProperty = Self.isProperty(member.key) && member.key != "$root"
            log.attribute(since: start, toToken: isGroupProperty ? String(prefix.dropLast()) : prefix + member.key)
        }
    }

    private mutating func visitMember(_ member: JSONValue.Member, path: [String], writtenIn: [String]?, prefix: String, inherited: Inherited) {
        let copyOf = writtenIn.map { $0 + [member.key] }
        if Self.isProperty(member.key) {
            let start = log.entries.count
            checkGroupProperty(member, isRoot: path.isEmpty)
            if log.entries.count > start { skipTokens(in: member.value, at: prefix + member.key, because: log.entries[start]) }
            if member.key != "$root" { return }
        } else if let problem = Self.nameProblem(member.key) {
            log.report(.invalidToken, at: member.keyLocation, "invalid token or group name '\(member.key)': \(problem)")
            skipTokens(in: member.value, at: prefix + member.key, because: log.entries[log.entries.count - 1])
            return
        }
        guard member.value.isObject else {
            log.report(.invalidToken, at: member.value.location,
                       "'\(copyOf?.joined(separator: ".") ?? prefix + member.key)' must be a token (an object with \"$value\") or a group (an object), found \(member.value.kindName)")
            return
        }
        if member.value.isToken {
            readToken(member, name: prefix + member.key, copyOf: copyOf?.joined(separator: "."), inherited: inherited)
        } else if member.key == "$root" {
            log.report(.invalidToken, at: member.keyLocation, "'$root' is reserved for a token; give it a \"$value\"")
        } else {
            walkGroup(member.value, path: path + [member.key], written: copyOf, inherited: inherited)
        }
    }

    /// Counts the tokens written in `value`, which the walk does not read, as skipped for `problem`.
    private mutating func skipTokens(in value: JSONValue, at path: String, because problem: Diagnostic) {
        unread += value.tokenPaths(at: path).map { TokenSkip(path: $0, problem: problem) }
    }

    /// `key.hasPrefix("$")`, answered from the first byte for the many keys that cannot start with `$`.
    static func isProperty(_ key: String) -> Bool {
        key.utf8.first == UInt8(ascii: "$") && key.hasPrefix("$")
    }

    /// Where the properties a token object may have are among its members, each the first of its key: one pass over
    /// the object finds them all, and only those the token has are copied out of it.
    private struct TokenProperties {
        var value: Int?
        var reference: Int?
        var type: Int?
        var description: Int?
        var deprecated: Int?
        var extensions: Int?
        var resolveOnly: Int?
        var pixelNumbers: Int?
        var systemColor: Int?
    }

    /// Reads the token `name`; `copyOf` is where it is written when `$extends` copied it, which its problems then name.
    private mutating func readToken(_ member: JSONValue.Member, name: String, copyOf: String?, inherited: Inherited) {
        let written = copyOf ?? name
        let object = member.value
        var properties = TokenProperties()
        let children = object.object ?? []
        var nested: [Int] = []
        // By index: iterating would copy every member, retaining all it holds, to read its key.
        for index in children.indices {
            switch children[index].key {
            case "$value": if properties.value == nil { properties.value = index }
            case "$ref": if properties.reference == nil { properties.reference = index }
            case "$type": if properties.type == nil { properties.type = index }
            case "$description": if properties.description == nil { properties.description = index }
            case "$deprecated": if properties.deprecated == nil { properties.deprecated = index }
            case "$extensions": if properties.extensions == nil { properties.extensions = index }
            case LegacyNotes.resolveOnlyKey: if properties.resolveOnly == nil { properties.resolveOnly = index }
            case LegacyNotes.pixelNumbersKey: if properties.pixelNumbers == nil { properties.pixelNumbers = index }
            case LegacyNotes.systemColorKey: if properties.systemColor == nil { properties.systemColor = index }
            // An object inside a token is a token or group written in it; anything else is reported on its own.
            case let key where !Self.isProperty(key) && key != "alpha" && children[index].value.isObject: nested.append(index)
            default: reportUnknownMember(children[index], of: written)
            }
        }
        if let first = nested.first { reportNested(nested.map { children[$0] }, at: children[first].keyLocation, in: name, written: written) }
        if properties.value != nil, let reference = properties.reference {
            log.report(.invalidToken, at: children[reference].keyLocation, "'\(written)' has both \"$value\" and \"$ref\"; keep one")
        }
        // Filled in place once appended: a finished local token was copied into the array and then freed.
        tokens.append(RawToken(path: name, value: properties.value.map { children[$0].value } ?? object, location: member.keyLocation))
        let last = tokens.count - 1
        tokens[last].groupType = inherited.type
        if let type = properties.type, children[type].value.string == TokenType.string.rawValue {
            strings.append((last, StringDeclaration(location: children[type].value.location, owner: name, isGroup: false)))
        } else if let type = properties.type {
            tokens[last].ownType = TokenTypeName.parse(children[type], log: &log)
        } else if let string = inherited.string {
            strings.append((last, string))
        }
        tokens[last].setRare(description: checkDescription(properties.description.map { children[$0].value }),
                             deprecated: properties.deprecated.map { parseDeprecated(children[$0].value, inherited: inherited.deprecated) }
                                 ?? inherited.deprecated,
                             extensions: checkExtensions(properties.extensions.map { children[$0].value }), copyOf: copyOf)
        tokens[last].resolveOnly = properties.resolveOnly.map { children[$0].value.bool == true } ?? false
        tokens[last].readsNumbersAsPixels = properties.pixelNumbers.map { children[$0].value.bool == true } ?? false
        tokens[last].systemColor = properties.systemColor.flatMap { children[$0].value.string }.flatMap(NavigationSystemColor.init(rawValue:))
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
            // A plain value beside `$value`: a property written without its `$`.
            log.report(.invalidToken, at: child.keyLocation, """
                '\(name)' has a "$value", so it is a token, and '\(child.key)' is none of a token's properties, which begin \
                with '$'\(Suggestion.hint(for: "$" + child.key, in: Self.tokenProperties))
                """)
        }
    }

    /// Tokens or groups written inside a token (`primary` with a `$value` and `hovered` beside it): one warning for the
    /// token, with 2025.10's way to say it, a group whose `$root` is the token; what they hold is counted as skipped.
    private mutating func reportNested(_ members: [JSONValue.Member], at location: SourceLocation, in name: String, written: String) {
        let names = members.map { "'\($0.key)'" }.sentenceList
        let last = written.split(separator: ".").last.map(String.init) ?? written
        log.report(.invalidToken, at: location, """
            '\(written)' has a "$value", so it is a token and cannot contain \(names); make '\(last)' a group and move its \
            "$value" into a "$root" token there ("\(last)": {"$root": {"$value": …}, "\(members[0].key)": …})
            """)
        let problem = log.entries[log.entries.count - 1]
        for member in members { skipTokens(in: member.value, at: name + "." + member.key, because: problem) }
    }

    private mutating func checkGroupProperty(_ member: JSONValue.Member, isRoot: Bool) {
        if Self.groupProperties.contains(member.key) { return }
        // FILE-3 and DEC-22 (docs/dtcg-requirements.md): a root `$schema` or `$metadata` is neither a token nor a group.
        if isRoot, ["$schema", "$metadata"].contains(member.key) { return }
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
        // One pass over the bytes: UTF-8 uses no ASCII byte inside another scalar.
        var (dot, brace) = (false, false)
        for byte in name.utf8 {
            if byte == UInt8(ascii: ".") { dot = true }
            if byte == UInt8(ascii: "{") || byte == UInt8(ascii: "}") { brace = true }
        }
        if dot { return "names must not contain '.'" }
        if brace { return "names must not contain '{' or '}'" }
        return nil
    }
}

/// Parses `$type` (TOK-6): one of the 13 types, case-sensitive.
enum TokenTypeName {
    /// How the problem of a type DTCG does not have begins, which `PerFileSummary` says once for a file's tokens alike.
    static let unknownType = "unknown token type "

    static func parse(_ member: JSONValue.Member, log: inout DiagnosticLog) -> TokenType? {
        guard let name = member.value.string else {
            log.report(.invalidToken, at: member.value.location, "\"$type\" must be a string naming a token type, found \(member.value.kindName)")
            return nil
        }
        if let type = TokenType(rawValue: name), type != .string { return type }
        let hint = if name == TokenType.string.rawValue {
            stringHint(at: "")
        } else if name == "boolean" {
            // What some Figma exports write for a boolean variable.
            "; DTCG has no boolean type: a bar's true-or-false property takes a \"string\" token \"true\" or \"false\", or a "
                + "\"number\" token 0 or 1, under navigation.bar"
        } else if let type = LegacyValueAlignment.types[name] {
            // A Style Dictionary or Tokens Studio type name in a DTCG file (`fontSize`, `spacing`, `boxShadow`).
            "; '\(name)' is a Style Dictionary and Tokens Studio type: DTCG calls it '\(type.rawValue)'"
        } else {
            Suggestion.hint(for: name, in: TokenType.dtcg.map(\.rawValue))
        }
        log.report(.invalidToken, at: member.value.location, "\(unknownType)'\(name)'\(hint)")
        return nil
    }

    /// DEC-1: the spec's own example uses "string", which is not a type. DEC-16: under `navigation.bar`, the hint
    /// names where navgen reads it.
    /// `value` is the token's, when the type is written on a token: a weight's name (`"SemiBold"`) is a font weight.
    static func stringHint(at path: String, value: JSONValue? = nil) -> String {
        guard BarKeywordTokens.isUnderBar(path) else {
            if let value, value.string != nil, let weight = LegacyValueAlignment.fontWeight(value)?.string,
               let number = TokenValueResolver.fontWeightNames[weight] {
                return "; 'string' appears in a specification example but is not a DTCG type ('\(value.string!)' is a weight: write "
                    + "\"$type\": \"fontWeight\", \"$value\": \(formatNumber(number)))"
            }
            return "; 'string' appears in a specification example but is not a DTCG type (use fontFamily for names, or keep the value in $extensions)"
        }
        let names = BarKeywordTokens.properties.map(\.rawValue)
        let keywords = BarKeywordTokens.properties.filter { if case .keyword = $0.valueKind { true } else { false } }.map(\.rawValue)
        let flags = names.filter { !keywords.contains($0) }
        let name = String(path.dropFirst(BarKeywordTokens.prefix.count))
        let hint = AppearanceProperty(rawValue: name) != nil ? "; '\(name)' takes no keyword" : Suggestion.hint(for: name, in: names)
        return "; 'string' is not a DTCG type, and navgen reads it only under navigation.bar for the properties that take a keyword "
            + "(\(keywords.joined(separator: ", "))) or true or false (\(flags.joined(separator: ", "))) and in the tokens these alias\(hint)"
    }
}
