import Foundation

/// Timings of one figure: every repetition, in seconds.
struct Sample: Codable {
    var seconds: [Double]

    var min: Double { seconds.min() ?? 0 }

    var median: Double { seconds.median }
}

extension [Double] {
    /// The middle value (the mean of the two middle ones for an even count); 0 when empty.
    var median: Double {
        let sorted = sorted()
        guard !sorted.isEmpty else { return 0 }
        let middle = sorted.count / 2
        return sorted.count % 2 == 1 ? sorted[middle] : (sorted[middle - 1] + sorted[middle]) / 2
    }
}

/// Runs a body after warm-up runs (caches, lazy initialisation, page faults) and times each repetition
/// with the monotonic clock.
struct Stopwatch {
    var warmUp: Int
    var repetitions: Int

    func measure(_ body: () -> Void) -> Sample {
        measure(keeping: body)
    }

    /// Times `body` but releases what it returns after the clock stops: `navgen` exits holding its result
    /// rather than spend time releasing it, so releasing it is not part of what a build waits for.
    func measure<Kept>(keeping body: () -> Kept) -> Sample {
        for _ in 0..<warmUp { _ = body() }
        var seconds: [Double] = []
        for _ in 0..<repetitions {
            let start = DispatchTime.now().uptimeNanoseconds
            let kept = body()
            seconds.append(Double(DispatchTime.now().uptimeNanoseconds - start) / 1e9)
            withExtendedLifetime(kept) {}
        }
        return Sample(seconds: seconds)
    }
}
