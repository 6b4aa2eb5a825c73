/// `navgen diff`: the inputs at a base and now, analysed with the same options and compared.
public enum NavgenDiff {
    /// What makes a comparison fail a CI gate (exit status 1).
    public enum Gate: String, CaseIterable, Sendable {
        case newErrors = "new-errors"
        case newWarnings = "new-warnings"
        case anyChange = "any-change"
    }

    public struct Outcome: Sendable {
        public var diff: NavigationDiff
        /// The new side's analysis: its model and plans draw the flow diagram.
        public var head: Navgen.Result
        /// The base's analysis, for the drawings before (`htmlPage`).
        public var base: Navgen.Result?
    }

    /// Compares `options.inputs` now with the same inputs at `base` (a git revision or a folder of inputs; see
    /// `BaseInputs`). Throws when either side cannot be read, or when the base has errors.
    public static func compare(base: String, options: Navgen.Options) throws(DiffFailure) -> Outcome {
        try BaseInputs.with(base, inputs: options.inputs) { inputs throws(DiffFailure) in
            // One side after the other, each on every thread: a parallel map nested in another runs on one thread.
            let new = Navgen.analyse(options)
            let inputFailures = new.diagnostics.filter { $0.rule == "input" && $0.severity == .error }
            guard inputFailures.isEmpty else {
                throw DiffFailure("cannot read the inputs", diagnostics: inputFailures.map(DiagnosticFormatter.relativeToCurrentFolder))
            }
            var baseOptions = options
            baseOptions.inputs = inputs.paths
            // A change may add the app target the run names.
            baseOptions.requiresAppTarget = false
            // Inputs that did not exist at the base: an empty side, with nothing to resolve (not even a mode).
            let old = inputs.paths.isEmpty ? Navgen.Result(files: [], diagnostics: [], model: nil, plans: [], inputFiles: [])
                : Navgen.analyse(baseOptions)
            let comparison = ModelComparison(base: old, head: new, baseInputs: inputs)
            guard !old.hasErrors else {
                throw DiffFailure("the inputs at '\(inputs.label)' have errors; navgen diff needs a base it can read",
                                  diagnostics: old.diagnostics.filter { $0.severity == .error }.map { comparison.baseDiagnostic($0) })
            }
            return Outcome(diff: comparison.diff(), head: new, base: old)
        }
    }

    /// Whether the diff fails `gate`.
    public static func fails(_ gate: Gate, _ diff: NavigationDiff) -> Bool {
        let introduced = diff.diagnostics.filter { $0.kind == .introduced }.map(\.diagnostic.severity)
        switch gate {
        case .newErrors: return introduced.contains(.error)
        case .newWarnings: return introduced.contains { $0 >= .warning }
        case .anyChange: return !diff.isEmpty
        }
    }
}

extension NavgenDiff {
    public enum Format: String, CaseIterable, Sendable {
        case markdown, text, json, github
    }

    /// The diff in `format`; `color` paints the text format for a terminal; `page` is where `--html` wrote the drawings
    /// (a run's artifacts page, or the file), which the GitHub annotations link to.
    public static func render(_ diff: NavigationDiff, format: Format, color: Bool = false, page: String? = nil) -> String {
        switch format {
        case .markdown: DiffMarkdown.render(diff)
        case .text: DiffText.render(diff, color: color)
        case .json: DiffJSON.render(diff)
        case .github: DiffAnnotations.render(diff, page: page)
        }
    }
}

extension DiffFailure {
    /// `error: …` and the diagnostics behind it, one line each (a base's source lines are gone once it is compared).
    public var text: String {
        (["error: \(message)"] + diagnostics.map { "\($0.location): \($0.severity.rawValue): \($0.message) [\($0.rule)]" })
            .joined(separator: "\n") + "\n"
    }
}

extension NavgenDiff {
    /// The new side's flow diagram (the report's `NavigationFlow.svg`) with what changed marked: new, renamed and
    /// restyled screens, and new edges and edges whose plans changed (a pop's or dismissal's change marks its push or
    /// presentation). `templates` replace the default ones, as in a run.
    public static func flowDiagram(_ outcome: Outcome, templates: String? = nil) throws(DiffFailure) -> String {
        guard let model = outcome.head.model else { return "" }
        var highlight = FlowHighlight()
        for change in outcome.diff.screens where change.kind != .removed { highlight.screens.insert(change.node.id) }
        for change in outcome.diff.properties { highlight.screens.insert(change.screen.id) }
        for change in outcome.diff.edges where change.kind == .added {
            highlight.edges.insert(FlowHighlight.key(from: change.from.id, to: change.to.id, operation: change.operation))
        }
        for change in outcome.diff.transitions {
            let (from, to) = (change.from.id, change.to.id)
            for operation in change.operations {
                switch operation {
                case .pop, .interactivePop, .interactivePopCancelled: highlight.edges.insert(FlowHighlight.key(from: to, to: from, operation: .push))
                case .dismiss: highlight.edges.insert(FlowHighlight.key(from: to, to: from, operation: .present))
                default: highlight.edges.insert(FlowHighlight.key(from: from, to: to, operation: operation))
                }
            }
        }
        // What the flow diagram's template reads of a run's context.
        struct Context: Encodable {
            var generatedBy: String
            var flow: FlowContext
        }
        let context = Context(generatedBy: "navgen \(Navgen.version) diff against \(outcome.diff.base): \(DiffWording.summary(outcome.diff))",
                              flow: FlowContext(model: model, plans: outcome.head.plans, highlight: highlight))
        do {
            return try TemplateSet.load(overrides: templates).renderer.render("NavigationFlow.svg", context: TemplateEncoder.value(of: context))
        } catch {
            throw DiffFailure(error.diagnostic.message, diagnostics: [error.diagnostic])
        }
    }
}
