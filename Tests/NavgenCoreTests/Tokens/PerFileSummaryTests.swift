import XCTest
@testable import NavgenCore

/// A file's `legacy-value` warnings are one, at its first, counting them; a file with one keeps it as it is.
final class PerFileSummaryTests: XCTestCase {
    func testAFilesLegacyValuesAreSaidOnceAtTheFirst() {
        let many = MarkedSource(##"{"c": {"$type": "color", "a": {"$value": ↓"#111111"}, "b": {"$value": "#222222"}}, "d": {"$type": "duration", "t": {"$value": "100ms"}}}"##)
        let (_, diagnostics) = TokenTestSupport.resolve([
            "many.tokens.json": many.text,
            "one.tokens.json": ##"{"c": {"$type": "color", "z": {"$value": "#333333"}}}"##,
        ])
        XCTAssertEqual(diagnostics.map(\.rule), ["legacy-value", "legacy-value"], diagnostics.summary)
        XCTAssertDiagnostic(diagnostics.filter { $0.location.file == "many.tokens.json" }, "legacy-value", .warning, at: many)
        let summary = diagnostics.first { $0.location.file == "many.tokens.json" }
        XCTAssertEqual(summary?.message.hasPrefix("3 values in this file are written in forms before 2025.10"), true, diagnostics.summary)
        XCTAssertEqual(summary?.message.hasSuffix("the first, here: '#111111' is a pre-2025.10 colour string; write {\"colorSpace\": \"srgb\", \"components\": [0.0667, 0.0667, 0.0667]}"), true,
                       diagnostics.summary)
        XCTAssertEqual(diagnostics.first { $0.location.file == "one.tokens.json" }?.message.hasPrefix("'#333333' is a pre-2025.10 colour string"), true)
    }
}
