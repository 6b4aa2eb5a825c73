/// A tiny deterministic PRNG (Steele, Lea and Flood's SplitMix64): the same seed gives the same inputs on
/// every machine and toolchain, which `SystemRandomNumberGenerator` and `Hasher` do not.
struct SplitMix64 {
    private var state: UInt64

    init(seed: UInt64) { state = seed }

    mutating func next() -> UInt64 {
        state &+= 0x9E37_79B9_7F4A_7C15
        var mixed = state
        mixed = (mixed ^ (mixed >> 30)) &* 0xBF58_476D_1CE4_E5B9
        mixed = (mixed ^ (mixed >> 27)) &* 0x94D0_49BB_1331_11EB
        return mixed ^ (mixed >> 31)
    }

    /// A number in `0..<bound`.
    mutating func int(_ bound: Int) -> Int { Int(next() % UInt64(max(bound, 1))) }

    mutating func int(in range: ClosedRange<Int>) -> Int { range.lowerBound + int(range.count) }

    mutating func chance(_ probability: Double) -> Bool { unit() < probability }

    /// A number in `0..<1` with 53 random bits.
    mutating func unit() -> Double { Double(next() >> 11) / Double(UInt64(1) << 53) }

    mutating func pick<Element>(_ items: [Element]) -> Element { items[int(items.count)] }

    /// A colour component as Xcode writes it: an 8-bit value divided by 255, printed in full.
    mutating func component() -> String { "\(Double(int(256)) / 255)" }
}
