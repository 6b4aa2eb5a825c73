/// A plan for one edge in one mode and design, with the edge it belongs to and the bar on each side.
public struct PlannedEdge: Sendable {
    /// Stored once per edge and shared by its plans in every mode: rules, reports and tables copy plans in the
    /// tens of thousands, and a copy of the edge itself retains each of its strings.
    private let sharedEdge: Shared<Edge>
    public var variant: Variant
    public var plan: NavigationTransitionPlan
    /// The ends' bars as the model resolved them, shared with every other plan of the same ends and variant.
    private let fromBar: Shared<BarAppearance>
    private let toBar: Shared<BarAppearance>
    /// The tab bar follows the edge's stack, not the screen: the one part of a side that is the edge's own.
    let fromTabBarVisible: Bool
    let toTabBarVisible: Bool

    init(edge: Shared<Edge>, variant: Variant, from: Shared<BarAppearance>, to: Shared<BarAppearance>, tabBarVisible: (from: Bool, to: Bool),
         plan: NavigationTransitionPlan) {
        sharedEdge = edge
        self.variant = variant
        self.plan = plan
        fromBar = from
        toBar = to
        (fromTabBarVisible, toTabBarVisible) = tabBarVisible
    }

    public var edge: Edge { sharedEdge.value }
    public var mode: String { variant.mode }
    public var design: NavigationDesign { variant.design }

    /// The from-side's bar as it is on this edge (the tab bar follows the edge's stack).
    public var from: BarAppearance { fromBar.value.withTabBar(visible: fromTabBarVisible) }

    /// The to-side's bar as it is on this edge.
    public var to: BarAppearance { toBar.value.withTabBar(visible: toTabBarVisible) }

    /// Whether this plan and `other` are of the same edge (in other modes or designs).
    func sharesEdge(with other: PlannedEdge) -> Bool { sharedEdge === other.sharedEdge }

    /// Both sides' bars as the model resolved them: their `tabBarVisible` is the screen's own, not the edge's.
    var resolvedBars: (from: BarAppearance, to: BarAppearance) { (fromBar.value, toBar.value) }
}

extension BarAppearance {
    /// This bar with the tab bar shown or not, as an edge's stack has it.
    func withTabBar(visible: Bool) -> BarAppearance {
        var bar = self
        bar.tabBarVisible = visible
        return bar
    }
}

extension [PlannedEdge] {
    /// `value` of each plan's edge, worked out once for each run of plans of one edge: the engine lists an edge's plans
    /// (one per mode and design) one after another, and what tables show of an edge is found by its ends' string ids.
    func perEdge<Value>(_ value: (Edge) -> Value) -> [Value] {
        var values: [Value] = []
        values.reserveCapacity(count)
        for index in indices {
            if index > 0, self[index].sharesEdge(with: self[index - 1]) {
                values.append(values[index - 1])
            } else {
                values.append(value(self[index].edge))
            }
        }
        return values
    }

    /// Each edge's plans in groups of those `alike`, edge by edge (the engine lists an edge's plans one after another),
    /// each edge's groups in the order first met: where each group's first plan is, and the positions in `variants` of
    /// the variants the group holds in. An edge has one plan per variant, so a group of `variants.count` positions holds
    /// in every one. Variants are found by comparing, not hashing: a model has a few.
    func groupedPerEdge(variants: [Variant], alike: (PlannedEdge, PlannedEdge) -> Bool) -> [(first: Int, variants: [Int])] {
        var groups: [(first: Int, variants: [Int])] = []
        var edgeStart = 0
        for index in indices {
            if index > 0, !self[index].sharesEdge(with: self[index - 1]) { edgeStart = groups.count }
            let variant = variants.firstIndex(of: self[index].variant) ?? variants.count
            if let known = groups[edgeStart...].firstIndex(where: { alike(self[$0.first], self[index]) }) {
                groups[known].variants.append(variant)
            } else {
                groups.append((index, [variant]))
            }
        }
        return groups
    }
}
