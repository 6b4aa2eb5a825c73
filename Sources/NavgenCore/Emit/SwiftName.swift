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

/// Gives every name of one namespace a distinct identifier, the same on every run.
struct NameTable {
    /// Key → identifier.
    private var identifiers: [String: String] = [:]

    /// `names` in any order; collisions (including case-only ones) get `_2`, `_3`… in UTF-8 order of the raw names.
    init(_ names: some Sequence<String>, upperFirst: Bool = false, reserved: Set<String> = []) {
        self.init(keyed: names.map { ($0, $0) }, upperFirst: upperFirst, reserved: reserved)
    }

    /// Identifiers for keys, each built from its own display name (a storyboard id keyed by its readable name), claimed
    /// in UTF-8 order of name, then key.
    init(keyed pairs: [(key: String, name: String)], upperFirst: Bool = false, reserved: Set<String> = []) {
        func ordered(_ a: (key: String, name: String), _ b: (key: String, name: String)) -> Bool {
            a.name != b.name ? String.utf8Precedes(a.name, b.name) : String.utf8Precedes(a.key, b.key)
        }
        // Names usually come in order (token paths, sorted identifiers).
        let sorted = zip(pairs, pairs.dropFirst()).allSatisfy { ordered($0, $1) } ? pairs : pairs.sorted(by: ordered)
        var used = Set(reserved.map { $0.lowercased() })
        // Made at their final size rather than grown and rehashed (a large token set has tens of thousands of names).
        used.reserveCapacity(reserved.count + pairs.count)
        identifiers.reserveCapacity(pairs.count)
        for (key, name) in sorted where identifiers[key] == nil {
            let base = SwiftName.bare(name, upperFirst: upperFirst)
            var candidate = base
            var counter = 2
            while !used.insert(candidate.lowercased()).inserted {
                candidate = base + "_\(counter)"
                counter += 1
            }
            identifiers[key] = SwiftName.escape(candidate)
        }
    }

    subscript(name: String) -> String {
        identifiers[name] ?? SwiftName.identifier(name)
    }

    /// The name as an argument label at a call site, where only `inout`, `var` and `let` need backticks.
    func label(_ name: String) -> String {
        let identifier = self[name]
        guard identifier.hasPrefix("`") else { return identifier }
        let bare = String(identifier.dropFirst().dropLast())
        return ["inout", "var", "let"].contains(bare) ? identifier : bare
    }
}

extension String {
    /// Code-point order: the order of the UTF-8 bytes.
    static func utf8Precedes(_ a: String, _ b: String) -> Bool {
        a.utf8.lexicographicallyPrecedes(b.utf8)
    }
}
