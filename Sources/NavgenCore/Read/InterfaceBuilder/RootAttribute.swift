/// `navgen.root` on a navigation controller whose root the app sets in code: the root's storyboard ID, read as the
/// rootViewController relationship the document lacks, so the stack under it is checked like any other.
enum RootAttribute {
    /// One root relationship per navigation controller that names its root this way, in document order.
    static func segues(controllers: [SourceController], segues: [SourceSegue], log: inout DiagnosticLog) -> [SourceSegue] {
        var roots: [SourceSegue] = []
        for controller in controllers {
            guard let root = controller.rootIdentifier else { continue }
            guard controller.role == .navigation else {
                log.report(.invalidValue, at: root.location,
                       "'navgen.root' names a navigation controller's root, but '\(ReadableNames.plain(controller))' is a <\(controller.element)>; set it on the navigation controller")
                continue
            }
            if let relationship = segues.first(where: { $0.source == controller.id && $0.effect == .root }) {
                log.report(.invalidValue, at: root.location,
                       "navigation controller '\(ReadableNames.plain(controller))' has a rootViewController relationship already; remove 'navgen.root' or the relationship",
                       notes: [.init("the relationship to '\(name(of: relationship.destination, in: controllers))'", at: relationship.location)])
                continue
            }
            guard let target = controllers.first(where: { $0.storyboardIdentifier == root.text && $0.role != .reference }) else {
                let identifiers = controllers.compactMap(\.storyboardIdentifier)
                log.report(.unresolvedReference, at: root.location,
                       "'navgen.root' is '\(root.text)', which no controller of this document has as its storyboard ID\(Suggestion.hint(for: root.text, in: identifiers))")
                continue
            }
            var segue = SourceSegue(id: "\(controller.id).navgen.root", kind: "relationship", effect: .root, source: controller.id,
                                    destination: target.id, location: root.location)
            segue.relationship = "rootViewController"
            segue.trigger = "\(controller.element)#\(controller.id)"
            roots.append(segue)
        }
        return roots
    }

    /// Diagnostics name controllers as people read them (see `ReadableNames`).
    private static func name(of id: String, in controllers: [SourceController]) -> String {
        controllers.first { $0.id == id }.map(ReadableNames.plain) ?? id
    }
}
