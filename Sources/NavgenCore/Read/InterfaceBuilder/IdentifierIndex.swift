/// Every `id` of an Interface Builder document with the element that has it. Xcode gives every object a unique
/// id; a repeated one (usually a bad merge) makes connections ambiguous, so it is reported.
enum IdentifierIndex {
    /// Id → the position of the first element with it in its document's tree. Positions, not locations: this
    /// reads every element of the document, and a location is only needed for a repeated id.
    static func build(_ root: XMLElement, log: inout DiagnosticLog) -> [String: Int] {
        // Sized for every element at once, and each id hashed once: most have one.
        var index = [String: Int](minimumCapacity: root.descendantCount)
        root.forEachDescendant { element in
            guard let id = element.attribute("id") else { return }
            if let first = index.updateValue(element.index, forKey: id) {
                index[id] = first
                log.report(.duplicateID, at: element.location(of: "id"), "the id '\(id)' is used by another object of this document",
                           notes: [Diagnostic.Note("first used here", at: XMLElement(tree: root.tree, index: first).location(of: "id"))])
            }
        }
        return index
    }
}
