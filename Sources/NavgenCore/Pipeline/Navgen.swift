import Foundation

/// The whole pipeline: read, resolve, plan, check, render. Writing is separate (`OutputWriter`).
public enum Navgen {
    public static let version = "0.1.0"

    public struct Options: Sendable {
        public var inputs: [String]
        public var moduleName: String
        /// A folder whose templates replace the default ones, file by file.
        public var templates: String?
        public var threads: Int
        /// Only the Swift files an app target compiles: no generated tests, no report (the build plugin).
        public var sourcesOnly = false
        /// Modes to resolve and emit; all the inputs define when empty.
        public var modes: [String] = []
        /// Overrides the deployment target the inputs declare (rules and designs depend on it).
        public var deploymentTarget: String?
        /// The iOS SDK the app builds with, which with the Info.plist decides its designs.
        public var sdk = BuildDesigns.defaultSDK
        /// Warnings become errors.
        public var strict: Bool
        /// Rule id → the severity to use instead of the rule's default; nil turns the rule off.
        public var ruleSeverities: [String: Severity?]
        /// How Style Dictionary files' unitless sizes are read; nil: not chosen, so rem, with a warning where it matters.
        public var unitlessSize: UnitlessSize?

        /// The module the generated tests import when none is given.
        public static let defaultModuleName = "NavigationSample"

        public init(inputs: [String], moduleName: String = defaultModuleName, templates: String? = nil,
                    threads: Int = ProcessInfo.processInfo.activeProcessorCount, strict: Bool = false,
                    ruleSeverities: [String: Severity?] = [:]) {
            self.inputs = inputs
            self.moduleName = moduleName
            self.templates = templates
            self.threads = threads
            self.strict = strict
            self.ruleSeverities = ruleSeverities
        }
    }

    public struct Result: Sendable {
        public var files: [GeneratedFile]
        public var diagnostics: [Diagnostic]
        public var model: NavigationModel?
        public var plans: [PlannedEdge]
        public var inputFiles: [String]
        /// Every file the run read, sorted: the input files, the files they name (a resolver's sources, Tokens Studio's
        /// sets and metadata) and the templates that replace default ones; for `--depfile`.
        public var filesRead: [String] = []
        /// The token documents read, for `inspect`.
        public var tokenDocuments: [TokenDocumentSummary] = []
        /// The property lists read, for `inspect`.
        public var propertyLists: [PropertyListDocument] = []
        /// Each phase with its time and counts, for `--verbose`.
        public var phases: [PhaseTiming] = []
        /// What the inputs were (`1 xib and 2 token files`) when they hold no screen, for the line that says so; then
        /// only the files whose subject they hold are rendered (none when they hold nothing), or with `sourcesOnly` the
        /// app's files, which compile all the same.
        public var inputsWithoutScreen: String?

        public var hasErrors: Bool { diagnostics.contains { $0.severity == .error } }
    }

    /// Runs `body` with `count` threads for every parallel map of the pipeline: what `analyse`, `generate` and
    /// `context` do with `Options.threads`, for the other entry points (printing diagnostics, the benchmark's phases).
    public static func withThreads<Value>(_ count: Int, _ body: () throws -> Value) rethrows -> Value {
        try ParallelMap.withThreads(count, body)
    }

    /// Everything up to the plans and the rules: used by `inspect` and by generation.
    public static func analyse(_ options: Options) -> Result {
        withThreads(options.threads) { analysed(options) }
    }

    /// Runs the pipeline and renders every output in memory; nothing is rendered when there are errors.
    ///
    /// `whenAnalysed` is given the diagnostics as soon as the rules have run, before the files render, so that a
    /// caller can print them meanwhile; the result's diagnostics start with them, and only a template that fails
    /// to render adds one after them.
    public static func generate(_ options: Options, whenAnalysed: ([Diagnostic]) -> Void = { _ in }) -> Result {
        withThreads(options.threads) { generated(options, whenAnalysed: whenAnalysed) }
    }

    /// read → resolve tokens → resolve screens → plan → check.
    private static func analysed(_ options: Options) -> Result {
        var clock = PhaseClock()
        var log = DiagnosticLog()
        let inputs = read(options.inputs, unitlessSize: options.unitlessSize ?? .default, log: &log)
        clock.lap("read", "\(inputs.files.count) files")
        let catalogue = resolveTokens(inputs.tokens, modes: options.modes, inputs: options.inputs, log: &log)
        clock.lap("resolve tokens", "\(catalogue.tokens.count) tokens in \(catalogue.modes.count) modes")
        let settings = BuildSettings(sdk: options.sdk, propertyLists: inputs.propertyLists, deploymentTarget: options.deploymentTarget)
        let model = resolveScreens(inputs.navigation, tokens: catalogue, settings: settings, log: &log)
        clock.lap("model", "\(model.screens.count) screens, \(model.edges.count) edges, designs \(model.designs.map(\.rawValue).joined(separator: " and "))")
        let plans = TransitionEngine.plans(for: model)
        clock.lap("engine", "\(plans.count) plans")
        let diagnostics = check(model, plans: plans, reported: log.entries, options: options)
        clock.lap("rules", "\(diagnostics.count) diagnostics")
        return Result(files: [], diagnostics: diagnostics, model: model, plans: plans, inputFiles: inputs.files,
                      filesRead: Set(inputs.files + inputs.tokens.flatMap(\.referencedPaths)).sorted(),
                      tokenDocuments: inputs.tokens.map { TokenDocumentSummary(path: $0.path, format: $0.format) },
                      propertyLists: inputs.propertyLists, phases: clock.phases)
    }

    /// Stage 1: the files under `paths`, each parsed on its own, all at once, then the token documents made from them.
    public static func read(_ paths: [String], limits: InputReader.Limits = InputReader.Limits(), unitlessSize: UnitlessSize,
                            log: inout DiagnosticLog) -> ReadInputs {
        let files = InputReader.files(in: paths, limits: limits, log: &log)
        let parsed = ParallelMap.map(files, costliestFirst: \.size) { InputReader.parse($0, limits: limits) }
        return InputReader.inputs(parsed, of: files, unitlessSize: unitlessSize, log: &log)
    }

    /// Stage 2: every mode of the token documents resolved on its own, all at once, then the catalogue of their
    /// values; only `modes` when some are named.
    static func resolveTokens(_ documents: [TokenDocument], modes: [String], inputs: [String], log: inout DiagnosticLog) -> TokenCatalogue {
        let builder = TokenCatalogueBuilder(documents: documents)
        var catalogue = builder.catalogue(ParallelMap.map(builder.modes) { builder.resolve($0) }, log: &log)
        guard !modes.isEmpty else { return catalogue }
        for mode in modes where !catalogue.modes.contains(mode) {
            log.report(.input, at: .file(inputs.first ?? "."),
                       "unknown mode '\(mode)'; the inputs define \(catalogue.modes.joined(separator: ", "))")
        }
        catalogue.modes = catalogue.modes.filter { modes.contains($0) }
        return catalogue
    }

    /// Stage 3: the storyboards' references followed, then every screen's bar in every mode and design.
    static func resolveScreens(_ documents: [SourceDocument], tokens: TokenCatalogue, settings: BuildSettings,
                               log: inout DiagnosticLog) -> NavigationModel {
        var documents = documents
        StoryboardReferences.resolve(&documents, log: &log)
        let (model, diagnostics) = ModelBuilder.build(documents: documents, tokens: tokens, settings: settings)
        log.add(contentsOf: diagnostics)
        return model
    }

    /// Stage 5: what the readers and resolvers reported and what the model rules find, configured by the run's
    /// policy, in an order independent of the inputs'.
    static func check(_ model: NavigationModel, plans: [PlannedEdge], reported: [Diagnostic], options: Options) -> [Diagnostic] {
        var severities = options.ruleSeverities
        // A reading the user chose is no guess: saying which it is stays, as a note.
        if options.unitlessSize != nil, severities[DiagnosticKind.unitlessSize.id] == nil {
            severities[DiagnosticKind.unitlessSize.id] = .note
        }
        let policy = RulePolicy(severities: severities, strict: options.strict,
                                reach: TokenReach(model: model))
        var diagnostics = policy.configured(reported)
        // The model rules check a model that resolved; on top of errors their findings would mostly echo them.
        if !diagnostics.contains(where: { $0.severity == .error }) {
            diagnostics += policy.configured(ModelCheck.violations(model: model, plans: plans))
        }
        return Diagnostic.ordered(policy.finished(diagnostics))
    }

    private static func generated(_ options: Options, whenAnalysed: ([Diagnostic]) -> Void) -> Result {
        var result = analysed(options)
        whenAnalysed(result.diagnostics)
        guard !result.hasErrors, let model = result.model else { return result }
        if model.screens.isEmpty {
            result.inputsWithoutScreen = inputSummary(model.documents, tokenFiles: result.tokenDocuments.count)
        }
        let outputs = Emitter.outputs(for: model, sourcesOnly: options.sourcesOnly)
        guard !outputs.isEmpty else { return result }
        var clock = PhaseClock()
        do {
            let templates = try TemplateSet.load(overrides: options.templates)
            // Parts of the context that nothing the templates to render read names are not built (the build plugin's
            // app files, or the tokens alone, read far less than the tests and the report).
            let names = outputs == OutputFile.allCases ? nil : templates.names(readBy: outputs.map(\.template))
            let context = emitContext(of: result, model: model, options: options, reading: names)
            clock.lap("context", "\(result.plans.count) transition rows")
            result.filesRead = (result.filesRead + templates.overrideFiles).sorted()
            result.files = try rendered(outputs, context: context, templates: templates)
            clock.lap("render", "\(result.files.count) files")
            result.phases += clock.phases
        } catch {
            result.diagnostics.append(error.diagnostic)
        }
        return result
    }
}

/// What the inputs were, for the line that says they hold no screen: `1 xib and 2 token files`.
private func inputSummary(_ documents: [SourceDocument], tokenFiles: Int) -> String {
    func counted(_ count: Int, _ singular: String, _ plural: String) -> String? {
        count == 0 ? nil : "\(count) \(count == 1 ? singular : plural)"
    }
    let kinds = [
        counted(documents.count { $0.format == .storyboard }, "storyboard", "storyboards"),
        counted(documents.count { $0.format == .xib }, "xib", "xibs"),
        counted(documents.count { $0.format == .navigationMap }, "navigation map", "navigation maps"),
        counted(tokenFiles, "token file", "token files"),
    ].compactMap { $0 }
    guard let last = kinds.last else { return "the inputs" }
    return kinds.count == 1 ? last : kinds.dropLast().joined(separator: ", ") + " and " + last
}

extension Navgen {
    /// What the templates of a run read (`navgen inspect --context`); nil, with the run's diagnostics, when the inputs
    /// have errors and nothing would be rendered.
    public static func context(_ options: Options) -> (result: Result, context: EmitContext?) {
        withThreads(options.threads) {
            let result = analysed(options)
            guard !result.hasErrors, let model = result.model else { return (result, nil) }
            return (result, emitContext(of: result, model: model, options: options))
        }
    }

    /// Emit: the context every template renders, built before any renders.
    fileprivate static func emitContext(of result: Result, model: NavigationModel, options: Options,
                                        reading names: Set<String>? = nil) -> EmitContext {
        EmitContext(model: model, plans: result.plans, diagnostics: result.diagnostics, inputs: result.inputFiles.map(displayPath),
                    moduleName: options.moduleName, reading: names)
    }

    /// Render: each output from the context, the files on all threads, those reading the most first; a failure is the
    /// first output's to fail.
    fileprivate static func rendered(_ outputs: [OutputFile], context: EmitContext, templates: TemplateSet) throws(Template.Failure) -> [GeneratedFile] {
        let cost = { (output: OutputFile) in context.size(readBy: templates.names(readBy: [output.template])) }
        return try ParallelMap.map(outputs, costliestFirst: cost) { output in
            Swift.Result { () throws(Template.Failure) in try Emitter.render(output, context: context, templates: templates) }
        }.map { result throws(Template.Failure) in try result.get() }
    }
}

/// An input path as the generated headers show it: relative to the current folder when inside it, so
/// the same inputs give the same header on every machine.
func displayPath(_ path: String) -> String { displayPath(path, under: currentFolderPrefix()) }

/// `prefix` is `currentFolderPrefix()`, asked for once when thousands of paths are shown.
func displayPath(_ path: String, under prefix: String) -> String {
    if path.hasPrefix(prefix) { return String(path.dropFirst(prefix.count)) }
    return path.hasPrefix("./") ? String(path.dropFirst(2)) : path
}

/// The current folder ending in `/`: what `displayPath` takes off the paths inside it.
func currentFolderPrefix() -> String {
    let current = FileManager.default.currentDirectoryPath
    return current.hasSuffix("/") ? current : current + "/"
}

/// A token file as `inspect` lists it.
public struct TokenDocumentSummary: Sendable {
    public var path: String
    public var format: DocumentFormat
}
