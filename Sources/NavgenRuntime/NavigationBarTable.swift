/// An app's distinct bars as generated code stores them: each distinct field value once, and each bar as the positions
/// of its fields among them.
///
/// Written as literals of integers and field values, a catalogue of thousands of bars type-checks in a fraction of the
/// time their initialiser calls take, and shares every colour, font and item list among the bars that use it.
public struct NavigationBarCatalog: Sendable {
    /// Every distinct field value of the bars.
    public let fields: [NavigationBarField]
    /// Each bar's fields: the number of them, then their positions in `fields`, set in order on UIKit's default bar.
    public let bars: [Int]
    /// Where each bar starts in `bars`: the position of its count.
    private let starts: [Int]

    /// A catalogue of the bars in `bars`, one after the other, each as the number of its fields followed by their
    /// positions in `fields`. A flat list of integers, because a literal of nested arrays type-checks far slower.
    public init(fields: [NavigationBarField], bars: [Int]) {
        var starts: [Int] = []
        var next = 0
        while next < bars.count {
            let end = next + 1 + bars[next]
            precondition(bars[next] >= 0 && end <= bars.count, "a bar has fewer positions than its count says")
            precondition(bars[next + 1..<end].allSatisfy(fields.indices.contains), "a bar names a field the catalogue does not have")
            starts.append(next)
            next = end
        }
        self.fields = fields
        self.bars = bars
        self.starts = starts
    }

    /// The number of bars.
    public var count: Int { starts.count }

    /// The bar at `position`, from 0 to `count - 1`.
    public subscript(position: Int) -> NavigationBarAppearance {
        let start = starts[position]
        return NavigationBarAppearance(bars[start + 1..<start + 1 + bars[start]].lazy.map { fields[$0] })
    }
}

/// Which bar of a catalogue each screen (or container) has in each design and mode: what generated code looks its
/// `appearance(_:design:)` up in.
public struct NavigationBarTable<Key: CaseIterable & Hashable & Sendable, Mode: CaseIterable & Hashable & Sendable>: Sendable {
    private let catalog: NavigationBarCatalog
    /// A bar's position in the catalogue per key (in `Key.allCases` order), then per design (in
    /// `NavigationDesign.allCases` order), then per mode (in `Mode.allCases` order).
    private let positions: [Int]
    private let keys: [Key: Int]
    private let modes: [Mode: Int]

    /// The table whose `positions` give, for every key, design and mode in that nesting and in `allCases` order, the
    /// position of its bar in `catalog`.
    public init(_ catalog: NavigationBarCatalog, positions: [Int]) {
        keys = Dictionary(uniqueKeysWithValues: zip(Key.allCases, 0...))
        modes = Dictionary(uniqueKeysWithValues: zip(Mode.allCases, 0...))
        precondition(positions.count == keys.count * NavigationDesign.allCases.count * modes.count,
                     "the table needs one bar per key, design and mode")
        precondition(positions.allSatisfy((0..<catalog.count).contains), "the table names a bar the catalogue does not have")
        self.catalog = catalog
        self.positions = positions
    }

    /// The bar of `key` in `mode` and `design`.
    public func appearance(_ key: Key, _ mode: Mode, design: NavigationDesign) -> NavigationBarAppearance {
        let designs = NavigationDesign.allCases
        let row = (keys[key]! * designs.count + designs.firstIndex(of: design)!) * modes.count + modes[mode]!
        return catalog[positions[row]]
    }
}
