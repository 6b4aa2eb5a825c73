extension Navgen {
    /// What every output's rendering shares: the run's model, plans and diagnostics, the Swift names, and the bar
    /// catalogue and the flow's layout, each made once, by the first output whose template reads it.
    struct Rendering: Sendable {
        let model: NavigationModel
        let plans: [PlannedEdge]
        let diagnostics: [Diagnostic]
        let inputs: [String]
        let moduleName: String
        let names: EmitNames
        let bars: MadeOnce<BarCatalog>
        let flow: MadeOnce<FlowContext>
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
            bars = MadeOnce { BarCatalog(model: model) }
            flow = MadeOnce { [plans = result.plans] in FlowContext(model: model, plans: plans) }
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
                let reads = reads[index]
                let context = EmitContext(model: model, plans: plans, diagnostics: diagnostics, inputs: inputs, moduleName: moduleName,
                                          identifiers: names, bars: EmitContext.needsBars(reads) ? bars.value : nil,
                                          flow: EmitContext.needsFlow(reads) ? flow.value : nil, reading: reads)
                return try Emitter.render(outputs[index], context: context, templates: templates)
            }
        }
    }
}
