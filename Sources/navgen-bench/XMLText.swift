/// Builds indented XML text line by line, the way Xcode lays its documents out (four spaces per level).
struct XMLText {
    private(set) var text = ""
    private var depth = 0

    init(capacity: Int) { text.reserveCapacity(capacity) }

    mutating func line(_ content: String) {
        for _ in 0..<depth { text += "    " }
        text += content
        text += "\n"
    }

    /// A start tag whose content follows, one level deeper.
    mutating func open(_ content: String) {
        line(content)
        depth += 1
    }

    mutating func close(_ content: String) {
        depth -= 1
        line(content)
    }
}

/// Interface Builder object ids (`BYZ-38-t0r`): unique across a whole input set, so storyboards that reference
/// each other never clash, and scrambled like Xcode's so no two ids share a long prefix.
struct IBIdentifiers {
    private static let alphabet = Array("0123456789ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz")
    private var counter: UInt64 = 0

    mutating func next() -> String {
        counter += 1
        // An odd multiplier not divisible by 31 is a bijection modulo 62^8: distinct counters, distinct ids.
        let space: UInt64 = 218_340_105_584_896
        var value = (counter &* 0x2545_F491) % space
        var characters: [Character] = []
        for _ in 0..<8 {
            characters.append(Self.alphabet[Int(value % 62)])
            value /= 62
        }
        return String(characters[0..<3]) + "-" + String(characters[3..<5]) + "-" + String(characters[5..<8])
    }
}
