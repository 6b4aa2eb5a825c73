/// Each screen's and container's bar per variant position, so the engine looks an edge's ends up once
/// rather than once per mode and design by name.
struct BarTable: Sendable {
    private let bars: [String: [Shared<BarAppearance>?]]
    /// The bars, hidden, of the screens that show none at some edge's end: those in no navigation controller and those
    /// a presentation shows alone.
    private let hidden: [String: [Shared<BarAppearance>?]]
    private let presented: PresentedBars

    init(model: NavigationModel) {
        var bars: [String: [Shared<BarAppearance>?]] = [:]
        for screen in model.screens { bars[screen.id] = model.variants.map { screen.appearances[$0].map(Shared.init) } }
        // A container with a screen's id wins, as it always has.
        for container in model.containers {
            bars[container.id] = model.variants.map { container.appearances[$0].map(Shared.init) }
        }
        self.bars = bars
        presented = PresentedBars(model: model)
        let shownAlone = Set(model.edges.lazy.filter(\.presentsAlone).map { $0.operation == .dismiss ? $0.from : $0.to })
        var hidden: [String: [Shared<BarAppearance>?]] = [:]
        for screen in model.screens where presented.shown(screen.id) == .none || shownAlone.contains(screen.id) {
            hidden[screen.id] = model.variants.map { screen.appearances[$0].map { Shared($0.withoutNavigationController) } }
        }
        self.hidden = hidden
    }

    subscript(id: String) -> [Shared<BarAppearance>?]? { bars[id] }

    /// The bars of an edge's end, as it shows them there (`PresentedBars.shown(_:in:)`). Its own bar stays the screen's
    /// elsewhere: code may push it onto a stack.
    subscript(id: String, in edge: Edge) -> [Shared<BarAppearance>?]? {
        switch presented.shown(id, in: edge) {
        case .own: bars[id]
        case .none: hidden[id] ?? bars[id]
        case .holder(let holder): bars[holder] ?? bars[id]
        }
    }
}
