import XCTest
@testable import NavgenCore

/// Which mode the glue picks for each interface style and contrast, from the modes' names.
final class TraitModesTests: XCTestCase {
    private func traits(_ modes: [String]) throws -> [String] {
        let picked = try XCTUnwrap(TraitModes(modes, names: NameTable(modes)))
        return [picked.light, picked.dark, picked.lightHighContrast, picked.darkHighContrast]
    }

    func testStyleAndContrastFromTheNames() throws {
        XCTAssertEqual(try traits(["light", "dark", "dark-highContrast"]), ["light", "dark", "light", "darkHighContrast"])
        // Terrazzo's example of Apple's colours names the accessible ones `_ax`.
        XCTAssertEqual(try traits(["light", "dark", "light_ax", "dark_ax"]), ["light", "dark", "lightAx", "darkAx"])
        XCTAssertEqual(try traits(["Light", "Dark", "Light HC", "Dark HC"]), ["light", "dark", "lightHC", "darkHC"])
        // Style Dictionary's dark-mode example names its variants `hc` and `hcDark`; a capital begins a word.
        XCTAssertEqual(try traits(["light", "dark", "hc", "hcDark"]), ["light", "dark", "hc", "hcDark"])
        // Without a dark one, the contrast mode that says no style is light's.
        XCTAssertEqual(try traits(["light", "dark", "hc"]), ["light", "dark", "hc", "dark"])
        XCTAssertEqual(try traits(["light", "dark", "lightHC", "darkHC"]), ["light", "dark", "lightHC", "darkHC"])
        XCTAssertEqual(try traits(["light", "dark", "HCLight", "HCDark"]), ["light", "dark", "hcLight", "hcDark"])
        // A word that merely contains the letters is no contrast mode.
        XCTAssertEqual(try traits(["light", "dark", "darkax"]), ["light", "dark", "light", "dark"])
        // Modes that say no style: the first for every trait.
        XCTAssertEqual(try traits(["Round", "Sharp"]), ["round", "round", "round", "round"])
    }

    /// Two axes with light and dark each (two brands' themes): a style's mode is one whose every part says it.
    func testAModeThatSaysBothStylesIsNeitherStylesFirstChoice() throws {
        XCTAssertEqual(try traits(["A/Light-B/Light", "A/Light-B/Dark", "A/Dark-B/Light", "A/Dark-B/Dark"]),
                       ["aLightBLight", "aDarkBDark", "aLightBLight", "aDarkBDark"])
    }
}
