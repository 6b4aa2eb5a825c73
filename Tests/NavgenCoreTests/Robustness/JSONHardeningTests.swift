import Foundation
import XCTest

/// Broken and hostile JSON through the command line: each is one positioned `json-syntax` error, exit 1,
/// nothing written, never a crash.
final class JSONHardeningTests: XCTestCase {
    private func firstLine(_ contents: [UInt8], file: StaticString = #filePath, line: UInt = #line) throws -> String {
        let folder = try TestSupport.temporaryFolder(self)
        try Data(contents).write(to: folder.appendingPathComponent("t.tokens.json"))
        let run = try TestSupport.navgen(["t.tokens.json", "--out", "out"], in: folder)
        XCTAssertEqual(run.status, 1, run.errors, file: file, line: line)
        XCTAssertFalse(FileManager.default.fileExists(atPath: folder.appendingPathComponent("out/NavigationTokens.swift").path),
                       file: file, line: line)
        return run.errors.split(separator: "\n").first.map(String.init) ?? ""
    }

    private func firstLine(_ text: String, file: StaticString = #filePath, line: UInt = #line) throws -> String {
        try firstLine(Array(text.utf8), file: file, line: line)
    }

    func testDeepNestingIsRefusedAtTheLimit() throws {
        XCTAssertEqual(try firstLine(String(repeating: "[", count: 100_000)),
                       "t.tokens.json:1:513: error: nesting deeper than 512 levels [json-syntax]")
        XCTAssertEqual(try firstLine("{\"a\":" + String(repeating: "{\"a\":", count: 600)),
                       "t.tokens.json:1:2561: error: nesting deeper than 512 levels [json-syntax]")
    }

    func testNumbersJSONCannotHold() throws {
        XCTAssertEqual(try firstLine("{\"n\": {\"$type\": \"number\", \"$value\": 1e400}}"),
                       "t.tokens.json:1:37: error: the number 1e400 is too large [json-syntax]")
        XCTAssertEqual(try firstLine("{\"n\": -" + String(repeating: "9", count: 400) + "}"),
                       "t.tokens.json:1:7: error: the number -" + String(repeating: "9", count: 39) + " is too large [json-syntax]")
        XCTAssertEqual(try firstLine("{\"n\": NaN}"), "t.tokens.json:1:7: error: NaN and Infinity are not JSON numbers [json-syntax]")
        XCTAssertEqual(try firstLine("{\"n\": Infinity}"), "t.tokens.json:1:7: error: NaN and Infinity are not JSON numbers [json-syntax]")
        XCTAssertEqual(try firstLine("{\"n\": -Infinity}"), "t.tokens.json:1:7: error: NaN and Infinity are not JSON numbers [json-syntax]")
        XCTAssertEqual(try firstLine("{\"n\": 01}"), "t.tokens.json:1:7: error: numbers must not have leading zeros [json-syntax]")
    }

    func testStringsWithLoneSurrogatesControlsOrBadUTF8() throws {
        XCTAssertEqual(try firstLine("{\"s\": \"a\\uD800\"}"), "t.tokens.json:1:9: error: lone surrogate \\uD800 in a string [json-syntax]")
        XCTAssertEqual(try firstLine("{\"s\": \"\\uDC00\"}"), "t.tokens.json:1:8: error: lone surrogate \\uDC00 in a string [json-syntax]")
        XCTAssertEqual(try firstLine("{\"s\": \"a\tb\"}"), "t.tokens.json:1:9: error: control character in a string must be escaped [json-syntax]")
        XCTAssertEqual(try firstLine(Array("{\"s\": \"a".utf8) + [0xC3, 0x28] + Array("\"}".utf8)),
                       "t.tokens.json:1:7: error: invalid UTF-8 in a string [json-syntax]")
    }

    /// In a token file the later key is read, as JSON.parse reads it, with a warning at the first; in navgen.json an
    /// option given twice is an error.
    func testDuplicateKeysNameTheFirst() throws {
        let folder = try TestSupport.temporaryFolder(self)
        try TestSupport.write(["t.tokens.json": "{\n  \"a\": 1,\n  \"a\": 2\n}\n",
                               "configured/navgen.json": "{\n  \"strict\": true,\n  \"strict\": false\n}\n"], in: folder)
        let run = try TestSupport.navgen(["t.tokens.json", "--out", "out"], in: folder)
        XCTAssertEqual(run.errors.components(separatedBy: "\n").prefix(4).joined(separator: "\n"), """
            t.tokens.json:2:3: warning: key 'a' has no effect here: the same object writes it again, and the later value is read, \
            as JSON.parse (Style Dictionary, Tokens Studio) reads it; remove one of them [no-effect]
              "a": 1,
              ^
            t.tokens.json:3:3: note: written again here
            """)
        let configured = try TestSupport.navgen(["--config", "navgen.json", "../t.tokens.json", "--out", "out"], in: folder.appendingPathComponent("configured"))
        XCTAssertNotEqual(configured.status, 0)
        XCTAssertTrue(configured.errors.contains("navgen.json:3:3: error: duplicate key 'strict' in one object [json-syntax]"), configured.errors)
    }

    func testTrailingCommasCommentsAndTruncation() throws {
        XCTAssertEqual(try firstLine("{\"a\": 1,}"), "t.tokens.json:1:9: error: trailing comma before '}'; if the file is JSON5, name it .json5 [json-syntax]")
        XCTAssertEqual(try firstLine("{\"a\": [1,]}"), "t.tokens.json:1:10: error: trailing comma before ']'; if the file is JSON5, name it .json5 [json-syntax]")
        XCTAssertEqual(try firstLine("{\n  // note\n  \"a\": 1\n}"), "t.tokens.json:2:3: error: expected a string key, found '/' [json-syntax]")
        XCTAssertEqual(try firstLine("{\"a\": /* note */ 1}"), "t.tokens.json:1:7: error: comments are not allowed in JSON; if the file is JSON5, name it .json5 [json-syntax]")
        XCTAssertEqual(try firstLine("{\"a\": {\"$value\": \"#fff"), "t.tokens.json:1:18: error: unterminated string [json-syntax]")
        XCTAssertEqual(try firstLine("{\"a\": {\"$value\": 1"), "t.tokens.json:1:19: error: unexpected end of file inside an object [json-syntax]")
    }

    func testEmptyFilesAndStrayBytes() throws {
        XCTAssertEqual(try firstLine(""), "t.tokens.json:1:1: error: the file is empty; expected a JSON value [json-syntax]")
        XCTAssertEqual(try firstLine(" \n\t "), "t.tokens.json:2:3: error: the file is empty; expected a JSON value [json-syntax]")
        XCTAssertEqual(try firstLine([0xEF, 0xBB, 0xBF]), "t.tokens.json:1:1: error: the file is empty; expected a JSON value [json-syntax]")
        XCTAssertEqual(try firstLine([0x00, 0x01]), "t.tokens.json:1:1: error: unexpected byte 0x0; expected a value [json-syntax]")
        XCTAssertEqual(try firstLine("{} {}"), "t.tokens.json:1:4: error: unexpected '{' after the end of the JSON value [json-syntax]")
    }
}
