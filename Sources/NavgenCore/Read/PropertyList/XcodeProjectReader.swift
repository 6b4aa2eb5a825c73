/// The Info.plist keys an Xcode project sets for its apps as build settings. A project that generates its Info.plist
/// (`GENERATE_INFOPLIST_FILE`, as every project Xcode has created since Xcode 13 does) keeps `INFOPLIST_KEY_<key>` where
/// an Info.plist file would hold `<key>`, for the keys Xcode's build system lists (the interface style, the status bar's
/// style and visibility; not `UIViewControllerBasedStatusBarAppearance`, which projects report dropped), and the accent
/// colour's name in `ASSETCATALOG_COMPILER_GLOBAL_ACCENT_COLOR_NAME`; the project names the development region. Each iOS
/// application target's settings are read in its default configuration (Release, as it is archived), over the
/// project's own.
/// ([Build settings reference](https://developer.apple.com/documentation/xcode/build-settings-reference))
enum XcodeProjectReader {
    static let accentColorSetting = "ASSETCATALOG_COMPILER_GLOBAL_ACCENT_COLOR_NAME"

    /// One property list per application target, at the project file.
    static func read(_ bytes: [UInt8], path: String, log: inout DiagnosticLog) -> [PropertyListDocument] {
        let project: OpenStepPropertyList
        do {
            project = try OpenStepPropertyList.parse(bytes, path: path)
        } catch {
            log.report(.unsupported, at: error.location, """
                navgen cannot read this Xcode project (\(error.message)), so it reads none of the Info.plist keys its build \
                settings hold; open and save it in Xcode, or leave it out of the inputs
                """)
            return []
        }
        let objects = project["objects"]
        let root = project["rootObject"]?.string.flatMap { objects?[$0.value] }
        let region = root?["developmentRegion"]?.string?.value
        let projectSettings = settings(of: root, in: objects)
        return (objects?.entries ?? []).compactMap { _, target in
            guard target["isa"]?.string?.value == "PBXNativeTarget",
                  target["productType"]?.string?.value == "com.apple.product-type.application" else { return nil }
            let own = settings(of: target, in: objects)
            func raw(_ key: String) -> Located<String>? { (own.first { $0.key == key } ?? projectSettings.first { $0.key == key })?.value }
            // Another platform's app's settings are not an iPhone's or iPad's.
            guard !["macosx", "appletvos", "watchos", "xros"].contains(raw("SDKROOT")?.value) else { return nil }
            var document = PropertyListDocument(path: path)
            document.developmentRegion = region
            func setting(_ key: String) -> Located<String>? {
                guard let value = raw(key) else { return nil }
                guard !value.value.contains("$(") else {
                    log.report(.unsupported, at: value.location, "\(key) is the build setting '\(value.value)', which navgen cannot expand; it assumes the key is not set")
                    return nil
                }
                return value
            }
            // An accent colour is written into any app's Info.plist; the keys only into one Xcode generates.
            document.accentColorName = setting(accentColorSetting).map { Located($0.value.isEmpty ? .invalid : .colorSet($0.value), at: $0.location) }
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
    }

    /// The build settings of a target's or the project's default configuration.
    private static func settings(of owner: OpenStepPropertyList?, in objects: OpenStepPropertyList?) -> [(key: String, value: Located<String>)] {
        guard let list = owner?["buildConfigurationList"]?.string.flatMap({ objects?[$0.value] }) else { return [] }
        let configurations = list["buildConfigurations"]?.array.compactMap { $0.string.flatMap { objects?[$0.value] } } ?? []
        let name = list["defaultConfigurationName"]?.string?.value ?? "Release"
        let chosen = configurations.first { $0["name"]?.string?.value == name } ?? configurations.first
        return (chosen?["buildSettings"]?.entries ?? []).compactMap { key, value in value.string.map { (key, $0) } }
    }

    private static func flag(_ text: Located<String>) -> Located<Bool> {
        Located(PropertyListReader.boolValue(text.value), at: text.location)
    }

    private static func interfaceStyle(_ text: Located<String>, log: inout DiagnosticLog) -> Located<AppInterfaceStyle>? {
        if let style = AppInterfaceStyle.allCases.first(where: { $0.rawValue.lowercased() == text.value.lowercased() }) {
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
