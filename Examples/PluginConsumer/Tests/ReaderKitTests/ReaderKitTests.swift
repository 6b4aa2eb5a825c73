import ReaderKit
import XCTest

final class ReaderKitTests: XCTestCase {
    func testGeneratedTypesAreUsable() {
        XCTAssertEqual(launchScreen.appearance(.default).titleColor, NavigationTokens.colorOnBrand.default)
        XCTAssertEqual(NavigationScreen.thread.appearance(.default).visibility, .hidden)
        XCTAssertTrue(openingThreadHidesTheBar(in: .default))
        XCTAssertEqual(NavigationStoryboards.App.Segue.openThread, "openThread")
    }
}
