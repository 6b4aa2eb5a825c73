/// UIKit's rule for the tab bar of a navigation stack inside a tab bar controller: it is hidden while
/// any screen pushed onto the stack has `hidesBottomBarWhenPushed`. The root is never pushed, so its
/// flag is not consulted.
enum TabBarVisibility {
    /// `stack` runs from the root to the top screen, each in the mode being decided.
    static func isVisible(inTabBar: Bool, stack: [BarAppearance]) -> Bool {
        inTabBar && !stack.dropFirst().contains { $0.hidesBottomBarWhenPushed }
    }
}
