import Foundation

/// A random number generator whose seed is printed, so that a failing random test can be run again as it failed:
/// `NAVGEN_TEST_SEED=<seed> swift test --filter <test>`. Shared by the test targets.
public struct SeededGenerator: RandomNumberGenerator, CustomStringConvertible {
    public let seed: UInt64
    private var state: UInt64

    /// The seed from `NAVGEN_TEST_SEED`, or a fresh one; printed with the test's name either way.
    public init(for test: String = #function) {
        let given = ProcessInfo.processInfo.environment["NAVGEN_TEST_SEED"].flatMap { UInt64($0) }
        self.init(seed: given ?? UInt64.random(in: .min ... .max))
        print("\(test): random seed \(seed) (NAVGEN_TEST_SEED=\(seed) repeats it)")
    }

    /// A generator that starts from `seed`, without printing it (one sequence of a seeded run).
    public init(seed: UInt64) {
        self.seed = seed
        state = seed
    }

    public var description: String { "seed \(seed)" }

    /// SplitMix64: small, fast and well distributed, which is all a test's inputs need.
    public mutating func next() -> UInt64 {
        state &+= 0x9E37_79B9_7F4A_7C15
        var z = state
        z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
        z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
        return z ^ (z >> 31)
    }
}
