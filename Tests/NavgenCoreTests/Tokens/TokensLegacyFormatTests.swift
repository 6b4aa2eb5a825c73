import XCTest
@testable import NavgenCore

/// Style Dictionary and Tokens Studio: detection, type alignment, math, themes and metadata.
final class TokensLegacyFormatTests: XCTestCase {
    func testStyleDictionaryIsDetectedAndAligned() {
        let text = ##"""
        {"color": {"base": {"red": {"value": "#FF0000", "comment": "Alarm", "deprecated": true, "deprecated_comment": "Use danger"}},
                   "danger": {"value": "{color.base.red}"}},
         "size": {"padding": {"value": "1rem", "type": "dimension"}, "title": {"value": "17", "type": "fontSize"}},
         "font": {"body": {"value": "Helvetica Neue, Arial", "type": "fontFamily"}}}
        """##
        var log = DiagnosticLog()
        XCTAssertEqual(TokenTestSupport.document(text, path: "sd.json", log: &log)?.format, .styleDictionary)
        let (catalogue, diagnostics) = TokenTestSupport.resolve(text, path: "sd.json")
        XCTAssertTrue(diagnostics.with(rule: "legacy-value").isEmpty, "legacy formats are not DTCG: their strings are native")
        XCTAssertEqual(diagnostics.with(rule: "deprecated-token").count, 1, diagnostics.summary)
        XCTAssertEqual(catalogue.tokens["color.base.red"]?.description, "Alarm")
        XCTAssertEqual(catalogue.tokens["color.base.red"]?.deprecated, "Use danger")
        XCTAssertEqual(catalogue.tokens["color.danger"]?.type, .color, "untyped tokens in the `color` category are colours")
        XCTAssertEqual(catalogue.tokens["size.padding"]?.values["default"], .dimension(Dimension(value: 1, unit: "rem")))
        XCTAssertEqual(catalogue.tokens["size.title"]?.values["default"], .dimension(Dimension(value: 17, unit: "rem")),
                       "a unitless size is rem, as Style Dictionary's iOS transforms read it")
        XCTAssertEqual(catalogue.tokens["font.body"]?.values["default"], .fontFamily(["Helvetica Neue", "Arial"]))
        XCTAssertEqual(catalogue.tokens["size.title"]?.extensions?["navgen"]?["originalType"]?.string, "fontSize")
    }

    func testTypesWithoutADTCGEquivalentAreSkippedWithAWarning() {
        let source = MarkedSource(##"{"layout": ↓{"value": {"gap": "4"}, "type": "composition"}, "n": {"value": 1, "type": "number"}}"##)
        var log = DiagnosticLog()
        let document = TokenTestSupport.document(source.text, path: "ts.json", log: &log)
        XCTAssertEqual(document?.skippedTokens.map(\.originalType), ["composition"])
        let (catalogue, diagnostics) = TokenTestSupport.resolve(source.text, path: "ts.json")
        XCTAssertDiagnostic(diagnostics, "unsupported", .warning, at: source)
        XCTAssertEqual(catalogue.skipped.map(\.path), ["layout"])
    }

    /// A token named with a leading `$` (Tokens Studio lets a designer type `$link-primary`) is said and counted, in
    /// either syntax, not lost; a group's `$root` token and `$`-properties are not tokens so named.
    func testATokenNamedWithADollarIsSkippedWithAWarning() {
        for text in [##"{"link": {↓"$link-primary": {"value": "#ffffff", "type": "color"}, "ok": {"value": "#000000", "type": "color"}, "$description": {"value": "Links", "type": "other"}}}"##,
                     ##"{"core": {"link": {↓"$link-primary": {"$value": "#ffffff", "$type": "color"}, "ok": {"$value": "#000000", "$type": "color"}}}, "$metadata": {"tokenSetOrder": ["core"]}}"##] {
            let source = MarkedSource(text)
            let (catalogue, diagnostics) = TokenTestSupport.resolve(source.text, path: "ts.json")
            XCTAssertDiagnostic(diagnostics, "unsupported", .warning, at: source)
            XCTAssertEqual(diagnostics.first?.message, #"token 'link.$link-primary' is skipped: a name that begins with '$' is kept for "#
                + #"properties such as "$type"; rename '$link-primary' (say 'link-primary')"#)
            XCTAssertEqual(catalogue.skipped.map(\.path), ["link.$link-primary"])
            XCTAssertEqual(catalogue.tokens.keys.sorted(), ["link.ok"])
        }
    }

    /// A real Tokens Studio set's `Surface.Decorative.01` holds a value and two tokens: Style Dictionary and Tokens Studio
    /// read the value and nothing inside it, so the tokens inside are skipped and said so, once per member that holds them.
    func testTokensInsideATokenAreSkippedWithAWarning() {
        let source = MarkedSource(##"""
            {"d01": {"value": "#3957BD", "type": "color", ↓"Lighter": {"value": "#F0F3FF", "type": "color"},
                     "states": {"hover": {"value": "#000000", "type": "color"}, "press": {"value": "#111111", "type": "color"}},
                     "attributes": {"category": {"value": "x"}}, "$extensions": {"studio.tokens": {"modify": {"type": "alpha", "value": "0.5", "space": "srgb"}}}}}
            """##)
        let (catalogue, diagnostics) = TokenTestSupport.resolve(source.text, path: "ts.json")
        XCTAssertDiagnostic(diagnostics, "unsupported", .warning, at: source)
        XCTAssertEqual(diagnostics.map { "\($0.location.line):\($0.location.column) \($0.message)" }, [
            #"1:47 token 'd01.Lighter' is skipped: 'd01' has a "value", so it is a token, and Style Dictionary and Tokens Studio read "#
                + "nothing inside a token; move 'Lighter' into a group",
            #"2:10 2 tokens in 'd01.states' are skipped: 'd01' has a "value", so it is a token, and Style Dictionary and Tokens Studio "#
                + "read nothing inside a token; move 'states' into a group",
        ])
        XCTAssertEqual(catalogue.tokens.keys.sorted(), ["d01"])
        XCTAssertEqual(catalogue.skipped.map(\.path), ["d01.Lighter", "d01.states.hover", "d01.states.press"])
    }

    /// Fluent UI's token pipeline gives a platform its own value beside the token; iOS's is the one navgen reads.
    func testFluentsPlatformOverrideForIOSIsTheValue() {
        let (catalogue, diagnostics) = TokenTestSupport.resolve(##"""
            {"radius": {"value": 4, "type": "dimension", "platform": {"ios": {"value": 10}, "winui": {"value": 2}}},
             "width": {"value": 3, "type": "dimension", "platform": {"css": {"value": 1}}}}
            """##, path: "sd.json")
        XCTAssertEqual(diagnostics.map(\.rule), ["unitless-size"])
        XCTAssertEqual(catalogue.tokens["radius"]?.values["default"], .dimension(Dimension(value: 10, unit: "rem")))
        XCTAssertEqual(catalogue.tokens["width"]?.values["default"], .dimension(Dimension(value: 3, unit: "rem")))
    }

    /// A Style Dictionary entry with a type and no value (a real theme file's `06 border_high_contrast`) is no token: said
    /// as DTCG's empty group is.
    func testATypeWithoutAValueIsSaidToBeAnEmptyGroup() {
        let source = MarkedSource(##"{"color": {"low": {"value": "#D9E8DF", "type": "color"}, ↓"high": {"category": "color", "type": "color"}, "group": {"type": "color", "a": {"value": "#000000"}}}}"##)
        let (catalogue, diagnostics) = TokenTestSupport.resolve(source.text, path: "sd.json")
        XCTAssertDiagnostic(diagnostics, "no-effect", .warning, at: source)
        XCTAssertEqual(diagnostics.first?.message, #"group 'color.high' is empty; if it is meant to be a token, add "value""#)
        XCTAssertEqual(catalogue.tokens.keys.sorted(), ["color.group.a", "color.low"])
    }

    /// A brand's CSS gradients written as colours, a dozen in one real file: one warning for the file, each counted.
    func testCSSGradientsAreSaidOncePerFile() {
        let (catalogue, diagnostics) = TokenTestSupport.resolve(##"""
            {"g1": {"value": "linear-gradient(110deg, #02A995 0%, #007C89 100%)", "type": "color"},
             "g2": {"value": "radial-gradient(#2B6E6F, #000000)", "type": "color"}, "ok": {"value": "#000000", "type": "color"}}
            """##, path: "sd.json")
        XCTAssertEqual(diagnostics.map { "\($0.location.line):\($0.location.column) \($0.message)" }, [
            "1:18 2 colour tokens in this file, the first here, are CSS gradients, skipped: a DTCG colour cannot hold a gradient, and a bar "
                + "colour is one colour",
        ])
        XCTAssertEqual(catalogue.skipped.map(\.path), ["g1", "g2"])
    }

    /// A real library's transparency ramp keeps each step's alpha beside its value, which neither Style Dictionary nor
    /// Tokens Studio applies: the token is skipped, as in a DTCG file, with the colour to write instead.
    func testAnAlphaBesideAColoursValueIsSaidAndTheTokenSkipped() {
        let source = MarkedSource(##"{"white": {"05": {"value": "#FFFFFF", ↓"alpha": 0.05, "type": "color"}, "solid": {"value": "#FFFFFF", "type": "color"}}}"##)
        let (catalogue, diagnostics) = TokenTestSupport.resolve(source.text, path: "sd.json")
        XCTAssertDiagnostic(diagnostics, "invalid-token", at: source)
        XCTAssertEqual(diagnostics.first?.message, #"'alpha' beside "value" on 'white.05' is not applied: Style Dictionary and Tokens Studio "#
                       + ##"read the colour its value gives; write the alpha into the colour, "#FFFFFF0D" or rgba(r, g, b, 0.05)"##)
        XCTAssertEqual(catalogue.tokens.keys.sorted(), ["white.solid"])
        XCTAssertEqual(catalogue.skipped.map(\.path), ["white.05"])
    }

    /// A Tokens Studio set in DTCG syntax writes a shadow with DTCG's member names but its own strings (`"0px"`,
    /// `rgba(…)`), which are its forms inside a shadow as at a token's top: no `legacy-value` for either.
    func testADTCGNamedShadowInATokensStudioSetReadsItsOwnForms() {
        let (catalogue, diagnostics) = TokenTestSupport.resolve(##"""
            {"core": {"gap": {"$type": "dimension", "$value": "12px"},
                      "sh": {"$type": "shadow", "$value": [{"offsetX": "0px", "offsetY": "1px", "blur": "2px", "spread": "0px", "color": "rgba(9,9,11,0.08)"}]}},
             "$metadata": {"tokenSetOrder": ["core"]}}
            """##, path: "ts.json")
        XCTAssertTrue(diagnostics.isEmpty, diagnostics.summary)
        guard case .list(let layers)? = catalogue.tokens["sh"]?.values["default"], case .composite(let layer)? = layers.first else {
            return XCTFail(diagnostics.summary)
        }
        XCTAssertEqual(layer["offsetY"], .dimension(Dimension(value: 1, unit: "px")))
    }

    /// Shadows written as CSS text, as a real Style Dictionary file writes its elevations: one warning for the file,
    /// with the object form to write, each counted.
    func testCSSShadowsAreSaidOncePerFile() {
        let (catalogue, diagnostics) = TokenTestSupport.resolve(##"""
            {"shadow": {"sm": {"value": "0 1px 3px rgba(0,0,0,0.4)", "type": "shadow"}, "md": {"value": "0 4px 16px rgba(0,0,0,0.5)", "type": "boxShadow"},
             "ok": {"value": {"x": "0", "y": "1", "blur": "3", "spread": "0", "color": "#000000"}, "type": "boxShadow"}}}
            """##, path: "ts.json")
        XCTAssertEqual(diagnostics.map { "\($0.location.line):\($0.location.column) \($0.message)" }, [
            "1:29 2 shadow tokens in this file, the first here, are CSS text, which navgen does not parse, skipped; write a shadow as an "
                + #"object of its parts, {"x": "0", "y": "1", "blur": "3", "spread": "0", "color": "rgba(0,0,0,0.4)"}"#,
        ])
        XCTAssertEqual(catalogue.skipped.map(\.path), ["shadow.md", "shadow.sm"])
        XCTAssertNotNil(catalogue.tokens["shadow.ok"])
    }

    /// Hex digits without their `#` that could be a number as well (`"1d4"`) get the `#` suggested; six or eight are read
    /// as the colour they are (`StyleDictionaryReadingTests`).
    func testAColourWithoutItsHashIsSuggestedOne() {
        let source = MarkedSource(##"{"color": {"blue": {"value": ↓"1d4"}, "word": {"value": "blue-ish"}}}"##)
        let (_, diagnostics) = TokenTestSupport.resolve(source.text, path: "sd.json")
        XCTAssertDiagnostic(diagnostics, "invalid-color", at: source)
        XCTAssertEqual(diagnostics.filter { $0.rule == "invalid-color" }.map(\.message), [
            "'1d4' is not a colour; did you mean '#1d4'?; write #rrggbb, #rrggbbaa, rgb(r, g, b), rgba(r, g, b, a), hsl(h, s%, l%) or a reference",
            "'blue-ish' is not a colour; write #rrggbb, #rrggbbaa, rgb(r, g, b), rgba(r, g, b, a), hsl(h, s%, l%) or a reference",
        ])
    }

    func testTokensStudioTypesAreAligned() {
        let text = ##"""
        {"spacing": {"sm": {"value": "4", "type": "spacing"}},
         "weights": {"bold": {"value": "ExtraBold Italic", "type": "fontWeights"}},
         "opacity": {"half": {"value": "50%", "type": "opacity"}},
         "lh": {"value": "125%", "type": "lineHeights"},
         "shadow": {"value": [{"x": "0", "y": "2", "blur": "{spacing.sm}", "spread": "0", "color": "rgba(0,0,0,0.4)", "type": "innerShadow"}], "type": "boxShadow"},
         "type": {"value": {"fontFamily": "Inter", "fontWeight": "Regular", "fontSize": "20", "lineHeight": "150%", "letterSpacing": "10%", "textCase": "none"}, "type": "typography"}}
        """##
        let (catalogue, diagnostics) = TokenTestSupport.resolve(text, path: "ts.json")
        XCTAssertTrue(diagnostics.errors.isEmpty, diagnostics.summary)
        XCTAssertEqual(catalogue.tokens["spacing.sm"]?.values["default"], .dimension(Dimension(value: 4, unit: "px")))
        XCTAssertEqual(catalogue.tokens["weights.bold"]?.values["default"], .fontWeight(800))
        XCTAssertEqual(catalogue.tokens["opacity.half"]?.values["default"], .number(0.5))
        XCTAssertEqual(catalogue.tokens["lh"]?.values["default"], .number(1.25))
        guard case .list(let layers)? = catalogue.tokens["shadow"]?.values["default"], case .composite(let layer)? = layers.first else { return XCTFail() }
        XCTAssertEqual(layer["inset"], .string("true"))
        XCTAssertEqual(layer["blur"], .dimension(Dimension(value: 4, unit: "px")))
        guard case .color(let shade)? = layer["color"] else { return XCTFail() }
        XCTAssertEqual(shade.alpha, 0.4, accuracy: 1e-9)
        guard case .typography(let typography)? = catalogue.tokens["type"]?.values["default"] else { return XCTFail() }
        XCTAssertEqual(typography.letterSpacing, Dimension(value: 2, unit: "px"), "10% of a 20px font")
        XCTAssertEqual(typography.lineHeight, 1.5)
    }

    func testMathIsEvaluatedExactly() {
        let text = ##"""
        {"base": {"value": "4px", "type": "dimension"}, "scale": {"value": "2", "type": "math"},
         "md": {"value": "{base} * {scale}", "type": "dimension"}, "lg": {"value": "({md} + 2px) * 3 / 2", "type": "spacing"},
         "neg": {"value": "-{base} - 1", "type": "dimension"}}
        """##
        let (catalogue, diagnostics) = TokenTestSupport.resolve(text, path: "ts.json")
        XCTAssertTrue(diagnostics.isEmpty, diagnostics.summary)
        XCTAssertEqual(catalogue.tokens["md"]?.values["default"], .dimension(Dimension(value: 8, unit: "px")))
        XCTAssertEqual(catalogue.tokens["lg"]?.values["default"], .dimension(Dimension(value: 15, unit: "px")))
        XCTAssertEqual(catalogue.tokens["neg"]?.values["default"], .dimension(Dimension(value: -5, unit: "px")))
    }

    func testAScaleWrittenAsADimensionMultipliesAsTokensStudioDoes() {
        // Tokens Studio's own example: the scale is a dimension written "2", which navgen reads as 2px and
        // sd-transforms as the number 2, since it drops "px" before evaluating.
        let text = ##"""
        {"core": {"dimension": {"scale": {"value": "2", "type": "dimension"}, "xs": {"value": "4", "type": "dimension"},
                                "sm": {"value": "{dimension.xs} * {dimension.scale}", "type": "dimension"},
                                "md": {"value": "{dimension.sm} * {dimension.scale}", "type": "dimension"},
                                "half": {"value": "{dimension.md} / {dimension.scale}", "type": "dimension"}}},
         "$metadata": {"tokenSetOrder": ["core"]}}
        """##
        let (catalogue, diagnostics) = TokenTestSupport.resolve(text, path: "ts.json")
        XCTAssertTrue(diagnostics.isEmpty, diagnostics.summary)
        XCTAssertEqual(catalogue.tokens["dimension.sm"]?.values["default"], .dimension(Dimension(value: 8, unit: "px")))
        XCTAssertEqual(catalogue.tokens["dimension.md"]?.values["default"], .dimension(Dimension(value: 16, unit: "px")))
        XCTAssertEqual(catalogue.tokens["dimension.half"]?.values["default"], .dimension(Dimension(value: 8, unit: "px")))
    }

    /// A Figma exporter's DTCG file with a `$metadata` of its own: Tokens Studio's is the one that orders sets.
    func testAMetadataWithoutASetOrderIsNotTokensStudios() {
        let text = ##"""
        {"$metadata": {"source": "Figma Variables API", "format": "W3C DTCG"},
         "text": {"primary": {"$type": "color", "$value": "#111111"}},
         "icon": {"primary": {"$type": "color", "$value": "#222222"}},
         "brand": {"main": {"$type": "color", "$value": "{text.primary}"}}}
        """##
        let (catalogue, diagnostics) = TokenTestSupport.resolve(text, path: "tokens.json")
        XCTAssertEqual(diagnostics.map(\.rule), ["legacy-value"], diagnostics.summary)
        XCTAssertTrue(diagnostics.first?.message.hasPrefix("2 values in this file are written in forms before 2025.10") == true, diagnostics.summary)
        XCTAssertEqual(catalogue.tokens.keys.sorted(), ["brand.main", "icon.primary", "text.primary"])
        XCTAssertEqual(catalogue.tokens["brand.main"]?.values["default"], catalogue.tokens["text.primary"]?.values["default"])
    }

    /// Tokens Studio evaluates its math with expr-eval, whose numeric functions a size may call.
    func testMathFunctionsAreEvaluatedAsTokensStudioDoes() {
        let expressions = [
            "least": "min({base} * 0.5, {scale})", "most": "max({base} * 2, 6)", "nested": "min(max({base}, 1), 10) + 1",
            "half": "round({base} * 0.625)", "negativeHalf": "round(-{base} * 0.625)", "places": "roundTo({base} * 0.25125, 2)",
            "up": "ceil({base} / 3)", "down": "floor({base} / 3)", "toward": "trunc(-{base} / 3)", "size": "abs(-{base})",
            "root": "sqrt({base} * 4)", "power": "pow({base}, 2) / {base}", "caret": "{base} * 2^3^0 - -2^2",
        ]
        let tokens = expressions.map { #""\#($0.key)": {"value": "\#($0.value)", "type": "dimension"}"# }.joined(separator: ", ")
        let text = #"{"base": {"value": "4px", "type": "dimension"}, "scale": {"value": "1px", "type": "dimension"}, \#(tokens)}"#
        let (catalogue, diagnostics) = TokenTestSupport.resolve(text, path: "ts.json")
        XCTAssertTrue(diagnostics.isEmpty, diagnostics.summary)
        let expected: [String: Double] = [
            "least": 1, "most": 8, "nested": 5, "half": 3, "negativeHalf": -2, "places": 1.01, "up": 2, "down": 1, "toward": -1,
            "size": 4, "root": 4, "power": 4, "caret": 12,
        ]
        for (name, value) in expected {
            XCTAssertEqual(catalogue.tokens[name]?.values["default"], .dimension(Dimension(value: value, unit: "px")), name)
        }
    }

    /// expr-eval's trigonometric and exponential functions and its constants, as a real set's easing curve writes them
    /// (`-(cos(PI * {t}) - 1) / 2`), on plain numbers; and maths in Tokens Studio's `other` type is a number.
    func testTrigonometryConstantsAndMathsInOther() {
        let text = ##"""
        {"t": {"value": "0.5", "type": "other"}, "ease": {"value": "-(cos(PI* {t} )- 1 ) /2", "type": "other"},
         "twice": {"value": "{t} * 2", "type": "other"}, "growth": {"value": "exp({t} * 0) + ln(E) + lg(100) + sin(0) + tan(0)", "type": "number"},
         "px": {"value": "4px", "type": "dimension"}, "wrong": {"value": "cos({px})", "type": "number"},
         "font": {"value": "{t}, sans-serif", "type": "other"}}
        """##
        let (catalogue, diagnostics) = TokenTestSupport.resolve(text, path: "ts.json")
        XCTAssertEqual(catalogue.tokens["ease"]?.values["default"], .number(-(cos(Double.pi * 0.5) - 1) / 2))
        XCTAssertEqual(catalogue.tokens["twice"]?.values["default"], .number(1))
        XCTAssertEqual(catalogue.tokens["growth"]?.values["default"], .number(4))
        XCTAssertTrue(diagnostics.contains { $0.message.contains("the value of 'cos' has a unit, 'px'") }, diagnostics.summary)
        XCTAssertNil(catalogue.tokens["font"], "text with a reference is no maths")
    }

    func testMathFunctionsSayWhatIsWrong() {
        let text = ##"""
        {"base": {"value": "4px", "type": "dimension"}, "rem": {"value": "1rem", "type": "dimension"},
         "units": {"value": "min({base}, {rem})", "type": "dimension"}, "exponent": {"value": "pow({base}, {base})", "type": "dimension"},
         "count": {"value": "abs({base}, 2)", "type": "dimension"}, "open": {"value": "min({base}, 2", "type": "dimension"},
         "root": {"value": "sqrt(-{base})", "type": "dimension"}, "huge": {"value": "{base} ^ 1000", "type": "dimension"}}
        """##
        let (_, diagnostics) = TokenTestSupport.resolve(text, path: "ts.json")
        let messages = diagnostics.filter { $0.rule == "unsupported" }.map(\.message).sorted()
        XCTAssertEqual(messages.count, 6, diagnostics.summary)
        for phrase in ["'min' compares values in 'px' and 'rem'", "the second value of 'pow' has a unit, 'px'", "'abs' takes one value",
                       "the '(' after 'min' is not closed", "'sqrt' of -4 is not a number", "'pow(4, 1000)' is not a number"] {
            XCTAssertTrue(messages.contains { $0.contains(phrase) }, "\(phrase):\n\(messages.joined(separator: "\n"))")
        }
        // Each at its token's value: the line and column of the `"` after `"name": {"value": `.
        let lines = text.split(separator: "\n", omittingEmptySubsequences: false)
        let values = ["units", "exponent", "count", "open", "root", "huge"].compactMap { name -> String? in
            let prefix = "\"\(name)\": {\"value\": "
            guard let line = lines.firstIndex(where: { $0.contains(prefix) }), let range = lines[line].range(of: prefix) else { return nil }
            return "\(line + 1):\(lines[line].utf8.distance(from: lines[line].startIndex, to: range.upperBound) + 1)"
        }
        XCTAssertEqual(diagnostics.filter { $0.rule == "unsupported" }.map { "\($0.location.line):\($0.location.column)" }.sorted(),
                       values.sorted())
    }

    func testUnsupportedMathNamesTheToken() {
        let text = MarkedSource(##"""
        {"base": {"value": "4px", "type": "dimension"}, "rem": {"value": "1rem", "type": "dimension"},
         "sine": {"value": "sin({base} / 3)", "type": "dimension"}, "mixed": {"value": ↓"{base} + {rem}", "type": "dimension"},
         "area": {"value": "{rem} * {rem}", "type": "dimension"}, "pxRem": {"value": "{base} * {rem}", "type": "dimension"}}
        """##)
        let (catalogue, diagnostics) = TokenTestSupport.resolve(text.text, path: "ts.json")
        XCTAssertDiagnostic(diagnostics, "unsupported", .warning, at: text)
        for name in ["sine", "mixed", "area", "pxRem"] {
            XCTAssertNil(catalogue.tokens[name])
            XCTAssertTrue(diagnostics.contains { $0.rule == "unsupported" && $0.message.contains("token '\(name)'") }, "\(name):\n\(diagnostics.summary)")
        }
    }

    func testTokensStudioMultiFileThemesAreModes() throws {
        let files = try TemporaryTokenFolder([
            "$metadata.json": ##"{"tokenSetOrder": ["core", "theme/light", "theme/dark", "brand"]}"##,
            "$themes.json": ##"""
            [{"id": "1", "name": "light", "group": "mode", "selectedTokenSets": {"core": "source", "theme/light": "enabled", "brand": "enabled"}},
             {"id": "2", "name": "dark", "group": "mode", "selectedTokenSets": {"core": "source", "theme/dark": "enabled", "brand": "enabled"}}]
            """##,
            "core.json": ##"{"white": {"value": "#ffffff", "type": "color"}, "black": {"value": "#000000", "type": "color"}}"##,
            "theme/light.json": ##"{"bg": {"value": "{white}", "type": "color"}}"##,
            "theme/dark.json": ##"{"bg": {"value": "{black}", "type": "color"}}"##,
            "brand.json": ##"{"radius": {"value": "8", "type": "borderRadius"}}"##,
        ])
        let all = ["$metadata.json", "$themes.json", "core.json", "theme/light.json", "theme/dark.json", "brand.json"]
        let (catalogue, diagnostics, documents) = files.resolve(all)
        XCTAssertTrue(diagnostics.isEmpty, diagnostics.summary)
        XCTAssertEqual(documents.filter { !$0.layers.isEmpty }.map(\.path), [files.path("$themes.json")])
        XCTAssertEqual(catalogue.modes, ["light", "dark"])
        XCTAssertNil(catalogue.tokens["white"], "source sets resolve but are not emitted")
        guard case .color(let dark)? = catalogue.tokens["bg"]?.values["dark"] else { return XCTFail() }
        XCTAssertEqual(dark.srgb, .black)
        XCTAssertEqual(catalogue.tokens["radius"]?.values["light"], .dimension(Dimension(value: 8, unit: "px")))
    }

    func testTokensStudioSingleFileWithThemeGroups() {
        let text = ##"""
        {"global": {"one": {"value": 1, "type": "number"}},
         "light": {"bg": {"value": 10, "type": "number"}}, "dark": {"bg": {"value": 20, "type": "number"}},
         "compact": {"gap": {"value": "{one}", "type": "number"}}, "roomy": {"gap": {"value": 3, "type": "number"}},
         "$themes": [{"name": "light", "group": "scheme", "selectedTokenSets": {"global": "enabled", "light": "enabled"}},
                     {"name": "dark", "group": "scheme", "selectedTokenSets": {"global": "enabled", "dark": "enabled"}},
                     {"name": "compact", "group": "density", "selectedTokenSets": {"compact": "enabled"}},
                     {"name": "roomy", "group": "density", "selectedTokenSets": {"roomy": "enabled"}}],
         "$metadata": {"tokenSetOrder": ["global", "light", "dark", "compact", "roomy"]}}
        """##
        let (catalogue, diagnostics) = TokenTestSupport.resolve(text, path: "tokens.json")
        XCTAssertTrue(diagnostics.isEmpty, diagnostics.summary)
        XCTAssertEqual(catalogue.modes, ["light-compact", "light-roomy", "dark-compact", "dark-roomy"])
        XCTAssertEqual(catalogue.tokens["gap"]?.values["dark-compact"], .number(1))
        XCTAssertEqual(catalogue.tokens["bg"]?.values["dark-roomy"], .number(20))
    }

    func testAThemeWithoutAGroupAmongGroupedThemesIsAnError() {
        let source = MarkedSource(##"{"s": {"n": {"value": 1, "type": "number"}}, "$themes": [{"name": "a", "group": "g", "selectedTokenSets": {"s": "enabled"}}, ↓{"name": "b", "selectedTokenSets": {}}]}"##)
        XCTAssertDiagnostic(TokenTestSupport.resolve(source.text, path: "tokens.json").1, "invalid-value", at: source)
    }
    /// Penpot's multi-set example enables one set in its one theme: the sets no theme names are said once, which
    /// says why the references into them find nothing; a set every theme disables is left out in silence.
    func testSetsInNoThemeAreSaidOnce() {
        let source = MarkedSource(##"""
        {"core": ↓{"black": {"value": "#000000", "type": "color"}}, "light": {"text": {"value": "{black}", "type": "color"}},
         "dark": {"text": {"value": "#ffffff", "type": "color"}}, "draft": {"x": {"value": "#ff0000", "type": "color"}},
         "$themes": [{"name": "theme-1", "group": "group-1", "selectedTokenSets": {"light": "enabled", "draft": "disabled"}}],
         "$metadata": {"tokenSetOrder": ["core", "light", "dark", "draft"]}}
        """##)
        let (_, diagnostics) = TokenTestSupport.resolve(source.text, path: "tokens.json")
        XCTAssertDiagnostic(diagnostics, "no-effect", .warning, at: source)
        XCTAssertEqual(diagnostics.filter { $0.rule == "no-effect" }.map(\.message), [
            #"token sets 'core', 'dark' are in no theme of "$themes", so their tokens are in no mode; select them in a theme ("source" where a set only gives others their values)"#,
        ])
        XCTAssertEqual(diagnostics.filter { $0.rule == "unresolved-reference" }.count, 1)
    }
}
