/// Which of a repository's files are the app's. An app, its extensions (a widget, a share extension), its App Clip and
/// watch app, and the frameworks it checks in each keep an Info.plist and asset catalogues, and each target reads only
/// its own. An Info.plist says whose it is (`BundleKind`), and Xcode keeps it at the top of its target's folder, so a
/// file lies with the target whose Info.plist's folder holds it most closely; CocoaPods keeps its pods, each a target
/// of its own, in `Pods/`.
public struct AppTargets: Sendable {
    private let lists: [(folders: [Substring], isApp: Bool)]

    public init(_ propertyLists: [PropertyListDocument]) {
        lists = propertyLists.map { (Self.folders(of: $0.path), $0.bundle == .app) }
    }

    /// Whether `path` lies with another target than the app; a file no Info.plist's folder holds is taken for the app's.
    func isOtherTarget(_ path: String) -> Bool {
        let folders = Self.folders(of: path)
        if folders.contains("Pods") { return true }
        let holding = lists.filter { folders.starts(with: $0.folders) }
        guard let closest = holding.map(\.folders.count).max() else { return false }
        return holding.allSatisfy { $0.folders.count < closest || !$0.isApp }
    }

    private static func folders(of path: String) -> [Substring] {
        Array(path.split(separator: "/").dropLast())
    }
}
