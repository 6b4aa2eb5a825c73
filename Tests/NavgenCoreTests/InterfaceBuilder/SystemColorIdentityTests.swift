import XCTest
@testable import NavgenCore

/// A system colour keeps its name from every source that writes one, so that the glue and the token constants hand UIKit
/// the system colour itself (which follows the contrast setting and the release's palette), while navgen checks its
/// documented value in the mode: a storyboard's `systemColor`, a navigation map's Swift name, an asset catalogue's
/// reference, through a token that aliases it. A fixed colour (`blackColor`) is its components only.
final class SystemColorIdentityTests: XCTestCase {
    func testEachSourceOfASystemColourKeepsItsName() throws {
        let storyboard = SystemColorAppearancesTests.storyboard(background: #"<color key="backgroundColor" systemColor="groupTableViewBackgroundColor"/>"#)
            .replacingOccurrences(of: #"<navigationItem key="navigationItem" title="List" id="item"/>"#, with: """
                <navigationItem key="navigationItem" title="List" id="item">
                    <barButtonItem key="rightBarButtonItem" title="Add" id="add">
                        <color key="tintColor" systemColor="labelColor"/>
                    </barButtonItem>
                </navigationItem>
                """)
        let map = """
            <navigation>
              <navigationController id="maps" root="home" tintColor="systemBlue" titleColor="{brand.title}"/>
              <screen id="home" barTintColor="{asset.Bar}"/>
              <screen id="fixed" barTintColor="{asset.Black}"/>
              <screen id="written" barTintColor="{brand.written}"/>
            </navigation>
            """
        let folder = try TestSupport.temporaryFolder(self)
        try TestSupport.write([
            "Main.storyboard": storyboard,
            "app.nav.xml": map,
            "brand.tokens.json": #"{"brand": {"title": {"$type": "color", "$value": "{asset.Title}"}, "written": {"$type": "color", "$value": {"colorSpace": "srgb", "components": [0, 0, 0]}, "$extensions": {"navgen": {"systemColor": "label"}}}}}"#,
            "A.xcassets/Bar.colorset/Contents.json": #"{"colors": [{"idiom": "universal", "color": {"reference": "systemBackgroundColor"}}]}"#,
            "A.xcassets/Title.colorset/Contents.json": #"{"colors": [{"idiom": "universal", "color": {"reference": "label"}}]}"#,
            "A.xcassets/Black.colorset/Contents.json": #"{"colors": [{"idiom": "universal", "color": {"reference": "blackColor"}}]}"#,
        ], in: folder)
        let result = Navgen.generate(Navgen.Options(inputs: [folder.path]))
        XCTAssertTrue(result.diagnostics.errors.isEmpty, result.diagnostics.summary)
        func bar(_ screen: String, _ mode: String = "dark") throws -> BarAppearance {
            try XCTUnwrap(result.model?.screens.first { $0.id == screen }?.appearances.first { $0.key.mode == mode && $0.key.design == .legacy }?.value,
                          "\(screen) \(mode)")
        }
        guard case .color(let grouped) = try bar("list").background else { return XCTFail("no colour") }
        XCTAssertEqual(grouped.system, .systemGroupedBackground, "deprecated in iOS 13 for the same dynamic colour")
        XCTAssertEqual(grouped.hex, "#000000FF", "its documented dark value, which navgen checks")
        guard case .color(let light) = try bar("list", "light").background else { return XCTFail("no colour") }
        XCTAssertEqual([light.hex, light.system?.rawValue], ["#F2F2F7FF", "systemGroupedBackground"])
        XCTAssertEqual(try bar("home", "light").tintColor.map { [$0.hex, $0.system?.rawValue] }, ["#007AFFFF", "systemBlue"])
        XCTAssertNil(try bar("fixed", "light").barTintColor?.system)
        XCTAssertEqual(try bar("list").rightItems.first?.tintColor?.system, .label)
        XCTAssertEqual(try bar("home").tintColor?.system, .systemBlue)
        XCTAssertEqual(try bar("home").titleColor?.system, .label, "through the token that aliases the colour set")
        XCTAssertEqual(try bar("home").barTintColor?.system, .systemBackground)
        XCTAssertNil(try bar("fixed").barTintColor?.system)
        XCTAssertEqual(try bar("fixed").barTintColor?.hex, "#000000FF")
        XCTAssertNil(try bar("written").barTintColor?.system, "a note a user writes in $extensions is no system colour")

        let generated = try XCTUnwrap(result.files.first { $0.path.hasSuffix("NavigationTokens.swift") }.map { String(decoding: $0.bytes, as: UTF8.self) })
        XCTAssertTrue(generated.contains("NavigationColor(red: 1, green: 1, blue: 1, system: .systemBackground)"), generated)
        XCTAssertTrue(generated.contains("NavigationColor(red: 0, green: 0, blue: 0, system: .label)"), generated)
        XCTAssertFalse(generated.contains("system: .black"), generated)
    }

    /// Where the inputs have modes for increased contrast (a colour set's `contrast` `high` entries, element-x's
    /// `accent-color`), a system colour takes its value for it there, as UIKit shows it: system blue at increased
    /// contrast in light is #0040DD, and against this bar it fails where #007AFF passed (3.5:1).
    func testASystemColourTakesItsIncreasedContrastValueInSuchAMode() throws {
        let bar = #"{"idiom": "universal", "color": {"color-space": "srgb", "components": {"red": "0x00", "green": "0x3B", "blue": "0x5D"}}}, "#
            + #"{"idiom": "universal", "appearances": [{"appearance": "contrast", "value": "high"}], "color": {"color-space": "srgb", "components": {"red": "0x00", "green": "0x2E", "blue": "0x4A"}}}"#
        let result = try TestSupport.analyse([
            "A.xcassets/Bar.colorset/Contents.json": #"{"colors": ["# + bar + "]}",
            "A.xcassets/Info.colorset/Contents.json": #"{"colors": [{"idiom": "universal", "color": {"reference": "systemBlueColor"}}]}"#,
            "app.nav.xml": ##"<navigation><navigationController id="n" root="home" barTintColor="{asset.Bar}"/><screen id="home" tintColor="{asset.Info}" titleColor="#FFFFFF"/><screen id="map" tintColor="systemBlue"/></navigation>"##,
        ], self)
        XCTAssertEqual(result.model?.modes, ["light", "dark", "high-contrast-light", "high-contrast-dark"])
        func tint(_ screen: String, _ mode: String) -> String? {
            result.model?.screens.first { $0.id == screen }?.appearances.first { $0.key.mode == mode && $0.key.design == .legacy }?.value.tintColor
                .map { "\($0.hex) \($0.system?.rawValue ?? "")" }
        }
        XCTAssertEqual(result.model?.modes.map { tint("home", $0) },
                       ["#007AFFFF systemBlue", "#0A84FFFF systemBlue", "#0040DDFF systemBlue", "#409CFFFF systemBlue"])
        XCTAssertEqual(tint("map", "high-contrast-dark"), "#409CFFFF systemBlue")
        let low = result.diagnostics.with(rule: "low-tint-contrast").filter { $0.message.contains("#0040DDFF") }
        XCTAssertEqual(low.count, 1, result.diagnostics.summary)
    }

    /// Liquid Glass runs on iOS 26 and later, whose hues changed (system blue is #0088FF, #0091FF in dark): a system
    /// colour there has its iOS 26 value, the legacy design's stays iOS 18's; the grays did not change.
    func testUnderLiquidGlassASystemColourHasItsIOS26Hue() throws {
        let result = try TestSupport.analyse([
            "app.nav.xml": #"<navigation deploymentTarget="18.0"><navigationController id="n" root="home"/><screen id="home" tintColor="systemBlue" titleColor="systemGray"/></navigation>"#,
        ], self)
        func bar(_ mode: String, _ design: NavigationDesign) -> BarAppearance? {
            result.model?.screens.first { $0.id == "home" }?.appearances.first { $0.key.mode == mode && $0.key.design == design }?.value
        }
        XCTAssertEqual(result.model?.modes, ["light", "dark"])
        XCTAssertEqual(["light", "dark"].map { bar($0, .legacy)?.tintColor?.hex }, ["#007AFFFF", "#0A84FFFF"])
        XCTAssertEqual(["light", "dark"].map { bar($0, .glass)?.tintColor?.hex }, ["#0088FFFF", "#0091FFFF"])
        XCTAssertEqual(bar("light", .glass)?.tintColor?.system, .systemBlue)
        XCTAssertEqual(bar("light", .glass)?.titleColor?.hex, bar("light", .legacy)?.titleColor?.hex)
    }
}
