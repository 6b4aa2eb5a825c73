/// What a diagnostic reports, described once in the catalogue (`DiagnosticCatalogue`): whoever reports a problem names
/// its kind (`log.report(.invalidValue, at: …)`) and never an id or a severity.
public struct DiagnosticKind: Sendable {
    /// Stable: `--rule`, the configuration's `"rules"` and `<!-- navgen:disable … -->` comments name it.
    public let id: String
    /// The severity until the run's policy decides (`RulePolicy`).
    public let defaultSeverity: Severity
    /// One paragraph: what fires, and why it matters on a device.
    public let rationale: String
    public let nonTriggeringExamples: [RuleExample]
    /// Each `↓` marks where a diagnostic of this kind must be reported.
    public let triggeringExamples: [RuleExample]

    init(id: String, severity: Severity, rationale: String, nonTriggeringExamples: [RuleExample] = [],
         triggeringExamples: [RuleExample] = []) {
        self.id = id
        self.defaultSeverity = severity
        self.rationale = rationale
        self.nonTriggeringExamples = nonTriggeringExamples
        self.triggeringExamples = triggeringExamples
    }
}
