/// The flow diagram's context (`NavigationFlow.svg`): a box per screen wearing its bar colour, or glass, laid out by
/// `FlowLayout`, and an arrow per push, presentation and unwind, routed by `FlowRouter` around every box. It draws the
/// first mode of the newest design the app has: the bar current systems show.
struct FlowContext {
    let model: NavigationModel
    let plans: [PlannedEdge]
    /// What `navgen diff --svg` marks as changed; nothing in the report.
    var highlight = FlowHighlight()

    static let barHeight = 28
    /// Longer names are cut to fit the box's bar; the whole name is the box's tooltip.
    static let nameLength = 26

    /// Which boxes and arrows there are, and where, is decided here; each is spelled as it is rendered, on the
    /// rendering threads.
    func build() -> TemplateValue {
        let first = Variant(mode: model.modes.first ?? TokenCatalogue.defaultMode, design: model.designs.last ?? .legacy)
        let layout = FlowLayout(model: model)
        let screens = model.screens
        let boxes = screens.indices.compactMap { index -> (index: Int, position: FlowLayout.Position)? in
            guard let position = layout.positions[screens[index].id], screens[index].appearances[first] != nil else { return nil }
            return (index, position)
        }
        let drawn = Set(boxes.map(\.position))
        let shown: Set<NavigationOperation> = [.push, .present, .unwind]
        let arrows = plans.compactMap { planned -> (edge: Edge, split: Bool, from: FlowLayout.Position, to: FlowLayout.Position)? in
            guard planned.variant == first, shown.contains(planned.edge.operation),
                  let from = layout.positions[planned.edge.from], let to = layout.positions[planned.edge.to],
                  drawn.contains(from), drawn.contains(to) else { return nil }
            return (planned.edge, planned.plan.background == .split, from, to)
        }
        let router = FlowRouter(columns: layout.columns, rows: layout.rows, edges: arrows.map { ($0.from, $0.to) })
        let legend = 30
        let highlight = highlight
        let boxList = GeneratedList(boxes) { index, position in
            Self.box(screens[index], x: router.columnX[position.column], y: router.rowY[position.row],
                     bar: screens[index].appearances[first]!, changed: highlight.screens.contains(screens[index].id))
        }
        let routes = router.routes
        let arrowList = GeneratedList(count: arrows.count) { index in
            let arrow = arrows[index]
            return Self.arrow(arrow.edge, split: arrow.split, route: routes[index], changed: highlight.edges.contains(FlowHighlight.key(arrow.edge)))
        }
        let height = router.height + legend
        return ["width": .string(String(router.width)), "height": .string(String(height)), "legendY": .string(String(height - 12)),
                "boxes": .generated(boxList), "arrows": .generated(arrowList), "highlights": .bool(!highlight.isEmpty),
                "design": .string(first.design.rawValue), "mode": .string(first.mode),
                "hasGlass": .bool(boxes.contains { Self.showsGlass(screens[$0.index].appearances[first]!) })]
    }

    private static func box(_ screen: Screen, x: Int, y: Int, bar: BarAppearance, changed: Bool) -> TemplateValue {
        let fill: RGBA = switch bar.visibility {
        case .visible: bar.visibleBackground
        case .hidden, .transparent: .white
        }
        let glass = showsGlass(bar)
        let width = FlowRouter.boxWidth
        let name = screen.name.count > nameLength ? screen.name.prefix(nameLength - 1) + "…" : screen.name
        return .row(boxKeys, [
            .string(screen.id), .string(screen.name), .string(name),
            .string(String(x)), .string(String(y)),
            .string(glass ? "url(#glass)" : fill.cssHex), .bool(glass),
            .string(bar.effectiveTitleColor.over(fill).cssHex),
            .bool(bar.visibility != .visible), .bool(changed),
            .string(bar.visibility.rawValue), .string(bar.tabBarVisible ? "visible" : "hidden"),
            .string(String(width)), .string(String(FlowRouter.boxHeight)),
            .string(String(barHeight)),
            .string(String(x + width / 2)), .string(String(y + 19)),
            .string(String(y + barHeight + 24)), .string(String(y + barHeight + 44)),
        ])
    }

    // Each list's rows share their keys; the values are given in the same order.
    private static let boxKeys = TemplateKeys([
        "id", "name", "title", "x", "y", "barFill", "barGlass", "barText", "barDash", "changed", "visibility", "tabBar", "width",
        "height", "barHeight", "textX", "barTextY", "labelY", "idY",
    ])
    private static let arrowKeys = TemplateKeys([
        "from", "to", "operation", "path", "split", "changed", "dashed", "labelX", "labelY", "labelAnchor",
    ])

    /// A visible bar with the system's Liquid Glass, which has no colour to draw.
    private static func showsGlass(_ bar: BarAppearance) -> Bool { bar.visibility == .visible && bar.background == .glass }

    private static func arrow(_ edge: Edge, split: Bool, route: [FlowRouter.Point], changed: Bool) -> TemplateValue {
        let path = route.enumerated().map { ($0.offset == 0 ? "M " : "L ") + "\($0.element.x) \($0.element.y)" }.joined(separator: " ")
        let label = labelPlace(route)
        return .row(arrowKeys, [
            .string(edge.from), .string(edge.to),
            .string(edge.operation.rawValue), .string(path),
            .bool(split), .bool(changed),
            .bool(edge.operation != .push),
            .string(String(label.x)), .string(String(label.y)), .string(label.anchor),
        ])
    }

    /// Beside the middle of the route's longest stretch: above a horizontal one, right of a vertical one.
    private static func labelPlace(_ route: [FlowRouter.Point]) -> (x: Int, y: Int, anchor: String) {
        guard route.count >= 2 else { return (route.first?.x ?? 0, route.first?.y ?? 0, "middle") }
        let stretches = zip(route, route.dropFirst())
        let longest = stretches.max { abs($0.0.x - $0.1.x) + abs($0.0.y - $0.1.y) < abs($1.0.x - $1.1.x) + abs($1.0.y - $1.1.y) }!
        let (a, b) = longest
        if a.y == b.y { return ((a.x + b.x) / 2, a.y - 3, "middle") }
        return (a.x + 4, (a.y + b.y) / 2 + 3, "start")
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
