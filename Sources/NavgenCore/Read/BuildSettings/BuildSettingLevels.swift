/// The build settings a target builds with, level over level as Xcode layers them, lowest first: the project's build
/// configuration file, the project's settings, the target's build configuration file, the target's settings; each
/// level's settings in Xcode's order (a configuration file's as written, with its includes where they stand). The last
/// setting of a name whose conditions hold decides, as Xcode takes it.
struct BuildSettingLevels {
    /// One level's settings that hold for the build, by name, in order: made once for a file every target reads.
    typealias Level = [String: [BuildSetting]]

    private let levels: [Level]

    init(levels: [Level]) {
        self.levels = levels
    }

    /// `settings` that hold in `configuration`, the one built, which `[config=…]` conditions are matched against.
    static func level(_ settings: [BuildSetting], configuration: String) -> Level {
        settings.reduce(into: [:]) { level, setting in
            if setting.holds(in: configuration) { level[setting.name, default: []].append(setting) }
        }
    }

    /// Where a setting stands: its level, and its place among that level's settings of its name.
    private struct Position {
        var level: Int
        var index: Int
    }

    /// The last setting of `name` before `position` (every one when nil).
    private func setting(_ name: String, before position: Position? = nil) -> (setting: BuildSetting, position: Position)? {
        if let position, position.index > 0, let settings = levels[position.level][name] {
            return (settings[position.index - 1], Position(level: position.level, index: position.index - 1))
        }
        for level in (0..<(position?.level ?? levels.count)).reversed() {
            if let settings = levels[level][name], let last = settings.last {
                return (last, Position(level: level, index: settings.count - 1))
            }
        }
        return nil
    }

    /// `name`'s value where it is set, with `$(inherited)` (the setting of that name before it) and the settings it
    /// names in `$(NAME)` or `${NAME}` replaced by theirs; a name no level sets (one of Xcode's own, as
    /// `$(PRODUCT_NAME)`) or one with an operator (`$(NAME:lower)`) stays as written, and so does the whole value where
    /// replacing would make it longer than any name or flag navgen reads.
    func value(of name: String) -> Located<String>? {
        guard let found = setting(name) else { return nil }
        // Settings that name one another many times over would take exponential time: a value is read through at
        // most this many references.
        var references = 256
        let value = found.setting.value
        return Located(expand(value.value, name: name, position: found.position, references: &references) ?? value.value, at: value.location)
    }

    /// The text with its references replaced, nil where that makes it longer than 1,024 bytes.
    private func expand(_ text: String, name: String, position: Position, references: inout Int) -> String? {
        guard text.contains("$") else { return text }
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
                if let inherited = setting(name, before: position) {
                    guard let value = expand(inherited.setting.value.value, name: name, position: inherited.position,
                                             references: &references) else { return nil }
                    result += value
                }
            } else if references > 0, reference != name, let named = setting(reference) {
                guard let value = expand(named.setting.value.value, name: reference, position: named.position, references: &references) else { return nil }
                result += value
            } else {
                result += rest[dollar...close]
            }
            guard result.utf8.count <= 1024 else { return nil }
            rest = rest[rest.index(after: close)...]
        }
        result += rest
        return result.utf8.count <= 1024 ? result : nil
    }
}
