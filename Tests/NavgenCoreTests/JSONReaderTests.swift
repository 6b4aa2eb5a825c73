import XCTest
@testable import NavgenCore

final class JSONReaderTests: XCTestCase {
    private func parse(_ text: String) throws -> JSONValue {
        try JSONReader.parse(Array(text.utf8), path: "t.json")
    }

    private func failure(_ text: String) -> Diagnostic? {
        do {
            _ = try parse(text)
            return nil
        } catch {
            return (error as! JSONReader.Failure).diagnostic
        }
    }

    func testValuesKnowTheirPositions() throws {
        let value = try parse("{\n  \"a\": [1, \"x\",\n    true],\n  \"b\": {\"c\": null}\n}")
        XCTAssertEqual(value.location, SourceLocation(file: "t.json", line: 1, column: 1))
        let array = try XCTUnwrap(value["a"]?.array)
        XCTAssertEqual(array[1].location, SourceLocation(file: "t.json", line: 2, column: 12))
        XCTAssertEqual(array[2].location, SourceLocation(file: "t.json", line: 3, column: 5))
        XCTAssertEqual(value.member("b")?.keyLocation, SourceLocation(file: "t.json", line: 4, column: 3))
        XCTAssertEqual(value["b"]?["c"]?.kind, .null)
    }

    func testStringsDecodeEscapesAndSurrogatePairs() throws {
        XCTAssertEqual(try parse(#""a\"b\\c\n\u00e9\ud83d\ude00""#).string, "a\"b\\c\né😀")
    }

    func testDuplicateKeysAreAnErrorWithANoteAtTheFirst() throws {
        let diagnostic = try XCTUnwrap(failure("{\"a\": 1,\n \"a\": 2}"))
        XCTAssertEqual(diagnostic.location, SourceLocation(file: "t.json", line: 2, column: 2))
        XCTAssertEqual(diagnostic.message, "duplicate key 'a' in one object")
        XCTAssertEqual(diagnostic.notes.first?.location, SourceLocation(file: "t.json", line: 1, column: 2))
    }

    func testMalformedDocumentsArePositionedErrors() throws {
        XCTAssertEqual(failure("{\"a\": 1,}")?.message, "trailing comma before '}'")
        XCTAssertEqual(failure("[1,]")?.message, "trailing comma before ']'")
        XCTAssertEqual(failure("")?.message, "the file is empty; expected a JSON value")
        XCTAssertEqual(failure("{\"a\": NaN}")?.message, "NaN and Infinity are not JSON numbers")
        XCTAssertEqual(failure("// c\n{}")?.message, "comments are not allowed in JSON")
        XCTAssertEqual(failure("\"\\ud800\"")?.message, "lone surrogate \\uD800 in a string")
        XCTAssertEqual(failure("1e999")?.message, "the number 1e999 is too large")
        let truncated = try XCTUnwrap(failure("{\"a\": [1,\n2"))
        XCTAssertEqual(truncated.location.line, 2)
        XCTAssertEqual(truncated.message, "unexpected end of file inside an array")
    }

    func testDeepNestingIsRefusedNotACrash() {
        let deep = String(repeating: "[", count: 100_000) + String(repeating: "]", count: 100_000)
        XCTAssertEqual(failure(deep)?.message, "nesting deeper than \(JSONReader.maximumDepth) levels")
    }
}
