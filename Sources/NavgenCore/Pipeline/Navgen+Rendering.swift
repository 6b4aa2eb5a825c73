extension Navgen {
    /// What every output's rendering shares: the run's model, plans and diagnostics, the Swift names, and the bar
    /// catalogue and the flow's layout, each made once when some template reads it.
    struct Rendering: Sendable {
        let model: NavigationModel
        let plans: [PlannedEdge]
        let diagnostics: [Diagnostic]
        let inputs: [String]
        let moduleName: String
        let names: EmitNames
        let bars: BarCatalog?
        let flow: FlowContext?
        let outputs: [OutputFile]
        /// The parts of the context each output's template reads.
        let reads: [Set<String>]
        let templates: TemplateSet

        init(model: NavigationModel, result: Result, options: Options, outputs: [OutputFile], templates: TemplateSet) {
            let reads = outputs.map { templates.names(readBy: [$0.template]) }
            self.model = model
            plans = result.plans
            diagnostics = result.diagnostics
            inputs = result.inputFiles.map(displayPath)
            moduleName = options.moduleName
            names = EmitNames(model: model)
            bars = reads.contains(where: EmitContext.needsBars) ? BarCatalog(model: model) : nil
            flow = reads.contains(where: EmitContext.needsFlow) ? FlowContext(model: model, plans: result.plans) : nil
            self.outputs = outputs
            self.reads = reads
            self.templates = templates
        }

        /// How much output `index` reads, to start the costliest first.
        func cost(_ index: Int) -> Int {
            EmitContext.cost(of: reads[index], model: model)
        }

        func render(_ index: Int) -> Swift.Result<GeneratedFile, Template.Failure> {
            Swift.Result { () throws(Template.Failure) in
                let context = EmitContext(model: model, plans: plans, diagnostics: diagnostics, inputs: inputs, moduleName: moduleName,
                                          identifiers: names, bars: bars, flow: flow, reading: reads[index])
                return try Emitter.render(outputs[index], context: context, templates: templates)
            }
        }
    }
}
