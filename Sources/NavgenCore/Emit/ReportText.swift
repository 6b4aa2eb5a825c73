/// Escaping for the review report's Markdown and SVG.
enum ReportText {
    static func xml(_ text: String) -> String {
        // Most labels need nothing escaped: checked over the bytes before any string is built.
        let plain = text.utf8.withContiguousStorageIfAvailable { $0.allSatisfy(isPlainXML) } ?? text.utf8.allSatisfy(isPlainXML)
        if plain { return text }
        // By bytes: every character escaped is ASCII, and an ASCII byte is never part of another character.
        return escaped(text) { byte, bytes in
            switch byte {
            case UInt8(ascii: "&"): bytes.appendLiteral("&amp;")
            case UInt8(ascii: "<"): bytes.appendLiteral("&lt;")
            case UInt8(ascii: ">"): bytes.appendLiteral("&gt;")
            case UInt8(ascii: "\""): bytes.appendLiteral("&quot;")
            case UInt8(ascii: "'"): bytes.appendLiteral("&apos;")
            // XML 1.0 forbids most control characters even as references.
            case ..<0x20 where byte != UInt8(ascii: "\t"): bytes.append(UInt8(ascii: " "))
            default: bytes.append(byte)
            }
        }
    }

    static func markdownCell(_ text: String) -> String {
        // Most cells are plain identifiers: check the bytes once before building a new string.
        let special = text.utf8.withContiguousStorageIfAvailable { $0.contains(where: isMarkdownSpecial) }
        guard special ?? text.utf8.contains(where: isMarkdownSpecial) else { return text }
        return escaped(text) { byte, bytes in
            switch byte {
            case UInt8(ascii: "|"): bytes.appendLiteral("\\|")
            case UInt8(ascii: "\n"), UInt8(ascii: "\r"): bytes.append(UInt8(ascii: " "))
            case UInt8(ascii: "<"): bytes.appendLiteral("&lt;")
            case UInt8(ascii: ">"): bytes.appendLiteral("&gt;")
            case UInt8(ascii: "`"), UInt8(ascii: "*"), UInt8(ascii: "_"), UInt8(ascii: "["), UInt8(ascii: "]"), UInt8(ascii: "\\"):
                bytes.append(UInt8(ascii: "\\"))
                bytes.append(byte)
            default: bytes.append(byte)
            }
        }
    }

    /// `text` with each byte written by `write`, which only ever replaces ASCII bytes.
    private static func escaped(_ text: String, _ write: (UInt8, inout [UInt8]) -> Void) -> String {
        var bytes: [UInt8] = []
        bytes.reserveCapacity(text.utf8.count + 16)
        for byte in text.utf8 { write(byte, &bytes) }
        return String(decoding: bytes, as: UTF8.self)
    }

    /// Printable ASCII that XML text and attribute values take as it is.
    private static func isPlainXML(_ byte: UInt8) -> Bool {
        switch byte {
        case UInt8(ascii: "&"), UInt8(ascii: "<"), UInt8(ascii: ">"), UInt8(ascii: "\""), UInt8(ascii: "'"): false
        default: byte >= 0x20 && byte < 0x80
        }
    }

    private static func isMarkdownSpecial(_ byte: UInt8) -> Bool {
        switch byte {
        case UInt8(ascii: "|"), UInt8(ascii: "\n"), UInt8(ascii: "\r"), UInt8(ascii: "<"), UInt8(ascii: ">"), UInt8(ascii: "`"),
             UInt8(ascii: "*"), UInt8(ascii: "_"), UInt8(ascii: "["), UInt8(ascii: "]"), UInt8(ascii: "\\"): true
        default: false
        }
    }

    /// A coloured square emoji close to the colour, so a table row shows its swatch at a glance.
    static func swatch(_ color: RGBA) -> String {
        let swatches: [(String, RGBA)] = [
            ("⬛", RGBA(red: 0.1, green: 0.1, blue: 0.1)), ("⬜", RGBA(red: 0.95, green: 0.95, blue: 0.95)),
            ("🟥", RGBA(red: 0.87, green: 0.18, blue: 0.16)), ("🟧", RGBA(red: 0.96, green: 0.56, blue: 0.12)),
            ("🟨", RGBA(red: 0.99, green: 0.8, blue: 0.2)), ("🟩", RGBA(red: 0.47, green: 0.69, blue: 0.24)),
            ("🟦", RGBA(red: 0.2, green: 0.45, blue: 0.88)), ("🟪", RGBA(red: 0.6, green: 0.35, blue: 0.75)),
            ("🟫", RGBA(red: 0.55, green: 0.35, blue: 0.22)),
        ]
        func distance(_ a: RGBA, _ b: RGBA) -> Double {
            let (dr, dg, db) = (a.red - b.red, a.green - b.green, a.blue - b.blue)
            return dr * dr * 0.3 + dg * dg * 0.59 + db * db * 0.11
        }
        return swatches.min { distance($0.1, color) < distance($1.1, color) }!.0
    }
}
