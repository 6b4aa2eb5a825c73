import Foundation

/// The source lines diagnostics quote, each file read and split once per report: a file with thousands
/// of diagnostics would otherwise be read and scanned from the start once for each of them.
struct SourceLines {
    private var files: [String: (bytes: [UInt8], lineStarts: [Int])?] = [:]

    /// The offending line and a caret under the column, when the file can be read.
    mutating func excerpt(at location: SourceLocation) -> String {
        guard let (bytes, lineStarts) = lines(of: location.file), location.line >= 1, location.line <= lineStarts.count else { return "" }
        let start = lineStarts[location.line - 1]
        // Lines longer than 300 characters (minified JSON) are not quoted; stop looking for their end early.
        let limit = min(bytes.count, start + 4 * 300 + 1)
        var end = start
        while end < limit, bytes[end] != UInt8(ascii: "\n"), bytes[end] != UInt8(ascii: "\r") { end += 1 }
        guard end < limit || limit == bytes.count else { return "" }
        let line = bytes[start..<end]
        let prefix = bytes[start..<min(end, start + max(0, location.column - 1))]
        // A binary file (a binary property list) has no line worth quoting: control characters give it away.
        guard !line.contains(where: { $0 < 0x20 && $0 != UInt8(ascii: "\t") }) else { return "" }
        // ASCII lines (nearly all) are measured and padded by bytes; other text by Characters, as it is shown.
        if line.allSatisfy({ $0 < 0x80 }) {
            guard line.count <= 300 else { return "" }
            var excerpt = Array(line)
            excerpt.append(UInt8(ascii: "\n"))
            excerpt += prefix.map { $0 == UInt8(ascii: "\t") ? $0 : UInt8(ascii: " ") }
            excerpt += "^\n".utf8
            return String(decoding: excerpt, as: UTF8.self)
        }
        let text = String(decoding: line, as: UTF8.self)
        guard text.count <= 300 else { return "" }
        let padding = String(String(decoding: prefix, as: UTF8.self).map { $0 == "\t" ? "\t" : " " })
        return "\(text)\n\(padding)^\n"
    }

    private mutating func lines(of path: String) -> (bytes: [UInt8], lineStarts: [Int])? {
        if let known = files[path] { return known }
        var result: (bytes: [UInt8], lineStarts: [Int])?
        if let data = InputFile.contents(path, limit: InputReader.maximumFileSize) {
            // Positions count in the UTF-8 text the readers saw: UTF-16 and Latin-1 XML transcoded, without a BOM.
            var bytes = (try? XMLEncoding.utf8(data)) ?? data
            if bytes.starts(with: [0xEF, 0xBB, 0xBF]) { bytes.removeFirst(3) }
            var starts = [0]
            for (index, byte) in bytes.enumerated() where byte == UInt8(ascii: "\n") { starts.append(index + 1) }
            result = (bytes, starts)
        }
        files[path] = .some(result)
        return result
    }
}
