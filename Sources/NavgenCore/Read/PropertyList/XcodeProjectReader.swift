import Foundation

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

    /// What a project says: one property list per iOS application target, at the project file, and the kind of bundle
    /// each target's Info.plist file is for (by its path, as the inputs name it).
    struct Project: Sendable {
        var apps: [PropertyListDocument] = []
        var infoPlistKinds: [String: BundleKind] = [:]
    }

    static func read(_ bytes: [UInt8], path: String, log: inout DiagnosticLog) -> Project {
        let file: OpenStepPropertyList
        do {
            file = try OpenStepPropertyList.parse(bytes, path: path)
        } catch {
            log.report(.unsupported, at: error.location, """
                navgen cannot read this Xcode project (\(error.message)), so it reads none of the Info.plist keys its build \
                settings hold; open and save it in Xcode, or leave it out of the inputs
                """)
            return Project()
        }
        let objects = file["objects"]
        let root = file["rootObject"]?.string.flatMap { objects?[$0.value] }
        let region = root?["developmentRegion"]?.string?.value
        // The configuration command-line builds use: the project's default, Release unless it names another.
        let configuration = configurationList(of: root, in: objects)?["defaultConfigurationName"]?.string?.value ?? "Release"
        let projectSettings = settings(of: root, named: configuration, in: objects)
        var project = Project()
        for (_, target) in objects?.entries ?? [] where target["isa"]?.string?.value == "PBXNativeTarget" {
            let own = settings(of: target, named: configuration, in: objects)
            func raw(_ key: String) -> Located<String>? { value(of: key, in: own) ?? value(of: key, in: projectSettings) }
            let productType = target["productType"]?.string?.value ?? ""
            let infoPlistFile = raw("INFOPLIST_FILE").map { infoPlistPath($0.value, project: path) }
            if let infoPlistFile { project.infoPlistKinds[infoPlistFile] = bundleKind(productType) }
            guard productType == "com.apple.product-type.application",
                  let document = app(raw, infoPlistFile: infoPlistFile, region: region, path: path, log: &log) else { continue }
            project.apps.append(document)
        }
        return project
    }

    /// An application target's Info.plist keys, nil for another platform's app.
    private static func app(_ raw: (String) -> Located<String>?, infoPlistFile: String?, region: String?, path: String,
                            log: inout DiagnosticLog) -> PropertyListDocument? {
        // Another platform's app's settings are not an iPhone's or iPad's.
        guard !["macosx", "appletvos", "watchos", "xros"].contains(raw("SDKROOT")?.value) else { return nil }
        var document = PropertyListDocument(path: path)
        document.developmentRegion = region
        document.infoPlistFile = infoPlistFile
        func setting(_ key: String) -> Located<String>? {
            guard let value = raw(key) else { return nil }
            guard !value.value.contains("$(") else {
                log.report(.unsupported, at: value.location, PropertyListReader.unexpandedSetting(key, value.value))
                return nil
            }
            return value
        }
        // An accent colour is written into any app's Info.plist; the keys only into one Xcode generates.
        document.accentColorName = setting(accentColorSetting).map { Located($0.value.isEmpty ? .noColorSet : .colorSet($0.value), at: $0.location) }
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

    /// The setting `key` among `settings`: for the iPhone SDK (`KEY[sdk=iphoneos*]`) where it is given, as Xcode
    /// prefers it there, else for every SDK.
    private static func value(of key: String, in settings: [(key: String, value: Located<String>)]) -> Located<String>? {
        (settings.first { $0.key.hasPrefix(key + "[sdk=iphoneos") && $0.key.hasSuffix("]") } ?? settings.first { $0.key == key })?.value
    }

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
    static func infoPlistPath(_ setting: String, project path: String) -> String {
        let relative = ["$(SRCROOT)/", "${SRCROOT}/", "$(PROJECT_DIR)/", "${PROJECT_DIR}/"].reduce(setting) { text, prefix in
            text.hasPrefix(prefix) ? String(text.dropFirst(prefix.count)) : text
        }
        let folder = ((path as NSString).deletingLastPathComponent as NSString).deletingLastPathComponent
        return ((folder.isEmpty ? relative : folder + "/" + relative) as NSString).standardizingPath
    }

    /// The configuration list of a target or the project.
    private static func configurationList(of owner: OpenStepPropertyList?, in objects: OpenStepPropertyList?) -> OpenStepPropertyList? {
        owner?["buildConfigurationList"]?.string.flatMap { objects?[$0.value] }
    }

    /// The build settings of a target's or the project's configuration `name`, as Xcode layers a target's configuration
    /// over the project's of the same name.
    private static func settings(of owner: OpenStepPropertyList?, named name: String, in objects: OpenStepPropertyList?)
        -> [(key: String, value: Located<String>)] {
        guard let list = configurationList(of: owner, in: objects) else { return [] }
        let configurations = list["buildConfigurations"]?.array.compactMap { $0.string.flatMap { objects?[$0.value] } } ?? []
        let chosen = configurations.first { $0["name"]?.string?.value == name } ?? configurations.first
        return (chosen?["buildSettings"]?.entries ?? []).compactMap { key, value in value.string.map { (key, $0) } }
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
    var standardPath: String { (path as NSString).standardizingPath }
}
