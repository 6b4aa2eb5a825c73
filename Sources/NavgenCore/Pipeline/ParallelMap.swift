import Foundation

/// Maps over an array on several threads, keeping the input order in the result.
enum ParallelMap {
    static func map<Element: Sendable, Result: Sendable>(
        _ items: [Element], threads: Int, _ transform: @Sendable (Element) -> Result
    ) -> [Result] {
        guard threads > 1, items.count > 1 else { return items.map(transform) }
        return map(items, startingIn: Array(items.indices), transform)
    }

    /// `map` that starts the costliest items first (ties in order), so that a large item is not left
    /// running alone on one thread at the end. The result keeps the input order.
    static func map<Element: Sendable, Result: Sendable>(
        _ items: [Element], threads: Int, costliestFirst cost: (Element) -> Int, _ transform: @Sendable (Element) -> Result
    ) -> [Result] {
        guard threads > 1, items.count > 1 else { return items.map(transform) }
        let costs = items.map(cost)
        return map(items, startingIn: items.indices.sorted { costs[$0] != costs[$1] ? costs[$0] > costs[$1] : $0 < $1 }, transform)
    }

    /// Every item transformed on all threads, work starting in the order of the indices in `order`
    /// (iterations are handed out in increasing order); the result keeps the input order.
    private static func map<Element: Sendable, Result: Sendable>(
        _ items: [Element], startingIn order: [Int], _ transform: @Sendable (Element) -> Result
    ) -> [Result] {
        let box = ResultBox<Result>(count: items.count)
        DispatchQueue.concurrentPerform(iterations: order.count) { position in
            let index = order[position]
            box.set(index, transform(items[index]))
        }
        return box.values()
    }
}

/// Slots written once each from concurrent iterations; the lock makes the writes visible.
private final class ResultBox<Result: Sendable>: @unchecked Sendable {
    private var slots: [Result?]
    private let lock = NSLock()

    init(count: Int) { slots = Array(repeating: nil, count: count) }

    func set(_ index: Int, _ value: Result) {
        lock.withLock { slots[index] = value }
    }

    func values() -> [Result] {
        lock.withLock { slots.map { $0! } }
    }
}
