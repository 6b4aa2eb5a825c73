/// Each screen's and container's bar per variant position, so the engine looks an edge's ends up once
/// rather than once per mode and design by name.
struct BarTable: Sendable {
    private let bars: [String: [Shared<BarAppearance>?]]

    /// The bars of the screens that show another than their own when they present or are presented: none, or their
    /// holder's (`PresentedBars`).
    private let presentedBars: [String: [Shared<BarAppearance>?]]

    init(model: NavigationModel) {
        var bars: [String: [Shared<BarAppearance>?]] = [:]
        for screen in model.screens { bars[screen.id] = model.variants.map { screen.appearances[$0].map(Shared.init) } }
        // A container with a screen's id wins, as it always has.
        for container in model.containers {
            bars[container.id] = model.variants.map { container.appearances[$0].map(Shared.init) }
        }
        self.bars = bars
        let presented = PresentedBars(model: model)
        var presentedBars: [String: [Shared<BarAppearance>?]] = [:]
        for screen in model.screens where presented.differs(screen.id) {
            presentedBars[screen.id] = model.variants.map { presented.bar(of: screen, in: $0).map(Shared.init) }
        }
        self.presentedBars = presentedBars
    }

    subscript(id: String) -> [Shared<BarAppearance>?]? { bars[id] }

    /// The bars of an edge's end: a presentation's, a dismissal's or an unwind's end shows there the bar it shows where
    /// the inputs put it (`PresentedBars`). Its own bar stays the screen's elsewhere: code may push it onto a stack.
    subscript(id: String, in edge: Edge) -> [Shared<BarAppearance>?]? {
        switch edge.operation {
        case .present, .dismiss, .unwind: presentedBars[id] ?? bars[id]
        default: bars[id]
        }
    }
}
