/// The navigation stack on each side of an edge. State that depends on the whole stack (the tab
/// bar) follows the path the edge takes, not the screen's shortest path from the root: a screen
/// pushed from a screen that hides the tab bar keeps it hidden, whatever other ways lead to it.
struct EdgeStacks {
    private let screens: [String: Screen]

    init(model: NavigationModel) {
        screens = Dictionary(model.screens.map { ($0.id, $0) }, uniquingKeysWith: { first, _ in first })
    }

    /// The stacks before and after the edge, root first.
    func stacks(for edge: Edge) -> (from: [String], to: [String]) {
        let from = stack(of: edge.from)
        let to = stack(of: edge.to)
        switch edge.operation {
        case .push:
            return (from, from + [edge.to])
        case .pop, .interactivePop, .interactivePopCancelled:
            // The pop of a push: the popped screen sits on the stack it was pushed onto.
            return (to + [edge.from], to)
        case .unwind:
            // Unwinding pops back to the target when it is below; otherwise the target's own stack shows.
            if let index = from.firstIndex(of: edge.to) { return (from, Array(from[...index])) }
            return (from, to)
        case .root:
            // A container showing its root: the container's side is the root's stack.
            return (to, to)
        case .popToRoot, .present, .dismiss:
            return (from, to)
        }
    }

    /// The bar of each side of the edge in one mode, with the tab bar as the edge's stacks have it.
    func states(for edge: Edge, mode: String, from: BarAppearance, to: BarAppearance) -> (from: BarAppearance, to: BarAppearance) {
        let (fromStack, toStack) = stacks(for: edge)
        var (fromState, toState) = (from, to)
        fromState.tabBarVisible = tabBarVisible(fromStack, endpoint: edge.operation == .root ? edge.to : edge.from, mode: mode)
        toState.tabBarVisible = tabBarVisible(toStack, endpoint: edge.to, mode: mode)
        return (fromState, toState)
    }

    /// A screen outside any stack is its own one-screen stack.
    private func stack(of id: String) -> [String] {
        guard let screen = screens[id] else { return [] }
        return screen.stack.isEmpty ? [id] : screen.stack
    }

    private func tabBarVisible(_ stack: [String], endpoint: String, mode: String) -> Bool {
        let owner = screens[stack.last ?? endpoint] ?? screens[endpoint]
        return TabBarVisibility.isVisible(inTabBar: owner?.tabBarController != nil,
                                          stack: stack.compactMap { screens[$0]?.appearances[mode] })
    }
}
