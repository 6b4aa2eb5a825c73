/// Style Dictionary's stress shape: 1 % of the tokens are literal values (different in light and dark), and
/// every other token aliases one token of the layer below, so references chain `layers` deep.
struct AliasTokenTree {
    let tokens: Int
    let layers: Int

    var baseCount: Int { max(1, tokens / 100) }
    var references: Int { tokens - baseCount }

    /// Tokens in alias layer `layer` (1-based); the remainder goes to the lowest layers.
    func count(inLayer layer: Int) -> Int {
        guard layer > 0 else { return baseCount }
        return references / layers + (layer <= references % layers ? 1 : 0)
    }

    static func layerName(_ layer: Int) -> String {
        let digits = String(layer)
        return "layer" + String(repeating: "0", count: max(0, 3 - digits.count)) + digits
    }

    /// The literal layer for one mode: colours in several DTCG colour spaces, dimensions and numbers.
    func baseFile(dark: Bool, random: inout SplitMix64) -> String {
        var members: [String] = []
        for index in 0..<baseCount {
            let value: String
            switch index % 10 {
            case 7, 8:
                value = #""$type": "dimension", "$value": { "value": \#(random.int(in: 1...64)), "unit": "px" }"#
            case 9:
                value = #""$type": "number", "$value": \#(Double(random.int(in: 1...300)) / 100)"#
            default:
                value = #""$type": "color", "$value": \#(color(index: index, dark: dark, random: &random))"#
            }
            let description = index % 25 == 0 ? #", "$description": "Base value \#(index).""# : ""
            members.append(#""t\#(index)": { \#(value)\#(description) }"#)
        }
        return "{\n  \"\(Self.layerName(0))\": {\n    " + members.joined(separator: ",\n    ") + "\n  }\n}\n"
    }

    private func color(index: Int, dark: Bool, random: inout SplitMix64) -> String {
        let level = dark ? 0.1 + random.unit() * 0.3 : 0.6 + random.unit() * 0.4
        func rounded(_ value: Double) -> String { String(Double(Int(value * 10_000)) / 10_000) }
        switch index % 5 {
        case 1:
            return #"{ "colorSpace": "display-p3", "components": [\#(rounded(level)), \#(rounded(random.unit())), \#(rounded(level))] }"#
        case 2:
            return #"{ "colorSpace": "hsl", "components": [\#(random.int(360)), \#(random.int(100)), \#(Int(level * 100))] }"#
        case 3:
            return #"{ "colorSpace": "oklch", "components": [\#(rounded(level)), 0.1, \#(random.int(360))], "alpha": 0.9 }"#
        default:
            return #"{ "colorSpace": "srgb", "components": [\#(rounded(level)), \#(rounded(random.unit())), \#(rounded(level))] }"#
        }
    }

    /// Alias layers `layers` (1-based, contiguous) as one file; each token names a token of the layer below.
    func aliasFile(layers range: ClosedRange<Int>) -> String {
        var text = "{\n"
        text.reserveCapacity(range.reduce(0) { $0 + count(inLayer: $1) * 48 })
        for layer in range {
            let below = count(inLayer: layer - 1)
            text += "  \"\(Self.layerName(layer))\": {\n"
            let members = (0..<count(inLayer: layer)).map { index in
                #"    "t\#(index)": { "$value": "{\#(Self.layerName(layer - 1)).t\#(index % below)}" }"#
            }
            text += members.joined(separator: ",\n")
            text += layer == range.upperBound ? "\n  }\n" : "\n  },\n"
        }
        return text + "}\n"
    }
}
