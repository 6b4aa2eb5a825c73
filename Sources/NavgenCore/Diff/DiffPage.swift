/// `navgen diff --html`: the screens and edges a change affects, before and after side by side, drawn by the report
/// page's own drawings (`NavigationDiff.html` renders it with the report's style and drawing partials).
struct DiffPageContext: Encodable {
    var generatedBy: String
    var base: String
    var summary: String
    /// The affected screens and the edges between them, on each side; null for a side without a model.
    var before: ReportPageContext?
    var after: ReportPageContext?
    var changes: [Change]

    /// A changed screen or edge: what `navgen diff` says of it, and where it is on each side's page (null where that
    /// side does not have it).
    struct Change: Encodable {
        /// `screen` or `edge`.
        var kind: String
        var title: String
        var lines: [String]
        var before: Int?
        var after: Int?
    }

    init(_ outcome: NavgenDiff.Outcome) {
        let diff = outcome.diff
        var screens: [String: (title: String, lines: [String], baseID: String?, headID: String?)] = [:]
        var order: [String] = []
        func note(_ node: DiffNode, baseID: String?, headID: String?, _ line: String) {
            let key = headID ?? "base:" + (baseID ?? node.id)
            if screens[key] == nil {
                order.append(key)
                screens[key] = (node.label, [], baseID, headID)
            }
            screens[key]!.lines.append(line)
        }
        for change in diff.screens where change.node.kind == .screen {
            switch change.kind {
            case .added: note(change.node, baseID: nil, headID: change.node.id, DiffWording.screen(change))
            case .removed: note(change.node, baseID: change.node.id, headID: nil, DiffWording.screen(change))
            case .renamed: note(change.node, baseID: change.previous?.id, headID: change.node.id, DiffWording.screen(change))
            }
        }
        for change in diff.properties where change.screen.kind == .screen {
            note(change.screen, baseID: change.screen.id, headID: change.screen.id, DiffWording.property(change))
        }
        for change in diff.tokens {
            for screen in change.screens where screen.kind == .screen {
                note(screen, baseID: screen.id, headID: screen.id, DiffWording.token(change))
            }
        }
        // Edges: the written ones added, and those whose plans changed, each with both ends shown.
        var edges: [(title: String, lines: [String], from: String, to: String, operation: NavigationOperation)] = []
        for change in diff.edges where change.kind == .added {
            edges.append((DiffWording.edge(from: change.from, to: change.to, operation: change.operation), [DiffWording.edge(change)],
                          change.from.id, change.to.id, change.operation))
        }
        for change in diff.transitions {
            guard let operation = change.operations.first else { continue }
            edges.append((DiffWording.edge(from: change.from, to: change.to, operations: change.operations), [DiffWording.transition(change)],
                          change.from.id, change.to.id, operation))
        }
        let renamed = Dictionary(diff.screens.compactMap { change in change.previous.map { (change.node.id, $0.id) } },
                                 uniquingKeysWith: { first, _ in first })
        var headIDs = Set(screens.values.compactMap(\.headID))
        var baseIDs = Set(screens.values.compactMap(\.baseID))
        for edge in edges {
            headIDs.formUnion([edge.from, edge.to])
            baseIDs.formUnion([renamed[edge.from] ?? edge.from, renamed[edge.to] ?? edge.to])
        }
        func page(_ result: Navgen.Result?, _ ids: Set<String>) -> ReportPageContext? {
            guard let result, let model = result.model else { return nil }
            return ReportPageContext(model: model, plans: result.plans, diagnostics: [], flow: FlowContext(model: model, plans: result.plans),
                                     selection: ids)
        }
        let before = page(outcome.base, baseIDs), after = page(outcome.head, headIDs)
        func screen(_ id: String?, on side: ReportPageContext?) -> Int? {
            guard let id else { return nil }
            return side?.screens.firstIndex { $0.id == id }
        }
        func edge(_ from: String, _ to: String, _ operation: NavigationOperation, on side: ReportPageContext?) -> Int? {
            guard let side, let from = screen(from, on: side), let to = screen(to, on: side) else { return nil }
            return side.edges.firstIndex { $0.from == from && $0.to == to && $0.operation == operation.rawValue }
        }
        changes = order.map { key in
            let entry = screens[key]!
            return Change(kind: "screen", title: entry.title, lines: entry.lines, before: screen(entry.baseID, on: before),
                          after: screen(entry.headID, on: after))
        } + edges.map { entry in
            Change(kind: "edge", title: entry.title, lines: entry.lines,
                   before: edge(renamed[entry.from] ?? entry.from, renamed[entry.to] ?? entry.to, entry.operation, on: before),
                   after: edge(entry.from, entry.to, entry.operation, on: after))
        }
        summary = DiffWording.summary(diff)
        generatedBy = "navgen \(Navgen.version) diff against \(diff.base): \(summary)"
        base = diff.base
        self.before = before
        self.after = after
    }
}

extension NavgenDiff {
    /// The web page of what changed (`--html`): each affected screen's bars and each affected edge's transition, before
    /// and after. `templates` replace the default ones, as in a run: the page's partials are the report's.
    public static func htmlPage(_ outcome: Outcome, templates: String? = nil) throws(DiffFailure) -> String {
        do {
            return try TemplateSet.load(overrides: templates).renderer.render("NavigationDiff.html", context: TemplateEncoder.value(of: DiffPageContext(outcome)))
        } catch {
            throw DiffFailure(error.diagnostic.message, diagnostics: [error.diagnostic])
        }
    }

    /// Where GitHub Actions keeps a run's artifacts, from the variables it sets (`GITHUB_SERVER_URL`,
    /// `GITHUB_REPOSITORY`, `GITHUB_RUN_ID`); nil elsewhere.
    public static func artifactsPage(environment: [String: String]) -> String? {
        guard let server = environment["GITHUB_SERVER_URL"], let repository = environment["GITHUB_REPOSITORY"],
              let run = environment["GITHUB_RUN_ID"], !server.isEmpty, !repository.isEmpty, !run.isEmpty else { return nil }
        return "\(server)/\(repository)/actions/runs/\(run)#artifacts"
    }
}
