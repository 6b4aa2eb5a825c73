import XCTest
@testable import NavgenCore

/// Style Dictionary files: unitless sizes read as rem (or as chosen) and said once per file; `content` and
/// `asset` tokens skipped and counted.
final class StyleDictionaryReadingTests: XCTestCase {
    private static let sizes = MarkedSource(#"""
    {"size": {"font": {"small": {"value": ↓"0.75", "type": "fontSize"}, "base": {"value": "{size.font.small}", "type": "fontSize"}},
              "padding": {"none": {"value": "0", "type": "dimension"}, "large": {"value": 2, "type": "dimension"}, "fixed": {"value": "4px", "type": "dimension"}},
              "shadow": {"value": {"x": "0", "y": "0.125", "blur": "0.25", "spread": "0", "color": "#000000"}, "type": "shadow"}}}
    """#)

    func testUnitlessSizesAreRemAndSaidOnceAtTheFirst() {
        var log = DiagnosticLog()
        let document = TokenTestSupport.document(Self.sizes.text, path: "sizes.json", log: &log)
        XCTAssertEqual(document?.format, .styleDictionary)
        XCTAssertEqual(log.entries.with(rule: "unitless-size").count, 1, log.entries.summary)
        XCTAssertDiagnostic(log.entries, "unitless-size", .warning, at: Self.sizes)
        XCTAssertTrue(log.entries.contains { $0.message.hasPrefix("4 unitless sizes in this file, the first here, are read as rem (16 points each)") },
                      log.entries.summary)
        let (catalogue, diagnostics) = TokenTestSupport.resolve(Self.sizes.text, path: "sizes.json")
        XCTAssertTrue(diagnostics.errors.isEmpty, diagnostics.summary)
        XCTAssertEqual(catalogue.tokens["size.font.small"]?.values["default"], .dimension(Dimension(value: 0.75, unit: "rem")))
        XCTAssertEqual(catalogue.tokens["size.font.base"]?.values["default"], .dimension(Dimension(value: 0.75, unit: "rem")))
        XCTAssertEqual(catalogue.tokens["size.padding.large"]?.values["default"], .dimension(Dimension(value: 2, unit: "rem")))
        XCTAssertEqual(catalogue.tokens["size.padding.fixed"]?.values["default"], .dimension(Dimension(value: 4, unit: "px")))
        guard case .composite(let shadow)? = catalogue.tokens["size.shadow"]?.values["default"] else { return XCTFail(diagnostics.summary) }
        XCTAssertEqual(shadow["offsetY"], .dimension(Dimension(value: 0.125, unit: "rem")))
    }

    /// A real library's `16` and `36` are pixels: read as rem they are 256 and 576 points, which the warning says.
    func testSizesTooLargeForRemAreSaidToLookLikePixels() {
        var log = DiagnosticLog()
        _ = TokenTestSupport.document(##"{"size": {"font": {"regular": {"value": 16}, "headline": {"value": 36}}}}"##, path: "size.json", log: &log)
        XCTAssertEqual(log.entries.map(\.message), [
            "2 unitless sizes in this file, the first here, are read as rem (16 points each), as Style Dictionary's iOS transforms "
                + "size/remToPt and size/swift/remToCGFloat read them; the largest, 36, becomes 576 points, so they look like pixels; "
                + "to read them as points, set \"unitlessSize\": \"px\" in navgen.json (or pass --unitless-size px)",
        ])
    }

    /// A rem scale writes fractions (Apollo's spacing runs 0.25 to 8.75 rem): large steps do not make it pixels.
    func testARemScaleWithLargeStepsIsNotSaidToLookLikePixels() {
        var log = DiagnosticLog()
        _ = TokenTestSupport.document(##"{"size": {"spacing": {"4": {"value": "0.25"}, "16": {"value": "1"}, "140": {"value": "8.75"}}}}"##,
                                      path: "spacing.json", log: &log)
        XCTAssertEqual(log.entries.map(\.message), [
            "3 unitless sizes in this file, the first here, are read as rem (16 points each), as Style Dictionary's iOS transforms "
                + "size/remToPt and size/swift/remToCGFloat read them; to read them as points, set \"unitlessSize\": \"px\" in navgen.json "
                + "(or pass --unitless-size px)",
        ])
    }

    /// Sizes in units with no length in points, or CSS functions (Open Props writes both), are skipped and said once per
    /// unit or function; one alone is said with its token.
    func testUnreadableSizesAreSaidOncePerUnitOrFunction() {
        let source = MarkedSource(##"""
        {"size": {"content-1": {"value": ↓"20ch", "type": "dimension"}, "content-2": {"value": "45ch", "type": "dimension"},
                  "fluid-1": {"value": "clamp(.5rem, 1vw, 1rem)", "type": "dimension"}, "full": {"value": "100vw", "type": "dimension"}}}
        """##)
        let (catalogue, diagnostics) = TokenTestSupport.resolve(source.text, path: "sizes.json")
        XCTAssertEqual(diagnostics.with(rule: "unsupported").map(\.message), [
            "2 dimension tokens in this file, the first here, are skipped: their sizes are in ch (ch is relative to the font size of the "
                + "text it sets); give a navigation bar's sizes in px or rem",
            "token 'size.fluid-1' is skipped: its size is CSS's clamp(…), which the browser works out as it lays out a page; give a "
                + "navigation bar's sizes in px or rem",
            "token 'size.full' is skipped: its size is in vw (vw is relative to the viewport, which a token does not know); give a "
                + "navigation bar's sizes in px or rem",
        ])
        XCTAssertDiagnostic(diagnostics, "unsupported", .warning, at: source)
        XCTAssertTrue(catalogue.tokens.isEmpty)
    }

    /// CSS's `cubic-bezier()` and its keywords, Open Props' easings, are their four numbers, said once per file.
    func testCSSCubicBeziersAreReadAndSaidOnce() {
        let source = MarkedSource(##"""
        {"ease": {"1": {"value": ↓"cubic-bezier(.25, 0, .5, 1)", "type": "cubic-bezier"}, "in": {"value": "ease-in", "type": "cubicBezier"},
                  "steps": {"value": "steps(4)", "type": "cubicBezier"}}}
        """##)
        let (catalogue, diagnostics) = TokenTestSupport.resolve(source.text, path: "easing.json")
        XCTAssertEqual(catalogue.tokens["ease.1"]?.values["default"], .cubicBezier([0.25, 0, 0.5, 1]))
        XCTAssertEqual(catalogue.tokens["ease.in"]?.values["default"], .cubicBezier([0.42, 0, 1, 1]))
        XCTAssertEqual(diagnostics.map(\.message), [
            "2 cubic Béziers in this file, the first here, are CSS's 'cubic-bezier(…)', which navgen reads as its four numbers; DTCG "
                + "writes the array [P1x, P1y, P2x, P2y]",
            "a cubic Bézier must be an array of four numbers [P1x, P1y, P2x, P2y]; found 'steps(4)'",
        ])
        XCTAssertDiagnostic(diagnostics, "legacy-value", .warning, at: source)
        // DTCG keeps its array: the string is an error there, which says what to write.
        let dtcg = TokenTestSupport.resolve(##"{"e": {"$type": "cubicBezier", "$value": "cubic-bezier(.25, 0, .5, 1)"}}"##).1
        XCTAssertEqual(dtcg.map(\.message), [
            "a cubic Bézier must be an array of four numbers [P1x, P1y, P2x, P2y]; found 'cubic-bezier(.25, 0, .5, 1)'; write [0.25, 0, 0.5, 1]",
        ])
    }

    func testThePointsReadingIsSaidToo() throws {
        var log = DiagnosticLog()
        let json = try JSONReader.parse(Array(Self.sizes.text.utf8), path: "sizes.json")
        let document = try XCTUnwrap(TokenInput.read(json: json, path: "sizes.json", unitlessSize: .px, log: &log))
        XCTAssertDiagnostic(log.entries, "unitless-size", .warning, at: Self.sizes)
        XCTAssertTrue(log.entries.contains { $0.message.hasPrefix(#"4 unitless sizes in this file, the first here, are read as points (px), as "unitlessSize": "px" says"#) },
                      log.entries.summary)
        let catalogue = TokenResolver.resolve([document], log: &log)
        XCTAssertEqual(catalogue.tokens["size.padding.large"]?.values["default"], .dimension(Dimension(value: 2, unit: "px")))
    }

    /// Tokens Studio writes pixels without a unit, and says so in its documentation: nothing to say.
    func testTokensStudioSetsKeepPixels() {
        let text = #"{"space": {"sm": {"value": "4", "type": "spacing"}, "md": {"value": 8, "type": "dimension"}}}"#
        let (catalogue, diagnostics) = TokenTestSupport.resolve(text, path: "global.json")
        XCTAssertTrue(diagnostics.isEmpty, diagnostics.summary)
        XCTAssertEqual(catalogue.tokens["space.md"]?.values["default"], .dimension(Dimension(value: 8, unit: "px")))
    }

    /// Chosen in navgen.json, the reading is no guess: said as a note, and gone with `--rule unitless-size=off`.
    func testAChosenReadingIsANote() throws {
        let files = ["sizes.json": Self.sizes.text]
        let defaulted = try TestSupport.analyse(files, self)
        XCTAssertEqual(defaulted.diagnostics.with(rule: "unitless-size").map(\.severity), [.warning])
        let folder = try TestSupport.temporaryFolder(self)
        try TestSupport.write(files, in: folder)
        var options = Navgen.Options(inputs: [folder.appendingPathComponent("sizes.json").path])
        options.unitlessSize = .rem
        XCTAssertEqual(Navgen.analyse(options).diagnostics.with(rule: "unitless-size").map(\.severity), [.note])
        options.ruleSeverities = ["unitless-size": .warning]
        XCTAssertEqual(Navgen.analyse(options).diagnostics.with(rule: "unitless-size").map(\.severity), [.warning])
    }

    func testTheConfigAndTheCommandLineChooseTheReading() throws {
        let folder = try TestSupport.temporaryFolder(self)
        try TestSupport.write(["in/sizes.json": Self.sizes.text, "in/app.nav.xml": #"<navigation><navigationController id="nav" root="home"/><screen id="home"/></navigation>"#,
                               "navgen.json": #"{"inputs": ["in"], "output": "out", "unitlessSize": "px"}"#,
                               "bad.json": "{\n  \"inputs\": [\"in\"],\n  \"unitlessSize\": \"pt\"\n}"], in: folder)
        let lint = try TestSupport.navgen(["config", "lint", "navgen.json"], in: folder)
        XCTAssertEqual(lint.output, "navgen in --out out --unitless-size px\n", lint.errors)
        let run = try TestSupport.navgen(["--config", "navgen.json"], in: folder)
        XCTAssertEqual(run.status, 0, run.errors)
        XCTAssertTrue(run.errors.contains("in/sizes.json:1:39: note: 4 unitless sizes in this file, the first here, are read as points (px)"), run.errors)
        let bad = try TestSupport.navgen(["config", "lint", "bad.json"], in: folder)
        XCTAssertEqual(bad.status, 1)
        XCTAssertTrue(bad.errors.hasPrefix(#"bad.json:3:19: error: "unitlessSize" must be "rem" or "px""#), bad.errors)
        let usage = try TestSupport.navgen(["in", "--out", "out", "--unitless-size", "pt"], in: folder)
        XCTAssertEqual(usage.status, 2)
        XCTAssertTrue(usage.errors.contains("--unitless-size needs rem or px, found 'pt'"), usage.errors)
    }

    /// Style Dictionary 3's own examples: no types (the category/type/item path says what a token is) and references
    /// that end in `.value`.
    func testCategoriesAndValueReferencesAsStyleDictionary3WritesThem() {
        let text = #"""
        {"color": {"base": {"red": {"value": "#ff0000"}}, "font": {"value": "{color.base.red.value}"}},
         "size": {"font": {"small": {"value": "0.75", "comment": "the small size"}, "base": {"value": "{size.font.small.value}"}},
                  "shadow": {"value": {"x": "0", "y": "{size.font.small.value}", "blur": "0", "spread": "0", "color": "{color.base.red.value}"}, "type": "shadow"}},
         "grid": {"columns": {"value": "12"}}}
        """#
        let (catalogue, diagnostics) = TokenTestSupport.resolve(text, path: "properties.json")
        XCTAssertEqual(diagnostics.map(\.rule).sorted(), ["unitless-size", "unsupported"], diagnostics.summary)
        XCTAssertTrue(diagnostics.contains { $0.message.hasPrefix("1 token without a type in this file is skipped: ") }, diagnostics.summary)
        XCTAssertEqual(catalogue.skipped.map(\.path), ["grid.columns"])
        XCTAssertEqual(catalogue.skipped.first?.reason, "it has no type")
        XCTAssertEqual(catalogue.tokens["color.font"]?.values["default"], catalogue.tokens["color.base.red"]?.values["default"])
        XCTAssertEqual(catalogue.tokens["size.font.small"]?.values["default"], .dimension(Dimension(value: 0.75, unit: "rem")))
        XCTAssertEqual(catalogue.tokens["size.font.small"]?.description, "the small size")
        XCTAssertEqual(catalogue.tokens["size.font.base"]?.values["default"], .dimension(Dimension(value: 0.75, unit: "rem")))
        guard case .composite(let shadow)? = catalogue.tokens["size.shadow"]?.values["default"] else { return XCTFail(diagnostics.summary) }
        XCTAssertEqual(shadow["offsetY"], .dimension(Dimension(value: 0.75, unit: "rem")))
    }

    /// Supernova's Style Dictionary export types its tokens with Supernova's own type names.
    func testSupernovaTypeNames() {
        let text = #"""
        {"dimension": {"gap": {"value": "16px", "type": "dimension"}, "round": {"value": "8px", "type": "dimension"}},
         "space": {"card": {"value": "{dimension.gap}", "type": "space"}},
         "radius": {"card": {"value": "{dimension.round}", "type": "radius"}},
         "layer": {"top": {"value": "10", "type": "zIndex"}},
         "copy": {"hello": {"value": "Hello", "type": "productCopy"}}}
        """#
        let (catalogue, diagnostics) = TokenTestSupport.resolve(text, path: "tokens.json")
        XCTAssertEqual(catalogue.tokens["space.card"]?.values["default"], .dimension(Dimension(value: 16, unit: "px")))
        XCTAssertEqual(catalogue.tokens["radius.card"]?.values["default"], .dimension(Dimension(value: 8, unit: "px")))
        XCTAssertEqual(catalogue.tokens["layer.top"]?.values["default"], .number(10))
        XCTAssertEqual(TestSupport.lines(diagnostics), [
            "tokens.json:5:20: warning: 1 token of type 'productCopy' in this file is skipped: a product copy (text) token has no DTCG type [unsupported]",
        ])
    }

    /// Style Dictionary's own example has 970 icon glyph names: one warning per type and file, every token listed.
    func testContentAndAssetTokensAreSkippedAndCounted() {
        let text = #"""
        {"content": {"icon": {"add": {"value": "add", "type": "content"}, "alarm": {"value": "alarm", "type": "content"}}},
         "asset": {"font": {"ttf": {"value": "fonts/Icons.ttf", "type": "asset"}, "name": {"value": "Material Icons", "type": "fontFamily"}}}}
        """#
        var log = DiagnosticLog()
        let document = TokenTestSupport.document(text, path: "icons.json", log: &log)
        XCTAssertEqual(document?.skippedTokens.map(\.path), ["content.icon.add", "content.icon.alarm", "asset.font.ttf"])
        let (catalogue, diagnostics) = TokenTestSupport.resolve(text, path: "icons.json")
        XCTAssertEqual(TestSupport.lines(diagnostics.with(rule: "unsupported")), [
            "icons.json:1:30: warning: 2 tokens of type 'content' in this file, the first here, are skipped: Style Dictionary's content (text, such as an icon font's glyph names) has no DTCG type, and no navigation bar shows it [unsupported]",
            "icons.json:2:28: warning: 1 token of type 'asset' in this file is skipped: an asset (an image or file URL) has no DTCG type; name bar images from the asset catalog instead [unsupported]",
        ])
        XCTAssertEqual(catalogue.tokens.keys.sorted(), ["asset.font.name"])
        XCTAssertEqual(catalogue.skipped.map(\.path), ["asset.font.ttf", "content.icon.add", "content.icon.alarm"])
    }

    /// Kong's and Bitly's tokens keep breakpoints, grids and font stacks without a type beside their colours and sizes:
    /// one warning for them all, and a token that refers to one of them, or to a content token, is skipped and named
    /// under that warning rather than taken for a reference to nothing.
    func testTokensWithoutATypeAreSaidOncePerFileAndWhatRefersToThemIsNamed() {
        let text = #"""
        {"breakpoint": {"sm": {"value": "600px"}, "md": {"value": "900px"}},
         "icon": {"home": {"value": "home", "type": "content"}},
         "color": {"brand": {"value": "#ff0000"}, "edge": {"value": "{breakpoint.sm}"}, "glyph": {"value": "{icon.home}"}}}
        """#
        let (catalogue, diagnostics) = TokenTestSupport.resolve(text, path: "tokens.json")
        XCTAssertEqual(TestSupport.lines(diagnostics), [
            "tokens.json:1:23: warning: 2 tokens without a type in this file, the first here, are skipped: navgen types a token from where it is only in a 'color' or 'size' category (Style Dictionary's category/type/item convention), and an alias from the token it names; add \"type\" to any that a navigation bar uses [unsupported]",
            "tokens.json:2:19: warning: 1 token of type 'content' in this file is skipped: Style Dictionary's content (text, such as an icon font's glyph names) has no DTCG type, and no navigation bar shows it [unsupported]",
        ])
        XCTAssertEqual(diagnostics.flatMap(\.notes).map(\.message).sorted(), [
            "'color.edge' refers to 'breakpoint.sm' and is skipped too", "'color.glyph' refers to 'icon.home' and is skipped too",
        ])
        XCTAssertEqual(catalogue.tokens.keys.sorted(), ["color.brand"])
        XCTAssertEqual(catalogue.skipped.map(\.path), ["breakpoint.md", "breakpoint.sm", "color.edge", "color.glyph", "icon.home"])
    }
    /// nudge's `theme.color.highlight` keeps the parts of an hsl() colour in a `color` group below its category: a
    /// deeper `color` group types what reads as a colour, and passes over the rest as untyped, not as wrong colours.
    func testADeeperColorGroupTypesOnlyWhatReadsAsAColour() {
        let text = #"""
        {"theme": {"color": {"highlight": {"hue": {"value": "223"}, "lightness": {"value": "65%"}, "brand": {"value": "#5c86f0"}}}},
         "color": {"core": {"odd": {"value": "223"}}}}
        """#
        let (catalogue, diagnostics) = TokenTestSupport.resolve(text, path: "theme.json")
        XCTAssertEqual(catalogue.tokens.keys.sorted(), ["theme.color.highlight.brand"])
        XCTAssertEqual(Set(diagnostics.map(\.rule)), ["unsupported", "invalid-color"], diagnostics.summary)
        XCTAssertEqual(diagnostics.filter { $0.rule == "invalid-color" }.map(\.tokenPath), ["color.core.odd"],
                       "in the category itself a token is a colour, as Style Dictionary's colour transforms take it")
        XCTAssertTrue(diagnostics.contains { $0.message.hasPrefix("2 tokens without a type in this file") }, diagnostics.summary)
    }

    /// Style Dictionary reads colours with tinycolor2, which takes channels from 0 to 255 as an object (a real
    /// project's translucent blacks); an object that is not one stays an invalid colour.
    func testAColourWrittenAsItsChannels() {
        let (catalogue, diagnostics) = TokenTestSupport.resolve(##"""
        {"color": {"black": {"75": {"value": {"r": 0, "g": 0, "b": 0, "a": 0.75}}, "brand": {"value": {"r": 255, "g": 91, "b": 15}}},
                   "odd": {"value": {"r": 0, "g": 0, "b": 0, "x": 1}}}}
        """##, path: "properties/color/base.json")
        guard case .color(let black)? = catalogue.tokens["color.black.75"]?.values["default"],
              case .color(let brand)? = catalogue.tokens["color.black.brand"]?.values["default"] else { return XCTFail(diagnostics.summary) }
        XCTAssertEqual(black.srgb.hex, "#000000BF")
        XCTAssertEqual(brand.srgb.hex, "#FF5B0FFF")
        XCTAssertEqual(Set(diagnostics.map(\.tokenPath)), ["color.odd"], "an object that is not channels stays an invalid colour")
    }

    /// Style Dictionary's single-token dark mode writes a `darkValue` beside the value (its iOS action makes it the colour
    /// set's dark appearance): modes 'light' and 'dark', said once per file; increased-contrast values are said unread.
    func testADarkValueBesideTheValueGivesTheModes() {
        let source = MarkedSource(##"""
        {"color": {"brand": {"value": "#0b968f", "darkValue": ↓"#ef588b", "hcValue": "#000000"},
                   "text": {"value": "#111111", "darkValue": "#EEEEEE"}, "base": {"value": "#00FF00"}}}
        """##)
        let (catalogue, diagnostics) = TokenTestSupport.resolve(source.text, path: "tokens/brand.json")
        XCTAssertEqual(catalogue.modes, ["light", "dark"])
        XCTAssertEqual(catalogue.tokens["color.brand"]?.values["dark"], catalogue.tokens["color.brand"].flatMap { _ in
            TokenTestSupport.resolve(##"{"c": {"value": "#ef588b", "type": "color"}}"##, path: "c.json").0.tokens["c"]?.values["default"] })
        XCTAssertNotEqual(catalogue.tokens["color.text"]?.values["light"], catalogue.tokens["color.text"]?.values["dark"])
        XCTAssertEqual(catalogue.tokens["color.base"]?.values["light"], catalogue.tokens["color.base"]?.values["dark"])
        XCTAssertDiagnostic(diagnostics, "legacy-value", .warning, at: source)
        XCTAssertEqual(diagnostics.count, 2, diagnostics.summary)
        XCTAssertEqual(diagnostics.first?.message.hasPrefix("2 tokens in this file, the first here, have a darkValue beside the value"), true)
        XCTAssertEqual(diagnostics.last?.message.hasPrefix("a token in this file has an increased-contrast value (hcValue or hcDarkValue), "
                                                           + "which navgen does not read"), true)
    }

    /// A SwiftUI-minded project writes a dynamic colour as one value per appearance: the keys are modes, wired to the
    /// light and dark interface styles by their names; an object whose keys are not all appearances stays one value.
    func testAValuePerAppearanceGivesTheModes() {
        let (catalogue, diagnostics) = TokenTestSupport.resolve(##"""
        {"color": {"primary": {"value": {"light": "#FF0000", "dark": "{color.base}"}, "type": "color", "comment": "Brand"},
                   "base": {"value": "#00FF00", "type": "color"},
                   "contrast": {"value": {"light": "#111111", "dark": "#EEEEEE"}},
                   "odd": {"value": {"light": "#FFFFFF", "dark": "#000000", "r": 0}}}}
        """##, path: "tokens/colors.json")
        XCTAssertEqual(catalogue.modes, ["light", "dark"])
        func hex(_ path: String, _ mode: String) -> String? {
            guard case .color(let color)? = catalogue.tokens[path]?.values[mode] else { return nil }
            return color.srgb.hex
        }
        XCTAssertEqual(hex("color.primary", "light"), "#FF0000FF")
        XCTAssertEqual(hex("color.primary", "dark"), "#00FF00FF", "a mode's value may refer to a token")
        XCTAssertEqual(catalogue.tokens["color.primary"]?.description, "Brand")
        XCTAssertEqual(hex("color.base", "dark"), "#00FF00FF", "a token with one value has it in every mode")
        XCTAssertEqual(hex("color.contrast", "light"), "#111111FF", "an untyped token in the colour category too")
        XCTAssertEqual(Set(diagnostics.map(\.tokenPath)), ["color.odd"], "keys that are not all appearances are one value: \(diagnostics.summary)")
    }

    /// Style Dictionary trims a reference's name (`{ color.base.red.500.value}`, as a government design system writes
    /// one), and its colour transforms read hex digits without their `#` (`"7834BC"`): navgen reads both so, the second
    /// said once per file, where both stopped a build that Style Dictionary runs.
    func testAReferenceWithSpacesAndHexWithoutItsHashAreReadAsStyleDictionaryReadsThem() {
        let source = MarkedSource(##"""
        {"color": {"base": {"red": {"500": {"value": "#BF3230"}, "700": {"value": "{ color.base.red.500.value}"}},
                            "purple": {"500": {"value": ↓"7834BC"}, "600": {"value": "5F2A9DCC"}}}}}
        """##)
        let (catalogue, diagnostics) = TokenTestSupport.resolve(source.text, path: "tokens/color/base.json")
        func hex(_ path: String) -> String? {
            guard case .color(let color)? = catalogue.tokens[path]?.values["default"] else { return nil }
            return color.srgb.hex
        }
        XCTAssertEqual(hex("color.base.red.700"), "#BF3230FF")
        XCTAssertEqual(hex("color.base.purple.500"), "#7834BCFF")
        XCTAssertEqual(hex("color.base.purple.600"), "#5F2A9DCC")
        XCTAssertEqual(diagnostics.map(\.rule), ["legacy-value"], diagnostics.summary)
        XCTAssertDiagnostic(diagnostics, "legacy-value", .warning, at: source)
        XCTAssertTrue(diagnostics.first?.message.hasPrefix("2 colours in this file, the first here, are hex digits without their '#'") == true)
    }

    /// A DTCG colour object in a Style Dictionary file whose `hex` fallback has alpha digits (a real oklch palette's
    /// `"#05050505"`): DTCG refuses it, which skipped every colour of the palette; here the colour is its components
    /// and alpha, and the fallback is said once per file.
    func testAnAlphaHexFallbackIsReadWithoutItsAlphaDigits() {
        let source = MarkedSource(##"""
        {"palette": {"a25": {"type": "color", "value": {"colorSpace": "srgb", "components": [0.02, 0.02, 0.02], "alpha": 0.02, "hex": ↓"#05050505"}},
                     "a50": {"type": "color", "value": {"colorSpace": "srgb", "components": [0.02, 0.02, 0.02], "alpha": 0.04, "hex": "#0505050A"}}}}
        """##)
        let (catalogue, diagnostics) = TokenTestSupport.resolve(source.text, path: "tokens/alpha.json")
        guard case .color(let color)? = catalogue.tokens["palette.a25"]?.values["default"] else { return XCTFail(diagnostics.summary) }
        XCTAssertEqual(color.alpha, 0.02)
        XCTAssertEqual(color.hex, "#050505")
        XCTAssertNotNil(catalogue.tokens["palette.a50"])
        XCTAssertEqual(diagnostics.map(\.rule), ["legacy-value"], diagnostics.summary)
        XCTAssertDiagnostic(diagnostics, "legacy-value", .warning, at: source)
    }

    /// Colours written as arrays of numbers (a real library's `[0, 22, 36, 0.6]`), which neither Style Dictionary's
    /// colour transforms nor DTCG read: skipped, and said once per file at the first, with the forms to write.
    func testColoursWrittenAsArraysAreSaidOncePerFile() {
        let source = MarkedSource(##"""
        {"color": {"text": {"primary": {"value": ↓[0, 22, 36, 1]}, "secondary": {"value": [0, 22, 36, 0.6]}, "plain": {"value": "#001624"}}}}
        """##)
        let (catalogue, diagnostics) = TokenTestSupport.resolve(source.text, path: "properties/color/text.json")
        XCTAssertEqual(diagnostics.map(\.rule), ["unsupported"], diagnostics.summary)
        XCTAssertDiagnostic(diagnostics, "unsupported", .warning, at: source)
        XCTAssertEqual(diagnostics.first?.message, "2 colour tokens in this file, the first here, are an array of numbers, skipped: neither "
                       + "Style Dictionary's colour transforms nor DTCG read one; write \"#rrggbb\", or the channels as "
                       + #"{"r": 0, "g": 22, "b": 36, "a": 0.6}"#)
        XCTAssertEqual(catalogue.skipped.map(\.path).sorted(), ["color.text.primary", "color.text.secondary"])
        XCTAssertNotNil(catalogue.tokens["color.text.plain"])
    }

    /// `{color.brand.value}55` outside a colour category: a colour with an alpha, typed so, where a plain alias takes
    /// its target's type and this one was skipped as untyped.
    func testAnUntypedAliasWithAlphaDigitsIsAColour() {
        let (catalogue, diagnostics) = TokenTestSupport.resolve(##"""
        {"color": {"brand": {"value": "#336699"}}, "widget": {"shadow": {"value": "{color.brand.value}55"}}}
        """##, path: "tokens.json")
        XCTAssertEqual(diagnostics, [], diagnostics.summary)
        guard case .color(let color)? = catalogue.tokens["widget.shadow"]?.values["default"] else { return XCTFail(diagnostics.summary) }
        XCTAssertEqual(color.srgb.hex, "#33669955")
    }
}
