/// The screen whose bar each child controller shows. UIKit's navigation bar shows the navigation item of the controller
/// on top of the stack ([UINavigationController](https://developer.apple.com/documentation/uikit/uinavigationcontroller)),
/// and a screen's child (a container view's) is not on the stack: while it is on screen, the bar and the tab bar are
/// those of the screen that holds it, through any nesting of container views.
enum BarHolders {
    /// Child screen id → the screen whose bar it shows, for each screen in no navigation controller whose parent in
    /// `children` is a screen. A child that several screens embed shows the bar of the first, in `screens`' order, that
    /// is in a navigation stack (through its own holders), else of the first.
    static func holders(screens: [Screen], children: [String: [String]]) -> [String: String] {
        let unstacked = Set(screens.lazy.filter { $0.navigationController == nil }.map(\.id))
        var parents: [String: [String]] = [:]
        for screen in screens {
            for child in children[screen.id] ?? [] where child != screen.id && unstacked.contains(child) {
                parents[child, default: []].append(screen.id)
            }
        }
        // Each screen's top, worked out once (containers nest without cycles; `seen` only stops a malformed one).
        var tops: [String: String] = [:]
        /// The screen at the top of `id`'s holders, preferring one in a stack; `id` itself when nothing holds it.
        func top(of id: String, seen: Set<String>) -> String {
            if let known = tops[id] { return known }
            let candidates = (parents[id] ?? []).filter { !seen.contains($0) }.map { top(of: $0, seen: seen.union([id])) }
            let found = candidates.first { !unstacked.contains($0) } ?? candidates.first ?? id
            tops[id] = found
            return found
        }
        var holders: [String: String] = [:]
        for child in parents.keys.sorted() {
            let holder = top(of: child, seen: [])
            if holder != child { holders[child] = holder }
        }
        return holders
    }
}
