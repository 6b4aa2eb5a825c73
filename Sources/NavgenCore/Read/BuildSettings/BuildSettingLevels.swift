/// The build settings a target builds with, level over level as Xcode layers them, lowest first: the project's build
/// configuration file, the project's settings, the target's build configuration file, the target's settings; each
/// level's settings in the order written, a configuration file's with its includes where they stand.
struct BuildSettingLevels {
    var levels: [[BuildSetting]]
    /// The configuration built, which `[config=…]` conditions are matched against.
    var configuration: String

    /// The setting that decides `name`'s value: the highest level's; in it, one whose conditions hold over one without
    /// conditions; then the last written. `below` leaves out that setting and every one above it, as `$(inherited)` does.
    private func setting(_ name: String, below: Rank? = nil)
        -> (setting: BuildSetting, rank: Rank)? {
        var best: (setting: BuildSetting, rank: Rank)?
        for (level, settings) in levels.enumerated() {
            for (index, setting) in settings.enumerated() where setting.name == name && setting.holds(in: configuration) {
                let rank = Rank(level: level, conditioned: !setting.conditions.isEmpty, index: index)
                if let below, rank >= below { continue }
                if best.map({ $0.rank < rank }) ?? true { best = (setting, rank) }
            }
        }
        return best
    }

    /// Where a setting stands in the order that decides which wins.
    private struct Rank: Comparable {
        var level: Int
        var conditioned: Bool
        var index: Int

        static func < (lhs: Rank, rhs: Rank) -> Bool {
            (lhs.level, lhs.conditioned ? 1 : 0, lhs.index) < (rhs.level, rhs.conditioned ? 1 : 0, rhs.index)
        }
    }

    /// `name`'s value where it is set, with `$(inherited)` and the settings it names in `$(NAME)` or `${NAME}` replaced
    /// by theirs; a name no level sets (one of Xcode's own, as `$(PRODUCT_NAME)`) or one with an operator
    /// (`$(NAME:lower)`) stays as written.
    func value(of name: String) -> Located<String>? {
        guard let found = setting(name) else { return nil }
        // Settings that name one another many times over would take exponential time and memory: a value is read
        // through at most this many references.
        var references = 256
        return Located(expand(found.setting.value.value, rank: found.rank, name: name, references: &references), at: found.setting.value.location)
    }

    /// Whether any level sets `name`.
    func sets(_ name: String) -> Bool { setting(name) != nil }

    private func expand(_ text: String, rank: Rank, name: String, references: inout Int) -> String {
        // The settings navgen reads are names and flags: a long value is no reference's.
        guard text.contains("$"), text.utf8.count <= 1024 else { return text }
        var result = ""
        var rest = Substring(text)
        while let dollar = rest.firstIndex(of: "$") {
            result += rest[..<dollar]
            let open = rest.index(after: dollar)
            guard open < rest.endIndex, rest[open] == "(" || rest[open] == "{",
                  let close = rest[open...].firstIndex(of: rest[open] == "(" ? ")" : "}") else {
                result += "$"
                rest = rest[open...]
                continue
            }
            let reference = String(rest[rest.index(after: open)..<close])
            references -= 1
            if references > 0, reference == "inherited" {
                result += setting(name, below: rank).map { expand($0.setting.value.value, rank: $0.rank, name: name, references: &references) } ?? ""
            } else if references > 0, reference != name, let named = setting(reference) {
                result += expand(named.setting.value.value, rank: named.rank, name: reference, references: &references)
            } else {
                result += rest[dollar...close]
            }
            rest = rest[rest.index(after: close)...]
        }
        return result + rest
    }
}
