/// How a run treats rules, the one place that decides a diagnostic's severity: the rule's default, then the
/// token policy (a problem in a token no screen reaches is a warning, `TokenReach`), then the severities the
/// configuration changed or turned off, then `--strict`; and the `<!-- navgen:disable … -->` comments on screens
/// and edges. Every diagnostic passes through here, whichever stage reported it, so all of these work the same for
/// reader checks and model rules.
struct RulePolicy {
    /// Rule id → the severity to use instead of the default; nil turns the rule off.
    var severities: [String: Severity?]
    /// Warnings become errors.
    var strict: Bool
    /// What the navigation reaches among the tokens; nil when no token has a problem.
    var reach: TokenReach?

    /// Applies the token policy and the configured severities; `--strict` waits for `finished(_:)`, so that it does
    /// not change which stages run.
    func configured(_ diagnostics: consuming [Diagnostic]) -> [Diagnostic] {
        var diagnostics = diagnostics
        // Nearly every run configures nothing and has no token problem: thousands of diagnostics pass untouched.
        guard reach != nil || !severities.isEmpty else { return diagnostics }
        diagnostics.removeAll { diagnostic in
            if case .some(.none) = severities[diagnostic.rule] { return true }
            return false
        }
        // Changed in place: a diagnostic is large to copy.
        for index in diagnostics.indices {
            if let reach, let path = diagnostics[index].tokenPath {
                diagnostics[index].severity = reach.severity(diagnostics[index].severity, ofAProblemIn: path)
            }
            if case .some(.some(let severity)) = severities[diagnostics[index].rule] { diagnostics[index].severity = severity }
        }
        return diagnostics
    }

    /// Model-rule findings that the screen or edge did not silence, configured.
    func configured(_ violations: [Violation]) -> [Diagnostic] {
        // On all threads: warnings-L's model rules find some 10,000 violations, each a diagnostic to copy out.
        configured(ParallelMap.chunked(violations, minimumChunk: 256) { violation, kept in
            if !violation.disabledRules.contains(violation.diagnostic.rule) { kept.append(violation.diagnostic) }
        })
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
