import XCTest
@testable import NavgenCore

/// FILE-1 to TOK-10 of docs/dtcg-requirements.md, one test each, checking the diagnostics' rules and positions.
final class TokensFileAndTokenRuleTests: XCTestCase {
    private let red = #"{"colorSpace": "srgb", "components": [1, 0, 0]}"#

    func testTrailingCommaIsASyntaxErrorAtItsPosition() {
        let source = MarkedSource("{\n  \"a\": {\"$type\": \"number\", \"$value\": 1},\n↓}")
        let (_, diagnostics) = TokenTestSupport.resolve(source.text)
        XCTAssertDiagnostic(diagnostics, "json-syntax", at: source)
    }

    func testBothTokenExtensionsAndOtherFileNamesAreRead() {
        let text = #"{"n": {"$type": "number", "$value": 1}}"#
        for path in ["a.tokens", "a.tokens.json", "other-name.json"] {
            let (catalogue, diagnostics) = TokenTestSupport.resolve(text, path: path)
            XCTAssertEqual(catalogue.tokens["n"]?.values["default"], .number(1), path)
            XCTAssertTrue(diagnostics.isEmpty, diagnostics.summary)
        }
    }

    func testRootSchemaIsIgnored() {
        let (catalogue, diagnostics) = TokenTestSupport.resolve(#"{"$schema": "https://www.designtokens.org/schemas/2025.10/format.json", "n": {"$type": "number", "$value": 1}}"#)
        XCTAssertEqual(Array(catalogue.tokens.keys), ["n"])
        XCTAssertTrue(diagnostics.isEmpty, diagnostics.summary)
    }

    func testAnObjectWithValueIsATokenAndWithoutIsAGroup() {
        let (catalogue, _) = TokenTestSupport.resolve(#"{"group": {"$type": "number", "token": {"$value": 2}}}"#)
        XCTAssertEqual(Array(catalogue.tokens.keys), ["group.token"])
    }

    func testATokenWithChildrenIsReportedAtTheChild() {
        let source = MarkedSource(#"{"a": {"$type": "number", "$value": 1, ↓"b": {"$value": 2}}}"#)
        XCTAssertDiagnostic(TokenTestSupport.resolve(source.text).1, "invalid-token", at: source)
    }

    func testNamesMustNotStartWithDollarOrContainBracesOrDots() {
        for name in ["$foo", "a.b", "a{b", "c}d"] {
            let source = MarkedSource("{↓\"\(name)\": {\"$type\": \"number\", \"$value\": 1}}")
            // A `$` name is a property the format does not define; the others are names no token may have.
            XCTAssertDiagnostic(TokenTestSupport.resolve(source.text).1, name == "$foo" ? "unknown-name" : "invalid-token", at: source)
        }
        for name in ["brand colors", "my/group", "100", "ünïcode"] {
            let (catalogue, diagnostics) = TokenTestSupport.resolve("{\"\(name)\": {\"$type\": \"number\", \"$value\": 1}}")
            XCTAssertNotNil(catalogue.tokens[name], name)
            XCTAssertTrue(diagnostics.isEmpty, diagnostics.summary)
        }
    }

    /// A real scale's `spacing.0.5` and a designer's `$link`: the tokens written under a name navgen cannot read, a
    /// group's included, are counted as skipped for the name's problem, not lost from the count.
    func testTokensUnderANameThatCannotBeReadAreCountedAsSkipped() {
        let source = MarkedSource(##"""
            {"spacing": {"$type": "number", "0": {"$value": 0}, ↓"0.5": {"$value": 2},
             "$link": {"$value": 3}, "a.b": {"x": {"$value": 4}, "$description": "d", "y": {"z": {"$value": 5}}}}}
            """##)
        let (catalogue, diagnostics) = TokenTestSupport.resolve(source.text)
        XCTAssertDiagnostic(diagnostics, "invalid-token", at: source)
        XCTAssertEqual(catalogue.tokens.keys.sorted(), ["spacing.0"])
        XCTAssertEqual(catalogue.skipped.map { "\($0.path) \($0.rule) \($0.location.line):\($0.location.column)" },
                       ["spacing.$link unknown-name 2:2", "spacing.0.5 invalid-token 1:53", "spacing.a.b.x invalid-token 2:26",
                        "spacing.a.b.y.z invalid-token 2:26"])
    }

    /// A name that one file makes a group and another a token is defined twice, said as what it is in each.
    func testANameThatIsAGroupInOneFileAndATokenInAnotherIsSaidSo() {
        let (catalogue, diagnostics) = TokenTestSupport.resolve([
            "a.tokens.json": #"{"text": {"xs": {"size": {"$type": "number", "$value": 12}}}}"#,
            "b.tokens.json": #"{"text": {"xs": {"$type": "number", "$value": 14}}}"#,
        ])
        XCTAssertEqual(diagnostics.map { "\($0.location.file):\($0.location.line):\($0.location.column) \($0.rule) \($0.message)" }, [
            "b.tokens.json:1:11 duplicate-id 'text.xs' is a token here and a group of 1 token in another file; a name is one or the "
                + "other, so navgen keeps the first; rename one",
        ])
        XCTAssertEqual(catalogue.tokens.keys.sorted(), ["text.xs.size"])
    }

    /// A weight's name typed `string` (a real library's `"SemiBold"`) is told the fontWeight it is; a name keeps the
    /// fontFamily advice.
    func testAStringTypedWeightIsToldItsFontWeight() {
        let (_, diagnostics) = TokenTestSupport.resolve(#"{"weight": {"$type": "string", "$value": "SemiBold"}, "family": {"$type": "string", "$value": "Inter"}}"#)
        XCTAssertEqual(diagnostics.map(\.message).sorted(), [
            #"unknown token type 'string'; 'string' appears in a specification example but is not a DTCG type ('SemiBold' is a weight: "#
                + #"write "$type": "fontWeight", "$value": 600)"#,
            "unknown token type 'string'; 'string' appears in a specification example but is not a DTCG type (use fontFamily for names, "
                + "or keep the value in $extensions)",
        ])
    }

    /// A file that writes the same unknown type on token after token (a real one: `"$type": "string"` on 8) says it once,
    /// at the first, counting them; a different hint is a different problem.
    func testAnUnknownTypeOnManyTokensIsSaidOncePerFile() {
        let source = MarkedSource(#"{"a": {"$type": ↓"string", "$value": "x"}, "b": {"$type": "string", "$value": "y"}, "w": {"$type": "string", "$value": "Bold"}}"#)
        let (_, diagnostics) = TokenTestSupport.resolve(source.text)
        XCTAssertDiagnostic(diagnostics, "invalid-token", at: source)
        XCTAssertEqual(diagnostics.map(\.message).sorted(), [
            "2 tokens in this file, the first here, have the unknown token type 'string'; 'string' appears in a specification example "
                + "but is not a DTCG type (use fontFamily for names, or keep the value in $extensions)",
            #"unknown token type 'string'; 'string' appears in a specification example but is not a DTCG type ('Bold' is a weight: "#
                + #"write "$type": "fontWeight", "$value": 700)"#,
        ])
    }

    func testNamesAreCaseSensitive() {
        let (catalogue, diagnostics) = TokenTestSupport.resolve(#"{"font-size": {"$type": "number", "$value": 1}, "FONT-SIZE": {"$type": "number", "$value": 2}}"#)
        XCTAssertEqual(catalogue.tokens["font-size"]?.values["default"], .number(1))
        XCTAssertEqual(catalogue.tokens["FONT-SIZE"]?.values["default"], .number(2))
        XCTAssertTrue(diagnostics.isEmpty)
    }

    func testDescriptionMustBeAString() {
        let source = MarkedSource(#"{"a": {"$type": "number", "$value": 1, "$description": ↓5}}"#)
        XCTAssertDiagnostic(TokenTestSupport.resolve(source.text).1, "invalid-token", at: source)
        let (catalogue, _) = TokenTestSupport.resolve(#"{"a": {"$type": "number", "$value": 1, "$description": "Body line height"}}"#)
        XCTAssertEqual(catalogue.tokens["a"]?.description, "Body line height")
    }

    func testTypeIsOneOfThe13CaseSensitive() {
        for type in ["Color", "string", "boolean"] {
            let source = MarkedSource("{\"a\": {\"$type\": ↓\"\(type)\", \"$value\": 1}}")
            XCTAssertDiagnostic(TokenTestSupport.resolve(source.text).1, "invalid-token", at: source)
        }
        let (_, diagnostics) = TokenTestSupport.resolve(#"{"a": {"$type": "Color", "$value": 1}}"#)
        XCTAssertTrue(diagnostics.contains { $0.message.contains("did you mean 'color'") }, diagnostics.summary)
        let (_, legacy) = TokenTestSupport.resolve(#"{"a": {"$type": "fontSize", "$value": {"value": 16, "unit": "px"}}}"#)
        XCTAssertEqual(legacy.map(\.message), [
            "unknown token type 'fontSize'; 'fontSize' is a Style Dictionary and Tokens Studio type: DTCG calls it 'dimension'",
        ])
    }

    func testTypeComesFromItselfThenItsAliasTargetThenItsGroupAndIsNeverGuessed() {
        let source = MarkedSource("{↓\"white\": {\"$value\": \"#fff\"}}")
        XCTAssertDiagnostic(TokenTestSupport.resolve(source.text).1, "invalid-token", at: source)
        // own → alias target's → nearest group's.
        let (catalogue, diagnostics) = TokenTestSupport.resolve("""
        {"$type": "color", "base": {"$type": "number", "one": {"$value": 1}}, "alias": {"$value": "{base.one}"},
         "nested": {"red": {"$value": \(red)}}, "own": {"$type": "dimension", "$value": {"value": 4, "unit": "px"}}}
        """)
        XCTAssertEqual(catalogue.tokens["base.one"]?.type, .number)
        XCTAssertEqual(catalogue.tokens["alias"]?.type, .number)
        XCTAssertEqual(catalogue.tokens["nested.red"]?.type, .color)
        XCTAssertEqual(catalogue.tokens["own"]?.type, .dimension)
        // DEC-4: the alias's type wins over its group's, with a warning.
        XCTAssertEqual(diagnostics.with(rule: "no-effect").map(\.severity), [.warning], diagnostics.summary)
    }

    func testEachTypeRejectsValuesOutsideItsSyntax() {
        let cases: [(type: String, value: String, rule: String)] = [
            ("dimension", #"{"value": 1, "unit": ↓"em"}"#, "invalid-token"),
            ("dimension", #"{"value": ↓"16", "unit": "px"}"#, "invalid-token"),
            ("fontFamily", "↓12", "invalid-token"),
            ("fontWeight", "↓\"BOLD\"", "invalid-token"),
            ("fontWeight", "↓1001", "value-out-of-range"),
            ("duration", #"{"value": 1, "unit": ↓"min"}"#, "invalid-token"),
            ("cubicBezier", "[↓1.5, 0, 0.5, 1]", "value-out-of-range"),
            ("cubicBezier", "↓[0, 0, 1]", "invalid-token"),
            ("number", "↓\"1\"", "invalid-token"),
            ("strokeStyle", "↓\"wavy\"", "invalid-token"),
            ("strokeStyle", #"{"dashArray": [{"value": 1, "unit": "px"}], "lineCap": ↓"beveled"}"#, "invalid-token"),
            ("border", #"↓{"color": \#(red), "width": {"value": 1, "unit": "px"}}"#, "invalid-token"),
            ("transition", #"↓{"delay": {"value": 0, "unit": "ms"}, "timingFunction": [0, 0, 1, 1]}"#, "invalid-token"),
            ("shadow", #"{"color": \#(red), "offsetX": {"value": 0, "unit": "px"}, "offsetY": {"value": 0, "unit": "px"}, "blur": {"value": 0, "unit": "px"}, "spread": {"value": 0, "unit": "px"}, "inset": ↓"true"}"#, "invalid-token"),
            ("gradient", "↓[]", "invalid-token"),
            ("typography", #"{"fontFamily": "A", "fontSize": {"value": 1, "unit": "px"}, "fontWeight": 400, "letterSpacing": {"value": 0, "unit": "px"}, "lineHeight": 1, ↓"fontStyle": "italic"}"#, "invalid-token"),
        ]
        for (type, value, rule) in cases {
            let source = MarkedSource("{\"t\": {\"$type\": \"\(type)\", \"$value\": \(value)}}")
            XCTAssertDiagnostic(TokenTestSupport.resolve(source.text).1, rule, at: source)
        }
    }

    func testExtensionsAreKept() {
        let (catalogue, _) = TokenTestSupport.resolve(#"{"a": {"$type": "number", "$value": 1, "$extensions": {"com.example.tool": {"keep": [1, 2]}}}}"#)
        XCTAssertEqual(catalogue.tokens["a"]?.extensions?["com.example.tool"]?["keep"]?.array?.count, 2)
    }

    func testDeprecatedIsInheritedOverriddenAndWarnedWhereUsed() {
        let source = MarkedSource(#"""
        {"old": {"$type": "number", "$deprecated": "Use new", "a": {"$value": 1}, "b": {"$value": 2, "$deprecated": false}},
         "user": {"$value": ↓"{old.a}"}}
        """#)
        let (catalogue, diagnostics) = TokenTestSupport.resolve(source.text)
        XCTAssertEqual(catalogue.tokens["old.a"]?.deprecated, "Use new")
        XCTAssertNil(catalogue.tokens["old.b"]?.deprecated)
        XCTAssertDiagnostic(diagnostics, "deprecated-token", .warning, at: source)
        XCTAssertEqual(diagnostics.with(rule: "deprecated-token").first?.notes.first?.location?.line, 1)
    }
}
