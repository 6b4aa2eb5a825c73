/// Each screen's and container's bar per variant position, so the engine looks an edge's ends up once
/// rather than once per mode and design by name.
struct BarTable: Sendable {
    private let bars: [String: [Shared<BarAppearance>?]]
    /// The bars, hidden, of the screens that show none at some edge's end, each made once.
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
        let presented = PresentedBars(model: model)
        var hidden: [String: [Shared<BarAppearance>?]] = [:]
        // By position, and only the operations whose ends may show no bar: an edge is large to copy.
        for index in model.edges.indices where PresentedBars.showsPlacedBars(model.edges[index].operation) {
            for end in [model.edges[index].from, model.edges[index].to]
            where hidden[end] == nil && presented.shown(end, in: model.edges[index]) == .none {
                hidden[end] = bars[end]?.map { $0.map { Shared($0.value.withoutNavigationController) } }
            }
        }
        self.hidden = hidden
        self.presented = presented
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
