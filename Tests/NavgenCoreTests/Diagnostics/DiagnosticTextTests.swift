import XCTest
@testable import NavgenCore

/// The text format: each diagnostic with its location, label, rule, quoted line and notes, in order.
final class DiagnosticTextTests: XCTestCase {
    func testEachDiagnosticWithItsPlaceQuotedLineAndNotes() throws {
        let folder = try TestSupport.temporaryFolder(self)
        let lines = (1...400).map { "line \($0)" }.joined(separator: "\n")
        try TestSupport.write(["a.xml": lines, "b.json": lines], in: folder)
        let files = ["a.xml", "b.json", "missing.xml"].map { folder.appendingPathComponent($0).path }
        var diagnostics: [Diagnostic] = []
        for (index, file) in files.enumerated() {
            for line in 1...300 {
                let notes: [Diagnostic.Note] = line % 7 == 0
                    ? [.init("defined here", at: SourceLocation(file: files[0], line: 2, column: 1)), .init("no place")] : []
                var diagnostic = Diagnostic(.legacyValue, at: SourceLocation(file: file, line: line, column: 1 + line % 5),
                                            "problem \(index)-\(line)", notes: notes)
                if line % 3 == 0 { diagnostic.severity = .error }
                diagnostics.append(diagnostic)
            }
        }
        let one = DiagnosticFormatter.render(diagnostics, format: .text)
        XCTAssertTrue(DiagnosticFormatter.render(diagnostics, format: .text, color: true)
            .hasPrefix("\(files[0]):1:2: \u{1B}[1;35mwarning\u{1B}[0m: problem 0-1 [legacy-value]\nline 1\n ^\n"))
        let a = files[0], missing = files[2]
        XCTAssertTrue(one.hasPrefix("\(a):1:2: warning: problem 0-1 [legacy-value]\nline 1\n ^\n\(a):2:3: warning: problem 0-2 [legacy-value]\n"), one)
        XCTAssertTrue(one.contains("\(a):7:3: warning: problem 0-7 [legacy-value]\nline 7\n  ^\n\(a):2:1: note: defined here\nnote: no place\n"), one)
        XCTAssertTrue(one.contains("\(a):3:4: error: problem 0-3 [legacy-value]\n"), one)
        XCTAssertTrue(one.hasSuffix("\(missing):300:1: error: problem 2-300 [legacy-value]\n"), "an unreadable file has no quoted line")
        XCTAssertEqual(one.components(separatedBy: "[legacy-value]\n").count - 1, 900)
    }
}
