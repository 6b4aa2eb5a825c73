/// Swift identifiers and literals for any input text.
enum SwiftName {
    static let keywords: Set<String> = [
        "associatedtype", "class", "deinit", "enum", "extension", "fileprivate", "func", "import", "init", "inout",
        "internal", "let", "open", "operator", "private", "precedencegroup", "protocol", "public", "rethrows", "static",
        "struct", "subscript", "typealias", "var", "break", "case", "catch", "continue", "default", "defer", "do", "else",
        "fallthrough", "for", "guard", "if", "in", "repeat", "return", "throw", "switch", "where", "while", "Any", "as",
        "await", "false", "is", "nil", "self", "Self", "super", "throws", "true", "try", "_", "some", "any", "consume",
        "borrowing", "consuming", "package", "each", "sending", "Type", "Protocol",
    ]

    /// Names that backticks cannot rescue everywhere (member access, enum cases): they get a suffix instead.
    static let renamed: Set<String> = ["self", "Self", "Type", "Protocol", "init", "_", "super", "Any", "allCases", "rawValue", "hashValue", "description"]

    /// Splits text into words at anything that is not a letter or digit, and at lower→upper case changes. Only
    /// names `asciiBare` cannot spell come here, so this walks Characters.
    private static func words(_ text: String) -> [String] {
        var words: [String] = []
        var current = ""
        var previousWasLower = false
        for character in text {
            if character.isLetter || character.isNumber {
                if character.isUppercase, previousWasLower, !current.isEmpty {
                    words.append(current)
                    current = ""
                }
                current.append(character)
                previousWasLower = character.isLowercase || character.isNumber
            } else {
                if !current.isEmpty { words.append(current) }
                current = ""
                previousWasLower = false
                // Emoji and other symbols keep names distinct by their code points.
                if !character.isWhitespace, !character.isPunctuation, !"-_.$/\\+=|~^`".contains(character) {
                    words.append("u" + character.unicodeScalars.map { String($0.value, radix: 16, uppercase: true) }.joined(separator: "_"))
                }
            }
        }
        if !current.isEmpty { words.append(current) }
        return words
    }

    /// `lowerCamelCase`, never empty, never starting with a digit, keywords escaped.
    static func identifier(_ text: String) -> String {
        escape(bare(text, upperFirst: false))
    }

    /// `UpperCamelCase` for type names.
    static func typeName(_ text: String) -> String {
        escape(bare(text, upperFirst: true))
    }

    /// The identifier without keyword escaping, for building compound names.
    static func bare(_ text: String, upperFirst: Bool) -> String {
        asciiBare(text, upperFirst: upperFirst) ?? unicodeBare(text, upperFirst: upperFirst)
    }

    /// `bare` by Characters, for any text.
    static func unicodeBare(_ text: String, upperFirst: Bool) -> String {
        let parts = words(text)
        guard !parts.isEmpty else { return upperFirst ? "Unnamed" : "unnamed" }
        var result = ""
        for (index, word) in parts.enumerated() {
            if index == 0 && !upperFirst {
                result += lowerFirst(word)
            } else {
                result += word.prefix(1).uppercased() + word.dropFirst()
            }
        }
        if let first = result.first, first.isNumber { result = "_" + result }
        return result
    }

    private static func lowerFirst(_ word: String) -> String {
        // "URLScheme" → "urlScheme"; "ID" → "id".
        let characters = Array(word)
        var count = 0
        while count < characters.count, characters[count].isUppercase { count += 1 }
        if count == 0 { return word }
        let lowered = count == characters.count || count == 1 ? count : count - 1
        return String(characters[..<lowered]).lowercased() + String(characters[lowered...])
    }

    /// Printable ASCII other than `"` and `\`: such text needs no escaping in a literal or a comment.
    private static func isPlainLiteralByte(_ byte: UInt8) -> Bool {
        byte >= 0x20 && byte < 0x7F && byte != UInt8(ascii: "\"") && byte != UInt8(ascii: "\\")
    }

    static func escape(_ name: String) -> String {
        // No keyword or renamed name is longer ("precedencegroup") or has a digit: most names skip two set lookups.
        guard name.utf8.count <= 15, !name.utf8.contains(where: { $0 >= UInt8(ascii: "0") && $0 <= UInt8(ascii: "9") }) else { return name }
        if renamed.contains(name) { return name + "_" }
        return keywords.contains(name) ? "`\(name)`" : name
    }

    /// A Swift string literal that means exactly `text`.
    static func stringLiteral(_ text: String) -> String {
        if text.utf8.allSatisfy(isPlainLiteralByte) { return "\"" + text + "\"" }
        var result = "\""
        for scalar in text.unicodeScalars {
            if let escape = StringLiteralEscapes.shared(scalar) {
                result += escape
            } else if scalar == "\0" {
                result += "\\0"
            } else if scalar.value < 0x20 || scalar.value == 0x7F || (0x2028...0x2029).contains(scalar.value) {
                result += "\\u{\(String(scalar.value, radix: 16, uppercase: true))}"
            } else {
                result.unicodeScalars.append(scalar)
            }
        }
        return result + "\""
    }

    /// One line of documentation: line breaks become spaces, control characters go.
    static func docComment(_ text: String) -> String {
        let utf8 = text.utf8
        if utf8.first != UInt8(ascii: " "), utf8.last != UInt8(ascii: " "), utf8.allSatisfy(isPlainLiteralByte) { return text }
        var result = ""
        for scalar in text.unicodeScalars {
            if scalar == "\n" || scalar == "\r" || scalar == "\t" || scalar == "\u{2028}" || scalar == "\u{2029}" {
                result += " "
            } else if scalar.value >= 0x20, scalar.value != 0x7F {
                result.unicodeScalars.append(scalar)
            }
        }
        return result.trimming(" ")
    }
}

/// A hash of ASCII text with its letters lowercased, for telling names that differ only in case.
private struct CaseFoldedHash {
    let value: UInt64

    /// Nil when the text is not all ASCII.
    init?(_ text: String) {
        var hash: UInt64 = 0xcbf2_9ce4_8422_2325
        for byte in text.utf8 {
            guard byte < 0x80 else { return nil }
            hash = (hash ^ UInt64(Self.folded(byte))) &* 0x100_0000_01b3
        }
        // FNV's low bits, which pick the slot, are weak on their own: mixed in from the high ones.
        value = hash ^ (hash >> 29)
    }

    static func equal(_ a: String, _ b: String) -> Bool {
        a.utf8.count == b.utf8.count && zip(a.utf8, b.utf8).allSatisfy { folded($0) == folded($1) }
    }

    private static func folded(_ byte: UInt8) -> UInt8 {
        byte >= UInt8(ascii: "A") && byte <= UInt8(ascii: "Z") ? byte | 0x20 : byte
    }
}

/// Gives every name of one namespace a distinct identifier, the same on every run.
struct NameTable {
    /// Key → identifier, for keys that came in any order.
    private var identifiers: [String: String] = [:]
    /// For names that came in UTF-8 order: the identifiers in that order, found by binary search in `sortedNames`.
    /// Tens of thousands of token paths are then never hashed into a dictionary, and rows made in that order
    /// take their identifier by position.
    private var sortedNames: [String] = []
    private var identifiersInOrder: [String] = []

    /// `names` in any order; collisions (including case-only ones) get `_2`, `_3`… in sorted order of the raw names.
    init(_ names: some Sequence<String>, upperFirst: Bool = false, reserved: Set<String> = []) {
        let names = Array(names)
        // Names already in order (the emitted tokens) are distinct: no set, and no sort below.
        if names.isStrictlyAscending {
            self.init(sorted: names.map { ($0, $0) }, distinct: true, upperFirst: upperFirst, reserved: reserved)
        } else {
            self.init(keyed: Set(names).map { ($0, $0) }, upperFirst: upperFirst, reserved: reserved)
        }
    }

    /// Identifiers for keys, each built from its own display name (a storyboard id keyed by its readable name).
    init(keyed pairs: [(key: String, name: String)], upperFirst: Bool = false, reserved: Set<String> = []) {
        let precedes = String.utf8Precedes
        func ordered(_ a: (key: String, name: String), _ b: (key: String, name: String)) -> Bool {
            a.name != b.name ? precedes(a.name, b.name) : precedes(a.key, b.key)
        }
        let sorted = zip(pairs, pairs.dropFirst()).allSatisfy({ ordered($0, $1) }) ? pairs : pairs.sorted(by: ordered)
        self.init(sorted: sorted, distinct: false, upperFirst: upperFirst, reserved: reserved)
    }

    /// Pairs in order of name, then key (`distinct` when no key repeats, and each key is its name). Each name's
    /// identifier and its escaped form are made on all threads. Distinct names are then checked for collisions
    /// at once (`claimedWithoutCollisions`); otherwise, or when some collide, names are claimed one by one, in order.
    private init(sorted: [(key: String, name: String)], distinct: Bool, upperFirst: Bool, reserved: Set<String>) {
        let bases = ParallelMap.chunked(sorted.map(\.name)) { name in
            let base = SwiftName.bare(name, upperFirst: upperFirst)
            return (base: base, escaped: SwiftName.escape(base))
        }
        let claimed: [String]
        if distinct, let fast = Self.claimedWithoutCollisions(bases, reserved: reserved) {
            claimed = fast
        } else {
            var used = Set(reserved.map { $0.lowercased() })
            used.reserveCapacity(used.count + sorted.count)
            func claim(_ base: (base: String, escaped: String), of key: String) -> String? {
                guard identifiers[key] == nil else { return nil }
                if used.insert(base.base.lowercased()).inserted { return base.escaped }
                var candidate = base.base
                var counter = 2
                repeat {
                    candidate = base.base + "_\(counter)"
                    counter += 1
                } while !used.insert(candidate.lowercased()).inserted
                return SwiftName.escape(candidate)
            }
            if !distinct { identifiers.reserveCapacity(sorted.count) }
            var inOrder: [String] = []
            for ((key, _), base) in zip(sorted, bases) {
                guard let identifier = claim(base, of: key) else { continue }
                if distinct { inOrder.append(identifier) } else { identifiers[key] = identifier }
            }
            claimed = inOrder
        }
        if distinct {
            sortedNames = sorted.map(\.name)
            identifiersInOrder = claimed
        }
    }

    /// Each name's escaped base when no two bases, nor a base and a reserved name, differ only in case: then no name
    /// gets a suffix. Told by hashing the lowercased ASCII of each base on all threads into an open table, far
    /// cheaper than a set of lowercased strings. Nil when some do collide, or a base is not ASCII (whose case and
    /// canonical equivalence only `String` knows): the names are then claimed one by one.
    private static func claimedWithoutCollisions(_ bases: [(base: String, escaped: String)], reserved: Set<String>) -> [String]? {
        let names = reserved.sorted() + bases.map(\.base)
        let hashes = ParallelMap.chunked(names, minimumChunk: 1_024) { CaseFoldedHash($0) }
        guard hashes.allSatisfy({ $0 != nil }) else { return nil }
        var capacity = 16
        while capacity < names.count * 2 { capacity *= 2 }
        var slots = [Int](repeating: -1, count: capacity)
        for (index, hash) in hashes.enumerated() {
            var slot = Int(truncatingIfNeeded: hash!.value) & (capacity - 1)
            while slots[slot] >= 0 {
                if hashes[slots[slot]]!.value == hash!.value, CaseFoldedHash.equal(names[slots[slot]], names[index]) { return nil }
                slot = (slot + 1) & (capacity - 1)
            }
            slots[slot] = index
        }
        return bases.map(\.escaped)
    }

    /// The identifiers of `names`, in their order: taken by position when the table was made from these very
    /// names in UTF-8 order (the emitted token paths), otherwise looked up one by one.
    func identifiers(of names: [String]) -> [String] {
        identifiersInOrder.count == names.count && sortedNames == names ? identifiersInOrder : names.map { self[$0] }
    }

    subscript(name: String) -> String {
        guard !sortedNames.isEmpty else { return identifiers[name] ?? SwiftName.identifier(name) }
        var (low, high) = (0, sortedNames.count)
        while low < high {
            let middle = (low + high) / 2
            if String.utf8Precedes(sortedNames[middle], name) { low = middle + 1 } else { high = middle }
        }
        if low < sortedNames.count, sortedNames[low] == name { return identifiersInOrder[low] }
        // Strings are equal when canonically equivalent ("\u{212A}", KELVIN SIGN, is "K"), which byte order does
        // not see: a miss looks again the way a dictionary would.
        if let index = sortedNames.firstIndex(of: name) { return identifiersInOrder[index] }
        return SwiftName.identifier(name)
    }

    /// The name as an argument label at a call site, where only `inout`, `var` and `let` need backticks.
    func label(_ name: String) -> String {
        let identifier = self[name]
        guard identifier.hasPrefix("`") else { return identifier }
        let bare = String(identifier.dropFirst().dropLast())
        return ["inout", "var", "let"].contains(bare) ? identifier : bare
    }
}
