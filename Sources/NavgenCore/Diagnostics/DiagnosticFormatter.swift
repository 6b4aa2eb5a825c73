import Foundation

/// Prints diagnostics as text (with the source line and a caret), JSON, or GitHub annotations.
public enum DiagnosticFormatter {
    public enum Format: String, CaseIterable, Sendable {
        case text, json, github
    }

    public static func render(_ diagnostics: [Diagnostic], format: Format, color: Bool = false) -> String {
        switch format {
        case .text: return String(decoding: textBlocks(diagnostics, color: color).joined(), as: UTF8.self)
        case .json: return JSONWriter.render(.array(diagnostics.map(relativeToCurrentFolder).map(json))) + "\n"
        case .github: return diagnostics.map(relativeToCurrentFolder).map(github).joined()
        }
    }

    /// Writes what `render` gives to `descriptor`, the text a block of thousands of diagnostics at a time: a run with
    /// thousands of warnings spends on printing them what it spends on parsing, unless they are rendered on all
    /// threads into bytes and written in a few large writes.
    public static func write(_ diagnostics: [Diagnostic], format: Format, color: Bool = false, to descriptor: Int32) {
        let blocks = format == .text ? textBlocks(diagnostics, color: color) : [Array(render(diagnostics, format: format).utf8)]
        for block in blocks { FileDescriptorOutput.writeAll(block, to: descriptor) }
    }

    /// Paths as editors and CI expect them: relative to the current folder when inside it.
    static func relativeToCurrentFolder(_ diagnostic: Diagnostic) -> Diagnostic {
        let prefix = currentFolderPrefix()
        var diagnostic = diagnostic
        diagnostic.location.file = displayPath(diagnostic.location.file, under: prefix)
        diagnostic.notes = diagnostic.notes.map { note in
            var note = note
            if let file = note.location?.file { note.location?.file = displayPath(file, under: prefix) }
            return note
        }
        return diagnostic
    }

    /// The text format in blocks made on all threads, in order: each diagnostic with its source line and a caret.
    /// Each file quoted is read and split into lines once, the files on all threads too.
    static func textBlocks(_ diagnostics: [Diagnostic], color: Bool) -> [[UInt8]] {
        guard !diagnostics.isEmpty else { return [] }
        var paths: [String] = []
        var seen: Set<String> = []
        for diagnostic in diagnostics where seen.insert(diagnostic.location.file).inserted { paths.append(diagnostic.location.file) }
        let prefix = currentFolderPrefix()
        let files = Dictionary(uniqueKeysWithValues: zip(paths, ParallelMap.map(paths) { path in
            QuotedFile(shown: displayPath(path, under: prefix), text: SourceText(path: path))
        }))
        let ranges = ParallelMap.ranges(splitting: diagnostics.count, perThread: 4, minimumLength: 256)
        return ParallelMap.map(ranges) { range in
            var output: [UInt8] = []
            output.reserveCapacity(range.count * 512)
            // A run of diagnostics in one file (they are sorted by position) looks the file up once.
            var file = files[diagnostics[range.lowerBound].location.file]!
            var path = diagnostics[range.lowerBound].location.file
            for diagnostic in diagnostics[range] {
                if diagnostic.location.file != path {
                    path = diagnostic.location.file
                    file = files[path]!
                }
                appendText(diagnostic, color: color, file: file, prefix: prefix, to: &output)
            }
            return output
        }
    }

    /// A file diagnostics point into: its path as shown and its text to quote (nil when unreadable).
    private struct QuotedFile: Sendable {
        var shown: String
        var text: SourceText?
    }

    private static func appendText(_ diagnostic: Diagnostic, color: Bool, file: QuotedFile, prefix: String, to output: inout [UInt8]) {
        appendLocation(file.shown, diagnostic.location, to: &output)
        switch (diagnostic.severity, color) {
        case (.error, true): output += ": \u{1B}[1;31merror\u{1B}[0m: ".utf8
        case (.warning, true): output += ": \u{1B}[1;35mwarning\u{1B}[0m: ".utf8
        case (.note, true): output += ": \u{1B}[1;30mnote\u{1B}[0m: ".utf8
        case (.error, false): output += ": error: ".utf8
        case (.warning, false): output += ": warning: ".utf8
        case (.note, false): output += ": note: ".utf8
        }
        output += diagnostic.message.utf8
        output += " [".utf8
        output += diagnostic.rule.utf8
        output += "]\n".utf8
        file.text?.appendExcerpt(line: diagnostic.location.line, column: diagnostic.location.column, to: &output)
        for note in diagnostic.notes {
            if let location = note.location {
                appendLocation(displayPath(location.file, under: prefix), location, to: &output)
                output += ": note: ".utf8
            } else {
                output += "note: ".utf8
            }
            output += note.message.utf8
            output.append(UInt8(ascii: "\n"))
        }
    }

    /// `file:line:column`, the file as `displayPath` shows it.
    private static func appendLocation(_ shown: String, _ location: SourceLocation, to output: inout [UInt8]) {
        output += shown.utf8
        output.append(UInt8(ascii: ":"))
        output += String(location.line).utf8
        output.append(UInt8(ascii: ":"))
        output += String(location.column).utf8
    }

    static func json(_ diagnostic: Diagnostic) -> JSONWriter.Value {
        .object([
            ("severity", .string(diagnostic.severity.rawValue)),
            ("rule", .string(diagnostic.rule)),
            ("file", .string(diagnostic.location.file)),
            ("line", .number(Double(diagnostic.location.line))),
            ("column", .number(Double(diagnostic.location.column))),
            ("message", .string(diagnostic.message)),
            ("notes", .array(diagnostic.notes.map { note in
                .object([
                    ("file", note.location.map { .string($0.file) } ?? .null),
                    ("line", note.location.map { .number(Double($0.line)) } ?? .null),
                    ("column", note.location.map { .number(Double($0.column)) } ?? .null),
                    ("message", .string(note.message)),
                ])
            })),
        ])
    }

    static func github(_ diagnostic: Diagnostic) -> String {
        let kind = diagnostic.severity == .error ? "error" : (diagnostic.severity == .warning ? "warning" : "notice")
        return githubAnnotation(kind, at: diagnostic.location, title: "navgen " + diagnostic.rule, diagnostic.message)
    }

    /// One GitHub Actions workflow command (`::warning file=…,line=…::message`); without a location, one for the run.
    static func githubAnnotation(_ kind: String, at location: SourceLocation?, title: String, _ message: String) -> String {
        func escapeProperty(_ text: String) -> String {
            text.replacingOccurrences(of: "%", with: "%25").replacingOccurrences(of: "\r", with: "%0D")
                .replacingOccurrences(of: "\n", with: "%0A").replacingOccurrences(of: ":", with: "%3A")
                .replacingOccurrences(of: ",", with: "%2C")
        }
        func escapeMessage(_ text: String) -> String {
            text.replacingOccurrences(of: "%", with: "%25").replacingOccurrences(of: "\r", with: "%0D")
                .replacingOccurrences(of: "\n", with: "%0A")
        }
        let place = location.map { "file=\(escapeProperty($0.file)),line=\($0.line),col=\($0.column)," } ?? ""
        return "::\(kind) \(place)title=\(escapeProperty(title))::\(escapeMessage(message))\n"
    }
}
