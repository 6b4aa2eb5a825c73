/// One app of several: an Xcode project with an app target per brand or environment (`App`, `App Staging`) holds an
/// Info.plist's keys and an asset catalogue for each, and navgen reads one app. `--app-target` names the target whose
/// settings, and whose Info.plist file (`INFOPLIST_FILE`), are the app's; every other app target's settings and Info.plist
/// file are another app's, so the colour sets in their folders give way to the app's as an extension's do
/// (`AppTargets`).
enum AppTargetChoice {
    /// Whether an iOS app target of a project among the inputs has the name.
    static func isAppTarget(_ name: String, in propertyLists: [PropertyListDocument]) -> Bool {
        propertyLists.contains { $0.targetName == name }
    }

    /// Where no project's iOS app target has the name, an error lists them, unless the target is not `required`: then
    /// every app is read as one.
    static func choose(_ name: String, in propertyLists: inout [PropertyListDocument], inputs: [String], required: Bool = true,
                       otherPlatformApps: [String: String] = [:], log: inout DiagnosticLog) {
        guard isAppTarget(name, in: propertyLists) else {
            guard required else { return }
            let names = appTargetNames(in: propertyLists)
            let listed = "the iOS app targets of the Xcode projects among the inputs are \(names.map { "'\($0)'" }.sentenceList)"
            let message = if let sdk = otherPlatformApps[name] {
                // Its name alone does not say why it is not one.
                "--app-target names '\(name)', an app target for another platform (SDKROOT \(sdk)), but navgen reads iPhone and iPad apps; "
                    + (names.isEmpty ? "no Xcode project among the inputs has one" : listed)
            } else if names.isEmpty {
                "--app-target names '\(name)', but no Xcode project among the inputs has an iOS app target; give navgen the project "
                    + "(its .xcodeproj folder) or leave the option out"
            } else {
                "--app-target names '\(name)', but \(listed)\(Suggestion.hint(for: name, in: names))"
            }
            log.report(.input, at: .file(firstProject(in: propertyLists) ?? inputs.first ?? "."), message)
            return
        }
        // The chosen target's Info.plist file is the one it names: any other that would be an app's is another app's
        // (another target's, or one a target no longer names), and all are where the target names none.
        let chosen = Set(propertyLists.filter { $0.targetName == name }.compactMap { $0.infoPlistFile?.value })
        for index in propertyLists.indices where propertyLists[index].bundle == .app {
            let list = propertyLists[index]
            if list.isProjectSettings ? list.targetName != name : !chosen.contains(list.standardPath) {
                propertyLists[index].bundle = .otherApp
            }
        }
    }

    /// A warning where `appTarget` names no project's iOS app target while the build names the one it builds
    /// (`building`), which decides: the typo would otherwise go unseen in every build.
    static func reportUnknown(_ name: String, besides building: String, in propertyLists: [PropertyListDocument], log: inout DiagnosticLog) {
        guard !isAppTarget(name, in: propertyLists) else { return }
        let hint = Suggestion.hint(for: name, in: appTargetNames(in: propertyLists))
        log.report(.noEffect, at: .file(firstProject(in: propertyLists) ?? "."), """
            appTarget names '\(name)', which no Xcode project among the inputs has as an iOS app target; it has no effect \
            while the build names the target it builds ('\(building)'), but would elsewhere\(hint)
            """)
    }

    /// The iOS app targets' names, each once, sorted.
    private static func appTargetNames(in propertyLists: [PropertyListDocument]) -> [String] {
        Set(propertyLists.compactMap(\.targetName)).sorted()
    }

    /// The project file of the first app target, where a diagnostic about the choice points.
    private static func firstProject(in propertyLists: [PropertyListDocument]) -> String? {
        propertyLists.first { $0.targetName != nil }?.path
    }

    /// A note for each app target (the chosen one, or every one) whose Info.plist file (`INFOPLIST_FILE`) is not among
    /// the inputs: navgen reads only its settings then.
    static func reportMissingInfoPlists(in propertyLists: [PropertyListDocument], log: inout DiagnosticLog) {
        let files = Set(propertyLists.filter { !$0.isProjectSettings }.map(\.standardPath))
        for app in propertyLists where app.isProjectSettings && app.bundle == .app {
            guard let file = app.infoPlistFile, !files.contains(file.value) else { continue }
            log.report(.buildSettingsNotInInputs, at: file.location, """
                the Info.plist file '\(file.value)' that the app target '\(app.targetName ?? "")' names is not among the inputs, \
                so navgen reads only the target's build settings; add it to the inputs
                """)
        }
    }
}
