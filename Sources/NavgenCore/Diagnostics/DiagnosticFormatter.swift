import Foundation

/// Prints diagnostics as text (with the source line and a caret), JSON, or GitHub annotations.
public enum DiagnosticFormatter {
    public enum Format: String, CaseIterable, Sendable {
        case text, json, github
    }

    public static func render(_ diagnostics: [Diagnostic], format: Format, color: Bool = false) -> String {
        let diagnostics = diagnostics.map(relativeToCurrentFolder)
        switch format {
        case .text:
            var sources = SourceLines()
            return diagnostics.map { text($0, color: color, sources: &sources) }.joined()
        case .json: return JSONWriter.render(.array(diagnostics.map(json))) + "\n"
        case .github: return diagnostics.map(github).joined()
        }
    }

    /// Paths as editors and CI expect them: relative to the current folder when inside it.
    static func relativeToCurrentFolder(_ diagnostic: Diagnostic) -> Diagnostic {
        var diagnostic = diagnostic
        diagnostic.location.file = displayPath(diagnostic.location.file)
        diagnostic.notes = diagnostic.notes.map { note in
            var note = note
            if let file = note.location?.file { note.location?.file = displayPath(file) }
            return note
        }
        return diagnostic
    }

    static func text(_ diagnostic: Diagnostic, color: Bool, sources: inout SourceLines) -> String {
        let label: String
        switch (diagnostic.severity, color) {
        case (.error, true): label = "\u{1B}[1;31merror\u{1B}[0m"
        case (.warning, true): label = "\u{1B}[1;35mwarning\u{1B}[0m"
        case (.note, true): label = "\u{1B}[1;30mnote\u{1B}[0m"
        default: label = diagnostic.severity.rawValue
        }
        var output = "\(diagnostic.location): \(label): \(diagnostic.message) [\(diagnostic.rule)]\n"
        output += sources.excerpt(at: diagnostic.location)
        for note in diagnostic.notes {
            if let location = note.location {
                output += "\(location): note: \(note.message)\n"
            } else {
                output += "note: \(note.message)\n"
            }
        }
        return output
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
