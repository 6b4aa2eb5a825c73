/// `navgen diff --format json`: the diff as a stable interface (fields documented in docs/reviewing.md, only ever added).
enum DiffJSON {
    static func render(_ diff: NavigationDiff) -> String {
        let root: JSONWriter.Value = .object([
            ("navgenVersion", .string(Navgen.version)),
            ("base", .string(diff.base)),
            ("changed", .bool(!diff.isEmpty)),
            ("summary", .string(DiffWording.summary(diff))),
            ("modesAdded", .array(diff.modesAdded.map { .string($0) })),
            ("modesRemoved", .array(diff.modesRemoved.map { .string($0) })),
            ("screens", .array(diff.screens.map(screen))),
            ("properties", .array(diff.properties.map(property))),
            ("transitions", .array(diff.transitions.map(transition))),
            ("edges", .array(diff.edges.map(edge))),
            ("diagnostics", .array(diff.diagnostics.map { change in
                guard case .object(let members) = DiagnosticFormatter.json(change.diagnostic) else { return .null }
                return .object([("change", .string(change.kind.rawValue))] + members)
            })),
            ("tokens", .array(diff.tokens.map(token))),
            ("headHasErrors", .bool(diff.headHasErrors)),
        ])
        return JSONWriter.render(root) + "\n"
    }

    private static func node(_ node: DiffNode) -> JSONWriter.Value {
        .object([("id", .string(node.id)), ("name", .string(node.name)), ("kind", .string(node.kind.rawValue))])
    }

    private static func location(_ location: SourceLocation?) -> JSONWriter.Value {
        guard let location else { return .null }
        return .object([("file", .string(location.file)), ("line", .number(Double(location.line))),
                        ("column", .number(Double(location.column)))])
    }

    private static func variants(_ variants: [DiffVariant]) -> JSONWriter.Value {
        .array(variants.map { .object([("mode", .string($0.mode)), ("design", .optional($0.design?.rawValue))]) })
    }

    private static func value(_ value: DiffValue?) -> JSONWriter.Value {
        guard let value else { return .null }
        return .object([("text", .string(value.text)), ("color", value.color.map { .string($0.hex) } ?? .null)])
    }

    private static func screen(_ change: ScreenChange) -> JSONWriter.Value {
        .object([
            ("change", .string(change.kind.rawValue)),
            ("screen", node(change.node)),
            ("previous", change.previous.map(node) ?? .null),
            ("nameChanged", .bool(change.nameChanged)),
            ("reachedFrom", .array(change.reachedFrom.map(node))),
            ("location", location(change.location)),
            ("baseLocation", location(change.baseLocation)),
        ])
    }

    private static func property(_ change: PropertyChange) -> JSONWriter.Value {
        .object([
            ("screen", node(change.screen)),
            ("property", .string(change.property)),
            ("before", value(change.before)),
            ("after", value(change.after)),
            ("variants", variants(change.variants)),
            ("location", location(change.location)),
        ])
    }

    private static func transition(_ change: TransitionChange) -> JSONWriter.Value {
        .object([
            ("from", node(change.from)),
            ("to", node(change.to)),
            ("operations", .array(change.operations.map { .string($0.rawValue) })),
            ("fields", .array(change.fields.map { field in
                .object([("field", .string(field.field)), ("before", .string(field.before)), ("after", .string(field.after)),
                         ("variants", variants(field.variants))])
            })),
            ("location", location(change.location)),
        ])
    }

    private static func edge(_ change: EdgeChange) -> JSONWriter.Value {
        .object([
            ("change", .string(change.kind.rawValue)),
            ("from", node(change.from)),
            ("to", node(change.to)),
            ("operation", .string(change.operation.rawValue)),
            ("identifier", .optional(change.identifier)),
            ("location", location(change.location)),
            ("baseLocation", location(change.baseLocation)),
        ])
    }

    private static func token(_ change: TokenChange) -> JSONWriter.Value {
        .object([
            ("path", .string(change.path)),
            ("values", .array(change.values.map { entry in
                .object([("variant", .object([("mode", .string(entry.variant.mode))])), ("before", value(entry.before)),
                         ("after", value(entry.after))])
            })),
            ("screens", .array(change.screens.map(node))),
            ("location", location(change.location)),
        ])
    }
}
