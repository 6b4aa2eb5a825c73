extension Navgen {
    /// Check, emit and render. The rules, the bar catalogue and the outputs that read neither the diagnostics nor the
    /// bars do not wait for one another, so they run at once; then the outputs that read them, at once. Each output's
    /// context holds only the parts its template reads. Nothing renders after errors; inputs without a screen render
    /// what they hold.
    static func checkAndRender(into result: inout Result, model: NavigationModel, reported: [Diagnostic], options: Options,
                               clock: inout PhaseClock, whenAnalysed: ([Diagnostic]) -> Void) {
        let policy = rulePolicy(model, options: options)
        let configured = policy.configured(reported)
        var outputs = configured.contains { $0.severity == .error } ? [] : Emitter.outputs(for: model, sourcesOnly: options.sourcesOnly)
        var templates = TemplateSet.empty
        var failure: Template.Failure?
        if !outputs.isEmpty {
            do {
                templates = try TemplateSet.load(overrides: options.templates)
            } catch {
                (failure, outputs) = (error, [])
            }
        }
        let reads = outputs.map { templates.names(readBy: [$0.template]) }
        let waiting = outputs.indices.filter { EmitContext.needsBars(reads[$0]) || EmitContext.readsDiagnostics(reads[$0]) }
        let first = outputs.indices.filter { !waiting.contains($0) }
        let names = EmitNames(model: model)
        let rendering = Rendering(model: model, plans: result.plans, inputs: result.inputFiles.map(displayPath), moduleName: options.moduleName,
                                  names: names, outputs: outputs, reads: reads, templates: templates)

        let jobs = [Job.check] + (waiting.contains { EmitContext.needsBars(reads[$0]) } ? [.bars] : []) + first.map(Job.render)
        var files = [Swift.Result<GeneratedFile, Template.Failure>?](repeating: nil, count: outputs.count)
        var bars: BarCatalog?
        let done = ParallelMap.map(jobs, costliestFirst: { rendering.cost(of: $0) }) { job -> Done in
            switch job {
            case .check: .diagnostics(check(model, plans: rendering.plans, configured: configured, policy: policy))
            case .bars: .bars(BarCatalog(model: model))
            case .render(let index): .file(rendering.render(index, diagnostics: [], bars: nil))
            }
        }
        for (job, outcome) in zip(jobs, done) {
            switch (job, outcome) {
            case (_, .diagnostics(let diagnostics)): result.diagnostics = diagnostics
            case (_, .bars(let catalogue)): bars = catalogue
            case (.render(let index), .file(let file)): files[index] = file
            default: break
            }
        }
        clock.lap("rules", "\(result.diagnostics.count) diagnostics, beside \(first.count) files")
        whenAnalysed(result.diagnostics)

        guard !result.hasErrors else { return }
        if let failure { return result.diagnostics.append(failure.diagnostic) }
        if model.screens.isEmpty { result.inputsWithoutScreen = inputSummary(model.files, tokenFiles: result.tokenDocuments.count) }
        guard !outputs.isEmpty else { return }
        result.filesRead = (result.filesRead + templates.overrideFiles).sorted()
        let (diagnostics, catalogue) = (result.diagnostics, bars)
        let rendered = ParallelMap.map(waiting, costliestFirst: { rendering.cost(of: .render($0)) }) { index in
            rendering.render(index, diagnostics: diagnostics, bars: catalogue)
        }
        for (index, file) in zip(waiting, rendered) { files[index] = file }
        do {
            result.files = try files.map { outcome throws(Template.Failure) in try outcome!.get() }
        } catch {
            result.diagnostics.append(error.diagnostic)
        }
        clock.lap("emit and render", "\(result.files.count) files")
    }

    /// What runs at once with the rules.
    private enum Job: Sendable {
        case check
        case bars
        case render(Int)
    }

    private enum Done: Sendable {
        case diagnostics([Diagnostic])
        case bars(BarCatalog)
        case file(Swift.Result<GeneratedFile, Template.Failure>)
    }

    /// What every output's rendering shares.
    private struct Rendering: Sendable {
        let model: NavigationModel
        let plans: [PlannedEdge]
        let inputs: [String]
        let moduleName: String
        let names: EmitNames
        let outputs: [OutputFile]
        let reads: [Set<String>]
        let templates: TemplateSet

        func render(_ index: Int, diagnostics: [Diagnostic], bars: BarCatalog?) -> Swift.Result<GeneratedFile, Template.Failure> {
            Swift.Result { () throws(Template.Failure) in
                let context = EmitContext(model: model, plans: plans, diagnostics: diagnostics, inputs: inputs, moduleName: moduleName,
                                          identifiers: names, bars: bars, reading: reads[index])
                return try Emitter.render(outputs[index], context: context, templates: templates)
            }
        }

        /// Rows of work, to start the longest first: the rules look at every screen and edge in every variant, as the
        /// bar catalogue does at every screen.
        func cost(of job: Job) -> Int {
            switch job {
            case .check: (model.screens.count + model.edges.count) * model.variants.count
            case .bars: model.screens.count * model.variants.count
            case .render(let index): EmitContext.cost(of: reads[index], model: model)
            }
        }
    }
}
