import XCTest
@testable import NavgenCore

/// Adobe Spectrum's token files: `sets` as mode axes, types named by `$schema`, deprecation metadata.
final class SpectrumTokensTests: XCTestCase {
    private static func schema(_ type: String) -> String {
        "\"$schema\": \"https://opensource.adobe.com/spectrum-design-data/schemas/token-types/\(type).json\""
    }

    /// Two files, one with colour sets and one with scale sets, as Spectrum's `color-aliases.json` and a
    /// component file are: each set group is an axis, and every mode picks one colour scheme and one scale.
    func testEachGroupOfSetNamesIsAModeAxis() {
        let colors = """
        {"bg": {\(Self.schema("color-set")), "sets": {
           "light": {\(Self.schema("color")), "value": "rgb(255, 255, 255)"},
           "dark": {\(Self.schema("color")), "value": "rgb(0, 0, 0)"},
           "wireframe": {\(Self.schema("color")), "value": "rgb(128, 128, 128)"}}},
         "fg": {\(Self.schema("alias")), "value": "{bg}"}}
        """
        let sizes = """
        {"gap": {\(Self.schema("scale-set")), "sets": {
           "desktop": {\(Self.schema("dimension")), "value": "12px"}, "mobile": {\(Self.schema("dimension")), "value": "15px"}}},
         "gap-alias": {\(Self.schema("alias")), "value": "{gap}"}}
        """
        var log = DiagnosticLog()
        let document = TokenTestSupport.document(colors, path: "color-aliases.json", log: &log)
        XCTAssertEqual(document?.axes, [ModeAxis(name: "color", contexts: ["light", "dark", "wireframe"])])
        let (catalogue, diagnostics) = TokenTestSupport.resolve(["color-aliases.json": colors, "button.json": sizes])
        XCTAssertTrue(diagnostics.isEmpty, diagnostics.summary)
        XCTAssertEqual(catalogue.modes, ["desktop-light", "desktop-dark", "desktop-wireframe", "mobile-light", "mobile-dark", "mobile-wireframe"])
        XCTAssertEqual(catalogue.tokens["gap-alias"]?.values["mobile-dark"], .dimension(Dimension(value: 15, unit: "px")))
        XCTAssertEqual(catalogue.tokens["gap-alias"]?.values["desktop-wireframe"], .dimension(Dimension(value: 12, unit: "px")))
        guard case .color(let dark)? = catalogue.tokens["fg"]?.values["mobile-dark"],
              case .color(let wireframe)? = catalogue.tokens["fg"]?.values["desktop-wireframe"] else { return XCTFail() }
        XCTAssertEqual(dark.srgb, .black)
        XCTAssertEqual(wireframe.srgb.hex, "#808080FF")
    }

    /// Older Spectrum releases nest a system's colour sets inside `sets`: the nested names are a further axis.
    func testNestedSetsAreAFurtherAxis() {
        let text = """
        {"bg": {\(Self.schema("system-set")), "sets": {
           "spectrum": {\(Self.schema("color-set")), "sets": {"light": {\(Self.schema("color")), "value": "#ffffff"}, "dark": {\(Self.schema("color")), "value": "#000000"}}},
           "express": {\(Self.schema("color-set")), "sets": {"light": {\(Self.schema("color")), "value": "#eeeeee"}, "dark": {\(Self.schema("color")), "value": "#111111"}}}}}}
        """
        var log = DiagnosticLog()
        let document = TokenTestSupport.document(text, path: "colors.json", log: &log)
        XCTAssertEqual(document?.axes, [ModeAxis(name: "system", contexts: ["spectrum", "express"]), ModeAxis(name: "color", contexts: ["light", "dark"])])
        let (catalogue, diagnostics) = TokenTestSupport.resolve(text, path: "colors.json")
        XCTAssertTrue(diagnostics.isEmpty, diagnostics.summary)
        XCTAssertEqual(catalogue.modes, ["spectrum-light", "spectrum-dark", "express-light", "express-dark"])
        guard case .color(let color)? = catalogue.tokens["bg"]?.values["express-dark"] else { return XCTFail() }
        XCTAssertEqual(color.srgb.hex, "#111111FF")
    }

    func testSchemaTypesAreMappedByName() {
        let text = """
        {"size": {\(Self.schema("font-size")), "value": "14px"},
         "family": {\(Self.schema("font-family")), "value": "Adobe Clean"},
         "weight": {\(Self.schema("font-weight")), "value": "extra-bold"},
         "scale": {\(Self.schema("multiplier")), "value": 0.75},
         "fade": {\(Self.schema("opacity")), "value": "0.95"},
         "shadow": {\(Self.schema("drop-shadow")), "value": [{"x": "0px", "y": "2px", "blur": "8px", "spread": "0px", "color": "rgba(0, 0, 0, 0.5)"}]},
         "text": {\(Self.schema("typography")), "value": {"fontFamily": "{family}", "fontSize": "{size}", "fontWeight": "{weight}", "letterSpacing": "0px", "lineHeight": "{scale}"}}}
        """
        let (catalogue, diagnostics) = TokenTestSupport.resolve(text, path: "typography.json")
        XCTAssertTrue(diagnostics.isEmpty, diagnostics.summary)
        XCTAssertEqual(catalogue.tokens["size"]?.values["default"], .dimension(Dimension(value: 14, unit: "px")))
        XCTAssertEqual(catalogue.tokens["family"]?.values["default"], .fontFamily(["Adobe Clean"]))
        XCTAssertEqual(catalogue.tokens["weight"]?.values["default"], .fontWeight(800))
        XCTAssertEqual(catalogue.tokens["scale"]?.values["default"], .number(0.75))
        XCTAssertEqual(catalogue.tokens["fade"]?.values["default"], .number(0.95))
        XCTAssertEqual(catalogue.tokens["shadow"]?.type, .shadow)
        guard case .typography(let typography)? = catalogue.tokens["text"]?.values["default"] else { return XCTFail() }
        XCTAssertEqual(typography.lineHeight, 0.75)
    }

    func testTypesWithoutADTCGTypeAreSkippedByNameAtTheToken() {
        for type in ["alignment", "text-transform", "font-style", "angle", "gradient-stop"] {
            let source = MarkedSource("{\"t\": ↓{\(Self.schema(type)), \"value\": \"x\"}}")
            var log = DiagnosticLog()
            let document = TokenTestSupport.document(source.text, path: "typography.json", log: &log)
            XCTAssertEqual(document?.skippedTokens.map(\.originalType), [type])
            // Reported when resolved: what refers to the token is skipped with it.
            let (catalogue, diagnostics) = TokenTestSupport.resolve(source.text, path: "typography.json")
            XCTAssertDiagnostic(diagnostics, "unsupported", .warning, at: source)
            XCTAssertTrue(diagnostics.contains { $0.message.contains("Spectrum's '\(type)'") }, diagnostics.summary)
            XCTAssertEqual(catalogue.skipped.map(\.path), ["t"])
        }
    }

    /// The holder of `sets` carries the deprecation; `renamed` names the replacement when there is no comment.
    func testDeprecationOnTheSetsHolderAppliesInEveryMode() {
        let text = """
        {"old-gap": {\(Self.schema("scale-set")), "deprecated": true, "renamed": "new-gap",
           "sets": {"desktop": {\(Self.schema("dimension")), "value": "1px"}, "mobile": {\(Self.schema("dimension")), "value": "2px"}}},
         "old-fill": {\(Self.schema("color")), "value": "#ffffff", "deprecated": true, "deprecated_comment": "Use fill", "renamed": "fill"}}
        """
        let (catalogue, diagnostics) = TokenTestSupport.resolve(text, path: "layout.json")
        XCTAssertTrue(diagnostics.isEmpty, diagnostics.summary)
        XCTAssertEqual(catalogue.tokens["old-gap"]?.deprecated, "renamed to 'new-gap'")
        XCTAssertEqual(catalogue.tokens["old-fill"]?.deprecated, "Use fill")
    }
}
