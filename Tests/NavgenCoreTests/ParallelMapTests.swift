import XCTest
@testable import NavgenCore

/// The parallel helpers give what their one-thread forms give, whatever the number of threads.
final class ParallelMapTests: XCTestCase {
    func testReleaseFreesEveryValueBeforeReturning() {
        for threads in [1, 2, 4] {
            let freed = FreedCount()
            let values: [[Tracked]] = (0..<10).map { group in (0..<group).map { _ in Tracked(freed) } }
            let expected = values.reduce(0) { $0 + $1.count }
            ParallelMap.release(consume values, threads: threads)
            XCTAssertEqual(freed.count, expected, "\(threads) threads")
        }
    }

    func testPairGivesEachJobsResultInItsPlace() {
        for threads in [1, 2] {
            let (text, number) = ParallelMap.pair(threads: threads, { String(repeating: "a", count: 3) }, { 6 * 7 })
            XCTAssertEqual(text, "aaa")
            XCTAssertEqual(number, 42)
        }
    }

    func testMapsKeepTheInputOrder() {
        let items = Array(0..<1_000)
        for threads in [1, 2, 4] {
            XCTAssertEqual(ParallelMap.map(items, threads: threads) { $0 * 2 }, items.map { $0 * 2 })
            XCTAssertEqual(ParallelMap.map(items, threads: threads, costliestFirst: { $0 % 7 }) { $0 + 1 }, items.map { $0 + 1 })
            XCTAssertEqual(ParallelMap.chunked(items, threads: threads) { $0 - 1 }, items.map { $0 - 1 })
        }
    }

    func testArraysAreMadeItemByItemInPlace() {
        for (count, threads) in [(0, 2), (1, 2), (63, 2), (1_000, 1), (1_000, 2), (1_001, 8)] {
            XCTAssertEqual(ParallelMap.array(count: count, threads: threads) { "item \($0)" }, (0..<count).map { "item \($0)" },
                           "\(count) items on \(threads) threads")
        }
        // Every item is held by the array alone: freeing it frees them all.
        let freed = FreedCount()
        var tracked: [Tracked]? = ParallelMap.array(count: 500, threads: 2) { _ in Tracked(freed) }
        XCTAssertEqual(tracked?.count, 500)
        tracked = nil
        XCTAssertEqual(freed.count, 500)
    }

    func testUpdatesChangeEveryItemInPlaceOnce() {
        for (count, threads) in [(0, 2), (1, 2), (63, 2), (1_000, 1), (1_000, 2), (1_001, 8)] {
            var items = (0..<count).map { "item \($0)" }
            ParallelMap.update(&items, threads: threads) { $0 += "!" }
            XCTAssertEqual(items, (0..<count).map { "item \($0)!" }, "\(count) items on \(threads) threads")
        }
        // Items replaced in place are freed, each once.
        let freed = FreedCount()
        var tracked = (0..<500).map { _ in Tracked(freed) }
        ParallelMap.update(&tracked, threads: 2) { $0 = Tracked($0.freed) }
        XCTAssertEqual(freed.count, 500)
        tracked = []
        XCTAssertEqual(freed.count, 1_000)
    }
}

/// Counts deinitialised `Tracked` values, from any thread.
private final class FreedCount: @unchecked Sendable {
    private let lock = NSLock()
    private var value = 0

    var count: Int { lock.withLock { value } }

    func increment() { lock.withLock { value += 1 } }
}

private final class Tracked: Sendable {
    let freed: FreedCount

    init(_ freed: FreedCount) { self.freed = freed }

    deinit { freed.increment() }
}
