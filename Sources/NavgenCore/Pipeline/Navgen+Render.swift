extension Navgen {
    /// Check, emit and render. The rules, the bar catalogue and the flow's layout do not wait for each other, so they
    /// run at once; then the outputs, at once, those reading the most first, each output's context holding only the
    /// parts its template reads. Nothing renders after errors; inputs without a screen render what they hold.
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
        let jobs = [Job.check] + (reads.contains(where: EmitContext.needsBars) ? [.bars] : [])
            + (reads.contains(where: EmitContext.needsFlow) ? [.flow] : [])
        let plans = result.plans
        let done = ParallelMap.map(jobs) { job -> Done in
            switch job {
            case .check: .diagnostics(check(model, plans: plans, configured: configured, policy: policy))
            case .bars: .bars(BarCatalog(model: model))
            case .flow: .flow(FlowContext(model: model, plans: plans))
            }
        }
        var bars: BarCatalog?
        var flow: FlowContext?
        for outcome in done {
            switch outcome {
            case .diagnostics(let diagnostics): result.diagnostics = diagnostics
            case .bars(let catalogue): bars = catalogue
            case .flow(let layout): flow = layout
            }
        }
        clock.lap("rules", "\(result.diagnostics.count) diagnostics")
        whenAnalysed(result.diagnostics)

        guard !result.hasErrors else { return }
        if let failure { return result.diagnostics.append(failure.diagnostic) }
        if model.screens.isEmpty { result.inputsWithoutScreen = inputSummary(model.files, tokenFiles: result.tokenDocuments.count) }
        guard !outputs.isEmpty else { return }
        result.filesRead = (result.filesRead + templates.overrideFiles).sorted()
        let rendering = Rendering(model: model, plans: plans, diagnostics: result.diagnostics, inputs: result.inputFiles.map(displayPath),
                                  moduleName: options.moduleName, names: EmitNames(model: model), bars: bars, flow: flow, outputs: outputs,
                                  reads: reads, templates: templates)
        let rendered = ParallelMap.map(Array(outputs.indices), costliestFirst: { EmitContext.cost(of: reads[$0], model: model) }) { index in
            rendering.render(index)
        }
        do {
            result.files = try rendered.map { outcome throws(Template.Failure) in try outcome.get() }
        } catch {
            result.diagnostics.append(error.diagnostic)
        }
        clock.lap("emit and render", "\(result.files.count) files")
    }

    /// What runs at once before the outputs render.
    private enum Job: Sendable {
        case check
        case bars
        case flow
    }

    private enum Done: Sendable {
        case diagnostics([Diagnostic])
        case bars(BarCatalog)
        case flow(FlowContext)
    }

    /// What every output's rendering shares.
    private struct Rendering: Sendable {
        let model: NavigationModel
        let plans: [PlannedEdge]
        let diagnostics: [Diagnostic]
        let inputs: [String]
        let moduleName: String
        let names: EmitNames
        let bars: BarCatalog?
        let flow: FlowContext?
        let outputs: [OutputFile]
        let reads: [Set<String>]
        let templates: TemplateSet

        func render(_ index: Int) -> Swift.Result<GeneratedFile, Template.Failure> {
            Swift.Result { () throws(Template.Failure) in
                let context = EmitContext(model: model, plans: plans, diagnostics: diagnostics, inputs: inputs, moduleName: moduleName,
                                          identifiers: names, bars: bars, flow: flow, reading: reads[index])
                return try Emitter.render(outputs[index], context: context, templates: templates)
            }
        }
    }
}
