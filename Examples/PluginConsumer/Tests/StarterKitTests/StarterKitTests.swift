import StarterKit
import XCTest

final class StarterKitTests: XCTestCase {
    func testAnEmptyTokensFolderBuilds() {
        XCTAssertEqual(screenCount, 0)
    }
}
