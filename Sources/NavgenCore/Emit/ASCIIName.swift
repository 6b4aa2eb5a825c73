import Foundation

extension SwiftName {
    /// `bare` for names made of ASCII letters, digits and the separators `. _ - /` and space (`color.brand.primary`,
    /// `Feed-Detail`), in one pass over the bytes: no Characters, no string per word. Nil when the text needs
    /// the Unicode rules.
    static func asciiBare(_ text: String, upperFirst: Bool) -> String? {
        let input = Array(text.utf8)
        guard let words = asciiWordRanges(input) else { return nil }
        guard let first = words.first else { return upperFirst ? "Unnamed" : "unnamed" }
        var bytes: [UInt8] = []
        bytes.reserveCapacity(input.count + 1)
        if isDigit(input[first.lowerBound]) { bytes.append(UInt8(ascii: "_")) }
        for (number, word) in words.enumerated() {
            if number == 0 && !upperFirst {
                // "URLScheme" → "urlScheme"; "ID" → "id".
                let upper = input[word].prefix { isUpper($0) }.count
                let lowered = upper == word.count || upper <= 1 ? upper : upper - 1
                for index in word { bytes.append(index - word.lowerBound < lowered ? input[index] | 0x20 : input[index]) }
            } else {
                bytes.append(isLower(input[word.lowerBound]) ? input[word.lowerBound] & ~0x20 : input[word.lowerBound])
                bytes += input[word.dropFirst()]
            }
        }
        return String(decoding: bytes, as: UTF8.self)
    }

    /// The words of ASCII text as byte ranges: runs of letters and digits, split at the separators and where a
    /// lowercase letter or digit meets an uppercase one. Nil when another byte appears.
    static func asciiWordRanges(_ input: [UInt8]) -> [Range<Int>]? {
        var words: [Range<Int>] = []
        var start: Int?
        var previousWasLower = false
        for (index, byte) in input.enumerated() {
            let upper = isUpper(byte), lower = isLower(byte), digit = isDigit(byte)
            if upper || lower || digit {
                if upper, previousWasLower, let wordStart = start {
                    words.append(wordStart..<index)
                    start = nil
                }
                if start == nil { start = index }
                previousWasLower = lower || digit
            } else {
                guard byte == UInt8(ascii: ".") || byte == UInt8(ascii: "_") || byte == UInt8(ascii: "-")
                    || byte == UInt8(ascii: "/") || byte == UInt8(ascii: " ") else { return nil }
                if let wordStart = start { words.append(wordStart..<index) }
                start = nil
                previousWasLower = false
            }
        }
        if let wordStart = start { words.append(wordStart..<input.count) }
        return words
    }

    private static func isDigit(_ byte: UInt8) -> Bool { byte >= UInt8(ascii: "0") && byte <= UInt8(ascii: "9") }
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
