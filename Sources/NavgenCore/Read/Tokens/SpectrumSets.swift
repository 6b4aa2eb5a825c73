/// Adobe Spectrum's per-mode values: a token whose `sets` map set names to values, or to further `sets`
/// (`{"sets": {"light": {"value": …}, "dark": {"value": …}}}`; older releases nest a system's colour sets).
///
/// The names one `sets` object holds are alternatives of one choice, so each group of names that appear
/// together is a mode axis, as a resolver modifier is: `light`/`dark`/`wireframe` and `desktop`/`mobile`
/// are two axes, and a mode picks one of each. A nested `sets` is a further axis. Each axis is named by the
/// `$schema` of the tokens that hold it (`…/color-set.json` → `color`, `scale-set.json` → `scale`).
struct SpectrumSets {
    /// A token's value in the modes that pick every one of `contexts`.
    private struct Entry {
        var contexts: [String]
        var path: [String]
        var token: JSONValue
    }

    private var entries: [Entry] = []
    private(set) var axes: [ModeAxis] = []

    var isEmpty: Bool { entries.isEmpty }

    /// Records that `names` are alternatives of one axis: an axis that already has any of them takes the others,
    /// and axes that share names become one.
    mutating func declare(_ names: [String], schema: JSONValue?) {
        declare(names, axis: Self.axisName(schema))
    }

    /// Records that `names` are alternatives of one axis, named `axis` unless it joins one that has any of them.
    mutating func declare(_ names: [String], axis: String) {
        let sharing = axes.indices.filter { !Set(axes[$0].contexts).isDisjoint(with: names) }
        guard let first = sharing.first else {
            axes.append(ModeAxis(name: axis, contexts: Self.unique(names)))
            return
        }
        var contexts = axes[first].contexts
        for other in sharing.dropFirst() { contexts += axes[other].contexts }
        axes[first].contexts = Self.unique(contexts + names)
        for other in sharing.dropFirst().reversed() { axes.remove(at: other) }
    }

    mutating func add(_ token: JSONValue, at path: [String], contexts: [String]) {
        entries.append(Entry(contexts: contexts, path: path, token: token))
    }

    /// One layer per combination of set names, in first-seen order, each holding its tokens at their paths.
    func layers(at location: SourceLocation) -> [TokenLayer] {
        var order: [Set<String>] = []
        var trees: [Set<String>: TokenTreeAccumulator] = [:]
        // One running tree per combination: merging each token into a copy of the whole tree so far is quadratic.
        var discard = DiagnosticLog()
        for entry in entries {
            let contexts = Set(entry.contexts)
            if trees[contexts] == nil {
                order.append(contexts)
                trees[contexts] = TokenTreeAccumulator(.object([], at: location))
            }
            trees[contexts]!.add(Self.nest(entry.token, at: entry.path), conflict: .override, log: &discard)
        }
        return order.map { TokenLayer(tree: trees[$0]!.tree, contexts: $0) }
    }

    /// `https://…/token-types/scale-set.json` → `scale`; without a schema, `sets`.
    private static func axisName(_ schema: JSONValue?) -> String {
        guard let type = SpectrumTypes.name(in: schema) else { return "sets" }
        return type.hasSuffix("-set") ? String(type.dropLast("-set".count)) : type
    }

    private static func unique(_ names: [String]) -> [String] {
        var seen: Set<String> = []
        return names.filter { seen.insert($0).inserted }
    }

    /// A token wrapped in groups so that it sits at `path` when merged.
    private static func nest(_ token: JSONValue, at path: [String]) -> JSONValue {
        var value = token
        for key in path.reversed() {
            value = JSONValue(kind: .object([JSONValue.Member(key: key, keyLocation: token.location, value: value)]), location: token.location)
        }
        return value
    }
}

/// Spectrum names a token's type by the `$schema` URL of its token type, not by a `type` member.
enum SpectrumTypes {
    /// `…/token-types/color.json` → `color`.
    static func name(in schema: JSONValue?) -> String? {
        guard let url = schema?.string, url.hasSuffix(".json"), let slash = url.lastIndex(of: "/") else { return nil }
        return String(url[url.index(after: slash)...].dropLast(".json".count))
    }

    /// Spectrum token types that have a DTCG type. `alias` is absent: an alias takes its target's type.
    static let types: [String: TokenType] = [
        "color": .color, "color-set": .color, "dimension": .dimension, "font-size": .dimension,
        "font-family": .fontFamily, "font-weight": .fontWeight, "opacity": .number, "multiplier": .number,
        "typography": .typography, "drop-shadow": .shadow,
    ]

    /// Spectrum token types DTCG 2025.10 has no type for, with the reason the token is skipped.
    static let skipped: [String: String] = [
        "alignment": "Spectrum's 'alignment' (a CSS text or item alignment) has no DTCG type",
        "text-transform": "Spectrum's 'text-transform' (a CSS text case) has no DTCG type",
        "font-style": "Spectrum's 'font-style' (normal or italic) has no DTCG type",
        "angle": "Spectrum's 'angle' has no DTCG type",
        "gradient-stop": "Spectrum's 'gradient-stop' is one stop position; DTCG keeps stops inside a gradient token",
    ]
}
