import XCTest
@testable import NavgenCore

/// Tokens Studio's colour modifiers and `rgba(colour, alpha)`. The expected values were worked out by hand from
/// sd-transforms' formulas (`src/color-modifiers/`), the conversions of CSS Color 4, and colorjs.io's rounding to five
/// significant digits (sRGB as percentages); sd-transforms' own test expects `#f67474` and `#dd5b5b` for the first two.
final class TokensStudioColorTests: XCTestCase {
    private func modified(_ modify: String, base: String = "#C14242") -> (TokenColor?, [Diagnostic]) {
        let text = ##"""
        {"base": {"value": "\##(base)", "type": "color"}, "blue": {"value": "#0000ff", "type": "color"},
         "amount": {"value": "0.5", "type": "opacity"},
         "modified": {"value": "{base}", "type": "color", "$extensions": {"studio.tokens": {"modify": \##(modify)}}}}
        """##
        let (catalogue, diagnostics) = TokenTestSupport.resolve(text, path: "ts.json")
        guard case .color(let color)? = catalogue.tokens["modified"]?.values["default"] else { return (nil, diagnostics) }
        return (color, diagnostics)
    }

    private func assertModifier(_ modify: String, base: String = "#C14242", space: String, _ components: [Double], alpha: Double = 1,
                                file: StaticString = #filePath, line: UInt = #line) {
        let (color, diagnostics) = modified(modify, base: base)
        guard let color else { return XCTFail("not resolved:\n\(diagnostics.summary)", file: file, line: line) }
        XCTAssertTrue(diagnostics.isEmpty, diagnostics.summary, file: file, line: line)
        XCTAssertEqual(color.colorSpace, space, file: file, line: line)
        for (found, expected) in zip(color.components, components) {
            XCTAssertEqual(found, expected, accuracy: 1e-9, "\(color.components)", file: file, line: line)
        }
        XCTAssertEqual(color.alpha, alpha, accuracy: 1e-9, file: file, line: line)
    }

    func testLightenAndDarkenInSRGBMatchSDTransforms() {
        assertModifier(#"{"type": "lighten", "value": "0.1", "space": "srgb"}"#, base: "#f56565", space: "srgb", [0.96471, 0.45647, 0.45647])
        assertModifier(#"{"type": "darken", "value": "0.1", "space": "srgb"}"#, base: "#f56565", space: "srgb", [0.86471, 0.35647, 0.35647])
        XCTAssertEqual(modified(#"{"type": "lighten", "value": "0.1", "space": "srgb"}"#, base: "#f56565").0?.srgb.hex, "#F67474FF")
        XCTAssertEqual(modified(#"{"type": "darken", "value": "0.1", "space": "srgb"}"#, base: "#f56565").0?.srgb.hex, "#DD5B5BFF")
    }

    func testEachModifierInEachSpace() {
        // #C14242 is hsl(0 50.598% 50.784%), lch(47.107 59.350 29.704), color(display-p3 0.70020 0.29415 0.27766).
        assertModifier(#"{"type": "lighten", "value": "0.2", "space": "srgb"}"#, space: "srgb", [0.80549, 0.40706, 0.40706])
        assertModifier(#"{"type": "darken", "value": "0.2", "space": "hsl"}"#, space: "hsl", [0, 50.598, 40.627])
        assertModifier(#"{"type": "lighten", "value": 0.3, "space": "lch"}"#, space: "lch", [62.975, 41.545, 29.704])
        assertModifier(#"{"type": "darken", "value": "0.25", "space": "p3"}"#, space: "display-p3", [0.52515, 0.22061, 0.20824])
        assertModifier(##"{"type": "mix", "value": "0.5", "space": "srgb", "color": "#ffffff"}"##, space: "srgb", [0.87843, 0.62941, 0.62941])
        // Hue 0 to 240 the shorter way round passes 360: a quarter of the way is 330.
        assertModifier(#"{"type": "mix", "value": "0.25", "space": "hsl", "color": "{blue}"}"#, space: "hsl", [330, 62.948, 50.588])
        assertModifier(#"{"type": "alpha", "value": "{amount}", "space": "srgb"}"#, space: "srgb", [0.75686, 0.25882, 0.25882], alpha: 0.5)
        assertModifier(#"{"type": "lighten", "value": "0.2", "space": "srgb", "format": "hex"}"#, space: "srgb",
                       [205.0 / 255, 104.0 / 255, 104.0 / 255])
    }

    func testAModifierValueMayBeMaths() {
        // 0.1 + 2 * {amount}, with amount 0.5 less 0.45 (0.05), is 0.2: the same as lightening by "0.2".
        let (plain, _) = modified(#"{"type": "lighten", "value": "0.2", "space": "srgb"}"#)
        for value in ["0.1 + 2 * 0.05", "({amount} - 0.45) * 2 + 0.1", "0.1+2*({amount}-0.45)"] {
            let (color, diagnostics) = modified(#"{"type": "lighten", "value": "\#(value)", "space": "srgb"}"#)
            XCTAssertTrue(diagnostics.isEmpty, "\(value): \(diagnostics.summary)")
            XCTAssertEqual(color?.srgb.hex, plain?.srgb.hex, value)
        }
        let source = MarkedSource(##"{"base": {"value": "#000000", "type": "color"}, "m": {"value": "{base}", "type": "color", "$extensions": {"studio.tokens": {"modify": {"type": "lighten", "value": ↓"0.1 * 2px", "space": "srgb"}}}}}"##)
        let (catalogue, diagnostics) = TokenTestSupport.resolve(source.text, path: "ts.json")
        XCTAssertDiagnostic(diagnostics, "invalid-token", at: source)
        XCTAssertNil(catalogue.tokens["m"])
    }

    func testARemovedModifierModifiesNothing() {
        let (color, diagnostics) = modified("null")
        XCTAssertTrue(diagnostics.isEmpty, diagnostics.summary)
        XCTAssertEqual(color?.srgb.hex, "#C14242FF")
    }

    /// sd-transforms' own fixture: a modifier kept in a token of its own and named by reference, its alpha an `other`
    /// token holding a number.
    func testAModifierMayBeNamedByReferenceAndAnOtherNumberIsANumber() {
        let (catalogue, diagnostics) = TokenTestSupport.resolve(##"""
        {"alpha": {"value": 0.3, "type": "other"}, "label": {"value": "auto", "type": "other"},
         "modifier": {"value": {"type": "alpha", "value": "{alpha}", "space": "srgb", "format": "hex"}},
         "ink": {"value": "#000000", "type": "color", "$extensions": {"studio.tokens": {"modify": "{modifier}"}}},
         "lost": {"value": "#000000", "type": "color", "$extensions": {"studio.tokens": {"modify": "{modifer}"}}}}
        """##, path: "ts.json")
        guard case .color(let ink)? = catalogue.tokens["ink"]?.values["default"] else { return XCTFail(diagnostics.summary) }
        XCTAssertEqual(ink.srgb.hex, "#0000004D")
        XCTAssertEqual(catalogue.tokens["alpha"]?.values["default"], .number(0.3))
        XCTAssertEqual(catalogue.skipped.map(\.path), ["label", "lost", "modifier"])
        let unknown = diagnostics.first { $0.message == "unknown token 'modifer'; did you mean 'modifier'?" }
        XCTAssertEqual(unknown?.location, SourceLocation(file: "ts.json", line: 4, column: 92), "at the modify value: \(diagnostics.summary)")
    }

    func testAModifiedTokenIsNoLongerAnAlias() {
        let (catalogue, _) = TokenTestSupport.resolve(##"""
        {"a": {"value": "#000000", "type": "color"},
         "b": {"value": "{a}", "type": "color", "$extensions": {"studio.tokens": {"modify": {"type": "alpha", "value": "0.5", "space": "srgb"}}}}}
        """##, path: "ts.json")
        XCTAssertEqual(catalogue.tokens["b"]?.aliasOf["default"], nil)
    }

    func testModifierMistakesPointAtTheMember() {
        for (member, rule) in [(#"{"type": ↓"brighten", "value": "0.1", "space": "srgb"}"#, "invalid-token"),
                               (#"{"type": "lighten", "value": "0.1", "space": ↓"oklab"}"#, "invalid-token"),
                               (#"{"type": "lighten", "value": ↓"ten percent", "space": "srgb"}"#, "invalid-token"),
                               (#"{"type": "mix", "value": "0.5", "space": "srgb", "color": ↓"{nope}"}"#, "unresolved-reference")] {
            let source = MarkedSource(##"{"base": {"value": "#000000", "type": "color"}, "m": {"value": "{base}", "type": "color", "$extensions": {"studio.tokens": {"modify": "## + member + "}}}}")
            let (catalogue, diagnostics) = TokenTestSupport.resolve(source.text, path: "ts.json")
            XCTAssertDiagnostic(diagnostics, rule, at: source)
            XCTAssertNil(catalogue.tokens["m"], member)
        }
    }

    func testRGBAWithAReferenceReplacesTheAlpha() {
        let text = ##"""
        {"blue": {"value": "#0000FF", "type": "color"}, "half": {"value": "50%", "type": "opacity"},
         "faded": {"value": "#00FF0080", "type": "color"},
         "a": {"value": "rgba({blue}, 50%)", "type": "color"}, "b": {"value": "rgba( {blue}, {half})", "type": "color"},
         "c": {"value": "rgba(#ABC123, 0.25)", "type": "color"}, "d": {"value": "rgba({faded}, 1)", "type": "color"}}
        """##
        let (catalogue, diagnostics) = TokenTestSupport.resolve(text, path: "ts.json")
        XCTAssertTrue(diagnostics.isEmpty, diagnostics.summary)
        XCTAssertEqual(catalogue.tokens["a"].flatMap(Self.hex), "#0000FF80")
        XCTAssertEqual(catalogue.tokens["b"].flatMap(Self.hex), "#0000FF80")
        XCTAssertEqual(catalogue.tokens["c"].flatMap(Self.hex), "#ABC12340")
        XCTAssertEqual(catalogue.tokens["d"].flatMap(Self.hex), "#00FF00FF", "the alpha is replaced, not multiplied")
    }

    /// A real design system's alpha variants, `{_Base.Gray.900}80`: Style Dictionary and Tokens Studio put the referenced
    /// `#rrggbb` in the text, which then reads `#rrggbb80`. A colour with an alpha of its own would read as no colour;
    /// other text around a reference is said to be no form navgen reads, with the two that give an alpha.
    func testAReferenceFollowedByTwoHexDigitsIsItsColourWithThatAlpha() {
        let text = ##"""
        {"gray": {"value": "#1A1A1A", "type": "color"}, "overlay": {"value": "{gray}80", "type": "color"},
         "clear": {"value": "{gray}00", "type": "color"}, "color": {"overlay": {"value": "{gray}CC"}}}
        """##
        let (catalogue, diagnostics) = TokenTestSupport.resolve(text, path: "sd.json")
        XCTAssertTrue(diagnostics.isEmpty, diagnostics.summary)
        XCTAssertEqual(catalogue.tokens["overlay"].flatMap(Self.hex), "#1A1A1A80")
        XCTAssertEqual(catalogue.tokens["clear"].flatMap(Self.hex), "#1A1A1A00")
        XCTAssertEqual(catalogue.tokens["color.overlay"].flatMap(Self.hex), "#1A1A1ACC", "an untyped token in the colour category")
        for (value, rule, message) in [
            (#"↓"{faded}80""#, "invalid-color",
             "'{faded}80' appends alpha digits to '{faded}', which has an alpha already, so the text is no colour; to replace its alpha, "
                + "write rgba({faded}, 0.5)"),
            (#"↓"{gray} 80""#, "unsupported",
             "token 'a' is skipped: the colour expression '{gray} 80' (to give {gray} an alpha, write rgba({gray}, 0.5) or {gray}80 for 50 %) is not supported"),
            (#"↓"{gray} 80%""#, "unsupported",
             "token 'a' is skipped: the colour expression '{gray} 80%' (to give {gray} an alpha of 80%, write rgba({gray}, 0.8) or {gray}CC) is not supported"),
            (#"↓"{gray} 0.4""#, "unsupported",
             "token 'a' is skipped: the colour expression '{gray} 0.4' (to give {gray} an alpha of 0.4, write rgba({gray}, 0.4) or {gray}66) is not supported"),
        ] {
            let source = MarkedSource(##"{"gray": {"value": "#1A1A1A", "type": "color"}, "faded": {"value": "#1A1A1A80", "type": "color"}, "a": {"value": "## + value + ##", "type": "color"}}"##)
            let (broken, problems) = TokenTestSupport.resolve(source.text, path: "ts.json")
            XCTAssertDiagnostic(problems, rule, rule == "unsupported" ? .warning : .error, at: source)
            XCTAssertEqual(problems.first { $0.rule == rule }?.message, message)
            XCTAssertNil(broken.tokens["a"], value)
        }
    }

    /// An `rgba(` left open says so, alone or in a shadow, rather than how a reference's rgba() is written.
    func testAnUnclosedRGBASaysSo() {
        let source = MarkedSource(##"""
            {"blue": {"value": "#0000ff", "type": "color"}, "shade": {"value": ↓"rgba(0,99,110,0.4", "type": "color"},
             "drop": {"value": {"x": "0", "y": "0", "blur": "10", "spread": "0", "color": "rgba(0,99,110,0.4", "type": "innerShadow"}, "type": "boxShadow"},
             "half": {"value": "rgba({blue}, 50%, 1)", "type": "color"}}
            """##)
        let (_, diagnostics) = TokenTestSupport.resolve(source.text, path: "ts.json")
        XCTAssertDiagnostic(diagnostics, "invalid-color", at: source)
        XCTAssertEqual(diagnostics.filter { $0.rule == "invalid-color" }.map(\.message).sorted(), [
            "'rgba(0,99,110,0.4' is not a colour: a '(' is not closed; add the ')'",
            "'rgba(0,99,110,0.4' is not a colour: a '(' is not closed; add the ')'",
            "'rgba({blue}, 50%, 1)' names 'blue', a color token, where the colour function takes a number",
        ], "a closed call keeps its own message")
    }

    func testACSSColourFunctionOfReferencesReadsTheirValues() {
        // A real design system's brand colours: hue, saturation and lightness kept as number tokens per theme.
        let text = ##"""
        {"calc": {"hue": {"value": "228", "type": "number"}, "saturation": {"value": "45%", "type": "number"},
                  "lightness": {"value": "{calc.base}", "type": "number"}, "base": {"value": "44%", "type": "number"},
                  "channel": {"value": "128", "type": "number"}},
         "brand": {"value": "hsl({calc.hue} {calc.saturation} {calc.lightness})", "type": "color"},
         "written": {"value": "hsl(228 45% 44%)", "type": "color"},
         "grey": {"value": "rgba({calc.channel}, {calc.channel}, {calc.channel}, 0.5)", "type": "color"}}
        """##
        let (catalogue, diagnostics) = TokenTestSupport.resolve(text, path: "ts.json")
        XCTAssertTrue(diagnostics.isEmpty, diagnostics.summary)
        XCTAssertNotNil(catalogue.tokens["brand"])
        XCTAssertEqual(catalogue.tokens["brand"]?.values, catalogue.tokens["written"]?.values)
        XCTAssertEqual(catalogue.tokens["grey"].flatMap(Self.hex), "#80808080")
        for (value, rule) in [(#"↓"hsl({calc.hue} {blue} 44%)""#, "invalid-color"), (#"↓"hsl({calc.hue} 45% 440%)""#, "value-out-of-range"),
                              (#"↓"hsl({calc.hue} 45%)""#, "invalid-color")] {
            let source = MarkedSource(##"{"blue": {"value": "#0000FF", "type": "color"}, "calc": {"hue": {"value": "228", "type": "number"}}, "a": {"value": "## + value + ##", "type": "color"}}"##)
            let (broken, problems) = TokenTestSupport.resolve(source.text, path: "ts.json")
            XCTAssertDiagnostic(problems, rule, at: source)
            XCTAssertNil(broken.tokens["a"], value)
        }
        let unknown = MarkedSource(##"{"a": {"value": ↓"hsl({calc.nope} 45% 44%)", "type": "color"}}"##)
        XCTAssertDiagnostic(TokenTestSupport.resolve(unknown.text, path: "ts.json").1, "unresolved-reference", at: unknown)
    }

    func testRGBAWithAReferenceInAShadowOrABorder() {
        let text = ##"""
        {"black": {"value": "#000000", "type": "color"},
         "raised": {"value": [{"x": 0, "y": 2, "blur": 4, "spread": 0, "color": "rgba({black}, 0.15)", "type": "dropShadow"},
                              {"x": 0, "y": 1, "blur": 1, "spread": 0, "color": "rgba(0, 0, 0, 0.3)", "type": "dropShadow"}], "type": "boxShadow"},
         "line": {"value": {"color": "rgba({black}, 50%)", "width": "1", "style": "solid"}, "type": "border"},
         "hue": {"value": "0", "type": "number"},
         "glow": {"value": {"x": 0, "y": 0, "blur": 8, "spread": 0, "color": "hsl({hue} 100% 50%)", "type": "dropShadow"}, "type": "boxShadow"}}
        """##
        let (catalogue, diagnostics) = TokenTestSupport.resolve(text, path: "ts.json")
        XCTAssertTrue(diagnostics.isEmpty, diagnostics.summary)
        guard case .list(let layers)? = catalogue.tokens["raised"]?.values["default"], case .composite(let first)? = layers.first,
              case .color(let shadow)? = first["color"] else { return XCTFail("\(String(describing: catalogue.tokens["raised"]))") }
        XCTAssertEqual(shadow.srgb.hex, "#00000026")
        guard case .composite(let border)? = catalogue.tokens["line"]?.values["default"], case .color(let line)? = border["color"] else {
            return XCTFail("\(String(describing: catalogue.tokens["line"]))")
        }
        XCTAssertEqual(line.srgb.hex, "#00000080")
        guard case .composite(let glow)? = catalogue.tokens["glow"]?.values["default"], case .color(let red)? = glow["color"] else {
            return XCTFail("\(String(describing: catalogue.tokens["glow"]))")
        }
        XCTAssertEqual(red.srgb.hex, "#FF0000FF")
        let mistake = MarkedSource(##"{"black": {"value": "#000000", "type": "color"}, "raised": {"value": {"x": 0, "y": 2, "blur": 4, "spread": 0, "color": ↓"rgba({black})"}, "type": "boxShadow"}}"##)
        let (broken, problems) = TokenTestSupport.resolve(mistake.text, path: "ts.json")
        XCTAssertDiagnostic(problems, "invalid-color", at: mistake)
        XCTAssertNil(broken.tokens["raised"])
    }

    func testRGBAMistakesPointAtTheValue() {
        for (value, rule) in [(#"↓"rgba({blue}, 150%)""#, "value-out-of-range"), (#"↓"rgba(blue, 0.5)""#, "invalid-color"),
                              (#"↓"rgba({blue}, half)""#, "invalid-color"), (#"↓"rgba({blue})""#, "invalid-color"),
                              (#"↓"rgba({blue}, 0.5, 1)""#, "invalid-color"), (#"↓"rgba({blue}, 0.5""#, "invalid-color"),
                              (#"↓"rgba(#GG0000, 0.5)""#, "invalid-color"), (#"↓"rgba(0, 0, 0, 5)""#, "invalid-color")] {
            let source = MarkedSource(##"{"blue": {"value": "#0000FF", "type": "color"}, "a": {"value": "## + value + ##", "type": "color"}}"##)
            let (catalogue, diagnostics) = TokenTestSupport.resolve(source.text, path: "ts.json")
            XCTAssertDiagnostic(diagnostics, rule, at: source)
            XCTAssertNil(catalogue.tokens["a"], value)
        }
    }

    private static func hex(_ token: ResolvedToken) -> String? {
        guard case .color(let color)? = token.values["default"] else { return nil }
        return color.srgb.hex
    }
}
