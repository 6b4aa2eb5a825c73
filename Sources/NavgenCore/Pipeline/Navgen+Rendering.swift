extension Navgen {
    /// The plans and the diagnostics of a run, with the time each took.
    struct Analysis: Sendable {
        let plans: [PlannedEdge]
        let diagnostics: [Diagnostic]
        let phases: [PhaseTiming]
    }

    /// What the render seam made: the files, or the diagnostic of the template that failed.
    struct Rendered {
        var files: [GeneratedFile] = []
        var diagnostics: [Diagnostic] = []
        var templateFiles: [String] = []
    }

    /// The render seam's work: the analysis, then every output, each rendered from the run's model, the Swift names,
    /// and what the outputs share (the analysis, the bar catalogue and the flow's layout), each made once, by the first
    /// job that reads it.
    struct Rendering: Sendable {
        enum Job: Sendable {
            case analysis
            case output(Int)
        }

        let model: NavigationModel
        let analysis: MadeOnce<Analysis>
        let inputs: [String]
        let moduleName: String
        let names: EmitNames
        let bars: MadeOnce<BarCatalog>
        let flow: MadeOnce<FlowContext>
        let outputs: [OutputFile]
        /// The parts of the context each output's template reads.
        let reads: [Set<String>]
        let templates: TemplateSet

        init(model: NavigationModel, analysis: MadeOnce<Analysis>, inputs: [String], options: Options, outputs: [OutputFile],
             templates: TemplateSet) {
            self.model = model
            self.analysis = analysis
            self.inputs = inputs
            moduleName = options.moduleName
            names = EmitNames(model: model)
            bars = MadeOnce { BarCatalog(model: model) }
            flow = MadeOnce { FlowContext(model: model, plans: analysis.value.plans) }
            self.outputs = outputs
            reads = outputs.map { templates.names(readBy: [$0.template]) }
            self.templates = templates
        }

        /// The jobs in the order they start: the analysis first; then the outputs that do not read it, so that they
        /// render while it is made; then the others. Among the outputs, those reading the most first, so that a large
        /// one is not left running alone at the end.
        var jobs: [Job] {
            let costs = reads.map { EmitContext.cost(of: $0, model: model) }
            let costliestFirst = outputs.indices.sorted { costs[$0] != costs[$1] ? costs[$0] > costs[$1] : $0 < $1 }
            let waiting = costliestFirst.filter { EmitContext.needsAnalysis(reads[$0]) }
            let free = costliestFirst.filter { !EmitContext.needsAnalysis(reads[$0]) }
            return [.analysis] + (free + waiting).map(Job.output)
        }

        /// The job's output and its file; nil for the analysis.
        func run(_ job: Job) -> (output: Int, file: Swift.Result<GeneratedFile, Template.Failure>)? {
            switch job {
            case .analysis:
                _ = analysis.value
                return nil
            case .output(let index):
                return (index, render(index))
            }
        }

        private func render(_ index: Int) -> Swift.Result<GeneratedFile, Template.Failure> {
            Swift.Result { () throws(Template.Failure) in
                let reads = reads[index]
                let analysed = EmitContext.needsAnalysis(reads) ? analysis.value : nil
                let context = EmitContext(model: model, plans: analysed?.plans ?? [], diagnostics: analysed?.diagnostics ?? [],
                                          inputs: inputs, moduleName: moduleName, identifiers: names,
                                          bars: EmitContext.needsBars(reads) ? bars.value : nil,
                                          flow: EmitContext.needsFlow(reads) ? flow.value : nil, reading: reads)
                return try Emitter.render(outputs[index], context: context, templates: templates)
            }
        }
    }
}
