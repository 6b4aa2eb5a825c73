/// The words every format of the diff shares: the summary line and each item as a sentence.
enum DiffWording {
    static let unchanged = "no navigation changes"

    /// One line: what changed, counted (`1 screen added · 3 bar changes on 2 screens · 1 warning fixed`).
    static func summary(_ diff: NavigationDiff) -> String {
        guard !diff.isEmpty else { return unchanged }
        var parts: [String] = []
        for mode in diff.modesAdded { parts.append("mode \(mode) added") }
        for mode in diff.modesRemoved { parts.append("mode \(mode) removed") }
        for kind in [ScreenChange.Kind.added, .renamed, .removed] {
            let changes = diff.screens.filter { $0.kind == kind }
            let screens = changes.filter { $0.node.kind == .screen }.count
            let containers = changes.count - screens
            if screens > 0 { parts.append("\(counted(screens, "screen")) \(kind.rawValue)") }
            if containers > 0 { parts.append("\(counted(containers, "container")) \(kind.rawValue)") }
        }
        if !diff.properties.isEmpty {
            let screens = Set(diff.properties.map(\.screen.id)).count
            parts.append("\(counted(diff.properties.count, "bar change")) on \(counted(screens, "screen"))")
        }
        if !diff.transitions.isEmpty { parts.append("\(counted(diff.transitions.count, "transition")) changed") }
        for kind in [EdgeChange.Kind.added, .removed] {
            let count = diff.edges.filter { $0.kind == kind }.count
            if count > 0 { parts.append("\(counted(count, "edge")) \(kind.rawValue)") }
        }
        for severity in [Severity.error, .warning, .note] {
            let introduced = diff.diagnostics.filter { $0.kind == .introduced && $0.diagnostic.severity == severity }.count
            if introduced > 0 { parts.append(counted(introduced, "new " + severity.rawValue)) }
        }
        for severity in [Severity.error, .warning, .note] {
            let resolved = diff.diagnostics.filter { $0.kind == .resolved && $0.diagnostic.severity == severity }.count
            if resolved > 0 { parts.append("\(counted(resolved, severity.rawValue)) fixed") }
        }
        if !diff.tokens.isEmpty { parts.append("\(counted(diff.tokens.count, "token")) changed") }
        return parts.joined(separator: " · ")
    }

    static func counted(_ count: Int, _ noun: String) -> String { "\(count) \(noun)\(count == 1 ? "" : "s")" }

    /// A decision or property value as people read it (`blocked (swipe-back disabled)` for `blockedSwipeBackDisabled`).
    static func value(_ text: String) -> String {
        switch text {
        case NavigationTransitionPlan.InteractivePop.blockedSwipeBackDisabled.rawValue: "blocked (swipe-back disabled)"
        case NavigationTransitionPlan.InteractivePop.blockedBackNotInteractive.rawValue: "blocked (back not interactive)"
        case NavigationTransitionPlan.InteractivePop.notApplicable.rawValue: "not applicable"
        default: text
        }
    }

    /// A change that holds alike in every design names only its modes, as a diagnostic does.
    static func variants(_ variants: [DiffVariant]) -> String {
        let designs = Array(uniqueOf: variants.compactMap(\.design))
        let modes = Array(uniqueOf: variants.map(\.mode))
        if let first = variants.first, designs.count == first.designCount, variants.count == designs.count * modes.count {
            return modes.joined(separator: ", ")
        }
        return variants.map(\.label).joined(separator: ", ")
    }

    static func operation(_ operation: NavigationOperation) -> String {
        switch operation {
        case .interactivePop: "swipe-back"
        case .interactivePopCancelled: "cancelled swipe-back"
        case .popToRoot: "pop to root"
        default: operation.rawValue
        }
    }

    static func edge(from: DiffNode, to: DiffNode, operation: NavigationOperation) -> String {
        edge(from: from, to: to, operations: [operation])
    }

    static func edge(from: DiffNode, to: DiffNode, operations: [NavigationOperation]) -> String {
        "\(from.name) → \(to.name) (\(operations.map(operation).joined(separator: ", ")))"
    }

    static func screen(_ change: ScreenChange) -> String {
        let noun = noun(change.node.kind)
        switch change.kind {
        case .added:
            let reached = change.reachedFrom.isEmpty ? "nothing leads to it" : "reached from " + change.reachedFrom.map(\.name).joined(separator: ", ")
            return "\(change.node.name) is a new \(noun); \(reached)"
        case .removed:
            return "\(change.node.name) (\(noun)) is removed"
        case .renamed:
            let previous = change.previous ?? change.node
            let id = previous.id == change.node.id ? "" : "id was \(previous.id)"
            guard change.nameChanged else { return "\(change.node.name) has a new id (\(id.dropFirst(3)))" }
            return "\(previous.name) is now \(change.node.name)" + (id.isEmpty ? "" : " (\(id))")
        }
    }

    static func noun(_ kind: DiffNode.Kind) -> String {
        switch kind {
        case .screen: "screen"
        case .navigationController: "navigation controller"
        case .tabBarController: "tab bar controller"
        }
    }

    static func property(_ change: PropertyChange) -> String {
        "\(change.screen.name), \(variants(change.variants)): \(change.label) \(value(change.before.text)) → \(value(change.after.text))"
    }

    static func fields(_ fields: [TransitionChange.Field]) -> String {
        fields.map { "\($0.label) \(value($0.before)) → \(value($0.after)) (\(variants($0.variants)))" }.joined(separator: "; ")
    }

    static func transition(_ change: TransitionChange) -> String {
        "\(edge(from: change.from, to: change.to, operations: change.operations)): \(fields(change.fields))"
    }

    static func edge(_ change: EdgeChange) -> String {
        let identifier = change.identifier.map { " `\($0)`" } ?? ""
        let verb = change.kind == .added ? "new edge" : "edge removed"
        return "\(verb): \(edge(from: change.from, to: change.to, operation: change.operation))\(identifier)"
    }

    static func diagnostic(_ change: DiagnosticChange) -> String {
        let diagnostic = change.diagnostic
        let state = change.kind == .introduced ? "new" : "fixed"
        return "\(state) \(diagnostic.severity.rawValue): \(diagnostic.message) [\(diagnostic.rule)]"
    }

    static func tokenValues(_ change: TokenChange) -> String {
        change.values.map { "\($0.variant.label) \($0.before?.text ?? "none") → \($0.after?.text ?? "none")" }.joined(separator: "; ")
    }

    static func token(_ change: TokenChange) -> String {
        let screens = change.screens.isEmpty ? "no screen uses it" : "reaches " + change.screens.map(\.name).joined(separator: ", ")
        return "token \(change.path): \(tokenValues(change)); \(screens)"
    }
}
