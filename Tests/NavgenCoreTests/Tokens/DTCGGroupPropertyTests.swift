import Foundation
import XCTest
@testable import NavgenCore

/// What 2025.10 says of groups as real files use it: a group `$extends` copies brings its `$deprecated` along, a token
/// with tokens inside it is told to become a group with a `$root`, once, and `inspect` says `$deprecated: true` as true.
final class DTCGGroupPropertyTests: XCTestCase {
    func testAnExtendedGroupsDeprecationComesAlong() {
        let (catalogue, diagnostics) = TokenTestSupport.resolve(#"""
            {"base": {"$type": "color", "$deprecated": "use brand instead",
                      "bg": {"$value": "#111111"}, "fg": {"$value": "#EEEEEE", "$deprecated": false}},
             "theme": {"$extends": "{base}"},
             "kept": {"$extends": "{base}", "$deprecated": false}}
            """#)
        XCTAssertEqual(diagnostics.filter { $0.rule != "legacy-value" }.summary, "")
        XCTAssertEqual(catalogue.tokens["base.bg"]?.deprecated, "use brand instead")
        XCTAssertEqual(catalogue.tokens["theme.bg"]?.deprecated, "use brand instead", "§6.4.2: all tokens and properties of the target")
        XCTAssertNil(catalogue.tokens["theme.fg"]?.deprecated, "a token's own false still undoes its group's")
        XCTAssertNil(catalogue.tokens["kept.bg"]?.deprecated, "the extending group's own $deprecated wins")
    }

    func testATokenHoldingTokensIsOneWarningNamingRoot() {
        let source = MarkedSource(#"""
            {"color": {"$type": "color",
              "primary": {"$value": "#F0FB28", ↓"hovered": {"$value": "#D8E124"}, "disabled": {"$value": "#F7FD93"}},
              "other": {"$value": "#000000"}}}
            """#)
        let (catalogue, diagnostics) = TokenTestSupport.resolve(source.text)
        XCTAssertDiagnostic(diagnostics, "invalid-token", at: source)
        XCTAssertEqual(diagnostics.filter { $0.rule != "legacy-value" }.map(\.message), [
            #"'color.primary' has a "$value", so it is a token and cannot contain 'hovered' and 'disabled'; make 'primary' a group and move its "$value" into a "$root" token there ("primary": {"$root": {"$value": …}, "hovered": …})"#,
        ])
        XCTAssertEqual(Set(catalogue.skipped.map(\.path)), ["color.primary", "color.primary.hovered", "color.primary.disabled"],
                       "what the token holds is counted too")
        XCTAssertNotNil(catalogue.tokens["color.other"])
    }

    /// A plain value beside `$value` is no token inside it but a property written without its `$`.
    func testAPlainValueInsideATokenIsAPropertyWithoutItsDollar() {
        let source = MarkedSource(#"""
            {"color": {"$type": "color", "brand": {"$value": "#F0FB28", ↓"description": "old brand"}}}
            """#)
        let (_, diagnostics) = TokenTestSupport.resolve(source.text)
        XCTAssertDiagnostic(diagnostics, "invalid-token", at: source)
        XCTAssertEqual(diagnostics.filter { $0.rule != "legacy-value" }.map(\.message), [
            #"'color.brand' has a "$value", so it is a token, and 'description' is none of a token's properties, which begin with '$'; did you mean '$description'?"#,
        ])
    }

    func testInspectSaysADeprecationWithoutAReasonAsTrue() throws {
        let result = try TestSupport.analyse(["t.tokens.json": #"""
            {"color": {"$type": "color", "old": {"$value": "#111111", "$deprecated": true},
                       "said": {"$value": "#222222", "$deprecated": "use new"}, "new": {"$value": "#333333"}}}
            """#], self)
        let json = try JSONReader.parse(Array(InspectReport.render(result).utf8), path: "inspect")
        let tokens = try XCTUnwrap(json["tokens"]?.array)
        XCTAssertEqual(tokens.map { "\($0["path"]?.string ?? "") \($0["deprecated"].map { $0.string ?? ($0.bool.map(String.init) ?? "?") } ?? "-")" },
                       ["color.new false", "color.old true", "color.said use new"])
    }
}
