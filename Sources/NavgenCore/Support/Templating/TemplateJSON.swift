/// The `packedJSON` filter: a value of the context as compact JSON for a web page's script to read. A list of two or
/// more objects with the same members is written as a table, `{"keys": [...], "rows": [[...], ...]}`, each row the
/// members' values in the keys' order: thousands of rows then cost their values, not their member names again and
/// again. `<` is written `\u003c`, so the text cannot close the `<script>` element it sits in.
///
/// The value is written as its `Encodable` conformance encodes it, straight into the text (`PackedJSONStream`): the
/// page's data is most of a large report, and taking it apart into `TemplateValue`s first would build it twice.
enum TemplateJSON {
    static func text(_ value: TemplateValue) -> String {
        var output: [UInt8] = []
        write(value, to: &output)
        return String(decoding: output, as: UTF8.self)
    }

    static func write(_ value: TemplateValue, to output: inout [UInt8]) {
        let stream = PackedJSONStream()
        swap(&stream.text.bytes, &output)
        stream.write(value)
        swap(&stream.text.bytes, &output)
    }

    static func writeString(_ text: String, to output: inout [UInt8]) {
        output.append(UInt8(ascii: "\""))
        let start = output.count
        output += text.utf8
        // Most text (names, identifiers, messages) has nothing to escape and stays as copied.
        if output[start...].contains(where: { $0 < 0x20 || $0 == UInt8(ascii: "\"") || $0 == UInt8(ascii: "\\") || $0 == UInt8(ascii: "<") }) {
            output.removeSubrange(start...)
            for byte in text.utf8 {
                switch byte {
                case UInt8(ascii: "\""): output += "\\\"".utf8
                case UInt8(ascii: "\\"): output += "\\\\".utf8
                case UInt8(ascii: "\n"): output += "\\n".utf8
                case UInt8(ascii: "\r"): output += "\\r".utf8
                case UInt8(ascii: "\t"): output += "\\t".utf8
                case UInt8(ascii: "<"): output += "\\u003c".utf8
                case ..<0x20: output += ("\\u00" + (byte < 0x10 ? "0" : "") + String(byte, radix: 16)).utf8
                default: output.append(byte)
                }
            }
        }
        output.append(UInt8(ascii: "\""))
    }

    static func writeNumber(_ number: Double, to output: inout [UInt8]) {
        output += (number.isFinite ? formatNumber(number) : "null").utf8
    }
}

extension TemplateValue: Encodable {
    /// A value as its JSON says it: an object's members by their names, a structure not yet taken apart as its own
    /// conformance encodes it, a Swift value as `SwiftValue`'s encoding.
    public func encode(to encoder: any Encoder) throws {
        switch self {
        case .null:
            var container = encoder.singleValueContainer()
            try container.encodeNil()
        case .bool(let flag):
            var container = encoder.singleValueContainer()
            try container.encode(flag)
        case .int(let number):
            var container = encoder.singleValueContainer()
            try container.encode(number)
        case .double(let number):
            var container = encoder.singleValueContainer()
            try container.encode(number)
        case .string(let text):
            var container = encoder.singleValueContainer()
            try container.encode(text)
        case .swift(let value):
            try value.encode(to: encoder)
        case .list(let items):
            var container = encoder.unkeyedContainer()
            for item in items { try container.encode(item) }
        case .object(let object):
            var container = encoder.container(keyedBy: MemberName.self)
            for member in object.members { try container.encode(member.value, forKey: MemberName(member.key)) }
        case .encodable(let encodable):
            try encodable.value.encode(to: encoder)
        }
    }

    /// An object's member name as a coding key.
    private struct MemberName: CodingKey {
        let stringValue: String
        var intValue: Int? { nil }

        init(_ name: String) { stringValue = name }
        init(stringValue: String) { self.stringValue = stringValue }
        init?(intValue: Int) { nil }
    }
}
