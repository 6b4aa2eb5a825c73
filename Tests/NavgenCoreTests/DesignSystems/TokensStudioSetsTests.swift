import XCTest
@testable import NavgenCore

/// The three Tokens Studio sets of `../shared/corpus/design-systems`, read whole as a team would point navgen at
/// them, with a navigation map beside each (in the test's own folder) whose screen uses two of the set's colour tokens.
/// The expected bar colours are worked out by hand from the set's files, written here, and checked in every mode.
final class TokensStudioSetsTests: XCTestCase {
    private func analyse(_ set: String, barTint: String, title: String) throws -> Navgen.Result {
        let folder = try TestSupport.requireShared().appendingPathComponent("corpus/design-systems/\(set)")
        let beside = try TestSupport.temporaryFolder(self)
        let map = beside.appendingPathComponent("app.nav.xml")
        try TestSupport.write(["app.nav.xml": """
            <navigation deploymentTarget="15.0">
              <navigationController id="main" root="home"/>
              <screen id="home" title="Home" barTintColor="\(barTint)" titleColor="\(title)"/>
            </navigation>
            """], in: beside)
        return Navgen.analyse(Navgen.Options(inputs: [folder.path, map.path]))
    }

    /// The bar's background and title colour in every mode, as `#RRGGBBAA`; no errors.
    private func bars(_ result: Navgen.Result, file: StaticString = #filePath, line: UInt = #line) -> [String: [String]] {
        let errors = result.diagnostics.errors
        XCTAssertTrue(errors.isEmpty, TestSupport.lines(errors).joined(separator: "\n"), file: file, line: line)
        guard let model = result.model, let screen = model.screen("home") else {
            XCTFail("no screen", file: file, line: line)
            return [:]
        }
        var bars: [String: [String]] = [:]
        for mode in model.modes {
            guard let bar = screen.appearances[Variant(mode: mode, design: .legacy)], case .color(let background) = bar.background else { continue }
            bars[mode] = [background.hex, bar.titleColor?.hex ?? "none"]
        }
        return bars
    }

    func testLionExample() throws {
        // colors.bg.default.color is colors.{green,blue,purple}.600 of primitive/colors.json in the color themes;
        // button.text.color → text.primary.color → colors.white, all from sets that are only sources.
        let result = try analyse("tokens-studio__lion-example__tokens", barTint: "{colors.bg.default.color}", title: "{button.text.color}")
        let expected = ["Green": "#38A169FF", "Blue": "#3182CEFF", "Purple": "#805AD5FF"]
        var wanted: [String: [String]] = [:]
        for brand in ["Casual", "Business"] {
            for (color, hex) in expected { wanted["\(brand)-\(color)"] = [hex, "#FFFFFFFF"] }
        }
        XCTAssertEqual(bars(result), wanted)
        XCTAssertEqual(result.model?.tokens.tokens.keys.sorted(), ["borderRadius.default", "colors.bg.default.color"],
                       "only the enabled sets are exported")
    }

    func testSDTransformsKitchenSink() throws {
        // colors.red.600 darkens #f56565 by 0.1 in srgb: 0.96078 × 0.9 = 86.471%, 0.39608 × 0.9 = 35.647%;
        // colors.blue-alpha is rgba({colors.blue}, 50%): #0000FF at alpha 0.5.
        let result = try analyse("tokens-studio__sd-transforms__kitchen-sink", barTint: "{colors.red.600}", title: "{colors.blue-alpha}")
        XCTAssertEqual(bars(result), ["default": ["#DD5B5BFF", "#0000FF80"]])
        guard case .color(let background)? = result.model?.screen("home")?.appearances[Variant(mode: "default", design: .legacy)]?.background else { return XCTFail() }
        XCTAssertEqual(background.red, 0.86471, accuracy: 1e-9)
        XCTAssertEqual(background.green, 0.35647, accuracy: 1e-9)
    }

    func testNVEDesignsystem() throws {
        // public/theme/{light,dark}.json: background.secondary is brand.400 / brand.250, foreground.primary is
        // accent.500 / accent.200; brand/nve.json defines the shades, brand/varsom.json and brand/rme.json override them.
        let result = try analyse("NVE__Designsystem__tokens", barTint: "{color.brand.background.secondary}", title: "{color.brand.foreground.primary}")
        let shades = ["NVE": (light: ["#D91232FF", "#C6102EFF"], dark: ["#F3203CFF", "#FF7075FF"]),
                      "Varsom": (light: ["#FF7033FF", "#CC3D00FF"], dark: ["#FFA970FF", "#FF773DFF"]),
                      "RME": (light: ["#546FCFFF", "#4461CAFF"], dark: ["#8F9EE0FF", "#91A1F3FF"])]
        var wanted: [String: [String]] = [:]
        for (brand, colours) in shades {
            for device in ["desktop", "desktop-large", "tablet", "mobile", "mobile-small"] {
                wanted["\(brand)-light-\(device)"] = colours.light
                wanted["\(brand)-dark-\(device)"] = colours.dark
            }
        }
        // rme.json writes one shade "#fffffff", seven digits: a genuine mistake, in a token the screen does not use, so
        // a warning and no error.
        XCTAssertEqual(bars(result), wanted)
    }
}
