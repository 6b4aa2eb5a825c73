/// The navigation stack on each side of an edge. State that depends on the whole stack (the tab
/// bar) follows the path the edge takes, not the screen's shortest path from the root: a screen
/// pushed from a screen that hides the tab bar keeps it hidden, whatever other ways lead to it.
struct EdgeStacks {
    private var tabBar: TabBarVisibility

    init(model: NavigationModel) {
        tabBar = TabBarVisibility(screens: Dictionary(model.screens.map { ($0.id, $0) }, uniquingKeysWith: { first, _ in first }))
    }

    /// The bar of each side of the edge in one mode, with the tab bar as the edge's stacks have it.
    mutating func states(for edge: Edge, mode: String, from: BarAppearance, to: BarAppearance) -> (from: BarAppearance, to: BarAppearance) {
        let sides = self.sides(of: edge, mode: mode)
        var (fromState, toState) = (from, to)
        fromState.tabBarVisible = tabBar.isVisible(top: sides.from.top, stackHides: sides.from.hides)
        toState.tabBarVisible = tabBar.isVisible(top: sides.to.top, stackHides: sides.to.hides)
        return (fromState, toState)
    }

    /// The screen on top of each side's stack and whether a screen pushed onto that stack hides the tab bar.
    private mutating func sides(of edge: Edge, mode: String) -> (from: (top: String, hides: Bool), to: (top: String, hides: Bool)) {
        switch edge.operation {
        case .push:
            let below = tabBar.stackHides(edge.from, mode: mode)
            return ((edge.from, below), (edge.to, below || tabBar.hidesWhenPushed(edge.to, mode: mode)))
        case .pop, .interactivePop, .interactivePopCancelled:
            // The pop of a push: the popped screen sits on the stack it was pushed onto.
            let below = tabBar.stackHides(edge.to, mode: mode)
            return ((edge.from, below || tabBar.hidesWhenPushed(edge.from, mode: mode)), (edge.to, below))
        case .root:
            // A container showing its root: the container's side is the root's stack.
            let own = tabBar.stackHides(edge.to, mode: mode)
            return ((edge.to, own), (edge.to, own))
        case .unwind, .popToRoot, .present, .dismiss:
            // An unwind to a screen below pops back to that screen's own stack (a prefix of this one).
            return ((edge.from, tabBar.stackHides(edge.from, mode: mode)), (edge.to, tabBar.stackHides(edge.to, mode: mode)))
        }
    }
}
