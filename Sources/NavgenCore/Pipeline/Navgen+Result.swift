extension Navgen {
    /// What a run found and made: the model, its plans, the diagnostics and the rendered files.
    public struct Result: Sendable {
        public var files: [GeneratedFile]
        public var diagnostics: [Diagnostic]
        public var model: NavigationModel?
        public var plans: [PlannedEdge]
        public var inputFiles: [String]
        /// The storyboards, xibs and navigation maps read, their references followed: what `inspect` and `diff` show.
        public var documents: [SourceDocument] = []
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
        /// Whether the model rules ran: they check inputs without errors, whose model resolved.
        public var checkedModel = false

        public var hasErrors: Bool { diagnostics.contains { $0.severity == .error } }

        /// The run with its plans and diagnostics.
        mutating func add(_ analysis: Analysis) {
            plans = analysis.plans
            diagnostics = analysis.diagnostics
            checkedModel = analysis.checkedModel
            phases += analysis.phases
        }
    }
}

/// What the inputs were, for the line that says they hold no screen: `1 xib and 2 token files`.
func inputSummary(_ files: [NavigationFile], launchScreens: Int, tokenFiles: Int) -> String {
    func counted(_ count: Int, _ singular: String, _ plural: String) -> String? {
        count == 0 ? nil : "\(count) \(count == 1 ? singular : plural)"
    }
    let kinds = [
        counted(files.count { $0.format == .storyboard }, "storyboard", "storyboards"),
        counted(files.count { $0.format == .xib }, "xib", "xibs"),
        counted(files.count { $0.format == .navigationMap }, "navigation map", "navigation maps"),
        // Read, but drawn into the launch image: no screens of the app (`SourceDocument.isModelled`).
        counted(launchScreens, "launch screen", "launch screens"),
        counted(tokenFiles, "token file", "token files"),
    ].compactMap { $0 }
    return kinds.isEmpty ? "the inputs" : kinds.sentenceList
}

/// A token file as `inspect` lists it.
public struct TokenDocumentSummary: Sendable {
    public var path: String
    public var format: DocumentFormat
    /// The files it was read from: its own, and those it reads (a resolver's sets, a Figma collection's other modes).
    public var files: Set<String> = []
}
