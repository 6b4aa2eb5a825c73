/// The screens and containers as the templates read them, every distinct bar once (`bars`) and every distinct field
/// value of those bars once (`barFields`): each screen names its bar in each design and mode, and each bar its fields.
/// Apps share bars among screens and colours, fonts and items among bars, so the generated tables stay small.
struct AppearanceContext {
    let model: NavigationModel
    let screens: NameTable
    let containers: NameTable
    let modes: NameTable

    func build() -> TemplateObject {
        // Every screen and container in every design and mode, at most.
        var bars = DistinctBars(capacity: (model.screens.count + model.containers.count) * NavigationDesign.allCases.count * model.modes.count)
        let screenItems = model.screens.enumerated().map { index, screen in
            let states = appearances(screen.appearances, bars: &bars)
            return TemplateValue.row(Self.screenKeys, [
                .string(screen.id), .string(screens[screen.id]),
                .string(SwiftName.stringLiteral(screen.id)),
                .string(SwiftLiteral.optionalString(screen.title)),
                .string(SwiftLiteral.optionalString(screen.subtitle)),
                .string(SwiftLiteral.optionalString(screen.largeSubtitle)),
                .string(index == model.screens.count - 1 ? "" : ","),
                states.barPositions, states.designs,
            ])
        }
        let containerItems = model.containers.enumerated().map { index, container in
            let states = appearances(container.appearances, bars: &bars)
            return TemplateValue.row(Self.containerKeys, [
                .string(container.id), .string(containers[container.id]),
                .string(SwiftName.stringLiteral(container.id)),
                .string(container.minimizeBehavior?.value.rawValue ?? NavigationTabBarMinimizeBehavior.automatic.rawValue),
                .string(index == model.containers.count - 1 ? "" : ","),
                states.barPositions, states.designs,
            ])
        }
        let distinct = bars.bars.count
        let spelled = bars.spelled()
        return [
            "screens": .list(screenItems), "hasScreens": .bool(!screenItems.isEmpty),
            "containers": .list(containerItems), "hasContainers": .bool(!containerItems.isEmpty),
            // Spelled as the templates walk them, on the threads that render them.
            "bars": .generated(GeneratedList(count: distinct) { index in
                let row = spelled.rows[index]
                return .row(Self.barKeys, [
                    .string(DistinctBars.name(index)), .bool(!row.isEmpty),
                    .list(row.enumerated().map { position, field in
                        .row(Self.fieldKeys, [
                            .string(spelled.fields[field].name), .string(spelled.fields[field].value),
                            .string(position == row.count - 1 ? "" : ","),
                        ])
                    }),
                    .string(SwiftLiteral.integers([row.count] + row)),
                    .string(index == distinct - 1 ? "" : ","),
                ])
            }),
            "barFields": .generated(GeneratedList(count: spelled.fields.count) { index in
                .row(Self.barFieldKeys, [
                    .string(String(index)), .string(spelled.fields[index].name),
                    .string(spelled.fields[index].value), .string(index == spelled.fields.count - 1 ? "" : ","),
                ])
            }),
        ]
    }

    // Each list's rows share their keys; the values are given in the same order.
    private static let screenKeys = TemplateKeys([
        "id", "identifier", "idLiteral", "titleLiteral", "subtitleLiteral", "largeSubtitleLiteral", "lineComma", "barPositions", "designs",
    ])
    private static let containerKeys = TemplateKeys([
        "id", "identifier", "idLiteral", "minimizeBehavior", "lineComma", "barPositions", "designs",
    ])
    private static let designKeys = TemplateKeys(["design", "appearances"])
    private static let stateKeys = TemplateKeys(["mode", "modeIdentifier", "bar"])
    private static let barKeys = TemplateKeys(["name", "hasFields", "fields", "catalogRow", "lineComma"])
    private static let fieldKeys = TemplateKeys(["name", "value", "lineComma"])
    private static let barFieldKeys = TemplateKeys(["position", "name", "value", "lineComma"])

    /// The bar's position among `bars` in each design and mode, as one list (`barPositions`, designs in
    /// `NavigationDesign.allCases` order, then modes) and per design (`designs`, each naming its bar per mode). Every
    /// design has its bars: one the app does not have takes those of its first design.
    private func appearances(_ states: [Variant: BarAppearance], bars: inout DistinctBars) -> (barPositions: TemplateValue, designs: TemplateValue) {
        let fallback = model.designs.first ?? .legacy
        let designs = NavigationDesign.allCases.map { design in
            let source = model.designs.contains(design) ? design : fallback
            let positions = model.modes.map { mode in
                bars.position(of: states[Variant(mode: mode, design: source)]?.runtime ?? NavigationBarAppearance())
            }
            return (design: design, positions: positions)
        }
        return (.string(SwiftLiteral.integers(designs.flatMap(\.positions))),
                .list(designs.map { design, positions in
                    .row(Self.designKeys, [
                        .string(design.rawValue),
                        .list(zip(model.modes, positions).map { mode, position in
                            .row(Self.stateKeys, [.string(mode), .string(modes[mode]), .string(DistinctBars.name(position))])
                        }),
                    ])
                }))
    }
}
