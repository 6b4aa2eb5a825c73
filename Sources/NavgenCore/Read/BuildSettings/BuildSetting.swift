/// One build setting as written in an Xcode project or a build configuration file: its name, the conditions it holds
/// under (`NAME[sdk=iphoneos*][config=Release]`) and its value where it is written.
struct BuildSetting: Sendable {
    struct Condition: Sendable {
        var parameter: String
        var pattern: String
    }

    var name: String
    var conditions: [Condition]
    var value: Located<String>

    /// A setting from its key as written: a name (letters, digits and `_`, not starting with a digit), then each
    /// condition as `[parameter=pattern]`, blanks allowed around them; nil for a key Xcode cannot read either.
    init?(key: String, value: Located<String>) {
        let name = key.prefix { $0 == "_" || ($0.isASCII && ($0.isLetter || $0.isNumber)) }
        guard let first = name.first, !first.isNumber else { return nil }
        var rest = key.dropFirst(name.count)
        var conditions: [Condition] = []
        while true {
            rest = rest.drop { $0 == " " || $0 == "\t" }
            guard let open = rest.first else { break }
            guard open == "[", let close = rest.firstIndex(of: "]"), let equals = rest[..<close].firstIndex(of: "=") else { return nil }
            let parameter = String(rest[rest.index(after: rest.startIndex)..<equals]).trimming(" \t")
            guard !parameter.isEmpty else { return nil }
            conditions.append(Condition(parameter: parameter, pattern: String(rest[rest.index(after: equals)..<close]).trimming(" \t")))
            rest = rest[rest.index(after: close)...]
        }
        self.name = String(name)
        self.conditions = conditions
        self.value = value
    }

    /// Whether the setting holds for a device build of an iPhone or iPad app in `configuration`: the SDK is the
    /// iPhone's (`iphoneos`, any version), not the simulator's, as an archive builds; the architecture is arm64. A
    /// parameter navgen does not know holds only for the pattern `*`, as one with no value does in Xcode.
    func holds(in configuration: String) -> Bool {
        conditions.allSatisfy { condition in
            switch condition.parameter {
            case "sdk": Self.matches(condition.pattern, "iphoneos") || Self.isIPhoneSDKVersion(condition.pattern)
            case "config": Self.matches(condition.pattern, configuration)
            case "arch": Self.matches(condition.pattern, "arm64")
            default: condition.pattern == "*"
            }
        }
    }

    /// `iphoneos` with a version (`iphoneos18.0`, `iphoneos26*`): the iPhone's SDK, whichever version builds.
    private static func isIPhoneSDKVersion(_ pattern: String) -> Bool {
        pattern.hasPrefix("iphoneos") && pattern.dropFirst("iphoneos".count).allSatisfy { $0.isASCII && ($0.isNumber || $0 == "." || $0 == "*") }
    }

    /// A condition's pattern, in which `*` stands for any text and `?` for any one character (Xcode's patterns are
    /// `fnmatch`'s; navgen reads no `[…]` class in them). Each `*` takes as little as it can, and the last one more where
    /// the rest fails, which is never slower than the two lengths' product.
    private static func matches(_ pattern: String, _ text: String) -> Bool {
        let pattern = Array(pattern.utf8), text = Array(text.utf8)
        // No configuration's, SDK's or architecture's name is this long: a longer one is no real condition's.
        guard pattern.count <= 256, text.count <= 256 else { return false }
        var p = 0, t = 0
        var star: (pattern: Int, text: Int)?
        while t < text.count {
            if p < pattern.count, pattern[p] == UInt8(ascii: "*") {
                star = (p, t)
                p += 1
            } else if p < pattern.count, pattern[p] == text[t] || pattern[p] == UInt8(ascii: "?") {
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
