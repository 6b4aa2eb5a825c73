import XCTest
@testable import NavgenCore

/// Bad inputs through the whole pipeline: each error at its line and column.
final class PipelineDiagnosticsTests: XCTestCase {
    private let tokens = """
        {
          "color": {
            "$type": "color",
            "brand": { "$value": "#3366FF" },
            "loopA": { "$value": "{color.loopB}" },
            "loopB": { "$value": "{color.loopA}" }
          }
        }
        """

    func testUnknownTokenReferenceSuggestsTheClosestName() throws {
        let result = try TestSupport.analyse([
            "c.tokens.json": #"{"color": {"$type": "color", "brand": {"$value": {"colorSpace": "srgb", "components": [0, 0, 1]}}}}"#,
            "m.nav.xml": "<navigation>\n<navigationController id=\"n\" root=\"s\"/>\n<screen id=\"s\" barTintColor=\"{color.brnd}\"/>\n</navigation>",
        ], self)
        XCTAssertEqual(TestSupport.lines(result.diagnostics.with(rule: "unresolved-reference")), [
            "m.nav.xml:3:16: error: unknown token 'color.brnd'; did you mean 'color.brand'? [unresolved-reference]",
        ])
    }

    /// A Style Dictionary text style kept as tokens side by side (style-dictionary-poc's `typography.heading.16`), named
    /// whole as a bar's font: a group, not an unknown token, with the typography token to make in the file's syntax. A
    /// group is told as a token's reference to one is: its `$root`, or a token of it the property takes, or that none is.
    func testAReferenceToAGroupNamesItsTokensAndWhatThePropertyTakes() throws {
        let result = try TestSupport.analyse([
            "t.json": #"""
                {"typography": {"navTitle": {"fontFamily": {"value": "Inter", "type": "fontFamily"},
                                             "fontSize": {"value": "17", "type": "fontSize"},
                                             "fontWeight": {"value": "600", "type": "fontWeight"}}},
                 "color": {"bar": {"background": {"value": "#112233", "type": "color"}}}}
                """#,
            "d.tokens.json": ##"{"tint": {"$type": "color", "$root": {"$value": "#FF0000"}, "dark": {"$value": "#880000"}}}"##,
            "m.nav.xml": "<navigation>\n<navigationController id=\"n\" root=\"s\"/>\n"
                + "<screen id=\"s\" titleFont=\"{typography.navTitle}\" barTintColor=\"{color.bar}\" tintColor=\"{tint}\"/>\n"
                + "<screen id=\"t\" titleFont=\"{color.bar}\" barTintColor=\"{typography.navTitle}\"/>\n</navigation>",
        ], self)
        let diagnostics = result.diagnostics.with(rule: "unresolved-reference")
        XCTAssertEqual(TestSupport.lines(diagnostics), [
            "m.nav.xml:3:16: error: '{typography.navTitle}' names a group of 3 tokens ('fontFamily', 'fontSize', 'fontWeight'), not a token; "
                + "'titleFont' takes one typography token: make one whose members refer to these (\"type\": \"typography\", \"value\": "
                + "{\"fontFamily\": \"{typography.navTitle.fontFamily}\", \"fontSize\": \"{typography.navTitle.fontSize}\", "
                + "\"fontWeight\": \"{typography.navTitle.fontWeight}\"}), or write the font as 'system 17 600' or 'Family 17' [unresolved-reference]",
            "m.nav.xml:3:50: error: '{color.bar}' names a group of 1 token ('background'), not a token; reference one of its tokens, "
                + "such as '{color.bar.background}' [unresolved-reference]",
            "m.nav.xml:3:77: error: '{tint}' names a group; its root token is '{tint.$root}' [unresolved-reference]",
            "m.nav.xml:4:16: error: '{color.bar}' names a group of 1 token ('background'), not a token, and none of its tokens is a "
                + "typography [unresolved-reference]",
            "m.nav.xml:4:40: error: '{typography.navTitle}' names a group of 3 tokens ('fontFamily', 'fontSize', 'fontWeight'), not a "
                + "token, and none of its tokens is a colour [unresolved-reference]",
        ])
        XCTAssertEqual(diagnostics.first?.notes.map { "\($0.location?.line ?? 0):\($0.location?.column ?? 0) \($0.message)" },
                       ["1:30 'typography.navTitle.fontFamily' is defined here"])
    }

    /// A typography's letter spacing (Weday's titles at -0.6px) does not reach the bar: said where the bar uses it, once,
    /// except for the system font, which tracks itself by size as such tokens copy.
    func testALetterSpacingTheBarDoesNotGetIsSaid() throws {
        func typography(_ family: String) -> String {
            #"{"$type": "typography", "$value": {"fontFamily": "\#(family)", "fontSize": {"value": 17, "unit": "px"}, "fontWeight": 600, "#
                + #""letterSpacing": {"value": -0.6, "unit": "px"}, "lineHeight": 1.2}}"#
        }
        let result = try TestSupport.analyse([
            "t.tokens.json": #"{"title": \#(typography("Roboto")), "system": \#(typography("SF Pro Text"))}"#,
            "m.nav.xml": "<navigation>\n<navigationController id=\"n\" root=\"s\" titleFont=\"{title}\"/>\n"
                + "<screen id=\"s\"><push to=\"t\"/></screen>\n<screen id=\"t\" largeTitleFont=\"{system}\"/>\n</navigation>",
        ], self)
        XCTAssertEqual(TestSupport.lines(result.diagnostics.filter { $0.message.contains("letter spacing") }), [
            "m.nav.xml:2:39: warning: '{title}' has a letter spacing of -0.6px, which the bar's title does not get: navgen's fonts have "
                + "a family, size and weight; add the kern to the title's text attributes in code if it matters [unsupported]",
        ])
    }

    /// A Tokens Studio typography's text case or decoration (an overline style in capitals) does not reach the bar:
    /// said where the bar uses it, through an alias too; `none` is nothing to say.
    func testATextCaseTheBarDoesNotGetIsSaid() throws {
        let result = try TestSupport.analyse([
            "ts.json": #"""
                {"type": {"overline": {"value": {"fontFamily": "Inter", "fontSize": "17", "fontWeight": "600", "textCase": "uppercase",
                                                 "textDecoration": "underline"}, "type": "typography"},
                          "plain": {"value": {"fontFamily": "Inter", "fontSize": "17", "textCase": "none"}, "type": "typography"},
                          "title": {"value": "{type.overline}", "type": "typography"}}}
                """#,
            "m.nav.xml": "<navigation>\n<navigationController id=\"n\" root=\"s\" titleFont=\"{type.title}\"/>\n"
                + "<screen id=\"s\"><push to=\"t\"/></screen>\n<screen id=\"t\" largeTitleFont=\"{type.plain}\"/>\n</navigation>",
        ], self)
        XCTAssertEqual(TestSupport.lines(result.diagnostics.filter { $0.message.contains("textCase") }), [
            "m.nav.xml:2:39: warning: '{type.title}' has textCase 'uppercase' and textDecoration 'underline', which the "
                + "bar's title does not get: UIKit's title text attributes hold no text case, and navgen's fonts have a family, size and "
                + "weight; write the title as it should show (in capitals for uppercase), or add the decoration to the title's text "
                + "attributes in code [unsupported]",
        ])
    }

    /// A Tokens Studio source set's tokens are what a reference reads, as exported tokens are: a typography there is
    /// said to lose its text case, a colour there that aliases a colour set's system colour is that system colour, as
    /// an exported alias of it is; a text case written as a reference is not guessed.
    func testASourceSetsTokensCarryTheirTextCaseAndSystemColour() throws {
        let result = try TestSupport.analyse([
            "Tint.colorset/Contents.json": #"{"colors": [{"idiom": "universal", "color": {"reference": "systemBlueColor"}}]}"#,
            "tokens/$themes.json": ##"""
                [{"id": "l", "name": "Light", "group": "theme", "selectedTokenSets": {"core": "source", "app": "enabled"}},
                 {"id": "d", "name": "Dark", "group": "theme", "selectedTokenSets": {"core": "source", "app": "enabled"}}]
                """##,
            "tokens/$metadata.json": ##"{"tokenSetOrder": ["core", "app"]}"##,
            "tokens/core.json": ##"""
                {"brand": {"value": "{asset.Tint}", "type": "color"},
                 "overline": {"value": {"fontFamily": "Inter", "fontSize": "17", "textCase": "uppercase"}, "type": "typography"},
                 "quiet": {"value": {"fontFamily": "Inter", "fontSize": "17", "textCase": "{case.none}"}, "type": "typography"}}
                """##,
            "tokens/app.json": ##"{"bar": {"value": "{brand}", "type": "color"}}"##,
            "m.nav.xml": "<navigation>\n<navigationController id=\"n\" root=\"s\" titleFont=\"{overline}\"/>\n"
                + "<screen id=\"s\" tintColor=\"{brand}\"><push to=\"t\"/></screen>\n"
                + "<screen id=\"t\" tintColor=\"{bar}\" largeTitleFont=\"{quiet}\"/>\n</navigation>",
        ], self)
        XCTAssertEqual(TestSupport.lines(result.diagnostics.filter { $0.message.contains("textCase") }).map { String($0.prefix(45)) },
                       ["m.nav.xml:2:39: warning: '{overline}' has tex"], TestSupport.lines(result.diagnostics).joined(separator: "\n"))
        let tints = try ["s", "t"].map { try XCTUnwrap(result.model?.screen($0)?.appearances.values.first?.tintColor) }
        XCTAssertEqual(tints.map(\.system), [.systemBlue, .systemBlue], "a source-set token and an exported alias of it are one colour")
    }

    /// DTCG has no boolean type: a bar's true-or-false property takes a string token "true" or "false", or a number
    /// token 0 or 1, as Figma exports a boolean variable; an opacity token of 0 to 100 (Figma's) is told to divide it.
    func testTrueOrFalseAndAlphaFromTokensAsFigmaExportsThem() throws {
        let result = try TestSupport.analyse([
            "figma.tokens.json": #"""
                {"navigation": {"bar": {"prefersLargeTitles": {"$type": "number", "$value": 1,
                                                               "$extensions": {"com.figma.type": "boolean"}},
                                        "translucent": {"$type": "string", "$value": "false"}}},
                 "opacity": {"bar": {"$type": "number", "$value": 90}},
                 "flags": {"figma": {"$type": "number", "$value": 1, "$extensions": {"com.figma": {"type": "boolean"}}},
                           "lineHeight": {"$type": "number", "$value": 1}}}
                """#,
            "m.nav.xml": "<navigation>\n<navigationController id=\"n\" root=\"s\"/>\n<screen id=\"s\" hidesBackButton=\"{flags.figma}\"/>\n"
                + "<screen id=\"t\" barAlpha=\"{opacity.bar}\" shadowHidden=\"{flags.lineHeight}\"/>\n</navigation>",
        ], self)
        let bar = try XCTUnwrap(result.model?.screen("s")?.appearances.values.first)
        XCTAssertTrue(bar.prefersLargeTitles)
        XCTAssertFalse(bar.translucent)
        XCTAssertTrue(bar.hidesBackButton)
        // A number that is neither under navigation.bar nor marked a boolean by Figma is no true or false.
        XCTAssertEqual(result.diagnostics.with(rule: "type-mismatch").map { "\($0.location.line):\($0.location.column)" }, ["4:41"])
        XCTAssertEqual(TestSupport.lines(result.diagnostics.with(rule: "value-out-of-range")), [
            "m.nav.xml:4:16: error: alpha must be between 0 and 1, found 90 in '{opacity.bar}'; if the token is a percentage "
                + "(Figma's opacity runs from 0 to 100), divide it by 100 [value-out-of-range]",
        ])
    }

    /// An alpha token out of range in some modes (Figma's opacity variables, one file per mode) names the mode, and a
    /// note per file says where each bad value is written; a mode in range is not named.
    func testAnAlphaOutOfRangeNamesItsModesAndWhereEachIsWritten() throws {
        func mode(_ name: String, _ alpha: String) -> String {
            #"{"opacity": {"bar": {"$type": "number", "$value": \#(alpha), "$extensions": {"com.figma.scopes": ["OPACITY"]}}},"#
                + "\n" + #" "$extensions": {"com.figma.modeName": "\#(name)"}}"#
        }
        let result = try TestSupport.analyse([
            "Desktop.tokens.json": mode("Desktop", "100"),
            "Mobile.tokens.json": mode("Mobile", "90"),
            "Watch.tokens.json": mode("Watch", "0.5"),
            "m.nav.xml": "<navigation>\n<navigationController id=\"n\" root=\"s\" barAlpha=\"{opacity.bar}\"/>\n"
                + "<screen id=\"s\"/>\n</navigation>",
        ], self)
        let errors = result.diagnostics.with(rule: "value-out-of-range")
        XCTAssertEqual(TestSupport.lines(errors), [
            "m.nav.xml:2:39: error: alpha must be between 0 and 1, found 100 in '{opacity.bar}' in mode 'Desktop'; if the token "
                + "is a percentage (Figma's opacity runs from 0 to 100), divide it by 100 [value-out-of-range]",
        ])
        XCTAssertEqual(errors.first?.notes.map { "\($0.location.map { "\($0)" } ?? ""): \($0.message)" }, [
            "Desktop.tokens.json:1:51: 'opacity.bar' is 100 in mode 'Desktop' here",
            "Mobile.tokens.json:1:51: 'opacity.bar' is 90 in mode 'Mobile' here",
        ])
    }

    /// A Style Dictionary token navgen could not type (natds's `opacity.veryHigh`), used for a bar's alpha, is told the
    /// type the property takes, with a note at the token.
    func testAnUntypedTokenIsToldTheTypeThePropertyTakes() throws {
        let result = try TestSupport.analyse([
            "opacity.json": "{\"opacity\": {\"low\": {\"value\": 0.2},\n \"high\": {\"value\": 0.9}}}",
            "m.nav.xml": "<navigation>\n<navigationController id=\"n\" root=\"s\"/>\n<screen id=\"s\" barAlpha=\"{opacity.high}\"/>\n</navigation>",
        ], self)
        let skipped = try XCTUnwrap(result.diagnostics.with(rule: "skipped-token").first, result.diagnostics.summary)
        XCTAssertEqual("\(skipped.location.line):\(skipped.location.column)", "3:16")
        XCTAssertTrue(skipped.message.hasSuffix("give it the type 'number' or use another token"), skipped.message)
        XCTAssertEqual(skipped.notes.map { "\($0.location?.line ?? 0) \($0.message)" }, ["2 token 'opacity.high' is skipped: it has no type"])
    }

    /// A screen uses the cycle: in tokens no screen reaches, it would be a warning (`TokenPolicyTests`).
    func testAliasCycleNamesEveryTokenInTheCycle() throws {
        let result = try TestSupport.analyse([
            "c.tokens.json": tokens,
            "m.nav.xml": "<navigation>\n<navigationController id=\"n\" root=\"s\"/>\n<screen id=\"s\" barTintColor=\"{color.loopA}\"/>\n</navigation>",
        ], self)
        XCTAssertEqual(TestSupport.lines(result.diagnostics.with(rule: "reference-cycle")), [
            "c.tokens.json:5:26: error: reference cycle: color.loopA → color.loopB → color.loopA [reference-cycle]",
            "c.tokens.json:6:26: error: reference cycle: color.loopA → color.loopB → color.loopA [reference-cycle]",
        ])
    }

    func testLegacyHexColourIsAcceptedWithAWarning() throws {
        let result = try TestSupport.analyse(["c.tokens.json": tokens], self)
        XCTAssertEqual(TestSupport.lines(result.diagnostics.with(rule: "legacy-value")), [
            #"c.tokens.json:4:26: warning: '#3366FF' is a pre-2025.10 colour string; write {"colorSpace": "srgb", "components": [0.2, 0.4, 1]} [legacy-value]"#,
        ])
        XCTAssertEqual(result.model?.tokens.tokens["color.brand"]?.values.first?.value,
                       .color(TokenColor(srgb: RGBA(red: 0.2, green: 0.4, blue: 1))))
    }

    func testPushOutsideANavigationControllerIsAnError() throws {
        let result = try TestSupport.analyse([
            "m.nav.xml": "<navigation>\n<screen id=\"a\">\n  <push to=\"b\"/>\n</screen>\n<screen id=\"b\"/>\n</navigation>",
        ], self)
        XCTAssertEqual(TestSupport.lines(result.diagnostics.with(rule: "push-outside-navigation")), [
            "m.nav.xml:3:3: error: 'a' pushes 'b' but is in no navigation controller; embed 'a' in a navigation controller or present instead [push-outside-navigation]",
        ])
    }

    /// One error for one cause: a root that names nothing is the misspelt name's, not also a missing root's
    /// (SodaPopcorn's map); a navigation controller with no root at all is `missing-root`'s.
    func testMissingRootAndUnknownDestination() throws {
        let result = try TestSupport.analyse([
            "m.nav.xml": "<navigation>\n<navigationController id=\"n\" root=\"hom\"/>\n<screen id=\"home\"/>\n</navigation>",
        ], self)
        XCTAssertEqual(TestSupport.lines(result.diagnostics), [
            "m.nav.xml:2:30: error: 'hom' names no screen or controller; did you mean 'home'? [unresolved-reference]",
        ])
        let missing = try TestSupport.analyse([
            "m.nav.xml": "<navigation>\n<navigationController id=\"n\"/>\n<screen id=\"home\"/>\n</navigation>",
        ], self)
        XCTAssertEqual(TestSupport.lines(missing.diagnostics.filter { $0.severity == .error }), [
            "m.nav.xml:2:23: error: navigation controller 'n' has no root screen; give it a root (root=\"…\" or a rootViewController relationship) [missing-root]",
        ])
        // A push's destination is said where it is written, as a root's is.
        let push = try TestSupport.analyse([
            "m.nav.xml": "<navigation>\n<navigationController id=\"n\" root=\"home\"/>\n<screen id=\"home\"><push to=\"detial\"/></screen>\n"
                + "<screen id=\"detail\"/>\n</navigation>",
        ], self)
        XCTAssertEqual(TestSupport.lines(push.diagnostics.with(rule: "unresolved-reference")), [
            "m.nav.xml:3:25: error: 'detial' names no screen or controller; did you mean 'detail'? [unresolved-reference]",
        ])
    }

    /// A screen uses the token: in tokens no screen reaches, it would be a warning (`TokenPolicyTests`).
    func testDuplicateTokenAcrossFilesNamesBothPlaces() throws {
        let token = #"{"size": {"$type": "number", "gap": {"$value": 4}}}"#
        let result = try TestSupport.analyse([
            "a.tokens.json": token, "b.tokens.json": token,
            "m.nav.xml": "<navigation>\n<navigationController id=\"n\" root=\"s\"/>\n<screen id=\"s\" barAlpha=\"{size.gap}\"/>\n</navigation>",
        ], self)
        let duplicates = result.diagnostics.with(rule: "duplicate-id")
        XCTAssertEqual(TestSupport.lines(duplicates), ["b.tokens.json:1:30: error: token 'size.gap' is defined twice [duplicate-id]"])
        XCTAssertEqual(duplicates.first?.notes.first?.location, SourceLocation(file: "a.tokens.json", line: 1, column: 30))
    }

    func testTypeMismatchBetweenPropertyAndToken() throws {
        let result = try TestSupport.analyse([
            "d.tokens.json": #"{"space": {"$type": "dimension", "m": {"$value": {"value": 8, "unit": "px"}}}}"#,
            "m.nav.xml": "<navigation>\n<navigationController id=\"n\" root=\"s\"/>\n<screen id=\"s\" barTintColor=\"{space.m}\"/>\n</navigation>",
        ], self)
        XCTAssertEqual(TestSupport.lines(result.diagnostics.with(rule: "type-mismatch")), [
            "m.nav.xml:3:16: error: '{space.m}' is a dimension token, but 'barTintColor' needs a color token [type-mismatch]",
        ])
    }

    func testOutOfRangeAlphaAndUnknownKeyword() throws {
        let result = try TestSupport.analyse([
            "m.nav.xml": "<navigation>\n<navigationController id=\"n\" root=\"s\"/>\n<screen id=\"s\" barAlpha=\"1.5\" barStyle=\"blak\"/>\n</navigation>",
        ], self)
        XCTAssertEqual(TestSupport.lines(result.diagnostics), [
            "m.nav.xml:3:16: error: alpha must be between 0 and 1, found 1.5 [value-out-of-range]",
            "m.nav.xml:3:31: error: unknown barStyle 'blak'; did you mean 'black'?; expected one of default, black [invalid-value]",
        ])
    }
}
