import XCTest
@testable import NavgenCore

/// Forms real token sets write that DTCG 2025.10 does not have: each is named where it is written, with the
/// 2025.10 form; those with one meaning are read (`legacy-value`), the others are errors.
final class RealWorldFormsTests: XCTestCase {
    private func resolve(_ source: MarkedSource, path: String = "t.tokens.json") -> (TokenCatalogue, [Diagnostic]) {
        TokenTestSupport.resolve(source.text, path: path)
    }

    func testZeroWithoutADTCGUnitIsReadAsZero() throws {
        let cases = [
            (#"{"t": {"$type": "dimension", "$value": ↓0}}"#, "the bare number 0 has no unit"),
            (#"{"t": {"$type": "dimension", "$value": {"value": 0, "unit": ↓""}}}"#, #"{"value": 0, "unit": ""} has no unit"#),
            (#"{"t": {"$type": "dimension", "$value": ↓"0em"}}"#, "'0em' is in 'em', which DTCG 2025.10 dimensions do not use"),
        ]
        for (text, problem) in cases {
            let source = MarkedSource(text)
            let (catalogue, diagnostics) = resolve(source)
            XCTAssertDiagnostic(diagnostics, "legacy-value", .warning, at: source)
            XCTAssertTrue(diagnostics.contains { $0.message.hasPrefix(problem) && $0.message.hasSuffix(#"write {"value": 0, "unit": "px"}"#) },
                          diagnostics.summary)
            XCTAssertEqual(catalogue.tokens["t"]?.values["default"], .dimension(Dimension(value: 0, unit: "px")))
            let folder = try TemporaryTokenFolder(["t.tokens.json": source.text])
            let strict = Navgen.analyse(Navgen.Options(inputs: [folder.path("t.tokens.json")], strict: true))
            XCTAssertDiagnostic(strict.diagnostics, "legacy-value", .error, at: source)
        }
    }

    /// Carbon's typographies write `"letterSpacing": 0`: the typography reads.
    func testABareZeroInsideATypographyReads() {
        let text = #"{"t": {"$type": "typography", "$value": {"fontFamily": ["system-ui"], "fontSize": {"value": 1, "unit": "rem"}, "fontWeight": 300, "letterSpacing": 0, "lineHeight": 1.19}}}"#
        let (catalogue, diagnostics) = TokenTestSupport.resolve(text, path: "t.tokens.json")
        XCTAssertTrue(diagnostics.errors.isEmpty, diagnostics.summary)
        guard case .typography(let typography)? = catalogue.tokens["t"]?.values["default"] else { return XCTFail(diagnostics.summary) }
        XCTAssertEqual(typography.letterSpacing, Dimension(value: 0, unit: "px"))
    }

    func testOtherSizesWithoutADTCGUnitAreErrorsSayingWhy() {
        let cases = [
            (#"{"t": {"$type": "dimension", "$value": ↓16}}"#, #"the bare number 16 is not a dimension: a dimension needs a unit, and navgen does not guess one; write {"value": 16, "unit": "px"} or {"value": 16, "unit": "rem"}"#),
            (#"{"t": {"$type": "dimension", "$value": ↓"1.5em"}}"#, "unit 'em' is not allowed: em is relative to the font size of the text it sets"),
            (#"{"t": {"$type": "dimension", "$value": {"value": 2, "unit": ↓"vw"}}}"#, "unit 'vw' is not allowed: vw is relative to the viewport, which a token does not know"),
            (#"{"t": {"$type": "dimension", "$value": {"value": 100, "unit": ↓"%"}}}"#, "unit '%' is not allowed: a percentage is relative to what the dimension is applied to"),
        ]
        for (text, message) in cases {
            let source = MarkedSource(text)
            let (catalogue, diagnostics) = resolve(source)
            XCTAssertDiagnostic(diagnostics, "invalid-token", at: source)
            XCTAssertTrue(diagnostics.contains { $0.message.hasPrefix(message) }, "\(message)\n\(diagnostics.summary)")
            XCTAssertNil(catalogue.tokens["t"])
        }
    }

    /// A Figma export's pixel numbers (35 in one project) and Carbon's `vw` sizes are said once per file and unit, at the
    /// first, with the tokens skipped with each still named.
    func testDimensionsWithoutADTCGUnitAreSaidOncePerFile() {
        let source = MarkedSource(##"""
        {"space": {"$type": "dimension", "s": {"$value": ↓4}, "m": {"$value": 8}, "l": {"$value": 16},
                   "wide": {"$value": {"value": 50, "unit": "vw"}}, "full": {"$value": {"value": 100, "unit": "vw"}}},
         "gap": {"$type": "dimension", "$value": "{space.m}"}}
        """##)
        let diagnostics = resolve(source).1
        XCTAssertEqual(diagnostics.with(rule: "invalid-token").map(\.message), [
            #"3 dimensions in this file, the first here, have no unit: the bare number 4 is not a dimension: a dimension needs a unit, "#
                + #"and navgen does not guess one; write {"value": 4, "unit": "px"} or {"value": 4, "unit": "rem"}"#,
            "2 dimensions in this file, the first here, are in 'vw', which is not allowed: vw is relative to the viewport, which a token "
                + #"does not know; DTCG 2025.10 dimensions use "px" or "rem" only (format module, dimension type)"#,
        ])
        XCTAssertDiagnostic(diagnostics, "invalid-token", at: source)
        XCTAssertTrue(diagnostics.flatMap(\.notes).contains { $0.message == "'gap' refers to 'space.m' and is skipped too" }, diagnostics.summary)
    }

    /// Carbon writes `"hex": "#000"` beside the components: the colour reads, and the fallback is named.
    /// A dimension whose number and unit can still be told apart (a stray dot, Telekom's `6.625.rem`) is given back as
    /// the fix; one that cannot gets an example.
    func testAMalformedDimensionsFixKeepsItsNumberAndUnit() {
        for (written, fix) in [("6.625.rem", #"{"value": 6.625, "unit": "rem"}"#), ("12 .px", #"{"value": 12, "unit": "px"}"#),
                               ("1O px", #"{"value": 16, "unit": "px"}"#)] {
            let source = MarkedSource(#"{"t": {"$type": "dimension", "$value": ↓"\#(written)"}}"#)
            let (catalogue, diagnostics) = resolve(source)
            XCTAssertDiagnostic(diagnostics, "invalid-token", .error, at: source)
            XCTAssertTrue(diagnostics.contains { $0.message == "'\(written)' is not a dimension; write \(fix)" }, diagnostics.summary)
            XCTAssertNil(catalogue.tokens["t"])
        }
    }

    func testAThreeDigitHexFallbackIsRead() throws {
        let source = MarkedSource(##"{"t": {"$type": "color", "$value": {"colorSpace": "srgb", "components": [0, 0, 0], "alpha": 1, "hex": ↓"#000"}}}"##)
        let (catalogue, diagnostics) = resolve(source)
        XCTAssertDiagnostic(diagnostics, "legacy-value", .warning, at: source)
        XCTAssertTrue(diagnostics.contains { $0.message == ##"'#000' is a 3-digit hex fallback; 2025.10 writes six digits: "#000000""## }, diagnostics.summary)
        guard case .color(let color)? = catalogue.tokens["t"]?.values["default"] else { return XCTFail() }
        XCTAssertEqual(color.hex, "#000000")
    }

    func testAnAlphaBesideTheValueNamesThe2025Form() {
        let source = MarkedSource(#"{"t": {"$type": "color", "$value": {"colorSpace": "srgb", "components": [1, 0, 0]}, ↓"alpha": 0.4}}"#)
        let (_, diagnostics) = resolve(source)
        XCTAssertDiagnostic(diagnostics, "invalid-token", at: source)
        XCTAssertTrue(diagnostics.contains { $0.message.contains(#"2025.10 puts it inside the colour: "$value": {"colorSpace": "srgb", "components": [r, g, b], "alpha": 0.4}"#) },
                      diagnostics.summary)
    }

    /// `Canvas`, `LinkText`: the browser or the system picks them at run time, in DTCG and in Style Dictionary files.
    func testCSSSystemColoursAreUnsupported() {
        let dtcg = MarkedSource(#"{"hc": {"$type": "color", "canvas": {"$value": ↓"Canvas"}}}"#)
        let (catalogue, diagnostics) = resolve(dtcg)
        XCTAssertDiagnostic(diagnostics, "unsupported", .warning, at: dtcg)
        XCTAssertTrue(diagnostics.contains { $0.message.hasPrefix("token 'hc.canvas' is skipped: the CSS system colour 'Canvas' (the browser or the operating system chooses it at run time") },
                      diagnostics.summary)
        XCTAssertNil(catalogue.tokens["hc.canvas"])

        let styleDictionary = MarkedSource(##"{"Global": {"Color": {"HC": {"Link": {"value": ↓"linktext"}, "Fine": {"value": "#0000ff"}}}}}"##)
        let (legacy, legacyDiagnostics) = resolve(styleDictionary, path: "fluentui.json")
        XCTAssertDiagnostic(legacyDiagnostics, "unsupported", .warning, at: styleDictionary)
        XCTAssertTrue(legacyDiagnostics.contains { $0.message.hasPrefix("token 'Global.Color.HC.Link' is skipped: the CSS system colour 'linktext'") },
                      legacyDiagnostics.summary)
        XCTAssertNotNil(legacy.tokens["Global.Color.HC.Fine"])
    }

    /// Spectrum's typographies give the line height as a length token: read over the font size, in every mode.
    func testALineHeightLengthIsReadOverTheFontSize() throws {
        let source = MarkedSource(#"""
        {"size": {"$type": "dimension", "$value": {"value": 16, "unit": "px"}},
         "leading": {"$type": "dimension", "$value": {"value": 20, "unit": "px"}},
         "text": {"$type": "typography", "$value": {"fontFamily": "Adobe Clean", "fontSize": "{size}", "fontWeight": 700,
                  "letterSpacing": {"value": 0, "unit": "px"}, "lineHeight": ↓"{leading}"}}}
        """#)
        let (catalogue, diagnostics) = resolve(source)
        XCTAssertDiagnostic(diagnostics, "legacy-value", .warning, at: source)
        guard case .typography(let typography)? = catalogue.tokens["text"]?.values["default"] else { return XCTFail(diagnostics.summary) }
        XCTAssertEqual(try XCTUnwrap(typography.lineHeight), 1.25, accuracy: 1e-12)
    }
    /// A CSS colour function has one meaning, as a hex string has: read, with the 2025.10 form (put.io's and
    /// goallive's DTCG files write `rgba(…)`); what is no colour stays an error.
    func testCSSColourFunctionsAreReadAsLegacyColours() {
        let source = MarkedSource(#"{"scrim": {"$type": "color", "$value": ↓"rgba(0, 0, 0, 0.5)"}, "tint": {"$type": "color", "$value": "hsl(0, 100%, 50%)"}}"#)
        let (catalogue, diagnostics) = resolve(source)
        XCTAssertDiagnostic(diagnostics, "legacy-value", .warning, at: source)
        XCTAssertTrue(diagnostics.contains { $0.message.hasSuffix(#"the first, here: 'rgba(0, 0, 0, 0.5)' is a pre-2025.10 colour string; write {"colorSpace": "srgb", "components": [0, 0, 0], "alpha": 0.5}"#) },
                      diagnostics.summary)
        guard case .color(let scrim)? = catalogue.tokens["scrim"]?.values["default"],
              case .color(let tint)? = catalogue.tokens["tint"]?.values["default"] else { return XCTFail(diagnostics.summary) }
        XCTAssertEqual(scrim.srgb.hex, "#00000080")
        XCTAssertEqual(tint.srgb.hex, "#FF0000FF")
        let (_, wrong) = TokenTestSupport.resolve(#"{"c": {"$type": "color", "$value": "rgba(0, 0)"}}"#, path: "t.tokens.json")
        XCTAssertEqual(wrong.map(\.rule), ["invalid-color"])
    }

    /// CSS Color 4's named functions, as jellyfin's DTCG files write `oklch(…)`: read in their own
    /// space, a percentage of each component's reference range, with their own 2025.10 form in the message.
    func testCSSColour4FunctionsKeepTheirSpace() {
        let text = #"{"c": {"$type": "color", "o": {"$value": "oklch(0.6754 0.1383 232.31)"}, "p": {"$value": "oklch(60% 50% 269deg)"},"#
            + #" "l": {"$value": "lab(50% 40 59.5 / 0.5)"}, "h": {"$value": "lch(52.2 72.2 -50)"}, "k": {"$value": "oklab(0.5 none -0.1)"},"#
            + #" "d": {"$value": "color(display-p3 1 0.5 0)"}, "bad": {"$value": "oklch(0.5 0.1)"}}}"#
        let (catalogue, diagnostics) = TokenTestSupport.resolve(text, path: "t.tokens.json")
        func color(_ name: String) -> TokenColor? {
            guard case .color(let color)? = catalogue.tokens[name]?.values["default"] else { return nil }
            return color
        }
        XCTAssertEqual(color("c.o")?.colorSpace, "oklch")
        XCTAssertEqual(color("c.o")?.components, [0.6754, 0.1383, 232.31])
        XCTAssertEqual(color("c.p")?.components, [0.6, 0.2, 269])
        XCTAssertEqual(color("c.l")?.components, [50, 40, 59.5])
        XCTAssertEqual(color("c.l")?.alpha, 0.5)
        XCTAssertEqual(color("c.h")?.components, [52.2, 72.2, 310])
        XCTAssertEqual(color("c.k")?.components, [0.5, 0, -0.1])
        XCTAssertNil(catalogue.tokens["c.d"], "the DTCG suite rejects color() strings")
        XCTAssertNil(catalogue.tokens["c.bad"])
        let (_, alone) = TokenTestSupport.resolve(#"{"p": {"$type": "color", "$value": "oklch(60% 50% 269deg)"}}"#, path: "p.tokens.json")
        XCTAssertEqual(alone.map(\.message), [#"'oklch(60% 50% 269deg)' is a pre-2025.10 colour string; write {"colorSpace": "oklch", "components": [0.6, 0.2, 269]}"#])
        XCTAssertEqual(diagnostics.filter { $0.rule == "invalid-color" }.count, 2, diagnostics.summary)
    }

    /// put.io writes its weights as strings of numbers: read, with the 2025.10 form.
    func testAFontWeightWrittenAsAStringOfANumber() {
        let source = MarkedSource(#"{"regular": {"$type": "fontWeight", "$value": ↓"400"}, "odd": {"$type": "fontWeight", "$value": "4000"}}"#)
        let (catalogue, diagnostics) = resolve(source)
        XCTAssertDiagnostic(diagnostics, "legacy-value", .warning, at: source)
        XCTAssertTrue(diagnostics.contains { $0.message == "'400' is a pre-2025.10 font weight string; write 400" }, diagnostics.summary)
        XCTAssertEqual(catalogue.tokens["regular"]?.values["default"], .fontWeight(400))
        XCTAssertEqual(diagnostics.first { $0.tokenPath == "odd" }?.rule, "invalid-token", "out of range is no weight")
    }

    /// An unknown weight keyword says case matters only where case is the difference: `semibold` lacks DTCG's hyphen.
    func testAnUnknownWeightKeywordNamesWhatDiffers() {
        let (_, diagnostics) = TokenTestSupport.resolve(#"{"a": {"$type": "fontWeight", "$value": "semibold"}, "b": {"$type": "fontWeight", "$value": "Bold"}}"#)
        XCTAssertEqual(diagnostics.map(\.message).sorted(), [
            "unknown font weight 'Bold' (keywords are case-sensitive); did you mean 'bold'?",
            "unknown font weight 'semibold'; did you mean 'semi-bold'?",
        ])
    }

    /// Figma's variable objects, as plugins dump them (a collection with its variables, a list of variables, the
    /// variables2json plugin's collections of modes) and as the REST API returns them, are not tokens: each file gets one
    /// warning saying what to export, not silence (variables2json's was passed over, as 'version' was a string).
    func testFigmaVariableObjectsAreNamedAndSkipped() throws {
        let collection = ##"{"name": "Mobile", "modes": {"value": "Value"}, "variables": [{"name": "color/primary", "resolvedType": "COLOR", "valuesByMode": {"value": "#6835e7ff"}}]}"##
        let list = #"[{"name": "L1/neutral", "id": "VariableID:1:690", "resolvedType": "COLOR", "valuesByMode": {"1:0": {"r": 1, "g": 1, "b": 1, "a": 1}}}]"#
        let api = #"{"status": 200, "error": false, "meta": {"variables": {}, "variableCollections": {}}}"#
        let plugin = ##"{"version": "1.0.5", "metadata": {}, "collections": [{"name": "Colors", "modes": [{"name": "Light", "variables": [{"name": "bar/background", "type": "color", "isAlias": false, "value": "#FF0000"}]}]}]}"##
        let result = try TestSupport.analyse(["collection.json": collection, "list.json": list, "api.json": api, "variables.json": plugin], self)
        XCTAssertEqual(result.diagnostics.map { "\(($0.location.file as NSString).lastPathComponent) \($0.rule) \($0.location.line):\($0.location.column)" },
                       ["api.json unsupported 1:1", "collection.json unsupported 1:1", "list.json unsupported 1:1", "variables.json unsupported 1:1"])
        XCTAssertTrue(result.diagnostics.allSatisfy { $0.message.contains("Figma's variables as the REST API or a plugin dumps them") },
                      result.diagnostics.summary)
        XCTAssertEqual(result.model?.tokens.tokens.count ?? 0, 0)
    }

    /// Backpack's Theo files (an aliases file, and props that import it and reference `{!ALIAS}`): one warning each that
    /// says what they are, where navgen read the props as Style Dictionary tokens whose every reference named nothing and
    /// called `global` an empty group; a Style Dictionary group named `aliases` is still tokens.
    func testTheoFilesAreNamedAndSkipped() throws {
        let result = try TestSupport.analyse([
            "aliases.json": ##"{"aliases": {"SKY_BLUE": "#0770e3", "WHITE": {"value": "#ffffff"}}}"##,
            "surface.json": ##"{"imports": ["./aliases.json"], "global": {"type": "color", "category": "surface-colors"}, "props": {"SURFACE_HERO": {"value": "{!SKY_BLUE}"}}}"##,
            "groups.json": ##"{"aliases": {"brand": {"value": "#0770e3", "type": "color"}}}"##,
            "typed.tokens.json": ##"{"aliases": {"$type": "color", "ink": {"$value": {"colorSpace": "srgb", "components": [0, 0.4, 0.9]}}}}"##,
        ], self)
        XCTAssertEqual(result.diagnostics.map { "\(($0.location.file as NSString).lastPathComponent) \($0.rule) \($0.location.line):\($0.location.column)" },
                       ["aliases.json unsupported 1:1", "surface.json unsupported 1:1"], result.diagnostics.summary)
        XCTAssertTrue(result.diagnostics.allSatisfy { $0.message.hasPrefix("this file is in Theo's format") }, result.diagnostics.summary)
        XCTAssertEqual(result.model?.tokens.tokens.keys.sorted(), ["aliases.brand", "aliases.ink"])
    }
}
