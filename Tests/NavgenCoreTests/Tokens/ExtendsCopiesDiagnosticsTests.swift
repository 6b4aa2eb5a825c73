import Foundation
import XCTest
@testable import NavgenCore

/// Diagnostics bounded by the mistakes, not by the paths: `$extends` copies a group into every group that extends it,
/// so a diamond of groups copies its bottom 2^depth times, yet a problem there is written once and reported once, at
/// its place, naming where it is written.
final class ExtendsCopiesDiagnosticsTests: XCTestCase {
    /// Groups `L0`…`L<depth>`, one a line: each `L<i>` has two members that extend `L<i+1>`; the bottom is `bottom`.
    private func diamond(depth: Int, bottom: String) -> String {
        let levels = (0..<depth).map { #""L\#($0)": {"a": {"$extends": "{L\#($0 + 1)}"}, "b": {"$extends": "{L\#($0 + 1)}"}},"# }
        return "{\n" + levels.joined(separator: "\n") + "\n\"L\(depth)\": \(bottom)\n}"
    }

    func testADiamondWithACycleAtTheBottomReportsTheCycleOnceAtEachPlaceWhateverTheDepth() {
        for depth in [12, 16, 20] {
            let bottom = { (x: String, y: String) in #"{"x": {"$extends": \#(x)"{L\#(depth).y}"}, "y": {"$extends": \#(y)"{L\#(depth).x}"}}"# }
            let atX = MarkedSource(diamond(depth: depth, bottom: bottom("↓", "")))
            let atY = MarkedSource(diamond(depth: depth, bottom: bottom("", "↓")))
            let started = Date()
            let diagnostics = TokenTestSupport.resolve(atX.text).1
            let seconds = Date().timeIntervalSince(started)
            XCTAssertEqual(diagnostics.count, 2, "depth \(depth):\n\(diagnostics.summary)")
            XCTAssertDiagnostic(diagnostics, "reference-cycle", .error, at: atX)
            XCTAssertDiagnostic(diagnostics, "reference-cycle", .error, at: atY)
            XCTAssertEqual(Set(diagnostics.map(\.message)), [
                "'L\(depth).x' extends 'L\(depth).y', which contains or extends it: L\(depth).y → L\(depth).x → L\(depth).y",
                "'L\(depth).y' extends 'L\(depth).x', which contains or extends it: L\(depth).x → L\(depth).y → L\(depth).x",
            ])
            // Walking every copy would take seconds at depth 12 and stop at the group limit from depth 14 on.
            XCTAssertLessThan(seconds, 1, "depth \(depth)")
        }
    }

    func testProblemsInACopiedGroupAreOneDiagnosticEachNamingWhereTheyAreWritten() {
        let bottom = ##"""
        {"$type": "color", "ok": {"$value": {"colorSpace": "srgb", "components": [1, 0, 0]}},
         "mismatch": {"$type": "dimension", "$value": ↓"{L6.ok}"},
         "both": {"$value": "{L6.ok}", "$ref": "#/L6/ok/$value"}, "odd": {"$value": "{L6.ok}", "$note": 1}, "empty": {"$type": "number"}}
        """##
        let source = MarkedSource(diamond(depth: 6, bottom: bottom))
        let (catalogue, diagnostics) = TokenTestSupport.resolve(source.text)
        XCTAssertDiagnostic(diagnostics, "type-mismatch", at: source)
        XCTAssertEqual(diagnostics.map(\.message).sorted(), [
            #"'L6.both' has both "$value" and "$ref"; keep one"#,
            "'L6.mismatch' is a dimension token but aliases 'L6.ok', a color token",
            #"group 'L6.empty' is empty; if it is meant to be a token, add "$value""#,
            "unknown token property '$note' on 'L6.odd'",
        ], diagnostics.summary)
        // The copies are tokens all the same: `L0.a.b.a.b.a.a.ok` is one of 2^6 copies of `L6.ok` under `L0`.
        XCTAssertEqual(catalogue.tokens.keys.filter { $0.hasPrefix("L0.") && $0.hasSuffix(".ok") }.count, 64)
        XCTAssertNotNil(catalogue.tokens["L0.a.b.a.b.a.a.ok"])
    }
}
