/// The app's tint colour: its window's, which every view inherits that sets no tint of its own: the bar buttons of
/// the legacy design, a prominent item's glass under Liquid Glass, the tab bar's selected item. An app sets it with a
/// colour set, the one its Info.plist's `NSAccentColorName` names ("the global tint color" on iOS), which the build
/// writes from the Global Accent Color Name build setting, `AccentColor` in every project Xcode creates.
/// ([NSAccentColorName](https://developer.apple.com/documentation/bundleresources/information-property-list/nsaccentcolorname),
/// [tintColor](https://developer.apple.com/documentation/uikit/uiview/tintcolor))
enum AppTint {
    /// The name Xcode's projects give the Global Accent Color Name build setting, and their colour set.
    static let xcodeDefaultName = "AccentColor"

    /// The colour set's name, where the Info.plist names it or else where the set is, when the run reads a colour for
    /// it in the app's catalogues (not another target's, `targets`); else nil (the system blue), with a note where an
    /// Info.plist names a set that is not among the inputs (`colorSetNames`; one with no colour is the system blue, as
    /// on device).
    static func colorSet(appWide: AppWideAppearance, tokens: TokenCatalogue, colorSetNames: Set<String>, targets: AppTargets,
                         log: inout DiagnosticLog) -> Located<String>? {
        let named = appWide.accentColorName
        let name: String
        switch named?.value {
        case .colorSet(let colorSet)?: name = colorSet
        case .noColorSet?: return nil // UIKit finds no colour set by it
        case nil: name = xcodeDefaultName
        }
        if let token = tokens.tokens["asset." + name], token.type == .color, !targets.isOtherTarget(token.location.file) {
            return Located(name, at: named?.location ?? token.location)
        }
        if let named, !colorSetNames.contains(String(name.split(separator: "/").last ?? "")) {
            // A build setting, in the project or a build configuration file, or the Info.plist key.
            let key = [".pbxproj", ".xcconfig"].contains(where: named.location.file.hasSuffix)
                ? XcodeProjectReader.accentColorSetting : PropertyListReader.accentColorNameKey
            log.report(.accentColorNotInInputs, at: named.location, """
                \(key) names the colour set '\(name)', which is in no asset catalogue among the inputs, so navgen \
                draws and checks bar buttons in the system blue; give navgen the asset catalogue that holds it
                """)
        }
        return nil
    }

    /// The names of the colour sets among `files`: each `<name>.colorset` folder's.
    static func colorSetNames(_ files: [String]) -> Set<String> {
        Set(files.compactMap { file in
            let parts = file.split(separator: "/")
            guard parts.count >= 2, parts.last == "Contents.json", parts[parts.count - 2].hasSuffix(".colorset") else { return nil }
            return String(parts[parts.count - 2].dropLast(".colorset".count))
        })
    }

    /// UIKit's tint where the app sets none, in the legacy design, where it is not the runtime's default
    /// (`NavigationBarAppearance.systemBlue`): in a mode for increased contrast, the system blue for it.
    static func systemDefault(dark: Bool, highContrast: Bool) -> RGBA? {
        guard highContrast else { return nil }
        var color = SystemColorTable.color(.tintColor, documented: NavigationBarAppearance.systemBlue(dark: dark), dark: dark, highContrast: true)
        color.system = nil
        return color
    }

    /// The app's tint by mode: the colour set's colour in each mode it has one for; in the others (and without a set)
    /// the system blue, as UIKit finds none. No screen names the set, so it is no screen's problem.
    static func colors(_ colorSet: Located<String>?, tokens: TokenCatalogue) -> [String: RGBA] {
        guard let colorSet else { return [:] }
        return tokens.modes.reduce(into: [:]) { colors, mode in
            if case .color(let color)? = tokens.referenced("asset." + colorSet.value, in: mode)?.value { colors[mode] = color.srgb }
        }
    }
}
