/// The plain data a template renders: built by the context builder, never computed by a template.
public enum TemplateValue: Sendable, Equatable, ExpressibleByStringLiteral, ExpressibleByBooleanLiteral,
    ExpressibleByArrayLiteral, ExpressibleByDictionaryLiteral {
    case string(String)
    case bool(Bool)
    case list([TemplateValue])
    /// A list made item by item as it is rendered.
    case generated(GeneratedList)
    case object(TemplateObject)

    public init(stringLiteral value: String) { self = .string(value) }
    public init(booleanLiteral value: Bool) { self = .bool(value) }
    public init(arrayLiteral elements: TemplateValue...) { self = .list(elements) }
    public init(dictionaryLiteral elements: (String, TemplateValue)...) {
        self = .object(TemplateObject(elements))
    }

    /// A row of a list: `values` in the order of `keys`, which the list's rows share.
    static func row(_ keys: TemplateKeys, _ values: [TemplateValue]) -> TemplateValue {
        .object(TemplateObject(keys: keys, values: values))
    }

    /// Mustache truthiness: false, empty strings and empty lists hide a section.
    var isTruthy: Bool {
        switch self {
        case .bool(let flag): flag
        case .string(let text): !text.isEmpty
        case .list(let items): !items.isEmpty
        case .generated(let list): list.count > 0
        case .object: true
        }
    }

    var text: String {
        switch self {
        case .string(let text): text
        case .bool(let flag): flag ? "true" : "false"
        case .list(let items): items.map(\.text).joined(separator: ", ")
        case .generated(let list): list.items.map(\.text).joined(separator: ", ")
        case .object: ""
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

    public static func == (lhs: TemplateValue, rhs: TemplateValue) -> Bool {
        switch (lhs, rhs) {
        case let (.string(left), .string(right)): left == right
        case let (.bool(left), .bool(right)): left == right
        case let (.list(left), .list(right)): left == right
        case let (.generated(left), .generated(right)): left == right
        case let (.object(left), .object(right)): left == right
        default: false
        }
    }

    /// The member named `key`.
    subscript(key: String) -> TemplateValue? {
        guard case .object(let members) = self else { return nil }
        return members[key]
    }
}
