/// The tokens that set a bar property taking a keyword (`navigation.bar.barInterfaceStyle`…), or true or false
/// (`navigation.bar.translucent`), and the tokens these alias: the one place navgen reads `"$type": "string"`, which DTCG lacks but Figma's string variables and Terrazzo
/// export (DEC-16 in docs/dtcg-requirements.md).
enum BarKeywordTokens {
    static let prefix = "navigation.bar."

    /// The properties that take a keyword, or true or false.
    static let properties = AppearanceProperty.allCases.filter(takesKeyword)

    /// Whether a token at `path` sets a property that takes a keyword.
    static func setsKeyword(_ path: String) -> Bool {
        guard path.hasPrefix(prefix), let property = AppearanceProperty(rawValue: String(path.dropFirst(prefix.count))) else { return false }
        return takesKeyword(property)
    }

    /// Whether `path` is a group or token under `navigation.bar`, where a rejected `string` gets a hint of its own.
    static func isUnderBar(_ path: String) -> Bool {
        path == String(prefix.dropLast()) || path.hasPrefix(prefix)
    }

    /// The paths of the tokens of one mode that set a keyword, or that one of those reaches through aliases.
    static func reached(in tokens: [RawToken]) -> Set<String> {
        var byPath: [String: [Int]] = [:]
        for index in tokens.indices { byPath[tokens[index].path, default: []].append(index) }
        var pending = tokens.indices.filter { setsKeyword(tokens[$0].path) }
        var reached: Set<Int> = []
        while let index = pending.popLast() {
            guard reached.insert(index).inserted else { continue }
            if let target = aliasTarget(of: tokens[index].value) { pending += byPath[target] ?? [] }
        }
        return Set(reached.map { tokens[$0].path })
    }

    /// The same in every mode at once, where some mode types a token `string`; else nothing needs deciding.
    static func reached(in modes: [Flattened]) -> Set<String> {
        guard modes.contains(where: { !$0.strings.isEmpty }) else { return [] }
        return modes.reduce(into: []) { $0.formUnion(reached(in: $1.tokens)) }
    }

    /// A keyword, or true or false, which a string token says as `"true"` or `"false"`.
    private static func takesKeyword(_ property: AppearanceProperty) -> Bool {
        switch property.valueKind {
        case .keyword, .bool: true
        case .color, .image, .font, .fraction: false
        }
    }

    /// The token a whole value aliases: `"{a.b}"`, or a `$ref` to `#/a/b/$value`.
    static func aliasTarget(of value: JSONValue) -> String? {
        if let text = value.string { return CurlyReference.path(in: text) }
        guard let pointer = value["$ref"]?.string, let segments = JSONPointer.segments(of: pointer), segments.last == "$value" else { return nil }
        return segments.dropLast().joined(separator: ".")
    }
}
