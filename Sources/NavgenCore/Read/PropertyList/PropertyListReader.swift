/// An Info.plist among the inputs, as far as navgen reads it: the design the app asks for, the interface style it keeps,
/// who sets the status bar's style, and the colour set that tints the app.
public struct PropertyListDocument: Sendable {
    public var path: String
    /// [`UIDesignRequiresCompatibility`](https://developer.apple.com/documentation/bundleresources/information-property-list/uidesignrequirescompatibility),
    /// where its value is written; nil when the file does not set it.
    public var requiresCompatibility: Located<Bool>?
    /// [`UIUserInterfaceStyle`](https://developer.apple.com/documentation/bundleresources/information-property-list/uiuserinterfacestyle)
    /// when it keeps the app light or dark; nil when the app follows the user's (`Automatic`, or not set).
    public var interfaceStyle: Located<AppInterfaceStyle>?
    /// [`UIViewControllerBasedStatusBarAppearance`](https://developer.apple.com/documentation/bundleresources/information-property-list/uiviewcontrollerbasedstatusbarappearance);
    /// nil when not set (YES).
    public var controllerBasedStatusBar: Located<Bool>?
    /// [`UIStatusBarStyle`](https://developer.apple.com/documentation/bundleresources/information-property-list/uistatusbarstyle),
    /// the app's style when view controllers do not set theirs.
    public var statusBarStyle: Located<NavigationStatusBarStyle>?
    /// [`UIStatusBarHidden`](https://developer.apple.com/documentation/bundleresources/information-property-list/uistatusbarhidden),
    /// which hides the status bar everywhere where view controllers do not choose.
    public var statusBarHidden: Located<Bool>?
    /// [`CFBundleDevelopmentRegion`](https://developer.apple.com/documentation/bundleresources/information-property-list/cfbundledevelopmentregion),
    /// the language whose `.lproj` folder the bundle falls back to; nil when not set or a build setting
    /// (`$(DEVELOPMENT_LANGUAGE)`, what Xcode writes).
    public var developmentRegion: String?
    /// [`NSAccentColorName`](https://developer.apple.com/documentation/bundleresources/information-property-list/nsaccentcolorname),
    /// the colour set whose colour is the app's tint ("the global tint color" on iOS), empty where the value names none;
    /// nil when not set, as in an Xcode project's own Info.plist, to which the build adds the Global Accent Color Name
    /// build setting's.
    public var accentColorName: Located<AccentColorName>?
    /// Whose Info.plist it is, as its keys say, or the Xcode project whose target names it: the app's unless they say
    /// otherwise.
    public var bundle = BundleKind.app
    /// For an app target's build settings read from an Xcode project, the Info.plist file the target names
    /// (`INFOPLIST_FILE`), which the settings add to rather than contradict.
    public var infoPlistFile: Located<String>?
    /// For an app target's build settings read from an Xcode project, the target's name (`--app-target` chooses one).
    public var targetName: String?
    /// For an app target's build settings read from an Xcode project, the asset catalogues it copies and the folders
    /// whose catalogues it copies (`AppTargets`).
    public var resources: [String] = []

    /// Whether these are an Xcode project's build settings rather than an Info.plist file.
    public var isProjectSettings: Bool { path.hasSuffix(".pbxproj") }
}

/// What `NSAccentColorName` (or the accent colour build setting) says: a colour set's name, or none (empty, or no string).
public enum AccentColorName: Equatable, Sendable {
    case colorSet(String)
    case noColorSet
}

/// The kind of bundle an Info.plist configures: an extension's holds
/// [`NSExtension`](https://developer.apple.com/documentation/bundleresources/information-property-list/nsextension), an
/// App Clip's [`NSAppClip`](https://developer.apple.com/documentation/bundleresources/information-property-list/nsappclip),
/// a watch app's `WKApplication` or `WKWatchKitApp`, a framework's or resource bundle's
/// [`CFBundlePackageType`](https://developer.apple.com/documentation/bundleresources/information-property-list/cfbundlepackagetype)
/// `FMWK` or `BNDL`. Their keys are their own bundle's, never the app's; nor are another app's, where the run reads
/// one app target of a project's several (`--app-target`).
public enum BundleKind: String, Sendable {
    case app, appExtension, appClip, watchApp, framework, otherApp
}

/// The interface style an app keeps whatever the user's setting.
public enum AppInterfaceStyle: String, Sendable, CaseIterable {
    case light = "Light", dark = "Dark"

    /// The style a value names, in any case, as UIKit reads it.
    init?(named text: String) {
        guard let style = Self.allCases.first(where: { $0.rawValue.lowercased() == text.lowercased() }) else { return nil }
        self = style
    }
}

/// Reads XML property lists (`*.plist`) through libxml2, like every XML input. Binary and old-style text lists are
/// reported with the command that converts them, since navgen then cannot see the keys.
enum PropertyListReader {
    static let compatibilityKey = "UIDesignRequiresCompatibility"
    static let interfaceStyleKey = "UIUserInterfaceStyle"
    static let controllerBasedStatusBarKey = "UIViewControllerBasedStatusBarAppearance"
    static let statusBarStyleKey = "UIStatusBarStyle"
    static let statusBarHiddenKey = "UIStatusBarHidden"
    static let developmentRegionKey = "CFBundleDevelopmentRegion"
    static let accentColorNameKey = "NSAccentColorName"

    /// The top-level dictionary's keys navgen reads. The design key is navgen's to get right, so a value it cannot read
    /// is an error; the style keys are the app's as UIKit reads them, so one UIKit ignores is a warning.
    static func read(_ document: XMLDocument, log: inout DiagnosticLog) -> PropertyListDocument {
        var result = PropertyListDocument(path: document.path)
        guard let dictionary = document.root.firstChild(named: "dict") else { return result }
        let entries = Array(dictionary.children)
        // The status bar's style and visibility only start the app unless view controllers leave the status bar to the
        // app: what they say is said only then.
        var statusBarLog = DiagnosticLog()
        func report(_ kind: DiagnosticKind, at location: SourceLocation, _ message: String, statusBar: Bool) {
            if statusBar { statusBarLog.report(kind, at: location, message) } else { log.report(kind, at: location, message) }
        }
        for (index, key) in entries.enumerated() where key.name == "key" {
            let name = key.text
            if let kind = bundleKind(name, value: index + 1 < entries.count ? entries[index + 1] : nil), result.bundle == .app || kind == .appExtension {
                result.bundle = kind
            }
            if name == developmentRegionKey, index + 1 < entries.count, entries[index + 1].name == "string",
               !entries[index + 1].text.contains("$(") {
                result.developmentRegion = entries[index + 1].text.trimming(" \n\t")
            }
            guard [compatibilityKey, interfaceStyleKey, controllerBasedStatusBarKey, statusBarStyleKey, statusBarHiddenKey, accentColorNameKey]
                .contains(name) else { continue }
            let isStatusBar = name == statusBarStyleKey || name == statusBarHiddenKey
            guard index + 1 < entries.count, entries[index + 1].name != "key" else {
                if name == compatibilityKey {
                    log.report(.invalidValue, at: key.location, "\(name) has no value; write <true/> or <false/> after the key")
                } else {
                    report(.noEffect, at: key.location, "\(name) has no value, so UIKit reads it as not set, as navgen does", statusBar: isStatusBar)
                }
                continue
            }
            let value = entries[index + 1]
            if value.name == "string" && value.text.contains("$(") {
                report(.unsupported, at: value.location, unexpandedSetting(name, value.text), statusBar: isStatusBar)
                continue
            }
            switch name {
            case compatibilityKey:
                result.requiresCompatibility = compatibility(value, log: &log)
            case controllerBasedStatusBarKey:
                result.controllerBasedStatusBar = flag(value, key: name, log: &log)
            case statusBarHiddenKey:
                result.statusBarHidden = flag(value, key: name, log: &statusBarLog)
            case interfaceStyleKey:
                result.interfaceStyle = interfaceStyle(value, log: &log)
            case accentColorNameKey:
                result.accentColorName = colorSetName(value, log: &log)
            default:
                result.statusBarStyle = statusBarStyle(value)
                if result.statusBarStyle == nil {
                    statusBarLog.report(.noEffect, at: value.location, """
                        \(statusBarStyleKey) \(found(value)) is none of UIStatusBarStyleDefault, UIStatusBarStyleLightContent and \
                        UIStatusBarStyleDarkContent, so UIKit shows the default style, which navgen checks on every screen\
                        \(Suggestion.hint(for: value.text, in: statusBarStyles.keys))
                        """)
                }
            }
        }
        if result.controllerBasedStatusBar?.value == false, result.statusBarHidden?.value != true { log.add(contentsOf: statusBarLog.entries) }
        return result
    }

    /// `<true/>` or `<false/>`.
    private static func compatibility(_ value: XMLElement, log: inout DiagnosticLog) -> Located<Bool>? {
        switch value.name {
        case "true": return Located(true, at: value.location)
        case "false": return Located(false, at: value.location)
        default:
            log.report(.invalidValue, at: value.location,
                       "\(compatibilityKey) must be <true/> or <false/>, found <\(value.name)>; write <true/> to ask for the compatibility design")
            return nil
        }
    }

    /// A Boolean as the bundle reads one: `<true/>`, `<false/>`, or a string or number read as `boolValue` reads it (true
    /// when it starts with Y, y, T, t or a digit 1 to 9), which hand-written Info.plists often hold (`<string>NO</string>`).
    private static func flag(_ value: XMLElement, key: String, log: inout DiagnosticLog) -> Located<Bool>? {
        let text = value.text.trimming(" \n\t")
        switch value.name {
        case "true": return Located(true, at: value.location)
        case "false": return Located(false, at: value.location)
        case "integer", "real": return Located((Double(text) ?? 0) != 0, at: value.location)
        case "string":
            return Located(boolValue(text), at: value.location)
        default:
            log.report(.noEffect, at: value.location, "\(key) must be <true/> or <false/>, found <\(value.name)>, so UIKit reads it as not set, as navgen does")
            return nil
        }
    }

    /// A string as `boolValue` reads it: true when it starts with Y, y, T, t or a digit 1 to 9 (`YES`).
    static func boolValue(_ text: String) -> Bool {
        let first = text.first { $0 != "+" && $0 != "-" && $0 != "0" }
        return first.map { "YyTt123456789".contains($0) } ?? false
    }

    /// `Light` or `Dark`; `Automatic`, like a value UIKit does not know, follows the user's setting, as no key does.
    private static func interfaceStyle(_ value: XMLElement, log: inout DiagnosticLog) -> Located<AppInterfaceStyle>? {
        let text = value.text.trimming(" \n\t")
        if value.name == "string", let style = AppInterfaceStyle(named: text) {
            return Located(style, at: value.location)
        }
        if value.name != "string" || text.lowercased() != "automatic" {
            log.report(.noEffect, at: value.location, """
                \(interfaceStyleKey) \(found(value)) is none of Light, Dark and Automatic, so the app follows the user's setting, as \
                navgen checks it; write <string>Light</string> or <string>Dark</string> to keep one style
                """)
        }
        return nil
    }

    /// A colour set's name; anything else (an empty name) gives the app no accent colour, as the bundle finds none by it.
    private static func colorSetName(_ value: XMLElement, log: inout DiagnosticLog) -> Located<AccentColorName> {
        let name = value.text.trimming(" \n\t")
        guard value.name == "string", !name.isEmpty else {
            log.report(.noEffect, at: value.location, """
                \(accentColorNameKey) \(found(value)) names no colour set, so the app's tint is the system blue, as navgen draws it; \
                write the colour set's name, as <string>AccentColor</string>
                """)
            return Located(.noColorSet, at: value.location)
        }
        return Located(.colorSet(name), at: value.location)
    }

    /// The bundle a key says the Info.plist is for, if it says one; an extension's key decides over the others.
    private static func bundleKind(_ key: String, value: XMLElement?) -> BundleKind? {
        switch key {
        case "NSExtension": .appExtension
        case "NSAppClip": .appClip
        case "WKApplication", "WKWatchKitApp": .watchApp
        case "CFBundlePackageType" where value?.name == "string" && ["FMWK", "BNDL"].contains(value?.text.trimming(" \n\t")): .framework
        default: nil
        }
    }

    /// A key whose value is a build setting (`$(STYLE)`), which only the build expands.
    static func unexpandedSetting(_ key: String, _ value: String) -> String {
        "\(key) is the build setting '\(value)', which navgen cannot expand; it assumes the key is not set"
    }

    /// The styles by name; the black styles before iOS 7 show light content.
    static let statusBarStyles: [String: NavigationStatusBarStyle] = [
        "UIStatusBarStyleDefault": .default, "UIStatusBarStyleLightContent": .lightContent,
        "UIStatusBarStyleDarkContent": .darkContent, "UIStatusBarStyleBlackOpaque": .lightContent,
        "UIStatusBarStyleBlackTranslucent": .lightContent,
    ]

    private static func statusBarStyle(_ value: XMLElement) -> Located<NavigationStatusBarStyle>? {
        guard value.name == "string", let style = statusBarStyles[value.text.trimming(" \n\t")] else { return nil }
        return Located(style, at: value.location)
    }

    private static func found(_ value: XMLElement) -> String {
        value.name == "string" ? "'\(value.text)'" : "<\(value.name)>"
    }

    /// A property list navgen cannot read: binary (`bplist00…`) or old-style text.
    static func reportUnreadable(_ path: String, binary: Bool, log: inout DiagnosticLog) {
        let kind = binary ? "a binary property list" : "not an XML property list"
        log.report(.unsupported, at: .file(path),
                   "\(kind), so navgen cannot read \(compatibilityKey), \(interfaceStyleKey) or the status bar's keys from it; convert it "
                       + "with 'plutil -convert xml1 \(displayPath(path))'")
    }

    /// `bplist` opens every binary property list.
    static func isBinary(_ bytes: [UInt8]) -> Bool {
        bytes.starts(with: Array("bplist".utf8))
    }
}
