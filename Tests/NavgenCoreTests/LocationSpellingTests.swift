import XCTest
@testable import NavgenCore

/// Places and colours as diagnostics and reports write them.
final class LocationSpellingTests: XCTestCase {
    func testLocationsAndHexColoursAreSpelledAsBefore() {
        for (file, line, column) in [("a.xml", 1, 1), ("Écrans/Main.storyboard", 12_345_678, 90), ("", 0, -3)] {
            XCTAssertEqual(SourceLocation(file: file, line: line, column: column).description, "\(file):\(line):\(column)")
        }
        let colour = RGBA(red: 1, green: 0.5, blue: -0.2, alpha: 2)
        XCTAssertEqual(colour.hex, "#FF8000FF")
        XCTAssertEqual(colour.cssHex, "#ff8000")
        XCTAssertEqual(RGBA(red: 0x12 / 255.0, green: 0xAB / 255.0, blue: 0x0F / 255.0, alpha: 0x80 / 255.0).hex, "#12AB0F80")
    }
}
