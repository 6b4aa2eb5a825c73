import XCTest
@testable import NavgenCore

/// The short form `inspect` and `navgen diff` show a value in: a typography's every member, so that what navgen read of
/// its line height and letter spacing can be checked, and a change to either shows in a diff.
final class TokenValueSummaryTests: XCTestCase {
    func testATypographyShowsItsLineHeightAndLetterSpacing() {
        let full = Typography(fontFamily: ["Lora"], fontSize: Dimension(value: 18, unit: "px"), fontWeight: 700,
                              letterSpacing: Dimension(value: -0.8, unit: "px"), lineHeight: 1.5)
        XCTAssertEqual(TokenValue.typography(full).summary, "Lora 18px 700, line height 1.5, letter spacing -0.8px")
        let plain = Typography(fontFamily: [], fontSize: Dimension(value: 17, unit: "px"), fontWeight: 600, letterSpacing: nil, lineHeight: nil)
        XCTAssertEqual(TokenValue.typography(plain).summary, "system 17px 600")
    }
}
