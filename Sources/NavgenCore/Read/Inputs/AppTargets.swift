/// Which of a repository's files are the app's. An app, its extensions (a widget, a share extension), its App Clip and
/// watch app, and the frameworks it checks in each keep an Info.plist and asset catalogues in a folder of their own
/// (the Info.plist at its top or in a subfolder such as `iOS/` or `Supporting Files/`), and each target reads only its
/// own. An Info.plist says whose it is (`BundleKind`), so a file lies with the targets whose Info.plists the nearest
/// folder above it that holds any holds, below the folder every input lies in, which is the repository's and no
/// target's; CocoaPods keeps its pods, each a target of its own, in `Pods/`.
public struct AppTargets: Sendable {
    private let lists: [(folders: [Substring], isApp: Bool)]
    /// The asset catalogues (and folders of them) a project's app targets copy: the app's, and other apps' where
    /// `--app-target` chose one.
    private let appResources: [String]
    private let otherAppResources: [String]
    /// How many folders down the repository's own folder is: a folder this deep or less says nothing.
    private let repositoryDepth: Int

    /// `files` are every input, which the repository's folder holds.
    public init(_ propertyLists: [PropertyListDocument], files: [String] = []) {
        // A project's settings lie in its `.xcodeproj`, which is no target's folder.
        lists = propertyLists.filter { !$0.isProjectSettings }.map { (Self.folders(of: $0.path), $0.bundle == .app) }
        appResources = propertyLists.filter { $0.isProjectSettings && $0.bundle == .app }.flatMap(\.resources)
        otherAppResources = propertyLists.filter { $0.isProjectSettings && $0.bundle == .otherApp }.flatMap(\.resources)
        let paths = files.isEmpty ? propertyLists.map(\.path) : files
        let first = paths.first.map(Self.folders) ?? []
        repositoryDepth = paths.dropFirst().reduce(first) { common, path in
            Array(zip(common, Self.folders(of: path)).prefix { $0 == $1 }.map(\.0))
        }.count
    }

    /// Whether `path` lies with another target than the app: the Info.plists of the nearest folder above it, below the
    /// repository's, that holds any are none of them the app's. Any other file is taken for the app's.
    func isOtherTarget(_ path: String) -> Bool {
        // What the project says the app's and the other apps' targets copy, where it says so.
        let normalized = TokenInput.normalizedPath(path)
        func isIn(_ resources: [String]) -> Bool { resources.contains { normalized.hasPrefix($0 + "/") } }
        if isIn(appResources) { return false }
        if isIn(otherAppResources) { return true }
        let folders = Self.folders(of: path)
        // CocoaPods' folder beside the Podfile, at the top of the repository or of its app's folder.
        if folders.indices.contains(where: { $0 <= repositoryDepth + 1 && folders[$0] == "Pods" }) { return true }
        for depth in stride(from: folders.count, to: repositoryDepth, by: -1) {
            let held = lists.filter { $0.folders.starts(with: folders.prefix(depth)) }
            if !held.isEmpty { return !held.contains { $0.isApp } }
        }
        return false
    }

    private static func folders(of path: String) -> [Substring] {
        Array(path.split(separator: "/").dropLast())
    }
}
