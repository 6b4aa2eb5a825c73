import Foundation

/// One input file as diagnostics quote it: its bytes and where each line starts, found once however many
/// diagnostics point into it.
struct SourceText: Sendable {
    private let bytes: [UInt8]
    private let lineStarts: [Int]

    /// Lines longer than this (minified JSON) are not quoted.
    static let longestQuotedLine = 300

    /// The file as the readers saw it (UTF-16 and Latin-1 XML transcoded, without a BOM), nil when unreadable.
    init?(path: String) {
        guard let data = InputFile.contents(path, limit: InputReader.maximumFileSize) else { return nil }
        var bytes = (try? XMLEncoding.utf8(data)) ?? data
        if bytes.starts(with: [0xEF, 0xBB, 0xBF]) { bytes.removeFirst(3) }
        self.bytes = bytes
        lineStarts = [0] + bytes.indices.filter { bytes[$0] == UInt8(ascii: "\n") }.map { $0 + 1 }
    }

    /// The offending line and a caret under the column, each ending in a line break; nothing when the line is not in
    /// the file, is too long to quote, or holds control characters (a binary file has no line worth quoting).
    func excerpt(line: Int, column: Int) -> String {
        guard line >= 1, line <= lineStarts.count else { return "" }
        let start = lineStarts[line - 1]
        let rest = bytes[start...]
        let end = rest.firstIndex { $0 == UInt8(ascii: "\n") || $0 == UInt8(ascii: "\r") } ?? bytes.endIndex
        let lineBytes = bytes[start..<end]
        guard lineBytes.count <= 4 * Self.longestQuotedLine, !lineBytes.contains(where: { $0 < 0x20 && $0 != UInt8(ascii: "\t") }) else { return "" }
        let text = String(decoding: lineBytes, as: UTF8.self)
        guard text.count <= Self.longestQuotedLine else { return "" }
        // The caret sits under the column's byte; tabs stay tabs so that it lines up.
        let prefix = String(decoding: lineBytes.prefix(max(0, column - 1)), as: UTF8.self)
        return "\(text)\n\(String(prefix.map { $0 == "\t" ? "\t" : " " }))^\n"
    }
}
