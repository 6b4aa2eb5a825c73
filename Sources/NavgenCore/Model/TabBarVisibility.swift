/// UIKit's rule for the tab bar of a navigation stack inside a tab bar controller: it is hidden while
/// any screen pushed onto the stack has `hidesBottomBarWhenPushed`. The root is never pushed, so its
/// flag is not consulted.
///
/// Each screen's answer is built from its parent's, once per screen and mode, so deep stacks cost
/// linear time rather than a walk of the whole stack per screen and per edge.
struct TabBarVisibility {
    private let screens: [String: Screen]
    /// Screen → mode → whether a pushed screen of its stack, itself included, hides the tab bar.
    private var hiddenByStack: [String: [String: Bool]] = [:]

    init(screens: [String: Screen]) {
        self.screens = screens
    }

    /// Whether some screen pushed onto `id`'s stack, up to and including `id`, hides the tab bar.
    mutating func stackHides(_ id: String, mode: String) -> Bool {
        if let known = hiddenByStack[id]?[mode] { return known }
        // Walk up to the nearest screen already known (or the root), then fill the answers back down.
        var chain: [String] = []
        var current: String? = id
        while let screen = current, hiddenByStack[screen]?[mode] == nil, chain.count <= screens.count {
            chain.append(screen)
            current = screens[screen]?.stackParent
        }
        var hidden = current.flatMap { hiddenByStack[$0]?[mode] } ?? false
        for screen in chain.reversed() {
            let pushed = screens[screen]?.stackParent != nil
            hidden = hidden || (pushed && hidesWhenPushed(screen, mode: mode))
            hiddenByStack[screen, default: [:]][mode] = hidden
        }
        return hidden
    }

    /// The screen's own `hidesBottomBarWhenPushed` in `mode`.
    func hidesWhenPushed(_ id: String, mode: String) -> Bool {
        screens[id]?.appearances[mode]?.hidesBottomBarWhenPushed == true
    }

    /// The tab bar with `top` showing on a stack where `stackHides` says whether a pushed screen hides it.
    func isVisible(top: String, stackHides: Bool) -> Bool {
        screens[top]?.tabBarController != nil && !stackHides
    }
}
