/// The build configuration files among a run's inputs, by path, as a project's targets read them: each file's settings
/// with its includes where they stand, worked out once for every target that reads it.
struct BuildSettingsFiles {
    /// How deep includes nest, and how many settings one file with its includes holds, at most: real projects nest two
    /// to four deep and hold hundreds; a file that includes another twice, again and again, would hold billions.
    static let maximumDepth = 64
    static let maximumSettings = 100_000

    private let files: [String: BuildSettingsFile]
    /// The configuration built, which the settings' conditions are matched against.
    private let configuration: String
    private var flattened: [String: [BuildSetting]] = [:]
    private var levels: [String: BuildSettingLevels.Level] = [:]
    /// Files already said to be missing or to have lines navgen cannot read.
    private var reported: Set<String> = []
    /// Whether a file with its includes was said to hold too many settings.
    private var saidTooMany = false

    init(_ files: [String: BuildSettingsFile], configuration: String) {
        self.files = files
        self.configuration = configuration
    }

    /// The settings of the file at `path` that hold for the build, as a level of a target's settings.
    mutating func level(of path: Located<String>, log: inout DiagnosticLog) -> BuildSettingLevels.Level {
        if let level = levels[path.value] { return level }
        let level = BuildSettingLevels.level(settings(in: path, log: &log), configuration: configuration)
        levels[path.value] = level
        return level
    }

    /// The settings of the file at `path`, each included file's where its `#include` stands. A file not among the inputs
    /// is a note, and a file's lines navgen cannot read are warnings, each said once and only where `log` is an app's.
    mutating func settings(in path: Located<String>, log: inout DiagnosticLog) -> [BuildSetting] {
        settings(in: path, optional: false, including: [], log: &log).settings
    }

    /// The settings, and whether a cycle was cut beneath the file: what it holds then depends on which of the cycle's
    /// files was read first, so it is not kept for the next reader.
    private mutating func settings(in reference: Located<String>, optional: Bool, including: Set<String>,
                                   log: inout DiagnosticLog) -> (settings: [BuildSetting], cutCycle: Bool) {
        guard let path = resolved(reference.value) else {
            if !optional, !Self.isGenerated(reference.value), reported.insert(reference.value).inserted {
                log.report(.buildSettingsNotInInputs, at: reference.location, """
                    the build configuration file '\(reference.value)' is not among the inputs, so navgen reads none of its \
                    settings, where an app can set its Info.plist keys and accent colour; add it to the inputs, or turn the \
                    note off where the file is generated or kept out of the repository
                    """)
            }
            return ([], false)
        }
        if let settings = flattened[path] { return (settings, false) }
        // A file that includes itself, however far down, is read once; includes nest only so deep.
        guard !including.contains(path) else {
            if reported.insert("cycle \(reference.location)").inserted {
                log.report(.noEffect, at: reference.location, """
                    this #include of '\(reference.value)' closes a cycle: the file is already being read, so navgen reads its \
                    settings once and the include adds nothing; remove it, or move what both files share into a third
                    """)
            }
            return ([], true)
        }
        guard including.count < Self.maximumDepth else {
            log.report(.unsupported, at: reference.location, """
                build configuration files include one another more than \(Self.maximumDepth) deep here; navgen reads no deeper
                """)
            return ([], false)
        }
        let file = files[path]!
        if reported.insert(path).inserted { log.add(contentsOf: file.problems) }
        var settings: [BuildSetting] = []
        var cutCycle = false
        for line in file.lines {
            switch line {
            case .setting(let setting):
                settings.append(setting)
            case .include(let included, let optional):
                let read = self.settings(in: included, optional: optional, including: including.union([path]), log: &log)
                settings += read.settings
                cutCycle = cutCycle || read.cutCycle
            }
            guard settings.count <= Self.maximumSettings else {
                // Said once: every file that includes this one is over the limit too.
                if !saidTooMany { log.report(.unsupported, at: reference.location, """
                    this build configuration file and those it includes hold more than \(Self.maximumSettings) settings; \
                    navgen reads the first \(Self.maximumSettings)
                    """) }
                saidTooMany = true
                settings.removeLast(settings.count - Self.maximumSettings)
                break
            }
        }
        if !cutCycle { flattened[path] = settings }
        return (settings, cutCycle)
    }

    /// The file a reference names among the inputs: Xcode adds `.xcconfig` to a name without an extension.
    private func resolved(_ path: String) -> String? {
        if files[path] != nil { return path }
        let name = path.split(separator: "/").last ?? ""
        return !name.contains(".") && files[path + ".xcconfig"] != nil ? path + ".xcconfig" : nil
    }

    /// Files a tool writes and repositories seldom keep, which set nothing navgen reads: CocoaPods' and Flutter's.
    private static func isGenerated(_ path: String) -> Bool {
        path.contains("Pods/Target Support Files/") || path.hasSuffix("Flutter/Generated.xcconfig")
    }
}
