import Foundation

/// `navgen.json`: the command line, written down (JSON because no YAML parser is available).
public struct NavgenConfig: Sendable, Equatable {
    public var inputs: [String] = []
    public var output: String?
    public var moduleName: String?
    public var templates: String?
    /// Modes to emit; all when empty.
    public var modes: [String] = []
    /// Rule id → `error`, `warning`, `note` or `off`.
    public var rules: [String: String] = [:]
    public var deploymentTarget: String?
    /// The iOS SDK the app builds with (`27.0`).
    public var sdk: String?
    public var strict = false
    /// How Style Dictionary files' unitless sizes are read; nil when the config does not say.
    public var unitlessSize: UnitlessSize?

    static let keys = ["inputs", "output", "moduleName", "templates", "modes", "rules", "deploymentTarget", "sdk", "strict", "unitlessSize"]
    static let severities = ["error", "warning", "note", "off"]

    /// Reads a config; paths inside it are relative to the config's folder.
    public static func load(_ path: String, log: inout DiagnosticLog) -> NavgenConfig? {
        let loaded = InputFile.load(path, limit: InputReader.maximumFileSize)
        guard case .bytes(let bytes) = loaded else {
            log.report(InputDiagnostic.self, at: .file(path), "cannot read the config file: \(InputFile.problem(loaded, limit: InputReader.maximumFileSize) ?? "")")
            return nil
        }
        let json: JSONValue
        do {
            json = try JSONReader.parse(bytes, path: path)
        } catch {
            log.add(error.diagnostic)
            return nil
        }
        let folder = (path as NSString).deletingLastPathComponent
        func relative(_ value: String) -> String {
            folder.isEmpty || value.hasPrefix("/") ? value : (folder as NSString).appendingPathComponent(value)
        }
        guard let members = json.object else {
            log.report(ConfigDiagnostic.self, at: json.location, "a config file must be a JSON object, found \(json.kindName)")
            return nil
        }
        var config = NavgenConfig()
        for member in members {
            let value = member.value
            switch member.key {
            case "inputs":
                guard let list = strings(value, log: &log), !list.isEmpty else {
                    log.report(ConfigDiagnostic.self, at: value.location, "\"inputs\" must be a non-empty array of paths")
                    continue
                }
                config.inputs = list.map(relative)
            case "output": config.output = string(value, key: member.key, log: &log).map(relative)
            case "moduleName": config.moduleName = string(value, key: member.key, log: &log)
            case "templates": config.templates = string(value, key: member.key, log: &log).map(relative)
            case "deploymentTarget": config.deploymentTarget = string(value, key: member.key, log: &log)
            case "sdk":
                guard let text = string(value, key: member.key, log: &log) else { continue }
                guard BuildDesigns.major(text) != nil else {
                    log.report(ConfigDiagnostic.self, at: value.location, "\"sdk\" must be an iOS SDK version like \"27.0\", found '\(text)'")
                    continue
                }
                config.sdk = text
            case "modes": config.modes = strings(value, log: &log) ?? []
            case "unitlessSize":
                guard let text = value.string, let reading = UnitlessSize(rawValue: text) else {
                    log.report(ConfigDiagnostic.self, at: value.location, "\"unitlessSize\" must be \"rem\" or \"px\"")
                    continue
                }
                config.unitlessSize = reading
            case "strict":
                guard let flag = value.bool else {
                    log.report(ConfigDiagnostic.self, at: value.location, "\"strict\" must be true or false")
                    continue
                }
                config.strict = flag
            case "rules":
                guard let rules = value.object else {
                    log.report(ConfigDiagnostic.self, at: value.location, "\"rules\" must map rule ids to error, warning, note or off")
                    continue
                }
                for rule in rules {
                    guard let severity = rule.value.string, severities.contains(severity) else {
                        log.report(ConfigDiagnostic.self, at: rule.value.location, "the severity of '\(rule.key)' must be error, warning, note or off")
                        continue
                    }
                    if let problem = RuleCatalogue.unknownID(rule.key) {
                        log.report(ConfigDiagnostic.self, at: rule.keyLocation, problem)
                        continue
                    }
                    config.rules[rule.key] = severity
                }
            default:
                log.report(ConfigDiagnostic.self, at: member.keyLocation,
                           "unknown config key '\(member.key)'\(Suggestion.hint(for: member.key, in: keys))")
            }
        }
        if config.inputs.isEmpty, members.first(where: { $0.key == "inputs" }) == nil {
            log.report(ConfigDiagnostic.self, at: json.location, "the config needs \"inputs\": the token and navigation files or folders to read")
        }
        return config
    }

    private static func string(_ value: JSONValue, key: String, log: inout DiagnosticLog) -> String? {
        guard let text = value.string else {
            log.report(ConfigDiagnostic.self, at: value.location, "\"\(key)\" must be a string, found \(value.kindName)")
            return nil
        }
        return text
    }

    private static func strings(_ value: JSONValue, log: inout DiagnosticLog) -> [String]? {
        guard let items = value.array else {
            log.report(ConfigDiagnostic.self, at: value.location, "expected an array of strings, found \(value.kindName)")
            return nil
        }
        var result: [String] = []
        for item in items {
            guard let text = item.string else {
                log.report(ConfigDiagnostic.self, at: item.location, "expected a string, found \(item.kindName)")
                continue
            }
            result.append(text)
        }
        return result
    }

    /// The equivalent command line, for `navgen config lint`.
    public var commandLine: String {
        var words = ["navgen"] + inputs.map(Self.quote)
        if let output { words += ["--out", Self.quote(output)] }
        if let moduleName { words += ["--module-name", Self.quote(moduleName)] }
        if let templates { words += ["--templates", Self.quote(templates)] }
        for mode in modes { words += ["--mode", Self.quote(mode)] }
        for rule in rules.keys.sorted() { words += ["--rule", Self.quote("\(rule)=\(rules[rule]!)")] }
        if let deploymentTarget { words += ["--deployment-target", Self.quote(deploymentTarget)] }
        if let sdk { words += ["--sdk", Self.quote(sdk)] }
        if let unitlessSize { words += ["--unitless-size", unitlessSize.rawValue] }
        if strict { words.append("--strict") }
        return words.joined(separator: " ")
    }

    private static func quote(_ word: String) -> String {
        let safe = word.unicodeScalars.allSatisfy { CharacterSet.alphanumerics.contains($0) || "-_./=:+@".unicodeScalars.contains($0) }
        return safe && !word.isEmpty ? word : "'" + word.replacingOccurrences(of: "'", with: "'\\''") + "'"
    }
}
