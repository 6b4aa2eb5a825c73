/// A token as the tree defines it after merging and `$extends`: value unresolved, type as declared.
struct RawToken: Sendable {
    /// Dot-separated path (`color.accent.$root`); case-sensitive.
    var path: String
    /// The `$value`, or the token object itself when it is a `$ref`-only alias.
    var value: JSONValue
    var ownType: TokenType?
    /// The nearest enclosing group's `$type`, and where it is written.
    var groupType: Located<TokenType>?
    /// Where the token's name is written.
    var location: SourceLocation
    /// Defined by a Tokens Studio `source` set: resolvable, never emitted.
    var resolveOnly = false
    /// A Tokens Studio size (alone or in a typography, shadow or border) that reads the number tokens it refers to
    /// as pixels, as Tokens Studio does.
    var readsNumbersAsPixels = false
    /// The UIKit system colour a colour set says the value is (`LegacyNotes.systemColorKey`).
    var systemColor: NavigationSystemColor?
    /// Boxed: few tokens have these, and inline they would make every token of a large set half as big again
    /// (each mode holds all of its tokens while it resolves).
    private var rare: RareProperties?

    var description: String? {
        get { rare?.description }
        set { rare = RareProperties.holding(description: newValue, deprecated: deprecated, extensions: extensions, copyOf: rare?.copyOf) }
    }

    var deprecated: String? {
        get { rare?.deprecated }
        set { rare = RareProperties.holding(description: description, deprecated: newValue, extensions: extensions, copyOf: rare?.copyOf) }
    }

    var extensions: JSONValue? {
        get { rare?.extensions }
        set { rare = RareProperties.holding(description: description, deprecated: deprecated, extensions: newValue, copyOf: rare?.copyOf) }
    }

    /// The path where the token is written: its own, unless `$extends` copied it here. A problem in the token is one
    /// in what is written there, and its message names that path, so that the copies of a problem are one diagnostic.
    var writtenPath: String { rare?.copyOf ?? path }

    /// Sets the rare properties at once: each setter alone reads the others and boxes them again. `copyOf` is where a
    /// token that `$extends` copied is written.
    mutating func setRare(description: String?, deprecated: String?, extensions: JSONValue?, copyOf: String? = nil) {
        rare = RareProperties.holding(description: description, deprecated: deprecated, extensions: extensions, copyOf: copyOf)
    }

    init(path: String, value: JSONValue, location: SourceLocation) {
        self.path = path
        self.value = value
        self.location = location
    }

    /// Tokens Studio math (`{spacing.md} * 2`) that a legacy reader left for the resolver.
    var expression: String? { legacyNote("expression") }

    /// Why a reader skipped the token on purpose (`LegacyNotes.skip`): reported when the token is resolved, which
    /// then fails, so that the token is listed as skipped and what refers to it is skipped with it. `said` when the
    /// reader reported it already, once for many tokens.
    var skip: (kind: DiagnosticKind, message: Located<String>, said: Bool)? {
        guard let note = extensions?[LegacyNotes.extensionKey]?["skip"], let id = note["rule"]?.string,
              let kind = DiagnosticCatalogue.kind(id: id), let message = note["message"], let text = message.string else { return nil }
        return (kind, Located(text, at: message.location), note["said"]?.bool == true)
    }


    /// A Tokens Studio letter spacing written as a percentage of the font size.
    var fontSizePercent: Double? { extensions?[LegacyNotes.extensionKey]?["fontSizePercent"]?.number }

    /// A Tokens Studio typography's letter spacing as a percentage of its font size, a reference.
    var letterSpacingPercent: Double? { extensions?[LegacyNotes.extensionKey]?["letterSpacingPercent"]?.number }

    private func legacyNote(_ key: String) -> String? {
        extensions?[LegacyNotes.extensionKey]?[key]?.string
    }
}

/// A token's `$description`, `$deprecated`, `$extensions` and the path `$extends` copied it from, shared by its
/// copies and never changed.
private final class RareProperties: Sendable {
    let description: String?
    let deprecated: String?
    let extensions: JSONValue?
    let copyOf: String?

    /// The properties boxed; nil when there is nothing to hold, decided before anything is allocated (a failable
    /// initialiser would allocate the box first, for most tokens only to free it).
    static func holding(description: String?, deprecated: String?, extensions: JSONValue?, copyOf: String?) -> RareProperties? {
        guard description != nil || deprecated != nil || extensions != nil || copyOf != nil else { return nil }
        return RareProperties(description: description, deprecated: deprecated, extensions: extensions, copyOf: copyOf)
    }

    private init(description: String?, deprecated: String?, extensions: JSONValue?, copyOf: String?) {
        self.description = description
        self.deprecated = deprecated
        self.extensions = extensions
        self.copyOf = copyOf
    }
}

/// Notes a legacy reader leaves in `$extensions` for the resolver (and for `inspect` readers).
enum LegacyNotes {
    static let extensionKey = "navgen"
    /// Marks the token objects of a resolve-only layer before merging (never written by users).
    static let resolveOnlyKey = "$navgen.resolveOnly"
    /// Marks a Tokens Studio token whose sizes may refer to number tokens, which Tokens Studio reads as pixels
    /// (never written by users).
    static let pixelNumbersKey = "$navgen.pixelNumbers"
    /// Names the UIKit system colour a colour set's token is, which the glue hands UIKit as itself (never written by
    /// users).
    static let systemColorKey = "$navgen.systemColor"
    /// Holds a Tokens Studio `rgba({colour}, alpha)` written as a member of a shadow or border, which only the
    /// resolver can compute (never written by users).
    static let colorFunctionKey = "$navgen.colorFunction"

    /// The note that skips a token, the one way for a reader to: a reader that cannot represent a token (an
    /// unsupported type or function, a kind of token an iOS bar never uses) or finds its value wrong in its own
    /// format keeps it in the tree with this note among its navgen `$extensions` notes. When resolved, the token
    /// reports `kind` with `message` at `location` and has no value: the policy on problems in tokens applies, it is
    /// listed as skipped, tokens that refer to it are skipped and named, and a screen that uses it gets an error.
    /// `said` when the reader reports it itself, once for many tokens of a file (`SkippedToken.summary`): the token
    /// then fails without a word of its own.
    static func skip(_ kind: DiagnosticKind, _ message: String, at location: SourceLocation, said: Bool = false) -> (String, JSONValue) {
        var members: [(String, JSONValue)] = [("rule", .string(kind.id, at: location)), ("message", .string(message, at: location))]
        if said { members.append(("said", JSONValue(kind: .bool(true), location: location))) }
        return ("skip", .object(members, at: location))
    }

    /// A token holding `value` and only the note that skips it (`skip`).
    static func skipped(_ kind: DiagnosticKind, _ message: String, value: JSONValue, at location: SourceLocation, said: Bool = false) -> JSONValue {
        let note = skip(kind, message, at: location, said: said)
        return .object([("$value", value), ("$extensions", .object([(extensionKey, .object([note], at: location))], at: location))], at: location)
    }

    /// The tree with every token object marked resolve-only.
    static func markingResolveOnly(_ tree: JSONValue) -> JSONValue {
        tree.mappingTokens { _, token in
            var marked = token
            marked.kind = .object((token.object ?? []) + [JSONValue.Member(key: resolveOnlyKey, keyLocation: token.location,
                                                                           value: JSONValue(kind: .bool(true), location: token.location))])
            return marked
        }
    }
}

extension JSONValue {
    /// An object with `$value`, or a `$ref`-only alias (DEC-3 in docs/dtcg-requirements.md), is a token.
    var isToken: Bool {
        guard case .object(let members) = kind else { return false }
        return members.contains { $0.key == "$value" || $0.key == "$ref" }
    }

    /// The paths of the tokens written in the value at `path`, itself included: the objects `isToken` says are tokens,
    /// at any depth of groups past their properties (`$`-named members).
    func tokenPaths(at path: String, isToken: (JSONValue) -> Bool = \.isToken) -> [String] {
        guard let members = object else { return [] }
        if isToken(self) { return [path] }
        return members.filter { !$0.key.hasPrefix("$") }.flatMap { $0.value.tokenPaths(at: path + "." + $0.key, isToken: isToken) }
    }

    /// A value built by a reader from another format, positioned at its source.
    static func object(_ members: [(String, JSONValue)], at location: SourceLocation) -> JSONValue {
        JSONValue(kind: .object(members.map { Member(key: $0.0, keyLocation: $0.1.location, value: $0.1) }), location: location)
    }

    static func string(_ text: String, at location: SourceLocation) -> JSONValue {
        JSONValue(kind: .string(text), location: location)
    }

    static func number(_ value: Double, at location: SourceLocation) -> JSONValue {
        JSONValue(kind: .number(value, literal: formatNumber(value)), location: location)
    }

    static func array(_ items: [JSONValue], at location: SourceLocation) -> JSONValue {
        JSONValue(kind: .array(items), location: location)
    }
}

/// Formats a number without a trailing `.0` when it is whole (`17`, `0.5`).
func formatNumber(_ value: Double) -> String {
    if value == value.rounded(), abs(value) < 1e15 { return String(Int64(value)) }
    return String(value)
}
