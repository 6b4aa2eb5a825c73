/// A child controller's navigation item. UIKit's navigation bar shows the navigation item of the controller on top of
/// the stack ([UINavigationController](https://developer.apple.com/documentation/uikit/uinavigationcontroller)), and a
/// container view's child is not on the stack, so what its storyboard item writes for the bar never shows there.
enum ChildNavigationItems {
    /// A `no-effect` warning at each child's navigation item that writes a title, a prompt or bar button items, where the
    /// screen holding the child is in a navigation stack. A child with a storyboard ID is left alone: code may show it
    /// elsewhere, where its item does show.
    static func unshown(holders: [String: String], children: [String: [String]], screens: [Screen], controllers: ControllerTable,
                        names: [String: String]) -> [Diagnostic] {
        let stacked = Set(screens.lazy.filter { $0.navigationController != nil }.map(\.id))
        return controllers.order.compactMap { id in
            guard let holder = holders[id], stacked.contains(holder), let child = controllers[id], child.storyboardIdentifier == nil,
                  let location = child.navigationItemLocation else { return nil }
            var written: [String] = []
            if let title = child.navigationTitle, !title.isEmpty { written.append("its title '\(title)'") }
            if child.prompt?.isEmpty == false { written.append("its prompt") }
            if !child.items.isEmpty { written.append(child.items.count == 1 ? "its bar button item" : "its \(child.items.count) bar button items") }
            guard !written.isEmpty else { return nil }
            let (childName, holderName) = (names[id] ?? id, names[holder] ?? holder)
            // A child of a child reaches the screen on top through its navigation controller, not its parent.
            let (place, reach) = children[holder]?.contains(id) == true ? ("a child of", "parent?.navigationItem")
                : ("inside", "navigationController?.topViewController?.navigationItem")
            return Diagnostic(.noEffect, at: location, """
                '\(childName)' is \(place) '\(holderName)', and the navigation bar shows the navigation item of the screen on \
                top of the stack, '\(holderName)', never a child's, so it never shows \(written.sentenceList); set them on \
                '\(holderName)''s navigation item (the child reaches it as \(reach)), or push '\(childName)' instead of \
                embedding it
                """)
        }
    }
}
