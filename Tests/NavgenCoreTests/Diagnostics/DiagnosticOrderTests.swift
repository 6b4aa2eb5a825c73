import XCTest
@testable import NavgenCore

/// Diagnostics come out in one order, each once, however they were found.
final class DiagnosticOrderTests: XCTestCase {
    func testOrderedSortsByPlaceRuleAndMessageAndDropsRepeats() {
        let here = SourceLocation(file: "a.nav.xml", line: 3, column: 5)
        let warning = Diagnostic(LowTintContrastRule.description, at: here, "tint")
        var error = warning
        error.severity = .error
        let earlier = Diagnostic(.valueOutOfRange, at: SourceLocation(file: "a.nav.xml", line: 1, column: 1), "alpha")
        let input = [warning, error, warning, earlier, error]
        // Same place, rule and message but another severity: both kept, in the order first seen.
        XCTAssertEqual(Diagnostic.ordered(input), [earlier, warning, error])
        let kinds: [DiagnosticKind] = [.xmlSyntax, .jsonSyntax, DeadEndRule.description, .input, .noEffect]
        var log = DiagnosticLog()
        for index in 0..<2_000 {
            let location = SourceLocation(file: "f\(index % 7).storyboard", line: index % 13, column: index % 3)
            log.report(kinds[index % kinds.count], at: location, "message \(index % 11)")
        }
        let many = log.entries + log.entries.reversed()
        let expected = Diagnostic.ordered(many)
        XCTAssertEqual(ParallelMap.withThreads(2) { Diagnostic.ordered(many) }, expected)
        XCTAssertEqual(ParallelMap.withThreads(4) { Diagnostic.ordered(many.shuffled()) }.count, expected.count)
        XCTAssertEqual(Set(expected).count, expected.count)
    }
}
