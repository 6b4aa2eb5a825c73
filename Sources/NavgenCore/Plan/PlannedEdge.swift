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
    /// Whether the tab bar shows on each side, as the edge's stacks have it.
    public let tabBar: NavigationTabBarVisibility

    init(edge: Shared<Edge>, variant: Variant, from: Shared<BarAppearance>, to: Shared<BarAppearance>, tabBar: NavigationTabBarVisibility,
         plan: NavigationTransitionPlan) {
        sharedEdge = edge
        self.variant = variant
        self.plan = plan
        fromBar = from
        toBar = to
        self.tabBar = tabBar
    }

    public var edge: Edge { sharedEdge.value }
    public var mode: String { variant.mode }
    public var design: NavigationDesign { variant.design }

    /// The from-side's bar.
    public var from: BarAppearance { fromBar.value }

    /// The to-side's bar.
    public var to: BarAppearance { toBar.value }

    /// Whether this plan and `other` are of the same edge (in other modes or designs).
    func sharesEdge(with other: PlannedEdge) -> Bool { sharedEdge === other.sharedEdge }
}

extension [PlannedEdge] {
    /// The positions of each edge's plans: the engine lists an edge's plans (one per mode and design) one after another.
    func edgeRuns() -> [Range<Int>] {
        var runs: [Range<Int>] = []
        var start = startIndex
        for index in indices.dropFirst() where !self[index].sharesEdge(with: self[index - 1]) {
            runs.append(start..<index)
            start = index
        }
        if !isEmpty { runs.append(start..<endIndex) }
        return runs
    }

    /// `value` of each plan's edge, worked out once for each edge's plans: what tables show of an edge is found by its
    /// ends' string ids.
    func perEdge<Value>(_ value: (Edge) -> Value) -> [Value] {
        edgeRuns().flatMap { run in repeatElement(value(self[run.lowerBound].edge), count: run.count) }
    }

    /// Each edge's plans in groups of those `alike`, edge by edge (the engine lists an edge's plans one after another),
    /// each edge's groups as `appendGroups(of:variants:alike:to:)` makes them.
    func groupedPerEdge(variants: [Variant], alike: (PlannedEdge, PlannedEdge) -> Bool) -> [(first: Int, variants: [Int])] {
        var groups: [(first: Int, variants: [Int])] = []
        for run in edgeRuns() { appendGroups(of: run, variants: variants, alike: alike, to: &groups) }
        return groups
    }

    /// One edge's plans (`run`, from `edgeRuns()`) in groups of those `alike`, in the order first met, appended to
    /// `groups`: where each group's first plan is, and the positions in `variants` of the variants the group holds in
    /// (`variants.count` for one it does not list). An edge has one plan per variant, so a group of `variants.count`
    /// positions holds in every one. Plans and variants are found by comparing, not hashing: an edge has a few.
    func appendGroups(of run: Range<Int>, variants: [Variant], alike: (PlannedEdge, PlannedEdge) -> Bool,
                      to groups: inout [(first: Int, variants: [Int])]) {
        let edgeStart = groups.count
        for index in run {
            let variant = variants.firstIndex(of: self[index].variant) ?? variants.count
            if let known = groups[edgeStart...].firstIndex(where: { alike(self[$0.first], self[index]) }) {
                groups[known].variants.append(variant)
            } else {
                groups.append((index, [variant]))
            }
        }
    }
}
