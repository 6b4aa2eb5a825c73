/// The review report's context: Markdown tables per mode and design and a laid-out flow diagram.
struct ReportContext {
    let model: NavigationModel
    let plans: [PlannedEdge]
    let diagnostics: [Diagnostic]
    /// What `navgen diff --svg` marks as changed; nothing in the report.
    var highlight = FlowHighlight()

    /// Box size and spacing of the flow diagram, in SVG user units.
    static let boxWidth = 180, boxHeight = 96, columnGap = 60, rowGap = 64, margin = 24, barHeight = 28

    func build() -> TemplateObject {
        [
            "reportModes": .list(model.variants.map(variantTable)),
            "reportEdges": .generated(GeneratedList(plans, item: Self.edgeRow)),
            "reportWarnings": .generated(GeneratedList(diagnostics.indices.filter { diagnostics[$0].severity != .error }) { [diagnostics] index in
                let diagnostic = diagnostics[index]
                return ["location": .string(diagnostic.location.description), "severity": .string(diagnostic.severity.rawValue),
                        "rule": .string(diagnostic.rule), "message": .string(diagnostic.message)]
            }),
            "hasReportWarnings": .bool(diagnostics.contains { $0.severity != .error }),
            "flow": flow(),
        ]
    }

    /// Rows are made as they are rendered, on the rendering threads.
    private func variantTable(_ variant: Variant) -> TemplateValue {
        // Positions of the screens, not copies of their bars: the context holds its rows' sources until it is freed.
        let screens = model.screens
        let positions = screens.indices.filter { screens[$0].appearances[variant] != nil }
        return ["mode": .string(variant.mode), "design": .string(variant.design.rawValue), "rows": .generated(GeneratedList(positions) { position in
            let id = screens[position].id
            let bar = screens[position].appearances[variant]!
            let backdrop = bar.visibleBackground
            let visible = bar.visibility == .visible
            return [
                "screen": .string(id),
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

    private static func edgeRow(_ planned: PlannedEdge) -> TemplateValue {
        let plan = planned.plan
        return [
            "from": .string(planned.edge.from), "to": .string(planned.edge.to),
            "operation": .string(planned.edge.operation.rawValue), "mode": .string(planned.mode),
            "design": .string(planned.design.rawValue),
            "visibility": .string(plan.visibility.rawValue), "background": .string(plan.background.rawValue),
            "shadow": .string(plan.shadow.rawValue), "tint": .string(plan.tint.rawValue), "title": .string(plan.title.rawValue),
            "statusBar": .string(plan.statusBar.rawValue), "largeTitle": .string(plan.largeTitle.rawValue),
            "bottomBar": .string(plan.bottomBar.rawValue), "interactivePop": .string(plan.interactivePop.rawValue),
            "items": .string(plan.items.rawValue), "edgeEffect": .string(plan.edgeEffect.rawValue),
        ]
    }

    /// Columns are stacks (in model order), rows are push depth; each box wears its bar colour. Which boxes and
    /// arrows there are is decided here; each is spelled as it is rendered, on the rendering threads.
    func flow() -> TemplateValue {
        let first = model.variants.first ?? Variant(mode: TokenCatalogue.defaultMode, design: .legacy)
        let layout = FlowLayout(model: model)
        let screens = model.screens
        let boxes = screens.indices.compactMap { index -> (index: Int, position: FlowLayout.Position)? in
            guard let position = layout.positions[screens[index].id], screens[index].appearances[first] != nil else { return nil }
            return (index, position)
        }
        let shown: Set<NavigationOperation> = [.push, .present, .unwind]
        let arrows = plans.compactMap { planned -> (edge: Edge, split: Bool, from: FlowLayout.Position, to: FlowLayout.Position)? in
            guard planned.variant == first, shown.contains(planned.edge.operation),
                  let from = layout.positions[planned.edge.from], let to = layout.positions[planned.edge.to] else { return nil }
            return (planned.edge, planned.plan.background == .split, from, to)
        }
        let width = Self.margin * 2 + max(1, layout.columns) * (Self.boxWidth + Self.columnGap) - Self.columnGap
        let height = Self.top + Self.margin + max(1, layout.rows) * (Self.boxHeight + Self.rowGap) - Self.rowGap + 30
        let highlight = highlight
        let boxList = GeneratedList(boxes) { index, position in
            Self.box(screens[index], at: position, bar: screens[index].appearances[first]!,
                     changed: highlight.screens.contains(screens[index].id))
        }
        let arrowList = GeneratedList(arrows) { edge, split, from, to in
            Self.arrow(edge, split: split, from: from, to: to, changed: highlight.edges.contains(FlowHighlight.key(edge)))
        }
        return ["width": .string(String(width)), "height": .string(String(height)), "legendY": .string(String(height - 12)),
                "boxes": .generated(boxList), "arrows": .generated(arrowList), "highlights": .bool(!highlight.isEmpty)]
    }

    private static func box(_ screen: Screen, at position: FlowLayout.Position, bar: BarAppearance, changed: Bool) -> TemplateValue {
        let (x, y) = origin(position)
        let fill: RGBA = switch bar.visibility {
        case .visible: bar.visibleBackground
        case .hidden, .transparent: .white
        }
        return [
            "id": .string(screen.id), "title": .string(screen.title ?? screen.id),
            "x": .string(String(x)), "y": .string(String(y)),
            "barFill": .string(fill.cssHex), "barText": .string(bar.effectiveTitleColor.over(fill).cssHex),
            "barDash": .bool(bar.visibility != .visible), "changed": .bool(changed),
            "visibility": .string(bar.visibility.rawValue),
            "width": .string(String(boxWidth)), "height": .string(String(boxHeight)),
            "barHeight": .string(String(barHeight)),
            "textX": .string(String(x + boxWidth / 2)), "barTextY": .string(String(y + 19)),
            "labelY": .string(String(y + barHeight + 24)), "idY": .string(String(y + barHeight + 44)),
        ]
    }

    private static func arrow(_ edge: Edge, split: Bool, from: FlowLayout.Position, to: FlowLayout.Position, changed: Bool) -> TemplateValue {
        let route = route(from, to)
        return [
            "from": .string(edge.from), "to": .string(edge.to),
            "operation": .string(edge.operation.rawValue), "path": .string(route.path),
            "split": .bool(split), "changed": .bool(changed),
            "dashed": .bool(edge.operation != .push),
            "labelX": .string(String(route.labelX)), "labelY": .string(String(route.labelY)),
            "labelAnchor": .string(route.anchor),
        ]
    }

    /// Room above the first row for arrows between stacks.
    static let top = 64

    static func origin(_ position: FlowLayout.Position) -> (x: Int, y: Int) {
        (margin + position.column * (boxWidth + columnGap), top + position.row * (boxHeight + rowGap))
    }

    /// Down a stack: a straight line (left of centre in one column); back up: right of centre; otherwise a curve above.
    private static func route(_ from: FlowLayout.Position, _ to: FlowLayout.Position)
        -> (path: String, labelX: Int, labelY: Int, anchor: String) {
        let (fx, fy) = origin(from)
        let (tx, ty) = origin(to)
        if to.row > from.row {
            let shift = from.column == to.column ? -20 : 0
            let (x1, x2) = (fx + boxWidth / 2 + shift, tx + boxWidth / 2 + shift)
            return ("M \(x1) \(fy + boxHeight) L \(x2) \(ty)", (x1 + x2) / 2 - 6, (fy + boxHeight + ty) / 2, "end")
        }
        if from.column == to.column {
            let x = fx + boxWidth / 2 + 20
            return ("M \(x) \(fy) L \(x) \(ty + boxHeight)", x + 6, (fy + ty + boxHeight) / 2, "start")
        }
        let (x1, x2) = (fx + boxWidth / 2, tx + boxWidth / 2)
        let lift = min(fy, ty) - top + 40
        let path = "M \(x1) \(fy) C \(x1) \(fy - lift), \(x2) \(ty - lift), \(x2) \(ty)"
        return (path, (x1 + x2) / 2, min(fy, ty) - lift * 3 / 4 - 4, "middle")
    }
}

/// The screens and drawn edges (push, present, unwind) a flow diagram marks as changed.
struct FlowHighlight: Sendable {
    var screens: Set<String> = []
    /// `FlowHighlight.key` of each edge.
    var edges: Set<String> = []

    var isEmpty: Bool { screens.isEmpty && edges.isEmpty }

    static func key(_ edge: Edge) -> String { key(from: edge.from, to: edge.to, operation: edge.operation) }

    static func key(from: String, to: String, operation: NavigationOperation) -> String { "\(from)\u{0}\(to)\u{0}\(operation.rawValue)" }
}

/// Grid positions for the flow diagram, computed from root, push and present edges.
struct FlowLayout {
    struct Position { var column: Int; var row: Int }

    private(set) var positions: [String: Position] = [:]
    private(set) var columns = 0
    private(set) var rows = 0

    init(model: NavigationModel) {
        var pushes: [String: [String]] = [:]
        var roots: [String] = []
        for edge in model.edges {
            switch edge.operation {
            case .push: pushes[edge.from, default: []].append(edge.to)
            case .root: roots.append(edge.to)
            default: break
            }
        }
        for root in roots + model.screens.map(\.id) where positions[root] == nil {
            columns += place(root, firstColumn: columns, pushes: pushes)
        }
    }

    /// Breadth-first down one stack: one row per push depth, screens of one depth side by side.
    /// Returns how many columns the stack took.
    private mutating func place(_ root: String, firstColumn: Int, pushes: [String: [String]]) -> Int {
        var level = [root]
        var depth = 0
        var width = 0
        var placed: Set<String> = [root]
        while !level.isEmpty {
            for (index, screen) in level.enumerated() {
                positions[screen] = Position(column: firstColumn + index, row: depth)
            }
            width = max(width, level.count)
            rows = max(rows, depth + 1)
            var next: [String] = []
            for screen in level {
                for child in pushes[screen] ?? [] where positions[child] == nil && placed.insert(child).inserted {
                    next.append(child)
                }
            }
            level = next
            depth += 1
        }
        return width
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
