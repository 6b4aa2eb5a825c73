/// Reads a DTCG resolver (`*.resolver.json`, Resolver module 2025.10): sets and modifiers, ordered
/// by `resolutionOrder`, become a stack of layers; every modifier is a mode axis whose contexts
/// are its contexts. Source files are read here, relative to the resolver, and listed in
/// `referencedPaths` so that the pipeline does not read them again as base files.
struct DTCGResolverReader {
    private let root: JSONValue
    private let path: String
    private let parsed: ParsedSources
    /// How sources in Style Dictionary's format read their unitless sizes.
    private let unitlessSize: UnitlessSize
    private var log = DiagnosticLog()
    private var layers: [TokenLayer] = []
    private var axes: [ModeAxis] = []
    private var referencedPaths: [String] = []
    private var skipped: [SkippedToken] = []
    /// Sets being expanded, to report a set that includes itself.
    private var expanding: [String] = []
    /// Sets including sets deeper than this are reported instead of followed: each is a level of recursion.
    static let maximumSetDepth = 64

    private init(root: JSONValue, path: String, parsed: ParsedSources, unitlessSize: UnitlessSize) {
        self.root = root
        self.path = path
        self.parsed = parsed
        self.unitlessSize = unitlessSize
    }

    static func read(_ root: JSONValue, path: String, parsed: ParsedSources = ParsedSources(), unitlessSize: UnitlessSize = .default,
                     log: inout DiagnosticLog) -> TokenDocument {
        var reader = DTCGResolverReader(root: root, path: path, parsed: parsed, unitlessSize: unitlessSize)
        reader.readRoot()
        log.add(contentsOf: reader.log.entries)
        return TokenDocument(path: path, format: .resolver, layers: reader.layers, axes: reader.axes, isStack: true,
                             referencedPaths: reader.referencedPaths, skippedTokens: reader.skipped)
    }

    private mutating func readRoot() {
        checkProperties()
        // RES-1 (docs/dtcg-requirements.md): the version is required and must be 2025.10.
        if let version = root["version"] {
            if version.string != "2025.10" {
                log.report(.invalidValue, at: version.location, "the resolver \"version\" must be \"2025.10\"")
            }
        } else {
            log.report(.invalidValue, at: root.location, "a resolver needs \"version\": \"2025.10\"")
        }
        guard let order = root["resolutionOrder"]?.array, !order.isEmpty else {
            reportMissingOrder()
            return
        }
        var names: [String: SourceLocation] = [:]
        for item in order {
            guard let (kind, name, definition) = orderItem(item) else { continue }
            // RES-5: names are unique within resolutionOrder.
            if let first = names[name] {
                log.report(.duplicateID, at: item.location, "'\(name)' appears twice in \"resolutionOrder\"", notes: [.init("first here", at: first)])
                continue
            }
            names[name] = item.location
            if kind == "set" {
                for tree in sources(of: definition, owner: "set '\(name)'") { layers.append(TokenLayer(tree: tree)) }
            } else {
                readModifier(definition, name: name)
            }
        }
    }

    /// The properties of the resolver and of every set and modifier it defines, referenced or not, and inline.
    private mutating func checkProperties() {
        ResolverProperties.reportUnknown(in: root, known: ResolverProperties.root, kind: "a resolver", owner: "the resolver", log: &log)
        for set in root["sets"]?.object ?? [] {
            ResolverProperties.reportUnknown(in: set.value, known: ResolverProperties.set, kind: "a set", owner: "set '\(set.key)'", log: &log)
        }
        for modifier in root["modifiers"]?.object ?? [] {
            checkModifierProperties(modifier.value, known: ResolverProperties.modifier, name: modifier.key)
        }
        for item in root["resolutionOrder"]?.array ?? [] where item["$ref"] == nil {
            let name = item["name"]?.string ?? "(no name)"
            switch item["type"]?.string {
            case "set": ResolverProperties.reportUnknown(in: item, known: ResolverProperties.inline + ResolverProperties.set, kind: "a set",
                                                         owner: "set '\(name)'", log: &log)
            case "modifier": checkModifierProperties(item, known: ResolverProperties.inline + ResolverProperties.modifier, name: name)
            default: break
            }
        }
    }

    /// A modifier's properties; `context` written for `contexts` is left to the error that says so (DEC-5).
    private mutating func checkModifierProperties(_ modifier: JSONValue, known: [String], name: String) {
        let known = modifier["contexts"] == nil ? known + ["context"] : known
        ResolverProperties.reportUnknown(in: modifier, known: known, kind: "a modifier", owner: "modifier '\(name)'", log: &log)
    }

    /// RES-1: no `resolutionOrder`, or an empty one, resolves nothing; the message lists what the resolver defines.
    private mutating func reportMissingOrder() {
        let entries = (root["sets"]?.object ?? []).map { "{\"$ref\": \"#/sets/\($0.key)\"}" }
            + (root["modifiers"]?.object ?? []).map { "{\"$ref\": \"#/modifiers/\($0.key)\"}" }
        let example = entries.isEmpty ? "[{\"$ref\": \"#/sets/<name>\"}]" : "[\(entries.joined(separator: ", "))]"
        if let order = root["resolutionOrder"] {
            let problem = order.array == nil ? "must be an array, found \(order.kindName)" : "is empty, so the resolver resolves no tokens"
            log.report(.invalidValue, at: order.location, "\"resolutionOrder\" \(problem); list the sets and modifiers to merge, in order: \(example)")
        } else {
            log.report(.invalidValue, at: root.location, "a resolver needs \"resolutionOrder\", the sets and modifiers to merge, in order: add \"resolutionOrder\": \(example)")
        }
    }

    /// A `$ref` to `#/sets/…` or `#/modifiers/…`, or an inline set or modifier with `name` and `type`.
    private mutating func orderItem(_ item: JSONValue) -> (String, String, JSONValue)? {
        if let reference = item["$ref"] {
            guard let text = reference.string, let segments = JSONPointer.segments(of: text), segments.count == 2,
                  segments[0] == "sets" || segments[0] == "modifiers" else {
                log.report(.invalidValue, at: reference.location,
                           "a \"resolutionOrder\" entry must reference \"#/sets/<name>\" or \"#/modifiers/<name>\" (nothing may point into #/resolutionOrder)")
                return nil
            }
            guard let definition = root[segments[0]]?[segments[1]] else {
                let known = root[segments[0]]?.object?.map(\.key) ?? []
                log.report(.unresolvedReference, at: reference.location, "'\(text)' does not exist\(Suggestion.hint(for: segments[1], in: known))")
                return nil
            }
            return (segments[0] == "sets" ? "set" : "modifier", segments[1], definition)
        }
        guard let type = item["type"]?.string, type == "set" || type == "modifier", let name = item["name"]?.string else {
            log.report(.invalidValue, at: item.location, "an inline \"resolutionOrder\" entry needs \"name\" and \"type\" (\"set\" or \"modifier\")")
            return nil
        }
        return (type, name, item)
    }

    /// RES-3: contexts map names to sources; no contexts is an error, one a warning; `default` must be one of them.
    private mutating func readModifier(_ modifier: JSONValue, name: String) {
        guard let contexts = modifier["contexts"]?.object else {
            let hint = modifier["context"] != nil ? "; the specification's examples write \"context\", but the schema says \"contexts\"" : ""
            log.report(.invalidValue, at: modifier.location, "modifier '\(name)' needs \"contexts\": an object of context name → sources\(hint)")
            return
        }
        if contexts.isEmpty {
            log.report(.invalidValue, at: modifier.location, "modifier '\(name)' has no contexts")
            return
        }
        if contexts.count == 1 {
            log.report(.noEffect, at: modifier.location, "modifier '\(name)' has a single context, so it changes nothing")
        }
        if let fallback = modifier["default"], !contexts.contains(where: { $0.key == fallback.string }) {
            log.report(.invalidValue, at: fallback.location,
                       "the default '\(fallback.string ?? fallback.kindName)' of modifier '\(name)' is not one of its contexts\(Suggestion.hint(for: fallback.string ?? "", in: contexts.map(\.key)))")
        }
        var names = contexts.map(\.key)
        // The default context comes first, so that it is the first mode.
        if let fallback = modifier["default"]?.string, let index = names.firstIndex(of: fallback) {
            names.insert(names.remove(at: index), at: 0)
        }
        axes.append(ModeAxis(name: name, contexts: names))
        for context in contexts {
            let owner = "context '\(context.key)' of modifier '\(name)'"
            guard let items = context.value.array else {
                log.report(.invalidValue, at: context.value.location, "\(owner) must be an array of references and token trees, found \(context.value.kindName)")
                continue
            }
            for tree in sources(items, owner: owner) {
                layers.append(TokenLayer(tree: tree, contexts: [context.key]))
            }
        }
    }

    private mutating func sources(of definition: JSONValue, owner: String) -> [JSONValue] {
        guard let items = definition["sources"]?.array else {
            log.report(.invalidValue, at: definition.location, "\(owner) needs \"sources\": an array of references and token trees")
            return []
        }
        return sources(items, owner: owner)
    }

    /// RES-2 and RES-8: sources in order; a reference reads a file (relative to the resolver) or includes another
    /// set; sibling keys next to `$ref` override the target shallowly.
    private mutating func sources(_ items: [JSONValue], owner: String) -> [JSONValue] {
        var trees: [JSONValue] = []
        for item in items {
            guard item.object != nil else {
                log.report(.invalidValue, at: item.location, "a source must be an object (a reference or a token tree), found \(item.kindName)")
                continue
            }
            guard let reference = item["$ref"] else {
                trees.append(item)
                continue
            }
            guard let text = reference.string else {
                log.report(.invalidValue, at: reference.location, "\"$ref\" must be a string, found \(reference.kindName)")
                continue
            }
            trees += referencedTrees(text, at: reference.location, siblings: item.object!.filter { $0.key != "$ref" }, owner: owner)
        }
        return trees
    }

    private mutating func referencedTrees(_ text: String, at location: SourceLocation, siblings: [JSONValue.Member], owner: String) -> [JSONValue] {
        let parts = text.split(separator: "#", maxSplits: 1, omittingEmptySubsequences: false).map(String.init)
        let file = parts[0]
        let pointer = parts.count > 1 ? "#" + parts[1] : nil
        if let pointer, pointer != "#", !pointer.hasPrefix("#/") {
            log.report(.invalidValue, at: location, "'\(text)': what follows '#' is a JSON Pointer, which starts with '/'; write "
                       + "'\(file)#/\(pointer.dropFirst())'")
            return []
        }
        if file.isEmpty {
            let segments = pointer.flatMap(JSONPointer.segments(of:)) ?? []
            if segments.first == "modifiers" || segments.first == "resolutionOrder" {
                // RES-4: sets and modifiers must not reference modifiers or the resolution order.
                log.report(.invalidValue, at: location, "\(owner) must not reference '\(text)'; only \"resolutionOrder\" may reference modifiers")
                return []
            }
            if segments.count == 2, segments[0] == "sets", let set = root["sets"]?[segments[1]] {
                guard !expanding.contains(segments[1]) else {
                    log.report(.referenceCycle, at: location, "set '\(segments[1])' includes itself: \((expanding + [segments[1]]).joined(separator: " → "))")
                    return []
                }
                guard expanding.count < Self.maximumSetDepth else {
                    log.report(.referenceCycle, at: location,
                               "sets include each other more than \(Self.maximumSetDepth) deep at '\(segments[1])'; navgen follows no further")
                    return []
                }
                expanding.append(segments[1])
                defer { expanding.removeLast() }
                return sources(of: set, owner: "set '\(segments[1])'")
            }
            guard let target = JSONPointer.walk(root, segments), target.object != nil else {
                log.report(.unresolvedReference, at: location, "'\(text)' does not point at a token tree in this resolver")
                return []
            }
            // RES-8: a reference must not point at a part of the resolver that holds it.
            guard !Self.holds(target, location) else {
                log.report(.referenceCycle, at: location,
                           "'\(text)' points at a part of the resolver that holds this reference, so \(owner) would include itself; reference a set or a token tree beside it")
                return []
            }
            return [Self.overriding(target, with: siblings)]
        }
        if file.contains("://") {
            log.report(.unsupported, at: location, "'\(file)': navgen reads sources from local files only")
            return []
        }
        guard let sourcePath = SourceFiles.referencedPath(file, from: path, at: location, log: &log) else { return [] }
        if !referencedPaths.contains(sourcePath) { referencedPaths.append(sourcePath) }
        guard let json = SourceFiles.readJSON(sourcePath, referencedAt: location, parsed: parsed, log: &log) else { return [] }
        var target = json
        if let pointer {
            guard let segments = JSONPointer.segments(of: pointer), let inner = JSONPointer.walk(json, segments) else {
                log.report(.unresolvedReference, at: location, "'\(pointer)' does not exist in '\(sourcePath)'")
                return []
            }
            target = inner
        }
        let (tree, skippedHere) = SourceFiles.tokenTree(target, path: sourcePath, unitlessSize: unitlessSize, log: &log)
        skipped += skippedHere
        return [Self.overriding(tree, with: siblings)]
    }

    /// Whether `location` is inside `value`.
    private static func holds(_ value: JSONValue, _ location: SourceLocation) -> Bool {
        if value.location == location { return true }
        if let members = value.object { return members.contains { holds($0.value, location) } }
        return value.array?.contains { holds($0, location) } ?? false
    }

    private static func overriding(_ tree: JSONValue, with siblings: [JSONValue.Member]) -> JSONValue {
        guard !siblings.isEmpty, var members = tree.object else { return tree }
        for sibling in siblings {
            if let index = members.firstIndex(where: { $0.key == sibling.key }) { members[index] = sibling } else { members.append(sibling) }
        }
        var result = tree
        result.kind = .object(members)
        return result
    }
}
