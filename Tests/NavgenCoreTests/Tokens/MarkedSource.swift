import XCTest
@testable import NavgenCore

/// Inline source with a `↓` marking where a diagnostic must point (as SwiftLint's examples do).
struct MarkedSource {
    var text: String
    var line: Int
    var column: Int

    init(_ source: String) {
        var line = 1
        var column = 1
        var found: (Int, Int)?
        var text = ""
        for character in source {
            if character == "↓" {
                found = (line, column)
                continue
            }
            text.append(character)
            if character == "\n" {
                line += 1
                column = 1
            } else {
                column += character.utf8.count
            }
        }
        precondition(found != nil, "no ↓ marker in the source")
        self.text = text
        (self.line, self.column) = found!
    }
}

/// Asserts that a diagnostic with this rule and severity points exactly at the marker.
func XCTAssertDiagnostic(_ diagnostics: [Diagnostic], _ rule: String, _ severity: Severity = .error, at source: MarkedSource,
                         file: StaticString = #filePath, line: UInt = #line) {
    let matching = diagnostics.filter { $0.rule == rule && $0.severity == severity }
    XCTAssertTrue(matching.contains { $0.location.line == source.line && $0.location.column == source.column },
                  "expected \(severity.rawValue) [\(rule)] at \(source.line):\(source.column); got:\n\(diagnostics.summary)", file: file, line: line)
}
