import XCTest
@testable import NavgenCore

/// GRP-1 to REF-8 of docs/dtcg-requirements.md, one test each, and the decisions DEC-2, DEC-7 and DEC-8.
final class TokensGroupAndReferenceRuleTests: XCTestCase {
    private let px = #"{"value": 1, "unit": "px"}"#

    func testEmptyGroupsAreFineAndIncompleteTokensWarn() {
        let (_, clean) = TokenTestSupport.resolve(#"{"empty": {}}"#)
        XCTAssertTrue(clean.isEmpty, clean.summary)
        let source = MarkedSource(#"{"looks-like-a-token": ↓{"$type": "color"}}"#)
        XCTAssertDiagnostic(TokenTestSupport.resolve(source.text).1, "no-effect", .warning, at: source)
    }

    func testRootTokensAreNamedWithRoot() {
        let source = MarkedSource(#"""
        {"accent": {"$type": "number", "$root": {"$value": 1}, "light": {"$value": 2}},
         "good": {"$value": "{accent.$root}"}, "bad": {"$value": ↓"{accent}"}}
        """#)
        let (catalogue, diagnostics) = TokenTestSupport.resolve(source.text)
        XCTAssertEqual(catalogue.tokens["accent.$root"]?.values["default"], .number(1))
        XCTAssertEqual(catalogue.tokens["good"]?.values["default"], .number(1))
        XCTAssertDiagnostic(diagnostics, "unresolved-reference", at: source)
        XCTAssertTrue(diagnostics.contains { $0.message.contains("{accent.$root}") })
    }

    func testExtendsOverridesAddsAndRejectsTokensAndCycles() {
        let (catalogue, diagnostics) = TokenTestSupport.resolve(#"""
        {"base": {"$type": "number", "a": {"$value": 1}, "b": {"$value": 2}},
         "derived": {"$extends": "{base}", "b": {"$value": 20}, "c": {"$value": 30}}}
        """#)
        XCTAssertTrue(diagnostics.isEmpty, diagnostics.summary)
        XCTAssertEqual(catalogue.tokens["derived.a"]?.values["default"], .number(1))
        XCTAssertEqual(catalogue.tokens["derived.b"]?.values["default"], .number(20))
        XCTAssertEqual(catalogue.tokens["derived.c"]?.values["default"], .number(30))

        let token = MarkedSource(#"{"t": {"$type": "number", "$value": 1}, "g": {"$extends": ↓"{t}"}}"#)
        XCTAssertDiagnostic(TokenTestSupport.resolve(token.text).1, "invalid-token", at: token)
        let cycle = MarkedSource(#"{"a": {"$extends": ↓"{b}"}, "b": {"$extends": "{c}"}, "c": {"$extends": "{a}"}}"#)
        XCTAssertDiagnostic(TokenTestSupport.resolve(cycle.text).1, "reference-cycle", at: cycle)
        let missing = MarkedSource(#"{"base": {}, "g": {"$extends": ↓"{bsae}"}}"#)
        XCTAssertDiagnostic(TokenTestSupport.resolve(missing.text).1, "unresolved-reference", at: missing)
    }

    func testLocalTokensWinOverExtendedOnes() {
        let (catalogue, _) = TokenTestSupport.resolve(#"""
        {"base": {"$type": "number", "x": {"$value": 1}, "inner": {"y": {"$value": 2}}},
         "local": {"$extends": {"$ref": "#/base"}, "inner": {"z": {"$value": 3}}, "x": {"$value": 9}}}
        """#)
        XCTAssertEqual(catalogue.tokens["local.x"]?.values["default"], .number(9))
        XCTAssertEqual(catalogue.tokens["local.inner.y"]?.values["default"], .number(2))
        XCTAssertEqual(catalogue.tokens["local.inner.z"]?.values["default"], .number(3))
    }

    func testCurlyReferencesOnlyNameTokens() {
        let group = MarkedSource(#"{"g": {"$type": "number", "a": {"$value": 1}}, "r": {"$type": "number", "$value": ↓"{g}"}}"#)
        XCTAssertDiagnostic(TokenTestSupport.resolve(group.text).1, "unresolved-reference", at: group)
        // The hint names the group's smallest token, however deep.
        let nested = MarkedSource(#"{"g": {"$type": "number", "z": {"$value": 1}, "b": {"a": {"$value": 2}}}, "r": {"$type": "number", "$value": ↓"{g}"}}"#)
        let hinted = TokenTestSupport.resolve(nested.text).1
        XCTAssertDiagnostic(hinted, "unresolved-reference", at: nested)
        XCTAssertTrue(hinted.contains { $0.message.contains("names a group, not a token; reference one of its tokens, such as 'g.b.a'") }, hinted.summary)
        let index = MarkedSource(#"{"ambiguous": {"$type": "cubicBezier", "data": {"$value": [0, 0, 1, 1]}}, "r": {"$type": "number", "$value": ↓"{ambiguous.data.0}"}}"#)
        XCTAssertDiagnostic(TokenTestSupport.resolve(index.text).1, "unresolved-reference", at: index)
    }

    func testJSONPointersAtTokenAndPropertyLevelWithEscapes() {
        let (catalogue, diagnostics) = TokenTestSupport.resolve(#"""
        {"colors": {"$type": "color", "a/b": {"$value": {"colorSpace": "srgb", "components": [0.2, 0.4, 0.6]}},
                    "t~x": {"$value": {"colorSpace": "srgb", "components": [1, 1, 1]}}},
         "whole": {"$ref": "#/colors/a~1b/$value"},
         "tilde": {"$type": "color", "$value": {"$ref": "#/colors/t~0x/$value"}},
         "part": {"$type": "number", "$value": {"$ref": "#/colors/a~1b/$value/components/1"}}}
        """#)
        XCTAssertTrue(diagnostics.isEmpty, diagnostics.summary)
        XCTAssertEqual(catalogue.tokens["whole"]?.type, .color)
        XCTAssertEqual(catalogue.tokens["whole"]?.aliasOf["default"], "colors.a/b")
        XCTAssertEqual(catalogue.tokens["tilde"]?.values["default"], catalogue.tokens["colors.t~x"]?.values["default"])
        XCTAssertEqual(catalogue.tokens["part"]?.values["default"], .number(0.4))
    }

    func testReferenceChainsAreFollowed() {
        let (catalogue, _) = TokenTestSupport.resolve(#"{"a": {"$type": "number", "$value": 7}, "b": {"$value": "{a}"}, "c": {"$value": "{b}"}, "d": {"$value": "{c}"}}"#)
        XCTAssertEqual(catalogue.tokens["d"]?.values["default"], .number(7))
        XCTAssertEqual(catalogue.tokens["d"]?.aliasOf["default"], "c")
    }

    func testEveryTokenInACycleIsReported() {
        let a = MarkedSource("{\"a\": {\"$type\": \"number\", \"$value\": ↓\"{b}\"}, \"b\": {\"$value\": \"{c}\"}, \"c\": {\"$value\": \"{a}\"}}")
        let b = MarkedSource("{\"a\": {\"$type\": \"number\", \"$value\": \"{b}\"}, \"b\": {\"$value\": ↓\"{c}\"}, \"c\": {\"$value\": \"{a}\"}}")
        let c = MarkedSource("{\"a\": {\"$type\": \"number\", \"$value\": \"{b}\"}, \"b\": {\"$value\": \"{c}\"}, \"c\": {\"$value\": ↓\"{a}\"}}")
        let diagnostics = TokenTestSupport.resolve(a.text).1
        XCTAssertEqual(diagnostics.with(rule: "reference-cycle").count, 3, diagnostics.summary)
        for source in [a, b, c] { XCTAssertDiagnostic(diagnostics, "reference-cycle", at: source) }
    }

    /// "Did you mean" names a token that may have been meant: a typo, or the path under one group more or less; not a
    /// scale's step taken for a name beside it, nor the token that refers, which would refer to itself.
    func testAReferencesSuggestionIsOnlyAPlausibleOtherToken() {
        let (_, diagnostics) = TokenTestSupport.resolve(#"""
        {"shadow": {"$type": "number", "sm": {"$value": 1}, "lg": {"$value": "{shadow.400}"}},
         "gap": {"$type": "number", "$value": "{brand.gap}"},
         "space": {"$type": "number", "small": {"$value": 4}, "typo": {"$value": "{space.smal}"}, "grouped": {"$value": "{app.space.small}"}},
         "fontSizes": {"$type": "number", "h5": {"$value": "{fontSizes.16}"}, "h6": {"$value": "{fontSizes.16}"}, "h4": {"$value": 20},
                       "body": {"$value": "{fontSizes.h7}"}}}
        """#)
        // The two that name 'fontSizes.16' are said once, counting them.
        XCTAssertEqual(diagnostics.with(rule: "unresolved-reference").map(\.message).sorted(), [
            "2 references in this file, the first here, name the unknown token 'fontSizes.16'",
            "unknown token 'app.space.small'; did you mean 'space.small'?",
            "unknown token 'brand.gap'",
            "unknown token 'fontSizes.h7'; did you mean 'fontSizes.h4'?",
            "unknown token 'shadow.400'",
            "unknown token 'space.smal'; did you mean 'space.small'?",
        ], "a step is not a name's typo, nor the token that refers to the missing one")
    }

    /// A base file left out of the inputs: a file's references name many tokens in groups no input defines, said once at
    /// the first, naming the groups; a typo beside a defined token keeps its own warning.
    func testReferencesIntoGroupsNoInputDefinesAreSaidOnceAtTheFirst() {
        let source = MarkedSource(#"""
        {"text": {"$type": "color", "base": {"$value": "#000000"}, "primary": {"$value": ↓"{Color.Base.Black}"},
                  "inverse": {"$value": "{Color.Base.White}"}, "accent": {"$value": "{Color.Green.500}"}, "muted": {"$value": "{text.bsae}"}}}
        """#)
        let diagnostics = TokenTestSupport.resolve(source.text).1.with(rule: "unresolved-reference")
        XCTAssertEqual(diagnostics.map(\.message), [
            "3 references in this file, the first here, name 3 unknown tokens in groups no input defines ('Color.Base', 'Color.Green'); "
                + "is the file that defines them among the inputs?",
            "unknown token 'text.bsae'; did you mean 'text.base'?",
        ])
        XCTAssertDiagnostic(diagnostics, "unresolved-reference", at: source)
    }

    /// References in one file to the same unknown token are said once, at the first, counting them.
    func testAFilesReferencesToOneUnknownTokenAreSaidOnceAtTheFirst() {
        let source = MarkedSource(#"{"a": {"$type": "number", "$value": ↓"{missing}"}, "b": {"$type": "number", "$value": "{missing}"}}"#)
        let diagnostics = TokenTestSupport.resolve(source.text).1
        XCTAssertEqual(diagnostics.with(rule: "unresolved-reference").map(\.message),
                       ["2 references in this file, the first here, name the unknown token 'missing'"])
        XCTAssertDiagnostic(diagnostics, "unresolved-reference", at: source)
    }

    func testReferenceErrorsForSyntaxUnknownPathsTypesAndProperties() {
        let syntax = MarkedSource(#"{"a": {"$type": "number", "$value": {"$ref": ↓23}}}"#)
        XCTAssertDiagnostic(TokenTestSupport.resolve(syntax.text).1, "invalid-token", at: syntax)
        let unknown = MarkedSource(#"{"color": {"$type": "number", "brand": {"$value": 1}}, "a": {"$value": ↓"{color.brnad}"}}"#)
        let diagnostics = TokenTestSupport.resolve(unknown.text).1
        XCTAssertDiagnostic(diagnostics, "unresolved-reference", at: unknown)
        let unresolved = diagnostics.with(rule: "unresolved-reference").first
        XCTAssertTrue(unresolved?.message.contains("did you mean 'color.brand'") ?? false)
        let brandColumn = unknown.text.range(of: "\"brand\"")!.lowerBound.utf16Offset(in: unknown.text) + 1
        XCTAssertEqual(unresolved?.notes.first?.location?.column, brandColumn, "the note points at the closest name")
        let mismatch = MarkedSource(#"{"n": {"$type": "number", "$value": 1}, "c": {"$type": "color", "$value": ↓"{n}"}}"#)
        XCTAssertDiagnostic(TokenTestSupport.resolve(mismatch.text).1, "type-mismatch", at: mismatch)
        let property = MarkedSource(##"{"n": {"$type": "cubicBezier", "$value": [0, 0, 1, 1]}, "p": {"$type": "number", "$value": {"$ref": ↓"#/n/$value/7"}}}"##)
        XCTAssertDiagnostic(TokenTestSupport.resolve(property.text).1, "unresolved-reference", at: property)
    }

    func testCompositeSubValuesMustReferenceTheirType() {
        let source = MarkedSource(#"""
        {"c": {"$type": "color", "$value": {"colorSpace": "srgb", "components": [0, 0, 0]}},
         "b": {"$type": "border", "$value": {"color": "{c}", "width": ↓"{c}", "style": "solid"}}}
        """#)
        XCTAssertDiagnostic(TokenTestSupport.resolve(source.text).1, "type-mismatch", at: source)
    }

    func testAReferenceInAnArrayIsOneElement() {
        let (catalogue, diagnostics) = TokenTestSupport.resolve(#"""
        {"g": {"$type": "gradient", "one": {"$value": [{"color": {"colorSpace": "srgb", "components": [1, 0, 0]}, "position": 0}]},
               "two": {"$value": ["{g.one}", {"color": {"colorSpace": "srgb", "components": [0, 0, 1]}, "position": 1.5}]}},
         "d": {"$type": "dimension", "x": {"$value": {"value": 2, "unit": "px"}}},
         "s": {"$type": "strokeStyle", "$value": {"dashArray": ["{d.x}", {"value": 4, "unit": "px"}], "lineCap": "butt"}}}
        """#)
        XCTAssertTrue(diagnostics.isEmpty, diagnostics.summary)
        guard case .list(let stops)? = catalogue.tokens["g.two"]?.values["default"] else { return XCTFail("no gradient") }
        XCTAssertEqual(stops.count, 2)
        guard case .composite(let last) = stops[1] else { return XCTFail() }
        XCTAssertEqual(last["position"], .number(1), "positions are clamped to [0, 1]")
        guard case .composite(let stroke)? = catalogue.tokens["s"]?.values["default"], case .list(let dashes)? = stroke["dashArray"] else { return XCTFail() }
        XCTAssertEqual(dashes.count, 2)
    }

    /// Style Dictionary and Tokens Studio exports write font stacks as lists of references; a name never looks like one.
    func testAReferenceInAFontFamilyListIsTheNamesItNames() {
        let source = MarkedSource(#"""
        {"f": {"$type": "fontFamily", "serif": {"$value": ["Lora", "Georgia"]}, "stack": {"$value": ["SF Pro", "{f.serif}", "serif"]},
               "wrong": {"$value": [↓"{d}"]}},
         "d": {"$type": "dimension", "$value": {"value": 2, "unit": "px"}}}
        """#)
        let (catalogue, diagnostics) = TokenTestSupport.resolve(source.text)
        XCTAssertEqual(catalogue.tokens["f.stack"]?.values["default"], .fontFamily(["SF Pro", "Lora", "Georgia", "serif"]))
        XCTAssertDiagnostic(diagnostics, "type-mismatch", at: source)
    }

    /// A stack of references in one string is Style Dictionary's interpolation (AXA's typographies write it so): its
    /// families, said as a form DTCG lacks; no font is named with braces. A reference run into other text is an error.
    func testAFontStackOfReferencesInOneStringIsTheirFamilies() {
        let source = MarkedSource(#"""
        {"f": {"$type": "fontFamily", "serif": {"$value": ["Lora", "Georgia"]}, "sans": {"$value": "Inter"},
               "stack": {"$value": ↓"{f.sans}, {f.serif}, serif"}, "styled": {"$value": "{f.sans} Bold"}},
         "t": {"$type": "typography", "body": {"$value": {"fontFamily": "{f.serif}, {f.sans}", "fontSize": {"value": 16, "unit": "px"},
               "fontWeight": 400, "letterSpacing": {"value": 0, "unit": "px"}, "lineHeight": 1.2}}}}
        """#)
        let (catalogue, diagnostics) = TokenTestSupport.resolve(source.text)
        XCTAssertEqual(catalogue.tokens["f.stack"]?.values["default"], .fontFamily(["Inter", "Lora", "Georgia", "serif"]))
        XCTAssertEqual(catalogue.tokens["t.body"].map { "\($0.values["default"]!)" }?.contains("Lora"), true)
        XCTAssertDiagnostic(diagnostics, "legacy-value", .warning, at: source)
        XCTAssertNil(catalogue.tokens["f.styled"])
        XCTAssertTrue(diagnostics.contains { $0.rule == "invalid-token" && $0.message.hasPrefix("'{f.sans} Bold' runs a reference into other text") },
                      diagnostics.summary)
        let (legacy, legacyDiagnostics) = TokenTestSupport.resolve(#"{"f": {"a": {"value": "Inter", "type": "fontFamily"}, "b": {"value": "{f.a}, Arial", "type": "fontFamily"}}}"#,
                                                                   path: "fonts.json")
        XCTAssertEqual(legacy.tokens["f.b"]?.values["default"], .fontFamily(["Inter", "Arial"]), legacyDiagnostics.summary)
    }

    func testTheDirectAliasTargetIsKept() {
        let (catalogue, _) = TokenTestSupport.resolve(#"{"a": {"$type": "number", "$value": 1}, "b": {"$value": "{a}"}}"#)
        XCTAssertEqual(catalogue.tokens["b"]?.aliasOf, ["default": "a"])
    }

    func testAliasesInsideNumberSlotsAreAccepted() {
        // DEC-8: like Terrazzo, a curly alias of a number token may stand for a number.
        let (catalogue, diagnostics) = TokenTestSupport.resolve(##"{"n": {"$type": "number", "half": {"$value": 0.5}}, "e": {"$type": "cubicBezier", "$value": ["{n.half}", 0, 1, 1]}, "w": {"$type": "dimension", "$value": {"value": {"$ref": "#/n/half/$value"}, "unit": "px"}}}"##)
        XCTAssertTrue(diagnostics.isEmpty, diagnostics.summary)
        XCTAssertEqual(catalogue.tokens["e"]?.values["default"], .cubicBezier([0.5, 0, 1, 1]))
        XCTAssertEqual(catalogue.tokens["w"]?.values["default"], .dimension(Dimension(value: 0.5, unit: "px")))
    }

    func testPointersToTypeOrDescriptionAreRejected() {
        // DEC-7: a pointer must reach a token or inside its $value.
        let source = MarkedSource(##"{"a": {"$type": "number", "$value": 1}, "b": {"$type": "number", "$value": {"$ref": ↓"#/a/$type"}}}"##)
        XCTAssertDiagnostic(TokenTestSupport.resolve(source.text).1, "unresolved-reference", at: source)
    }
}
