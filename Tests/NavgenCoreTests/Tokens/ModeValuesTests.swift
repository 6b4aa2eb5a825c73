import XCTest
@testable import NavgenCore

final class ModeValuesTests: XCTestCase {
    func testBehavesAsADictionaryThatKeepsItsOrder() {
        var values: ModeValues<Int> = ["light": 1, "dark": 2]
        XCTAssertEqual(values["dark"], 2)
        XCTAssertNil(values["dim"])
        values["dim"] = 3
        values["light"] = 4
        XCTAssertEqual(values.keys, ["light", "dark", "dim"])
        XCTAssertEqual(values.values, [4, 2, 3])
        values["dark"] = nil
        XCTAssertEqual(values.map(\.key), ["light", "dim"])
        XCTAssertEqual(values.first?.value, 4)
    }

    func testEqualityAndHashIgnoreTheOrder() {
        let one: ModeValues<String> = ["light": "a", "dark": "b"]
        let other: ModeValues<String> = ["dark": "b", "light": "a"]
        XCTAssertEqual(one, other)
        XCTAssertEqual(one.hashValue, other.hashValue)
        XCTAssertEqual(Set([one, other]).count, 1)
        XCTAssertNotEqual(one, ["light": "a", "dark": "c"])
        XCTAssertNotEqual(one, ["light": "a"])
        XCTAssertEqual(ModeValues(["dark": "b", "light": "a"]).keys, ["dark", "light"], "a dictionary's entries in order of mode")
    }
}
