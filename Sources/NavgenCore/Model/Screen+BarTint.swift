extension Screen {
    /// Whether the bar's tint draws anything on this screen's bar. It colours the back button and the bar button items
    /// without a tint of their own ([UINavigationBar.tintColor](https://developer.apple.com/documentation/uikit/uinavigationbar/tintcolor)).
    /// A screen no stack pushes has no back button, and where every item the inputs give it tints itself, the bar's tint
    /// has nothing to draw. A screen with no item at all keeps it: the app often adds items in code
    /// (`editButtonItem`), which take the bar's tint.
    func drawsInBarTint(_ bar: BarAppearance) -> Bool {
        let pushed = stackParent != nil || !otherStacks.isEmpty
        let items = (bar.leftItems + bar.rightItems).filter { $0.kind != .fixedSpace && $0.kind != .separator }
        return pushed || titleView != nil || items.isEmpty || items.contains { $0.tintColor == nil }
    }
}
