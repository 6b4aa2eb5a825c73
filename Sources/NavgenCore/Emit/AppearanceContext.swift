/// The screens and containers as the templates read them, every distinct bar once (`bars`) and every distinct field
/// value of those bars once (`barFields`): each screen names its bar in each design and mode, and each bar its fields.
/// Apps share bars among screens and colours, fonts and items among bars, so the generated tables stay small.
struct AppearanceContext {
    let model: NavigationModel
    let screens: NameTable
    let containers: NameTable
    let modes: NameTable

    func build() -> TemplateObject {
        var bars = DistinctBars()
        let screenItems = model.screens.enumerated().map { index, screen in
            var members: TemplateObject = [
                "id": .string(screen.id), "identifier": .string(screens[screen.id]),
                "idLiteral": .string(SwiftName.stringLiteral(screen.id)),
                "titleLiteral": .string(SwiftLiteral.optionalString(screen.title)),
                "subtitleLiteral": .string(SwiftLiteral.optionalString(screen.subtitle)),
                "largeSubtitleLiteral": .string(SwiftLiteral.optionalString(screen.largeSubtitle)),
                "lineComma": .string(index == model.screens.count - 1 ? "" : ","),
            ]
            members.merge(appearances(screen.appearances, bars: &bars))
            return TemplateValue.object(members)
        }
        let containerItems = model.containers.enumerated().map { index, container in
            var members: TemplateObject = [
                "id": .string(container.id), "identifier": .string(containers[container.id]),
                "idLiteral": .string(SwiftName.stringLiteral(container.id)),
                "minimizeBehavior": .string(container.minimizeBehavior?.value.rawValue ?? NavigationTabBarMinimizeBehavior.automatic.rawValue),
                "lineComma": .string(index == model.containers.count - 1 ? "" : ","),
            ]
            members.merge(appearances(container.appearances, bars: &bars))
            return TemplateValue.object(members)
        }
        let distinct = bars.bars.count
        let spelled = bars.spelled()
        return [
            "screens": .list(screenItems), "hasScreens": .bool(!screenItems.isEmpty),
            "containers": .list(containerItems), "hasContainers": .bool(!containerItems.isEmpty),
            // Spelled as the templates walk them, on the threads that render them.
            "bars": .generated(GeneratedList(count: distinct) { index in
                let row = spelled.rows[index]
                return [
                    "name": .string(DistinctBars.name(index)), "hasFields": .bool(!row.isEmpty),
                    "fields": .list(row.enumerated().map { position, field in
                        ["name": .string(spelled.fields[field].name), "value": .string(spelled.fields[field].value),
                         "lineComma": .string(position == row.count - 1 ? "" : ",")]
                    }),
                    "catalogRow": .string(([row.count] + row).map(String.init).joined(separator: ", ")),
                    "lineComma": .string(index == distinct - 1 ? "" : ","),
                ]
            }),
            "barFields": .generated(GeneratedList(count: spelled.fields.count) { index in
                ["position": .string(String(index)), "name": .string(spelled.fields[index].name),
                 "value": .string(spelled.fields[index].value), "lineComma": .string(index == spelled.fields.count - 1 ? "" : ",")]
            }),
        ]
    }

    /// The bar's position among `bars` in each design and mode, as one list (`barPositions`, designs in
    /// `NavigationDesign.allCases` order, then modes) and per design (`designs`, each naming its bar per mode). Every
    /// design has its bars: one the app does not have takes those of its first design.
    private func appearances(_ states: [Variant: BarAppearance], bars: inout DistinctBars) -> TemplateObject {
        let fallback = model.designs.first ?? .legacy
        let designs = NavigationDesign.allCases.map { design in
            let source = model.designs.contains(design) ? design : fallback
            let positions = model.modes.map { mode in
                bars.position(of: states[Variant(mode: mode, design: source)]?.runtime ?? NavigationBarAppearance())
            }
            return (design: design, positions: positions)
        }
        return [
            "barPositions": .string(designs.flatMap(\.positions).map(String.init).joined(separator: ", ")),
            "designs": .list(designs.map { design, positions in
                ["design": .string(design.rawValue),
                 "appearances": .list(zip(model.modes, positions).map { mode, position in
                     ["mode": .string(mode), "modeIdentifier": .string(modes[mode]), "bar": .string(DistinctBars.name(position))]
                 })]
            }),
        ]
    }
}
