/// The `Encoder` through which `PackedJSONStream` writes a value: its containers write into the stream's innermost
/// value as they are filled.
struct PackedJSONEncoder: Encoder {
    let stream: PackedJSONStream
    var codingPath: [any CodingKey] { [] }
    var userInfo: [CodingUserInfoKey: Any] { [:] }

    func container<Key: CodingKey>(keyedBy type: Key.Type) -> KeyedEncodingContainer<Key> {
        stream.text.open(asList: false)
        return KeyedEncodingContainer(PackedJSONMembers(stream: stream))
    }

    func unkeyedContainer() -> any UnkeyedEncodingContainer {
        stream.text.open(asList: true)
        return PackedJSONItems(stream: stream)
    }

    func singleValueContainer() -> any SingleValueEncodingContainer { PackedJSONSingle(stream: stream) }
}

private struct PackedJSONMembers<Key: CodingKey>: KeyedEncodingContainerProtocol {
    let stream: PackedJSONStream
    var codingPath: [any CodingKey] { [] }

    mutating func encodeNil(forKey key: Key) throws {
        stream.text.member(key.stringValue, .null)
    }

    mutating func encode(_ value: String, forKey key: Key) throws {
        stream.text.member(key.stringValue, .string(value))
    }

    mutating func encode(_ value: Bool, forKey key: Key) throws {
        stream.text.member(key.stringValue, .bool(value))
    }

    mutating func encode(_ value: Int, forKey key: Key) throws {
        stream.text.member(key.stringValue, .int(value))
    }

    mutating func encode(_ value: Double, forKey key: Key) throws {
        stream.text.member(key.stringValue, .double(value))
    }

    mutating func encode<T: Encodable>(_ value: T, forKey key: Key) throws {
        stream.text.member(key.stringValue)
        stream.write(value)
    }

    // Synthesised conformances leave out nil optionals; the page reads them as null, as a template does.
    mutating func encodeIfPresent(_ value: String?, forKey key: Key) throws {
        stream.text.member(key.stringValue, value.map { .string($0) } ?? .null)
    }

    mutating func encodeIfPresent(_ value: Bool?, forKey key: Key) throws {
        stream.text.member(key.stringValue, value.map { .bool($0) } ?? .null)
    }

    mutating func encodeIfPresent(_ value: Int?, forKey key: Key) throws {
        stream.text.member(key.stringValue, value.map { .int($0) } ?? .null)
    }

    mutating func encodeIfPresent(_ value: Double?, forKey key: Key) throws {
        stream.text.member(key.stringValue, value.map { .double($0) } ?? .null)
    }

    mutating func encodeIfPresent<T: Encodable>(_ value: T?, forKey key: Key) throws {
        guard let value else { return stream.text.member(key.stringValue, .null) }
        stream.text.member(key.stringValue)
        stream.write(value)
    }

    mutating func nestedContainer<NestedKey: CodingKey>(keyedBy keyType: NestedKey.Type, forKey key: Key) -> KeyedEncodingContainer<NestedKey> {
        nestedEncoder(forKey: key.stringValue).container(keyedBy: keyType)
    }

    mutating func nestedUnkeyedContainer(forKey key: Key) -> any UnkeyedEncodingContainer {
        nestedEncoder(forKey: key.stringValue).unkeyedContainer()
    }

    mutating func superEncoder() -> any Encoder { nestedEncoder(forKey: "super") }

    mutating func superEncoder(forKey key: Key) -> any Encoder { nestedEncoder(forKey: key.stringValue) }

    private func nestedEncoder(forKey name: String) -> PackedJSONEncoder {
        stream.text.member(name)
        return PackedJSONEncoder(stream: stream.text.nested(asItem: false))
    }
}

private struct PackedJSONItems: UnkeyedEncodingContainer {
    let stream: PackedJSONStream
    var codingPath: [any CodingKey] { [] }
    private(set) var count = 0

    init(stream: PackedJSONStream) {
        self.stream = stream
    }

    mutating func encodeNil() throws {
        count += 1
        _ = stream.text.item(.null)
    }

    mutating func encode<T: Encodable>(_ value: T) throws {
        count += 1
        stream.item(value)
    }

    mutating func nestedContainer<NestedKey: CodingKey>(keyedBy keyType: NestedKey.Type) -> KeyedEncodingContainer<NestedKey> {
        nestedEncoder().container(keyedBy: keyType)
    }

    mutating func nestedUnkeyedContainer() -> any UnkeyedEncodingContainer { nestedEncoder().unkeyedContainer() }

    mutating func superEncoder() -> any Encoder { nestedEncoder() }

    private mutating func nestedEncoder() -> PackedJSONEncoder {
        count += 1
        return PackedJSONEncoder(stream: stream.text.nested(asItem: true))
    }
}

private struct PackedJSONSingle: SingleValueEncodingContainer {
    let stream: PackedJSONStream
    var codingPath: [any CodingKey] { [] }

    mutating func encodeNil() throws { stream.text.single(.null) }
    mutating func encode(_ value: Bool) throws { stream.text.single(.bool(value)) }
    mutating func encode(_ value: String) throws { stream.text.single(.string(value)) }
    mutating func encode(_ value: Double) throws { stream.text.single(.double(value)) }
    mutating func encode(_ value: Float) throws { try encode(Double(value)) }
    mutating func encode(_ value: Int) throws { stream.text.single(.int(value)) }
    mutating func encode(_ value: Int8) throws { try encode(Int(value)) }
    mutating func encode(_ value: Int16) throws { try encode(Int(value)) }
    mutating func encode(_ value: Int32) throws { try encode(Int(value)) }
    mutating func encode(_ value: Int64) throws { try encode(Int(value)) }
    mutating func encode(_ value: UInt) throws { try encode(Int(truncatingIfNeeded: value)) }
    mutating func encode(_ value: UInt8) throws { try encode(Int(value)) }
    mutating func encode(_ value: UInt16) throws { try encode(Int(value)) }
    mutating func encode(_ value: UInt32) throws { try encode(Int(value)) }
    mutating func encode(_ value: UInt64) throws { try encode(Int(truncatingIfNeeded: value)) }
    mutating func encode<T: Encodable>(_ value: T) throws { try stream.single(value) }
}
