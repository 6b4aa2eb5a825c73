/// How a run treats rules, the one place that decides a diagnostic's severity: the rule's default, then the
/// token policy (a problem in a token no screen reaches is a warning, `TokenReach`), then the severities the
/// configuration changed or turned off, then `--strict`; and the `<!-- navgen:disable … -->` comments on screens
/// and edges. Every diagnostic passes through here, whichever stage reported it, so all of these work the same for
/// reader checks and model rules.
struct RulePolicy: Sendable {
    /// Rule id → the severity to use instead of the default; nil turns the rule off.
    var severities: [String: Severity?]
    /// Warnings become errors.
    var strict: Bool
    /// What the navigation reaches among the tokens; nil when no token has a problem.
    var reach: TokenReach?

    /// Applies the token policy and the configured severities; `--strict` waits for `finished(_:)`, so that it does
    /// not change which stages run.
    func configured(_ diagnostics: [Diagnostic]) -> [Diagnostic] {
        diagnostics.compactMap { diagnostic in
            var diagnostic = diagnostic
            if let reach, let path = diagnostic.tokenPath {
                diagnostic.severity = reach.severity(diagnostic.severity, ofAProblemIn: [path] + diagnostic.summarisedTokenPaths)
            }
            switch severities[diagnostic.rule] {
            case .some(.none): return nil
            case .some(.some(let severity)): diagnostic.severity = severity
            case .none: break
            }
            return diagnostic
        }
    }

    /// Model-rule findings that the screen or edge did not silence, configured.
    func configured(_ violations: [Violation]) -> [Diagnostic] {
        configured(violations.filter { !$0.disabledRules.contains($0.diagnostic.rule) }.map(\.diagnostic))
    }

    /// Whether `reported` fails the run whatever the rules find: an error, as configured and finished.
    func fails(_ reported: [Diagnostic]) -> Bool {
        finished(configured(reported)).contains { $0.severity == .error }
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
