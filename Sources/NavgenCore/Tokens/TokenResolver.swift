/// Resolves aliases across all token files and checks every value against its type.
public final class TokenResolver {
    /// Longer alias chains than this are reported instead of followed.
    public static let maximumChainLength = 1_000

    private enum State {
        case resolving
        case resolved(TokenType, TokenValue)
        case failed
    }

    private var tokens: [String: RawToken] = [:]
    private var states: [String: State] = [:]
    private var stack: [String] = []
    private var reportedCycles: Set<String> = []
    private var log: DiagnosticLog

    /// Merges the files (a path defined twice is a `duplicate-id` error) and resolves every token.
    public static func resolve(_ files: [TokenFile], log: inout DiagnosticLog) -> TokenCatalogue {
        let resolver = TokenResolver(log: log)
        for file in files {
            for token in file.tokens {
                if let first = resolver.tokens[token.path] {
                    resolver.log.error("duplicate-id", at: token.location, "token '\(token.path)' is defined twice",
                                       notes: [.init("first defined here", at: first.location)])
                    continue
                }
                resolver.tokens[token.path] = token
            }
        }
        var resolved: [String: ResolvedToken] = [:]
        for path in resolver.tokens.keys.sorted() {
            guard let (type, value) = resolver.resolveToken(path), let raw = resolver.tokens[path] else { continue }
            resolved[path] = ResolvedToken(
                path: path, type: type, values: [TokenCatalogue.defaultMode: value],
                description: raw.description, deprecated: raw.deprecated, location: raw.location)
        }
        log = resolver.log
        return TokenCatalogue(modes: [TokenCatalogue.defaultMode], tokens: resolved)
    }

    private init(log: DiagnosticLog) {
        self.log = log
    }

    private func resolveToken(_ path: String) -> (TokenType, TokenValue)? {
        switch states[path] {
        case .resolved(let type, let value): return (type, value)
        case .failed: return nil
        case .resolving: reportCycle(at: path); return nil
        case nil: break
        }
        guard let token = tokens[path] else { return nil }
        guard stack.count < Self.maximumChainLength else {
            log.error("reference-cycle", at: token.location, "alias chain longer than \(Self.maximumChainLength) tokens at '\(path)'")
            states[path] = .failed
            return nil
        }
        states[path] = .resolving
        stack.append(path)
        defer { stack.removeLast() }
        let result = resolveTokenValue(token)
        if case .failed = states[path] { return nil }
        if let result {
            states[path] = .resolved(result.0, result.1)
        } else {
            states[path] = .failed
        }
        return result
    }

    private func resolveTokenValue(_ token: RawToken) -> (TokenType, TokenValue)? {
        var type = token.ownType
        if type == nil, let target = token.value.string.flatMap(TokenReferenceSyntax.path(in:)) {
            guard let (targetType, value) = follow(target, from: token.value.location) else { return nil }
            return (targetType, value)
        }
        type = type ?? token.groupType
        guard let type else {
            log.error("invalid-value", at: token.location,
                      "token '\(token.path)' has no type: add \"$type\" to it or to its group (navgen never guesses a type from the value)")
            return nil
        }
        // A local log: the closure below reaches back into this resolver, which owns `log`.
        var local = DiagnosticLog()
        let value = TokenValueParser.parse(token.value, as: type, log: &local) { reference, location in
            self.follow(reference, from: location)
        }
        log.add(contentsOf: local.entries)
        return value.map { (type, $0) }
    }

    /// Resolves an alias target, reporting unknown names with the closest existing one.
    private func follow(_ reference: String, from location: SourceLocation) -> (TokenType, TokenValue)? {
        guard tokens[reference] != nil else {
            var hint = Suggestion.hint(for: reference, in: tokens.keys)
            if hint.isEmpty, tokens.keys.contains(where: { $0.hasPrefix(reference + ".") }) {
                hint = "; '\(reference)' is a group, reference one of its tokens"
            }
            log.error("unresolved-reference", at: location, "unknown token '\(reference)'\(hint)")
            return nil
        }
        return resolveToken(reference)
    }

    private func reportCycle(at path: String) {
        guard let start = stack.firstIndex(of: path) else { return }
        let members = Array(stack[start...])
        let description = (members + [path]).joined(separator: " → ")
        for member in members where !reportedCycles.contains(member) {
            reportedCycles.insert(member)
            states[member] = .failed
            if let token = tokens[member] {
                log.error("reference-cycle", at: token.value.location, "reference cycle: \(description)")
            }
        }
    }
}

/// The `{group.token}` alias syntax.
enum TokenReferenceSyntax {
    /// The path inside braces when the whole string is one reference.
    static func path(in text: String) -> String? {
        guard text.hasPrefix("{"), text.hasSuffix("}"), text.count > 2 else { return nil }
        let inner = text.dropFirst().dropLast()
        guard !inner.contains("{"), !inner.contains("}") else { return nil }
        return String(inner)
    }
}
