import XCTest
@testable import NavgenCore

/// Token diagnostics kept once each, in the order first seen, whichever batch finds a repeat.
final class UniqueDiagnosticsTests: XCTestCase {
    func testRepeatsWithinAndAcrossBatchesAreKeptOnceInFirstSeenOrder() {
        func diagnostic(_ line: Int, _ message: String, path: String? = nil) -> Diagnostic {
            var diagnostic = Diagnostic(.legacyValue, at: SourceLocation(file: "t.json", line: line, column: 3), message)
            diagnostic.tokenPath = path
            return diagnostic
        }
        let first = (0..<600).map { diagnostic($0 % 400, "m\($0 % 400)") }
        let second = (0..<700).map { diagnostic($0 % 500, "m\($0 % 500)", path: "p.\($0)") } + [diagnostic(1, "other")]
        var unique = UniqueDiagnostics()
        unique.add(first)
        unique.add(second)
        let expected = (0..<500).map { diagnostic($0, "m\($0)") } + [diagnostic(1, "other")]
        XCTAssertEqual(unique.entries, expected)
        // The first of equal diagnostics is the one kept: the token path a repeat carries does not replace it.
        XCTAssertNil(unique.entries[0].tokenPath)
        XCTAssertEqual(unique.entries[450].tokenPath, "p.450")
    }
}
