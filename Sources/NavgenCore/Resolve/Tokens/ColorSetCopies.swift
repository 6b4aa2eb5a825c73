/// An app and its extensions (a widget, a share extension) each keep an asset catalogue, often with the same colour
/// sets: Xcode builds each catalogue into its own target, so their names never meet there, and the app's screens load
/// the app's. Read together, another target's colour set (`AppTargets`) of a name the app's catalogues hold too is
/// passed over; and one with the colours of one of the same name in another catalogue read before is the same colour,
/// not a second definition. A colour set whose colours differ is still defined twice (`duplicate-id`) where neither is
/// known to be another target's, and so is one of a name used twice in one catalogue, which Xcode reports too.
enum ColorSetCopies {
    static func removed(from documents: [TokenDocument], targets: AppTargets = AppTargets([])) -> [TokenDocument] {
        let appNames = Set(documents.filter { $0.format == .colorset && !targets.isOtherTarget($0.path) }.compactMap(\.name))
        var kept: [String: [TokenDocument]] = [:]
        return documents.filter { document in
            guard document.format == .colorset, let name = document.name else { return true }
            if appNames.contains(name), targets.isOtherTarget(document.path) { return false }
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
    /// A colour set's name: the one member of its `asset` group.
    var name: String? { layers.first?.tree["asset"]?.object?.first?.key }

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
        // Within half a step of 8 bits: Xcode writes a component as `0xF7` or as `0.969`, the same pixel.
        case let (.number(number, _), .number(other, _)): abs(number - other) <= 0.5 / 255
        case let (.string(text), .string(other)): text == other
        case let (.bool(flag), .bool(other)): flag == other
        case (.null, .null): true
        default: false
        }
    }
}
