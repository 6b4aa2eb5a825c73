/// The review report's context: Markdown tables per mode and design, with screens by the names people read, and the
/// flow diagram.
struct ReportContext {
    /// The members `build()` makes: `EmitContext` leaves the part out when no template to render names one.
    static let keys = ["reportModes", "reportEdges", "reportWarnings", "hasReportWarnings", "flow"]

    let model: NavigationModel
    let plans: [PlannedEdge]
    let diagnostics: [Diagnostic]

    func build() -> TemplateObject {
        // Looked up once: the transitions table names both ends of every plan.
        let names = model.names
        return [
            "reportModes": .list(model.variants.map(variantTable)),
            "reportEdges": .generated(GeneratedList(plans) { [names] planned in Self.edgeRow(planned, names: names) }),
            "reportWarnings": .generated(GeneratedList(diagnostics.indices.filter { diagnostics[$0].severity != .error }) { [diagnostics] index in
                let diagnostic = diagnostics[index]
                return ["location": .string(diagnostic.location.description), "severity": .string(diagnostic.severity.rawValue),
                        "rule": .string(diagnostic.rule), "message": .string(diagnostic.message)]
            }),
            "hasReportWarnings": .bool(diagnostics.contains { $0.severity != .error }),
            "flow": FlowContext(model: model, plans: plans).build(),
        ]
    }

    /// Rows are made as they are rendered, on the rendering threads.
    private func variantTable(_ variant: Variant) -> TemplateValue {
        // Positions of the screens, not copies of their bars: the context holds its rows' sources until it is freed.
        let screens = model.screens
        let positions = screens.indices.filter { screens[$0].appearances[variant] != nil }
        return ["mode": .string(variant.mode), "design": .string(variant.design.rawValue), "rows": .generated(GeneratedList(positions) { position in
            let name = screens[position].name
            let bar = screens[position].appearances[variant]!
            let backdrop = bar.visibleBackground
            let visible = bar.visibility == .visible
            return [
                "screen": .string(name),
                "swatch": .string(visible ? ReportText.swatch(backdrop) : "▫️"),
                "background": .string(visible ? bar.background.identity : bar.visibility.rawValue),
                "tint": .string(bar.runtime.effectiveTintColor(in: variant.design).hex),
                "titleColor": .string(bar.effectiveTitleColor.hex),
                "titleContrast": .string(visible ? Self.ratio(bar.effectiveTitleColor.contrastRatio(with: backdrop)) : "–"),
                "tintContrast": .string(visible ? Self.ratio(bar.runtime.effectiveTintColor(in: variant.design).contrastRatio(with: backdrop)) : "–"),
                "statusBar": .string(bar.statusBarStyle.rawValue),
                "tabBar": .string(bar.tabBarVisible ? "visible" : "hidden"),
            ]
        })]
    }

    static func ratio(_ value: Double) -> String {
        let rounded = (value * 100).rounded() / 100
        return String(format2: rounded) + ":1"
    }

    private static func edgeRow(_ planned: PlannedEdge, names: [String: String]) -> TemplateValue {
        let plan = planned.plan
        let (from, to) = (planned.edge.from, planned.edge.to)
        return [
            "from": .string(names[from] ?? from), "to": .string(names[to] ?? to),
            "operation": .string(planned.edge.operation.rawValue), "mode": .string(planned.mode),
            "design": .string(planned.design.rawValue),
            "visibility": .string(plan.visibility.rawValue), "background": .string(plan.background.rawValue),
            "shadow": .string(plan.shadow.rawValue), "tint": .string(plan.tint.rawValue), "title": .string(plan.title.rawValue),
            "statusBar": .string(plan.statusBar.rawValue), "largeTitle": .string(plan.largeTitle.rawValue),
            "bottomBar": .string(plan.bottomBar.rawValue), "interactivePop": .string(plan.interactivePop.rawValue),
            "items": .string(plan.items.rawValue), "edgeEffect": .string(plan.edgeEffect.rawValue),
        ]
    }
}

extension String {
    /// Two decimals, without Foundation's locale-dependent formatting.
    init(format2 value: Double) {
        let hundredths = Int((value * 100).rounded())
        let fraction = hundredths % 100
        self = "\(hundredths / 100)." + (fraction < 10 ? "0" : "") + "\(fraction)"
    }
}
