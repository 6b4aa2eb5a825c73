import XCTest
@testable import NavgenCore

/// A storyboard's system colours follow the interface style, so a bar drawn with one is checked in light and dark mode
/// whether or not a token file declares those modes.
final class SystemColorAppearancesTests: XCTestCase {
    static func storyboard(background: String) -> String {
        """
        <?xml version="1.0" encoding="UTF-8"?>
        <document type="com.apple.InterfaceBuilder3.CocoaTouch.Storyboard.XIB" version="3.0" toolsVersion="21701" targetRuntime="iOS.CocoaTouch" initialViewController="nav">
            <scenes>
                <scene sceneID="s1">
                    <objects>
                        <navigationController id="nav" sceneMemberID="viewController">
                            <navigationBar key="navigationBar" contentMode="scaleToFill" id="bar">
                                <navigationBarAppearance key="standardAppearance">
                                    \(background)
                                    <textAttributes key="titleTextAttributes">
                                        <color key="textColor" white="0.0" alpha="1" colorSpace="custom" customColorSpace="genericGamma22GrayColorSpace"/>
                                    </textAttributes>
                                </navigationBarAppearance>
                                <navigationBarAppearance key="scrollEdgeAppearance">
                                    \(background)
                                    <textAttributes key="titleTextAttributes">
                                        <color key="textColor" white="0.0" alpha="1" colorSpace="custom" customColorSpace="genericGamma22GrayColorSpace"/>
                                    </textAttributes>
                                </navigationBarAppearance>
                            </navigationBar>
                            <connections>
                                <segue destination="list" kind="relationship" relationship="rootViewController" id="r1"/>
                            </connections>
                        </navigationController>
                    </objects>
                </scene>
                <scene sceneID="s2">
                    <objects>
                        <viewController id="list" sceneMemberID="viewController">
                            <navigationItem key="navigationItem" title="List" id="item"/>
                        </viewController>
                    </objects>
                </scene>
            </scenes>
        </document>
        """
    }

    static let systemBackground = #"<color key="backgroundColor" systemColor="systemBackgroundColor"/>"#

    /// The bar `systemBackground` gives in a mode: its documented value there, which the glue hands UIKit as the system
    /// colour itself.
    static func systemBackground(_ value: NavigationColor) -> NavigationBarBackground {
        var color = value
        color.system = .systemBackground
        return .color(color)
    }


    func testASystemColourOnABarGivesLightAndDarkModes() throws {
        let result = try TestSupport.analyse(["Main.storyboard": Self.storyboard(background: Self.systemBackground)], self)
        XCTAssertEqual(result.model?.modes, ["light", "dark"])
        XCTAssertEqual(try result.legacyBackgrounds(of: "list"), ["light": Self.systemBackground(.white), "dark": Self.systemBackground(.black)])
        // A fixed black title is black on black in dark mode.
        let dark = result.diagnostics.filter { $0.rule == "low-title-contrast" }
        XCTAssertEqual(dark.map(\.message).filter { $0.contains("in mode 'dark'") }.count, 1, dark.map(\.message).joined(separator: "\n"))
    }

    func testFixedColoursKeepTheDefaultMode() throws {
        let fixed = #"<color key="backgroundColor" white="1" alpha="1" colorSpace="custom" customColorSpace="genericGamma22GrayColorSpace"/>"#
        let result = try TestSupport.analyse(["Main.storyboard": Self.storyboard(background: fixed)], self)
        XCTAssertEqual(result.model?.modes, [TokenCatalogue.defaultMode])
    }

    /// The tokens' own modes combine with the appearance axis, and each dark mode takes the colour's dark value.
    func testOtherModesCombineWithTheAppearances() throws {
        let result = try TestSupport.analyse([
            "Main.storyboard": Self.storyboard(background: Self.systemBackground),
            "brand.resolver.json": """
            {"version": "2025.10", "modifiers": {"brand": {"contexts": {"a": [], "b": []}, "default": "a"}},
             "resolutionOrder": [{"$ref": "#/modifiers/brand"}]}
            """,
        ], self)
        XCTAssertTrue(result.diagnostics.errors.isEmpty, result.diagnostics.summary)
        XCTAssertEqual(result.model?.modes, ["a-light", "a-dark", "b-light", "b-dark"])
        XCTAssertEqual(try result.legacyBackgrounds(of: "list")["b-dark"], Self.systemBackground(.black))
        XCTAssertEqual(try result.legacyBackgrounds(of: "list")["b-light"], Self.systemBackground(.white))
    }
}
