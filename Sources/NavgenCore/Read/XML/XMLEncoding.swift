/// Brings an XML document to UTF-8 before anything reads it.
///
/// The start-tag scanner (the entity check and every column) reads bytes as UTF-8, so a document in
/// another encoding is transcoded first, and libxml2 is then told to ignore the declared encoding: if
/// libxml2 switched encodings on its own, the scanner and libxml2 would read different documents.
/// Xcode writes UTF-8; UTF-16 (with or without a byte order mark), US-ASCII and ISO-8859-1 are
/// transcoded as Xcode's own parser would read them; any other declared encoding is refused.
enum XMLEncoding {
    struct Rejection: Error {
        var line: Int
        var column: Int
        var message: String
    }

    /// The document as UTF-8 (a UTF-8 byte order mark is kept; the scanner and libxml2 both skip it).
    static func utf8(_ bytes: [UInt8]) throws(Rejection) -> [UInt8] {
        // A UTF-32 byte order mark starts like UTF-16's; read as UTF-16 it would be a string of NULs.
        if bytes.starts(with: [0xFF, 0xFE, 0x00, 0x00]) || bytes.starts(with: [0x00, 0x00, 0xFE, 0xFF]) {
            throw Rejection(line: 1, column: 1, message: "the document is UTF-32; navgen reads UTF-8 and UTF-16 (Xcode writes UTF-8)")
        }
        if let bigEndian = utf16ByteOrder(bytes) { return try transcodeUTF16(bytes, bigEndian: bigEndian) }
        guard let declared = declaredEncoding(bytes) else { return bytes }
        switch declared.name.lowercased() {
        case "utf-8", "utf8", "us-ascii", "ascii", "utf-16", "utf16":
            // An 8-bit document labelled UTF-16 is read as what it is, as Xcode does.
            return bytes
        case "iso-8859-1", "iso_8859-1", "latin1", "latin-1", "l1":
            return latin1ToUTF8(bytes)
        default:
            throw Rejection(
                line: declared.line, column: declared.column,
                message: "the XML declaration names the encoding '\(declared.name)'; navgen reads UTF-8, UTF-16, US-ASCII and ISO-8859-1 (Xcode writes UTF-8)")
        }
    }

    /// True for big-endian UTF-16, false for little-endian, nil when the document is not UTF-16: a byte
    /// order mark, or `<?` / `<` followed by a zero byte as XML's autodetection (appendix F) defines.
    private static func utf16ByteOrder(_ bytes: [UInt8]) -> Bool? {
        if bytes.starts(with: [0xFE, 0xFF]) { return true }
        if bytes.starts(with: [0xFF, 0xFE]) { return false }
        if bytes.starts(with: [0x00, 0x3C, 0x00, 0x3F]) { return true }
        if bytes.starts(with: [0x3C, 0x00, 0x3F, 0x00]) { return false }
        return nil
    }

    private static func transcodeUTF16(_ bytes: [UInt8], bigEndian: Bool) throws(Rejection) -> [UInt8] {
        let start = bytes.starts(with: [0xFE, 0xFF]) || bytes.starts(with: [0xFF, 0xFE]) ? 2 : 0
        guard (bytes.count - start) % 2 == 0 else {
            throw Rejection(line: 1, column: 1, message: "the UTF-16 document has an odd number of bytes (it is cut short)")
        }
        var units: [UInt16] = []
        units.reserveCapacity((bytes.count - start) / 2)
        var index = start
        while index < bytes.count {
            let (high, low) = (UInt16(bytes[index]), UInt16(bytes[index + 1]))
            units.append(bigEndian ? high << 8 | low : low << 8 | high)
            index += 2
        }
        var output: [UInt8] = []
        output.reserveCapacity(units.count)
        var line = 1
        var column = 1
        var iterator = units.makeIterator()
        var decoder = UTF16()
        while true {
            switch decoder.decode(&iterator) {
            case .scalarValue(let scalar):
                output.append(contentsOf: UTF8.encode(scalar)!)
                if scalar == "\n" { line += 1; column = 1 } else { column += 1 }
            case .emptyInput:
                return output
            case .error:
                throw Rejection(line: line, column: column, message: "invalid UTF-16: an unpaired surrogate")
            }
        }
    }

    /// The `encoding` of an `<?xml … ?>` declaration at the very start, with the position of its value.
    private static func declaredEncoding(_ bytes: [UInt8]) -> (name: String, line: Int, column: Int)? {
        let start = bytes.starts(with: [0xEF, 0xBB, 0xBF]) ? 3 : 0
        guard bytes[start...].starts(with: Array("<?xml".utf8)) else { return nil }
        let end = bytes[start...].firstIndex(of: UInt8(ascii: ">")) ?? bytes.count
        let declaration = bytes[start..<end]
        let key = Array("encoding".utf8)
        guard var index = declaration.indices.first(where: { declaration[$0...].starts(with: key) }) else { return nil }
        index += key.count
        while index < end, [0x20, 0x09, 0x0A, 0x0D, UInt8(ascii: "=")].contains(bytes[index]) { index += 1 }
        guard index < end, bytes[index] == UInt8(ascii: "\"") || bytes[index] == UInt8(ascii: "'") else { return nil }
        let quote = bytes[index]
        let valueStart = index + 1
        guard let valueEnd = bytes[valueStart..<end].firstIndex(of: quote) else { return nil }
        let lineStart = bytes[start..<valueStart].lastIndex(of: UInt8(ascii: "\n")).map { $0 + 1 } ?? start
        let line = 1 + bytes[start..<valueStart].count { $0 == UInt8(ascii: "\n") }
        return (String(decoding: bytes[valueStart..<valueEnd], as: UTF8.self), line, valueStart - lineStart + 1)
    }

    private static func latin1ToUTF8(_ bytes: [UInt8]) -> [UInt8] {
        var output: [UInt8] = []
        output.reserveCapacity(bytes.count)
        for byte in bytes { output.append(contentsOf: UTF8.encode(Unicode.Scalar(byte))!) }
        return output
    }
}
