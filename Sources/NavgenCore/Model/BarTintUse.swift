/// Whether the bar's tint draws anything on a screen's bar. It colours the back button and the bar button items without
/// a tint of their own ([UINavigationBar.tintColor](https://developer.apple.com/documentation/uikit/uinavigationbar/tintcolor)).
/// A screen that nothing pushes and no split view holds has no back button (a split view's columns may show its
/// buttons, which a classic one leaves to the app, and a collapsed one pushes its secondary), and where every item the
/// inputs give it tints itself, the bar's tint has nothing to draw. A screen with no item at all keeps it: the app
/// often adds items in code (`editButtonItem`), which take the bar's tint.
struct BarTintUse: Sendable {
    /// The screens that show a back button or a split view's button somewhere.
    private let withButtons: Set<String>

    /// `pushed` are the screens some edge pushes; `children` the controllers' children (`NavigationModel.children`).
    init(screens: [Screen], containers: [Container], children: [String: [String]], pushed: Set<String>) {
        var withButtons = pushed
        let screenIDs = Set(screens.lazy.map(\.id))
        let containers = Set(containers.lazy.map(\.id))
        // A split view is a parent of children that is neither a screen nor a navigation or tab bar controller.
        let splits = children.filter { !screenIDs.contains($0.key) && !containers.contains($0.key) }
        let inSplits = Set(splits.values.joined())
        for screen in screens {
            let navigation = screen.navigationController
            if inSplits.contains(screen.id) || navigation.map(inSplits.contains) == true
                || splits.keys.contains(where: { navigation?.hasPrefix($0 + "/") == true }) {
                withButtons.insert(screen.id)
            }
        }
        self.withButtons = withButtons
    }

    func drawsTint(on screen: Screen, _ bar: BarAppearance) -> Bool {
        if withButtons.contains(screen.id) || screen.titleView != nil { return true }
        let buttons = [bar.leftItems, bar.rightItems].joined().lazy.filter { !$0.kind.isSpace }
        return buttons.isEmpty || buttons.contains { $0.tintColor == nil }
    }
}
