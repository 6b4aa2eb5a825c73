import Foundation

/// Prints diagnostics as text (with the source line and a caret), JSON, or GitHub annotations.
public enum DiagnosticFormatter {
    public enum Format: String, CaseIterable, Sendable {
        case text, json, github
    }

    public static func render(_ diagnostics: [Diagnostic], format: Format, color: Bool = false) -> String {
        switch format {
        case .text: return text(diagnostics, color: color)
        case .json: return JSONWriter.render(.array(diagnostics.map(relativeToCurrentFolder).map(json))) + "\n"
        case .github: return diagnostics.map(relativeToCurrentFolder).map(github).joined()
        }
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

    /// Each diagnostic with its source line and a caret, then its notes. Each file quoted is read once.
    static func text(_ diagnostics: [Diagnostic], color: Bool) -> String {
        let prefix = currentFolderPrefix()
        var files: [String: SourceText?] = [:]
        var output = ""
        for diagnostic in diagnostics {
            let location = diagnostic.location
            if files[location.file] == nil { files[location.file] = .some(SourceText(path: location.file)) }
            output += "\(place(location, under: prefix)): \(label(diagnostic.severity, color: color)): \(diagnostic.message) [\(diagnostic.rule)]\n"
            if let text = files[location.file]! { output += text.excerpt(line: location.line, column: location.column) }
            for note in diagnostic.notes {
                output += note.location.map { "\(place($0, under: prefix)): note: " } ?? "note: "
                output += note.message + "\n"
            }
        }
        return output
    }

    /// `file:line:column`, the file as `displayPath` shows it.
    private static func place(_ location: SourceLocation, under prefix: String) -> String {
        "\(displayPath(location.file, under: prefix)):\(location.line):\(location.column)"
    }

    private static func label(_ severity: Severity, color: Bool) -> String {
        guard color else { return severity.rawValue }
        switch severity {
        case .error: return "\u{1B}[1;31merror\u{1B}[0m"
        case .warning: return "\u{1B}[1;35mwarning\u{1B}[0m"
        case .note: return "\u{1B}[1;30mnote\u{1B}[0m"
        }
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
