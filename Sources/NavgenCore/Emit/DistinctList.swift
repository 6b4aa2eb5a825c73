/// Values each kept once, in the order first met, and named by their position.
struct DistinctList<Value: Hashable> {
    private(set) var values: [Value] = []
    private var positions: [Value: Int] = [:]

    mutating func position(of value: Value) -> Int {
        if let known = positions[value] { return known }
        positions[value] = values.count
        values.append(value)
        return values.count - 1
    }
}
