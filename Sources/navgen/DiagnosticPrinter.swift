import Foundation
import NavgenCore

/// Prints diagnostics as the command line asked: errors only with `--quiet`, in colour on a terminal that allows it,
/// text to stderr, GitHub annotations and JSON to stdout.
struct DiagnosticPrinter: Sendable {
    let format: DiagnosticFormatter.Format
    let quiet: Bool
    let color: Bool

    init(_ options: Settings) {
        format = options.format ?? .text
        quiet = options.quiet
        color = format == .text && isatty(STDERR_FILENO) != 0 && ProcessInfo.processInfo.environment["NO_COLOR"] == nil
    }

    /// Text and annotations are a line or a block per diagnostic, so what is known early can print while the files
    /// render; JSON is one array, printed whole.
    var printsInParts: Bool { format != .json }

    func print(_ diagnostics: some Collection<Diagnostic>) {
        let shown = quiet ? diagnostics.filter { $0.severity == .error } : Array(diagnostics)
        guard !shown.isEmpty else { return }
        let output = format == .text ? FileHandle.standardError : FileHandle.standardOutput
        output.write(Data(DiagnosticFormatter.render(shown, format: format, color: color).utf8))
    }
}
