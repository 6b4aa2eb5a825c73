/// The review report's context: Markdown tables per mode and design, with screens by the names people read, and the
/// flow diagram.
struct ReportContext {
    /// The members `build()` makes: `EmitContext` leaves the part out when no template to render names one.
    static let keys = ["reportModes", "reportTransitions", "reportEdges", "reportWarnings", "hasReportWarnings", "flow"]

    let model: NavigationModel
    let plans: [PlannedEdge]
    let diagnostics: [Diagnostic]

    func build() -> TemplateObject {
        // Three independent parts, at once: on one thread they were the last of the context still being built.
        let (model, plans) = (model, plans)
        let (flow, (ends, transitions)) = ParallelMap.pair({ FlowContext(model: model, plans: plans).build() }, {
            // The transitions table names both ends of every plan by the names people read.
            let names = model.names
            return ParallelMap.pair({ plans.perEdge { edge in (from: names[edge.from] ?? edge.from, to: names[edge.to] ?? edge.to) } },
                                    { Self.transitions(plans, variants: model.variants) })
        })
        return [
            "reportModes": .list(model.variants.map(variantTable)),
            "reportTransitions": .generated(GeneratedList(transitions) { [plans] transition in
                Self.edgeRow(plans[transition.plan], ends: ends[transition.plan], variants: transition.variants)
            }),
            "reportEdges": .generated(GeneratedList(count: plans.count) { [plans] index in Self.edgeRow(plans[index], ends: ends[index]) }),
            "reportWarnings": .generated(GeneratedList(diagnostics.indices.filter { diagnostics[$0].severity != .error }) { [diagnostics] index in
                let diagnostic = diagnostics[index]
                return .row(Self.warningKeys, [.string(diagnostic.location.description), .string(diagnostic.severity.rawValue),
                                               .string(diagnostic.rule), .string(diagnostic.message)])
            }),
            "hasReportWarnings": .bool(diagnostics.contains { $0.severity != .error }),
            "flow": flow,
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
            let (tint, title) = (bar.runtime.effectiveTintColor(in: variant.design), bar.effectiveTitleColor)
            return .row(Self.screenKeys, [
                .string(name),
                .string(visible ? ReportText.swatch(backdrop) : "▫️"),
                .string(visible ? bar.background.identity : bar.visibility.rawValue),
                .string(tint.hex),
                .string(title.hex),
                .string(visible ? Self.ratio(title.contrastRatio(with: backdrop)) : "–"),
                .string(visible ? Self.ratio(tint.contrastRatio(with: backdrop)) : "–"),
                .string(bar.statusBarStyle.rawValue),
                .string(bar.tabBarVisible ? "visible" : "hidden"),
            ])
        })]
    }

    static func ratio(_ value: Double) -> String {
        let rounded = (value * 100).rounded() / 100
        return String(format2: rounded) + ":1"
    }

    /// The transitions table: a row per edge and distinct plan, at the edge's first plan of it, with where the plan holds
    /// (`every mode and design` when the edge is planned alike in all of them, else the modes or designs, as diagnostics
    /// name them). An edge's plans, one per mode and design, are listed one after another; most are alike, and four rows
    /// that say the same thing hide the one mode or design that differs.
    static func transitions(_ plans: [PlannedEdge], variants all: [Variant]) -> [(plan: Int, variants: String)] {
        // A handful of sets of variants recur across thousands of rows: each is phrased once, keyed by their positions.
        var phrases: [[Int]: String] = [:]
        return plans.groupedPerEdge(variants: all) { $0.plan == $1.plan }.map { first, variants in
            guard variants.count < all.count else { return (first, "every mode and design") }
            if phrases[variants] == nil {
                phrases[variants] = variants.compactMap { $0 < all.count ? all[$0] : nil }.variantPhrase(of: all) ?? "every mode and design"
            }
            return (first, phrases[variants]!)
        }
    }

    /// A plan's row: with `variants`, the transitions table's; without, `reportEdges`', which names its mode and design.
    private static func edgeRow(_ planned: PlannedEdge, ends: (from: String, to: String), variants: String? = nil) -> TemplateValue {
        let plan = planned.plan
        // One array, the row's own: joining the edge's part and the plan's would allocate three.
        var values: [TemplateValue] = [.string(ends.from), .string(ends.to), .string(planned.edge.operation.rawValue)]
        values.reserveCapacity(variants == nil ? edgeKeys.count : transitionKeys.count)
        if let variants {
            values.append(.string(variants))
        } else {
            values += [.string(planned.mode), .string(planned.design.rawValue)]
        }
        values += [
            .string(plan.visibility.rawValue), .string(plan.background.rawValue),
            .string(plan.shadow.rawValue), .string(plan.tint.rawValue), .string(plan.title.rawValue),
            .string(plan.statusBar.rawValue), .string(plan.largeTitle.rawValue),
            .string(plan.bottomBar.rawValue), .string(plan.interactivePop.rawValue),
            .string(plan.items.rawValue), .string(plan.edgeEffect.rawValue),
        ]
        return .row(variants == nil ? edgeKeys : transitionKeys, values)
    }

    // Each list's rows share their keys; the values are given in the same order.
    private static let screenKeys = TemplateKeys([
        "screen", "swatch", "background", "tint", "titleColor", "titleContrast", "tintContrast", "statusBar", "tabBar",
    ])
    private static let edgeKeys = TemplateKeys([
        "from", "to", "operation", "mode", "design", "visibility", "background", "shadow", "tint", "title", "statusBar", "largeTitle",
        "bottomBar", "interactivePop", "items", "edgeEffect",
    ])
    private static let transitionKeys = TemplateKeys([
        "from", "to", "operation", "variants", "visibility", "background", "shadow", "tint", "title", "statusBar", "largeTitle",
        "bottomBar", "interactivePop", "items", "edgeEffect",
    ])
    private static let warningKeys = TemplateKeys(["location", "severity", "rule", "message"])
}

extension String {
    /// Two decimals, without Foundation's locale-dependent formatting.
    init(format2 value: Double) {
        let hundredths = Int((value * 100).rounded())
        let fraction = hundredths % 100
        self = "\(hundredths / 100)." + (fraction < 10 ? "0" : "") + "\(fraction)"
    }
}
