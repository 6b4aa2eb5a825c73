/// Each screen's and container's bar per variant position, so the engine looks an edge's ends up once
/// rather than once per mode and design by name.
struct BarTable: Sendable {
    private let bars: [String: [Shared<BarAppearance>?]]

    init(model: NavigationModel) {
        var bars: [String: [Shared<BarAppearance>?]] = [:]
        for screen in model.screens { bars[screen.id] = model.variants.map { screen.appearances[$0].map(Shared.init) } }
        // A container with a screen's id wins, as it always has.
        for container in model.containers {
            bars[container.id] = model.variants.map { container.appearances[$0].map(Shared.init) }
        }
        self.bars = bars
    }

    subscript(id: String) -> [Shared<BarAppearance>?]? { bars[id] }
}
