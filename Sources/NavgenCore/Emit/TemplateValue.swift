/// The plain data a template renders: built by the context builder, never computed by a template.
public enum TemplateValue: Sendable, Equatable, ExpressibleByStringLiteral, ExpressibleByBooleanLiteral,
    ExpressibleByArrayLiteral, ExpressibleByDictionaryLiteral {
    case string(String)
    case bool(Bool)
    case list([TemplateValue])
    /// A list made item by item as it is rendered.
    case generated(GeneratedList)
    case object(TemplateObject)
    /// A value made each time a template looks it up: a member few templates read, and those once, such as a
    /// screen's appearances spelled as Swift, is then made on the threads that render it, and only if read.
    case computed(ComputedValue)

    public init(stringLiteral value: String) { self = .string(value) }
    public init(booleanLiteral value: Bool) { self = .bool(value) }
    public init(arrayLiteral elements: TemplateValue...) { self = .list(elements) }
    public init(dictionaryLiteral elements: (String, TemplateValue)...) {
        self = .object(TemplateObject(elements))
    }

    /// The value itself, or what a computed one makes.
    var resolved: TemplateValue {
        if case .computed(let computed) = self { return computed.value }
        return self
    }

    /// Mustache truthiness: false, empty strings and empty lists hide a section.
    var isTruthy: Bool {
        switch self {
        case .bool(let flag): flag
        case .string(let text): !text.isEmpty
        case .list(let items): !items.isEmpty
        case .generated(let list): list.count > 0
        case .object: true
        case .computed: resolved.isTruthy
        }
    }

    var text: String {
        switch self {
        case .string(let text): text
        case .bool(let flag): flag ? "true" : "false"
        case .list(let items): items.map(\.text).joined(separator: ", ")
        case .generated(let list): list.items.map(\.text).joined(separator: ", ")
        case .object: ""
        case .computed: resolved.text
        }
    }

    /// A list whose object items know their separators, so templates never emit a trailing comma:
    /// `comma` is ", " and `lineComma` is "," on every item but the last, `isLast` marks the last.
    static func separated(_ items: [TemplateValue]) -> TemplateValue {
        .list(items.enumerated().map { index, item in
            guard case .object(var members) = item else { return item }
            let last = index == items.count - 1
            members["isLast"] = .bool(last)
            members["comma"] = .string(last ? "" : ", ")
            members["lineComma"] = .string(last ? "" : ",")
            return .object(members)
        })
    }

    /// The member named `key`, resolved, looked for from `hint` on (see `TemplateObject.member(_:hint:)`).
    func member(_ key: String, hint: inout Int) -> TemplateValue? {
        switch self {
        case .object(let members):
            // Not through `resolved`: this is the renderer's hottest path, and a stored member needs no copy.
            guard let member = members.member(key, hint: &hint) else { return nil }
            if case .computed(let computed) = member { return computed.value }
            return member
        case .computed(let computed): return computed.value.member(key, hint: &hint)
        default: return nil
        }
    }

    /// Appends the member named `key` of an object when it is a stored string (see `TemplateObject.appendString`).
    func appendStringMember(_ key: String, hint: inout Int, to output: inout ChunkedBytes) -> Bool {
        guard case .object(let members) = self else { return false }
        return members.appendString(key, hint: &hint, to: &output)
    }

    /// Compared as what they are when rendered: a computed value equals what it makes.
    public static func == (lhs: TemplateValue, rhs: TemplateValue) -> Bool {
        switch (lhs.resolved, rhs.resolved) {
        case let (.string(left), .string(right)): left == right
        case let (.bool(left), .bool(right)): left == right
        case let (.list(left), .list(right)): left == right
        case let (.generated(left), .generated(right)): left == right
        case let (.object(left), .object(right)): left == right
        default: false
        }
    }

    /// The member named `key`, resolved.
    subscript(key: String) -> TemplateValue? {
        var hint = 0
        return member(key, hint: &hint)
    }
}

/// How a computed template value is made; equal when what it makes is.
public struct ComputedValue: Sendable, Equatable {
    let make: @Sendable () -> TemplateValue

    public init(_ make: @escaping @Sendable () -> TemplateValue) {
        self.make = make
    }

    /// What `make` gives, itself resolved when it is computed too.
    var value: TemplateValue { make().resolved }

    public static func == (lhs: ComputedValue, rhs: ComputedValue) -> Bool { lhs.value == rhs.value }
}
