import XCTest
@testable import NavgenCore

/// The pipeline's parallel seams: results in the input order on any number of threads, work on threads whose stack
/// holds the deepest inputs navgen accepts, the thread count bound only while an entry point runs, and what the
/// render seam's outputs share made once.
final class ParallelMapTests: XCTestCase {
    func testMapsKeepTheInputOrder() {
        let items = Array(0..<1_000)
        for threads in [1, 2, 4] {
            ParallelMap.withThreads(threads) {
                XCTAssertEqual(ParallelMap.map(items) { $0 * 2 }, items.map { $0 * 2 }, "\(threads) threads")
                XCTAssertEqual(ParallelMap.map(items, costliestFirst: { $0 % 7 }) { $0 + 1 }, items.map { $0 + 1 }, "\(threads) threads")
                XCTAssertEqual(ParallelMap.map([Int]()) { $0 }, [])
            }
        }
    }

    /// Each item is transformed once, on as many threads as the count allows at most.
    func testEveryItemIsTransformedOnceOnAtMostTheThreadsBound() {
        for threads in [1, 3] {
            let seen = ParallelMap.withThreads(threads) { ParallelMap.map(Array(0..<64)) { _ in ObjectIdentifier(Thread.current) } }
            XCTAssertEqual(seen.count, 64)
            XCTAssertLessThanOrEqual(Set(seen).count, threads, "\(threads) threads")
            XCTAssertFalse(seen.contains(ObjectIdentifier(Thread.current)), "the work runs on the map's own threads")
        }
        XCTAssertEqual(ParallelMap.threads, 1, "an entry point's count holds only while it runs")
    }

    /// Deep recursion that would overflow a default thread's stack in a debug build runs on the map's threads.
    func testWorkHasADeepStack() {
        @Sendable func depth(_ remaining: Int) -> Int {
            let frame = [Int](repeating: remaining, count: 1)
            return remaining == 0 ? frame[0] : depth(remaining - 1) + frame.count
        }
        XCTAssertEqual(ParallelMap.map([100_000]) { depth($0) }, [100_000])
    }

    /// What the render seam's outputs share is made once, however many threads read it at once, and every reader gets
    /// that one value.
    func testAValueMadeOnceIsMadeOnceForEveryThreadThatReadsIt() {
        let makes = Counter()
        let shared = MadeOnce { () -> Int in
            makes.increment()
            Thread.sleep(forTimeInterval: 0.01)
            return 42
        }
        let read = ParallelMap.withThreads(4) { ParallelMap.map(Array(0..<16)) { _ in shared.value } }
        XCTAssertEqual(read, Array(repeating: 42, count: 16))
        XCTAssertEqual(makes.count, 1)
        XCTAssertEqual(MadeOnce { () -> Int in makes.increment(); return 1 }.value, 1, "made when first read, on the calling thread too")
        XCTAssertEqual(makes.count, 2)
    }
}

private final class Counter: @unchecked Sendable {
    private let lock = NSLock()
    private var value = 0

    var count: Int { lock.withLock { value } }

    func increment() { lock.withLock { value += 1 } }
}
