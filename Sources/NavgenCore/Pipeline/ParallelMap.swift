import Foundation

/// Maps over an array on several threads, keeping the input order in the result.
///
/// The one place that knows how many threads work: the pipeline's entry points bind `threads` once (`withThreads`,
/// from `--threads`), and every stage below is written as a plain function that calls these maps. Work a map hands to
/// another thread sees the same count, so a map inside a map splits as it would at the top.
enum ParallelMap {
    /// How many threads the maps use: 1 unless an entry point binds it.
    @TaskLocal static var threads = 1

    /// Whether the maps use more than one thread.
    static var isParallel: Bool { threads > 1 }

    /// Runs `body` with `count` threads for every map it makes.
    static func withThreads<Value>(_ count: Int, _ body: () throws -> Value) rethrows -> Value {
        try $threads.withValue(max(1, count), operation: body)
    }

    static func map<Element: Sendable, Result: Sendable>(
        _ items: [Element], _ transform: @Sendable (Element) -> Result
    ) -> [Result] {
        guard threads > 1, items.count > 1 else { return items.map(transform) }
        return map(items, startingIn: Array(items.indices), transform)
    }

    /// `map` that starts the costliest items first (ties in order), so that a large item is not left
    /// running alone on one thread at the end. The result keeps the input order.
    static func map<Element: Sendable, Result: Sendable>(
        _ items: [Element], costliestFirst cost: (Element) -> Int, _ transform: @Sendable (Element) -> Result
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
        let width = threads
        DispatchQueue.concurrentPerform(iterations: order.count) { position in
            let index = order[position]
            box.set(index, $threads.withValue(width) { transform(items[index]) })
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
