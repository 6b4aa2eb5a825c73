/// The screens and containers as `NavigationAppearance.swift` declares them, with the bar catalogue: every distinct
/// field value of the bars once (`fields`) and every distinct bar once as the positions of its fields
/// (`catalogRows`). Each screen names its bar in each design and mode. Apps share bars among screens and colours,
/// fonts and items among bars, so the generated tables stay small.
public struct AppearanceContext: Codable, Equatable, Sendable {
    public var screens: [Screen]
    public var containers: [Container]
    public var hasScreens: Bool
    public var hasContainers: Bool
    /// Whether any screen has a subtitle or a large-title subtitle.
    public var hasSubtitles: Bool
    /// Per distinct bar, in the order first met: the number of its fields that differ from the default bar's, then
    /// their positions in `fields`, as `NavigationBarCatalog` takes them.
    public var catalogRows: [[Int]]
    /// In the order first met; a field value is named by its position.
    public var fields: [BarFieldValue]

    public struct Screen: Codable, Equatable, Sendable {
        public var id: String
        /// Its `NavigationScreen` case.
        public var identifier: String
        public var title: String?
        public var subtitle: String?
        public var largeSubtitle: String?
        /// Its bar's position in `catalogRows` per design (in `NavigationDesign.allCases` order), then per mode.
        public var barPositions: [Int]
    }

    public struct Container: Codable, Equatable, Sendable {
        public var id: String
        /// Its `NavigationContainer` case.
        public var identifier: String
        /// A tab bar controller's `NavigationTabBarMinimizeBehavior` case.
        public var minimizeBehavior: String
        public var barPositions: [Int]
    }

    init(model: NavigationModel, names: EmitNames, bars: BarCatalog) {
        screens = zip(model.screens, bars.screenPositions).map { screen, positions in
            Screen(id: screen.id, identifier: names.screens[screen.id], title: screen.title, subtitle: screen.subtitle,
                   largeSubtitle: screen.largeSubtitle, barPositions: positions)
        }
        containers = zip(model.containers, bars.containerPositions).map { container, positions in
            Container(id: container.id, identifier: names.containers[container.id],
                      minimizeBehavior: (container.minimizeBehavior?.value ?? .automatic).rawValue, barPositions: positions)
        }
        hasScreens = !screens.isEmpty
        hasContainers = !containers.isEmpty
        hasSubtitles = model.screens.contains { $0.subtitle != nil || $0.largeSubtitle != nil }
        catalogRows = bars.rows.map { [$0.count] + $0 }
        fields = bars.fields
    }
}
