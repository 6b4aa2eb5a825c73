import XCTest
@testable import NavgenCore

/// Diagnostics come out in one order, each once, however they were found.
final class DiagnosticOrderTests: XCTestCase {
    func testOrderedSortsByPlaceRuleAndMessageAndDropsRepeats() {
        let here = SourceLocation(file: "a.nav.xml", line: 3, column: 5)
        let warning = Diagnostic.warning("low-tint-contrast", at: here, "tint")
        let error = Diagnostic.error("low-tint-contrast", at: here, "tint")
        let earlier = Diagnostic.error("invalid-value", at: SourceLocation(file: "a.nav.xml", line: 1, column: 1), "alpha")
        let input = [warning, error, warning, earlier, error]
        // Same place, rule and message but another severity: both kept, in the order first seen.
        XCTAssertEqual(Diagnostic.ordered(input), [earlier, warning, error])
        var many: [Diagnostic] = []
        for index in 0..<2_000 {
            let location = SourceLocation(file: "f\(index % 7).storyboard", line: index % 13, column: index % 3)
            many.append(.warning("rule-\(index % 5)", at: location, "message \(index % 11)"))
        }
        many += many.reversed()
        let expected = Diagnostic.ordered(many, threads: 1)
        XCTAssertEqual(Diagnostic.ordered(many, threads: 2), expected)
        XCTAssertEqual(Diagnostic.ordered(many.shuffled(), threads: 4).count, expected.count)
        XCTAssertEqual(Set(expected).count, expected.count)
    }
}
