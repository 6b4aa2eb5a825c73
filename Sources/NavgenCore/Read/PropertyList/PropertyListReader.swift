/// An Info.plist among the inputs, as far as navgen reads it: the design the app asks for, the interface style it keeps,
/// and who sets the status bar's style.
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
}

/// The interface style an app keeps whatever the user's setting.
public enum AppInterfaceStyle: String, Sendable, CaseIterable {
    case light = "Light", dark = "Dark"
}

/// Reads XML property lists (`*.plist`) through libxml2, like every XML input. Binary and old-style text lists are
/// reported with the command that converts them, since navgen then cannot see the keys.
enum PropertyListReader {
    static let compatibilityKey = "UIDesignRequiresCompatibility"
    static let interfaceStyleKey = "UIUserInterfaceStyle"
    static let controllerBasedStatusBarKey = "UIViewControllerBasedStatusBarAppearance"
    static let statusBarStyleKey = "UIStatusBarStyle"

    /// The top-level dictionary's keys navgen reads.
    static func read(_ document: XMLDocument, log: inout DiagnosticLog) -> PropertyListDocument {
        var result = PropertyListDocument(path: document.path)
        guard let dictionary = document.root.firstChild(named: "dict") else { return result }
        let entries = Array(dictionary.children)
        for (index, key) in entries.enumerated() where key.name == "key" {
            let name = key.text
            guard [compatibilityKey, interfaceStyleKey, controllerBasedStatusBarKey, statusBarStyleKey].contains(name) else { continue }
            guard index + 1 < entries.count, entries[index + 1].name != "key" else {
                log.report(.invalidValue, at: key.location, "\(name) has no value; write \(expected(name)) after the key")
                continue
            }
            let value = entries[index + 1]
            if value.name == "string" && value.text.contains("$(") {
                log.report(.unsupported, at: value.location,
                           "\(name) is the build setting '\(value.text)', which navgen cannot expand; it assumes the key is not set")
                continue
            }
            switch name {
            case compatibilityKey:
                result.requiresCompatibility = flag(value, strict: true, key: name, log: &log)
            case controllerBasedStatusBarKey:
                result.controllerBasedStatusBar = flag(value, strict: false, key: name, log: &log)
            case interfaceStyleKey:
                result.interfaceStyle = interfaceStyle(value, log: &log)
            default:
                result.statusBarStyle = statusBarStyle(value, log: &log)
            }
        }
        return result
    }

    private static func expected(_ key: String) -> String {
        switch key {
        case interfaceStyleKey: "<string>Light</string>, Dark or Automatic"
        case statusBarStyleKey: "<string>UIStatusBarStyleDefault</string>, UIStatusBarStyleLightContent or UIStatusBarStyleDarkContent"
        default: "<true/> or <false/>"
        }
    }

    /// `<true/>` or `<false/>`; unless `strict`, also the string `YES` or `NO`, which the bundle's Boolean reading accepts
    /// and which Info.plists written by hand often hold.
    private static func flag(_ value: XMLElement, strict: Bool, key: String, log: inout DiagnosticLog) -> Located<Bool>? {
        switch (value.name, value.text.lowercased()) {
        case ("true", _): return Located(true, at: value.location)
        case ("false", _): return Located(false, at: value.location)
        case ("string", let text) where !strict && ["yes", "true"].contains(text): return Located(true, at: value.location)
        case ("string", let text) where !strict && ["no", "false"].contains(text): return Located(false, at: value.location)
        default:
            let purpose = key == compatibilityKey ? "write <true/> to ask for the compatibility design" : "write <true/> or <false/>"
            log.report(.invalidValue, at: value.location, "\(key) must be <true/> or <false/>, found <\(value.name)>; \(purpose)")
            return nil
        }
    }

    /// `Light` or `Dark`; `Automatic` follows the user's setting, as no key does.
    private static func interfaceStyle(_ value: XMLElement, log: inout DiagnosticLog) -> Located<AppInterfaceStyle>? {
        let text = value.text.trimming(" \n\t")
        if value.name == "string", let style = AppInterfaceStyle.allCases.first(where: { $0.rawValue.lowercased() == text.lowercased() }) {
            return Located(style, at: value.location)
        }
        if value.name != "string" || text.lowercased() != "automatic" {
            log.report(.invalidValue, at: value.location,
                       "\(interfaceStyleKey) must be the string Light, Dark or Automatic, found \(found(value)); write \(expected(interfaceStyleKey))")
        }
        return nil
    }

    /// The style's name; the black styles before iOS 7 show light content.
    private static func statusBarStyle(_ value: XMLElement, log: inout DiagnosticLog) -> Located<NavigationStatusBarStyle>? {
        let styles: [String: NavigationStatusBarStyle] = [
            "UIStatusBarStyleDefault": .default, "UIStatusBarStyleLightContent": .lightContent,
            "UIStatusBarStyleDarkContent": .darkContent, "UIStatusBarStyleBlackOpaque": .lightContent,
            "UIStatusBarStyleBlackTranslucent": .lightContent,
        ]
        let text = value.text.trimming(" \n\t")
        if value.name == "string", let style = styles[text] { return Located(style, at: value.location) }
        log.report(.invalidValue, at: value.location,
                   "\(statusBarStyleKey) must be the string UIStatusBarStyleDefault, UIStatusBarStyleLightContent or "
                       + "UIStatusBarStyleDarkContent, found \(found(value))\(Suggestion.hint(for: text, in: styles.keys))")
        return nil
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
