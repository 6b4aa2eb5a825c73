extension SwiftName {
    /// `unicodeBare` for names made only of ASCII letters, digits and the separators `. _ - /` and space (token paths,
    /// most ids), by bytes rather than Characters; nil for any other text. Kept for its measured worth
    /// (docs/performance.md); `unicodeBare` is its oracle in the tests.
    static func asciiBare(_ text: String, upperFirst: Bool) -> String? {
        let input = Array(text.utf8)
        guard input.allSatisfy({ isWordByte($0) || isSeparator($0) }) else { return nil }
        guard let start = input.firstIndex(where: isWordByte) else { return upperFirst ? "Unnamed" : "unnamed" }
        var output: [UInt8] = []
        output.reserveCapacity(input.count + 1)
        // The first word ends at a separator or where a lowercase letter or digit meets an uppercase one.
        var end = start + 1
        while end < input.count, isWordByte(input[end]), !(isUpper(input[end]) && !isUpper(input[end - 1])) { end += 1 }
        if isDigit(input[start]) { output.append(UInt8(ascii: "_")) }
        if upperFirst {
            output.append(isLower(input[start]) ? input[start] & ~0x20 : input[start])
            output += input[(start + 1)..<end]
        } else {
            // "URLScheme" → "urlScheme"; "ID" → "id".
            let upper = input[start..<end].prefix(while: isUpper).count
            let lowered = upper == end - start || upper <= 1 ? upper : upper - 1
            for index in start..<end { output.append(index - start < lowered ? input[index] | 0x20 : input[index]) }
        }
        // Every later word starts with its first letter uppercased.
        var previousWasLower = !isUpper(input[end - 1])
        var inWord = true
        for byte in input[end...] {
            guard isWordByte(byte) else {
                (inWord, previousWasLower) = (false, false)
                continue
            }
            let startsWord = !inWord || (isUpper(byte) && previousWasLower)
            output.append(startsWord && isLower(byte) ? byte & ~0x20 : byte)
            (inWord, previousWasLower) = (true, !isUpper(byte))
        }
        return String(decoding: output, as: UTF8.self)
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
