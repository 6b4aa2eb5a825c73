import XCTest
@testable import NavgenCore

/// Tokens Studio's conventions: its type names under `type` or `$type`, what has no DTCG type, several values in one
/// token, partial typography, percentages, `$metadata.json` and theme selection.
final class TokensStudioReaderTests: XCTestCase {
    func testTokensStudioTypeNamesUnderDollarTypeAreMapped() {
        let text = ##"""
        {"size": {"$value": "24px", "$type": "sizing"}, "gap": {"$value": "8", "$type": "spacing"},
         "round": {"$value": "4px", "$type": "borderRadius"}, "line": {"$value": "1px", "$type": "borderWidth"},
         "faint": {"$value": "38%", "$type": "opacity"}, "title": {"$value": "20", "$type": "fontSizes"},
         "bold": {"$value": "Semibold", "$type": "fontWeights"}, "face": {"$value": "Source Sans 3", "$type": "fontFamilies"},
         "tall": {"$value": "150%", "$type": "lineHeights"}, "para": {"$value": "12", "$type": "paragraphSpacing"},
         "ink": {"$value": "rgba(20,20,20,0.4)", "$type": "color"}, "brand": {"$value": "#FF666B", "$type": "color"},
         "drop": {"$value": {"x": "0", "y": "4", "blur": "8", "spread": "0", "color": "#000000", "type": "dropShadow"}, "$type": "boxShadow"}}
        """##
        var log = DiagnosticLog()
        XCTAssertEqual(TokenTestSupport.document(text, path: "ts.json", log: &log)?.format, .tokensStudio)
        let (catalogue, diagnostics) = TokenTestSupport.resolve(text, path: "ts.json")
        XCTAssertTrue(diagnostics.isEmpty, "hex and rgba() are Tokens Studio's own colour forms, not legacy ones:\n\(diagnostics.summary)")
        XCTAssertEqual(catalogue.tokens["size"]?.values["default"], .dimension(Dimension(value: 24, unit: "px")))
        XCTAssertEqual(catalogue.tokens["gap"]?.values["default"], .dimension(Dimension(value: 8, unit: "px")))
        XCTAssertEqual(catalogue.tokens["faint"]?.values["default"], .number(0.38))
        XCTAssertEqual(catalogue.tokens["bold"]?.values["default"], .fontWeight(600))
        XCTAssertEqual(catalogue.tokens["face"]?.values["default"], .fontFamily(["Source Sans 3"]))
        XCTAssertEqual(catalogue.tokens["tall"]?.values["default"], .number(1.5))
        XCTAssertEqual(catalogue.tokens["para"]?.type, .dimension)
        XCTAssertEqual(catalogue.tokens["drop"]?.type, .shadow)
        guard case .color(let ink)? = catalogue.tokens["ink"]?.values["default"] else { return XCTFail() }
        XCTAssertEqual(ink.srgb.hex, "#14141466")
    }

    func testTypesWithNoDTCGEquivalentAreSkippedWithTheirReason() {
        for (type, reason) in [("boolean", "a boolean token has no DTCG type"), ("text", "a text (string) token has no DTCG type"),
                               ("textCase", "a text case"), ("textDecoration", "a text decoration"), ("asset", "an asset"),
                               ("composition", "a Tokens Studio composition"), ("other", "'other' type")] {
            let source = MarkedSource(##"{"n": {"$value": 1, "$type": "sizing"}, "x": ↓{"$value": "v", "$type": "\##(type)"}}"##)
            var log = DiagnosticLog()
            let document = TokenTestSupport.document(source.text, path: "ts.json", log: &log)
            XCTAssertEqual(document?.skippedTokens.map(\.originalType), [type])
            // Reported when resolved: what refers to the token is skipped with it.
            let (catalogue, diagnostics) = TokenTestSupport.resolve(source.text, path: "ts.json")
            XCTAssertDiagnostic(diagnostics, "unsupported", .warning, at: source)
            XCTAssertTrue(diagnostics.contains { $0.message.contains(reason) }, "\(type): \(diagnostics.summary)")
            XCTAssertEqual(catalogue.skipped.map(\.path), ["x"])
        }
        // Said by the file, not token by token: gds's six `other` tokens were six warnings.
        let (_, diagnostics) = TokenTestSupport.resolve(##"{"n": {"$value": 1, "$type": "sizing"}, "a": {"$value": "v", "$type": "other"}, "b": {"$value": "w", "$type": "other"}}"##, path: "ts.json")
        XCTAssertEqual(diagnostics.map(\.message), ["2 tokens of type 'other' in this file, the first here, are skipped: Tokens Studio's 'other' type has no DTCG equivalent"])
        XCTAssertEqual(diagnostics.first?.location, SourceLocation(file: "ts.json", line: 1, column: 46), "at the first of them")
    }

    /// PBGUX's iOS set: a line height token of `AUTO`, which its headings refer to, and a type spelt with a hyphen.
    func testAnAutoLineHeightTokenAndTypesSpeltOtherwise() {
        let (catalogue, diagnostics) = TokenTestSupport.resolve(##"""
        {"lineHeights": {"auto": {"value": "AUTO", "type": "lineHeights"}},
         "font": {"brand": {"value": "SF Pro Text", "type": "font-families"}, "size": {"value": "17", "type": "Font_Size"}},
         "heading": {"value": {"fontFamily": "{font.brand}", "fontSize": "{font.size}", "lineHeight": "{lineHeights.auto}"}, "type": "typography"}}
        """##, path: "ts.json")
        XCTAssertEqual(diagnostics, [])
        XCTAssertEqual(catalogue.tokens["lineHeights.auto"]?.values["default"], .number(1.2))
        XCTAssertEqual(catalogue.tokens["lineHeights.auto"]?.extensions?["navgen"]?["defaulted"]?.array?.compactMap(\.string), ["lineHeight"])
        guard case .typography(let heading)? = catalogue.tokens["heading"]?.values["default"] else { return XCTFail(diagnostics.summary) }
        XCTAssertEqual(heading.fontFamily, ["SF Pro Text"])
        XCTAssertEqual(heading.lineHeight, 1.2)
        XCTAssertEqual(heading.fontSize, Dimension(value: 17, unit: "px"))
    }

    /// A real set's base number, `"16px"`, which its maths and a sizing refer to: sd-transforms reads it as the number
    /// (its resolveMath strips the pixels), so navgen does, said once per file; they were skipped, 14 tokens with it.
    func testANumberHoldingPixelsIsReadAsTheNumber() {
        let source = MarkedSource(##"""
        {"base": {"value": ↓"16px", "type": "number"}, "half": {"value": "{base} * 0.5", "type": "number"},
         "size": {"value": "{base}", "type": "sizing"}, "other": {"value": "8px", "type": "number"}}
        """##)
        let (catalogue, diagnostics) = TokenTestSupport.resolve(source.text, path: "ts.json")
        XCTAssertEqual(diagnostics.map(\.rule), ["legacy-value"], diagnostics.summary)
        XCTAssertDiagnostic(diagnostics, "legacy-value", .warning, at: source)
        XCTAssertEqual(catalogue.tokens["base"]?.values["default"], .number(16))
        XCTAssertEqual(catalogue.tokens["half"]?.values["default"], .number(8))
        XCTAssertEqual(catalogue.tokens["size"]?.values["default"], .dimension(Dimension(value: 16, unit: "px")))
        XCTAssertEqual(catalogue.skipped, [])
    }

    /// Tokens Studio applies a line height written as a length as Figma's line height in pixels: a typography that
    /// refers to one divides it by its font size, as it does a length written inside it. So it applies a bare number
    /// (real sets write `"21"` on a 16 px font): one of 4 or more is read as pixels, said once per file; a smaller one
    /// stays a multiple, as sd-transforms leaves it for CSS. These are Tokens Studio's own forms: the one warning says
    /// it, with no second one calling each length a pre-2025.10 form, and a typography skipped for having no size
    /// (Teamwork's) is not counted.
    func testALineHeightTokenWrittenAsALength() {
        let source = MarkedSource(##"""
        {"lineHeights": {"body": {"value": "24px", "type": "lineHeights"}, "large": {"value": "2rem", "type": "line-heights"},
                         "bare": {"value": ↓"21", "type": "lineHeights"}, "ratio": {"value": "1.4", "type": "lineHeights"}},
         "body": {"value": {"fontFamily": "Inter", "fontSize": "16", "lineHeight": "{lineHeights.body}"}, "type": "typography"},
         "caption": {"value": {"fontFamily": "Inter", "fontSize": "16", "lineHeight": "{lineHeights.bare}"}, "type": "typography"},
         "inline": {"value": {"fontFamily": "Inter", "fontSize": "20", "lineHeight": 30}, "type": "typography"},
         "pixels": {"value": {"fontFamily": "Inter", "fontSize": "20", "lineHeight": "25px"}, "type": "typography"},
         "sizeless": {"value": {"fontFamily": "Inter", "lineHeight": 64}, "type": "typography"},
         "rem": {"value": {"fontFamily": "Inter", "fontSize": "16", "lineHeight": "{lineHeights.large}"}, "type": "typography"}}
        """##)
        let (catalogue, diagnostics) = TokenTestSupport.resolve(source.text, path: "ts.json")
        XCTAssertEqual(diagnostics.errors, [])
        XCTAssertEqual(catalogue.skipped.map(\.path), ["sizeless"])
        XCTAssertEqual(catalogue.tokens["lineHeights.body"]?.values["default"], .dimension(Dimension(value: 24, unit: "px")))
        XCTAssertEqual(catalogue.tokens["lineHeights.large"]?.values["default"], .dimension(Dimension(value: 2, unit: "rem")))
        XCTAssertEqual(catalogue.tokens["lineHeights.bare"]?.values["default"], .dimension(Dimension(value: 21, unit: "px")))
        XCTAssertEqual(catalogue.tokens["lineHeights.ratio"]?.values["default"], .number(1.4), "a multiple, as CSS reads it")
        for (path, lineHeight) in [("body", 1.5), ("caption", 1.3125), ("inline", 1.5), ("pixels", 1.25)] {
            guard case .typography(let typography)? = catalogue.tokens[path]?.values["default"] else { return XCTFail(diagnostics.summary) }
            XCTAssertEqual(typography.lineHeight, lineHeight, path)
        }
        let said = diagnostics.filter { $0.message.contains("which Tokens Studio applies as pixels") }
        XCTAssertEqual(said.map { String($0.message.prefix(48)) }, ["2 line heights in this file, the first here, are"])
        XCTAssertDiagnostic(said, "legacy-value", .warning, at: source)
        // A length in rem is no form of Tokens Studio's own: it is still said.
        XCTAssertEqual(diagnostics.with(rule: "legacy-value").count, 2, diagnostics.summary)
        XCTAssertEqual(diagnostics.with(rule: "legacy-value").filter { $0.message.contains("is a length") }.count, 1, diagnostics.summary)
    }

    /// A line height that aliases a size (Linkurious's `lineHeight.m` → `size.default`, "16") is that size in pixels,
    /// as Tokens Studio applies it, where navgen called it a number aliasing a dimension and skipped every typography
    /// that used it; one that aliases a multiple stays a multiple.
    func testALineHeightTokenThatAliasesASizeIsThatSize() {
        let text = ##"""
        {"size": {"default": {"value": "16", "type": "sizing"}},
         "ratio": {"value": "1.5", "type": "number"},
         "lineHeight": {"m": {"value": "{size.default}", "type": "lineHeights"}, "loose": {"value": "{ratio}", "type": "lineHeights"}},
         "body": {"value": {"fontFamily": "Inter", "fontSize": "12", "lineHeight": "{lineHeight.m}"}, "type": "typography"}}
        """##
        let (catalogue, diagnostics) = TokenTestSupport.resolve(text, path: "ts.json")
        XCTAssertEqual(diagnostics.errors, [])
        XCTAssertEqual(diagnostics.with(rule: "type-mismatch"), [])
        XCTAssertEqual(catalogue.skipped.map(\.path), [])
        XCTAssertEqual(catalogue.tokens["lineHeight.m"]?.values["default"], .dimension(Dimension(value: 16, unit: "px")))
        XCTAssertEqual(catalogue.tokens["lineHeight.loose"]?.values["default"], .number(1.5))
        guard case .typography(let typography)? = catalogue.tokens["body"]?.values["default"] else { return XCTFail(diagnostics.summary) }
        XCTAssertEqual(typography.lineHeight, 16.0 / 12.0)
    }

    /// `"Light Italic"` is Tokens Studio's (and Figma's) style name: the weight reads, and the lost italic is said once.
    func testAStyledWeightReadsItsWeightAndSaysTheStyleIsLost() {
        let source = MarkedSource(##"""
        {"w": {"value": ↓"Light Italic", "type": "fontWeights"},
         "t": {"value": {"fontFamily": "Inter", "fontSize": "16", "fontWeight": "Regular Italic"}, "type": "typography"},
         "plain": {"value": "Bold", "type": "fontWeights"}}
        """##)
        let (catalogue, diagnostics) = TokenTestSupport.resolve(source.text, path: "ts.json")
        XCTAssertEqual(catalogue.tokens["w"]?.values["default"], .fontWeight(300))
        guard case .typography(let typography)? = catalogue.tokens["t"]?.values["default"] else { return XCTFail(diagnostics.summary) }
        XCTAssertEqual(typography.fontWeight, 400)
        let said = diagnostics.filter { $0.message.contains("name a style too") }
        XCTAssertEqual(said.count, 1, diagnostics.summary)
        XCTAssertDiagnostic(said, "legacy-value", .warning, at: source)
    }

    /// Tokens Studio's older reference notation, `$spacing.sm`, which its documentation still names and its style
    /// import wrote until 2022.
    func testDollarReferencesAreReferences() {
        let (catalogue, diagnostics) = TokenTestSupport.resolve(##"""
        {"spacing": {"sm": {"value": "8", "type": "spacing"}, "lg": {"value": "$spacing.sm * 2", "type": "spacing"}},
         "fontSizes": {"1": {"value": "17", "type": "fontSizes"}},
         "title": {"value": {"fontSize": "$fontSizes.1", "lineHeight": "AUTO"}, "type": "typography"},
         "alias": {"value": "$spacing.lg", "type": "spacing"},
         "scaled": {"value": "$spacing.sm.value * 3", "type": "spacing"}}
        """##, path: "ts.json")
        XCTAssertEqual(diagnostics, [])
        XCTAssertEqual(catalogue.tokens["spacing.lg"]?.values["default"], .dimension(Dimension(value: 16, unit: "px")))
        XCTAssertEqual(catalogue.tokens["alias"]?.values["default"], .dimension(Dimension(value: 16, unit: "px")))
        XCTAssertEqual(catalogue.tokens["scaled"]?.values["default"], .dimension(Dimension(value: 24, unit: "px")),
                       "'.value' names the token's value, as in '{spacing.sm.value}' (the Canada.ca design system writes it so)")
        guard case .typography(let title)? = catalogue.tokens["title"]?.values["default"] else { return XCTFail(diagnostics.summary) }
        XCTAssertEqual(title.fontSize, Dimension(value: 17, unit: "px"))
        XCTAssertEqual(LegacyTreeConverter.bracingDollarReferences(in: "$ 5 costs $5, US$a and $a.b."), "$ 5 costs $5, US$a and {a.b}.")
    }

    /// A design system's component styles are compositions by the hundred (131 in one real set): said once per file.
    func testCompositionsAreSaidOncePerFile() {
        let (catalogue, diagnostics) = TokenTestSupport.resolve(##"""
        {"button": {"$value": {"fill": "#ffffff"}, "$type": "composition"}, "card": {"$value": {"fill": "#000000"}, "$type": "composition"}}
        """##, path: "ts.json")
        XCTAssertEqual(diagnostics.map(\.message), [
            "2 tokens of type 'composition' in this file, the first here, are skipped: a Tokens Studio composition bundles properties of several types, "
                + "which DTCG has no type for",
        ])
        XCTAssertEqual(diagnostics.map(\.location), [SourceLocation(file: "ts.json", line: 1, column: 12)], "at the first composition")
        XCTAssertEqual(catalogue.skipped.map(\.path), ["button", "card"])
    }

    func testSeveralValuesInOneTokenAreSkippedWhileMathIsNot() {
        let source = MarkedSource(##"""
        {"sm": {"value": "4", "type": "spacing"}, "xl": {"value": "16", "type": "spacing"},
         "both": {"value": ↓"{sm} {xl}", "type": "spacing"}, "sum": {"value": "{sm} + {xl}", "type": "spacing"},
         "less": {"value": "{xl} -4", "type": "spacing"}, "css": {"value": "4px 8px", "type": "borderRadius"}}
        """##)
        var log = DiagnosticLog()
        let document = TokenTestSupport.document(source.text, path: "ts.json", log: &log)
        XCTAssertEqual(document?.skippedTokens.map(\.path), ["both", "css"])
        let (catalogue, diagnostics) = TokenTestSupport.resolve(source.text, path: "ts.json")
        XCTAssertDiagnostic(diagnostics, "unsupported", .warning, at: source)
        XCTAssertEqual(catalogue.skipped.map(\.path), ["both", "css"])
        XCTAssertTrue(diagnostics.errors.isEmpty, diagnostics.summary)
        XCTAssertEqual(catalogue.tokens["sum"]?.values["default"], .dimension(Dimension(value: 20, unit: "px")))
        XCTAssertEqual(catalogue.tokens["less"]?.values["default"], .dimension(Dimension(value: 12, unit: "px")))
        // An exporter's slip is not shorthand: it is said to be a value navgen cannot read.
        let (_, slip) = TokenTestSupport.resolve(#"{"gap": {"value": "[object Object]px", "type": "spacing"}}"#, path: "ts.json")
        XCTAssertEqual(slip.map(\.message), ["token 'gap' is skipped: the spacing value '[object Object]px' is not supported"])
    }

    func testPartialTypographyAndPercentagesOfTheFontSize() {
        let text = ##"""
        {"size": {"value": "20", "type": "fontSizes"}, "wide": {"value": "5%", "type": "letterSpacing"},
         "family": {"value": "Inter", "type": "fontFamilies"},
         "named": {"value": {"fontFamily": "{family}", "fontSize": "{size}", "letterSpacing": "{wide}", "lineHeight": "AUTO"}, "type": "typography"},
         "literal": {"value": {"fontSize": "{size}", "letterSpacing": "-10%", "textCase": "uppercase"}, "type": "typography"}}
        """##
        let (catalogue, diagnostics) = TokenTestSupport.resolve(text, path: "ts.json")
        XCTAssertTrue(diagnostics.errors.isEmpty, diagnostics.summary)
        guard case .typography(let named)? = catalogue.tokens["named"]?.values["default"],
              case .typography(let literal)? = catalogue.tokens["literal"]?.values["default"] else { return XCTFail(diagnostics.summary) }
        XCTAssertEqual(named.fontFamily, ["Inter"])
        XCTAssertEqual(named.letterSpacing, Dimension(value: 1, unit: "px"), "5% of 20px")
        XCTAssertEqual(named.fontWeight, 400)
        XCTAssertEqual(named.lineHeight, 1.2)
        XCTAssertEqual(literal.letterSpacing, Dimension(value: -2, unit: "px"), "-10% of 20px")
        XCTAssertEqual(literal.fontFamily, ["system"])
        XCTAssertEqual(catalogue.tokens["literal"]?.extensions?["navgen"]?["defaulted"]?.array?.compactMap(\.string),
                       ["fontFamily", "fontWeight", "lineHeight"])
        XCTAssertNil(catalogue.tokens["wide"], "a percentage alone has no length, so it is not exported")
    }

    /// An iOS app's set keeps its scale as number tokens and its sizes refer to them: Tokens Studio reads them as
    /// pixels, in a size and in a typography, while a colour's alpha stays a number and a DTCG file still mismatches.
    func testSizesReadTheNumberTokensTheyReferToAsPixels() {
        let (catalogue, diagnostics) = TokenTestSupport.resolve(##"""
        {"number-0": {"$type": "number", "$value": "0"}, "number-36": {"$type": "number", "$value": "36"},
         "icon": {"$type": "sizing", "$value": "{number-36}"}, "double": {"$type": "spacing", "$value": "{number-36} * 2"},
         "title": {"$type": "typography", "$value": {"fontFamily": "Inter", "fontSize": "{number-36}", "letterSpacing": "{number-0}"}},
         "ratio": {"$type": "number", "$value": "{number-36}"}}
        """##, path: "ts.json")
        XCTAssertEqual(diagnostics.errors, [])
        XCTAssertEqual(diagnostics.filter { $0.rule == "type-mismatch" }, [])
        XCTAssertEqual(catalogue.tokens["icon"]?.values["default"], .dimension(Dimension(value: 36, unit: "px")))
        XCTAssertEqual(catalogue.tokens["double"]?.values["default"], .dimension(Dimension(value: 72, unit: "px")))
        XCTAssertEqual(catalogue.tokens["ratio"]?.values["default"], .number(36))
        guard case .typography(let title)? = catalogue.tokens["title"]?.values["default"] else { return XCTFail(diagnostics.summary) }
        XCTAssertEqual(title.fontSize, Dimension(value: 36, unit: "px"))
        XCTAssertEqual(title.letterSpacing, Dimension(value: 0, unit: "px"))

        let (_, dtcg) = TokenTestSupport.resolve(##"""
        {"number-36": {"$type": "number", "$value": 36}, "icon": {"$type": "dimension", "$value": "{number-36}"}}
        """##, path: "tokens.json")
        XCTAssertEqual(dtcg.map(\.rule), ["type-mismatch"], "DTCG has no such reading")
    }

    /// Penpot's shadows, which Tokens Studio's files also hold: `"inset": true` (or `"true"`) beside Tokens Studio's
    /// `"type": "innerShadow"` (`"$type"` in its DTCG syntax, as Penpot's own files write it: it was read as a drop
    /// shadow), and blur and spread left out, as CSS's box-shadow allows.
    func testInsetShadowsAndShadowsWithoutBlurOrSpread() {
        let (catalogue, diagnostics) = TokenTestSupport.resolve(##"""
        {"inner": {"$value": [{"x": "0", "y": "2px", "blur": "4px", "spread": "0", "color": "#000", "inset": true},
                              {"x": "0", "y": "8px", "blur": "16px", "spread": "0", "color": "#000", "inset": "true"},
                              {"x": "0", "y": "1px", "blur": "1px", "spread": "0", "color": "#000", "type": "innerShadow"},
                              {"x": "0", "y": "1px", "blur": "1px", "spread": "0", "color": "#000", "$type": "innerShadow"}], "$type": "boxShadow"},
         "drop": {"$value": {"x": "1px", "y": "1px", "color": "#000000"}, "$type": "boxShadow"}}
        """##, path: "penpot.json")
        XCTAssertEqual(diagnostics.errors, [])
        XCTAssertEqual(catalogue.skipped.map(\.path), [])
        guard case .list(let layers)? = catalogue.tokens["inner"]?.values["default"],
              case .composite(let drop)? = catalogue.tokens["drop"]?.values["default"] else { return XCTFail(diagnostics.summary) }
        XCTAssertEqual(layers.map { layer -> TokenValue? in if case .composite(let fields) = layer { fields["inset"] } else { nil } },
                       Array(repeating: .string("true"), count: 4))
        XCTAssertEqual(drop["inset"], .string("false"))
        XCTAssertEqual(drop["blur"], .dimension(Dimension(value: 0, unit: "px")))
        XCTAssertEqual(drop["spread"], .dimension(Dimension(value: 0, unit: "px")))
    }

    /// A letter spacing in em is a share of the font size, as a percentage is (Penpot's typographies write it so).
    func testALetterSpacingInEmIsAShareOfTheFontSize() {
        let (catalogue, diagnostics) = TokenTestSupport.resolve(##"""
        {"tight": {"value": "-0.02em", "type": "letterSpacing"},
         "title": {"value": {"fontFamily": "Inter", "fontSize": "24px", "letterSpacing": "0.05em"}, "type": "typography"},
         "body": {"value": {"fontFamily": "Inter", "fontSize": "10px", "letterSpacing": "{tight}"}, "type": "typography"}}
        """##, path: "penpot.json")
        XCTAssertEqual(diagnostics.errors, [])
        guard case .typography(let title)? = catalogue.tokens["title"]?.values["default"],
              case .typography(let body)? = catalogue.tokens["body"]?.values["default"] else { return XCTFail(diagnostics.summary) }
        XCTAssertEqual(title.letterSpacing?.value ?? 0, 1.2, accuracy: 1e-9, "0.05em of 24px")
        XCTAssertEqual(body.letterSpacing?.value ?? 0, -0.2, accuracy: 1e-9, "-0.02em of 10px")
        XCTAssertEqual(body.letterSpacing?.unit, "px")
    }

    /// The Matrix.org redesign's export names a typography's members after Tokens Studio's types, with the family a
    /// list of references.
    func testTypographyMembersNamedAfterTypesAndAFamilyListOfReferences() {
        let text = ##"""
        {"serif": {"$value": ["Lora"], "$type": "fontFamilies"},
         "H3": {"$value": {"fontFamilies": ["{serif}"], "fontSizes": "19", "fontWeights": "700", "lineHeights": "1.2", "letterSpacing": "0"},
                "$type": "typography"}}
        """##
        let (catalogue, diagnostics) = TokenTestSupport.resolve(text, path: "Global.json")
        XCTAssertTrue(diagnostics.isEmpty, diagnostics.summary)
        guard case .typography(let heading)? = catalogue.tokens["H3"]?.values["default"] else { return XCTFail(diagnostics.summary) }
        XCTAssertEqual(heading.fontFamily, ["Lora"])
        XCTAssertEqual(heading.fontSize, Dimension(value: 19, unit: "px"))
        XCTAssertEqual(heading.fontWeight, 700)
        XCTAssertEqual(heading.lineHeight, 1.2)
    }

    /// Tokens Studio's usual letter spacing, in percent, is kept for the typographies that apply it and said once per
    /// file, at the first.
    func testAStandalonePercentageLetterSpacingIsSkippedAtItsValue() {
        let source = MarkedSource(##"{"wide": {"value": ↓"150%", "type": "letterSpacing"}}"##)
        let (catalogue, diagnostics) = TokenTestSupport.resolve(source.text, path: "ts.json")
        XCTAssertDiagnostic(diagnostics, "unsupported", .warning, at: source)
        XCTAssertEqual(catalogue.skipped.map(\.path), ["wide"])
        let many = MarkedSource(##"{"wide": {"value": ↓"150%", "type": "letterSpacing"}, "tight": {"value": "-5%", "type": "letterSpacing"}}"##)
        let (both, problems) = TokenTestSupport.resolve(many.text, path: "ts.json")
        XCTAssertDiagnostic(problems, "unsupported", .warning, at: many)
        XCTAssertEqual(problems.map(\.message), ["2 letter spacings in this file, the first here, are in percent, a share of a font size: typography "
                                                   + "tokens that use them apply them, but alone they have no length, so they are not exported"])
        XCTAssertEqual(both.skipped.map(\.path), ["tight", "wide"])
        // Zero is zero in any unit: a letter spacing of 0% is read, no share of anything.
        let (zero, none) = TokenTestSupport.resolve(##"{"none": {"value": "0%", "type": "letterSpacing"}}"##, path: "ts.json")
        XCTAssertTrue(none.isEmpty, none.summary)
        XCTAssertEqual(zero.tokens["none"]?.values["default"], .dimension(Dimension(value: 0, unit: "px")))
    }

    func testATypographyWithoutASizeNamesTheToken() {
        let source = MarkedSource(##"{"t": {"value": ↓{"fontFamily": "Inter"}, "type": "typography"}}"##)
        let (catalogue, diagnostics) = TokenTestSupport.resolve(source.text, path: "ts.json")
        XCTAssertDiagnostic(diagnostics, "unsupported", .warning, at: source)
        XCTAssertNil(catalogue.tokens["t"])
    }

    func testAStaleMetadataEntryIsAWarningAtTheEntry() throws {
        let metadata = MarkedSource(##"{"tokenSetOrder": [↓"core", "theme/light"]}"##)
        let files = try TemporaryTokenFolder([
            "$metadata.json": metadata.text,
            "$themes.json": ##"[{"id": "1", "name": "light", "selectedTokenSets": {"theme/light": "enabled"}}]"##,
            "theme/light.json": ##"{"bg": {"value": "#ffffff", "type": "color"}}"##,
        ])
        let (catalogue, diagnostics, _) = files.resolve(["$metadata.json", "$themes.json", "theme/light.json"])
        XCTAssertTrue(diagnostics.errors.isEmpty, diagnostics.summary)
        XCTAssertDiagnostic(diagnostics, "no-effect", .warning, at: metadata)
        XCTAssertEqual(diagnostics.first?.location.file, files.path("$metadata.json"))
        XCTAssertNotNil(catalogue.tokens["bg"])
    }

    func testASetAThemeSelectsWithoutAFileIsAWarningAtTheSelection() throws {
        let themes = MarkedSource(##"[{"id": "1", "name": "light", "selectedTokenSets": {↓"gone": "source", "base": "enabled"}}]"##)
        let files = try TemporaryTokenFolder(["$themes.json": themes.text, "base.json": ##"{"n": {"value": 1, "type": "number"}}"##])
        let (catalogue, diagnostics, _) = files.resolve(["$themes.json", "base.json"])
        XCTAssertDiagnostic(diagnostics, "no-effect", .warning, at: themes)
        XCTAssertEqual(catalogue.tokens["n"]?.values["default"], .number(1), "one theme is the one mode")
    }

    /// Later sets override earlier ones whatever their status; a set one theme sources and another enables is
    /// exported in the modes where it is enabled.
    func testThemeSelectionFollowsTheSetOrderAndExportsOnlyEnabledSets() throws {
        let files = try TemporaryTokenFolder([
            "$metadata.json": ##"{"tokenSetOrder": ["brand", "core", "extra"]}"##,
            "$themes.json": ##"""
            [{"id": "1", "name": "light", "group": "mode", "selectedTokenSets": {"brand": "enabled", "core": "source"}},
             {"id": "2", "name": "dark", "group": "mode", "selectedTokenSets": {"brand": "enabled", "core": "source", "extra": "disabled"}},
             {"id": "3", "name": "plain", "group": "density", "selectedTokenSets": {"extra": "source"}},
             {"id": "4", "name": "rich", "group": "density", "selectedTokenSets": {"extra": "enabled"}}]
            """##,
            "brand.json": ##"{"tint": {"value": 1, "type": "number"}, "own": {"value": 5, "type": "number"}}"##,
            "core.json": ##"{"tint": {"value": 2, "type": "number"}, "base": {"value": 3, "type": "number"}}"##,
            "extra.json": ##"{"more": {"value": "{base}", "type": "number"}}"##,
        ])
        let (catalogue, diagnostics, _) = files.resolve(["$metadata.json", "$themes.json", "brand.json", "core.json", "extra.json"])
        XCTAssertTrue(diagnostics.isEmpty, diagnostics.summary)
        XCTAssertEqual(catalogue.modes, ["light-plain", "light-rich", "dark-plain", "dark-rich"])
        XCTAssertNil(catalogue.tokens["tint"], "the later source set 'core' overrides 'brand', so the token is not exported")
        XCTAssertNil(catalogue.tokens["base"])
        XCTAssertEqual(catalogue.tokens["own"]?.values["dark-plain"], .number(5))
        XCTAssertEqual(catalogue.tokens["more"]?.values["light-rich"], .number(3))
        XCTAssertNil(catalogue.tokens["more"]?.values["light-plain"], "'extra' is only a source in the plain theme")
        XCTAssertEqual(catalogue.referenced("more", in: "light-plain")?.value, .number(3), "references, a screen's too, still resolve it")
        XCTAssertEqual(catalogue.referenced("tint", in: "dark-rich")?.value, .number(2))
    }
}
