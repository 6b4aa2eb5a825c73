import Foundation

/// Maps over an array on several threads, keeping the input order in the result: the pipeline's parallel seams.
///
/// The pipeline's entry points bind `threads` once (`withThreads`, from `--threads`). Every map runs its work on
/// threads of its own, even with one thread, each with a stack of `stackSize`: the deepest inputs navgen accepts (a
/// thousand-link alias chain, groups nested 256 deep) must resolve whatever the number of threads, in debug builds too.
enum ParallelMap {
    /// How many threads the maps use: 1 unless an entry point binds it.
    @TaskLocal static var threads = 1

    /// The stack of each thread a map runs its work on.
    static let stackSize = 256 << 20

    /// Whether the maps use more than one thread.
    static var isParallel: Bool { threads > 1 }

    /// Runs `body` with `count` threads for every map it makes.
    static func withThreads<Value>(_ count: Int, _ body: () throws -> Value) rethrows -> Value {
        try $threads.withValue(max(1, count), operation: body)
    }

    static func map<Element: Sendable, Result: Sendable>(
        _ items: [Element], _ transform: @escaping @Sendable (Element) -> Result
    ) -> [Result] {
        map(items, startingIn: Array(items.indices), transform)
    }

    /// `map` that starts the costliest items first (ties in order), so that a large item is not left running alone on
    /// one thread at the end. The result keeps the input order.
    static func map<Element: Sendable, Result: Sendable>(
        _ items: [Element], costliestFirst cost: (Element) -> Int, _ transform: @escaping @Sendable (Element) -> Result
    ) -> [Result] {
        let costs = items.map(cost)
        return map(items, startingIn: items.indices.sorted { costs[$0] != costs[$1] ? costs[$0] > costs[$1] : $0 < $1 }, transform)
    }

    /// Every item transformed, each thread taking the next index of `order` until none is left.
    private static func map<Element: Sendable, Result: Sendable>(
        _ items: [Element], startingIn order: [Int], _ transform: @escaping @Sendable (Element) -> Result
    ) -> [Result] {
        let work = Work<Result>(order: order)
        let finished = DispatchGroup()
        for _ in 0..<min(threads, max(1, items.count)) {
            finished.enter()
            let thread = Thread {
                while let index = work.next() { work.set(index, transform(items[index])) }
                finished.leave()
            }
            thread.stackSize = stackSize
            thread.start()
        }
        finished.wait()
        return work.results()
    }
}

/// The indices left to transform and the results so far, shared by a map's threads under a lock.
private final class Work<Result: Sendable>: @unchecked Sendable {
    private let order: [Int]
    private var taken = 0
    private var slots: [Result?]
    private let lock = NSLock()

    init(order: [Int]) {
        self.order = order
        slots = Array(repeating: nil, count: order.count)
    }

    /// The next index to transform, nil when every one is taken.
    func next() -> Int? {
        lock.withLock {
            guard taken < order.count else { return nil }
            taken += 1
            return order[taken - 1]
        }
    }

    func set(_ index: Int, _ value: Result) {
        lock.withLock { slots[index] = value }
    }

    func results() -> [Result] {
        lock.withLock { slots.map { $0! } }
    }
}
