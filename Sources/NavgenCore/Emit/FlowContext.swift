/// The flow diagram (`NavigationFlow.svg`): a box per screen wearing its bar colour, or glass, laid out by
/// `FlowLayout`, and an arrow per push, presentation and unwind, routed by `FlowRouter` around every box. It draws the
/// first mode of the newest design the app has: the bar current systems show. Which boxes and arrows there are, and
/// where, is decided here.
public struct FlowContext: Codable, Equatable, Sendable {
    public var width: Int
    public var height: Int
    /// Where the legend's baseline is.
    public var legendY: Int
    public var design: String
    public var mode: String
    /// Whether a box shows Liquid Glass.
    public var hasGlass: Bool
    /// Whether anything is marked as changed (`navgen diff --svg`).
    public var highlights: Bool
    public var boxes: [Box]
    public var arrows: [Arrow]

    static let barHeight = 28
    /// Longer names are cut to fit the box's bar; the whole name is the box's tooltip.
    static let nameLength = 26

    public struct Box: Codable, Equatable, Sendable {
        public var id: String
        /// The name people read.
        public var name: String
        /// The name cut to fit the box.
        public var title: String
        public var x: Int
        public var y: Int
        public var width: Int
        public var height: Int
        public var barHeight: Int
        /// The bar's colour as CSS (`#rrggbb`): its background, or white when it is not visible.
        public var barFill: String
        /// Whether the bar shows Liquid Glass that follows the content, which has no colour to draw.
        public var barGlass: Bool
        /// `light` or `dark` for Liquid Glass pinned to that style (iOS 27), drawn in its tone; empty otherwise.
        public var pinnedGlass: String
        /// The title's colour over the bar, as CSS.
        public var barText: String
        /// Whether the bar is not visible (drawn dashed).
        public var barDash: Bool
        public var visibility: String
        public var tabBarVisible: Bool
        public var changed: Bool
        /// Where the texts go: the middle of the box, the bar's title, the tab bar line and the bar line.
        public var textX: Int
        public var barTextY: Int
        public var labelY: Int
        public var idY: Int
    }

    public struct Arrow: Codable, Equatable, Sendable {
        public var from: String
        public var to: String
        public var operation: String
        /// The route, from a point on the source's box to one on the target's.
        public var points: [Point]
        /// Whether the bar background splits along the edge.
        public var split: Bool
        /// Whether it is drawn dashed: every operation but a push.
        public var dashed: Bool
        public var changed: Bool
        public var labelX: Int
        public var labelY: Int
        /// The label's SVG `text-anchor`.
        public var labelAnchor: String
    }

    public struct Point: Codable, Equatable, Sendable {
        public var x: Int
        public var y: Int
    }

    /// `highlight` is what `navgen diff --svg` marks as changed; nothing in the report.
    init(model: NavigationModel, plans: [PlannedEdge], highlight: FlowHighlight = FlowHighlight()) {
        let first = Variant(mode: model.modes.first ?? TokenCatalogue.defaultMode, design: model.designs.last ?? .legacy)
        let layout = FlowLayout(model: model)
        let presented = PresentedBars(model: model)
        let boxes = model.screens.compactMap { screen -> (screen: Screen, bar: BarAppearance, position: FlowLayout.Position)? in
            guard let position = layout.positions[screen.id], let bar = presented.bar(of: screen, in: first) else { return nil }
            return (screen, bar, position)
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
        width = router.width
        height = router.height + legend
        legendY = height - 12
        design = first.design.rawValue
        mode = first.mode
        hasGlass = boxes.contains { Self.showsGlass($0.bar) }
        highlights = !highlight.isEmpty
        self.boxes = boxes.map { box in
            Self.box(box.screen, x: router.columnX[box.position.column], y: router.rowY[box.position.row], bar: box.bar,
                     tabBarVisible: box.screen.tabBarVisible[first] ?? false, changed: highlight.screens.contains(box.screen.id))
        }
        self.arrows = zip(arrows, router.routes).map { arrow, route in
            Self.arrow(arrow.edge, split: arrow.split, route: route, changed: highlight.edges.contains(FlowHighlight.key(arrow.edge)))
        }
    }

    private static func box(_ screen: Screen, x: Int, y: Int, bar: BarAppearance, tabBarVisible: Bool, changed: Bool) -> Box {
        let fill: RGBA = switch bar.visibility {
        case .visible: bar.visibleBackground
        case .hidden, .transparent: .white
        }
        let width = FlowRouter.boxWidth
        let name = screen.name.count > nameLength ? screen.name.prefix(nameLength - 1) + "…" : screen.name
        return Box(id: screen.id, name: screen.name, title: name, x: x, y: y, width: width, height: FlowRouter.boxHeight, barHeight: barHeight,
                   barFill: fill.cssHex, barGlass: showsGlass(bar), pinnedGlass: pinnedGlass(bar),
                   barText: bar.effectiveTitleColor.over(fill).cssHex,
                   barDash: bar.visibility != .visible, visibility: bar.visibility.rawValue, tabBarVisible: tabBarVisible,
                   changed: changed, textX: x + width / 2, barTextY: y + 19, labelY: y + barHeight + 24, idY: y + barHeight + 44)
    }

    /// A visible bar with the system's Liquid Glass following the content, which has no colour to draw.
    private static func showsGlass(_ bar: BarAppearance) -> Bool {
        bar.visibility == .visible && bar.background == .glass && bar.barInterfaceStyle == .automatic
    }

    /// The style a visible glass bar pins, whose tone `visibleBackground` is.
    private static func pinnedGlass(_ bar: BarAppearance) -> String {
        bar.visibility == .visible && bar.background == .glass && bar.barInterfaceStyle != .automatic ? bar.barInterfaceStyle.rawValue : ""
    }

    private static func arrow(_ edge: Edge, split: Bool, route: [FlowRouter.Point], changed: Bool) -> Arrow {
        let label = labelPlace(route)
        return Arrow(from: edge.from, to: edge.to, operation: edge.operation.rawValue, points: route.map { Point(x: $0.x, y: $0.y) },
                     split: split, dashed: edge.operation != .push, changed: changed, labelX: label.x, labelY: label.y,
                     labelAnchor: label.anchor)
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
