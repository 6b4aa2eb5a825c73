/// How a run treats rules: severities the configuration changed or turned off, `--strict`, and the
/// `<!-- navgen:disable … -->` comments on screens and edges. Every diagnostic passes through here,
/// whichever stage reported it, so the three work the same for reader checks and model rules.
struct RulePolicy {
    /// Rule id → the severity to use instead of the default; nil turns the rule off.
    var severities: [String: Severity?]
    /// Warnings become errors.
    var strict: Bool

    /// Applies the configured severities; `--strict` waits for `finished(_:)`, so that it does not
    /// change which stages run.
    func configured(_ diagnostics: [Diagnostic]) -> [Diagnostic] {
        diagnostics.compactMap { diagnostic in
            guard let override = severities[diagnostic.rule] else { return diagnostic }
            guard let severity = override else { return nil }
            var changed = diagnostic
            changed.severity = severity
            return changed
        }
    }

    /// Model-rule findings that the screen or edge did not silence, configured.
    func configured(_ violations: [Violation]) -> [Diagnostic] {
        configured(violations.filter { !$0.disabledRules.contains($0.diagnostic.rule) }.map(\.diagnostic))
    }

    /// The run's final diagnostics: with `--strict`, every warning is an error.
    func finished(_ diagnostics: [Diagnostic]) -> [Diagnostic] {
        guard strict else { return diagnostics }
        return diagnostics.map { diagnostic in
            var changed = diagnostic
            if changed.severity == .warning { changed.severity = .error }
            return changed
        }
    }
}
