/// Escaping for the review report's Markdown and SVG.
enum ReportText {
    static func xml(_ text: String) -> String {
        xmlEscapes.escaped(text)
    }

    static func markdownCell(_ text: String) -> String {
        markdownCellEscapes.escaped(text)
    }

    private static let xmlEscapes = Escapes { byte in
        switch byte {
        case UInt8(ascii: "&"): "&amp;"
        case UInt8(ascii: "<"): "&lt;"
        case UInt8(ascii: ">"): "&gt;"
        case UInt8(ascii: "\""): "&quot;"
        case UInt8(ascii: "'"): "&apos;"
        // XML 1.0 forbids most control characters even as references.
        case ..<0x20 where byte != UInt8(ascii: "\t"): " "
        default: nil
        }
    }

    private static let markdownCellEscapes = Escapes { byte in
        switch byte {
        case UInt8(ascii: "|"): "\\|"
        case UInt8(ascii: "\n"), UInt8(ascii: "\r"): " "
        case UInt8(ascii: "<"): "&lt;"
        case UInt8(ascii: ">"): "&gt;"
        case UInt8(ascii: "`"): "\\`"
        case UInt8(ascii: "*"): "\\*"
        case UInt8(ascii: "_"): "\\_"
        case UInt8(ascii: "["): "\\["
        case UInt8(ascii: "]"): "\\]"
        case UInt8(ascii: "\\"): "\\\\"
        default: nil
        }
    }

    /// What an escaping replaces, by byte, looked up in a table made once. By bytes: every character escaped is ASCII,
    /// and an ASCII byte is never part of another character.
    private struct Escapes: Sendable {
        /// By byte value: the replacement, or nil for a byte kept as it is.
        private let replacements: [[UInt8]?]

        init(_ replacement: (UInt8) -> String?) {
            replacements = (0...255).map { replacement(UInt8($0)).map { Array($0.utf8) } }
        }

        func escaped(_ text: String) -> String {
            guard text.utf8.contains(where: { replacements[Int($0)] != nil }) else { return text }
            var bytes: [UInt8] = []
            for byte in text.utf8 {
                if let replaced = replacements[Int(byte)] { bytes += replaced } else { bytes.append(byte) }
            }
            return String(decoding: bytes, as: UTF8.self)
        }
    }

    /// A coloured square emoji close to the colour, so a table row shows its swatch at a glance.
    static func swatch(_ color: RGBA) -> String {
        func distance(_ a: RGBA, _ b: RGBA) -> Double {
            let (dr, dg, db) = (a.red - b.red, a.green - b.green, a.blue - b.blue)
            return dr * dr * 0.3 + dg * dg * 0.59 + db * db * 0.11
        }
        return swatches.min { distance($0.1, color) < distance($1.1, color) }!.0
    }

    /// Made once: the report asks for a swatch on every row of every mode.
    private static let swatches: [(String, RGBA)] = [
        ("⬛", RGBA(red: 0.1, green: 0.1, blue: 0.1)), ("⬜", RGBA(red: 0.95, green: 0.95, blue: 0.95)),
        ("🟥", RGBA(red: 0.87, green: 0.18, blue: 0.16)), ("🟧", RGBA(red: 0.96, green: 0.56, blue: 0.12)),
        ("🟨", RGBA(red: 0.99, green: 0.8, blue: 0.2)), ("🟩", RGBA(red: 0.47, green: 0.69, blue: 0.24)),
        ("🟦", RGBA(red: 0.2, green: 0.45, blue: 0.88)), ("🟪", RGBA(red: 0.6, green: 0.35, blue: 0.75)),
        ("🟫", RGBA(red: 0.55, green: 0.35, blue: 0.22)),
    ]
}
