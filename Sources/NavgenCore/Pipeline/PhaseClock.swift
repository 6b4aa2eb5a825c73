import Foundation

/// One pipeline phase as `--verbose` prints it.
public struct PhaseTiming: Sendable {
    public var name: String
    public var seconds: Double
    public var detail: String
}

/// Measures consecutive phases with a monotonic clock.
struct PhaseClock {
    private(set) var phases: [PhaseTiming] = []
    private var last = DispatchTime.now().uptimeNanoseconds

    mutating func lap(_ name: String, _ detail: String) {
        let now = DispatchTime.now().uptimeNanoseconds
        phases.append(PhaseTiming(name: name, seconds: Double(now - last) / 1e9, detail: detail))
        last = now
    }
}
