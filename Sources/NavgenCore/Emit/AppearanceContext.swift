/// The screens and containers as the templates read them, and every distinct bar once (`bars`): each screen names
/// its bar in each design and mode. Apps share a few bars among many screens, so the generated tables stay small.
struct AppearanceContext {
    let model: NavigationModel
    let screens: NameTable
    let containers: NameTable
    let modes: NameTable

    func build() -> TemplateObject {
        var bars = DistinctBars()
        let screenItems = model.screens.map { screen in
            var members: TemplateObject = [
                "id": .string(screen.id), "identifier": .string(screens[screen.id]),
                "idLiteral": .string(SwiftName.stringLiteral(screen.id)),
                "titleLiteral": .string(SwiftLiteral.optionalString(screen.title)),
                "subtitleLiteral": .string(SwiftLiteral.optionalString(screen.subtitle)),
                "largeSubtitleLiteral": .string(SwiftLiteral.optionalString(screen.largeSubtitle)),
            ]
            members.merge(appearances(screen.appearances, bars: &bars))
            return TemplateValue.object(members)
        }
        let containerItems = model.containers.map { container in
            var members: TemplateObject = [
                "id": .string(container.id), "identifier": .string(containers[container.id]),
                "idLiteral": .string(SwiftName.stringLiteral(container.id)),
                "minimizeBehavior": .string(container.minimizeBehavior?.value.rawValue ?? NavigationTabBarMinimizeBehavior.automatic.rawValue),
            ]
            members.merge(appearances(container.appearances, bars: &bars))
            return TemplateValue.object(members)
        }
        let distinct = bars.bars
        return [
            "screens": .list(screenItems), "hasScreens": .bool(!screenItems.isEmpty),
            "containers": .list(containerItems), "hasContainers": .bool(!containerItems.isEmpty),
            // Spelled as the templates walk them, on the threads that render them.
            "bars": .generated(GeneratedList(count: distinct.count) { index in
                let fields = SwiftLiteral.fields(of: distinct[index])
                return [
                    "name": .string(DistinctBars.name(index)), "hasFields": .bool(!fields.isEmpty),
                    "fields": .list(fields.enumerated().map { position, field in
                        ["name": .string(field.name), "value": .string(field.value),
                         "lineComma": .string(position == fields.count - 1 ? "" : ",")]
                    }),
                ]
            }),
        ]
    }

    /// The bar's name in each design and mode, with whether one bar serves them all (`bar` is then that one), or one
    /// bar serves every design (`appearances` then name it per mode). Every design has a case: one the app does not
    /// have takes the bars of its first design.
    private func appearances(_ states: [Variant: BarAppearance], bars: inout DistinctBars) -> TemplateObject {
        let fallback = model.designs.first ?? .legacy
        let designs = NavigationDesign.allCases.map { design in
            let source = model.designs.contains(design) ? design : fallback
            let names = model.modes.map { bars.name(of: states[Variant(mode: $0, design: source)]?.runtime ?? NavigationBarAppearance()) }
            return (design: design, names: names)
        }
        func perMode(_ names: [String]) -> TemplateValue {
            .list(zip(model.modes, names).map { mode, name in
                ["mode": .string(mode), "modeIdentifier": .string(modes[mode]), "bar": .string(name)]
            })
        }
        let first = designs[0].names
        return [
            "sameEverywhere": .bool(Set(designs.flatMap(\.names)).count <= 1),
            "sameInAllDesigns": .bool(designs.allSatisfy { $0.names == first }),
            "bar": .string(first.first ?? ""),
            "appearances": perMode(first),
            "designs": .list(designs.map { design, names in
                ["design": .string(design.rawValue), "sameInAllModes": .bool(Set(names).count <= 1), "bar": .string(names.first ?? ""),
                 "appearances": perMode(names)]
            }),
        ]
    }
}

/// Bars numbered in the order they are first met.
private struct DistinctBars {
    private(set) var bars: [NavigationBarAppearance] = []
    private var positions: [NavigationBarAppearance: Int] = [:]

    static func name(_ index: Int) -> String { "bar" + String(index) }

    mutating func name(of bar: NavigationBarAppearance) -> String {
        if let index = positions[bar] { return Self.name(index) }
        positions[bar] = bars.count
        bars.append(bar)
        return Self.name(bars.count - 1)
    }
}
