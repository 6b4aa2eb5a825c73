import XCTest
@testable import NavgenCore

final class JSONReaderTests: XCTestCase {
    /// `text` read as a token file named `path` would be.
    private func parse(_ text: String, path: String = "t.json") throws -> JSONValue {
        try JSONReader.parse(Array(text.utf8), path: path, suggestingJSON5: true)
    }

    private func failure(_ text: String, path: String = "t.json") -> Diagnostic? {
        do {
            _ = try parse(text, path: path)
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

    /// Token files are read as JavaScript's JSON.parse reads them: the later of two equal keys, with a warning at the
    /// first, in a small object and in one large enough to be indexed.
    func testWithALogTheLaterOfTwoEqualKeysIsReadAndTheFirstIsAWarning() throws {
        let many = (0..<20).map { "\"k\($0)\": \($0)" }.joined(separator: ", ")
        for text in ["{\"a\": 1, \"b\": 2,\n \"a\": 3}", "{\"a\": 1, \(many),\n \"a\": 3}"] {
            var log = DiagnosticLog()
            let value = try JSONReader.parse(Array(text.utf8), path: "t.json", log: &log)
            XCTAssertEqual(value["a"]?.number, 3)
            XCTAssertEqual(value.object?.filter { $0.key == "a" }.count, 1)
            XCTAssertEqual(value.object?.last?.key, "a", "the later key, where it is written")
            XCTAssertEqual(log.entries.map(\.rule), ["no-effect"])
            XCTAssertEqual(log.entries.first?.location, SourceLocation(file: "t.json", line: 1, column: 2))
            XCTAssertEqual(log.entries.first?.notes.first?.location, SourceLocation(file: "t.json", line: 2, column: 2))
        }
    }

    func testMalformedDocumentsArePositionedErrors() throws {
        XCTAssertEqual(failure("{\"a\": 1,}")?.message, "trailing comma before '}'; if the file is JSON5, name it .json5")
        XCTAssertEqual(failure("[1,]")?.message, "trailing comma before ']'; if the file is JSON5, name it .json5")
        XCTAssertEqual(failure("")?.message, "the file is empty; expected a JSON value")
        XCTAssertEqual(failure("{\"a\": NaN}")?.message, "NaN and Infinity are not JSON numbers")
        XCTAssertEqual(failure("// c\n{}")?.message, "comments are not allowed in JSON; if the file is JSON5, name it .json5")
        XCTAssertEqual(failure("{a: 1}")?.message, "keys in JSON are written in double quotes; if the file is JSON5, name it .json5")
        XCTAssertEqual(failure("['a']")?.message, "strings in JSON are written in double quotes; if the file is JSON5, name it .json5")
        XCTAssertEqual(failure("[+1]")?.message, "unexpected '+'; expected a value")
        // navgen.json and Xcode's Contents.json are JSON whatever they hold: renaming them would not help.
        XCTAssertThrowsError(try JSONReader.parse(Array("[1,]".utf8), path: "navgen.json")) { error in
            XCTAssertEqual((error as? JSONReader.Failure)?.diagnostic.message, "trailing comma before ']'")
        }
        XCTAssertEqual(failure("\"\\ud800\"")?.message, "lone surrogate \\uD800 in a string")
        XCTAssertEqual(failure("1e999")?.message, "the number 1e999 is too large")
        let truncated = try XCTUnwrap(failure("{\"a\": [1,\n2"))
        XCTAssertEqual(truncated.location.line, 2)
        XCTAssertEqual(truncated.message, "unexpected end of file inside an array")
    }

    /// GitHub's Primer writes its tokens in JSON5, as Style Dictionary reads them: a comment on top, names without
    /// quotes, single-quoted strings, trailing commas.
    func testJSON5FilesReadTheirSyntax() throws {
        let value = try parse(#"""
        /**
         * Light mode
         */
        {
          base: {
            // the greys
            neutral: {
              '0': { $value: '#F6F8FA', $type: 'color', },
              "1": { $value: 'it\'s "quoted"\x41\
        b', $type: 'color' },
            },
            sizes: [+1, .5, 5., 0x1F, -2e1, ],
          },
        }
        """#, path: "t.json5")
        let neutral = try XCTUnwrap(value["base"]?["neutral"])
        XCTAssertEqual(neutral["0"]?["$value"]?.string, "#F6F8FA")
        XCTAssertEqual(neutral["1"]?["$value"]?.string, "it's \"quoted\"Ab")
        XCTAssertEqual(value["base"]?["sizes"]?.array?.compactMap(\.number), [1, 0.5, 5, 31, -20])
        XCTAssertEqual(neutral.member("0")?.keyLocation, SourceLocation(file: "t.json5", line: 8, column: 7))
        XCTAssertEqual(value["base"]?.member("sizes")?.keyLocation, SourceLocation(file: "t.json5", line: 12, column: 5))
    }

    func testJSON5MistakesArePositionedErrors() throws {
        XCTAssertEqual(failure("{a: Infinity}", path: "t.json5")?.message, "Infinity and NaN are JSON5 numbers but no token's value; write a finite number")
        XCTAssertEqual(failure("{a: 01}", path: "t.json5")?.message, "numbers must not have leading zeros")
        XCTAssertEqual(failure("{a: 0x}", path: "t.json5")?.message, "expected a hex digit after '0x'")
        XCTAssertEqual(failure("{a: '\\1'}", path: "t.json5")?.message, "invalid escape '\\1' in a string")
        XCTAssertEqual(failure("{a: 1e999}", path: "t.json5")?.message, "the number 1e999 is too large")
        XCTAssertEqual(failure("{a: 1, a: 2}", path: "t.json5")?.message, "duplicate key 'a' in one object")
        XCTAssertEqual(failure("{1: 2}", path: "t.json5")?.message, "expected a string key, found '1'")
        // Each at its place: the number's first character, the key without quotes in a .json file.
        XCTAssertEqual(failure("{a: 1,\n b: -Infinity}", path: "t.json5")?.location, SourceLocation(file: "t.json5", line: 2, column: 5))
        XCTAssertEqual(failure("{\"a\": 1,\n  b: 2}")?.location, SourceLocation(file: "t.json", line: 2, column: 3))
        XCTAssertEqual(failure("[1,\n 'x']")?.location, SourceLocation(file: "t.json", line: 2, column: 2))
        let open = try XCTUnwrap(failure("{a: 1 /* open\n", path: "t.json5"))
        XCTAssertEqual(open.message, "unexpected end of file inside an object")
        XCTAssertEqual(open.location.line, 2)
    }

    /// Every prefix of a JSON5 document, and every byte of it changed to each of JSON5's own characters, reads or
    /// fails with a place in the file: never a crash or a hang.
    func testEveryCutAndChangeOfAJSON5DocumentReadsOrFails() {
        let seed = Array("/* c */ {a: {'b': [+1, .5, 0x1F, 'x\\\n\\x41\\v',], $c: \"d\", // e\n f: null,},}".utf8)
        let changes = Array("/*'\"\\x0+.,:{}[]\n\u{80}".utf8)
        XCTAssertNoThrow(try JSONReader.parse(seed, path: "t.json5"))
        var variants = (0...seed.count).map { Array(seed[..<$0]) }
        for index in seed.indices {
            for byte in changes {
                var changed = seed
                changed[index] = byte
                variants.append(changed)
            }
        }
        for bytes in variants {
            do {
                _ = try JSONReader.parse(bytes, path: "t.json5")
            } catch {
                XCTAssertGreaterThan(error.diagnostic.location.line, 0)
            }
        }
    }

    func testDeepNestingIsRefusedNotACrash() {
        let deep = String(repeating: "[", count: 100_000) + String(repeating: "]", count: 100_000)
        XCTAssertEqual(failure(deep)?.message, "nesting deeper than \(JSONReader.maximumDepth) levels")
    }
}
