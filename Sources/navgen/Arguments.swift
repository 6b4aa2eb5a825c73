import NavgenCore

/// What the command line asks for.
enum Command {
    case generate(GenerateOptions)
    case inspect(inputs: [String], format: String, context: Bool, sdk: String)
    case diff(DiffOptions)
    case rules
    case lintConfig(path: String)
    case help(topic: String?)
    case version
}

struct GenerateOptions {
    var inputs: [String] = []
    var out: String?
    /// nil: not given, so the config file's or the default.
    var moduleName: String?
    var templates: String?
    var check = false
    var format = DiagnosticFormatter.Format.text
    var quiet = false
    var verbose = false
    var threads: Int?
    var sourcesOnly = false
    var strict = false
    var config: String?
    var modes: [String] = []
    /// Rule id → `error`, `warning`, `note` or `off`.
    var rules: [String: String] = [:]
    var deploymentTarget: String?
    var sdk: String?
    var unitlessSize: UnitlessSize?
}

/// `navgen diff <base> [<input>...]`: the analysis options are generation's, without an output folder.
struct DiffOptions {
    var base: String
    var analysis = GenerateOptions()
    var format = NavgenDiff.Format.markdown
    var gate: NavgenDiff.Gate?
    var svg: String?
}

/// A usage problem: printed with the usage line and a pointer to `--help`, exit status 2.
struct UsageError: Error {
    var message: String
}

/// A small hand-written parser: no packages can be fetched, and navgen's surface is small.
enum ArgumentParser {
    static func parse(_ arguments: [String]) throws(UsageError) -> Command {
        var rest = arguments[...]
        switch rest.first {
        case nil: throw UsageError(message: "missing input files or folders")
        case "--config":
            return .generate(try generateOptions(&rest))
        case "--help", "-h", "help": return .help(topic: rest.dropFirst().first)
        case "--version": return .version
        case "rules": return .rules
        case "config":
            guard rest.dropFirst().first == "lint" else { throw UsageError(message: "unknown config command; try 'navgen config lint navgen.json'") }
            let extra = Array(rest.dropFirst(2))
            guard extra.count <= 1 else { throw UsageError(message: "config lint takes one config file") }
            return .lintConfig(path: extra.first ?? "navgen.json")
        case "diff":
            rest = rest.dropFirst()
            return try diffOptions(&rest)
        case "inspect":
            rest = rest.dropFirst()
            var inputs: [String] = []
            var format = "json"
            var context = false
            var sdk = BuildDesigns.defaultSDK
            while let argument = rest.popFirst() {
                switch argument {
                case "--format": format = try value(for: argument, in: &rest)
                case "--context": context = true
                case "--sdk": sdk = try sdkValue(&rest)
                case "--help", "-h": return .help(topic: "inspect")
                default:
                    if argument.hasPrefix("-") { throw UsageError(message: "unknown option '\(argument)' for inspect") }
                    inputs.append(argument)
                }
            }
            guard format == "json" else { throw UsageError(message: "inspect supports --format json only, found '\(format)'") }
            guard !inputs.isEmpty else { throw UsageError(message: "inspect needs at least one input file or folder") }
            return .inspect(inputs: inputs, format: format, context: context, sdk: sdk)
        default:
            return .generate(try generateOptions(&rest))
        }
    }

    private static let generateFlags = ["--out", "--module-name", "--templates", "--check", "--format", "--quiet", "--verbose",
                                        "--threads", "--sources-only", "--strict", "--config", "--mode", "--rule", "--deployment-target", "--sdk",
                                        "--unitless-size", "--help", "--version"]

    private static func generateOptions(_ rest: inout ArraySlice<String>) throws(UsageError) -> GenerateOptions {
        var options = GenerateOptions()
        while let argument = rest.popFirst() {
            if try analysisOption(argument, &rest, into: &options) { continue }
            switch argument {
            case "--out", "-o": options.out = try value(for: argument, in: &rest)
            case "--module-name":
                let name = try value(for: argument, in: &rest)
                // The name is written as code (`import <name>` in the generated tests): only an identifier may pass.
                guard let first = name.unicodeScalars.first, first == "_" || first.properties.isXIDStart,
                      name.unicodeScalars.allSatisfy({ $0.properties.isXIDContinue }) else {
                    throw UsageError(message: "--module-name needs a Swift module name (letters, digits and _), found '\(name)'")
                }
                options.moduleName = name
            case "--templates": options.templates = try value(for: argument, in: &rest)
            case "--check": options.check = true
            case "--sources-only": options.sourcesOnly = true
            case "--quiet", "-q": options.quiet = true
            case "--verbose", "-v": options.verbose = true
            case "--format":
                let text = try value(for: argument, in: &rest)
                guard let format = DiagnosticFormatter.Format(rawValue: text) else {
                    throw UsageError(message: "unknown format '\(text)'; expected text, json or github")
                }
                options.format = format
            default:
                if argument.hasPrefix("-"), argument != "-" {
                    throw UsageError(message: "unknown option '\(argument)'\(Suggestion.hint(for: argument, in: generateFlags))")
                }
                options.inputs.append(argument)
            }
        }
        // With a config file, inputs and the output folder may come from it; main checks them after loading.
        if options.config == nil {
            guard !options.inputs.isEmpty else { throw UsageError(message: "missing input files or folders") }
            guard options.out != nil else { throw UsageError(message: "missing --out <folder>") }
        }
        guard !(options.quiet && options.verbose) else { throw UsageError(message: "--quiet and --verbose cannot be combined") }
        return options
    }

    private static let diffFlags = ["--format", "--fail-on", "--svg", "--threads", "--strict", "--config", "--mode", "--rule",
                                    "--deployment-target", "--sdk", "--unitless-size", "--help"]

    private static func diffOptions(_ rest: inout ArraySlice<String>) throws(UsageError) -> Command {
        var base: String?
        var options = DiffOptions(base: "")
        while let argument = rest.popFirst() {
            if try analysisOption(argument, &rest, into: &options.analysis) { continue }
            switch argument {
            case "--help", "-h": return .help(topic: "diff")
            case "--format":
                let text = try value(for: argument, in: &rest)
                guard let format = NavgenDiff.Format(rawValue: text) else {
                    throw UsageError(message: "unknown format '\(text)' for diff; expected markdown, text, json or github")
                }
                options.format = format
            case "--fail-on":
                let text = try value(for: argument, in: &rest)
                guard let gate = NavgenDiff.Gate(rawValue: text) else {
                    throw UsageError(message: "--fail-on needs new-errors, new-warnings or any-change, found '\(text)'")
                }
                options.gate = gate
            case "--svg": options.svg = try value(for: argument, in: &rest)
            default:
                if argument.hasPrefix("-"), argument != "-" {
                    throw UsageError(message: "unknown option '\(argument)' for diff\(Suggestion.hint(for: argument, in: diffFlags))")
                }
                if base == nil { base = argument } else { options.analysis.inputs.append(argument) }
            }
        }
        guard let base else { throw UsageError(message: "diff needs a base: a git revision (main, HEAD~1) or a folder of inputs") }
        options.base = base
        return .diff(options)
    }

    /// The options that say how inputs are analysed, shared by generating and `diff`; false for any other argument.
    private static func analysisOption(_ argument: String, _ rest: inout ArraySlice<String>,
                                       into options: inout GenerateOptions) throws(UsageError) -> Bool {
        switch argument {
        case "--strict": options.strict = true
        case "--config": options.config = try value(for: argument, in: &rest)
        case "--mode": options.modes.append(try value(for: argument, in: &rest))
        case "--deployment-target": options.deploymentTarget = try value(for: argument, in: &rest)
        case "--sdk": options.sdk = try sdkValue(&rest)
        case "--unitless-size":
            let text = try value(for: argument, in: &rest)
            guard let reading = UnitlessSize(rawValue: text) else { throw UsageError(message: "--unitless-size needs rem or px, found '\(text)'") }
            options.unitlessSize = reading
        case "--rule":
            let text = try value(for: argument, in: &rest)
            let parts = text.split(separator: "=", maxSplits: 1).map(String.init)
            guard parts.count == 2, ["error", "warning", "note", "off"].contains(parts[1]) else {
                throw UsageError(message: "--rule needs id=error|warning|note|off, found '\(text)'")
            }
            if let problem = RuleCatalogue.unknownID(parts[0]) { throw UsageError(message: "--rule: \(problem)") }
            options.rules[parts[0]] = parts[1]
        case "--threads":
            let text = try value(for: argument, in: &rest)
            guard let count = Int(text), count >= 1 else { throw UsageError(message: "--threads needs a positive number, found '\(text)'") }
            options.threads = count
        default: return false
        }
        return true
    }

    /// An SDK version (`27.0`): its major version decides the designs.
    private static func sdkValue(_ rest: inout ArraySlice<String>) throws(UsageError) -> String {
        let text = try value(for: "--sdk", in: &rest)
        guard BuildDesigns.major(text) != nil else { throw UsageError(message: "--sdk needs an iOS SDK version like 27.0, found '\(text)'") }
        return text
    }

    private static func value(for option: String, in rest: inout ArraySlice<String>) throws(UsageError) -> String {
        guard let value = rest.popFirst(), !value.hasPrefix("--") else { throw UsageError(message: "\(option) needs a value") }
        return value
    }
}
