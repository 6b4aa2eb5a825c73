import Foundation

/// Maps over an array on several threads, keeping the input order in the result.
enum ParallelMap {
    static func map<Element: Sendable, Result: Sendable>(
        _ items: [Element], threads: Int, _ transform: @Sendable (Element) -> Result
    ) -> [Result] {
        guard threads > 1, items.count > 1 else { return items.map(transform) }
        let box = ResultBox<Result>(count: items.count)
        DispatchQueue.concurrentPerform(iterations: items.count) { index in
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
