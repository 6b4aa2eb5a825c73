import Foundation
import NavgenCore

/// A navgen.json being read: its keys are the options' (`Option.configKey`), and its paths are relative to its folder.
struct ConfigFile {
    let folder: String

    /// Reads a config into the settings it makes; nil, with its problems in `log`, when it cannot be read.
    static func load(_ path: String, log: inout DiagnosticLog) -> Settings? {
        guard let (json, members) = NavgenConfig.members(path, log: &log) else { return nil }
        let file = ConfigFile(folder: (path as NSString).deletingLastPathComponent)
        var settings = Settings()
        for member in members {
            if member.key == ConfigPathKey.inputs.rawValue {
                guard let list = file.strings(member.value, log: &log), !list.isEmpty else {
                    log.report(.config, at: member.value.location, "\"inputs\" must be a non-empty array of paths")
                    continue
                }
                settings.inputs = list.map(file.relative)
            } else if let option = Option.configured(by: member.key) {
                option.kind.decode(member, in: file, into: &settings, log: &log)
            } else {
                log.report(.config, at: member.keyLocation,
                           "unknown config key '\(member.key)'\(Suggestion.hint(for: member.key, in: Option.configKeys))")
            }
        }
        if settings.inputs.isEmpty, !members.contains(where: { $0.key == ConfigPathKey.inputs.rawValue }) {
            log.report(.config, at: json.location, "the config needs \"inputs\": the token and navigation files or folders to read")
        }
        return settings
    }

    func relative(_ path: String) -> String {
        ConfigPathKey.resolve(path, in: folder)
    }

    func string(_ member: JSONValue.Member, log: inout DiagnosticLog) -> String? {
        guard let text = member.value.string else {
            log.report(.config, at: member.value.location, "\"\(member.key)\" must be a string, found \(member.value.kindName)")
            return nil
        }
        return text
    }

    func strings(_ value: JSONValue, log: inout DiagnosticLog) -> [String]? {
        guard let items = value.array else {
            log.report(.config, at: value.location, "expected an array of strings, found \(value.kindName)")
            return nil
        }
        var result: [String] = []
        for item in items {
            guard let text = item.string else {
                log.report(.config, at: item.location, "expected a string, found \(item.kindName)")
                continue
            }
            result.append(text)
        }
        return result
    }
}

/// An exit status other than success, as a `Result`'s failure.
struct ExitStatus: Error {
    var code: Int32
}

/// Reads a navgen.json, printing its diagnostics: exit 2 when it cannot be read, 1 when it is wrong.
func readConfig(_ path: String) -> Result<Settings, ExitStatus> {
    var log = DiagnosticLog()
    let config = ConfigFile.load(path, log: &log)
    if !log.entries.isEmpty { printError(DiagnosticFormatter.render(log.entries, format: .text), terminator: "") }
    guard let config, !log.hasErrors else { return .failure(ExitStatus(code: log.entries.contains { $0.rule == "input" } ? 2 : 1)) }
    return .success(config)
}

extension Settings {
    /// The command line a config's settings stand for, for `navgen config lint`: the inputs, the options with a
    /// value in the table's order, then the flags.
    var commandLine: String {
        let options = Option.table.filter { $0.configKey != nil }
        let valued = options.filter(\.kind.takesValue) + options.filter { !$0.kind.takesValue }
        return (["navgen"] + inputs.map(\.shellQuoted) + valued.flatMap { $0.kind.words(for: $0.name, in: self) }).joined(separator: " ")
    }
}

extension String {
    /// The word as a POSIX shell reads it back: as it is when it is safe, else in single quotes.
    var shellQuoted: String {
        let safe = unicodeScalars.allSatisfy { CharacterSet.alphanumerics.contains($0) || "-_./=:+@".unicodeScalars.contains($0) }
        return safe && !isEmpty ? self : "'" + replacingOccurrences(of: "'", with: "'\\''") + "'"
    }
}
