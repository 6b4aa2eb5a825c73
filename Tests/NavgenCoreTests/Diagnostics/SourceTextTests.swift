import XCTest
@testable import NavgenCore

/// The quoted line and its caret: ASCII lines take a byte path, which must quote exactly as the general one.
final class SourceTextTests: XCTestCase {
    func testExcerptsQuoteTheLineWithACaretUnderTheColumn() throws {
        let folder = try TestSupport.temporaryFolder(self)
        let long = String(repeating: "a", count: 300)
        try TestSupport.write(["f.txt": "\tlet x = 1\nné\tx = 2\n\(long)\n\(long)b\nlast"], in: folder)
        let path = folder.appendingPathComponent("f.txt").path
        let text = try XCTUnwrap(SourceText(path: path))
        let at = { (line: Int, column: Int) in
            var output: [UInt8] = []
            text.appendExcerpt(line: line, column: column, to: &output)
            return String(decoding: output, as: UTF8.self)
        }
        XCTAssertEqual(at(1, 6), "\tlet x = 1\n\t    ^\n")
        // Columns count bytes ("é" is two, so column 5 is the "x"); the padding is one space per Character.
        XCTAssertEqual(at(2, 5), "né\tx = 2\n  \t^\n")
        XCTAssertEqual(at(2, 6), "né\tx = 2\n  \t ^\n")
        XCTAssertEqual(at(3, 300), "\(long)\n\(String(repeating: " ", count: 299))^\n")
        XCTAssertEqual(at(4, 1), "", "lines over 300 characters are not quoted")
        XCTAssertEqual(at(5, 99), "last\n    ^\n", "a column past the end puts the caret after the line")
        XCTAssertEqual(at(6, 1), "")
        XCTAssertEqual(at(0, 1), "")
        XCTAssertNil(SourceText(path: folder.appendingPathComponent("missing.txt").path))
    }

    /// Line starts are found with `memchr`: CRLF, a file ending in a newline and an empty file quote as before.
    func testLineEndingsAndEmptyFiles() throws {
        let folder = try TestSupport.temporaryFolder(self)
        try TestSupport.write(["crlf.txt": "one\r\ntwo\r\n", "empty.txt": "", "bom.txt": "\u{FEFF}first\nsecond"], in: folder)
        func excerpt(_ name: String, _ line: Int, _ column: Int) throws -> String {
            let text = try XCTUnwrap(SourceText(path: folder.appendingPathComponent(name).path))
            var output: [UInt8] = []
            text.appendExcerpt(line: line, column: column, to: &output)
            return String(decoding: output, as: UTF8.self)
        }
        XCTAssertEqual(try excerpt("crlf.txt", 2, 2), "two\n ^\n")
        XCTAssertEqual(try excerpt("crlf.txt", 3, 1), "\n^\n", "the empty line after the last newline")
        XCTAssertEqual(try excerpt("crlf.txt", 4, 1), "")
        XCTAssertEqual(try excerpt("empty.txt", 1, 1), "\n^\n")
        XCTAssertEqual(try excerpt("bom.txt", 1, 3), "first\n  ^\n", "positions count from after the byte order mark")
        try Data([0x62, 0x70, 0x00, 0x0B, 0x0A, 0x6F, 0x6B]).write(to: folder.appendingPathComponent("binary.bin"))
        XCTAssertEqual(try excerpt("binary.bin", 1, 1), "", "a line with control characters is not quoted")
        XCTAssertEqual(try excerpt("binary.bin", 2, 1), "ok\n^\n")
    }
}
