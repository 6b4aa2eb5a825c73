/// A group's members as a walk meets them: its own, and those `$extends` brings, with the path of the group each of
/// those is written in, which problems in them name, so that the copies of one problem are one diagnostic.
struct GroupMembers {
    var members: [JSONValue.Member]
    /// Key → where a member that `$extends` brought is written; the others are written in the group itself.
    var inheritedFrom: [String: [String]] = [:]
}

// MARK: - $extends (GRP-3)

extension TokenTreeFlattener {
    /// The members of the group at `path`, written at `written`, with its `$extends` target merged underneath: the
    /// local entry wins, a local token replaces the inherited one as a whole, and new paths are added.
    mutating func effectiveMembers(of group: JSONValue, path: [String], written: [String]) -> GroupMembers {
        let local = GroupMembers(members: group.object ?? [])
        guard let extends = group.member("$extends") else { return local }
        let name = written.joined(separator: ".")
        guard let targetPath = extendsTarget(extends.value) else { return local }
        let targetName = targetPath.joined(separator: ".")
        let inTarget = written.starts(with: targetPath) || extending.contains(targetName)
        // A copy inside its own target: met only where `$extends` copied the group, so the walk stops there only.
        let copiedIntoTarget = path.starts(with: targetPath)
        if inTarget || copiedIntoTarget {
            if !inTarget { cuts += 1 }
            reportCycle(at: extends.value.location,
                        "'\(name)' extends '\(targetName)', which contains or extends it: \((extending + [name, targetName]).joined(separator: " → "))")
            return local
        }
        guard extending.count < Self.maximumExtendsDepth else {
            reportCycle(at: extends.value.location, "'\(name)' extends a chain of more than \(Self.maximumExtendsDepth) groups; navgen follows no further")
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
        let extended = effectiveMembers(of: target, path: targetPath, written: targetPath)
        extending.removeLast()
        // DEC-12: the extended group's `$type` comes along unless the local group has its own.
        var inherited = extended.members.filter { !["$extends", "$description", "$extensions"].contains($0.key) }
        if let targetType, !inherited.contains(where: { $0.key == "$type" }) {
            inherited.append(JSONValue.Member(key: "$type", keyLocation: targetType.location, value: .string(targetType.value.rawValue, at: targetType.location)))
        }
        var discard = DiagnosticLog()
        var members = GroupMembers(members: TokenTreeMerger.mergeMembers(inherited, local.members.filter { $0.key != "$extends" },
                                                                         conflict: .override, path: path, log: &discard))
        for member in inherited { members.inheritedFrom[member.key] = extended.inheritedFrom[member.key] ?? targetPath }
        for member in local.members { members.inheritedFrom[member.key] = nil }
        return members
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
            // A `string` type is decided where the group is walked, not carried (DEC-16).
            if let typeValue = current["$type"], let name = typeValue.string, let parsed = TokenType(rawValue: name), parsed != .string {
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
