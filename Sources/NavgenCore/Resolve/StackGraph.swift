/// Which screens live in which navigation stack, and the edges between them.
struct StackGraph {
    let controllers: [String: SourceController]
    let order: [String]
    let segues: [SourceSegue]
    /// Navigation controller → root screen.
    private(set) var roots: [String: String] = [:]
    /// Tab bar controller → its tabs, in order.
    private(set) var tabs: [String: [String]] = [:]
    /// Screen → the navigation controller whose stack holds it.
    private(set) var stackOwner: [String: String] = [:]
    /// Navigation controller or screen → the tab bar controller holding it.
    private(set) var tabOwner: [String: String] = [:]
    /// Screen → the screen that pushes it on the shortest path from the root.
    private(set) var parent: [String: String] = [:]
    /// Screen → the destinations it pushes, in segue order.
    private var pushes: [String: [String]] = [:]
    /// Positions in `segues` of those whose destination exists: positions, as a segue is large to copy.
    private var validSegues: [Int] = []

    init(controllers: [String: SourceController], order: [String], segues: [SourceSegue]) {
        self.controllers = controllers
        self.order = order
        self.segues = segues
    }

    var firstNavigationController: String? { order.first { controllers[$0]?.role == .navigation } }

    /// Links the graph and reports broken references, missing roots and pushes outside a stack.
    mutating func check() -> [Diagnostic] {
        var log = DiagnosticLog()
        for (position, segue) in segues.enumerated() {
            // A storyboard unwind segue points at the scene's Exit object; UIKit finds the target by its action.
            if segue.effect == .unwind, segue.unwindAction != nil, controllers[segue.destination] == nil { continue }
            guard controllers[segue.destination] != nil else {
                log.error("unresolved-reference", at: segue.location,
                          "'\(segue.destination)' names no screen or controller\(Suggestion.hint(for: segue.destination, in: order))")
                continue
            }
            validSegues.append(position)
            switch segue.effect {
            case .root: roots[segue.source] = roots[segue.source] ?? segue.destination
            case .tab:
                tabs[segue.source, default: []].append(segue.destination)
                tabOwner[segue.destination] = tabOwner[segue.destination] ?? segue.source
            case .push: pushes[segue.source, default: []].append(segue.destination)
            default: break
            }
        }
        for id in order where controllers[id]?.role == .navigation {
            guard let root = roots[id] else {
                log.error("missing-root", at: controllers[id]!.location,
                          "navigation controller '\(id)' has no root screen; give it a root (root=\"…\" or a rootViewController relationship)")
                continue
            }
            walkStack(from: root, owner: id)
        }
        for position in validSegues {
            let segue = segues[position]
            guard segue.effect == .push && stackOwner[segue.source] == nil && requiresStack(segue) else { continue }
            log.error("push-outside-navigation", at: segue.location,
                      "'\(segue.source)' pushes '\(segue.destination)' but is in no navigation controller; embed '\(segue.source)' in a navigation controller or present instead")
        }
        return log.entries
    }

    /// `show` falls back to a presentation outside a stack; only explicit pushes are errors there.
    private func requiresStack(_ segue: SourceSegue) -> Bool {
        segue.kind == "push"
    }

    private mutating func walkStack(from root: String, owner: String) {
        guard stackOwner[root] == nil else { return }
        stackOwner[root] = owner
        var queue = [root]
        var head = 0
        while head < queue.count {
            let current = queue[head]
            head += 1
            for destination in pushes[current] ?? [] where stackOwner[destination] == nil {
                guard controllers[destination]?.role == .screen else { continue }
                stackOwner[destination] = owner
                parent[destination] = current
                queue.append(destination)
            }
        }
    }

    /// The screen a segue arrives at: a navigation controller stands for its root screen.
    private func arrival(_ id: String) -> String? {
        guard let controller = controllers[id] else { return nil }
        switch controller.role {
        case .screen: return id
        case .navigation: return roots[id]
        case .tabBar: return tabs[id]?.first.flatMap(arrival)
        default: return nil
        }
    }

    /// Every edge the engine plans, in a stable order.
    func edges() -> [Edge] {
        var edges: [Edge] = []
        func add(_ from: String, _ to: String, _ operation: Operation, _ segue: SourceSegue, animated: Bool? = nil) {
            edges.append(Edge(from: from, to: to, operation: operation, animated: animated ?? segue.animated, identifier: segue.identifier,
                              splitTransition: segue.splitTransition?.text ?? "automatic", disabledRules: segue.disabledRules,
                              location: segue.location))
        }
        for position in validSegues {
            let segue = segues[position]
            switch segue.effect {
            case .root:
                if controllers[segue.destination]?.role == .screen { add(segue.source, segue.destination, .root, segue) }
            case .push where stackOwner[segue.source] != nil:
                guard let to = arrival(segue.destination) else { continue }
                add(segue.source, to, .push, segue)
                // The back button and the swipe animate even when the push did not.
                add(to, segue.source, .pop, segue, animated: true)
                add(to, segue.source, .interactivePop, segue, animated: true)
                add(to, segue.source, .interactivePopCancelled, segue, animated: true)
            case .push, .present:
                guard let to = arrival(segue.destination), controllers[segue.source]?.role == .screen else { continue }
                add(segue.source, to, .present, segue)
                add(to, segue.source, .dismiss, segue)
            case .unwind:
                guard let to = arrival(segue.destination) else { continue }
                add(segue.source, to, .unwind, segue)
            case .tab, .embed, .other:
                continue
            }
        }
        for id in order where controllers[id]?.role == .screen {
            guard let owner = stackOwner[id], let root = roots[owner], root != id, parent[id] != nil else { continue }
            // Written nowhere: it belongs to the screen, whose comments can silence rules on it.
            let screen = controllers[id]!
            edges.append(Edge(from: id, to: root, operation: .popToRoot, animated: true, identifier: nil,
                              splitTransition: "automatic", disabledRules: screen.disabledRules, location: screen.location))
        }
        return edges
    }
}
