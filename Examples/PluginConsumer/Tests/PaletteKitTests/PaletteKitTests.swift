import NavgenRuntime
import PaletteKit
import XCTest

final class PaletteKitTests: XCTestCase {
    func testTheSharedTokensAreTyped() {
        XCTAssertEqual(accentColor(in: .default), NavigationColor(red: 1, green: 0.4, blue: 0))
    }
}
