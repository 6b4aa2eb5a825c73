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

    /// A file that types the first token of a group and not the group (a real file's 17 of Apple's colours) has one
    /// warning for its untyped tokens, which says to type the group.
    func testTokensWithoutATypeAreSaidOnce() {
        let source = MarkedSource(##"{"color": {"a": {"$type": "color", "$value": "#000000"}, ↓"b": {"$value": "#111111"}, "c": {"$value": "#222222"}}}"##)
        let (catalogue, diagnostics) = TokenTestSupport.resolve(source.text)
        XCTAssertEqual(diagnostics.filter { $0.rule == "invalid-token" }.map(\.message), [
            "2 tokens in this file, the first here, have no type: add \"$type\" to them or to a group above them, once for the group where "
                + "its tokens are one type (navgen never guesses a type from the value)",
        ])
        XCTAssertDiagnostic(diagnostics, "invalid-token", .error, at: source)
        XCTAssertEqual(catalogue.skipped.map(\.path), ["color.b", "color.c"])
    }

    /// An iOS type scale written as sizes and weights only (parkjju's): each typography lacks three members DTCG
    /// requires, said once for the token and once for the file, where each member of each token was a diagnostic.
    func testRequiredMembersMissingAlikeAreSaidOnce() {
        let source = MarkedSource(#"""
        {"t": {"$type": "typography", "large": {"$value": ↓{"fontSize": {"value": 34, "unit": "px"}, "fontWeight": 700}},
               "body": {"$value": {"fontSize": {"value": 17, "unit": "px"}, "fontWeight": 400}}}}
        """#)
        let (catalogue, diagnostics) = TokenTestSupport.resolve(source.text)
        XCTAssertEqual(diagnostics.map(\.message), [
            #"2 tokens in this file, the first here, are invalid alike: a typography value needs "fontFamily", "letterSpacing" and "lineHeight""#,
        ])
        // An error before the token policy, which makes it a warning where no screen uses the tokens.
        XCTAssertDiagnostic(diagnostics, "invalid-token", .error, at: source)
        XCTAssertEqual(catalogue.skipped.map(\.path), ["t.body", "t.large"])
    }

    /// A member DTCG's typography lacks, written on every typography of a file (a real file's 23 `textTransform`s), is
    /// one warning per member, at the first, counting the tokens.
    func testAnUnknownMemberOnEveryCompositeIsSaidOnce() {
        func typography(_ name: String) -> String {
            #""\#(name)": {"$value": {"fontFamily": "Inter", "fontSize": {"value": 16, "unit": "px"}, "fontWeight": 400, "letterSpacing": {"value": 0, "unit": "px"}, "lineHeight": 1.2, "textTransform": "none"}}"#
        }
        let source = MarkedSource(#"{"t": {"$type": "typography", "#.appending(typography("a").replacingOccurrences(of: "\"textTransform\"", with: "↓\"textTransform\""))
            + ", " + typography("b") + ", " + typography("c") + "}}")
        let (catalogue, diagnostics) = TokenTestSupport.resolve(source.text)
        XCTAssertEqual(diagnostics.map(\.message), [
            "3 tokens in this file, the first here, are invalid alike: a typography value has no member 'textTransform'; allowed: fontFamily, "
                + "fontSize, fontWeight, letterSpacing, lineHeight",
        ])
        // An error before the token policy, which makes it a warning where no screen uses the tokens.
        XCTAssertDiagnostic(diagnostics, "invalid-token", .error, at: source)
        XCTAssertEqual(catalogue.skipped.map(\.path), ["t.a", "t.b", "t.c"])
    }
}
