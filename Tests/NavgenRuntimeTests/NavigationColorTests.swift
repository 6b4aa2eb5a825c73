import NavgenRuntime
import XCTest

/// Compositing, closeness and WCAG 2 contrast, against values worked out by hand and the WCAG definitions.
final class NavigationColorTests: XCTestCase {
    func testAnOpaqueColourCoversItsBackdrop() {
        let red = NavigationColor(red: 1, green: 0, blue: 0)
        XCTAssertEqual(red.over(.white), red)
        XCTAssertEqual(red.over(.black), red)
    }

    func testAClearColourShowsItsBackdrop() {
        XCTAssertEqual(NavigationColor.clear.over(.white), .white)
        XCTAssertEqual(NavigationColor(red: 1, green: 0, blue: 0, alpha: 0).over(.black), .black)
    }

    func testHalfAlphaBlendsHalfway() {
        let blended = NavigationColor(red: 1, green: 0.5, blue: 0, alpha: 0.5).over(NavigationColor(red: 0, green: 0.5, blue: 1))
        XCTAssertEqual(blended.red, 0.5, accuracy: 1e-12)
        XCTAssertEqual(blended.green, 0.5, accuracy: 1e-12)
        XCTAssertEqual(blended.blue, 0.5, accuracy: 1e-12)
        XCTAssertEqual(blended.alpha, 1)
    }

    func testCompositingIsWeightedByAlpha() {
        let blended = NavigationColor(red: 0.2, green: 0.4, blue: 0.8, alpha: 0.25).over(.white)
        XCTAssertEqual(blended.red, 0.2 * 0.25 + 0.75, accuracy: 1e-12)
        XCTAssertEqual(blended.green, 0.4 * 0.25 + 0.75, accuracy: 1e-12)
        XCTAssertEqual(blended.blue, 0.8 * 0.25 + 0.75, accuracy: 1e-12)
    }

    func testCloseMeansWithinOneEightBitStep() {
        let base = NavigationColor(red: 0.5, green: 0.5, blue: 0.5)
        XCTAssertTrue(base.isClose(to: NavigationColor(red: 0.5 + 1 / 255, green: 0.5, blue: 0.5)))
        XCTAssertFalse(base.isClose(to: NavigationColor(red: 0.5 + 2 / 255, green: 0.5, blue: 0.5)))
        XCTAssertFalse(base.isClose(to: NavigationColor(red: 0.5, green: 0.5, blue: 0.5 - 2 / 255)))
        XCTAssertFalse(base.isClose(to: NavigationColor(red: 0.5, green: 0.5, blue: 0.5, alpha: 0.99)))
    }

    func testLuminanceFollowsWCAG() {
        XCTAssertEqual(NavigationColor.white.relativeLuminance, 1, accuracy: 1e-12)
        XCTAssertEqual(NavigationColor.black.relativeLuminance, 0, accuracy: 1e-12)
        // The channel weights.
        XCTAssertEqual(NavigationColor(red: 1, green: 0, blue: 0).relativeLuminance, 0.2126, accuracy: 1e-12)
        XCTAssertEqual(NavigationColor(red: 0, green: 1, blue: 0).relativeLuminance, 0.7152, accuracy: 1e-12)
        XCTAssertEqual(NavigationColor(red: 0, green: 0, blue: 1).relativeLuminance, 0.0722, accuracy: 1e-12)
        // Below 0.04045 the transfer function is linear, above it the 2.4 power curve.
        XCTAssertEqual(NavigationColor(red: 0.04, green: 0.04, blue: 0.04).relativeLuminance, 0.04 / 12.92, accuracy: 1e-12)
        XCTAssertEqual(NavigationColor(red: 0.5, green: 0.5, blue: 0.5).relativeLuminance, 0.21404, accuracy: 1e-5)
    }

    func testContrastRatios() {
        XCTAssertEqual(NavigationColor.black.contrastRatio(with: .white), 21, accuracy: 1e-9)
        XCTAssertEqual(NavigationColor.white.contrastRatio(with: .black), 21, accuracy: 1e-9)
        XCTAssertEqual(NavigationColor.white.contrastRatio(with: .white), 1, accuracy: 1e-12)
        // #767676 on white is the well-known smallest grey that passes 4.5:1.
        let grey = NavigationColor(red: 118 / 255, green: 118 / 255, blue: 118 / 255)
        XCTAssertEqual(grey.contrastRatio(with: .white), 4.54, accuracy: 0.01)
        // The system blue on white, as navgen's tint checks see it.
        XCTAssertEqual(NavigationColor(red: 0, green: 122 / 255, blue: 1).contrastRatio(with: .white), 4.02, accuracy: 0.01)
    }

    func testContrastIgnoresAlphaSoTranslucentColoursAreCompositedFirst() {
        let translucent = NavigationColor(red: 0, green: 0, blue: 0, alpha: 0.1)
        XCTAssertEqual(translucent.contrastRatio(with: .white), 21, accuracy: 1e-9)
        XCTAssertLessThan(translucent.over(.white).contrastRatio(with: .white), 1.3)
    }

    func testSystemMaterialsSeenOverContent() {
        let light = NavigationBarBackground.system(.default).visibleColor(over: .white)
        XCTAssertEqual(light.red, (247.0 / 255) * 0.8 + 0.2, accuracy: 1e-12)
        let dark = NavigationBarBackground.system(.black).visibleColor(over: .black)
        XCTAssertEqual(dark.red, (28.0 / 255) * 0.729, accuracy: 1e-12)
        XCTAssertEqual(NavigationBarBackground.image(name: "bar", alpha: 1).visibleColor(over: .black), .black)
        XCTAssertEqual(NavigationBarBackground.transparent.visibleColor(over: .white), .white)
        XCTAssertEqual(NavigationBarBackground.color(NavigationColor(red: 1, green: 0, blue: 0)).visibleColor(over: .white),
                       NavigationColor(red: 1, green: 0, blue: 0))
    }

    /// An opaque bar lets no content through: the system backs it with its style's black or white.
    func testAnOpaqueSystemBarIsItsStylesSolidColour() {
        var bar = NavigationBarAppearance()
        bar.background = .system(.black)
        bar.translucent = false
        XCTAssertEqual(bar.visibleBackground, .black)
        bar.background = .system(.default)
        XCTAssertEqual(bar.visibleBackground, .white)
        bar.usesDarkAppearance = true
        XCTAssertEqual(bar.visibleBackground, .white, "the style says the colour; in a dark mode the cascade gives the black style")
        bar.translucent = true
        bar.usesDarkAppearance = false
        XCTAssertEqual(bar.visibleBackground, NavigationBarBackground.defaultMaterial.over(.white), "a translucent bar shows the content through its material")
    }

    func testBackgroundsMatchWithinTheirTolerances() {
        let color = NavigationColor(red: 0.2, green: 0.4, blue: 0.6)
        XCTAssertTrue(NavigationBarBackground.color(color).matches(.color(NavigationColor(red: 0.2 + 1 / 255, green: 0.4, blue: 0.6))))
        XCTAssertFalse(NavigationBarBackground.color(color).matches(.color(NavigationColor(red: 0.2 + 2 / 255, green: 0.4, blue: 0.6))))
        XCTAssertTrue(NavigationBarBackground.image(name: "a", alpha: 0.5).matches(.image(name: "a", alpha: 0.505)))
        XCTAssertFalse(NavigationBarBackground.image(name: "a", alpha: 0.5).matches(.image(name: "a", alpha: 0.52)))
        XCTAssertFalse(NavigationBarBackground.image(name: "a", alpha: 1).matches(.image(name: "b", alpha: 1)))
        XCTAssertTrue(NavigationBarBackground.system(.black).matches(.system(.black)))
        XCTAssertFalse(NavigationBarBackground.system(.black).matches(.system(.default)))
        XCTAssertTrue(NavigationBarBackground.transparent.matches(.transparent))
        XCTAssertFalse(NavigationBarBackground.transparent.matches(.color(.clear)))
    }
}
