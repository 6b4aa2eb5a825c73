import NavgenCore

/// How an option's value is read from the command line and from navgen.json, taken from the config file where the
/// command line gives none, and written back as a command line (`navgen config lint`).
protocol OptionKind: Sendable {
    /// Whether the option takes a value (`--out <folder>`) rather than being a flag (`--check`).
    var takesValue: Bool { get }
    /// Sets the option from the command line: `text` is its value, nil for a flag; `name` is the option as written.
    func parse(_ text: String?, as name: String, into settings: inout Settings) throws(UsageError)
    /// Sets the option from its navgen.json member, reporting a value of the wrong shape at its place.
    func decode(_ member: JSONValue.Member, in config: ConfigFile, into settings: inout Settings, log: inout DiagnosticLog)
    /// Takes the config file's setting where the command line has none.
    func fallBack(to config: Settings, in settings: inout Settings)
    /// The words that give this setting on a command line; none when it is not set.
    func words(for name: String, in settings: Settings) -> [String]
}

/// A flag: given or not; navgen.json's `true` or `false`. The command line cannot unset what the config sets.
struct Flag: OptionKind {
    let property: WritableKeyPath<Settings, Bool> & Sendable

    var takesValue: Bool { false }

    func parse(_ text: String?, as name: String, into settings: inout Settings) throws(UsageError) {
        settings[keyPath: property] = true
    }

    func decode(_ member: JSONValue.Member, in config: ConfigFile, into settings: inout Settings, log: inout DiagnosticLog) {
        guard let flag = member.value.bool else {
            log.report(.config, at: member.value.location, "\"\(member.key)\" must be true or false")
            return
        }
        settings[keyPath: property] = flag
    }

    func fallBack(to config: Settings, in settings: inout Settings) {
        settings[keyPath: property] = settings[keyPath: property] || config[keyPath: property]
    }

    func words(for name: String, in settings: Settings) -> [String] {
        settings[keyPath: property] ? [name] : []
    }
}

/// One value (`--out <folder>`): the last one given counts; navgen.json's string.
struct Value<Wrapped: Sendable>: OptionKind {
    let property: WritableKeyPath<Settings, Wrapped?> & Sendable
    let format: ValueFormat<Wrapped>

    var takesValue: Bool { true }

    func parse(_ text: String?, as name: String, into settings: inout Settings) throws(UsageError) {
        let text = text ?? ""
        guard let value = format.read(text) else { throw UsageError(message: format.usageProblem(name, text)) }
        settings[keyPath: property] = value
    }

    func decode(_ member: JSONValue.Member, in config: ConfigFile, into settings: inout Settings, log: inout DiagnosticLog) {
        guard let text = config.string(member, log: &log) else { return }
        guard let value = format.read(format.isPath ? config.relative(text) : text) else {
            log.report(.config, at: member.value.location, format.configProblem(member.key, text))
            return
        }
        settings[keyPath: property] = value
    }

    func fallBack(to config: Settings, in settings: inout Settings) {
        if settings[keyPath: property] == nil { settings[keyPath: property] = config[keyPath: property] }
    }

    func words(for name: String, in settings: Settings) -> [String] {
        settings[keyPath: property].map { [name, format.text($0).shellQuoted] } ?? []
    }
}

/// A repeatable value (`--mode <name>`): every one given counts; navgen.json's array of strings. The command
/// line's list replaces the config's.
struct List: OptionKind {
    let property: WritableKeyPath<Settings, [String]> & Sendable

    var takesValue: Bool { true }

    func parse(_ text: String?, as name: String, into settings: inout Settings) throws(UsageError) {
        settings[keyPath: property].append(text ?? "")
    }

    func decode(_ member: JSONValue.Member, in config: ConfigFile, into settings: inout Settings, log: inout DiagnosticLog) {
        settings[keyPath: property] = config.strings(member.value, log: &log) ?? []
    }

    func fallBack(to config: Settings, in settings: inout Settings) {
        if settings[keyPath: property].isEmpty { settings[keyPath: property] = config[keyPath: property] }
    }

    func words(for name: String, in settings: Settings) -> [String] {
        settings[keyPath: property].flatMap { [name, $0.shellQuoted] }
    }
}

/// `--rule <id>=<severity>`, repeatable; navgen.json's object of rule ids. The command line's severity for a rule
/// replaces the config's for that rule, and the config's others stay.
struct RuleSeverities: OptionKind {
    static let severities = ["error", "warning", "note", "off"]

    var takesValue: Bool { true }

    func parse(_ text: String?, as name: String, into settings: inout Settings) throws(UsageError) {
        let text = text ?? ""
        let parts = text.split(separator: "=", maxSplits: 1).map(String.init)
        guard parts.count == 2, Self.severities.contains(parts[1]) else {
            throw UsageError(message: "\(name) needs id=\(Self.severities.joined(separator: "|")), found '\(text)'")
        }
        if let problem = DiagnosticCatalogue.unknownID(parts[0]) { throw UsageError(message: "\(name): \(problem)") }
        settings.rules[parts[0]] = parts[1]
    }

    func decode(_ member: JSONValue.Member, in config: ConfigFile, into settings: inout Settings, log: inout DiagnosticLog) {
        let choices = Self.severities.joinedAsAlternatives()
        guard let rules = member.value.object else {
            log.report(.config, at: member.value.location, "\"\(member.key)\" must map rule ids to \(choices)")
            return
        }
        for rule in rules {
            guard let severity = rule.value.string, Self.severities.contains(severity) else {
                log.report(.config, at: rule.value.location, "the severity of '\(rule.key)' must be \(choices)")
                continue
            }
            if let problem = DiagnosticCatalogue.unknownID(rule.key) {
                log.report(.config, at: rule.keyLocation, problem)
                continue
            }
            settings.rules[rule.key] = severity
        }
    }

    func fallBack(to config: Settings, in settings: inout Settings) {
        settings.rules = config.rules.merging(settings.rules) { _, commandLine in commandLine }
    }

    func words(for name: String, in settings: Settings) -> [String] {
        settings.rules.keys.sorted().flatMap { [name, "\($0)=\(settings.rules[$0]!)".shellQuoted] }
    }
}
