import Foundation

extension SwiftName {
    /// `bare` for names made of ASCII letters, digits and the separators `. _ - /` and space (`color.brand.primary`,
    /// `Feed-Detail`), in one pass over the bytes into the result: no Characters, no array, no string per word.
    /// Nil when the text needs the Unicode rules.
    static func asciiBare(_ text: String, upperFirst: Bool) -> String? {
        if let bare = text.utf8.withContiguousStorageIfAvailable({ asciiBare($0, upperFirst: upperFirst) }) { return bare }
        return Array(text.utf8).withUnsafeBufferPointer { asciiBare($0, upperFirst: upperFirst) }
    }

    private static func asciiBare(_ input: UnsafeBufferPointer<UInt8>, upperFirst: Bool) -> String? {
        guard input.allSatisfy({ isWordByte($0) || isSeparator($0) }) else { return nil }
        guard let start = input.firstIndex(where: isWordByte) else { return upperFirst ? "Unnamed" : "unnamed" }
        return String(unsafeUninitializedCapacity: input.count + 1) { output in
            var count = 0
            func emit(_ byte: UInt8) {
                output[count] = byte
                count += 1
            }
            // The first word ends at a separator or where a lowercase letter or digit meets an uppercase one.
            var end = start + 1
            while end < input.count, isWordByte(input[end]), !(isUpper(input[end]) && !isUpper(input[end - 1])) { end += 1 }
            if isDigit(input[start]) { emit(UInt8(ascii: "_")) }
            if upperFirst {
                emit(isLower(input[start]) ? input[start] & ~0x20 : input[start])
                for index in (start + 1)..<end { emit(input[index]) }
            } else {
                // "URLScheme" → "urlScheme"; "ID" → "id".
                let upper = input[start..<end].prefix(while: isUpper).count
                let lowered = upper == end - start || upper <= 1 ? upper : upper - 1
                for index in start..<end { emit(index - start < lowered ? input[index] | 0x20 : input[index]) }
            }
            // Every later word starts with its first letter uppercased.
            var previousWasLower = !isUpper(input[end - 1])
            var inWord = true
            for index in end..<input.count {
                let byte = input[index]
                guard isWordByte(byte) else {
                    (inWord, previousWasLower) = (false, false)
                    continue
                }
                let startsWord = !inWord || (isUpper(byte) && previousWasLower)
                emit(startsWord && isLower(byte) ? byte & ~0x20 : byte)
                (inWord, previousWasLower) = (true, !isUpper(byte))
            }
            return count
        }
    }

    private static func isWordByte(_ byte: UInt8) -> Bool { isUpper(byte) || isLower(byte) || isDigit(byte) }

    private static func isSeparator(_ byte: UInt8) -> Bool {
        byte == UInt8(ascii: ".") || byte == UInt8(ascii: "_") || byte == UInt8(ascii: "-") || byte == UInt8(ascii: "/")
            || byte == UInt8(ascii: " ")
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
