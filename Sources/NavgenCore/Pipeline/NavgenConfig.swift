import Foundation

/// `navgen.json`: the command line, written down (JSON because no YAML parser is available). What each key means is
/// the command line's (its option table, `Sources/navgen/OptionTable.swift`); this reads the file, bounded.
public enum NavgenConfig {
    /// The config's members, or nil (reported) when it cannot be read or is not a JSON object.
    public static func members(_ path: String, log: inout DiagnosticLog) -> (json: JSONValue, members: [JSONValue.Member])? {
        let loaded = InputFile.load(path, limit: InputReader.maximumFileSize)
        guard case .bytes(let bytes) = loaded else {
            var isFolder: ObjCBool = false
            let problem = switch loaded {
            case .missing: "no such file; pass the config file's path (navgen.json, by default, in the current folder)"
            case .notRegular where FileManager.default.fileExists(atPath: path, isDirectory: &isFolder) && isFolder.boolValue:
                "it is a folder; pass the config file's path"
            default: InputFile.problem(loaded, limit: InputReader.maximumFileSize) ?? ""
            }
            log.report(.input, at: .file(path), "cannot read the config file: \(problem)")
            return nil
        }
        let json: JSONValue
        do {
            json = try JSONReader.parse(bytes, path: path)
        } catch {
            log.add(error.diagnostic)
            return nil
        }
        guard let members = json.object else {
            log.report(.config, at: json.location, "a config file must be a JSON object, found \(json.kindName)")
            return nil
        }
        return (json, members)
    }
}
