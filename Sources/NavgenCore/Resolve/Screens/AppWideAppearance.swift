/// What an app's Info.plist fixes for every screen, the first of the app's property lists (in path order) that sets a
/// key deciding, as one Info.plist would: the interface style it keeps whatever the user's setting, the status bar's
/// style when view controllers do not choose theirs, the colour set that tints the app, and the design it asks for.
public struct AppWideAppearance: Sendable {
    /// `UIUserInterfaceStyle` `Light` or `Dark`, as the first of the app's property lists (in path order) that keeps one says.
    public var interfaceStyle: Located<AppInterfaceStyle>?
    /// Every screen's status-bar style where `UIViewControllerBasedStatusBarAppearance` is NO: UIKit then shows the
    /// application's style, which starts as `UIStatusBarStyle` (default when not set), and ignores each view controller's
    /// `preferredStatusBarStyle`, the glue's included. Nil when view controllers choose.
    /// ([UIViewControllerBasedStatusBarAppearance](https://developer.apple.com/documentation/bundleresources/information-property-list/uiviewcontrollerbasedstatusbarappearance))
    public var statusBarStyle: Located<NavigationStatusBarStyle>?
    /// Whether the app hides the status bar on every screen: `UIStatusBarHidden` where view controllers do not choose.
    public var hidesStatusBar = false
    /// `NSAccentColorName`, as the first of the app's property lists that sets it says (`AppTint`).
    public var accentColorName: Located<AccentColorName>?
    /// `UIDesignRequiresCompatibility`, as the first of the app's property lists that sets it says (`BuildDesigns`).
    public var requiresCompatibility: Located<Bool>?

    public init(propertyLists: [PropertyListDocument] = []) {
        requiresCompatibility = propertyLists.lazy.compactMap(\.requiresCompatibility).first
        interfaceStyle = propertyLists.lazy.compactMap(\.interfaceStyle).first
        accentColorName = propertyLists.lazy.compactMap(\.accentColorName).first
        if let key = propertyLists.lazy.compactMap(\.controllerBasedStatusBar).first, !key.value {
            statusBarStyle = propertyLists.lazy.compactMap(\.statusBarStyle).first ?? Located(.default, at: key.location)
            hidesStatusBar = propertyLists.lazy.compactMap(\.statusBarHidden).first?.value ?? false
        }
    }

    /// A `no-effect` warning at each app-wide key an app's Info.plist sets otherwise than the first that sets it: two
    /// apps' Info.plists read in one run (a repository with two apps), of which one decides for every screen.
    static func disagreements(in propertyLists: [PropertyListDocument]) -> [Diagnostic] {
        func disagreeing<Value: Equatable>(_ key: String, _ value: (PropertyListDocument) -> Located<Value>?) -> [Diagnostic] {
            let set = propertyLists.compactMap { list in value(list).map { (list, $0) } }
            guard let (decidingList, deciding) = set.first else { return [] }
            // A target's build settings add to the Info.plist file it names: one app, not two.
            func sameApp(_ list: PropertyListDocument) -> Bool {
                list.infoPlistFile?.value == decidingList.standardPath || decidingList.infoPlistFile?.value == list.standardPath
            }
            return set.dropFirst().filter { $0.1.value != deciding.value && !sameApp($0.0) }.map { list, ignored in
                // Two application targets of one Xcode project share its file.
                let decider = list.path == decidingList.path ? "another app target of this project" : displayPath(decidingList.path)
                // App targets of a project can be told apart by name, unless two projects' have one name.
                let remedy = if let name = list.targetName, name == decidingList.targetName {
                    "two Xcode projects among the inputs have an app target '\(name)'; give navgen one of them, or run navgen on each app's files apart"
                } else if list.isProjectSettings || decidingList.isProjectSettings {
                    "name the app's target with --app-target, or run navgen on each app's files apart"
                } else {
                    "run navgen on each app's files apart"
                }
                return Diagnostic(.noEffect, at: ignored.location, """
                    \(key) here has no effect: navgen reads one app, and \(decider), read first, sets it otherwise for every \
                    screen; \(remedy)
                    """)
            }
        }
        // The status bar's style and visibility decide only where view controllers leave the status bar to the app.
        let appDecides = propertyLists.lazy.compactMap(\.controllerBasedStatusBar).first?.value == false
        return disagreeing(PropertyListReader.compatibilityKey, \.requiresCompatibility)
            + disagreeing(PropertyListReader.interfaceStyleKey, \.interfaceStyle)
            + disagreeing(PropertyListReader.controllerBasedStatusBarKey, \.controllerBasedStatusBar)
            + (appDecides ? disagreeing(PropertyListReader.statusBarStyleKey, \.statusBarStyle)
                + disagreeing(PropertyListReader.statusBarHiddenKey, \.statusBarHidden) : [])
            + disagreeing(PropertyListReader.accentColorNameKey, \.accentColorName)
    }

    /// Whether a mode shows under the kept interface style: with `Light`, the modes that are not dark; with `Dark`, the
    /// dark ones. Every mode shows when the app follows the user's setting.
    func shows(_ mode: String) -> Bool {
        guard let style = interfaceStyle?.value else { return true }
        return TokenCatalogue.isDark(mode) == (style == .dark)
    }

    /// The modes the app shows, when the kept style leaves any; a note at the key names the ones left out.
    func shownModes(_ modes: [String], log: inout DiagnosticLog) -> [String] {
        let shown = modes.filter(shows)
        guard let style = interfaceStyle, !shown.isEmpty, shown.count < modes.count else { return modes }
        let hidden = modes.filter { !shows($0) }
        log.report(.fixedInterfaceStyle, at: style.location,
                   "UIUserInterfaceStyle '\(style.value.rawValue)' keeps the app \(style.value.rawValue.lowercased()), so navgen generates "
                       + "and checks \(Self.modeList(shown)) and leaves out \(Self.modeList(hidden))")
        return shown
    }

    /// Whether resolving `mode` takes UIKit's dark defaults and colours: the kept style's, else the mode's name's.
    func isDark(_ mode: String) -> Bool {
        interfaceStyle.map { $0.value == .dark } ?? TokenCatalogue.isDark(mode)
    }

    /// The level above every other in the cascade: the application's status-bar style, where it decides.
    var level: [AppearanceProperty: SourceValue] {
        statusBarStyle.map { [.statusBarStyle: SourceValue($0.value.rawValue, at: $0.location)] } ?? [:]
    }

    /// A `no-effect` warning at each status-bar style the inputs write, once, when the application's style decides.
    func unusedStatusBarStyles(controllers: ControllerTable, appearances: [String: SourceAppearance],
                               global: [AppearanceProperty: SourceValue]) -> [Diagnostic] {
        guard let style = statusBarStyle else { return [] }
        let written = [global[.statusBarStyle]] + appearances.keys.sorted().map { appearances[$0]?.properties[.statusBarStyle] }
            + controllers.order.map { controllers[$0]?.properties[.statusBarStyle] }
        var places = Set<SourceLocation>()
        return written.compactMap { value in
            guard let value, places.insert(value.location).inserted else { return nil }
            let shows = hidesStatusBar ? "hides the status bar (UIStatusBarHidden)" : "shows the app's status-bar style ('\(style.value.rawValue)')"
            return Diagnostic(.noEffect, at: value.location,
                              "statusBarStyle '\(value.text)' has no effect: UIViewControllerBasedStatusBarAppearance is NO in "
                                  + "\(displayPath(style.location.file)), so UIKit \(shows) on every screen; set the key to YES to let screens choose")
        }
    }

    private static func modeList(_ modes: [String]) -> String {
        (modes.count == 1 ? "mode " : "modes ") + modes.map { "'\($0)'" }.sentenceList
    }
}
