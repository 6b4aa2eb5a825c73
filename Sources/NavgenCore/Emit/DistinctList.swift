/// Values each kept once, in the order first met, and named by their position.
struct DistinctList<Value: Hashable> {
    private(set) var values: [Value] = []
    private var positions: [Value: Int] = [:]

    init() {}

    /// Room for `count` values made at once: a table grown value by value rehashes every value it holds each time it
    /// doubles, which costs where values are many, mostly distinct and slow to hash (a page's bars).
    init(reservingCapacity count: Int) {
        values.reserveCapacity(count)
        positions.reserveCapacity(count)
    }

    mutating func position(of value: Value) -> Int {
        if let known = positions[value] { return known }
        positions[value] = values.count
        values.append(value)
        return values.count - 1
    }
}
