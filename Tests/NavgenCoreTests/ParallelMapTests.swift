import XCTest
@testable import NavgenCore

/// The parallel helpers give what their one-thread forms give, whatever the number of threads.
final class ParallelMapTests: XCTestCase {
    func testReleaseFreesEveryValueBeforeReturning() {
        for threads in [1, 2, 4] {
            let freed = FreedCount()
            ParallelMap.withThreads(threads) {
                let values: [[Tracked]] = (0..<10).map { group in (0..<group).map { _ in Tracked(freed) } }
                ParallelMap.release(consume values)
            }
            XCTAssertEqual(freed.count, 45, "\(threads) threads")
        }
    }

    func testPairGivesEachJobsResultInItsPlace() {
        for threads in [1, 2] {
            let (text, number) = ParallelMap.withThreads(threads) { ParallelMap.pair({ String(repeating: "a", count: 3) }, { 6 * 7 }) }
            XCTAssertEqual(text, "aaa")
            XCTAssertEqual(number, 42)
        }
    }

    func testMapsKeepTheInputOrder() {
        let items = Array(0..<1_000)
        for threads in [1, 2, 4] {
            ParallelMap.withThreads(threads) {
                XCTAssertEqual(ParallelMap.map(items) { $0 * 2 }, items.map { $0 * 2 })
                XCTAssertEqual(ParallelMap.map(items, costliestFirst: { $0 % 7 }) { $0 + 1 }, items.map { $0 + 1 })
                XCTAssertEqual(ParallelMap.chunked(items) { $0 - 1 }, items.map { $0 - 1 })
            }
        }
    }

    /// Results appended per element, none for some and several for others, come out in the input order, each once:
    /// the chunks are joined on several threads.
    func testAppendingResultsKeepsTheOrderAndFreesEachResultOnce() {
        let items = Array(0..<2_000)
        let expected = items.flatMap { Array(repeating: $0, count: $0 % 3) }
        for threads in [1, 2, 4] {
            let freed = FreedCount()
            ParallelMap.withThreads(threads) {
                let values = ParallelMap.chunked(items) { (item: Int, results: inout [(Int, Tracked)]) in
                    for _ in 0..<(item % 3) { results.append((item, Tracked(freed))) }
                }
                XCTAssertEqual(values.map(\.0), expected, "\(threads) threads")
                XCTAssertEqual(freed.count, 0, "\(threads) threads")
                let none = ParallelMap.chunked(items) { (_: Int, results: inout [Int]) in }
                XCTAssertEqual(none, [])
            }
            XCTAssertEqual(freed.count, expected.count, "\(threads) threads")
        }
    }

    /// Work handed to another thread sees the caller's count, so maps inside maps split as the outer one does; an
    /// entry point's count holds only while it runs.
    func testWorkOnOtherThreadsSeesTheCallersCount() {
        XCTAssertEqual(ParallelMap.threads, 1)
        let seen = ParallelMap.withThreads(3) { ParallelMap.map(Array(0..<8)) { _ in ParallelMap.threads } }
        XCTAssertEqual(seen, Array(repeating: 3, count: 8))
        let made = ParallelMap.withThreads(2) { ParallelMap.array(count: 200) { _ in ParallelMap.threads } }
        XCTAssertEqual(Set(made), [2])
        XCTAssertEqual(ParallelMap.threads, 1)
    }

    func testArraysAreMadeItemByItemInPlace() {
        for (count, threads) in [(0, 2), (1, 2), (63, 2), (1_000, 1), (1_000, 2), (1_001, 8)] {
            XCTAssertEqual(ParallelMap.withThreads(threads) { ParallelMap.array(count: count) { "item \($0)" } }, (0..<count).map { "item \($0)" },
                           "\(count) items on \(threads) threads")
        }
        // Every item is held by the array alone: freeing it frees them all.
        let freed = FreedCount()
        var tracked: [Tracked]? = ParallelMap.withThreads(2) { ParallelMap.array(count: 500) { _ in Tracked(freed) } }
        XCTAssertEqual(tracked?.count, 500)
        tracked = nil
        XCTAssertEqual(freed.count, 500)
    }

    func testUpdatesChangeEveryItemInPlaceOnce() {
        for (count, threads) in [(0, 2), (1, 2), (63, 2), (1_000, 1), (1_000, 2), (1_001, 8)] {
            var items = (0..<count).map { "item \($0)" }
            ParallelMap.withThreads(threads) { ParallelMap.update(&items) { $0 += "!" } }
            XCTAssertEqual(items, (0..<count).map { "item \($0)!" }, "\(count) items on \(threads) threads")
        }
        // Items replaced in place are freed, each once.
        let freed = FreedCount()
        var tracked = (0..<500).map { _ in Tracked(freed) }
        ParallelMap.withThreads(2) { ParallelMap.update(&tracked) { $0 = Tracked($0.freed) } }
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
