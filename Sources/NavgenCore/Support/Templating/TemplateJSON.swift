/// The `packedJSON` filter: a value of the context as compact JSON for a web page's script to read. A list of two or
/// more objects with the same members is written as a table, `{"keys": [...], "rows": [[...], ...]}`, each row the
/// members' values in the keys' order: thousands of rows then cost their values, not their member names again and
/// again. `<` is written `\u003c`, so the text cannot close the `<script>` element it sits in.
enum TemplateJSON {
    static func text(_ value: TemplateValue) -> String {
        var output: [UInt8] = []
        write(value, to: &output)
        return String(decoding: output, as: UTF8.self)
    }

    static func write(_ value: TemplateValue, to output: inout [UInt8]) {
        switch value {
        case .null: output += "null".utf8
        case .bool(let flag): output += (flag ? "true" : "false").utf8
        case .int(let number): SwiftLiteral.write(number, to: &output)
        case .double(let number): output += (number.isFinite ? formatNumber(number) : "null").utf8
        case .string(let text): writeString(text, to: &output)
        case .swift(let value): write(TemplateEncoder.value(of: value, keepingSwiftValues: false), to: &output)
        case .list(let items):
            if !writeTable(items, to: &output) { writeList(items, to: &output) }
        case .object(let object):
            output.append(UInt8(ascii: "{"))
            for (index, member) in object.members.enumerated() {
                if index > 0 { output.append(UInt8(ascii: ",")) }
                writeString(member.key, to: &output)
                output.append(UInt8(ascii: ":"))
                write(member.value, to: &output)
            }
            output.append(UInt8(ascii: "}"))
        case .encodable(let encodable): write(encodable.expanded, to: &output)
        }
    }

    /// `items` as a JSON array; a lazy sequence (a row's member values) is read without an array of its own.
    private static func writeList(_ items: some Sequence<TemplateValue>, to output: inout [UInt8]) {
        output.append(UInt8(ascii: "["))
        for (index, item) in items.enumerated() {
            if index > 0 { output.append(UInt8(ascii: ",")) }
            write(item, to: &output)
        }
        output.append(UInt8(ascii: "]"))
    }

    /// The items as a table, when they are two or more objects with the same members in the same order; false, with
    /// nothing written, when they are not. Each item is taken apart and written in turn, so a long list's items are
    /// never all held apart at once; the rows go straight into `output`, which loses them again if an item differs.
    private static func writeTable(_ items: [TemplateValue], to output: inout [UInt8]) -> Bool {
        guard items.count >= 2, case .object(let first) = items[0].expanded else { return false }
        let keys = first.members.map(\.key)
        let start = output.count
        output += "{\"keys\":".utf8
        writeList(keys.map { .string($0) }, to: &output)
        output += ",\"rows\":[".utf8
        for (index, item) in items.enumerated() {
            guard case .object(let object) = index == 0 ? .object(first) : item.expanded, object.members.count == keys.count,
                  zip(object.members, keys).allSatisfy({ $0.key == $1 }) else {
                output.removeSubrange(start...)
                return false
            }
            if index > 0 { output.append(UInt8(ascii: ",")) }
            writeList(object.members.lazy.map(\.value), to: &output)
        }
        output += "]}".utf8
        return true
    }

    private static func writeString(_ text: String, to output: inout [UInt8]) {
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
}
