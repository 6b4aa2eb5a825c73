/// One app of several: an Xcode project with an app target per brand or environment (`App`, `App Staging`) holds an
/// Info.plist's keys and an asset catalogue for each, and navgen reads one app. `--app-target` names the target whose
/// settings, and whose Info.plist file (`INFOPLIST_FILE`), are the app's; the other app targets' are another app's,
/// so the colour sets in their folders give way to the app's as an extension's do (`AppTargets`).
enum AppTargetChoice {
    static func choose(_ name: String, in propertyLists: inout [PropertyListDocument], inputs: [String], log: inout DiagnosticLog) {
        let targets = propertyLists.filter { $0.targetName != nil }
        guard targets.contains(where: { $0.targetName == name }) else {
            let names = Set(targets.compactMap(\.targetName)).sorted()
            let found = names.isEmpty
                ? "no Xcode project among the inputs has an iOS app target; give navgen the project (its .xcodeproj folder) or leave the option out"
                : "the iOS app targets of the Xcode projects among the inputs are \(names.map { "'\($0)'" }.sentenceList)\(Suggestion.hint(for: name, in: names))"
            log.report(.input, at: .file(targets.first?.path ?? inputs.first ?? "."), "--app-target names '\(name)', but \(found)")
            return
        }
        let chosen = Set(targets.filter { $0.targetName == name }.compactMap(\.infoPlistFile))
        let others = Set(targets.filter { $0.targetName != name }.compactMap(\.infoPlistFile)).subtracting(chosen)
        for index in propertyLists.indices {
            let list = propertyLists[index]
            if list.isProjectSettings ? list.targetName != name : others.contains(list.standardPath) {
                propertyLists[index].bundle = .otherApp
            }
        }
    }
}
