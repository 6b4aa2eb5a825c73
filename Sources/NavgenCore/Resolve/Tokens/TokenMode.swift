/// A mode: one context picked from every axis, named by the picked contexts joined with `-`.
struct TokenMode: Hashable {
    var name: String
    var contexts: Set<String>

    /// Axes merge when they share a context name (a resolver's `theme` and an asset catalogue's
    /// luminosity both say `light`/`dark`), whatever its case (Figma's export says `Light`); every combination of the
    /// merged axes is a mode, named as the first axis spells its contexts.
    /// Axes of one document never merge with each other (two modifiers may both have an `on` context). `screenAxes`
    /// come last, from the screens' own values (`SystemColorAppearances`).
    static func modes(for documents: [TokenDocument], screenAxes: [ModeAxis] = []) -> [TokenMode] {
        var axes: [ModeAxis] = []
        var owners: [Int] = []
        let declared = documents.enumerated().flatMap { document in document.element.axes.map { (document.offset, $0) } }
        for (owner, axis) in declared + screenAxes.map({ (documents.count, $0) }) {
            let names = Set(axis.contexts.map(Self.folded))
            if let index = axes.indices.first(where: { owners[$0] != owner && !Set(axes[$0].contexts.map(Self.folded)).isDisjoint(with: names) }) {
                for context in axis.contexts where !axes[index].contexts.map(Self.folded).contains(Self.folded(context)) {
                    axes[index].contexts.append(context)
                }
                axes[index].isOptional = axes[index].isOptional && axis.isOptional
            } else {
                axes.append(axis)
                owners.append(owner)
            }
        }
        var modes = [TokenMode(name: "", contexts: [])]
        for axis in axes {
            let choices: [String?] = (axis.isOptional ? [nil] : []) + axis.contexts.map(Optional.some)
            modes = modes.flatMap { mode in
                choices.map { choice in
                    guard let choice else { return mode }
                    return TokenMode(name: mode.name.isEmpty ? choice : mode.name + "-" + choice,
                                     contexts: mode.contexts.union([choice]))
                }
            }
        }
        // One mode is the default mode, still picking the one context each axis has.
        if modes.count == 1 { return [TokenMode(name: TokenCatalogue.defaultMode, contexts: modes[0].contexts)] }
        return modes.map { $0.name.isEmpty ? TokenMode(name: TokenCatalogue.defaultMode, contexts: []) : $0 }
    }

    /// Whether a layer for `contexts` applies in this mode: each of them is picked, whatever its case.
    func includes(_ contexts: Set<String>) -> Bool {
        let picked = Set(self.contexts.map(Self.folded))
        return contexts.allSatisfy { picked.contains(Self.folded($0)) }
    }

    /// A context name as modes compare it.
    private static func folded(_ context: String) -> String {
        context.lowercased()
    }
}
