import XCTest
@testable import NavgenCore

/// The quoted line and its caret: ASCII lines take a byte path, which must quote exactly as the general one.
final class SourceLinesTests: XCTestCase {
    func testExcerptsQuoteTheLineWithACaretUnderTheColumn() throws {
        let folder = try TestSupport.temporaryFolder(self)
        let long = String(repeating: "a", count: 300)
        try TestSupport.write(["f.txt": "\tlet x = 1\nné\tx = 2\n\(long)\n\(long)b\nlast"], in: folder)
        let path = folder.appendingPathComponent("f.txt").path
        var lines = SourceLines()
        let at = { (line: Int, column: Int) in lines.excerpt(at: SourceLocation(file: path, line: line, column: column)) }
        XCTAssertEqual(at(1, 6), "\tlet x = 1\n\t    ^\n")
        // Columns count bytes ("é" is two, so column 5 is the "x"); the padding is one space per Character.
        XCTAssertEqual(at(2, 5), "né\tx = 2\n  \t^\n")
        XCTAssertEqual(at(2, 6), "né\tx = 2\n  \t ^\n")
        XCTAssertEqual(at(3, 300), "\(long)\n\(String(repeating: " ", count: 299))^\n")
        XCTAssertEqual(at(4, 1), "", "lines over 300 characters are not quoted")
        XCTAssertEqual(at(5, 99), "last\n    ^\n", "a column past the end puts the caret after the line")
        XCTAssertEqual(at(6, 1), "")
    }
}
