import XCTest
@testable import NavgenCore

/// DEC-16 of docs/dtcg-requirements.md: tokens under `navigation.bar.` set the bar properties that take a keyword, per
/// mode, from a DTCG `"$type": "string"` (and the string tokens they alias) or a Tokens Studio `text` token; the keyword
/// is checked where the bar uses it, and `string` stays rejected everywhere else.
final class BarKeywordTokenTests: XCTestCase {
    private static let map = """
        <navigation>
          <navigationController id="nav" root="home"/>
          <screen id="home"><push to="detail"/></screen>
          <screen id="detail" barInterfaceStyle="light"/>
        </navigation>
        """

    private static let resolver = ##"""
        {"version": "2025.10",
         "sets": {"base": {"sources": [{"$ref": "tokens/base.tokens.json"}]}},
         "modifiers": {"theme": {"default": "light", "contexts": {"light": [{"$ref": "tokens/light.tokens.json"}], "dark": [{"$ref": "tokens/dark.tokens.json"}]}}},
         "resolutionOrder": [{"$ref": "#/sets/base"}, {"$ref": "#/modifiers/theme"}]}
        """##

    private static func barInterfaceStyle(_ value: String) -> String {
        ##"{"navigation": {"bar": {"barInterfaceStyle": \##(value)}}}"##
    }

    /// A resolver whose light and dark contexts hold `light` and `dark`, with `base` underneath.
    private static func project(light: String = barInterfaceStyle(##"{"$type": "string", "$value": "light"}"##),
                                dark: String = barInterfaceStyle(##"{"$type": "string", "$value": "dark"}"##),
                                base: String = "{}", map: String = map) -> [String: String] {
        ["app.nav.xml": map, "app.resolver.json": resolver, "tokens/base.tokens.json": base,
         "tokens/light.tokens.json": light, "tokens/dark.tokens.json": dark]
    }

    private func bar(_ result: Navgen.Result, _ screen: String, _ mode: String, _ design: NavigationDesign = .glass) throws -> BarAppearance {
        try XCTUnwrap(result.model?.screen(screen)?.appearances[Variant(mode: mode, design: design)], "\(screen) in \(mode), \(design)")
    }

    func testAResolverSetsTheBarInterfaceStylePerModeUnderWhatTheMapSays() throws {
        let result = try TestSupport.analyse(Self.project(), self)
        XCTAssertEqual(TestSupport.lines(result.diagnostics), [])
        XCTAssertEqual(try bar(result, "home", "light").barInterfaceStyle, .light)
        XCTAssertEqual(try bar(result, "home", "dark").barInterfaceStyle, .dark)
        XCTAssertEqual(try bar(result, "detail", "dark").barInterfaceStyle, .light, "the map's value wins over the token")
        XCTAssertEqual(try bar(result, "home", "dark", .legacy).barInterfaceStyle, .automatic, "the legacy bar has none")
        let token = try XCTUnwrap(result.model?.tokens.tokens["navigation.bar.barInterfaceStyle"])
        XCTAssertEqual(token.type, .string)
        XCTAssertEqual(token.values, ["light": .string("light"), "dark": .string("dark")])
    }

    func testTheGeneratedTablesAndInspectShowTheTokensKeywords() throws {
        let folder = try TestSupport.temporaryFolder(self)
        try TestSupport.write(Self.project(), in: folder)
        let result = Navgen.generate(Navgen.Options(inputs: [folder.path], threads: 1))
        XCTAssertFalse(result.hasErrors, TestSupport.lines(result.diagnostics).joined(separator: "\n"))
        let appearance = String(decoding: try XCTUnwrap(result.files.first { $0.path == OutputFile.appearance.path }?.bytes), as: UTF8.self)
        XCTAssertTrue(appearance.contains(".barInterfaceStyle(.light)") && appearance.contains(".barInterfaceStyle(.dark)"), appearance)
        let json = try JSONReader.parse(Array(InspectReport.render(result).utf8), path: "inspect")
        let token = try XCTUnwrap(json["tokens"]?.array?.first { $0["path"]?.string == "navigation.bar.barInterfaceStyle" })
        XCTAssertEqual(token["type"]?.string, "string")
        XCTAssertEqual([token["values"]?["light"]?.string, token["values"]?["dark"]?.string], ["light", "dark"])
    }

    func testATokensStudioProjectSetsItWithTextTokensPerTheme() throws {
        let result = try TestSupport.analyse([
            "app.nav.xml": Self.map,
            "tokens/$themes.json": ##"""
            [{"id": "l", "name": "Light", "group": "theme", "selectedTokenSets": {"core": "source", "light": "enabled"}},
             {"id": "d", "name": "Dark", "group": "theme", "selectedTokenSets": {"core": "source", "dark": "enabled"}}]
            """##,
            "tokens/$metadata.json": ##"{"tokenSetOrder": ["core", "light", "dark"]}"##,
            "tokens/core.json": ##"{"words": {"glass": {"value": "dark", "type": "text"}}}"##,
            "tokens/light.json": ##"{"navigation": {"bar": {"barInterfaceStyle": {"value": "light", "type": "text"}}}}"##,
            "tokens/dark.json": ##"{"navigation": {"bar": {"barInterfaceStyle": {"value": "dark", "type": "text"}}}}"##,
        ], self)
        XCTAssertEqual(try bar(result, "home", "Light").barInterfaceStyle, .light)
        XCTAssertEqual(try bar(result, "home", "Dark").barInterfaceStyle, .dark)
        // A text token elsewhere is skipped as before.
        XCTAssertEqual(TestSupport.lines(result.diagnostics),
                       ["tokens/core.json:1:21: warning: 1 token of type 'text' in this file is skipped: a text (string) token has no DTCG type [unsupported]"])
    }

    func testAnAliasOrAPointerToAStringTokenResolves() throws {
        let base = ##"{"theme": {"glass": {"$type": "string", "$value": "dark"}, "leading": {"$type": "string", "$value": "leading"}}}"##
        let dark = ##"{"navigation": {"bar": {"barInterfaceStyle": {"$value": "{theme.glass}"}, "titleAlignment": {"$ref": "#/theme/leading/$value"}}}}"##
        let light = ##"{"navigation": {"bar": {"barInterfaceStyle": {"$type": "string", "$value": "light"}, "titleAlignment": {"$type": "string", "$value": "center"}}}}"##
        let result = try TestSupport.analyse(Self.project(light: light, dark: dark, base: base), self)
        XCTAssertEqual(TestSupport.lines(result.diagnostics), [], "the string tokens a bar keyword aliases, in any mode, are read")
        XCTAssertEqual(try bar(result, "home", "dark").barInterfaceStyle, .dark)
        XCTAssertEqual(try bar(result, "home", "dark").titleAlignment, .leading)
        XCTAssertEqual(try bar(result, "home", "light").titleAlignment, .center)
        XCTAssertEqual(result.model?.tokens.tokens["theme.glass"]?.values["light"], .string("dark"))
    }

    func testAnUnknownKeywordIsReportedWhereItIsUsedWithDidYouMean() throws {
        let dark = MarkedSource(Self.barInterfaceStyle(##"{"$type": "string", "$value": ↓"drak"}"##))
        let map = Self.map.replacingOccurrences(of: #"<screen id="home">"#, with: #"<screen id="home" barInterfaceStyle="{navigation.bar.barInterfaceStyle}">"#)
        let result = try TestSupport.analyse(Self.project(dark: dark.text, map: map), self)
        let expected = "unknown barInterfaceStyle 'drak' in '{navigation.bar.barInterfaceStyle}'; did you mean 'dark'?; "
            + "expected one of automatic, light, dark [invalid-value]"
        XCTAssertEqual(TestSupport.lines(result.diagnostics), [
            "app.nav.xml:3:21: error: " + expected,
            "tokens/dark.tokens.json:\(dark.line):\(dark.column): error: " + expected,
        ], "where the screen uses it, and where the default is written in that mode")
        let note = try XCTUnwrap(result.diagnostics.first?.notes.first)
        XCTAssertEqual(note.message, "'navigation.bar.barInterfaceStyle' is 'drak' in mode 'dark' here")
        XCTAssertEqual(note.location, SourceLocation(file: "tokens/dark.tokens.json", line: dark.line, column: dark.column))
        XCTAssertEqual(try bar(result, "home", "light").barInterfaceStyle, .light, "the light mode's value is good")
    }

    func testAStringTokenUsedForAnotherKindOfValueIsATypeMismatch() throws {
        let map = Self.map.replacingOccurrences(of: #"<screen id="home">"#, with: #"<screen id="home" titleColor="{navigation.bar.barInterfaceStyle}">"#)
        let result = try TestSupport.analyse(Self.project(map: map), self)
        XCTAssertEqual(TestSupport.lines(result.diagnostics),
                       ["app.nav.xml:3:21: error: '{navigation.bar.barInterfaceStyle}' is a string token, but 'titleColor' needs a color token [type-mismatch]"])
    }

    /// Some Figma exports write a boolean variable as `"$type": "boolean"`, which DTCG lacks: the error says what a
    /// true-or-false bar property takes instead.
    func testABooleanTypeIsToldWhatATrueOrFalsePropertyTakes() {
        let source = MarkedSource(#"{"navigation": {"bar": {"translucent": {"$type": ↓"boolean", "$value": false}}}}"#)
        let (_, diagnostics) = TokenTestSupport.resolve(source.text)
        XCTAssertDiagnostic(diagnostics, "invalid-token", at: source)
        XCTAssertEqual(diagnostics.with(rule: "invalid-token").map(\.message), [
            "unknown token type 'boolean'; DTCG has no boolean type: a bar's true-or-false property takes a \"string\" token \"true\" "
                + "or \"false\", or a \"number\" token 0 or 1, under navigation.bar",
        ])
    }

    func testStringIsRejectedElsewhereWithAHintUnderTheBar() throws {
        let source = MarkedSource(##"""
            {"navigation": {"bar": {"titleColor": {"$type": ↓"string", "$value": "red"}, "barInterfaceStyl": {"$type": "string", "$value": "dark"}}},
             "words": {"$type": "string", "glass": {"$value": "dark"}}}
            """##)
        let (catalogue, diagnostics) = TokenTestSupport.resolve(source.text)
        XCTAssertDiagnostic(diagnostics, "invalid-token", at: source)
        let messages = diagnostics.filter { $0.rule == "invalid-token" }.map(\.message)
        let underBar = "unknown token type 'string'; 'string' is not a DTCG type, and navgen reads it only under navigation.bar for the properties "
            + "that take a keyword (barStyle, largeTitleDisplayMode, statusBarStyle, splitTransition, edgeEffect, barMinimization, "
            + "barInterfaceStyle, titleAlignment, verticalBar) or true or false (prefersLargeTitles, barHidden, shadowHidden, translucent, "
            + "backInteractive, swipeBackEnabled, hidesBottomBarWhenPushed, hidesBackButton, extendedLayoutIncludesTopBar) and in the "
            + "tokens these alias"
        XCTAssertEqual(messages, [
            underBar + "; 'titleColor' takes no keyword",
            underBar + "; did you mean 'barInterfaceStyle'?",
            "unknown token type 'string'; 'string' appears in a specification example but is not a DTCG type (use fontFamily for names, "
                + "or keep the value in $extensions)",
            "token 'words.glass' has no type: add \"$type\" to it or to a group above it (navgen never guesses a type from the value)",
        ])
        XCTAssertTrue(catalogue.tokens.isEmpty)
    }

    func testAnOlderSDKSaysTheTokenHasNoEffectWhereItIsWritten() throws {
        let light = MarkedSource(##"{"navigation": {"bar": {↓"barInterfaceStyle": {"$type": "string", "$value": "light"}}}}"##)
        let result = try TestSupport.analyse(Self.project(light: light.text), self, sdk: "26.0")
        XCTAssertEqual(TestSupport.lines(result.diagnostics.with(rule: "no-effect")), [
            "app.nav.xml:4:23: warning: 'barInterfaceStyle' has no effect: it belongs to the Liquid Glass bar of iOS 27, and this app builds with the iOS 26.0 SDK, which lacks it [no-effect]",
            "tokens/light.tokens.json:\(light.line):\(light.column): warning: 'barInterfaceStyle' has no effect: it belongs to the Liquid Glass bar of iOS 27, and this app builds with the iOS 26.0 SDK, which lacks it [no-effect]",
        ])
        XCTAssertEqual(try bar(result, "home", "dark").barInterfaceStyle, .automatic)
    }
}
