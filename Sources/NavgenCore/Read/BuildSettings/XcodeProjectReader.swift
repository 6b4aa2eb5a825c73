/// The Info.plist keys an Xcode project sets for its apps as build settings. A project that generates its Info.plist
/// (`GENERATE_INFOPLIST_FILE`, as every project Xcode has created since Xcode 13 does) keeps `INFOPLIST_KEY_<key>` where
/// an Info.plist file would hold `<key>`, for the keys Xcode's build system lists (the interface style, the status bar's
/// style and visibility; not `UIViewControllerBasedStatusBarAppearance`, which projects report dropped), and the accent
/// colour's name in `ASSETCATALOG_COMPILER_GLOBAL_ACCENT_COLOR_NAME`; the project names the development region. Each iOS
/// application target's settings are read in the configuration command-line builds use (the project's default, Release
/// unless it names another), over the project's own of that name.
/// ([Build settings reference](https://developer.apple.com/documentation/xcode/build-settings-reference))
enum XcodeProjectReader {
    static let accentColorSetting = "ASSETCATALOG_COMPILER_GLOBAL_ACCENT_COLOR_NAME"

    /// A project as read, before the build configuration files among the inputs are known: its targets' settings
    /// level by level.
    struct Project: Sendable {
        var path: String
        /// The project's folder (`$(SRCROOT)`), written as the inputs' paths are.
        var sourceRoot = ""
        var developmentRegion: String?
        var configuration = "Release"
        var targets: [Target] = []
    }

    struct Target: Sendable {
        var name: String
        var productType: String
        /// Lowest first: the project's build configuration file, the project's settings, the target's file, the
        /// target's settings, as Xcode layers them.
        var levels: [Level]
        /// The asset catalogues the target copies into its bundle, and the folders Xcode 16 keeps in step with the disk
        /// for it, whose catalogues it copies too.
        var resources: [String] = []
    }

    enum Level: Sendable {
        /// A build configuration file (`.xcconfig`), by its path as the inputs' are written, where the project names it.
        case file(Located<String>)
        case settings([BuildSetting])
    }

    /// What a project says once its build configuration files are read: one property list per iOS application target,
    /// at the project file, and the kind of bundle each target's Info.plist file is for (by its path, as the inputs name
    /// it).
    struct Apps: Sendable {
        var apps: [PropertyListDocument] = []
        var infoPlistKinds: [String: BundleKind] = [:]
        /// The app targets for another platform, by name: their `SDKROOT`.
        var otherPlatformApps: [String: String] = [:]
    }

    static func read(_ bytes: [UInt8], path: String, log: inout DiagnosticLog) -> Project {
        var project = Project(path: path)
        let file: OpenStepPropertyList
        do {
            file = try OpenStepPropertyList.parse(bytes, path: path)
        } catch {
            log.report(.unsupported, at: error.location, """
                navgen cannot read this Xcode project (\(error.message)), so it reads none of the Info.plist keys its build \
                settings hold; open and save it in Xcode, or leave it out of the inputs
                """)
            return project
        }
        let root = file["rootObject"]?.string.flatMap { file["objects"]?[$0.value] }
        let tree = ProjectFileTree(objects: file["objects"], root: root, projectFile: path)
        project.sourceRoot = tree.sourceRoot
        project.developmentRegion = root?["developmentRegion"]?.string?.value
        // The configuration command-line builds use: the project's default, Release unless it names another.
        project.configuration = configurationList(of: root, in: tree)?["defaultConfigurationName"]?.string?.value ?? "Release"
        let projectLevels = levels(of: root, named: project.configuration, in: tree)
        for (_, target) in file["objects"]?.entries ?? [] where target["isa"]?.string?.value == "PBXNativeTarget" {
            project.targets.append(Target(name: target["name"]?.string?.value ?? "", productType: target["productType"]?.string?.value ?? "",
                                          levels: projectLevels + levels(of: target, named: project.configuration, in: tree),
                                          resources: resources(of: target, in: tree)))
        }
        return project
    }

    /// Each target's settings, its configuration files' read from `files` (by path): the apps' Info.plist keys and whose
    /// each Info.plist file is. What an app's configuration files lack or hold that navgen cannot read is said; another
    /// target's only say whose its Info.plist is, so they say nothing.
    static func apps(of project: Project, files: [String: BuildSettingsFile], log: inout DiagnosticLog) -> Apps {
        var result = Apps()
        var reader = BuildSettingsFiles(files, configuration: project.configuration)
        // The apps first, so that what their files lack is said even where another target reads the same files.
        let isApp = { (target: Target) in target.productType == "com.apple.product-type.application" }
        for target in project.targets.filter(isApp) + project.targets.filter({ !isApp($0) }) {
            var filesLog = DiagnosticLog()
            // Xcode's own settings that white-label projects name their files by (`$(TARGET_NAME)/Info.plist`).
            let builtIn = [("TARGET_NAME", target.name), ("PRODUCT_NAME", "$(TARGET_NAME)")].compactMap { name, value in
                BuildSetting(key: name, value: Located(value, at: .file(project.path)))
            }
            let levels = [BuildSettingLevels.level(builtIn, configuration: project.configuration)] + target.levels.map { level -> BuildSettingLevels.Level in
                switch level {
                case .settings(let settings): BuildSettingLevels.level(settings, configuration: project.configuration)
                case .file(let path): reader.level(of: path, log: &filesLog)
                }
            }
            let settings = BuildSettingLevels(levels: levels)
            let infoPlistFile = settings.value(of: "INFOPLIST_FILE").map { Located(infoPlistPath($0.value, sourceRoot: project.sourceRoot), at: $0.location) }
            // Another platform's app (a Mac or TV app beside the iPhone one) is another app, its Info.plist too.
            let sdk = settings.value(of: "SDKROOT")?.value ?? ""
            let otherPlatform = otherPlatforms.contains(sdk)
            // An Info.plist file an iPhone app shares with another target is the app's.
            let kind = otherPlatform ? .otherApp : bundleKind(target.productType)
            if let infoPlistFile, kind == .app || result.infoPlistKinds[infoPlistFile.value] == nil {
                result.infoPlistKinds[infoPlistFile.value] = kind
            }
            guard isApp(target) else { continue }
            log.add(contentsOf: filesLog.entries)
            // Another platform's app's settings are not an iPhone's or iPad's.
            guard !otherPlatform else {
                result.otherPlatformApps[target.name] = sdk
                continue
            }
            var document = app(settings, infoPlistFile: infoPlistFile, project: project, log: &log)
            document.targetName = target.name
            document.resources = target.resources
            result.apps.append(document)
        }
        return result
    }

    /// An iPhone or iPad application target's Info.plist keys.
    private static func app(_ settings: BuildSettingLevels, infoPlistFile: Located<String>?, project: Project,
                            log: inout DiagnosticLog) -> PropertyListDocument {
        let raw = settings.value(of:)
        var document = PropertyListDocument(path: project.path)
        document.developmentRegion = project.developmentRegion
        document.infoPlistFile = infoPlistFile
        // An empty value writes no key (one that clears a setting below it, or `$(inherited)` with nothing below); an
        // empty accent colour's name names no colour set.
        func setting(_ key: String, emptyIsSet: Bool = false) -> Located<String>? {
            guard let value = raw(key), emptyIsSet || !value.value.isEmpty else { return nil }
            guard !value.value.contains("$(") && !value.value.contains("${") else {
                log.report(.unsupported, at: value.location, PropertyListReader.unexpandedSetting(key, value.value))
                return nil
            }
            return value
        }
        // An accent colour is written into any app's Info.plist; the keys only into one Xcode generates.
        document.accentColorName = setting(accentColorSetting, emptyIsSet: true).map { Located($0.value.isEmpty ? .noColorSet : .colorSet($0.value), at: $0.location) }
        guard raw("GENERATE_INFOPLIST_FILE").map({ PropertyListReader.boolValue($0.value) }) == true else { return document }
        for key in [PropertyListReader.compatibilityKey, PropertyListReader.controllerBasedStatusBarKey] {
            guard let value = raw("INFOPLIST_KEY_" + key) else { continue }
            log.report(.noEffect, at: value.location, """
                INFOPLIST_KEY_\(key) is not among the keys Xcode's build system writes into the Info.plist it generates, as \
                projects report, so navgen reads the key as not set; put \(key) in an Info.plist file (INFOPLIST_FILE) to set it
                """)
        }
        document.interfaceStyle = setting("INFOPLIST_KEY_" + PropertyListReader.interfaceStyleKey).flatMap { interfaceStyle($0, log: &log) }
        document.statusBarStyle = setting("INFOPLIST_KEY_" + PropertyListReader.statusBarStyleKey).flatMap { text in
            PropertyListReader.statusBarStyles[text.value].map { Located($0, at: text.location) }
        }
        document.statusBarHidden = setting("INFOPLIST_KEY_" + PropertyListReader.statusBarHiddenKey).map(flag)
        return document
    }

    /// The SDKs of the platforms whose apps are not an iPhone's or iPad's.
    private static let otherPlatforms: Set = ["macosx", "appletvos", "watchos", "xros"]

    /// The kind of bundle a target's product type makes.
    private static func bundleKind(_ productType: String) -> BundleKind {
        switch productType {
        case "com.apple.product-type.application": .app
        case "com.apple.product-type.application.on-demand-install-capable": .appClip
        case let type where type.contains("watch"): .watchApp
        case let type where type.contains("extension"): .appExtension
        default: .framework
        }
    }

    /// `INFOPLIST_FILE`, relative to the project's folder (`$(SRCROOT)`), as a path like the inputs'.
    static func infoPlistPath(_ setting: String, sourceRoot: String) -> String {
        let relative = ["$(SRCROOT)/", "${SRCROOT}/", "$(PROJECT_DIR)/", "${PROJECT_DIR}/"].reduce(setting) { text, prefix in
            text.hasPrefix(prefix) ? String(text.dropFirst(prefix.count)) : text
        }
        return ProjectFileTree.join(sourceRoot, relative)
    }

    /// A target's asset catalogues: those its Copy Bundle Resources phase copies, and the folders Xcode 16 keeps in
    /// step with the disk for it (`fileSystemSynchronizedGroups`), each catalogue in which it copies.
    private static func resources(of target: OpenStepPropertyList, in tree: ProjectFileTree) -> [String] {
        let phases = target["buildPhases"]?.array.compactMap { $0.string.flatMap { tree[$0.value] } } ?? []
        let copied = phases.filter { $0["isa"]?.string?.value == "PBXResourcesBuildPhase" }.flatMap { phase in
            (phase["files"]?.array ?? []).compactMap { file in
                file.string.flatMap { tree[$0.value]?["fileRef"]?.string }.flatMap { tree.path(of: $0.value) }
            }
        }
        let synchronized = (target["fileSystemSynchronizedGroups"]?.array ?? []).compactMap { $0.string.flatMap { tree.path(of: $0.value) } }
        return copied.filter { $0.hasSuffix(".xcassets") } + synchronized
    }

    /// The configuration list of a target or the project.
    private static func configurationList(of owner: OpenStepPropertyList?, in tree: ProjectFileTree) -> OpenStepPropertyList? {
        owner?["buildConfigurationList"]?.string.flatMap { tree[$0.value] }
    }

    /// The levels of a target's or the project's configuration `name` (the first where none has that name): the build
    /// configuration file it is based on, where it names one, then its own settings.
    private static func levels(of owner: OpenStepPropertyList?, named name: String, in tree: ProjectFileTree) -> [Level] {
        guard let list = configurationList(of: owner, in: tree) else { return [] }
        let configurations = list["buildConfigurations"]?.array.compactMap { $0.string.flatMap { tree[$0.value] } } ?? []
        guard let chosen = configurations.first(where: { $0["name"]?.string?.value == name }) ?? configurations.first else { return [] }
        // Xcode reads a configuration's settings in the order of their keys, so `KEY[sdk=iphoneos*]` comes after `KEY`.
        let settings = (chosen["buildSettings"]?.entries ?? []).sorted { $0.key < $1.key }.compactMap { key, value in
            value.string.flatMap { BuildSetting(key: key, value: $0) }
        }
        return baseConfiguration(of: chosen, in: tree).map { [.file($0), .settings(settings)] } ?? [.settings(settings)]
    }

    /// The build configuration file a configuration is based on: a file reference (`baseConfigurationReference`), or
    /// since Xcode 16 a path in a folder the project keeps in step with the disk (`baseConfigurationReferenceAnchor`
    /// and `…RelativePath`).
    private static func baseConfiguration(of configuration: OpenStepPropertyList, in tree: ProjectFileTree) -> Located<String>? {
        if let reference = configuration["baseConfigurationReference"]?.string {
            return tree.path(of: reference.value).map { Located($0, at: reference.location) }
        }
        guard let anchor = configuration["baseConfigurationReferenceAnchor"]?.string?.value,
              let relative = configuration["baseConfigurationReferenceRelativePath"]?.string,
              let folder = tree.path(of: anchor) else { return nil }
        return Located(ProjectFileTree.join(folder, relative.value), at: relative.location)
    }

    private static func flag(_ text: Located<String>) -> Located<Bool> {
        Located(PropertyListReader.boolValue(text.value), at: text.location)
    }

    private static func interfaceStyle(_ text: Located<String>, log: inout DiagnosticLog) -> Located<AppInterfaceStyle>? {
        if let style = AppInterfaceStyle(named: text.value) {
            return Located(style, at: text.location)
        }
        if text.value.lowercased() != "automatic" {
            log.report(.noEffect, at: text.location, """
                INFOPLIST_KEY_\(PropertyListReader.interfaceStyleKey) '\(text.value)' is none of Light, Dark and Automatic, so the \
                app follows the user's setting, as navgen checks it; set it to Light or Dark to keep one style
                """)
        }
        return nil
    }
}

extension PropertyListDocument {
    /// The path as a project's `INFOPLIST_FILE` (`infoPlistFile`, `XcodeProjectReader.infoPlistPath`) is compared with it.
    var standardPath: String { TokenInput.normalizedPath(path) }
}
