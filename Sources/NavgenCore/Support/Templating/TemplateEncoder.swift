/// Takes apart an `Encodable` value of the emit context for the renderer, one level at a time: a structure becomes an
/// object with its members in declaration order, an array a list, a nil optional `.null` (so that a template can test
/// it and the `swift` filter write `nil`); a member or item that is itself a structure or an array of structures stays
/// whole, as `.encodable`, until the renderer looks into it. So only what a template reads is ever taken apart, and a
/// list's items one at a time. A `SwiftValue` stays whole for the `swift` filter.
enum TemplateEncoder {
    /// With `keepingSwiftValues` false, a `SwiftValue` is taken apart as its own encoding says, as in its JSON.
    ///
    /// The encoder's containers never throw, so only a value's own `encode(to:)` could; the context's never do.
    static func value(of value: some Encodable, keepingSwiftValues: Bool = true) -> TemplateValue {
        let encoding = Encoding(keepingSwiftValues: keepingSwiftValues)
        if let leaf = encoding.leaf(value) { return leaf }
        do {
            try value.encode(to: encoding)
        } catch {
            preconditionFailure("the emit context cannot be encoded: \(error)")
        }
        return encoding.result
    }

    /// One value taken apart: what its container collected.
    private final class Encoding: Encoder {
        let keepingSwiftValues: Bool
        var codingPath: [any CodingKey] { [] }
        var userInfo: [CodingUserInfoKey: Any] { [:] }
        var members: [(key: String, value: TemplateValue)] = []
        var items: [TemplateValue] = []
        var single: TemplateValue?
        private var isList = false

        init(keepingSwiftValues: Bool) {
            self.keepingSwiftValues = keepingSwiftValues
        }

        var result: TemplateValue {
            if let single { return single }
            return isList ? .list(items) : .object(TemplateObject(members))
        }

        /// A member's or item's value: itself when it is a leaf, else kept whole.
        func part<T: Encodable>(_ value: T) -> TemplateValue {
            leaf(value) ?? .encodable(TemplateEncodable(value: value, keepingSwiftValues: keepingSwiftValues))
        }

        /// The values that are not taken apart: Swift's plain ones and their optionals, which `Array` and `Optional`
        /// encode through the generic calls (a `[Int?]`'s items), `SwiftValue`, and arrays of these, which the context
        /// holds by the thousand and which cost more to keep whole than to list. Told by type, so that a structure is not
        /// cast to each of them.
        func leaf<T: Encodable>(_ value: T) -> TemplateValue? {
            if T.self == String.self { return .string(value as! String) }
            if T.self == Nested.self { return (value as! Nested).encoding.result }
            if T.self == Int.self { return .int(value as! Int) }
            if T.self == Bool.self { return .bool(value as! Bool) }
            if T.self == Double.self { return .double(value as! Double) }
            if T.self == SwiftValue.self, keepingSwiftValues { return .swift(value as! SwiftValue) }
            if T.self == Int?.self { return (value as! Int?).map { .int($0) } ?? .null }
            if T.self == String?.self { return (value as! String?).map { .string($0) } ?? .null }
            if T.self == Bool?.self { return (value as! Bool?).map { .bool($0) } ?? .null }
            if T.self == Double?.self { return (value as! Double?).map { .double($0) } ?? .null }
            if T.self == [String].self { return .list((value as! [String]).map { .string($0) }) }
            if T.self == [Int].self { return .list((value as! [Int]).map { .int($0) }) }
            if T.self == [Int?].self { return .list((value as! [Int?]).map { $0.map { .int($0) } ?? .null }) }
            if T.self == [SwiftValue].self, keepingSwiftValues { return .list((value as! [SwiftValue]).map { .swift($0) }) }
            return nil
        }

        func container<Key: CodingKey>(keyedBy type: Key.Type) -> KeyedEncodingContainer<Key> {
            // Room for a row's members, made at once rather than grown.
            members.reserveCapacity(8)
            return KeyedEncodingContainer(Members(encoding: self))
        }

        func unkeyedContainer() -> any UnkeyedEncodingContainer {
            isList = true
            return Items(encoding: self)
        }

        func singleValueContainer() -> any SingleValueEncodingContainer { Single(encoding: self) }
    }

    /// A container asked for inside a value (never by synthesised conformances): what it collects is taken when the
    /// value is looked into.
    private struct Nested: Encodable {
        let encoding: Encoding

        func encode(to encoder: any Encoder) throws {}
    }

    private struct Members<Key: CodingKey>: KeyedEncodingContainerProtocol {
        let encoding: Encoding
        var codingPath: [any CodingKey] { [] }

        mutating func encodeNil(forKey key: Key) throws { encoding.members.append((key.stringValue, .null)) }
        mutating func encode(_ value: String, forKey key: Key) throws { encoding.members.append((key.stringValue, .string(value))) }
        mutating func encode(_ value: Bool, forKey key: Key) throws { encoding.members.append((key.stringValue, .bool(value))) }
        mutating func encode(_ value: Int, forKey key: Key) throws { encoding.members.append((key.stringValue, .int(value))) }
        mutating func encode(_ value: Double, forKey key: Key) throws { encoding.members.append((key.stringValue, .double(value))) }
        mutating func encode<T: Encodable>(_ value: T, forKey key: Key) throws { encoding.members.append((key.stringValue, encoding.part(value))) }

        // Synthesised conformances leave out nil optionals; a template reads them as `.null`.
        mutating func encodeIfPresent(_ value: String?, forKey key: Key) throws {
            encoding.members.append((key.stringValue, value.map { .string($0) } ?? .null))
        }

        mutating func encodeIfPresent(_ value: Bool?, forKey key: Key) throws {
            encoding.members.append((key.stringValue, value.map { .bool($0) } ?? .null))
        }

        mutating func encodeIfPresent(_ value: Int?, forKey key: Key) throws {
            encoding.members.append((key.stringValue, value.map { .int($0) } ?? .null))
        }

        mutating func encodeIfPresent(_ value: Double?, forKey key: Key) throws {
            encoding.members.append((key.stringValue, value.map { .double($0) } ?? .null))
        }

        mutating func encodeIfPresent<T: Encodable>(_ value: T?, forKey key: Key) throws {
            encoding.members.append((key.stringValue, value.map { encoding.part($0) } ?? .null))
        }

        mutating func nestedContainer<NestedKey: CodingKey>(keyedBy keyType: NestedKey.Type, forKey key: Key) -> KeyedEncodingContainer<NestedKey> {
            nestedEncoding(forKey: key.stringValue).container(keyedBy: keyType)
        }

        mutating func nestedUnkeyedContainer(forKey key: Key) -> any UnkeyedEncodingContainer {
            nestedEncoding(forKey: key.stringValue).unkeyedContainer()
        }

        mutating func superEncoder() -> any Encoder { nestedEncoding(forKey: "super") }

        mutating func superEncoder(forKey key: Key) -> any Encoder { nestedEncoding(forKey: key.stringValue) }

        /// An encoding for the member `name`, taken as it is filled.
        private func nestedEncoding(forKey name: String) -> Encoding {
            let nested = Encoding(keepingSwiftValues: encoding.keepingSwiftValues)
            encoding.members.append((name, .encodable(TemplateEncodable(value: Nested(encoding: nested), keepingSwiftValues: false))))
            return nested
        }
    }

    private struct Items: UnkeyedEncodingContainer {
        let encoding: Encoding
        var codingPath: [any CodingKey] { [] }
        var count: Int { encoding.items.count }

        mutating func encodeNil() throws { encoding.items.append(.null) }
        mutating func encode<T: Encodable>(_ value: T) throws { encoding.items.append(encoding.part(value)) }

        mutating func nestedContainer<NestedKey: CodingKey>(keyedBy keyType: NestedKey.Type) -> KeyedEncodingContainer<NestedKey> {
            nestedEncoding().container(keyedBy: keyType)
        }

        mutating func nestedUnkeyedContainer() -> any UnkeyedEncodingContainer { nestedEncoding().unkeyedContainer() }

        mutating func superEncoder() -> any Encoder { nestedEncoding() }

        /// An encoding for the next item, taken as it is filled.
        private func nestedEncoding() -> Encoding {
            let nested = Encoding(keepingSwiftValues: encoding.keepingSwiftValues)
            encoding.items.append(.encodable(TemplateEncodable(value: Nested(encoding: nested), keepingSwiftValues: false)))
            return nested
        }
    }

    private struct Single: SingleValueEncodingContainer {
        let encoding: Encoding
        var codingPath: [any CodingKey] { [] }

        mutating func encodeNil() throws { encoding.single = .null }
        mutating func encode<T: Encodable>(_ value: T) throws { encoding.single = TemplateEncoder.value(of: value, keepingSwiftValues: encoding.keepingSwiftValues) }

        // The other numbers, which encode themselves through these (and `value(of:)` would hand them back).
        mutating func encode(_ value: Float) throws { encoding.single = .double(Double(value)) }
        mutating func encode(_ value: Int8) throws { encoding.single = .int(Int(value)) }
        mutating func encode(_ value: Int16) throws { encoding.single = .int(Int(value)) }
        mutating func encode(_ value: Int32) throws { encoding.single = .int(Int(value)) }
        mutating func encode(_ value: Int64) throws { encoding.single = .int(Int(value)) }
        mutating func encode(_ value: UInt) throws { encoding.single = .int(Int(truncatingIfNeeded: value)) }
        mutating func encode(_ value: UInt8) throws { encoding.single = .int(Int(value)) }
        mutating func encode(_ value: UInt16) throws { encoding.single = .int(Int(value)) }
        mutating func encode(_ value: UInt32) throws { encoding.single = .int(Int(value)) }
        mutating func encode(_ value: UInt64) throws { encoding.single = .int(Int(truncatingIfNeeded: value)) }
    }
}
