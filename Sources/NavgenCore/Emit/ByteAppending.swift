/// Appending text to the byte buffers output is built in, a copy at a time rather than a byte at a time.
extension [UInt8] {
    /// Appends a literal's UTF-8 as one copy: appending a `String`'s `utf8` goes element by element.
    mutating func appendLiteral(_ text: StaticString) {
        text.withUTF8Buffer { append(contentsOf: $0) }
    }

    /// Appends a string's UTF-8 as one copy where the string has its bytes in a row (nearly always).
    mutating func append(utf8Of text: String) {
        if text.utf8.withContiguousStorageIfAvailable({ append(contentsOf: $0) }) == nil { self += text.utf8 }
    }
}
