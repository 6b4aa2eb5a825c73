extension Navgen {
    /// The plans and the diagnostics of a run, with the time each took.
    struct Analysis: Sendable {
        let plans: [PlannedEdge]
        let diagnostics: [Diagnostic]
        /// Whether the model rules ran: not over inputs with errors.
        let checkedModel: Bool
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
    /// job that reads it. An output that alone costs more than one thread's share of the whole renders in as many parts
    /// as there are threads, from one context.
    struct Rendering: Sendable {
        enum Job: Sendable {
            case analysis
            case output(Int, part: Int, of: Int)
        }

        /// A part of an output's bytes, or the failure of its template.
        struct Outcome {
            let output: Int
            let path: String
            let part: Int
            let bytes: Swift.Result<[UInt8], Template.Failure>
        }

        let analysis: MadeOnce<Analysis>
        let outputs: [OutputFile]
        /// The parts of the context each output's template reads, and what rendering it costs (`EmitContext.cost`).
        let reads: [Set<String>]
        let costs: [Int]
        /// The parts each output renders in.
        let parts: [Int]
        /// Each output's context, made by its job; for an output in parts, made once, by the first of them to start.
        let context: @Sendable (Int) -> EmitContext
        let prepared: [MadeOnce<Emitter.Prepared>?]
        let templates: TemplateSet

        /// `threads` is how many render at once: an output costing more than one thread's share renders in that many parts.
        init(model: NavigationModel, analysis: MadeOnce<Analysis>, inputs: [String], options: Options, outputs: [OutputFile],
             templates: TemplateSet, threads: Int) {
            self.analysis = analysis
            self.outputs = outputs
            self.templates = templates
            let reads = outputs.map { templates.names(readBy: [$0.template]) }
            self.reads = reads
            let costs = reads.map { EmitContext.cost(of: $0, model: model) }
            self.costs = costs
            let total = costs.reduce(0, +)
            let parts = costs.map { $0 * threads > total ? threads : 1 }
            self.parts = parts
            let names = EmitNames(model: model)
            let bars = MadeOnce { BarCatalog(model: model) }
            let flow = MadeOnce { FlowContext(model: model, plans: analysis.value.plans) }
            let moduleName = options.moduleName
            let context: @Sendable (Int) -> EmitContext = { index in
                let reads = reads[index]
                let analysed = EmitContext.needsAnalysis(reads) ? analysis.value : nil
                return EmitContext(model: model, plans: analysed?.plans ?? [], diagnostics: analysed?.diagnostics ?? [],
                                   inputs: inputs, moduleName: moduleName, identifiers: names,
                                   bars: EmitContext.needsBars(reads) ? bars.value : nil,
                                   flow: EmitContext.needsFlow(reads) ? flow.value : nil, reading: reads)
            }
            self.context = context
            prepared = parts.indices.map { index in
                parts[index] > 1 ? MadeOnce { Emitter.prepare(outputs[index], context: context(index), templates: templates) } : nil
            }
        }

        /// The jobs in the order they start: the analysis first; then the outputs that do not read it, so that they
        /// render while it is made; then the others. Among the outputs, those reading the most first, so that a large
        /// one is not left running alone at the end; an output's parts one after the other.
        var jobs: [Job] {
            let costliestFirst = outputs.indices.sorted { costs[$0] != costs[$1] ? costs[$0] > costs[$1] : $0 < $1 }
            let waiting = costliestFirst.filter { EmitContext.needsAnalysis(reads[$0]) }
            let free = costliestFirst.filter { !EmitContext.needsAnalysis(reads[$0]) }
            return [.analysis] + (free + waiting).flatMap { index in
                (0..<parts[index]).map { Job.output(index, part: $0, of: parts[index]) }
            }
        }

        /// The job's part of an output; nil for the analysis.
        func run(_ job: Job) -> Outcome? {
            switch job {
            case .analysis:
                _ = analysis.value
                return nil
            case .output(let index, let part, let parts):
                return Outcome(output: index, path: outputs[index].path, part: part, bytes: Swift.Result { () throws(Template.Failure) in
                    guard let prepared = prepared[index] else {
                        return try Emitter.render(outputs[index], context: context(index), templates: templates).bytes
                    }
                    return try Emitter.render(outputs[index], prepared: prepared.value, templates: templates, part: part, of: parts)
                })
            }
        }

        /// The files of the outcomes, each output's parts joined in order; the failure of the first template that failed.
        static func files(_ outcomes: [Outcome]) throws(Template.Failure) -> [GeneratedFile] {
            let ordered = outcomes.sorted { ($0.output, $0.part) < ($1.output, $1.part) }
            var files: [GeneratedFile] = []
            var start = 0
            while start < ordered.count {
                let output = ordered[start].output
                let end = ordered[start...].firstIndex { $0.output != output } ?? ordered.count
                let parts = try ordered[start..<end].map { outcome throws(Template.Failure) in try outcome.bytes.get() }
                files.append(GeneratedFile(path: ordered[start].path, bytes: parts.count == 1 ? parts[0] : joined(parts)))
                start = end
            }
            return files
        }

        /// The parts one after the other, in an array made at their size rather than grown.
        private static func joined(_ parts: [[UInt8]]) -> [UInt8] {
            var bytes: [UInt8] = []
            bytes.reserveCapacity(parts.reduce(0) { $0 + $1.count })
            for part in parts { bytes += part }
            return bytes
        }
    }
}
