/// A rule in SwiftLint's shape: a type whose description says what it checks, why, and shows it on
/// examples that a test runs. Rules about the resolved model are `ModelRule`s; the others describe
/// diagnostics that readers and the resolver report where they find the problem.
public protocol Rule: DiagnosticKind {
    static var description: RuleDescription { get }
}

extension Rule {
    public static var id: String { description.id }
    public static var defaultSeverity: Severity { description.severity }
}

/// A rule that checks the resolved model and the engine's plans, after both are built.
///
/// A check walks screens, edges or plans once each (never pairs of screens), so it stays linear in
/// the size of the app.
protocol ModelRule: Rule {
    static func check(model: NavigationModel, plans: [PlannedEdge]) -> [Violation]
}

/// What `navgen rules` prints for a rule, and the examples its test runs.
public struct RuleDescription: Sendable {
    /// Stable: configurations and `<!-- navgen:disable … -->` comments name it.
    public var id: String
    public var severity: Severity
    /// One paragraph: what fires, and why it matters on a device.
    public var rationale: String
    public var nonTriggeringExamples: [RuleExample]
    /// Each `↓` marks where a diagnostic of this rule must be reported.
    public var triggeringExamples: [RuleExample]

    public init(id: String, severity: Severity, rationale: String, nonTriggeringExamples: [RuleExample],
                triggeringExamples: [RuleExample]) {
        self.id = id
        self.severity = severity
        self.rationale = rationale
        self.nonTriggeringExamples = nonTriggeringExamples
        self.triggeringExamples = triggeringExamples
    }
}

/// A problem a model rule found, before the configuration decides its severity or silences it.
struct Violation {
    var diagnostic: Diagnostic
    /// Rules turned off on the screen or edge the problem is about.
    var disabledRules: Set<String>
}

extension ModelRule {
    /// A violation at the rule's default severity, silenced where `disabledRules` names the rule.
    static func violation(at location: SourceLocation, _ message: String, notes: [Diagnostic.Note] = [],
                          disabledRules: Set<String>) -> Violation {
        Violation(diagnostic: Diagnostic(Self.self, at: location, message, notes: notes),
                  disabledRules: disabledRules)
    }
}
