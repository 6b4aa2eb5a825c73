import XCTest
@testable import NavgenCore

/// CIEDE2000 against the test data of Sharma, Wu and Dalal (2005), which exercises every branch of the formula.
final class ColorDifferenceTests: XCTestCase {
    func testSharmaWuDalalPairs() {
        let pairs: [(LabColor, LabColor, Double)] = [
            (LabColor(lightness: 50, a: 2.6772, b: -79.7751), LabColor(lightness: 50, a: 0, b: -82.7485), 2.0425),
            (LabColor(lightness: 50, a: 3.1571, b: -77.2803), LabColor(lightness: 50, a: 0, b: -82.7485), 2.8615),
            (LabColor(lightness: 50, a: 2.8361, b: -74.0200), LabColor(lightness: 50, a: 0, b: -82.7485), 3.4412),
            (LabColor(lightness: 50, a: 0, b: 0), LabColor(lightness: 50, a: -1, b: 2), 2.3669),
            (LabColor(lightness: 50, a: -0.001, b: 2.49), LabColor(lightness: 50, a: 0.0009, b: -2.49), 4.8045),
            (LabColor(lightness: 50, a: 2.5, b: 0), LabColor(lightness: 73, a: 25, b: -18), 27.1492),
            (LabColor(lightness: 60.2574, a: -34.0099, b: 36.2677), LabColor(lightness: 60.4626, a: -34.1751, b: 39.4387), 1.2644),
            (LabColor(lightness: 2.0776, a: 0.0795, b: -1.135), LabColor(lightness: 0.9033, a: -0.0636, b: -0.5514), 0.9082),
        ]
        for (first, second, expected) in pairs {
            XCTAssertEqual(ColorDifference.ciede2000(first, second), expected, accuracy: 0.0001)
            XCTAssertEqual(ColorDifference.ciede2000(second, first), expected, accuracy: 0.0001)
        }
    }

    func testSRGBToLab() {
        let white = LabColor(RGBA.white)
        XCTAssertEqual(white.lightness, 100, accuracy: 0.01)
        XCTAssertEqual(white.a, 0, accuracy: 0.01)
        XCTAssertEqual(white.b, 0, accuracy: 0.01)
        let red = LabColor(RGBA(red: 1, green: 0, blue: 0))
        XCTAssertEqual(red.lightness, 53.24, accuracy: 0.01)
        XCTAssertEqual(red.a, 80.09, accuracy: 0.01)
        XCTAssertEqual(red.b, 67.20, accuracy: 0.01)
        XCTAssertEqual(ColorDifference.ciede2000(RGBA(hex: "#FAFAFA"), RGBA(hex: "#F8F8F8")), 0.404, accuracy: 0.001)
    }
}
