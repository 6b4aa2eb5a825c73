/// A JSON value that knows where it was written.
public struct JSONValue: Hashable, Sendable {
    public enum Kind: Hashable, Sendable {
        case object([Member])
        case array([JSONValue])
        case string(String)
        /// The number and its text as written, so `1.0` and `1` can be told apart and nothing is rounded twice.
        case number(Double, literal: String)
        case bool(Bool)
        case null
    }

    /// One `"key": value` pair; objects keep their members in source order.
    public struct Member: Hashable, Sendable {
        public var key: String
        public var keyLocation: SourceLocation
        public var value: JSONValue
    }

    public var kind: Kind
    public var location: SourceLocation

    public var object: [Member]? {
        if case .object(let members) = kind { return members }
        return nil
    }

    public var array: [JSONValue]? {
        if case .array(let elements) = kind { return elements }
        return nil
    }

    public var string: String? {
        if case .string(let text) = kind { return text }
        return nil
    }

    public var number: Double? {
        if case .number(let value, _) = kind { return value }
        return nil
    }

    public var bool: Bool? {
        if case .bool(let value) = kind { return value }
        return nil
    }

    // Found by index: a loop over the members would copy each one, retaining all it holds, to read its key.
    public subscript(key: String) -> JSONValue? {
        guard case .object(let members) = kind, let index = members.firstIndex(where: { $0.key == key }) else { return nil }
        return members[index].value
    }

    public func member(_ key: String) -> Member? {
        guard case .object(let members) = kind, let index = members.firstIndex(where: { $0.key == key }) else { return nil }
        return members[index]
    }

    /// The object with the value of its member `key` changed by `update`, the other members as they are.
    func updatingMember(_ key: String, _ update: (inout JSONValue) -> Void) -> JSONValue {
        guard case .object(let members) = kind else { return self }
        var result = self
        result.kind = .object(members.map { member in
            guard member.key == key else { return member }
            var member = member
            update(&member.value)
            return member
        })
        return result
    }

    /// Whether the value is an object, without copying its members.
    var isObject: Bool {
        if case .object = kind { return true }
        return false
    }

    /// Whether an object has a member named `key`, without copying it.
    func has(_ key: String) -> Bool {
        guard case .object(let members) = kind else { return false }
        return members.contains { $0.key == key }
    }

    /// A short name for the kind, for messages such as "expected a string, found an array".
    public var kindName: String {
        switch kind {
        case .object: "an object"
        case .array: "an array"
        case .string: "a string"
        case .number: "a number"
        case .bool: "a boolean"
        case .null: "null"
        }
    }
}
