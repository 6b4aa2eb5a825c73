import NavgenRuntime

extension NavigationBarButtonItem.Kind {
    /// A space between items, not a button: it shows nothing, takes no tint or style, and under Liquid Glass splits the
    /// groups around it.
    var isSpace: Bool { [.fixedSpace, .separator, .flexibleSpace].contains(self) }
}
