import XCTest
@testable import NavgenCore

/// The decisions navgen takes where the specification is ambiguous (DEC-1 to DEC-15 of
/// docs/dtcg-requirements.md); the table names the test of each.
final class TokensAmbiguityDecisionTests: XCTestCase {
    private let number = ##"{"a": {"$type": "number", "$value": 1}"##

    /// DEC-1: `"string"` is rejected, with a hint explaining the specification's example.
    func testStringTypeIsRejectedWithAHint() {
        let (_, diagnostics) = TokenTestSupport.resolve(##"{"w": {"$type": "string", "$value": "amber"}}"##)
        XCTAssertTrue(diagnostics.contains { $0.severity == .error && $0.message.contains("not a DTCG type") }, diagnostics.summary)
    }

    /// DEC-3: an object with only `$ref` is an alias token; its pointer reaches the target's `$value` (the whole value)
    /// or a place inside it, never the token object, which gets the pointer to write instead.
    func testTokenLevelRefReachesTheValueNotTheTokenObject() {
        let (catalogue, diagnostics) = TokenTestSupport.resolve(number + ##", "b": {"$ref": "#/a/$value"}, "c": {"$value": {"$ref": "#/a/$value"}}}"##)
        XCTAssertTrue(diagnostics.isEmpty, diagnostics.summary)
        XCTAssertEqual(catalogue.tokens["b"]?.aliasOf["default"], "a")
        XCTAssertEqual(catalogue.tokens["c"]?.aliasOf["default"], "a")
        for written in [##", "b": {"$ref": ↓"#/a"}}"##, ##", "b": {"$type": "number", "$value": {"$ref": ↓"#/a"}}}"##] {
            let object = MarkedSource(number + written)
            let (catalogue, diagnostics) = TokenTestSupport.resolve(object.text)
            XCTAssertDiagnostic(diagnostics, "unresolved-reference", at: object)
            XCTAssertTrue(diagnostics.contains { $0.message == ##"'#/a' points at the token 'a', not at its value; write "#/a/$value""## }, diagnostics.summary)
            XCTAssertNil(catalogue.tokens["b"])
        }
    }

    /// DEC-7: raw spaces and percent-encoding in pointers are both accepted.
    func testPointersWithSpaces() {
        let (catalogue, diagnostics) = TokenTestSupport.resolve(##"{"brand colors": {"$type": "number", "one": {"$value": 1}}, "raw": {"$ref": "#/brand colors/one/$value"}, "encoded": {"$ref": "#/brand%20colors/one/$value"}}"##)
        XCTAssertTrue(diagnostics.isEmpty, diagnostics.summary)
        XCTAssertEqual(catalogue.tokens["raw"]?.values["default"], .number(1))
        XCTAssertEqual(catalogue.tokens["encoded"]?.values["default"], .number(1))
    }

    /// DEC-9: colour, dimension and duration objects take no extra properties.
    func testExtraPropertiesOnSimpleObjectsAreRejected() {
        let source = MarkedSource(##"{"d": {"$type": "dimension", "$value": {"value": 1, "unit": "px", ↓"scale": 2}}}"##)
        XCTAssertDiagnostic(TokenTestSupport.resolve(source.text).1, "invalid-token", at: source)
    }

    /// DEC-10: negative dimensions and durations are allowed; colour ranges are errors.
    func testNegativeDimensionsAreAllowed() {
        let (catalogue, diagnostics) = TokenTestSupport.resolve(##"{"d": {"$type": "dimension", "$value": {"value": -2, "unit": "px"}}}"##)
        XCTAssertTrue(diagnostics.isEmpty)
        XCTAssertEqual(catalogue.tokens["d"]?.values["default"], .dimension(Dimension(value: -2, unit: "px")))
    }

    /// DEC-11: an empty font family and an empty dashArray are rejected.
    func testEmptyValuesAreRejected() {
        for value in [##"{"$type": "fontFamily", "$value": ↓""}"##, ##"{"$type": "strokeStyle", "$value": {"dashArray": ↓[], "lineCap": "round"}}"##] {
            let source = MarkedSource("{\"t\": \(value)}")
            XCTAssertDiagnostic(TokenTestSupport.resolve(source.text).1, "invalid-token", at: source)
        }
    }

    /// DEC-12: an extended group's `$type` comes along unless the local group declares its own.
    func testExtendsCarriesTheExtendedGroupsType() {
        let (catalogue, diagnostics) = TokenTestSupport.resolve(##"{"base": {"$type": "number", "a": {"$value": 1}}, "copy": {"$extends": "{base}", "b": {"$value": 2}}}"##)
        XCTAssertTrue(diagnostics.isEmpty, diagnostics.summary)
        XCTAssertEqual(catalogue.tokens["copy.a"]?.type, .number)
        XCTAssertEqual(catalogue.tokens["copy.b"]?.type, .number)
    }

    /// DEC-13: interpolation (`"{a} px"`) is a plain string, and spaces inside braces are part of the name.
    func testInterpolationAndSpacedBracesAreNotReferences() {
        let interpolated = MarkedSource(number + ##", "b": {"$type": "number", "$value": ↓"{a} px"}}"##)
        XCTAssertDiagnostic(TokenTestSupport.resolve(interpolated.text).1, "invalid-token", at: interpolated)
        let spaced = MarkedSource(number + ##", "b": {"$type": "number", "$value": ↓"{ a }"}}"##)
        XCTAssertDiagnostic(TokenTestSupport.resolve(spaced.text).1, "unresolved-reference", at: spaced)
    }

    /// DEC-14: `$deprecated` does not pass through an alias (the alias itself is not deprecated;
    /// using it warns once, where the deprecated token is referenced).
    func testDeprecationDoesNotPassThroughAnAlias() {
        let (catalogue, diagnostics) = TokenTestSupport.resolve(##"{"old": {"$type": "number", "$value": 1, "$deprecated": true}, "alias": {"$value": "{old}"}}"##)
        XCTAssertNil(catalogue.tokens["alias"]?.deprecated)
        XCTAssertEqual(diagnostics.with(rule: "deprecated-token").count, 1)
    }

    /// Pointer cycles are cycles too, reported for every token in them.
    func testCyclesThroughPointers() {
        let (_, diagnostics) = TokenTestSupport.resolve(##"{"a": {"$type": "number", "$value": {"$ref": "#/b/$value"}}, "b": {"$type": "number", "$value": {"$ref": "#/a/$value"}}}"##)
        XCTAssertEqual(Set(diagnostics.with(rule: "reference-cycle").map(\.location.line)), [1])
        XCTAssertEqual(diagnostics.with(rule: "reference-cycle").count, 2, diagnostics.summary)
    }
}
