/// The bar each screen shows where the inputs put it: where a segue presents it, it presents, or it is dismissed or
/// unwound to. A screen in no navigation controller shows none (`NavigationModel.barlessScreens`); a child controller
/// shows the bar of the screen that holds it (`NavigationModel.barHolders`); any other screen its own. The planner,
/// the flow and the page draw the same bar. The screen's own bar stays in the generated tables, for code that pushes it.
struct PresentedBars: Sendable {
    private let barless: Set<String>
    /// Child screen id → the screen whose bar it shows.
    private let holders: [String: Screen]

    init(model: NavigationModel) {
        barless = model.barlessScreens
        holders = model.barHolders.compactMapValues { model.screen($0) }
    }

    /// Whether the screen shows a bar other than its own: none, or its holder's.
    func differs(_ id: String) -> Bool {
        barless.contains(id) || holders[id] != nil
    }

    /// The screen whose bar, title and tab bar `screen` shows: its holder, else itself.
    func shownScreen(_ screen: Screen) -> Screen {
        barless.contains(screen.id) ? screen : holders[screen.id] ?? screen
    }

    func bar(of screen: Screen, in variant: Variant) -> BarAppearance? {
        guard let bar = screen.appearances[variant] else { return nil }
        if barless.contains(screen.id) { return bar.withoutNavigationController }
        return holders[screen.id].map { $0.appearances[variant] ?? bar } ?? bar
    }
}
