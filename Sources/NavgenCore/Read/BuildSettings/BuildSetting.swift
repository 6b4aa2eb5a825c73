/// One build setting as written in an Xcode project or a build configuration file: its name, the conditions it holds
/// under (`NAME[sdk=iphoneos*][config=Release]`, or `[sdk=iphoneos*,arch=arm64]`) and its value where it is written.
struct BuildSetting: Sendable {
    struct Condition: Sendable, Equatable {
        var parameter: String
        var pattern: String
    }

    var name: String
    var conditions: [Condition]
    var value: Located<String>

    /// A setting from its key as written, conditions and all.
    init(key: String, value: Located<String>) {
        let parts = key.split(separator: "[", maxSplits: 1)
        name = parts.first.map { String($0).trimming(" \t") } ?? key
        conditions = parts.count < 2 ? [] : String(parts[1]).split(whereSeparator: { "[],".contains($0) }).compactMap { part in
            let pair = part.split(separator: "=", maxSplits: 1)
            guard pair.count == 2 else { return nil }
            return Condition(parameter: String(pair[0]).trimming(" \t"), pattern: String(pair[1]).trimming(" \t"))
        }
        self.value = value
    }

    /// Whether the setting holds for a device build of an iPhone or iPad app in `configuration`. The SDK is the iPhone's
    /// (`iphoneos`, any version), not the simulator's, as an archive builds; the architecture is arm64.
    func holds(in configuration: String) -> Bool {
        conditions.allSatisfy { condition in
            switch condition.parameter {
            case "sdk": condition.pattern.hasPrefix("iphoneos") || Self.matches(condition.pattern, "iphoneos")
            case "config": Self.matches(condition.pattern, configuration)
            case "arch": Self.matches(condition.pattern, "arm64")
            default: false
            }
        }
    }

    /// A condition's pattern, in which `*` stands for any text, as Xcode matches it: each `*` takes as little as it can,
    /// and the last one more where the rest fails, which is never slower than the two lengths' product.
    private static func matches(_ pattern: String, _ text: String) -> Bool {
        let pattern = Array(pattern.utf8), text = Array(text.utf8)
        var p = 0, t = 0
        var star: (pattern: Int, text: Int)?
        while t < text.count {
            if p < pattern.count, pattern[p] == UInt8(ascii: "*") {
                star = (p, t)
                p += 1
            } else if p < pattern.count, pattern[p] == text[t] {
                p += 1
                t += 1
            } else if let last = star {
                p = last.pattern + 1
                t = last.text + 1
                star = (last.pattern, last.text + 1)
            } else {
                return false
            }
        }
        return pattern[p...].allSatisfy { $0 == UInt8(ascii: "*") }
    }
}
