import Foundation

/// One input file as diagnostics quote it: its bytes and where each line starts, found once (with `memchr`)
/// however many diagnostics point into it.
struct SourceText: Sendable {
    private let bytes: [UInt8]
    private let lineStarts: [Int]

    /// The file as the readers saw it (UTF-16 and Latin-1 XML transcoded, without a BOM), nil when unreadable.
    init?(path: String) {
        guard let data = InputFile.contents(path, limit: InputReader.maximumFileSize) else { return nil }
        var bytes = (try? XMLEncoding.utf8(data)) ?? data
        if bytes.starts(with: [0xEF, 0xBB, 0xBF]) { bytes.removeFirst(3) }
        var starts = [0]
        bytes.withUnsafeBufferPointer { buffer in
            guard let base = buffer.baseAddress else { return }
            var offset = 0
            while offset < buffer.count, let found = memchr(base + offset, 0x0A, buffer.count - offset) {
                offset = base.distance(to: found.assumingMemoryBound(to: UInt8.self)) + 1
                starts.append(offset)
            }
        }
        self.bytes = bytes
        lineStarts = starts
    }

    /// Appends the offending line and a caret under the column; nothing when the line is not in the file or is
    /// longer than 300 characters (minified JSON).
    func appendExcerpt(line: Int, column: Int, to output: inout [UInt8]) {
        guard line >= 1, line <= lineStarts.count else { return }
        let start = lineStarts[line - 1]
        // Stop looking for the end of a line too long to quote early.
        let limit = min(bytes.count, start + 4 * 300 + 1)
        bytes.withUnsafeBufferPointer { buffer in
            let end = Self.position(of: UInt8(ascii: "\r"), in: buffer, start, Self.position(of: UInt8(ascii: "\n"), in: buffer, start, limit))
            var high: UInt8 = 0
            var control = false
            for byte in UnsafeBufferPointer(rebasing: buffer[start..<end]) {
                high |= byte
                if byte < 0x20, byte != UInt8(ascii: "\t") { control = true }
            }
            // A binary file (a binary property list) has no line worth quoting: control characters give it away.
            guard end < limit || limit == bytes.count, !control else { return }
            let prefixEnd = min(end, start + max(0, column - 1))
            // ASCII lines (nearly all) are measured and padded by bytes; other text by Characters, as it is shown.
            guard high < 0x80 else {
                let text = String(decoding: UnsafeBufferPointer(rebasing: buffer[start..<end]), as: UTF8.self)
                guard text.count <= 300 else { return }
                let prefix = String(decoding: UnsafeBufferPointer(rebasing: buffer[start..<prefixEnd]), as: UTF8.self)
                output += "\(text)\n\(String(prefix.map { $0 == "\t" ? "\t" : " " }))^\n".utf8
                return
            }
            guard end - start <= 300 else { return }
            output += UnsafeBufferPointer(rebasing: buffer[start..<end])
            output.append(UInt8(ascii: "\n"))
            // Tabs stay tabs so that the caret lines up; a line without one (nearly all) is padded in one go.
            if Self.position(of: UInt8(ascii: "\t"), in: buffer, start, prefixEnd) == prefixEnd {
                output += repeatElement(UInt8(ascii: " "), count: prefixEnd - start)
            } else {
                for index in start..<prefixEnd { output.append(buffer[index] == UInt8(ascii: "\t") ? buffer[index] : UInt8(ascii: " ")) }
            }
            output += "^\n".utf8
        }
    }

    /// The first position of `byte` in `buffer[start..<end]`, or `end`: `memchr` reads a line many bytes at a time.
    private static func position(of byte: UInt8, in buffer: UnsafeBufferPointer<UInt8>, _ start: Int, _ end: Int) -> Int {
        guard let base = buffer.baseAddress, start < end, let found = memchr(base + start, Int32(byte), end - start) else { return end }
        return base.distance(to: found.assumingMemoryBound(to: UInt8.self))
    }
}
