/// The subcommands that take options.
enum Subcommand: Sendable {
    case generate, diff, inspect

    /// What an unknown option's message adds to say whose option it is not.
    var unknownOptionSuffix: String {
        switch self {
        case .generate: ""
        case .diff: " for diff"
        case .inspect: " for inspect"
        }
    }
}

/// One option of the command line: its names, its value, its help, its navgen.json key and the subcommands that
/// take it. `Option.table` lists every option once, and the parser, `--help`, "did you mean" and navgen.json's keys
/// all come from it.
struct Option: Sendable {
    var name: String
    var short: String?
    /// What its value is, as `--help` shows it (`<folder>`); nil for a flag.
    var placeholder: String?
    /// One line of help (longer help breaks its lines with `\n`); a default is given as `(default: …)`.
    var help: String
    /// The help where one subcommand reads the option differently (`diff --mode` compares rather than emits).
    var helpBySubcommand: [Subcommand: String] = [:]
    /// The key that sets it in navgen.json; nil when only the command line sets it.
    var configKey: String?
    var subcommands: Set<Subcommand>
    var kind: any OptionKind

    /// The option an argument names for a subcommand, by its name or its short form.
    static func named(_ argument: String, for subcommand: Subcommand) -> Option? {
        table.first { ($0.name == argument || $0.short == argument) && $0.subcommands.contains(subcommand) }
    }

    /// The long names a subcommand takes, for "did you mean".
    static func names(for subcommand: Subcommand) -> [String] {
        table.filter { $0.subcommands.contains(subcommand) }.map(\.name)
    }

    /// The option navgen.json's `key` sets.
    static func configured(by key: String) -> Option? {
        table.first { $0.configKey == key }
    }

    /// Every key navgen.json may have: its inputs, then the options' keys.
    static let configKeys = [ConfigPathKey.inputs.rawValue] + table.compactMap(\.configKey)

    /// The OPTIONS section of a subcommand's `--help`, in swift-argument-parser's layout: names and value in a
    /// column 24 wide, the help beside them and its further lines under it.
    static func helpSection(for subcommand: Subcommand) -> String {
        let column = 24
        let indent = String(repeating: " ", count: column + 2)
        return table.filter { $0.subcommands.contains(subcommand) }.map { option in
            let label = (option.short.map { "\($0), " } ?? "") + option.name + (option.placeholder.map { " \($0)" } ?? "")
            let help = (option.helpBySubcommand[subcommand] ?? option.help).split(separator: "\n").joined(separator: "\n" + indent)
            let gap = label.count < column ? String(repeating: " ", count: column - label.count) : "\n" + indent
            return "  " + label + gap + help + "\n"
        }.joined()
    }
}
