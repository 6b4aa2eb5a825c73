import Foundation

extension ParallelMap {
    /// Maps a long array in a few contiguous chunks per thread: one task per element would spend more on
    /// scheduling than on small transforms. The result keeps the input order.
    static func chunked<Element: Sendable, Result: Sendable>(
        _ items: [Element], minimumChunk: Int = 64, _ transform: @Sendable (Element) -> Result
    ) -> [Result] {
        array(count: items.count, minimumChunk: minimumChunk) { transform(items[$0]) }
    }

    /// `chunked` for transforms that give any number of results per element: each appends to its chunk's
    /// array, so no array is made per element. The results keep the input order.
    static func chunked<Element: Sendable, Result: Sendable>(
        _ items: [Element], minimumChunk: Int = 64, appending transform: @Sendable (Element, inout [Result]) -> Void
    ) -> [Result] {
        let ranges = ranges(splitting: items.count, perThread: 4, minimumLength: minimumChunk)
        let chunks = ParallelMap.map(ranges) { range in
            var results: [Result] = []
            for item in items[range] { transform(item, &results) }
            return results
        }
        return joined(chunks)
    }

    /// The chunks one after another. Each is copied into place and dropped on a thread of its own: joining tens of
    /// thousands of large results on one thread (storyboards-L's 42,256 plans) retains everything they hold and
    /// releases it again while the other threads wait.
    static func joined<Result: Sendable>(_ chunks: [[Result]]) -> [Result] {
        guard chunks.count > 1 else { return chunks.first ?? [] }
        var chunks = chunks
        var ends = [0]
        for chunk in chunks { ends.append(ends[ends.count - 1] + chunk.count) }
        let (offsets, count) = (ends, ends[ends.count - 1])
        guard count > 0 else { return [] }
        let width = threads
        return Array(unsafeUninitializedCapacity: count) { buffer, initialized in
            let slots = Slots(base: buffer.baseAddress!)
            chunks.withUnsafeMutableBufferPointer { chunkBuffer in
                let sources = Slots(base: chunkBuffer.baseAddress!)
                let place = { @Sendable (index: Int) in
                    let chunk = (sources.base + index).move()
                    (sources.base + index).initialize(to: [])
                    chunk.withUnsafeBufferPointer { source in
                        if let start = source.baseAddress { (slots.base + offsets[index]).initialize(from: start, count: source.count) }
                    }
                }
                guard width > 1 else { return chunkBuffer.indices.forEach(place) }
                DispatchQueue.concurrentPerform(iterations: chunkBuffer.count) { index in $threads.withValue(width) { place(index) } }
            }
            initialized = count
        }
    }

    /// `items` sorted as a stable sort would (equal items keep their order), in two halves on two threads
    /// when there are enough of them, then merged.
    static func sorted<Element: Sendable>(_ items: [Element], by precedes: @escaping @Sendable (Element, Element) -> Bool) -> [Element] {
        guard threads > 1, items.count > 256 else { return items.sorted(by: precedes) }
        let middle = items.count / 2
        let halves = map([Array(items[..<middle]), Array(items[middle...])]) { $0.sorted(by: precedes) }
        let (first, second) = (halves[0], halves[1])
        var merged: [Element] = []
        merged.reserveCapacity(items.count)
        var (i, j) = (0, 0)
        while i < first.count && j < second.count {
            // From the first half on ties, as a stable sort of the whole would.
            if precedes(second[j], first[i]) {
                merged.append(second[j])
                j += 1
            } else {
                merged.append(first[i])
                i += 1
            }
        }
        merged += first[i...]
        merged += second[j...]
        return merged
    }

    /// `0..<count` as contiguous ranges for the maps to share out: `perThread` for each thread, but none shorter than
    /// `minimumLength` (a single range when `count` is short).
    static func ranges(splitting count: Int, perThread: Int, minimumLength: Int = 1) -> [Range<Int>] {
        ranges(splitting: count, into: min(threads * perThread, count / minimumLength))
    }

    /// `0..<count` as `parts` contiguous ranges of near-equal length, in order (at least one, even when empty).
    static func ranges(splitting count: Int, into parts: Int) -> [Range<Int>] {
        let parts = max(1, parts)
        return (0..<parts).map { ($0 * count / parts)..<(($0 + 1) * count / parts) }
    }

    /// Two independent jobs of different results at once, their results as a pair.
    static func pair<First: Sendable, Second: Sendable>(_ first: @escaping @Sendable () -> First,
                                                        _ second: @escaping @Sendable () -> Second) -> (First, Second) {
        guard threads > 1 else { return (first(), second()) }
        let results = all([{ @Sendable in Either<First, Second>.first(first()) }, { @Sendable in .second(second()) }])
        guard case .first(let a) = results[0], case .second(let b) = results[1] else { preconditionFailure("results out of order") }
        return (a, b)
    }

    /// Runs independent jobs at once and returns their results in order.
    static func all<Result: Sendable>(_ jobs: [@Sendable () -> Result]) -> [Result] {
        map(Array(jobs.indices)) { jobs[$0]() }
    }
}

/// One of two results, for running jobs of different results together.
private enum Either<First: Sendable, Second: Sendable>: Sendable {
    case first(First)
    case second(Second)
}

extension ParallelMap {
    /// `(0..<count).map(make)` in contiguous chunks on all threads, each item made in its place in the
    /// result: no chunk is built and then copied in, which for large items retains and releases all they hold.
    static func array<Result: Sendable>(count: Int, minimumChunk: Int = 64, _ make: @Sendable (Int) -> Result) -> [Result] {
        let width = threads
        let ranges = ranges(splitting: count, perThread: 4, minimumLength: minimumChunk)
        guard width > 1, ranges.count > 1 else { return (0..<count).map(make) }
        return Array(unsafeUninitializedCapacity: count) { buffer, initialized in
            let slots = Slots(base: buffer.baseAddress!)
            DispatchQueue.concurrentPerform(iterations: ranges.count) { chunk in
                $threads.withValue(width) {
                    for index in ranges[chunk] { (slots.base + index).initialize(to: make(index)) }
                }
            }
            initialized = count
        }
    }
}

extension ParallelMap {
    /// Changes every element of `items` in place, in contiguous chunks on all threads.
    static func update<Element>(_ items: inout [Element], minimumChunk: Int = 64, _ change: @Sendable (inout Element) -> Void) {
        let width = threads
        let ranges = ranges(splitting: items.count, perThread: 4, minimumLength: minimumChunk)
        guard width > 1, ranges.count > 1 else {
            for index in items.indices { change(&items[index]) }
            return
        }
        items.withUnsafeMutableBufferPointer { buffer in
            let slots = Slots(base: buffer.baseAddress!)
            DispatchQueue.concurrentPerform(iterations: ranges.count) { chunk in
                $threads.withValue(width) {
                    for index in ranges[chunk] { change(&slots.base[index]) }
                }
            }
        }
    }
}

/// An array's storage, shared by the threads that fill or change it: each touches only the items of its own chunk.
private struct Slots<Result>: @unchecked Sendable {
    let base: UnsafeMutablePointer<Result>
}
