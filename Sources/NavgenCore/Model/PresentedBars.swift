/// The bar each end of an edge shows. Where a segue presents a screen, it presents, or it is dismissed or unwound to,
/// that is the bar it shows where the inputs put it: none for a screen in no navigation controller
/// (`NavigationModel.barlessScreens`) and for a screen a presentation shows alone (`Edge.presentsAlone`), for a
/// container view's child the bar of the screen in a stack that holds it (`NavigationModel.barHolders`: that screen's
/// own bar, as it is on top of its stack), else its own. The planner, the flow, the page and the generated tests take
/// the same bar. The screen's own bar stays in the generated tables, for code that pushes it.
struct PresentedBars: Sendable {
    /// What one end of an edge shows.
    enum Shown: Equatable {
        case own
        /// No bar: the screen is in no navigation controller there.
        case none
        /// The bar of the screen with this id, which holds it.
        case holder(String)
    }

    private let barless: Set<String>
    /// Child screen id → the screen whose bar it shows.
    private let holders: [String: String]
    /// The holding screens by id.
    private let holderScreens: [String: Screen]

    init(model: NavigationModel) {
        barless = model.barlessScreens
        holders = model.barHolders
        holderScreens = Dictionary(Set(holders.values).compactMap { id in model.screen(id).map { (id, $0) } }) { first, _ in first }
    }

    /// What the screen shows where the inputs put it.
    func shown(_ id: String) -> Shown {
        if barless.contains(id) { return .none }
        return holders[id].map(Shown.holder) ?? .own
    }

    /// What the end `id` of `edge` shows: where a screen is pushed, popped or is a root, its own bar; where it is
    /// presented, presents, or is dismissed or unwound to, what it shows where the inputs put it, and none where the
    /// presentation shows it alone.
    func shown(_ id: String, in edge: Edge) -> Shown {
        guard Self.showsPlacedBars(edge.operation) else { return .own }
        let alone = edge.presentsAlone && (edge.operation == .present ? id == edge.to : id == edge.from)
        return alone ? .none : shown(id)
    }

    /// Whether the ends of an edge of `operation` show the bars they show where the inputs put them, rather than their
    /// own: a presentation's, a dismissal's and an unwind's.
    static func showsPlacedBars(_ operation: NavigationOperation) -> Bool {
        operation == .present || operation == .dismiss || operation == .unwind
    }

    /// The screen whose bar, title and tab bar `screen` shows where the inputs put it: its holder, else itself.
    func shownScreen(_ screen: Screen) -> Screen {
        if case .holder(let holder) = shown(screen.id) { return holderScreens[holder] ?? screen }
        return screen
    }

    /// `screen`'s bar in `variant` as it shows where the inputs put it.
    func bar(of screen: Screen, in variant: Variant) -> BarAppearance? {
        bar(of: screen, in: variant, showing: shown(screen.id))
    }

    /// `screen`'s bar in `variant` as `shown` says.
    func bar(of screen: Screen, in variant: Variant, showing shown: Shown) -> BarAppearance? {
        guard let bar = screen.appearances[variant] else { return nil }
        switch shown {
        case .own: return bar
        case .none: return bar.withoutNavigationController
        case .holder(let holder): return holderScreens[holder]?.appearances[variant] ?? bar
        }
    }
}
