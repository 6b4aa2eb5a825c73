/// Every `id` of an Interface Builder document with where it is written. Xcode gives every object a unique id;
/// a repeated one (usually a bad merge) makes connections ambiguous, so it is reported.
enum IdentifierIndex {
    static func build(_ root: XMLElement, log: inout DiagnosticLog) -> [String: SourceLocation] {
        var index: [String: SourceLocation] = [:]
        root.forEachDescendant { element in
            guard let id = element.located("id") else { return }
            if let first = index[id.value] {
                log.error("duplicate-id", at: id.location, "the id '\(id.value)' is used by another object of this document",
                          notes: [Diagnostic.Note("first used here", at: first)])
            } else {
                index[id.value] = id.location
            }
        }
        return index
    }
}
