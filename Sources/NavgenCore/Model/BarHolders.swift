/// The screen whose bar each child controller shows. UIKit's navigation bar shows the navigation item of the controller
/// on top of the stack ([UINavigationController](https://developer.apple.com/documentation/uikit/uinavigationcontroller)),
/// and a container view's child (or any container's child) is not on the stack: while it is on screen, the bar and the
/// tab bar are those of the screen that holds it, through any nesting of containers.
enum BarHolders {
    /// Child screen id → the screen whose bar it shows, for each screen in no navigation controller whose parent in
    /// `children` is a screen; of a child with several parents, the first in `screens`' order holds it.
    static func holders(screens: [Screen], children: [String: [String]]) -> [String: String] {
        let unstacked = Set(screens.lazy.filter { $0.navigationController == nil }.map(\.id))
        var parent: [String: String] = [:]
        for screen in screens {
            for child in children[screen.id] ?? [] where child != screen.id && unstacked.contains(child) && parent[child] == nil {
                parent[child] = screen.id
            }
        }
        var holders: [String: String] = [:]
        for (child, holder) in parent {
            var top = holder
            var seen: Set<String> = [child, holder]
            while let next = parent[top], seen.insert(next).inserted { top = next }
            holders[child] = top
        }
        return holders
    }
}
