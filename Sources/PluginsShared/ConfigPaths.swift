import Foundation

/// The paths a navgen.json names, as a plugin reads them (this file is compiled into both plugins, through symbolic
/// links). navgen reads the whole config with NavgenCore's JSON reader, which reports every problem at its line and
/// column; a plugin cannot link that reader and needs no diagnostics (navgen gives them when its command runs), only
/// these paths: the build plugin declares every file they lead to as its command's inputs, so that a change to any
/// of them reruns navgen, and the command plugin looks for the output folder.
struct ConfigPaths {
    var inputs: [String]
    var templates: String?
    var output: String?

    /// The paths of the config at `path`, resolved as navgen resolves them; nil when it cannot be read as a JSON
    /// object. Members of the wrong type are left out: navgen reports them when it reads the config.
    init?(config path: String) {
        guard let data = FileManager.default.contents(atPath: path),
              let object = (try? JSONSerialization.jsonObject(with: data)) as? [String: Any] else { return nil }
        let folder = (path as NSString).deletingLastPathComponent
        func resolved(_ key: ConfigPathKey) -> String? {
            (object[key.rawValue] as? String).map { ConfigPathKey.resolve($0, in: folder) }
        }
        inputs = (object[ConfigPathKey.inputs.rawValue] as? [String] ?? []).map { ConfigPathKey.resolve($0, in: folder) }
        templates = resolved(.templates)
        output = resolved(.output)
    }
}
