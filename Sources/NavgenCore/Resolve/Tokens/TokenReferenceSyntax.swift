import Foundation

/// The `{group.token}` alias syntax (REF-1 in docs/dtcg-requirements.md).
enum CurlyReference {
    /// The path inside braces when the whole string is one reference, read as Unicode scalars: a brace is a brace
    /// whatever follows it. Braces are ASCII, and UTF-8 uses no ASCII byte inside another scalar, so the UTF-8 bytes
    /// tell what the scalars would. DEC-2: `$root` is allowed as a path segment, as the prose says, although the
    /// schema's pattern rejects it.
    static func path(in text: String) -> String? {
        guard text.utf8.first == UInt8(ascii: "{"), text.utf8.last == UInt8(ascii: "}") else { return nil }
        let bytes = Array(text.utf8)
        guard bytes.count > 2 else { return nil }
        let inside = bytes[1..<(bytes.count - 1)]
        guard !inside.contains(where: { $0 == UInt8(ascii: "{") || $0 == UInt8(ascii: "}") }) else { return nil }
        return String(decoding: inside, as: UTF8.self)
    }

    /// Every `{a.b}` inside a longer string (Tokens Studio math, Style Dictionary interpolation).
    static func paths(inside text: String) -> [String] {
        pathRanges(inside: text).map { String(text[$0]) }
    }

    /// The string with each `{a.b}` inside it naming `rename(a.b)` instead.
    static func renaming(inside text: String, _ rename: (String) -> String) -> String {
        var result = ""
        var copied = text.startIndex
        for range in pathRanges(inside: text) {
            result += text[copied..<range.lowerBound] + rename(String(text[range]))
            copied = range.upperBound
        }
        return result + text[copied...]
    }

    /// Where the path inside each pair of braces is, in order.
    private static func pathRanges(inside text: String) -> [Range<String.Index>] {
        var ranges: [Range<String.Index>] = []
        var rest = Substring(text)
        while let open = rest.firstIndex(of: "{"), let close = rest[open...].firstIndex(of: "}") {
            ranges.append(rest.index(after: open)..<close)
            rest = rest[rest.index(after: close)...]
        }
        return ranges
    }
}

/// Same-document JSON Pointers (RFC 6901) as DTCG writes them: `#/colors/blue`.
enum JSONPointer {
    /// The decoded segments (`~1` is `/`, `~0` is `~`), or nil when the text is not a `#/…` pointer.
    /// DEC-7: raw spaces and percent-encoding are both accepted; `#` alone
    /// names the document root, which is never a token.
    static func segments(of pointer: String) -> [String]? {
        guard pointer.hasPrefix("#") else { return nil }
        let fragment = pointer.dropFirst()
        if fragment.isEmpty { return [] }
        guard fragment.hasPrefix("/") else { return nil }
        var segments: [String] = []
        for raw in fragment.dropFirst().split(separator: "/", omittingEmptySubsequences: false) {
            let text = String(raw).removingPercentEncoding ?? String(raw)
            var decoded = ""
            var iterator = text.makeIterator()
            while let character = iterator.next() {
                guard character == "~" else { decoded.append(character); continue }
                switch iterator.next() {
                case "0": decoded.append("~")
                case "1": decoded.append("/")
                default: return nil
                }
            }
            segments.append(decoded)
        }
        return segments
    }

    /// Walks a JSON value by segments: object keys and array indices.
    static func walk(_ value: JSONValue, _ segments: some Collection<String>) -> JSONValue? {
        var current = value
        for segment in segments {
            if let items = current.array {
                guard let index = Int(segment), index >= 0, index < items.count, String(index) == segment else { return nil }
                current = items[index]
            } else if let next = current[segment] {
                current = next
            } else {
                return nil
            }
        }
        return current
    }
}
