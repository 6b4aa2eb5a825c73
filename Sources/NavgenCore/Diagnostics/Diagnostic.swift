/// How bad a diagnostic is; `error` stops generation.
public enum Severity: String, Sendable, Hashable, Comparable, CaseIterable {
    case note, warning, error

    private var rank: Int {
        switch self {
        case .note: 0
        case .warning: 1
        case .error: 2
        }
    }

    public static func < (lhs: Severity, rhs: Severity) -> Bool { lhs.rank < rhs.rank }
}

/// One message about the input, pointing at the place to fix.
public struct Diagnostic: Hashable, Sendable {
    /// A related place, such as the first definition of a duplicate or an alias target.
    public struct Note: Hashable, Sendable {
        public var location: SourceLocation?
        public var message: String

        public init(_ message: String, at location: SourceLocation? = nil) {
            self.message = message
            self.location = location
        }
    }

    /// The rule's default until the run's policy decides (`RulePolicy`): no reader or rule chooses it.
    public internal(set) var severity: Severity
    public let rule: String
    public var location: SourceLocation
    public var message: String
    public var notes: [Note]
    /// The token or group the problem is in, for the policy: a problem in a token that no screen reaches is only
    /// a warning (`TokenReach`). Nil for problems outside token trees, and for a file's root.
    var tokenPath: String?
    /// The tokens of the problems a summary stands for besides its own (`tokenPath`): reaching any keeps its severity.
    var summarisedTokenPaths: [String] = []

    /// A diagnostic of `kind`, at the kind's default severity.
    public init(_ kind: DiagnosticKind, at location: SourceLocation, _ message: String, notes: [Note] = []) {
        self.severity = kind.defaultSeverity
        self.rule = kind.id
        self.location = location
        self.message = message
        self.notes = notes
    }

    /// Everything reported, but not the token paths: one problem in a group that `$extends` copies is found in every
    /// copy, and is one diagnostic.
    public static func == (lhs: Diagnostic, rhs: Diagnostic) -> Bool {
        (lhs.severity, lhs.location, lhs.rule, lhs.message, lhs.notes) == (rhs.severity, rhs.location, rhs.rule, rhs.message, rhs.notes)
    }

    public func hash(into hasher: inout Hasher) {
        hasher.combine(severity)
        hasher.combine(location)
        hasher.combine(rule)
        hasher.combine(message)
        hasher.combine(notes)
    }
}

extension Diagnostic {
    /// The diagnostics in an order independent of reading order (place, rule, message), each once.
    static func ordered(_ diagnostics: [Diagnostic]) -> [Diagnostic] {
        var seen: Set<Diagnostic> = []
        seen.reserveCapacity(diagnostics.count)
        // `sorted` is stable: equal places, rules and messages keep their first-seen order.
        return diagnostics.filter { seen.insert($0).inserted }.sorted(by: precedes)
    }

    private static func precedes(_ lhs: Diagnostic, _ rhs: Diagnostic) -> Bool {
        if lhs.location != rhs.location { return lhs.location < rhs.location }
        if lhs.rule != rhs.rule { return lhs.rule < rhs.rule }
        return lhs.message < rhs.message
    }
}

/// Collects diagnostics from one stage of the pipeline.
public struct DiagnosticLog: Sendable {
    public private(set) var entries: [Diagnostic] = []

    public init() {}

    public mutating func add(_ diagnostic: Diagnostic) { entries.append(diagnostic) }
    public mutating func add(contentsOf other: [Diagnostic]) { entries.append(contentsOf: other) }

    /// Reports a problem of `kind` at its default severity.
    public mutating func report(_ kind: DiagnosticKind, at location: SourceLocation, _ message: String,
                                notes: [Diagnostic.Note] = []) {
        add(Diagnostic(kind, at: location, message, notes: notes))
    }

    /// Reports a problem in the token or group at `path` (see `Diagnostic.tokenPath`); an empty path is a file's root.
    mutating func report(_ kind: DiagnosticKind, inToken path: String, at location: SourceLocation, _ message: String,
                         notes: [Diagnostic.Note] = []) {
        var diagnostic = Diagnostic(kind, at: location, message, notes: notes)
        if !path.isEmpty { diagnostic.tokenPath = path }
        add(diagnostic)
    }

    /// Marks the diagnostics reported since `start` that no deeper walk marked as problems in `path`.
    mutating func attribute(since start: Int, toToken path: String) {
        guard !path.isEmpty else { return }
        for index in entries.indices[start...] where entries[index].tokenPath == nil { entries[index].tokenPath = path }
    }

    /// Words the `unsupported` problems in the token at `path` reported since `start`, which made it fail, as
    /// `TokenSkip.message(skipping:because:)` does: the one place a skip's diagnostic names the token.
    mutating func sayTokenIsSkipped(_ path: String, since start: Int) {
        for index in entries.indices[start...] where entries[index].tokenPath == path && entries[index].rule == DiagnosticKind.unsupported.id {
            entries[index].message = TokenSkip.message(skipping: path, because: entries[index].message)
        }
    }

    public var hasErrors: Bool { entries.contains { $0.severity == .error } }
}
