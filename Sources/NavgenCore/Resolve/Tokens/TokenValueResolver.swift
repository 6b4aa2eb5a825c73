/// Resolves the tokens of one mode: follows `{a.b}` aliases and `$ref` pointers (chains, inside
/// composites and arrays), determines each token's type, checks every value against its type, and
/// reports cycles for every token in them.
struct TokenValueResolver {
    struct Resolution {
        var type: TokenType
        var value: TokenValue
        /// The token this one aliases as a whole, if it does.
        var aliasOf: String?
        /// The UIKit system colour the value is (a colour set's reference to one), at the end of the token's aliases.
        var systemColor: NavigationSystemColor?
    }

    fileprivate enum State {
        case unvisited
        case resolving
        case resolved(Resolution)
        case failed
    }

    /// A reference as written: `{a.b}`, a `$ref` pointer, or a `$ref` that is not a pointer (already reported).
    enum Reference {
        case path(String)
        /// Segments, the pointer as written, and where it is written.
        case pointer([String], String, SourceLocation)
        case malformed
    }

    /// What a reference leads to: a whole token, or a value inside one (a property-level pointer), by number.
    enum Target {
        case token(Int)
        case value(JSONValue, owner: Int)
    }

    /// Why a token has no value: a problem of its own, or a token it refers to that has none.
    enum Failure {
        case problem(Diagnostic)
        case dependency(Int)
    }

    /// Longer chains than this are reported instead of followed.
    static let maximumDepth = 1_000

    let tokens: TokenTable
    var log = DiagnosticLog()
    /// By token number: each token resolves once, however many chains pass through it.
    private var states: [State]
    private(set) var stack: [Int] = []
    /// What to say about each unresolved path: the same paths are often referenced many times.
    private var unresolvedHints: [String: UnresolvedHint] = [:]
    private lazy var suggester = NameSuggester(candidates: tokens.paths)
    /// Every reference followed, by token number (a token's alias, a reference inside its value, a pointer's owner):
    /// what a screen reaches through the token, for the policy on problems (`TokenReach`).
    private(set) var references: [(from: Int, to: Int)] = []
    /// The tokens that failed as they resolved, and why; `failed` has every token without a value.
    private(set) var failures: [Int: Failure] = [:]
    /// Each `unknown token` diagnostic, by its index in `log`, with the path it names: another mode may define it.
    private(set) var unknownPaths: [(entry: Int, path: String)] = []

    init(tokens: TokenTable) {
        self.tokens = tokens
        states = Array(repeating: .unvisited, count: tokens.tokens.count)
    }

    /// The token's type and value, or nil after reporting why it has none (a path that names no token, where it is
    /// written at `location`).
    mutating func resolve(_ path: String, at location: SourceLocation) -> Resolution? {
        guard case .token(let id)? = target(of: .path(path), at: location) else { return nil }
        return resolve(id: id)
    }

    mutating func resolve(id: Int) -> Resolution? {
        if let user = stack.last { references.append((user, id)) }
        switch states[id] {
        case .resolved(let resolution): return resolution
        case .failed: return nil
        case .resolving: reportCycle(at: id); return nil
        case .unvisited: break
        }
        let token = tokens.tokens[id]
        let (start, edges) = (log.entries.count, references.count)
        guard stack.count < Self.maximumDepth else {
            log.report(.referenceCycle, inToken: token.path, at: token.value.location,
                       "alias chain deeper than \(Self.maximumDepth) tokens at '\(token.writtenPath)'")
            return fail(id, since: start, edges: edges)
        }
        states[id] = .resolving
        stack.append(id)
        var result = compute(token)
        if result?.aliasOf == nil { result?.systemColor = token.systemColor }
        stack.removeLast()
        log.attribute(since: start, toToken: token.path)
        guard let result, !states[id].isFailed else { return fail(id, since: start, edges: edges) }
        states[id] = .resolved(result)
        return result
    }

    /// Marks a token that cannot resolve, because of `problem` found before resolving (a duplicate, a broken
    /// structure): tokens that refer to it fail too, silently, and are named as its dependents.
    mutating func skip(_ id: Int, because problem: Diagnostic) {
        states[id] = .failed
        failures[id] = .problem(problem)
    }

    /// The tokens without a value, by number.
    var failed: [Int] {
        states.indices.filter { states[$0].isFailed }
    }

    /// Records why `id` failed from what was reported and followed while it resolved: its own first error (or the
    /// problem a reader skipped it for), else the first token it refers to that failed.
    private mutating func fail(_ id: Int, since start: Int, edges: Int) -> Resolution? {
        states[id] = .failed
        guard failures[id] == nil else { return nil }
        let path = tokens.tokens[id].path
        log.sayTokenIsSkipped(path, since: start)
        let own = log.entries[start...].filter { $0.tokenPath == path }
        let skipRule = tokens.tokens[id].skip?.kind.id
        if let problem = own.first(where: { $0.severity == .error || $0.rule == skipRule || $0.rule == DiagnosticKind.unsupported.id }) {
            failures[id] = .problem(problem)
        } else if let edge = references[edges...].first(where: { $0.from == id && $0.to != id && states[$0.to].isFailed }) {
            failures[id] = .dependency(edge.to)
        } else if let problem = own.first {
            failures[id] = .problem(problem)
        }
        return nil
    }

    // One copy of the token per resolution, passed down: each chain link is three frames deep, and reading
    // the table in place makes debug builds' frames big enough to overflow the stack on a 1,000-link chain.
    private mutating func compute(_ token: RawToken) -> Resolution? {
        guard let resolution = unmodified(token) else { return nil }
        // Tokens Studio leaves `"modify": null` where a modifier was removed; sd-transforms then modifies nothing.
        guard let modify = token.extensions?["studio.tokens"]?["modify"], modify.kind != .null else { return resolution }
        return modified(resolution, by: modify)
    }

    private mutating func unmodified(_ token: RawToken) -> Resolution? {
        if reportsReaderProblem(token) { return nil }
        if let reference = reference(in: token.value) {
            guard let target = target(of: reference, at: token.value.location) else { return nil }
            if case .token(let targetID) = target {
                return aliasResolution(token, targetID: targetID)
            }
        }
        guard let type = token.ownType ?? token.groupType?.value else {
            log.report(.invalidToken, at: token.location,
                       "token '\(token.writtenPath)'\(Self.noType)add \"$type\" to it or to a group above it (navgen never guesses a type from the value)")
            return nil
        }
        if let expression = token.expression {
            return evaluate(expression, as: type, for: token).map { Resolution(type: type, value: $0) }
        }
        if let percent = token.fontSizePercent {
            return Resolution(type: .dimension, value: .dimension(Dimension(value: percent / 100, unit: Dimension.fontSizes)))
        }
        guard let percent = token.letterSpacingPercent else { return value(token.value, as: type).map { Resolution(type: type, value: $0) } }
        guard case .typography(var typography)? = value(token.value, as: type) else { return nil }
        typography.letterSpacing = Dimension(value: percent / 100 * typography.fontSize.points, unit: "px")
        return Resolution(type: type, value: .typography(typography))
    }

    /// Whether a reader marked the token as unusable, after reporting it. Apart from `unmodified`, whose frame is
    /// one of each chain link's: the rare reports would make it larger.
    @inline(never)
    private mutating func reportsReaderProblem(_ token: RawToken) -> Bool {
        if let skip = token.skip {
            if !skip.said { log.report(skip.kind, at: skip.message.location, skip.message.value) }
            return true
        }
        return false
    }

    /// TOK-7 and DEC-4 (docs/dtcg-requirements.md): an alias takes its target's type; an own `$type` must agree, an
    /// enclosing group's `$type` that disagrees is only a warning.
    private mutating func aliasResolution(_ token: RawToken, targetID: Int) -> Resolution? {
        guard let target = resolve(id: targetID) else { return nil }
        warnIfDeprecated(targetID, usedAt: token.value.location)
        let targetPath = tokens.tokens[targetID].path
        let targetLocation = tokens.tokens[targetID].location
        if let own = token.ownType, own != target.type {
            if let pixels = pixels(from: target.value, as: own) { return Resolution(type: own, value: pixels, aliasOf: targetPath) }
            log.report(.typeMismatch, at: token.value.location,
                       "'\(token.writtenPath)' is a \(own.rawValue) token but aliases '\(targetPath)', a \(target.type.rawValue) token",
                       notes: [.init("'\(targetPath)' is defined here", at: targetLocation)])
            return nil
        }
        if token.ownType == nil, let group = token.groupType, group.value != target.type {
            log.report(.noEffect, at: token.value.location,
                       "'\(token.writtenPath)' aliases a \(target.type.rawValue) token, but its group declares \"$type\": \"\(group.value.rawValue)\"; the alias's type wins",
                       notes: [.init("the group's type is declared here", at: group.location)])
        }
        return Resolution(type: target.type, value: target.value, aliasOf: targetPath, systemColor: target.systemColor)
    }

    /// A number token's value as the size the token being resolved reads it as, when it is a Tokens Studio size
    /// (`RawToken.readsNumbersAsPixels`); nil otherwise, which is a type mismatch.
    private func pixels(from value: TokenValue, as type: TokenType) -> TokenValue? {
        guard type == .dimension, case .number(let number) = value, let user = stack.last, tokens.tokens[user].readsNumbersAsPixels else { return nil }
        return .dimension(Dimension(value: number, unit: "px"))
    }

    /// The value of `json` read as `type`: a reference is followed and type-checked, anything else parsed.
    mutating func value(_ json: JSONValue, as type: TokenType) -> TokenValue? {
        guard let reference = reference(in: json) else { return literal(json, as: type) }
        switch target(of: reference, at: json.location) {
        case nil:
            return nil
        case .token(let id)?:
            guard let resolution = resolve(id: id) else { return nil }
            warnIfDeprecated(id, usedAt: json.location)
            guard resolution.type == type else {
                if let pixels = pixels(from: resolution.value, as: type) { return pixels }
                let target = tokens.tokens[id]
                log.report(.typeMismatch, at: json.location,
                           "'\(target.path)' is a \(resolution.type.rawValue) token, but a \(type.rawValue) is expected here",
                           notes: [.init("'\(target.path)' is defined here", at: target.location)])
                return nil
            }
            return resolution.value
        case .value(let inner, let owner)?:
            guard let entered = enter(owner) else { return nil }
            return leave(entered, with: value(inner, as: type))
        }
    }

    /// A sub-value found through a pointer is parsed between `enter` and `leave`, while its owner counts as being
    /// resolved, so that pointer cycles are caught like alias cycles.
    struct PointerVisit {
        fileprivate let owner: Int
        fileprivate let previous: State
    }

    /// Starts the visit; nil, after reporting the cycle, when the owner is already being resolved.
    mutating func enter(_ owner: Int) -> PointerVisit? {
        if let user = stack.last { references.append((user, owner)) }
        if case .resolving = states[owner] {
            reportCycle(at: owner)
            return nil
        }
        let visit = PointerVisit(owner: owner, previous: states[owner])
        states[owner] = .resolving
        stack.append(owner)
        return visit
    }

    /// Ends the visit with what it parsed: nil if the owner failed meanwhile.
    mutating func leave<Result>(_ visit: PointerVisit, with result: Result?) -> Result? {
        stack.removeLast()
        if case .failed = states[visit.owner] { return nil }
        states[visit.owner] = visit.previous
        return result
    }

    mutating func reference(in json: JSONValue) -> Reference? {
        if let text = json.string, let path = CurlyReference.path(in: text) { return .path(path) }
        guard let pointer = json["$ref"] else { return nil }
        guard let text = pointer.string else {
            log.report(.invalidToken, at: pointer.location, "\"$ref\" must be a JSON Pointer string such as \"#/color/blue/$value\", found \(pointer.kindName)")
            return .malformed
        }
        guard let segments = JSONPointer.segments(of: text) else {
            log.report(.invalidToken, at: pointer.location, "'\(text)' is not a JSON Pointer into this document; write \"#/group/token\"")
            return .malformed
        }
        return .pointer(segments, text, pointer.location)
    }

    mutating func target(of reference: Reference, at location: SourceLocation) -> Target? {
        switch reference {
        case .malformed:
            return nil
        case .path(let path):
            if let id = tokens.id(of: path) { return .token(id) }
            reportUnresolved(path, at: location)
            return nil
        case .pointer(let segments, let text, let pointerLocation):
            return pointerTarget(segments, text: text, at: pointerLocation)
        }
    }

    private mutating func pointerTarget(_ segments: [String], text: String, at location: SourceLocation) -> Target? {
        for count in stride(from: 1, through: segments.count, by: 1) {
            let path = segments[..<count].joined(separator: ".")
            guard let id = tokens.id(of: path) else { continue }
            let token = tokens.tokens[id]
            let rest = segments[count...]
            // DEC-3 (docs/dtcg-requirements.md): a pointer reaches a value, so the token object itself is not a target.
            if rest.isEmpty {
                log.report(.unresolvedReference, at: location,
                           "'\(text)' points at the token '\(path)', not at its value; write \"\(text)/$value\"",
                           notes: [.init("'\(path)' is defined here", at: token.location)])
                return nil
            }
            guard rest.first == "$value" else {
                log.report(.unresolvedReference, at: location,
                           "'\(text)' points at '\(rest.first!)' of token '\(path)'; a reference must point at a token or inside its \"$value\"")
                return nil
            }
            if rest.count == 1 { return .token(id) }
            guard let inner = JSONPointer.walk(token.value, rest.dropFirst()) else {
                log.report(.unresolvedReference, at: location, "'\(text)': the value of '\(path)' has no '\(rest.dropFirst().joined(separator: "/"))'",
                           notes: [.init("'\(path)' is defined here", at: token.location)])
                return nil
            }
            return .value(inner, owner: id)
        }
        reportUnresolved(segments.joined(separator: "."), at: location, written: text)
        return nil
    }

    /// REF-5: an unknown path, a group, or a property inside a value; with the closest name as a note.
    private mutating func reportUnresolved(_ path: String, at location: SourceLocation, written: String? = nil) {
        let shown = written ?? "{\(path)}"
        switch unresolvedHint(for: path) {
        case .groupRoot(let root):
            log.report(.unresolvedReference, at: location, "'\(shown)' names a group; its root token is '{\(path).$root}'",
                       notes: [.init("'\(path).$root' is defined here", at: root.location)])
        case .groupMember(let member):
            log.report(.unresolvedReference, at: location, "'\(shown)' names a group, not a token; reference one of its tokens, such as '\(member.path)'",
                       notes: [.init("'\(member.path)' is defined here", at: member.location)])
        case .insideValue(let owner):
            log.report(.unresolvedReference, at: location,
                       "'\(shown)' points inside the value of '\(owner.path)'; a curly-brace reference may only name a token (use a JSON Pointer \"$ref\" for a property)",
                       notes: [.init("'\(owner.path)' is defined here", at: owner.location)])
        case .unknown(var closest):
            // A token being resolved, the one that refers included, would close a cycle: no help.
            if let candidate = closest, stack.contains(where: { tokens.tokens[$0].path == candidate.path }) { closest = nil }
            let problem = written == nil ? "\(Self.unknownToken)'\(path)'" : "'\(shown)' does not point at any token"
            if written == nil { unknownPaths.append((log.entries.count, path)) }
            if let closest {
                log.report(.unresolvedReference, at: location, "\(problem); did you mean '\(closest.path)'?",
                           notes: [.init("'\(closest.path)' is defined here", at: closest.location)])
            } else {
                log.report(.unresolvedReference, at: location, problem)
            }
        }
    }

    /// How the problem of a reference to no token begins, which `PerFileSummary` says once for a file's tokens alike.
    static let unknownToken = "unknown token "
    static let noType = " has no type: "

    private enum UnresolvedHint {
        case groupRoot(RawToken)
        case groupMember(RawToken)
        case insideValue(RawToken)
        case unknown(closest: RawToken?)
    }

    private mutating func unresolvedHint(for path: String) -> UnresolvedHint {
        if let known = unresolvedHints[path] { return known }
        let hint: UnresolvedHint
        if let root = tokens[path + ".$root"] {
            hint = .groupRoot(root)
        } else if let member = firstMember(of: path) {
            hint = .groupMember(tokens[member]!)
        } else if let owner = path.indices.lazy.filter({ path[$0] == "." }).compactMap({ [tokens] in tokens[String(path[..<$0])] }).first {
            hint = .insideValue(owner)
        } else {
            // A token that refers to the missing one itself is not what was meant.
            let closest = suggester.closest(to: path).flatMap { candidate in
                tokens[candidate].flatMap { Self.isPlausible(candidate, for: path) && !Self.refers($0.value, to: path) ? $0 : nil }
            }
            hint = .unknown(closest: closest)
        }
        unresolvedHints[path] = hint
        return hint
    }

    /// Whether `candidate` may be what `path` meant: the same path under one more or one less group (`bekk.font-family`
    /// for `font-family`), or, past the start they share, a rest within half its length (one edit at least: `brnad` for
    /// `brand`), so a scale's step (`shadow.400`) is not taken for a name beside it (`shadow.lg`).
    /// A scale's numbered step (`fontSizes.16`) is not taken for a name (`fontSizes.h6`), nor a name for a step.
    static func isPlausible(_ candidate: String, for path: String) -> Bool {
        if path.hasSuffix("." + candidate) || candidate.hasSuffix("." + path) { return true }
        func isStep(_ name: String) -> Bool {
            let last = name.split(separator: ".").last.map { String($0).trimming(" ") } ?? ""
            return !last.isEmpty && last.allSatisfy(\.isNumber)
        }
        if isStep(candidate) != isStep(path) { return false }
        let shared = zip(candidate.utf8, path.utf8).prefix { $0 == $1 }.count
        let rest = Array(path.utf8.dropFirst(shared)), other = Array(candidate.utf8.dropFirst(shared))
        return NameSuggester.distance(rest, other, atMost: max(1, (rest.count + 1) / 2)) != nil
    }

    /// Whether `value` refers to `path` anywhere in it.
    private static func refers(_ value: JSONValue, to path: String) -> Bool {
        switch value.kind {
        case .string(let text): CurlyReference.paths(inside: text).contains(path)
        case .array(let items): items.contains { refers($0, to: path) }
        case .object(let members): members.contains { refers($0.value, to: path) }
        default: false
        }
    }

    /// The smallest path of a token in group `group`, for the hint on a reference to a group (each unresolved path is
    /// asked once).
    private func firstMember(of group: String) -> String? {
        let prefix = group + "."
        var first: String?
        for path in tokens.paths where path.hasPrefix(prefix) && first.map({ path < $0 }) ?? true { first = path }
        return first
    }

    private mutating func warnIfDeprecated(_ id: Int, usedAt location: SourceLocation) {
        guard let reason = tokens.tokens[id].deprecated else { return }
        let target = tokens.tokens[id]
        log.report(.deprecatedToken, at: location, "'\(target.path)' is deprecated\(reason.isEmpty ? "" : ": \(reason)")",
                   notes: [.init("'\(target.path)' is deprecated here", at: target.location)])
    }

    /// REF-4: every token in the cycle gets its own error, at its value.
    private mutating func reportCycle(at id: Int) {
        guard let start = stack.lastIndex(of: id) else { return }
        let members = Array(stack[start...])
        let description = (members + [id]).map { tokens.tokens[$0].path }.joined(separator: " → ")
        for member in members {
            states[member] = .failed
            log.report(.referenceCycle, inToken: tokens.tokens[member].path, at: tokens.tokens[member].value.location,
                       "reference cycle: \(description)")
        }
    }

    /// A pre-2025.10 string form, read after saying what the 2025.10 form is.
    mutating func legacy(_ json: JSONValue, _ what: String, modern: String) {
        legacy(json, problem: "'\(json.string ?? "")' is a pre-2025.10 \(what) string; write \(modern)")
    }

    /// A form navgen reads although 2025.10 does not have it; `message` names the problem and the 2025.10 form.
    mutating func legacy(_ json: JSONValue, problem message: String) {
        log.report(.legacyValue, at: json.location, message)
    }

    /// Reports a value's problem under `kind` (a token's structure or value unless a more precise rule says more).
    mutating func invalid<Value>(_ json: JSONValue, _ message: String, as kind: DiagnosticKind = .invalidToken) -> Value? {
        log.report(kind, at: json.location, message)
        return nil
    }
}

private extension TokenValueResolver.State {
    var isFailed: Bool {
        if case .failed = self { return true }
        return false
    }
}
