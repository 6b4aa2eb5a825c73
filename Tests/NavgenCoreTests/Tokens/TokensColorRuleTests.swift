import XCTest
@testable import NavgenCore

/// The colour module (COL-1 to COL-5 of docs/dtcg-requirements.md), its ranges and its conversions to sRGB.
final class TokensColorRuleTests: XCTestCase {
    private func color(_ value: String) -> (TokenColor?, [Diagnostic]) {
        let (catalogue, diagnostics) = TokenTestSupport.resolve("{\"c\": {\"$type\": \"color\", \"$value\": \(value)}}")
        guard case .color(let color)? = catalogue.tokens["c"]?.values["default"] else { return (nil, diagnostics) }
        return (color, diagnostics)
    }

    private func srgb(_ space: String, _ components: String) -> RGBA? {
        color("{\"colorSpace\": \"\(space)\", \"components\": [\(components)]}").0?.srgb
    }

    func testHexSpellingRoundsAndClampsEachChannel() {
        XCTAssertEqual(RGBA(red: 1, green: 0.5, blue: 0, alpha: 0.0039).hex, "#FF800001")
        XCTAssertEqual(RGBA(red: 1.2, green: -0.1, blue: 0.0588, alpha: 1).hex, "#FF000FFF")
        XCTAssertEqual(RGBA(red: 0.6706, green: 0.8039, blue: 0.9373, alpha: 0.5).cssHex, "#abcdef")
        XCTAssertEqual(RGBA.clear.hex, "#00000000")
    }

    func testColorObjectNeedsSpaceAndComponentsAndAlphaInRange() {
        let missing = MarkedSource(#"{"c": {"$type": "color", "$value": ↓{"colorSpace": "srgb"}}}"#)
        XCTAssertDiagnostic(TokenTestSupport.resolve(missing.text).1, "invalid-color", at: missing)
        let extra = MarkedSource(#"{"c": {"$type": "color", "$value": {"colorSpace": "srgb", "components": [0, 0, 0], ↓"name": "black"}}}"#)
        XCTAssertDiagnostic(TokenTestSupport.resolve(extra.text).1, "invalid-color", at: extra)
        let alpha = MarkedSource(#"{"c": {"$type": "color", "$value": {"colorSpace": "srgb", "components": [0, 0, 0], "alpha": ↓1.5}}}"#)
        XCTAssertDiagnostic(TokenTestSupport.resolve(alpha.text).1, "value-out-of-range", at: alpha)
        XCTAssertEqual(color(#"{"colorSpace": "srgb", "components": [0, 0, 0]}"#).0?.alpha, 1)
    }

    func testEveryColorSpaceIsAcceptedAndOthersRejected() {
        for space in ColorSpaceConversion.spaces {
            let (value, diagnostics) = color("{\"colorSpace\": \"\(space)\", \"components\": [0.5, 0.2, 0.1]}")
            XCTAssertEqual(value?.colorSpace, space, diagnostics.summary)
        }
        let unknown = MarkedSource(#"{"c": {"$type": "color", "$value": {"colorSpace": ↓"display-p4", "components": [0, 0, 0]}}}"#)
        let diagnostics = TokenTestSupport.resolve(unknown.text).1
        XCTAssertDiagnostic(diagnostics, "invalid-color", at: unknown)
        XCTAssertTrue(diagnostics.contains { $0.message.contains("did you mean 'display-p3'") })
    }

    func testComponentRangesAndNone() {
        for (space, components) in [("hsl", "[↓360, 50, 50]"), ("srgb", "[1, 0, ↓2]"), ("lab", "[↓101, 0, 0]"), ("oklch", "[0.5, ↓-0.1, 0]"), ("xyz-d65", "[↓1.2, 0, 0]")] {
            let source = MarkedSource("{\"c\": {\"$type\": \"color\", \"$value\": {\"colorSpace\": \"\(space)\", \"components\": \(components)}}}")
            XCTAssertDiagnostic(TokenTestSupport.resolve(source.text).1, "value-out-of-range", at: source)
        }
        XCTAssertNotNil(color(#"{"colorSpace": "lab", "components": [50, -150, 150]}"#).0, "lab a and b are unbounded")
        XCTAssertEqual(color(#"{"colorSpace": "hsl", "components": ["none", 0, 100]}"#).0?.srgb.hex, "#FFFFFFFF")
    }

    func testHexFallbackIsSixDigits() {
        for hex in ["#abcde", "#ff000080", "ff0000"] {
            let source = MarkedSource("{\"c\": {\"$type\": \"color\", \"$value\": {\"colorSpace\": \"srgb\", \"components\": [1, 0, 0], \"hex\": ↓\"\(hex)\"}}}")
            XCTAssertDiagnostic(TokenTestSupport.resolve(source.text).1, "invalid-color", at: source)
        }
        XCTAssertEqual(color(##"{"colorSpace": "srgb", "components": [1, 0, 0], "hex": "#FF0000"}"##).0?.hex, "#FF0000")
    }

    func testDisplayP3IsKeptAndWideColoursWarnWhenMapped() {
        let (p3, p3Diagnostics) = color(#"{"colorSpace": "display-p3", "components": [1, 0, 0]}"#)
        XCTAssertEqual(p3?.colorSpace, "display-p3")
        XCTAssertEqual(p3?.components, [1, 0, 0])
        XCTAssertTrue(p3Diagnostics.isEmpty, "display-p3 is kept whole, so nothing is lost")
        // Outside sRGB its sRGB components go beyond 0…1, as UIColor(red:green:blue:alpha:) reads them (extended range).
        XCTAssertEqual(p3?.srgb.red ?? 0, 1.0931, accuracy: 0.0001)
        XCTAssertEqual(p3?.srgb.green ?? 0, -0.2267, accuracy: 0.0001)
        XCTAssertEqual(p3?.srgb.blue ?? 0, -0.1501, accuracy: 0.0001)
        XCTAssertEqual(p3?.srgb.hex, "#FF0000FF", "reports show the nearest sRGB colour")
        let wide = MarkedSource(#"{"c": {"$type": "color", "$value": ↓{"colorSpace": "rec2020", "components": [1, 0, 0]}}}"#)
        XCTAssertDiagnostic(TokenTestSupport.resolve(wide.text).1, "out-of-gamut", .warning, at: wide)
    }

    /// DEC-21: Tailwind's oklch palette, as a real resolver set writes it, gives each colour its own sRGB hex: outside
    /// sRGB that is the colour, where clipping each channel would give another (#7C86FF for indigo-400).
    func testAColourOutsideSRGBIsItsHexFallback() {
        let text = ##"{"c": {"$type": "color", "$value": {"colorSpace": "oklch", "components": [0.673, 0.182, 276.935], "hex": "#7c86ff"}},"##
            + ##" "d": {"$type": "color", "$value": {"colorSpace": "oklch", "components": [0.673, 0.182, 276.935], "alpha": 0.5, "hex": "#818cf8"}}}"##
        let (catalogue, diagnostics) = TokenTestSupport.resolve(text)
        guard case .color(let clipped)? = catalogue.tokens["c"]?.values["default"],
              case .color(let fallback)? = catalogue.tokens["d"]?.values["default"] else { return XCTFail(diagnostics.summary) }
        XCTAssertEqual(clipped.srgb.hex, "#7C86FFFF")
        XCTAssertEqual(fallback.srgb.hex, "#818CF880", "the fallback's channels, the colour's alpha")
        XCTAssertEqual(diagnostics.map(\.message), [#"2 colours in this file are outside the sRGB gamut; the first, here: navgen uses its "hex" fallback (#7C86FFFF)"#])
    }

    /// A palette in oklch (Tailwind's, shadcn's) sits outside sRGB in dozens of colours: one warning for the file, at
    /// the first, counting them.
    func testAFilesColoursOutsideSRGBAreSaidOnce() {
        let source = MarkedSource(##"""
            {"c": {"$type": "color", "red": {"$value": ↓{"colorSpace": "oklch", "components": [0.577, 0.245, 27.325]}},
             "indigo": {"$value": {"colorSpace": "oklch", "components": [0.673, 0.182, 276.935], "hex": "#7c86ff"}},
             "grey": {"$value": {"colorSpace": "oklch", "components": [0.5, 0, 0]}}}}
            """##)
        let (_, diagnostics) = TokenTestSupport.resolve(source.text)
        XCTAssertDiagnostic(diagnostics, "out-of-gamut", .warning, at: source)
        XCTAssertEqual(diagnostics.map(\.message), ["2 colours in this file are outside the sRGB gamut; the first, here: navgen clips each channel into sRGB (#E7000BFF)"])
    }

    /// Reference values from CSS Color 4's worked examples and colorjs.io.
    func testConversionsToSRGB() {
        func assertClose(_ actual: RGBA?, _ expected: [Double], _ message: String, line: UInt = #line) {
            guard let actual else { return XCTFail("no colour: \(message)", line: line) }
            for (a, e) in zip([actual.red, actual.green, actual.blue], expected) {
                XCTAssertEqual(a, e, accuracy: 0.002, message, line: line)
            }
        }
        assertClose(srgb("srgb-linear", "0.2140, 0.2140, 0.2140"), [0.5, 0.5, 0.5], "srgb-linear mid grey")
        assertClose(srgb("hsl", "120, 100, 25"), [0, 0.5, 0], "hsl dark green")
        assertClose(srgb("hwb", "0, 20, 20"), [0.8, 0.2, 0.2], "hwb")
        assertClose(srgb("oklab", "0.627955, 0.224863, 0.125846"), [1, 0, 0], "oklab red")
        assertClose(srgb("oklch", "0.627955, 0.257683, 29.2339"), [1, 0, 0], "oklch red")
        assertClose(srgb("lab", "54.2905, 80.8049, 69.891"), [1, 0, 0], "lab red")
        assertClose(srgb("lch", "54.2905, 106.8372, 40.8526"), [1, 0, 0], "lch red")
        assertClose(srgb("display-p3", "0.91749, 0.20029, 0.13856"), [1, 0, 0], "display-p3 red")
        assertClose(srgb("a98-rgb", "0.85859, 0, 0"), [1, 0, 0], "a98 red")
        assertClose(srgb("rec2020", "0.79198, 0.23098, 0.07376"), [1, 0, 0], "rec2020 red")
        assertClose(srgb("prophoto-rgb", "0.70225, 0.27572, 0.10355"), [1, 0, 0], "prophoto red")
        assertClose(srgb("xyz-d65", "0.41239, 0.21264, 0.01933"), [1, 0, 0], "xyz-d65 red")
        assertClose(srgb("xyz-d50", "0.43607, 0.22249, 0.01392"), [1, 0, 0], "xyz-d50 red")
        assertClose(srgb("lab", "100, 0, 0"), [1, 1, 1], "lab white")
    }

    func testLegacyHexStringsWarnWithTheModernFormAndFailUnderStrict() throws {
        let source = MarkedSource(##"{"c": {"$type": "color", "$value": ↓"#FF8000"}}"##)
        let (catalogue, diagnostics) = TokenTestSupport.resolve(source.text)
        XCTAssertDiagnostic(diagnostics, "legacy-value", .warning, at: source)
        XCTAssertTrue(diagnostics.first?.message.contains(#"{"colorSpace": "srgb", "components": [1, 0.502, 0]}"#) ?? false, diagnostics.summary)
        XCTAssertNotNil(catalogue.tokens["c"])
        let strict = try TestSupport.analyse(["test.tokens.json": source.text], self, strict: true)
        XCTAssertDiagnostic(strict.diagnostics, "legacy-value", .error, at: source)
        XCTAssertTrue(strict.hasErrors)
    }
}
