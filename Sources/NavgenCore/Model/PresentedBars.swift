/// The bar each screen shows where a segue presents it, it presents, or it is dismissed or unwound to: hidden for a
/// screen in no navigation controller (`NavigationModel.barlessScreens`), its own otherwise. The planner, the flow
/// and the page draw the same bar. The screen's own bar stays in the generated tables, for code that pushes it.
struct PresentedBars: Sendable {
    private let barless: Set<String>

    init(model: NavigationModel) {
        barless = model.barlessScreens
    }

    func hidesBar(_ id: String) -> Bool {
        barless.contains(id)
    }

    func bar(of screen: Screen, in variant: Variant) -> BarAppearance? {
        guard let bar = screen.appearances[variant] else { return nil }
        return hidesBar(screen.id) ? bar.withoutNavigationController : bar
    }
}
