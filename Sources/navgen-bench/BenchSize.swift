/// The synthetic input sizes; each is ten times the one before, so M → L shows how navgen scales.
enum BenchSize: String, CaseIterable, Sendable {
    case small = "S", medium = "M", large = "L"

    /// Screens in the storyboard set: storyboards hold 90 %, one navigation map the rest.
    var screens: Int {
        switch self {
        case .small: 20
        case .medium: 200
        case .large: 2_000
        }
    }

    /// Tokens in the token set; 1 % are literal values per mode, the rest aliases over `aliasLayers` layers.
    var tokens: Int {
        switch self {
        case .small: 300
        case .medium: 3_000
        case .large: 30_000
        }
    }

    /// Style Dictionary's published stress case chains aliases 100 layers deep.
    var aliasLayers: Int { 100 }

    /// A different seed per size, so a set is never a prefix of the next one.
    var seed: UInt64 {
        switch self {
        case .small: 0x5EED_0001
        case .medium: 0x5EED_0002
        case .large: 0x5EED_0003
        }
    }
}
