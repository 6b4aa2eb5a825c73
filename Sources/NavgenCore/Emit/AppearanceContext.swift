/// The screens and containers as `NavigationAppearance.swift` declares them, each naming its bar in each design and
/// mode, with every distinct bar once (`bars`) as the names of its fields, and every distinct field value of those bars
/// once (`fields`). Apps share bars among screens and colours, fonts and items among bars, so the generated tables stay
/// small, and a reviewer reads which screen has which bar by name.
public struct AppearanceContext: Codable, Equatable, Sendable {
    public var screens: [Screen]
    public var containers: [Container]
    public var hasScreens: Bool
    public var hasContainers: Bool
    /// Whether any screen has a subtitle or a large-title subtitle.
    public var hasSubtitles: Bool
    /// The order of each screen's `bars`: every design, in `NavigationDesign.allCases` order, each in every mode, as
    /// people read them (`legacy light`).
    public var variantOrder: [String]
    /// In the order first met.
    public var bars: [Bar]
    /// In the order first met.
    public var fields: [Field]

    public struct Screen: Codable, Equatable, Sendable {
        public var id: String
        /// Its `NavigationScreen` case.
        public var identifier: String
        public var title: String?
        public var subtitle: String?
        public var largeSubtitle: String?
        /// Its bar per design, then per mode (`variantOrder`): names in `bars`.
        public var bars: [String]
    }

    public struct Container: Codable, Equatable, Sendable {
        public var id: String
        /// Its `NavigationContainer` case.
        public var identifier: String
        /// A tab bar controller's `NavigationTabBarMinimizeBehavior` case.
        public var minimizeBehavior: String
        public var bars: [String]
    }

    /// A distinct bar: its name (`bar0`) and the names in `fields` of the fields in which it differs from UIKit's
    /// default bar, or, when it has a `base`, from that bar: another variant of the first screen or container met with
    /// it, whose fields it keeps, when that takes fewer fields to write. A screen's dark bar then reads as its light one
    /// with the colours that change, and 2,000 screens' tables stay small (see docs/performance.md).
    public struct Bar: Codable, Equatable, Sendable {
        public var identifier: String
        public var base: String?
        public var fields: [String]
    }

    /// A distinct field value: its name (the field's name and a number, `titleColor0`), the field (a
    /// `NavigationBarField` case) and the value the case takes.
    public struct Field: Codable, Equatable, Sendable {
        public var identifier: String
        public var name: String
        public var value: SwiftValue
    }

    init(model: NavigationModel, names: EmitNames, bars catalog: BarCatalog) {
        let barNames = catalog.rows.indices.map { "bar\($0)" }
        screens = zip(model.screens, catalog.screenPositions).map { screen, positions in
            Screen(id: screen.id, identifier: names.screens[screen.id], title: screen.title, subtitle: screen.subtitle,
                   largeSubtitle: screen.largeSubtitle, bars: positions.map { barNames[$0] })
        }
        containers = zip(model.containers, catalog.containerPositions).map { container, positions in
            Container(id: container.id, identifier: names.containers[container.id],
                      minimizeBehavior: (container.minimizeBehavior?.value ?? .automatic).rawValue, bars: positions.map { barNames[$0] })
        }
        hasScreens = !screens.isEmpty
        hasContainers = !containers.isEmpty
        hasSubtitles = model.screens.contains { $0.subtitle != nil || $0.largeSubtitle != nil }
        variantOrder = NavigationDesign.allCases.flatMap { design in
            model.modes.map { "\(design.rawValue) \($0)" }
        }
        var counts: [String: Int] = [:]
        let fields = catalog.fields.map { field in
            let number = counts[field.name, default: 0]
            counts[field.name] = number + 1
            return Field(identifier: field.name + String(number), name: field.name, value: field.value)
        }
        self.fields = fields
        let bases = Self.bases(of: catalog)
        bars = catalog.rows.enumerated().map { position, row in
            guard let base = bases[position] else {
                return Bar(identifier: barNames[position], base: nil, fields: row.map { fields[$0].identifier })
            }
            let kept = Set(catalog.rows[base])
            return Bar(identifier: barNames[position], base: barNames[base],
                       fields: row.filter { !kept.contains($0) }.map { fields[$0].identifier })
        }
    }

    /// For each bar, the bar it is best written from, if any: among the variants met before it in the list of the first
    /// screen or container that has it, one whose every field kind it also sets (so setting fields on that one makes
    /// it), leaving the fewest fields to write, and fewer than the bar has.
    private static func bases(of catalog: BarCatalog) -> [Int?] {
        let kinds = catalog.rows.map { Set($0.map { catalog.fields[$0].name }) }
        var bases = [Int?](repeating: nil, count: catalog.rows.count)
        var met = Set<Int>()
        for positions in catalog.screenPositions + catalog.containerPositions {
            for (index, position) in positions.enumerated() where met.insert(position).inserted {
                let row = catalog.rows[position]
                var fewest = row.count
                for candidate in positions[..<index] where candidate != position && kinds[candidate].isSubset(of: kinds[position]) {
                    let kept = Set(catalog.rows[candidate])
                    let remaining = row.count(where: { !kept.contains($0) })
                    if remaining < fewest {
                        fewest = remaining
                        bases[position] = candidate
                    }
                }
            }
        }
        return bases
    }
}
