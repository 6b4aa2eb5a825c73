/// A rule in SwiftLint's shape: a type whose description, its kind in the catalogue, says what it checks and why and
/// shows it on examples that a test runs, and whose check, below the description in the same file, finds it in the
/// resolved model and the engine's plans.
///
/// A check walks screens, edges or plans once each (never pairs of screens), so it stays linear in the size of the app.
protocol Rule: Sendable {
    static var description: DiagnosticKind { get }
    static func check(model: NavigationModel, plans: [PlannedEdge]) -> [Violation]
}

/// A problem a rule found, before the configuration decides its severity or silences it.
struct Violation {
    var diagnostic: Diagnostic
    /// Rules turned off on the screen or edge the problem is about.
    var disabledRules: Set<String>
}

extension Rule {
    /// A violation at the rule's default severity, silenced where `disabledRules` names the rule.
    static func violation(at location: SourceLocation, _ message: String, notes: [Diagnostic.Note] = [],
                          disabledRules: Set<String>) -> Violation {
        Violation(diagnostic: Diagnostic(description, at: location, message, notes: notes), disabledRules: disabledRules)
    }
}

/// The check stage: every rule of the catalogue over the model and the plans.
enum ModelCheck {
    /// Runs every rule once; the violations come in catalogue order.
    static func violations(model: NavigationModel, plans: [PlannedEdge]) -> [Violation] {
        DiagnosticCatalogue.modelRules.flatMap { $0.check(model: model, plans: plans) }
    }
}
