/// A token navgen read but has no value for, in some mode: because of a problem of its own, or because it refers to
/// a token that is skipped. Nothing is skipped without a diagnostic: the problem is reported at its place, and each
/// token skipped for a dependency is named in a note there.
public struct TokenSkip: Hashable, Sendable {
    public var path: String
    /// The rule of the problem the token is skipped for: its own, or that of the skipped token it depends on.
    public var rule: String
    /// Where to look: the token's own problem, or the token itself when it is skipped for a dependency.
    public var location: SourceLocation
    public var reason: String
    /// The skipped token this one refers to, when it is skipped because of it.
    public var dependency: String?
    /// The problem at the root of the skip, where a screen that uses the token is sent.
    var problem: Diagnostic.Note
    /// The diagnostic that reports the problem, where the tokens skipped with it are named, when it is not `problem`:
    /// the one warning for the many tokens of a file that a reader passed over.
    var reportedAs: Diagnostic.Note?

    init(path: String, rule: String, at location: SourceLocation, reason: String, dependency: String? = nil) {
        self.path = path
        self.rule = rule
        self.location = location
        self.reason = reason
        self.dependency = dependency
        problem = Diagnostic.Note(reason, at: location)
    }

    /// The reason is the problem's message, without the token's name when the message says that the token is skipped
    /// (`message(skipping:because:)`): the entry names the token already.
    init(path: String, problem: Diagnostic) {
        let prefix = Self.message(skipping: path, because: "")
        let reason = problem.message.hasPrefix(prefix) ? String(problem.message.dropFirst(prefix.count)) : problem.message
        self.init(path: path, rule: problem.rule, at: problem.location, reason: reason)
        self.problem = Diagnostic.Note(problem.message, at: problem.location)
    }

    /// How a diagnostic says that navgen skips a token it does not read (rule `unsupported`: a kind of token or value
    /// with no DTCG form, or none an iOS bar uses): the readers and the resolver give only the reason.
    static func message(skipping path: String, because reason: String) -> String {
        "token '\(path)' is skipped: \(reason)"
    }

    /// One mode's skipped tokens: each failed token with what the resolver found. A failed token without a record
    /// (a pointer's owner caught in a cycle) is skipped for its first problem among `diagnostics`.
    static func skips(of resolver: TokenValueResolver, in table: TokenTable, diagnostics: [Diagnostic]) -> [TokenSkip] {
        resolver.failed.compactMap { id in
            let token = table.tokens[id]
            switch resolver.failures[id] {
            case .problem(let problem)?:
                return TokenSkip(path: token.path, problem: problem)
            case .dependency(let dependency)?:
                return TokenSkip(path: token.path, rule: "", at: token.location, reason: "", dependency: table.tokens[dependency].path)
            case nil:
                return diagnostics.first { $0.tokenPath == token.path }.map { TokenSkip(path: token.path, problem: $0) }
            }
        }
    }

    /// Every mode's skips as one list in order of path, the first mode's for a token skipped in several; each token
    /// skipped for a dependency takes the rule and problem at the root of its chain. Tokens a reader left out of the
    /// catalogue but resolved (`TokenDocument.skippedTokens`: a letter spacing in percent, for the typography tokens
    /// that use it), and those it skipped without a word of their own, join the list with their `unsupported` warning
    /// (for the latter, the warning that says it for many tokens at once).
    static func merged(_ modes: [[TokenSkip]], passedOver: [SkippedToken]) -> [TokenSkip] {
        var byPath: [String: TokenSkip] = [:]
        for skips in modes {
            for skip in skips where byPath[skip.path] == nil { byPath[skip.path] = skip }
        }
        for token in passedOver where byPath[token.path] == nil {
            // At the token, even where one warning says it for the file's many: a screen's error is about this one.
            var skip = TokenSkip(path: token.path, rule: DiagnosticKind.unsupported.id, at: token.location, reason: token.reason)
            skip.problem = Diagnostic.Note(message(skipping: token.path, because: token.reason), at: token.location)
            skip.reportedAs = token.summary
            byPath[token.path] = skip
        }
        for path in byPath.keys {
            guard let dependency = byPath[path]!.dependency, let root = root(of: dependency, in: byPath) else { continue }
            byPath[path]!.rule = root.rule
            byPath[path]!.problem = root.problem
            byPath[path]!.reportedAs = root.reportedAs
            let through = dependency == root.path ? "" : ", which depends on '\(root.path)'"
            byPath[path]!.reason = "it refers to '\(dependency)'\(through), which is skipped: \(root.reason)"
        }
        return byPath.values.sorted { $0.path < $1.path }
    }

    /// The skip with a problem of its own at the end of `path`'s chain of dependencies.
    private static func root(of path: String, in skips: [String: TokenSkip]) -> TokenSkip? {
        var (current, steps) = (path, 0)
        while let skip = skips[current], steps <= skips.count {
            guard let next = skip.dependency else { return skip }
            (current, steps) = (next, steps + 1)
        }
        return nil
    }
}

/// What each token refers to in any mode, by path: a screen that uses a token reaches everything along these.
struct TokenReferences: Sendable {
    private(set) var targets: [String: Set<String>] = [:]

    /// Adds one mode's references, by index into its `tokens`.
    mutating func add(_ references: [(from: Int, to: Int)], in tokens: [RawToken]) {
        for (from, to) in references where from != to {
            targets[tokens[from].path, default: []].insert(tokens[to].path)
        }
    }
}
