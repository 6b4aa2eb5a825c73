/// An app and its extensions (a widget, a share extension) each keep an asset catalogue, often with the same colour
/// sets: Xcode builds each catalogue into its own target, so their names never meet there. Read together, a colour set
/// with the colours of one of the same name in another catalogue read before is the same colour, not a second
/// definition. A colour set whose colours differ is still defined twice (`duplicate-id`), and so is one of a name used
/// twice in one catalogue, which Xcode reports too.
enum ColorSetCopies {
    static func removed(from documents: [TokenDocument]) -> [TokenDocument] {
        var kept: [String: [TokenDocument]] = [:]
        return documents.filter { document in
            guard document.format == .colorset, let name = document.layers.first?.tree["asset"]?.object?.first?.key else { return true }
            let copied = kept[name, default: []].contains { earlier in
                AssetCatalogColorSetReader.catalogue(of: earlier.path) != AssetCatalogColorSetReader.catalogue(of: document.path)
                    && earlier.hasColors(of: document)
            }
            if copied { return false }
            kept[name, default: []].append(document)
            return true
        }
    }
}

private extension TokenDocument {
    func hasColors(of other: TokenDocument) -> Bool {
        layers.count == other.layers.count && axes == other.axes
            && zip(layers, other.layers).allSatisfy { $0.contexts == $1.contexts && $0.tree.hasContent(of: $1.tree) }
    }
}

private extension JSONValue {
    /// Whether the two hold the same data, wherever each is written.
    func hasContent(of other: JSONValue) -> Bool {
        switch (kind, other.kind) {
        case let (.object(members), .object(others)):
            members.count == others.count && zip(members, others).allSatisfy { $0.key == $1.key && $0.value.hasContent(of: $1.value) }
        case let (.array(items), .array(others)): items.count == others.count && zip(items, others).allSatisfy { $0.hasContent(of: $1) }
        case let (.number(number, _), .number(other, _)): number == other
        case let (.string(text), .string(other)): text == other
        case let (.bool(flag), .bool(other)): flag == other
        case (.null, .null): true
        default: false
        }
    }
}
