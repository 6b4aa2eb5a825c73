/// Compares the analysed base with the analysed new side. Everything follows the new side's order (the base's for
/// what only the base has), so the same two sides always give the same diff.
struct ModelComparison {
    let base: Navgen.Result
    let head: Navgen.Result
    let baseInputs: BaseInputs

    /// An edge as both sides can name it: its ends as new-side ids, and which of the same ends and operation it is.
    struct EdgeKey: Hashable {
        var from: String
        var to: String
        var operation: NavigationOperation
        var occurrence: Int
    }

    /// The operations written in the inputs; the pops, dismissals and pops to root follow from them.
    static let writtenOperations: Set<NavigationOperation> = [.root, .push, .present, .unwind]

    func diff() -> NavigationDiff {
        let baseModel = base.model ?? Self.emptyModel
        let headModel = head.model ?? Self.emptyModel
        let baseNodes = NodeIndex(model: baseModel, documents: base.documents, path: basePath)
        let headNodes = NodeIndex(model: headModel, documents: head.documents, path: displayPath)
        let matches = ScreenMatching.match(base: baseNodes, head: headNodes)
        let modes = headModel.modes.filter(baseModel.modes.contains)
        let designs = headModel.designs.filter(baseModel.designs.contains)
        let variants = designs.flatMap { design in
            modes.map { DiffVariant(mode: $0, design: design, designCount: designs.count) }
        }
        var diff = NavigationDiff(base: baseInputs.label)
        if !base.inputFiles.isEmpty {
            diff.modesAdded = headModel.modes.filter { !baseModel.modes.contains($0) }
            diff.modesRemoved = baseModel.modes.filter { !headModel.modes.contains($0) }
        }
        let sides = Sides(baseNodes: baseNodes, headNodes: headNodes, matches: matches)
        diff.screens = screenChanges(sides, headModel: headModel)
        diff.properties = propertyChanges(sides, baseModel: baseModel, headModel: headModel, variants: variants)
        diff.edges = edgeChanges(sides, baseModel: baseModel, headModel: headModel)
        diff.transitions = transitionChanges(sides, baseModel: baseModel, headModel: headModel, variants: variants)
        diff.headHasErrors = head.hasErrors
        diff.diagnostics = diagnosticChanges(listResolved: !head.hasErrors, renames: Self.renames(sides))
        diff.tokens = tokenChanges(baseModel: baseModel, headModel: headModel, variants: modes.map { DiffVariant(mode: $0) },
                                   nodes: headNodes)
        return diff
    }

    /// Both sides' nodes and which is which.
    struct Sides {
        let baseNodes: NodeIndex
        let headNodes: NodeIndex
        /// Base id → new id.
        let matches: [String: String]
        /// New id → base id.
        let baseIDs: [String: String]

        init(baseNodes: NodeIndex, headNodes: NodeIndex, matches: [String: String]) {
            (self.baseNodes, self.headNodes, self.matches) = (baseNodes, headNodes, matches)
            baseIDs = Dictionary(uniqueKeysWithValues: matches.map { ($0.value, $0.key) })
        }

        /// A base id as the new side knows it; a base-only id is kept apart from every new id.
        func headID(_ baseID: String) -> String { matches[baseID] ?? "\u{1}" + baseID }

        /// A base edge end as a node: its new-side node when it is matched, else as the base had it.
        func baseNode(_ id: String) -> DiffNode { matches[id].map(headNodes.node) ?? baseNodes.node(id) }
    }

    // MARK: Screens and containers

    private func screenChanges(_ sides: Sides, headModel: NavigationModel) -> [ScreenChange] {
        var added: [ScreenChange] = []
        for entry in sides.headNodes.entries where sides.baseIDs[entry.node.id] == nil {
            var reachedFrom: [DiffNode] = []
            for edge in headModel.edges where edge.to == entry.node.id && Self.writtenOperations.contains(edge.operation)
                && !reachedFrom.contains(where: { $0.id == edge.from }) {
                reachedFrom.append(sides.headNodes.node(edge.from))
            }
            added.append(ScreenChange(kind: .added, node: entry.node, reachedFrom: reachedFrom, location: entry.location))
        }
        var renamed: [ScreenChange] = []
        for entry in sides.baseNodes.entries {
            guard let headID = sides.matches[entry.node.id], let other = sides.headNodes[headID] else { continue }
            if other.node.id != entry.node.id || other.plainName != entry.plainName {
                renamed.append(ScreenChange(kind: .renamed, node: other.node, previous: entry.node, nameChanged: other.plainName != entry.plainName,
                                            location: other.location, baseLocation: entry.location))
            }
        }
        renamed.sort { (sides.headNodes.positions[$0.node.id] ?? 0) < (sides.headNodes.positions[$1.node.id] ?? 0) }
        let removed = sides.baseNodes.entries.filter { sides.matches[$0.node.id] == nil }.map { entry in
            ScreenChange(kind: .removed, node: entry.node, baseLocation: entry.location)
        }
        return added + renamed + removed
    }

    // MARK: Bars

    private func propertyChanges(_ sides: Sides, baseModel: NavigationModel, headModel: NavigationModel,
                                 variants: [DiffVariant]) -> [PropertyChange] {
        var baseScreens: [String: Screen] = [:]
        for screen in baseModel.screens where baseScreens[screen.id] == nil { baseScreens[screen.id] = screen }
        var changes: [PropertyChange] = []
        for screen in headModel.screens {
            guard let baseID = sides.baseIDs[screen.id], let previous = baseScreens[baseID] else { continue }
            let node = sides.headNodes.node(screen.id)
            for property in BarProperty.all {
                var differences: [(DiffVariant, Pair<DiffValue>)] = []
                for variant in variants {
                    guard let key = variant.key, let before = previous.appearances[key], let after = screen.appearances[key] else { continue }
                    let old = property.value(.init(bar: before, design: key.design, tabBarVisible: previous.tabBarVisible[key] ?? false)) ?? DiffValue("–")
                    let new = property.value(.init(bar: after, design: key.design, tabBarVisible: screen.tabBarVisible[key] ?? false)) ?? DiffValue("–")
                    if old.text != new.text { differences.append((variant, Pair(before: old, after: new))) }
                }
                for (pair, affected) in Self.grouped(differences) {
                    let source = property.sources.lazy.compactMap { screen.propertyLocations[$0] }.first ?? screen.location
                    changes.append(PropertyChange(screen: node, property: property.key, label: property.label, before: pair.before,
                                                  after: pair.after, variants: affected, location: displayed(source)))
                }
            }
        }
        return changes
    }

    // MARK: Edges and plans

    private func edgeChanges(_ sides: Sides, baseModel: NavigationModel, headModel: NavigationModel) -> [EdgeChange] {
        let written = { (edge: Edge) in Self.writtenOperations.contains(edge.operation) }
        let baseKeys = Self.keys(baseModel.edges.filter(written)) { sides.headID($0) }
        let headKeys = Self.keys(headModel.edges.filter(written)) { $0 }
        let baseSet = Set(baseKeys.map(\.key))
        let headSet = Set(headKeys.map(\.key))
        var changes: [EdgeChange] = []
        for (key, edge) in headKeys where !baseSet.contains(key) {
            changes.append(EdgeChange(kind: .added, from: sides.headNodes.node(edge.from), to: sides.headNodes.node(edge.to),
                                      operation: edge.operation, identifier: edge.identifier, location: displayed(edge.location)))
        }
        for (key, edge) in baseKeys where !headSet.contains(key) {
            let stillThere = sides.matches[edge.from].flatMap { sides.headNodes[$0]?.location }
            changes.append(EdgeChange(kind: .removed, from: sides.baseNode(edge.from), to: sides.baseNode(edge.to),
                                      operation: edge.operation, identifier: edge.identifier, location: stillThere,
                                      baseLocation: displayed(edge.location, base: true)))
        }
        return changes
    }

    private func transitionChanges(_ sides: Sides, baseModel: NavigationModel, headModel: NavigationModel,
                                   variants: [DiffVariant]) -> [TransitionChange] {
        let baseKeys = Self.keys(baseModel.edges) { sides.headID($0) }
        let basePlans = Self.plansByKey(base.plans, edges: baseKeys)
        let basePresentations = Dictionary(baseKeys.map { ($0.key, $0.edge.presentation) }, uniquingKeysWith: { first, _ in first })
        let headKeys = Self.keys(headModel.edges) { $0 }
        let headPlans = Self.plansByKey(head.plans, edges: headKeys)
        var changes: [TransitionChange] = []
        for (key, edge) in headKeys {
            guard let before = basePlans[key], let after = headPlans[key] else { continue }
            var fields: [TransitionChange.Field] = []
            // The style is the edge's, the same in every mode and design.
            if let old = basePresentations[key] ?? nil, let new = edge.presentation, old != new {
                fields.append(.init(field: "presentation", label: "presentation", before: old.rawValue, after: new.rawValue, variants: variants))
            }
            for field in Self.planFields {
                var differences: [(DiffVariant, Pair<String>)] = []
                for variant in variants {
                    guard let key = variant.key, let old = before[key], let new = after[key] else { continue }
                    let (oldValue, newValue) = (field.value(old), field.value(new))
                    if oldValue != newValue { differences.append((variant, Pair(before: oldValue, after: newValue))) }
                }
                for (pair, affected) in Self.grouped(differences) {
                    fields.append(.init(field: field.key, label: field.label, before: pair.before, after: pair.after, variants: affected))
                }
            }
            guard !fields.isEmpty else { continue }
            let location = displayed(edge.location)
            // A pop and its swipe-backs come from their push, written at the same place: one line when they changed alike.
            if let last = changes.last, last.location == location, last.fields == fields,
               Set([last.from.id, last.to.id]) == Set([edge.from, edge.to]) {
                changes[changes.count - 1].operations.append(edge.operation)
                continue
            }
            changes.append(TransitionChange(from: sides.headNodes.node(edge.from), to: sides.headNodes.node(edge.to),
                                            operations: [edge.operation], fields: fields, location: location))
        }
        return changes
    }

    /// Each edge with its key, in order; `id` spells an end as a new-side id.
    private static func keys(_ edges: [Edge], id: (String) -> String) -> [(key: EdgeKey, edge: Edge)] {
        var seen: [EdgeKey: Int] = [:]
        return edges.map { edge in
            var key = EdgeKey(from: id(edge.from), to: id(edge.to), operation: edge.operation, occurrence: 0)
            let occurrence = seen[key, default: 0]
            seen[key] = occurrence + 1
            key.occurrence = occurrence
            return (key, edge)
        }
    }

    /// Edge key → variant → plan.
    private static func plansByKey(_ plans: [PlannedEdge], edges: [(key: EdgeKey, edge: Edge)]) -> [EdgeKey: [Variant: NavigationTransitionPlan]] {
        var keyOfEdge: [Edge: EdgeKey] = [:]
        for (key, edge) in edges where keyOfEdge[edge] == nil { keyOfEdge[edge] = key }
        var result: [EdgeKey: [Variant: NavigationTransitionPlan]] = [:]
        for planned in plans {
            guard let key = keyOfEdge[planned.edge] else { continue }
            result[key, default: [:]][planned.variant] = planned.plan
        }
        return result
    }

    private static let planFields: [(key: String, label: String, value: @Sendable (NavigationTransitionPlan) -> String)] = [
        ("visibility", "visibility", { $0.visibility.rawValue }),
        ("background", "background", { $0.background.rawValue }),
        ("shadow", "shadow", { $0.shadow.rawValue }),
        ("tint", "tint", { $0.tint.rawValue }),
        ("title", "title", { $0.title.rawValue }),
        ("statusBar", "status bar", { $0.statusBar.rawValue }),
        ("largeTitle", "large title", { $0.largeTitle.rawValue }),
        ("bottomBar", "tab bar", { $0.bottomBar.rawValue }),
        ("interactivePop", "swipe-back", { $0.interactivePop.rawValue }),
        ("items", "items", { $0.items.rawValue }),
        ("edgeEffect", "edge effect", { $0.edgeEffect.rawValue }),
    ]

    // MARK: Diagnostics

    private struct DiagnosticKey: Hashable {
        var severity: Severity
        var rule: String
        var file: String
        var message: String

        init(_ diagnostic: Diagnostic) {
            (severity, rule, file, message) = (diagnostic.severity, diagnostic.rule, diagnostic.location.file, diagnostic.message)
        }
    }

    private func diagnosticChanges(listResolved: Bool, renames: [(base: String, head: String)]) -> [DiagnosticChange] {
        let before = base.diagnostics.map { baseDiagnostic($0, renames: renames) }
        let after = head.diagnostics.map(DiagnosticFormatter.relativeToCurrentFolder)
        var changes = Self.excess(after, over: before).map { DiagnosticChange(kind: .introduced, diagnostic: $0) }
        if listResolved { changes += Self.excess(before, over: after).map { DiagnosticChange(kind: .resolved, diagnostic: $0) } }
        return changes
    }

    /// The diagnostics of `list` that `other` has fewer of (lines move when a file is edited, so they are not compared).
    private static func excess(_ list: [Diagnostic], over other: [Diagnostic]) -> [Diagnostic] {
        var available: [DiagnosticKey: Int] = [:]
        for diagnostic in other { available[DiagnosticKey(diagnostic), default: 0] += 1 }
        return list.filter { diagnostic in
            let key = DiagnosticKey(diagnostic)
            guard let count = available[key], count > 0 else { return true }
            available[key] = count - 1
            return false
        }
    }

    /// A base diagnostic with its paths, also those in its message, spelled as on the new side; with `renames`, the
    /// screens in its message too, so that renaming a screen does not turn its warnings into new ones.
    func baseDiagnostic(_ diagnostic: Diagnostic, renames: [(base: String, head: String)] = []) -> Diagnostic {
        var mapped = diagnostic
        mapped.location = displayed(diagnostic.location, base: true)
        mapped.message = Self.renamed(baseInputs.headText(diagnostic.message), renames)
        mapped.notes = diagnostic.notes.map { note in
            var note = note
            note.location = note.location.map { displayed($0, base: true) }
            note.message = Self.renamed(baseInputs.headText(note.message), renames)
            return note
        }
        return mapped
    }

    /// The names, quoted as messages quote them, of the matched screens and containers whose name changed.
    private static func renames(_ sides: Sides) -> [(base: String, head: String)] {
        sides.matches.keys.sorted().compactMap { baseID in
            let (before, after) = (sides.baseNodes.node(baseID).name, sides.headNodes.node(sides.matches[baseID]!).name)
            return before == after ? nil : ("'\(before)'", "'\(after)'")
        }
    }

    /// `text` with each quoted base name replaced at once, so that two screens that swap names swap back.
    private static func renamed(_ text: String, _ renames: [(base: String, head: String)]) -> String {
        guard !renames.isEmpty, text.contains("'") else { return text }
        var result = ""
        var rest = Substring(text)
        while let quote = rest.firstIndex(of: "'") {
            result += rest[..<quote]
            rest = rest[quote...]
            if let rename = renames.first(where: { rest.hasPrefix($0.base) }) {
                result += rename.head
                rest = rest.dropFirst(rename.base.count)
            } else {
                result.append("'")
                rest = rest.dropFirst()
            }
        }
        return result + rest
    }

    // MARK: Tokens

    private func tokenChanges(baseModel: NavigationModel, headModel: NavigationModel, variants: [DiffVariant],
                              nodes: NodeIndex) -> [TokenChange] {
        let reach = Self.screensReached(headModel)
        var changes: [TokenChange] = []
        for token in headModel.tokens.tokens {
            guard let previous = baseModel.tokens.tokens[token.path] else { continue }
            let values = variants.compactMap { variant -> TokenChange.Value? in
                let (old, new) = (previous.values[variant.mode], token.values[variant.mode])
                guard old?.meaning != new?.meaning else { return nil }
                return .init(variant: variant, before: old.map(Self.value), after: new.map(Self.value))
            }
            guard !values.isEmpty else { continue }
            changes.append(TokenChange(path: token.path, values: values, screens: (reach[token.path] ?? []).map(nodes.node),
                                       location: displayed(token.location)))
        }
        return changes
    }

    private static func value(_ token: TokenValue) -> DiffValue {
        if case .color(let color) = token { return DiffValue(token.summary, color: color.srgb) }
        return DiffValue(token.summary)
    }

    /// Token path → the screens (in model order) whose bars use it, directly or through the aliases they use; the
    /// app's accent colour set reaches those whose buttons show the app's tint.
    private static func screensReached(_ model: NavigationModel) -> [String: [String]] {
        var reach: [String: [String]] = [:]
        let accent = model.accentColorSet.map { "asset." + $0.value }
        for screen in model.screens {
            var visited: Set<String> = []
            let showsAppTint = screen.appearances.values.contains { $0.appTint != nil && $0.tintColor == nil }
            var pending = screen.tokenUses.map(\.value) + (showsAppTint ? accent.map { [$0] } ?? [] : [])
            while let path = pending.popLast(), visited.count <= TokenValueResolver.maximumDepth {
                guard visited.insert(path).inserted else { continue }
                reach[path, default: []].append(screen.id)
                pending += model.tokens.tokens[path]?.aliasOf.values ?? []
            }
        }
        return reach
    }

    // MARK: Helpers

    private struct Pair<Value: Hashable>: Hashable {
        var before: Value
        var after: Value
    }

    /// Changes that are the same in several variants, once each with those variants, in order of first appearance.
    private static func grouped<Value: Hashable>(_ differences: [(DiffVariant, Value)]) -> [(Value, [DiffVariant])] {
        var groups: [(Value, [DiffVariant])] = []
        for (variant, value) in differences {
            if let index = groups.firstIndex(where: { $0.0 == value }) { groups[index].1.append(variant) } else { groups.append((value, [variant])) }
        }
        return groups
    }

    private func basePath(_ path: String) -> String { displayPath(baseInputs.headPath(path)) }

    private func displayed(_ location: SourceLocation, base: Bool = false) -> SourceLocation {
        var located = location
        located.file = base ? basePath(location.file) : displayPath(location.file)
        return located
    }

    private static let emptyModel = NavigationModel(
        modes: [], build: BuildDesigns(deploymentTarget: nil), screens: [], containers: [], edges: [],
        tokens: TokenCatalogue(modes: [], tokens: [:]), deploymentTarget: nil,
        initialController: nil, declarations: Declarations(), files: [])
}
