import Foundation

/// The pipeline, stage by stage, each a function of the one before:
///
///     read          paths                          → ReadInputs        (files parsed at once)
///     resolveTokens [TokenDocument]                → TokenCatalogue    (modes resolved at once)
///     resolveScreens [SourceDocument] + catalogue  → NavigationModel
///     plan          NavigationModel                → [PlannedEdge]
///     check         model + plans + reported       → [Diagnostic]
///     emit, render  model + plans + diagnostics    → EmitContext → [GeneratedFile]  (outputs at once)
///
/// Each stage reports into the `DiagnosticLog` it is given. Writing the files is the command line's (`OutputWriter`).
/// Three stages work on several threads, here and nowhere else: reading the files, resolving the modes and rendering
/// the outputs. When generating, plan and check are the first job of the render seam, so that the outputs that do not
/// read the plans or the diagnostics render meanwhile.
public enum Navgen {
    public static let version = "0.1.0"

    /// Runs `body` with `count` threads for the pipeline's parallel stages: what `analyse`, `generate` and `context` do
    /// with `Options.threads`, for the benchmark's phases.
    public static func withThreads<Value>(_ count: Int, _ body: () throws -> Value) rethrows -> Value {
        try ParallelMap.withThreads(count, body)
    }

    /// Everything up to the plans and the diagnostics: what `inspect` and `diff` read, and what generation renders.
    public static func analyse(_ options: Options) -> Result {
        withThreads(options.threads) { analysed(options) }
    }

    /// The whole pipeline, every output rendered in memory; nothing is rendered when there are errors.
    ///
    /// `whenAnalysed` is given the diagnostics as soon as the rules have run, on the thread that ran them, so that a
    /// caller can print them while the files render; the result's diagnostics start with them, and only a template that
    /// fails to render adds one after them. Outputs may render before the rules find an error; then they are dropped.
    public static func generate(_ options: Options, whenAnalysed: @escaping @Sendable ([Diagnostic]) -> Void = { _ in }) -> Result {
        withThreads(options.threads) {
            var (result, reported) = modelled(options)
            guard let model = result.model else { return result }
            let policy = rulePolicy(model, options: options)
            let analysis = MadeOnce { [reported] in
                let analysis = analyse(model, reported: reported, policy: policy)
                whenAnalysed(analysis.diagnostics)
                return analysis
            }
            // What the inputs reported may fail the run whatever the rules find: then nothing renders.
            guard !policy.fails(reported) else {
                result.add(analysis.value)
                return result
            }
            var clock = PhaseClock()
            let rendered = render(model, analysis: analysis, inputFiles: result.inputFiles, options: options)
            clock.lap("emit and render", "\(rendered.files.count) files")
            result.add(analysis.value)
            guard !result.hasErrors else { return result }
            result.phases += clock.phases
            result.files = rendered.files
            result.diagnostics += rendered.diagnostics
            result.filesRead = (result.filesRead + rendered.templateFiles).sorted()
            if model.screens.isEmpty { result.inputsWithoutScreen = inputSummary(model.files, launchScreens: result.documents.count(where: \.launchScreen),
                                                                                 tokenFiles: Set(result.tokenDocuments.flatMap(\.files)).count) }
            return result
        }
    }

    /// What the templates of a run read (`navgen inspect --context`); nil, with the run's diagnostics, when the inputs
    /// have errors and nothing would be rendered.
    public static func context(_ options: Options) -> (result: Result, context: EmitContext?) {
        withThreads(options.threads) {
            let result = analysed(options)
            guard !result.hasErrors, let model = result.model else { return (result, nil) }
            return (result, emit(model, result: result, options: options))
        }
    }

    /// Every stage up to the rules: the model, its plans and the diagnostics as the run's policy sets them.
    private static func analysed(_ options: Options) -> Result {
        var (result, reported) = modelled(options)
        guard let model = result.model else { return result }
        result.add(analyse(model, reported: reported, policy: rulePolicy(model, options: options)))
        return result
    }

    /// Every stage up to the model; what the inputs reported is given apart, for the rules to check with.
    private static func modelled(_ options: Options) -> (result: Result, reported: [Diagnostic]) {
        var clock = PhaseClock()
        var log = DiagnosticLog()
        var inputs = read(options.inputs, unitlessSize: options.unitlessSize ?? .default, log: &log)
        clock.lap("read", "\(inputs.files.count) files")
        if let building = options.buildingTarget, AppTargetChoice.isAppTarget(building, in: inputs.propertyLists) {
            AppTargetChoice.choose(building, in: &inputs.propertyLists, inputs: options.inputs, log: &log)
            if let name = options.appTarget {
                AppTargetChoice.reportUnknown(name, besides: building, in: inputs.propertyLists, log: &log)
            }
        } else if let name = options.appTarget {
            AppTargetChoice.choose(name, in: &inputs.propertyLists, inputs: options.inputs, required: options.requiresAppTarget,
                                   otherPlatformApps: inputs.otherPlatformApps, log: &log)
        }
        AppTargetChoice.reportMissingInfoPlists(in: inputs.propertyLists, log: &log)
        // An extension's, a framework's Info.plist configures its own bundle, never the app; an app's Info.plist files
        // come before its project's build settings.
        let appLists = inputs.propertyLists.filter { $0.bundle == .app && !$0.isProjectSettings }
            + inputs.propertyLists.filter { $0.bundle == .app && $0.isProjectSettings }
        let targets = AppTargets(inputs.propertyLists, files: inputs.files)
        let appWide = AppWideAppearance(propertyLists: appLists)
        log.add(contentsOf: AppWideAppearance.disagreements(in: appLists))
        // An app that keeps one interface style shows its system colours in that style only.
        let screenAxes = appWide.interfaceStyle == nil ? SystemColorAppearances.axes(of: inputs.navigation) : []
        let catalogue = resolveTokens(inputs.tokens, screenAxes: screenAxes, targets: targets, modes: options.modes, appWide: appWide,
                                      inputs: options.inputs, log: &log)
        clock.lap("resolve tokens", "\(catalogue.tokens.count) tokens in \(catalogue.modes.count) modes")
        let settings = BuildSettings(sdk: options.sdk, appWide: appWide, deploymentTarget: options.deploymentTarget,
                                     colorSetNames: AppTint.colorSetNames(inputs.files), targets: targets)
        let model = resolveScreens(inputs.navigation, tokens: catalogue, settings: settings, log: &log)
        clock.lap("model", "\(model.screens.count) screens, \(model.edges.count) edges, designs \(model.designs.map(\.rawValue).joined(separator: " and "))")
        let result = Result(files: [], diagnostics: [], model: model, plans: [], inputFiles: inputs.files,
                            documents: inputs.navigation,
                            filesRead: Set(inputs.files + inputs.tokens.flatMap { $0.referencedPaths + $0.namingFiles }).sorted(),
                            tokenDocuments: inputs.tokens.map {
                                TokenDocumentSummary(path: $0.path, format: $0.format, files: Set([TokenInput.normalizedPath($0.path)] + $0.referencedPaths))
                            },
                            propertyLists: inputs.propertyLists, phases: clock.phases)
        return (result, log.entries)
    }

    /// Read: the files under `paths`, each parsed on its own, all at once; then the token documents made from them (a
    /// resolver reads the sets it names among them), one copy of each localised storyboard chosen, Interface Builder ids made
    /// unique across documents, the storyboards' references to one another followed and the navigation controllers a
    /// column-style split view controller makes added.
    public static func read(_ paths: [String], limits: InputReader.Limits = InputReader.Limits(), unitlessSize: UnitlessSize,
                            log: inout DiagnosticLog) -> ReadInputs {
        let files = InputReader.files(in: paths, limits: limits, log: &log)
        let parsed = ParallelMap.map(files, costliestFirst: \.size) { InputReader.parse($0, limits: limits) }
        var inputs = InputReader.inputs(parsed, of: files, unitlessSize: unitlessSize, log: &log)
        StoryboardLocalisations.mark(&inputs.navigation,
                                     developmentRegions: inputs.propertyLists.compactMap { list in list.developmentRegion.map { (list.path, $0) } },
                                     log: &log)
        DocumentScopedIDs.separate(&inputs.navigation)
        StoryboardReferences.resolve(&inputs.navigation, log: &log)
        ColumnNavigationControllers.add(to: &inputs.navigation)
        return inputs
    }

    /// Resolve tokens: every mode of the token documents flattened and resolved on its own, all at once (a mode that
    /// types a token `string` resolves after, once every mode's keyword tokens are known), then the catalogue of their
    /// values; only `modes` when some are named, and only those the app shows when its Info.plist keeps one interface
    /// style. The modes are the documents' and `screenAxes`' (the screens' system colours follow the interface style);
    /// a colour set in the app's catalogue and other targets' (`targets`) is the app's.
    static func resolveTokens(_ documents: [TokenDocument], screenAxes: [ModeAxis] = [], targets: AppTargets = AppTargets([]), modes: [String],
                              appWide: AppWideAppearance = AppWideAppearance(), inputs: [String], log: inout DiagnosticLog) -> TokenCatalogue {
        let builder = TokenCatalogueBuilder(documents: ColorSetCopies.removed(from: documents, targets: targets), screenAxes: screenAxes)
        let steps = ParallelMap.map(builder.modes) { builder.step($0) }
        let keywordTokens = BarKeywordTokens.reached(in: steps.map(\.tree))
        var catalogue = builder.catalogue(builder.finish(steps, keywordTokens: keywordTokens), log: &log)
        if !modes.isEmpty {
            for mode in modes where !catalogue.modes.contains(mode) {
                log.report(.input, at: .file(inputs.first ?? "."),
                           "unknown mode '\(mode)'; the inputs define \(catalogue.modes.joined(separator: ", "))")
            }
            catalogue.modes = catalogue.modes.filter { modes.contains($0) }
        }
        catalogue.modes = appWide.shownModes(catalogue.modes, log: &log)
        return catalogue
    }

    /// Resolve screens: every screen's and container's bar in every mode and design, the stacks and the edges.
    static func resolveScreens(_ documents: [SourceDocument], tokens: TokenCatalogue, settings: BuildSettings,
                               log: inout DiagnosticLog) -> NavigationModel {
        let (model, diagnostics) = ModelBuilder.build(documents: documents, tokens: tokens, settings: settings)
        log.add(contentsOf: diagnostics)
        return model
    }

    /// Plan: every edge's push, pop and swipe back in every mode and design.
    static func plan(_ model: NavigationModel) -> [PlannedEdge] {
        TransitionEngine.plans(for: model)
    }

    /// Plan and check, timed: the plans, then the diagnostics of the run.
    static func analyse(_ model: NavigationModel, reported: [Diagnostic], policy: RulePolicy) -> Analysis {
        var clock = PhaseClock()
        let plans = plan(model)
        clock.lap("engine", "\(plans.count) plans")
        let (diagnostics, checkedModel) = check(model, plans: plans, reported: reported, policy: policy)
        clock.lap("rules", "\(diagnostics.count) diagnostics")
        return Analysis(plans: plans, diagnostics: diagnostics, checkedModel: checkedModel, phases: clock.phases)
    }

    /// Check: what the readers and resolvers reported and what the model rules find, configured by the run's policy,
    /// in an order independent of the inputs'; and whether the model rules ran.
    static func check(_ model: NavigationModel, plans: [PlannedEdge], reported: [Diagnostic],
                      policy: RulePolicy) -> (diagnostics: [Diagnostic], checkedModel: Bool) {
        var diagnostics = policy.configured(reported)
        // The model rules check a model that resolved; on top of errors their findings would mostly echo them.
        let checksModel = !diagnostics.contains { $0.severity == .error }
        if checksModel {
            diagnostics += policy.configured(ModelCheck.violations(model: model, plans: plans))
        }
        return (Diagnostic.ordered(policy.finished(diagnostics)), checksModel)
    }

    /// The run's severities (`--rule`, `--strict`) over the tokens the model reaches.
    private static func rulePolicy(_ model: NavigationModel, options: Options) -> RulePolicy {
        var severities = options.ruleSeverities
        // A reading the user chose is no guess: saying which it is stays, as a note.
        if options.unitlessSize != nil, severities[DiagnosticKind.unitlessSize.id] == nil {
            severities[DiagnosticKind.unitlessSize.id] = .note
        }
        return RulePolicy(severities: severities, strict: options.strict, reach: TokenReach(model: model))
    }

    /// Emit and render: every output at once, each from a context holding only the parts its template reads, with
    /// `analysis` (the plans and the rules) made as the first job of the render seam; no file when a template fails to
    /// load or render. Also the templates read from `Options.templates`, for `--depfile`.
    static func render(_ model: NavigationModel, analysis: MadeOnce<Analysis>, inputFiles: [String], options: Options) -> Rendered {
        let outputs = Emitter.outputs(for: model, sourcesOnly: options.sourcesOnly)
        guard !outputs.isEmpty else { return Rendered() }
        let templates: TemplateSet
        do {
            templates = try TemplateSet.load(overrides: options.templates)
        } catch {
            return Rendered(diagnostics: [error.diagnostic])
        }
        // The outputs' contexts go with the rendering, before the parts are joined.
        let outcomes = run(Rendering(model: model, analysis: analysis, inputs: inputFiles.map(displayPath), options: options,
                                     outputs: outputs, templates: templates, threads: ParallelMap.threads))
        do {
            return Rendered(files: try Rendering.files(outcomes), templateFiles: templates.overrideFiles)
        } catch {
            return Rendered(diagnostics: [error.diagnostic], templateFiles: templates.overrideFiles)
        }
    }

    /// Every job of the render seam, at once.
    private static func run(_ rendering: Rendering) -> [Rendering.Outcome] {
        ParallelMap.map(rendering.jobs) { rendering.run($0) }.compactMap { $0 }
    }

    /// Emit: the context the templates render, built before any renders; with `names`, only the parts they name.
    private static func emit(_ model: NavigationModel, result: Result, options: Options, reading names: Set<String>? = nil) -> EmitContext {
        EmitContext(model: model, plans: result.plans, diagnostics: result.diagnostics, inputs: result.inputFiles.map(displayPath),
                    moduleName: options.moduleName, reading: names)
    }
}
