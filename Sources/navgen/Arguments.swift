import NavgenCore

/// What the command line asks for.
enum Command {
    case generate(Settings)
    case inspect(Settings)
    /// `navgen diff <base> [<input>...]`: the analysis options are generation's, without an output folder.
    case diff(base: String, Settings)
    case rules
    case lintConfig(path: String)
    case help(topic: String?)
    case version
}

/// A usage problem: printed with the usage line and a pointer to `--help`, exit status 2.
struct UsageError: Error {
    var message: String
}

/// A small hand-written parser over `Option.table`: no packages can be fetched, and navgen's surface is small.
enum ArgumentParser {
    static func parse(_ arguments: [String]) throws(UsageError) -> Command {
        let rest = arguments[...]
        switch rest.first {
        case nil: throw UsageError(message: "missing input files or folders")
        case "--help", "-h", "help": return .help(topic: rest.dropFirst().first)
        case "--version": return .version
        case "rules":
            guard let extra = rest.dropFirst().first else { return .rules }
            if Self.asksForHelp(extra) { return .help(topic: nil) }
            throw UsageError(message: "rules takes no arguments: it lists every rule, with its id, severity and what it checks")
        case "config":
            if let next = rest.dropFirst().first, Self.asksForHelp(next) { return .help(topic: nil) }
            guard rest.dropFirst().first == "lint" else { throw UsageError(message: "unknown config command; try 'navgen config lint navgen.json'") }
            let extra = Array(rest.dropFirst(2))
            if let first = extra.first, Self.asksForHelp(first) { return .help(topic: nil) }
            guard extra.count <= 1 else { throw UsageError(message: "config lint takes one config file") }
            if let first = extra.first, first.hasPrefix("-") { throw UsageError(message: "unknown option '\(first)' for config lint; it takes one config file") }
            return .lintConfig(path: extra.first ?? "navgen.json")
        case "diff":
            var base: String?
            let settings = try options(for: .diff, rest.dropFirst()) { argument, settings in
                if base == nil { base = argument } else { settings.inputs.append(argument) }
            }
            if settings.help { return .help(topic: "diff") }
            guard let base else { throw UsageError(message: "diff needs a base: a git revision (main, HEAD~1) or a folder of inputs") }
            return .diff(base: base, settings)
        case "inspect":
            let settings = try options(for: .inspect, rest.dropFirst()) { argument, settings in settings.inputs.append(argument) }
            if settings.help { return .help(topic: "inspect") }
            return .inspect(settings)
        default:
            let settings = try options(for: .generate, rest) { argument, settings in settings.inputs.append(argument) }
            if settings.help { return .help(topic: nil) }
            if settings.version { return .version }
            guard !(settings.quiet && settings.verbose) else { throw UsageError(message: "--quiet and --verbose cannot be combined") }
            guard !(settings.check && settings.depfile != nil) else { throw UsageError(message: "--check writes nothing, not even a --depfile") }
            return .generate(settings)
        }
    }

    private static func asksForHelp(_ argument: String) -> Bool { argument == "--help" || argument == "-h" }

    /// Reads a subcommand's options, handing every other argument to `positional`; stops at `--help` and `--version`.
    private static func options(for subcommand: Subcommand, _ arguments: ArraySlice<String>,
                                positional: (String, inout Settings) -> Void) throws(UsageError) -> Settings {
        var rest = arguments
        var settings = Settings()
        while let argument = rest.popFirst(), !settings.help, !settings.version {
            guard let option = Option.named(argument, for: subcommand) else {
                if argument.hasPrefix("-"), argument != "-" {
                    let hint = Suggestion.hint(for: argument, in: Option.names(for: subcommand))
                    throw UsageError(message: "unknown option '\(argument)'\(subcommand.unknownOptionSuffix)\(hint)")
                }
                positional(argument, &settings)
                continue
            }
            try option.kind.parse(option.kind.takesValue ? try value(for: argument, in: &rest) : nil, as: argument, into: &settings)
        }
        return settings
    }

    private static func value(for option: String, in rest: inout ArraySlice<String>) throws(UsageError) -> String {
        guard let value = rest.popFirst(), !value.hasPrefix("--") else { throw UsageError(message: "\(option) needs a value") }
        return value
    }
}
