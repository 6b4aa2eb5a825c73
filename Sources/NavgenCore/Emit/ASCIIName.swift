import Foundation

extension SwiftName {
    /// `bare` for names `asciiWords` can split, built from bytes: the common case (`color.brand.primary`,
    /// `Feed-Detail`) without walking Characters. Nil when the text needs the Unicode rules.
    static func asciiBare(_ text: String, upperFirst: Bool) -> String? {
        guard let parts = asciiWords(text) else { return nil }
        guard !parts.isEmpty else { return upperFirst ? "Unnamed" : "unnamed" }
        var bytes: [UInt8] = []
        bytes.reserveCapacity(text.utf8.count + 1)
        for (index, word) in parts.enumerated() {
            let utf8 = Array(word.utf8)
            if index == 0 && !upperFirst {
                // "URLScheme" → "urlScheme"; "ID" → "id".
                let upper = utf8.prefix { isUpper($0) }.count
                let lowered = upper == utf8.count || upper <= 1 ? upper : upper - 1
                bytes += utf8[..<lowered].map { $0 | 0x20 }
                bytes += utf8[lowered...]
            } else {
                bytes.append(isLower(utf8[0]) ? utf8[0] & ~0x20 : utf8[0])
                bytes += utf8.dropFirst()
            }
        }
        if bytes[0] >= UInt8(ascii: "0") && bytes[0] <= UInt8(ascii: "9") { bytes.insert(UInt8(ascii: "_"), at: 0) }
        return String(decoding: bytes, as: UTF8.self)
    }

    private static func isUpper(_ byte: UInt8) -> Bool { byte >= UInt8(ascii: "A") && byte <= UInt8(ascii: "Z") }
    private static func isLower(_ byte: UInt8) -> Bool { byte >= UInt8(ascii: "a") && byte <= UInt8(ascii: "z") }
}

extension String {
    /// Code-point order, compared as UTF-8 bytes (the same order) without allocating.
    static func utf8Precedes(_ a: String, _ b: String) -> Bool {
        let fast = a.utf8.withContiguousStorageIfAvailable { left in
            b.utf8.withContiguousStorageIfAvailable { right in
                let common = Swift.min(left.count, right.count)
                if common > 0, let l = left.baseAddress, let r = right.baseAddress {
                    let order = memcmp(l, r, common)
                    if order != 0 { return order < 0 }
                }
                return left.count < right.count
            }
        }
        if let fast, let result = fast { return result }
        return a.utf8.lexicographicallyPrecedes(b.utf8)
    }
}

extension Array where Element == String {
    /// Each name after the previous one in UTF-8 order, so also all distinct.
    var isStrictlyAscending: Bool { zip(self, dropFirst()).allSatisfy { String.utf8Precedes($0, $1) } }
}
