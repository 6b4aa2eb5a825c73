/// Writes JSON with keys in the order given, two-space indented, so output diffs stay readable.
public enum JSONWriter {
    public indirect enum Value: Sendable {
        case object([(String, Value)])
        case array([Value])
        case string(String)
        case number(Double)
        case bool(Bool)
        case null
    }

    public static func render(_ value: Value) -> String {
        var output = ""
        write(value, indent: "", into: &output)
        return output
    }

    private static func write(_ value: Value, indent: String, into output: inout String) {
        switch value {
        case .object(let members):
            guard !members.isEmpty else { output += "{}"; return }
            output += "{\n"
            for (index, member) in members.enumerated() {
                output += indent + "  " + quote(member.0) + ": "
                write(member.1, indent: indent + "  ", into: &output)
                output += index == members.count - 1 ? "\n" : ",\n"
            }
            output += indent + "}"
        case .array(let items):
            guard !items.isEmpty else { output += "[]"; return }
            output += "[\n"
            for (index, item) in items.enumerated() {
                output += indent + "  "
                write(item, indent: indent + "  ", into: &output)
                output += index == items.count - 1 ? "\n" : ",\n"
            }
            output += indent + "]"
        case .string(let text): output += quote(text)
        case .number(let number): output += number.isFinite ? formatNumber(number) : "null"
        case .bool(let flag): output += flag ? "true" : "false"
        case .null: output += "null"
        }
    }

    static func quote(_ text: String) -> String {
        var result = "\""
        for scalar in text.unicodeScalars {
            if let escape = StringLiteralEscapes.shared(scalar) {
                result += escape
            } else if scalar.value < 0x20 {
                let hex = String(scalar.value, radix: 16)
                result += "\\u" + String(repeating: "0", count: 4 - hex.count) + hex
            } else {
                result.unicodeScalars.append(scalar)
            }
        }
        return result + "\""
    }
}

extension JSONWriter.Value {
    /// A value read from an input, written back as it was (keys in source order).
    init(_ json: JSONValue) {
        switch json.kind {
        case .object(let members): self = .object(members.map { ($0.key, JSONWriter.Value($0.value)) })
        case .array(let items): self = .array(items.map(JSONWriter.Value.init))
        case .string(let text): self = .string(text)
        case .number(let number, _): self = .number(number)
        case .bool(let flag): self = .bool(flag)
        case .null: self = .null
        }
    }

    /// Convenience for optional strings in reports.
    static func optional(_ text: String?) -> JSONWriter.Value { text.map { .string($0) } ?? .null }
}
