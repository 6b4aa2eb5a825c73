/// The navigation stack on each side of an edge. State that depends on the whole stack (the tab
/// bar) follows the path the edge takes, not the screen's shortest path from the root: a screen
/// pushed from a screen that hides the tab bar keeps it hidden, whatever other ways lead to it.
struct EdgeStacks: Sendable {
    private let tabBar: TabBarVisibility

    init(model: NavigationModel) {
        tabBar = TabBarVisibility(screens: model.screens, variants: model.variants, holders: model.barHolders)
    }

    /// The screen positions of an edge's ends, looked up once for all modes.
    func ends(of edge: Edge) -> (from: Int?, to: Int?) {
        (tabBar.position(of: edge.from), tabBar.position(of: edge.to))
    }

    /// Whether the tab bar shows on each side of the edge in one variant (by position), as the edge's stacks have it.
    func tabBarVisibility(for edge: Edge, ends: (from: Int?, to: Int?), variant: Int) -> NavigationTabBarVisibility {
        // A screen a presentation shows alone is in no tab bar controller there.
        let ends = !edge.presentsAlone ? ends : edge.operation == .present ? (ends.from, nil) : (nil, ends.to)
        let sides = self.sides(of: edge.operation, ends: ends, variant: variant)
        return NavigationTabBarVisibility(from: tabBar.isVisible(top: sides.from.top, stackHides: sides.from.hides),
                                          to: tabBar.isVisible(top: sides.to.top, stackHides: sides.to.hides))
    }

    /// The screen on top of each side's stack and whether a screen pushed onto that stack hides the tab bar.
    private func sides(of operation: NavigationOperation, ends: (from: Int?, to: Int?), variant: Int)
        -> (from: (top: Int?, hides: Bool), to: (top: Int?, hides: Bool)) {
        switch operation {
        case .push:
            let below = tabBar.stackHides(ends.from, variant: variant)
            return ((ends.from, below), (ends.to, below || tabBar.hidesWhenPushed(ends.to, variant: variant)))
        case .pop, .interactivePop, .interactivePopCancelled, .interactiveContentPop, .interactiveContentPopCancelled:
            // The pop of a push: the popped screen sits on the stack it was pushed onto.
            let below = tabBar.stackHides(ends.to, variant: variant)
            return ((ends.from, below || tabBar.hidesWhenPushed(ends.from, variant: variant)), (ends.to, below))
        case .root:
            // A container showing its root: the container's side is the root's stack.
            let own = tabBar.stackHides(ends.to, variant: variant)
            return ((ends.to, own), (ends.to, own))
        case .unwind, .popToRoot, .present, .dismiss:
            // An unwind to a screen below pops back to that screen's own stack (a prefix of this one).
            return ((ends.from, tabBar.stackHides(ends.from, variant: variant)), (ends.to, tabBar.stackHides(ends.to, variant: variant)))
        }
    }
}
