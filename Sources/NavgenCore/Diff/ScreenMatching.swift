/// One side's screens and containers, with what it takes to recognise each on the other side.
struct NodeIndex {
    struct Entry {
        var node: DiffNode
        /// The name without an id beside it: adding a namesake elsewhere is no rename.
        var plainName: String
        var storyboardIdentifier: String?
        /// The file, as the new side spells it, and the controller's place among the file's controllers.
        var file: String
        var ordinal: Int
        var location: SourceLocation

        var isScreen: Bool { node.kind == .screen }
    }

    private(set) var entries: [Entry] = []
    private(set) var positions: [String: Int] = [:]

    /// `path` spells the side's file paths as the new side does.
    init(model: NavigationModel, documents: [SourceDocument], path: (String) -> String) {
        var sources: [String: (controller: SourceController, ordinal: Int)] = [:]
        for document in documents {
            for (ordinal, controller) in document.controllers.enumerated() where sources[controller.id] == nil {
                sources[controller.id] = (controller, ordinal)
            }
        }
        func add(_ id: String, name: String, kind: DiffNode.Kind, location: SourceLocation) {
            guard positions[id] == nil else { return }
            let source = sources[id]
            var located = location
            located.file = path(location.file)
            positions[id] = entries.count
            entries.append(Entry(node: DiffNode(id: id, name: name, kind: kind), plainName: source.map { ReadableNames.plain($0.controller) } ?? id,
                                 storyboardIdentifier: source?.controller.storyboardIdentifier, file: located.file,
                                 ordinal: source?.ordinal ?? -1, location: located))
        }
        for screen in model.screens { add(screen.id, name: screen.name, kind: .screen, location: screen.location) }
        for container in model.containers {
            add(container.id, name: container.name, kind: container.role == .tabBar ? .tabBarController : .navigationController,
                location: container.location)
        }
    }

    subscript(id: String) -> Entry? { positions[id].map { entries[$0] } }

    /// The node for an edge's end: a screen, a container, or (for ends the model does not hold) the id itself.
    func node(_ id: String) -> DiffNode { self[id]?.node ?? DiffNode(id: id, name: id, kind: .screen) }
}

/// Which base screen or container is which on the new side: the same id; else, among those left, the same
/// storyboard identifier (one of a kind on each side); else the same place in the same file.
enum ScreenMatching {
    /// Base id → new id.
    static func match(base: NodeIndex, head: NodeIndex) -> [String: String] {
        var matched: [String: String] = [:]
        var taken: Set<String> = []
        for entry in base.entries {
            if let other = head[entry.node.id], other.isScreen == entry.isScreen {
                matched[entry.node.id] = other.node.id
                taken.insert(other.node.id)
            }
        }
        func left(_ index: NodeIndex, excluding: Set<String>) -> [NodeIndex.Entry] {
            index.entries.filter { !excluding.contains($0.node.id) }
        }
        let identifierKey: (NodeIndex.Entry) -> String? = { entry in entry.storyboardIdentifier.map { "\(entry.isScreen) \($0)" } }
        let placeKey: (NodeIndex.Entry) -> String? = { entry in entry.ordinal < 0 ? nil : "\(entry.isScreen) \(entry.ordinal) \(entry.file)" }
        for key in [identifierKey, placeKey] {
            let unmatchedBase = left(base, excluding: Set(matched.keys))
            let unmatchedHead = left(head, excluding: taken)
            let headByKey = unique(unmatchedHead, key: key)
            for (value, entry) in unique(unmatchedBase, key: key) {
                guard let other = headByKey[value] else { continue }
                matched[entry.node.id] = other.node.id
                taken.insert(other.node.id)
            }
        }
        return matched
    }

    /// Entries by key, leaving out keys that more than one entry has.
    private static func unique(_ entries: [NodeIndex.Entry], key: (NodeIndex.Entry) -> String?) -> [String: NodeIndex.Entry] {
        var found: [String: NodeIndex.Entry] = [:]
        var repeated: Set<String> = []
        for entry in entries {
            guard let value = key(entry) else { continue }
            if found.updateValue(entry, forKey: value) != nil { repeated.insert(value) }
        }
        for value in repeated { found[value] = nil }
        return found
    }
}
