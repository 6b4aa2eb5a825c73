/// What the benchmark found for one input set; printed as a table and written as JSON.
struct SetReport: Codable {
    struct Figure: Codable {
        var name: String
        var sample: Sample
        /// Whether the figure is compared with the parsing floor.
        var comparedWithFloor: Bool
    }

    var name: String
    var files: Int
    var xmlBytes: Int
    var jsonBytes: Int
    var screens: Int
    var tokens: Int
    var errors: Int
    var warnings: Int
    var figures: [Figure] = []
    var peakMemoryBytes: Int = 0
    /// Whether `--check` found the output written once still current (nil: generation stopped at errors).
    var checkCurrent: Bool?

    var inputBytes: Int { xmlBytes + jsonBytes }

    func figure(_ name: String) -> Sample? { figures.first { $0.name == name }?.sample }

    var floor: Sample? { figure(Self.floorName) }

    /// A figure's minimum over the floor's minimum.
    func ratio(_ name: String) -> Double? {
        guard let value = figure(name)?.min, let floor = floor?.min, floor > 0 else { return nil }
        return value / floor
    }

    /// Single-threaded over parallel reading.
    var parallelSpeedup: Double? {
        guard let single = figure(Self.readSingleName)?.min, let parallel = figure(Self.readParallelName)?.min, parallel > 0 else { return nil }
        return single / parallel
    }

    /// The budget the issue sets: four times the input plus 64 MB.
    var memoryBudgetBytes: Int { 4 * inputBytes + 64 * 1_048_576 }

    static let floorName = "floor: libxml2 + JSONSerialization"
    static let endToEndName = "end to end (generate, no writing)"
    static let checkName = "--check (generate + compare)"
    static let readParallelName = "read, parallel"
    static let readSingleName = "read, 1 thread"
}
