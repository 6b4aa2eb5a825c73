import XCTest
@testable import NavgenCore

/// An older Tokens Studio single-file export keeps each set as a top-level group, with no `$metadata`, and its
/// references name tokens inside a set. navgen read it as one tree, where every reference was unknown (58 of a real
/// file's 214 tokens skipped); it now reads the sets, in file order, and says how to write what it assumed.
final class TokensStudioSetsAtRootTests: XCTestCase {
    func testTopLevelSetsWhoseReferencesNameTokensInsideThemAreRead() {
        let source = MarkedSource(##"""
        {
          ↓"light": {"global": {"grey": {"800": {"value": "#20182f", "type": "color"}}},
                    "specific": {"primary": {"value": "{global.grey.800}", "type": "color"}}},
          "dark": {"global": {"grey": {"800": {"value": "#DFDEE2", "type": "color"}}},
                   "specific": {"primary": {"value": "{global.grey.800}", "type": "color"}}}
        }
        """##)
        let (catalogue, diagnostics) = TokenTestSupport.resolve(source.text, path: "tokens.json")
        XCTAssertEqual(diagnostics.map(\.rule), ["legacy-value"], diagnostics.summary)
        XCTAssertDiagnostic(diagnostics, "legacy-value", .warning, at: source)
        XCTAssertTrue(diagnostics.first?.message.contains(#"add "$metadata": {"tokenSetOrder": ["light", "dark"]}"#) == true)
        guard case .color(let primary)? = catalogue.tokens["specific.primary"]?.values["default"] else { return XCTFail(diagnostics.summary) }
        XCTAssertEqual(primary.srgb.hex, "#DFDEE2FF", "the later set's token replaces the earlier one's")
    }

    func testOneSetWithTokensStudioDollarReferencesIsRead() {
        let (catalogue, diagnostics) = TokenTestSupport.resolve(##"""
        {"global": {"spacing": {"base": {"value": "4", "type": "spacing"}, "large": {"value": "$spacing.base * 4", "type": "spacing"}}}}
        """##, path: "tokens.json")
        XCTAssertEqual(diagnostics.map(\.rule), ["legacy-value"], diagnostics.summary)
        XCTAssertEqual(catalogue.tokens["spacing.large"]?.values["default"], .dimension(Dimension(value: 16, unit: "px")))
    }

    func testAFileWhoseReferencesNameTokensFromTheTopIsOneTree() {
        let (catalogue, diagnostics) = TokenTestSupport.resolve(##"""
        {"color": {"grey": {"value": "#20182f", "type": "color"}},
         "bar": {"background": {"value": "{color.grey}", "type": "color"}}}
        """##, path: "tokens.json")
        XCTAssertEqual(diagnostics, [], diagnostics.summary)
        XCTAssertNotNil(catalogue.tokens["bar.background"])
    }

    /// The same export in the DTCG syntax Tokens Studio writes now (`$value`, `$type`): it was read as one DTCG tree,
    /// its references unknown. An alias inside its own set (`brand` in `global`) decides nothing.
    func testTopLevelSetsInTheDTCGSyntaxAreReadAlike() {
        let source = MarkedSource(##"""
        {
          ↓"global": {"blue": {"$value": "#0066cc", "$type": "color"}, "brand": {"$value": "{blue}", "$type": "color"}},
          "light": {"bar": {"$value": "{brand}", "$type": "color"}}
        }
        """##)
        let (catalogue, diagnostics) = TokenTestSupport.resolve(source.text, path: "tokens.json")
        XCTAssertEqual(diagnostics.map(\.rule), ["legacy-value"], diagnostics.summary)
        XCTAssertDiagnostic(diagnostics, "legacy-value", .warning, at: source)
        guard case .color(let bar)? = catalogue.tokens["bar"]?.values["default"] else { return XCTFail(diagnostics.summary) }
        XCTAssertEqual(bar.srgb.hex, "#0066CCFF")
    }

    /// A DTCG component file refers to another file's token by a path it also holds inside its one group: it stays one
    /// tree, whose reference the other file resolves (read as a set, its group was dropped from its paths and the
    /// other file's token replaced).
    func testADTCGComponentFileWhoseReferenceIsAlsoInsideItsGroupIsOneTree() throws {
        let result = try TestSupport.analyse([
            "base.tokens.json": ##"{"color": {"primary": {"$type": "color", "$value": "#0A3D91"}}}"##,
            "button.tokens.json": ##"{"button": {"color": {"primary": {"$type": "color", "$value": "#FFFFFF"}}, "background": {"$type": "color", "$value": "{color.primary}"}}}"##,
        ], self)
        XCTAssertEqual(result.diagnostics.map(\.rule), ["legacy-value", "legacy-value"], result.diagnostics.summary)
        let tokens = try XCTUnwrap(result.model?.tokens.tokens)
        XCTAssertEqual(tokens.keys.sorted(), ["button.background", "button.color.primary", "color.primary"])
        guard case .color(let background)? = tokens["button.background"]?.values["default"] else { return XCTFail("no colour") }
        XCTAssertEqual(background.srgb.hex, "#0A3D91FF")
    }

    /// A DTCG file whose references name tokens from the top stays one tree.
    func testADTCGFileWhoseReferencesNameTokensFromTheTopIsOneTree() {
        let (catalogue, diagnostics) = TokenTestSupport.resolve(##"""
        {"color": {"$type": "color", "grey": {"$value": {"colorSpace": "srgb", "components": [0.1, 0.1, 0.2]}}},
         "bar": {"background": {"$value": "{color.grey}", "$type": "color"}}}
        """##, path: "tokens.json")
        XCTAssertEqual(diagnostics, [], diagnostics.summary)
        XCTAssertNotNil(catalogue.tokens["bar.background"])
    }
}
