/// An app and its extensions (a widget, a share extension, an App Clip) each keep an Info.plist and an asset catalogue,
/// and each target reads only its own. Read together from a repository's folder, the app's are the ones nearest its
/// screens: a file's nearness is the folders it shares with each storyboard and navigation map, summed over them, so
/// the folder that holds most of them wins, whatever the names sort as.
enum ScreenNearness {
    /// The folders `path` shares with the storyboards and maps at `screens`, summed.
    static func score(of path: String, screens: [String]) -> Int {
        let folders = path.split(separator: "/").dropLast()
        return screens.reduce(0) { total, screen in
            total + zip(folders, screen.split(separator: "/").dropLast()).prefix { $0 == $1 }.count
        }
    }

    /// `items` nearest first; those equally near keep their order.
    static func nearestFirst<Item>(_ items: [Item], path: (Item) -> String, screens: [String]) -> [Item] {
        let scores = items.map { score(of: path($0), screens: screens) }
        return items.indices.sorted { (scores[$1], $0) < (scores[$0], $1) }.map { items[$0] }
    }
}
