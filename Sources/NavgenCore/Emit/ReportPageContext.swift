/// The web page's data (`NavigationReport.html`, and the two sides of `navgen diff --html`): every screen's bar in
/// every mode and design as the page draws it, every edge between screens with its plan in each, every diagnostic
/// linked to its screen, and the flow's layout. The page's script draws from it; the template writes it as one JSON
/// blob (the `packedJSON` filter), so a 2,000-screen app is a few megabytes of data rather than tens of thousands of drawn
/// elements. Bars, plans and files are listed once and named by their position.
public struct ReportPageContext: Codable, Equatable, Sendable {
    /// Every mode of every design, design by design: the order of each screen's `bars` and each edge's `plans`.
    public var variants: [VariantEntry]
    /// The navigation controllers, by the names people read: what the page filters screens by.
    public var stacks: [String]
    public var screens: [ScreenEntry]
    public var bars: [BarDrawing]
    public var fonts: [FontEntry]
    /// The bars' item lists, each from the edge inward.
    public var itemLists: [[ItemDrawing]]
    public var edges: [EdgeEntry]
    public var plans: [TransitionPlanFields]
    /// The storyboard unwinds to Exit from the page's screens, which UIKit routes at run time: not planned, so not edges.
    public var exitUnwinds: [ExitUnwindEntry]
    /// The files that declare the screens and edges and that the diagnostics are in: a `place` is `[file, line,
    /// column]`, the file a position here.
    public var files: [String]
    public var diagnostics: [DiagnosticEntry]
    public var flow: FlowGeometry

    public struct VariantEntry: Codable, Equatable, Sendable {
        /// As the inputs name it.
        public var mode: String
        public var design: String
    }

    public struct ScreenEntry: Codable, Equatable, Sendable {
        public var id: String
        /// The name people read.
        public var name: String
        /// What the bar shows, if anything.
        public var title: String?
        public var subtitle: String?
        /// The line above the title, which makes the bar taller.
        public var prompt: String?
        /// Its navigation controller's position in `stacks`.
        public var stack: Int?
        /// The back button's title when the screen is pushed (the screen below's title, else `Back`).
        public var backTitle: String?
        /// The name of the screen whose bar it shows, for a child controller (a container view's child); null otherwise.
        public var shownIn: String?
        /// Its bar's position in `bars` per variant, hidden where the screen is in no navigation controller (its bar is
        /// the one code that pushes it gets), its holder's for a child controller; null where the screen has none.
        public var bars: [Int?]
        /// Its box in the flow, when drawn there.
        public var x: Int?
        public var y: Int?
        /// Where it is declared.
        public var place: [Int]
    }

    /// An edge between two screens and its plan in each variant.
    public struct EdgeEntry: Codable, Equatable, Sendable {
        /// Positions in `screens`.
        public var from: Int
        public var to: Int
        public var operation: String
        /// A presentation's or dismissal's style in words (`form sheet`); null for other operations.
        public var presentation: String?
        /// The plan's position in `plans` per variant; null where the edge is not planned (a content swipe in legacy).
        public var plans: [Int?]
        /// Whether the tab bar shows on each side along this edge (it follows the edge's stack).
        public var fromTabBar: Bool
        public var toTabBar: Bool
        /// Where a push, presentation or unwind is written; null for what follows from one (its pop and swipes back,
        /// its dismissal).
        public var place: [Int]?
        /// The flow's route for a drawn edge, as `x, y` pairs.
        public var route: [Int]?
    }

    public struct ExitUnwindEntry: Codable, Equatable, Sendable {
        /// A position in `screens`.
        public var screen: Int
        public var action: String
        public var place: [Int]
    }

    public struct DiagnosticEntry: Codable, Equatable, Sendable {
        public var severity: String
        public var rule: String
        public var place: [Int]
        public var message: String
        /// The screen declared where it points, as a position in `screens`.
        public var screen: Int?
    }

    /// The flow's size and the size of its boxes; `FlowContext` lays it out.
    public struct FlowGeometry: Codable, Equatable, Sendable {
        public var width: Int
        public var height: Int
        public var boxWidth: Int
        public var boxHeight: Int
        public var barHeight: Int
    }

    /// What the back button to `parent` says: its back item's title where it sets one (`backBarButtonItem`,
    /// `backButtonTitle`; a space for an arrow alone), which UIKit shows on the next screen
    /// ([backBarButtonItem](https://developer.apple.com/documentation/uikit/uinavigationitem/backbarbuttonitem)), else its title.
    static func backTitle(from parent: Screen?, variants: [Variant]) -> String {
        // The items are the controller's in every variant: the first bar says which.
        let bar = variants.lazy.compactMap { parent?.appearances[$0] }.first
        let back = bar?.items.first { $0.side == .back && $0.title != nil }
        return back?.title ?? parent?.title ?? "Back"
    }

    /// The page of the whole model, or with `selection`, of the screens it names and the edges between them, drawn in
    /// the model's `flow`.
    init(model: NavigationModel, plans: [PlannedEdge], diagnostics: [Diagnostic], flow: FlowContext, selection: Set<String>? = nil) {
        let kept = model.screens.filter { selection?.contains($0.id) ?? true }
        let positions = Dictionary(kept.enumerated().map { ($1.id, $0) }, uniquingKeysWith: { first, _ in first })
        let stackIDs = model.containers.filter { $0.role == .navigation }.map(\.id)
        let stackPositions = Dictionary(stackIDs.enumerated().map { ($1, $0) }, uniquingKeysWith: { first, _ in first })
        let boxes = Dictionary(flow.boxes.map { ($0.id, $0) }, uniquingKeysWith: { first, _ in first })
        var bars = ReportPageBars(count: kept.count * model.variants.count, tintUse: model.tintUse)
        var places = ReportPagePlaces()
        variants = model.variants.map { VariantEntry(mode: $0.mode, design: $0.design.rawValue) }
        stacks = stackIDs.map { model.name(of: $0) }
        let presented = PresentedBars(model: model)
        screens = kept.map { screen in
            let box = boxes[screen.id]
            // A child controller is drawn under the bar of the screen that holds it, with that screen's title and tab bar.
            let showing = presented.shown(screen.id)
            let shown = presented.shownScreen(screen)
            return ScreenEntry(id: screen.id, name: screen.name, title: shown.title, subtitle: shown.subtitle, prompt: shown.prompt,
                               stack: shown.navigationController.flatMap { stackPositions[$0] },
                               backTitle: shown.stackParent.map { Self.backTitle(from: model.screen($0), variants: model.variants) },
                               shownIn: shown.id == screen.id ? nil : shown.name,
                               bars: model.variants.map { variant in
                                   presented.bar(of: screen, in: variant, showing: showing).map { bars.position(of: $0, on: shown, variant: variant) }
                               },
                               x: box?.x, y: box?.y, place: places.place(screen.location))
        }
        self.bars = bars.drawings.values
        fonts = bars.fonts.values
        itemLists = bars.itemLists.values
        var planTable = ReportPageEdges(variants: model.variants, screens: positions, routes: flow.arrows)
        edges = planTable.edges(plans, places: &places)
        self.plans = planTable.plans
        exitUnwinds = kept.indices.flatMap { position in
            (model.exitUnwinds[kept[position].id] ?? []).map { ExitUnwindEntry(screen: position, action: $0.action, place: places.place($0.location)) }
        }
        self.diagnostics = ReportPageDiagnostics(model: model, screens: positions).entries(diagnostics, places: &places)
        files = places.files
        self.flow = FlowGeometry(width: flow.width, height: flow.height, boxWidth: FlowRouter.boxWidth, boxHeight: FlowRouter.boxHeight,
                                 barHeight: FlowContext.barHeight)
    }
}

/// The files of a page's places, each once, in the order first met.
struct ReportPagePlaces {
    private var list = DistinctList<String>()
    var files: [String] { list.values }

    /// `[file, line, column]`, the file a position in `files`.
    mutating func place(_ location: SourceLocation) -> [Int] {
        [list.position(of: location.file), location.line, location.column]
    }
}
