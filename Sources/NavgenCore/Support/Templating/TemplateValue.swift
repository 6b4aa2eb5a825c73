/// What a template renders: the emit context's plain data, never computed by a template. `TemplateEncoder` makes it
/// from the context a level at a time, as the renderer looks into it.
public enum TemplateValue: Equatable, Sendable, ExpressibleByStringLiteral, ExpressibleByBooleanLiteral, ExpressibleByIntegerLiteral,
    ExpressibleByArrayLiteral, ExpressibleByDictionaryLiteral {
    /// An optional without a value.
    case null
    case bool(Bool)
    case int(Int)
    case double(Double)
    case string(String)
    /// A value of the generated code, for the `swift` filter to write.
    case swift(SwiftValue)
    case list([TemplateValue])
    case object(TemplateObject)
    /// A structure or array of the context not taken apart yet: `expanded` takes it apart.
    case encodable(TemplateEncodable)

    public init(stringLiteral value: String) { self = .string(value) }
    public init(booleanLiteral value: Bool) { self = .bool(value) }
    public init(integerLiteral value: Int) { self = .int(value) }
    public init(arrayLiteral elements: TemplateValue...) { self = .list(elements) }
    public init(dictionaryLiteral elements: (String, TemplateValue)...) {
        self = .object(TemplateObject(elements.map { (key: $0.0, value: $0.1) }))
    }

    /// The value taken apart one level, if it is an encodable: a structure as an object, an array as a list.
    var expanded: TemplateValue {
        guard case .encodable(let encodable) = self else { return self }
        return encodable.expanded
    }

    /// Mustache truthiness: false, null, empty strings and empty lists hide a section; numbers never do.
    var isTruthy: Bool {
        switch self {
        case .null: false
        case .bool(let flag): flag
        case .string(let text): !text.isEmpty
        case .list(let items): !items.isEmpty
        case .int, .double, .swift, .object: true
        case .encodable: expanded.isTruthy
        }
    }

    /// The value as `{{name}}` writes it: a list is its items joined by `, `, an object and null nothing.
    var text: String {
        switch self {
        case .null, .object: ""
        case .bool(let flag): flag ? "true" : "false"
        case .int(let number): String(number)
        case .double(let number): formatNumber(number)
        case .string(let text): text
        case .swift(let value): value.swift
        case .list(let items): items.map(\.text).joined(separator: ", ")
        case .encodable: expanded.text
        }
    }

    /// `text`, appended to `output`; a number's digits straight in.
    func writeText(to output: inout [UInt8]) {
        if case .int(let number) = self {
            SwiftLiteral.write(number, to: &output)
        } else {
            output += text.utf8
        }
    }

    /// The member named `key`.
    subscript(key: String) -> TemplateValue? {
        guard case .object(let members) = expanded else { return nil }
        return members[key]
    }

    /// Equal when they hold the same data, taken apart or not.
    public static func == (lhs: TemplateValue, rhs: TemplateValue) -> Bool {
        switch (lhs, rhs) {
        case (.encodable, _), (_, .encodable): lhs.expanded.same(as: rhs.expanded)
        default: lhs.same(as: rhs)
        }
    }

    private func same(as other: TemplateValue) -> Bool {
        switch (self, other) {
        case (.null, .null): true
        case let (.bool(a), .bool(b)): a == b
        case let (.int(a), .int(b)): a == b
        case let (.double(a), .double(b)): a == b
        case let (.string(a), .string(b)): a == b
        case let (.swift(a), .swift(b)): a == b
        case let (.list(a), .list(b)): a == b
        case let (.object(a), .object(b)): a == b
        default: false
        }
    }
}

/// A structure or array of the context, with how its Swift values are to be taken (see `TemplateEncoder`). A class, so
/// that a `TemplateValue` holding one is copied as a reference. Sendable though `Encodable` does not say so: it never
/// changes, and what it holds is part of an emit context, which is.
public final class TemplateEncodable: @unchecked Sendable {
    let value: any Encodable
    let keepingSwiftValues: Bool

    init(value: any Encodable, keepingSwiftValues: Bool) {
        self.value = value
        self.keepingSwiftValues = keepingSwiftValues
    }

    var expanded: TemplateValue { TemplateEncoder.value(of: value, keepingSwiftValues: keepingSwiftValues) }
}
