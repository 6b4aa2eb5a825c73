import XCTest
@testable import NavgenCore

/// A storyboard's named colour is the asset catalogue's at run time (`UIColor(named:)`), with its dark variant; the
/// copy Xcode embeds under `<resources>` stands in only where the run does not read the colour set.
final class NamedColorAssetTests: XCTestCase {
    private static let storyboard = """
        <?xml version="1.0" encoding="UTF-8"?>
        <document type="com.apple.InterfaceBuilder3.CocoaTouch.Storyboard.XIB" version="3.0" toolsVersion="22505" targetRuntime="iOS.CocoaTouch" initialViewController="nav">
            <scenes>
                <scene sceneID="s1">
                    <objects>
                        <navigationController id="nav" sceneMemberID="viewController">
                            <navigationBar key="navigationBar" contentMode="scaleToFill" id="bar">
                                <color key="barTintColor" name="Brand"/>
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
            <resources>
                <namedColor name="Brand">
                    <color red="1" green="0" blue="0" alpha="1" colorSpace="custom" customColorSpace="sRGB"/>
                </namedColor>
            </resources>
        </document>
        """

    private static let brandColorSet = """
        {"colors": [
          {"idiom": "universal", "color": {"color-space": "srgb", "components": {"red": "0x00", "green": "0x00", "blue": "0xAA", "alpha": "1.000"}}},
          {"idiom": "universal", "appearances": [{"appearance": "luminosity", "value": "dark"}],
           "color": {"color-space": "srgb", "components": {"red": "0xFF", "green": "0xFF", "blue": "0x00", "alpha": "1.000"}}}
        ], "info": {"author": "xcode", "version": 1}}
        """

    private func listBackgrounds(_ files: [String: String]) throws -> [String: NavigationBarBackground] {
        let result = try TestSupport.analyse(files, self)
        XCTAssertTrue(result.diagnostics.errors.isEmpty, result.diagnostics.summary)
        return try result.legacyBackgrounds(of: "list")
    }

    func testTheColourSetWinsOverTheEmbeddedCopyInEveryMode() throws {
        let backgrounds = try listBackgrounds([
            "Main.storyboard": Self.storyboard,
            "Assets.xcassets/Brand.colorset/Contents.json": Self.brandColorSet,
        ])
        XCTAssertEqual(backgrounds["light"], .color(try XCTUnwrap(HexColor.parse("#0000AAFF"))))
        XCTAssertEqual(backgrounds["dark"], .color(try XCTUnwrap(HexColor.parse("#FFFF00FF"))))
    }

    func testWithoutTheColourSetTheEmbeddedCopyIsRead() throws {
        let backgrounds = try listBackgrounds(["Main.storyboard": Self.storyboard])
        XCTAssertEqual(backgrounds, [TokenCatalogue.defaultMode: .color(RGBA(red: 1, green: 0, blue: 0, alpha: 1))])
    }

    /// Another colour set in the run does not stand for this one.
    func testAnotherColourSetLeavesTheEmbeddedCopy() throws {
        let backgrounds = try listBackgrounds([
            "Main.storyboard": Self.storyboard,
            "Assets.xcassets/Accent.colorset/Contents.json": Self.brandColorSet,
        ])
        XCTAssertEqual(backgrounds["dark"], .color(RGBA(red: 1, green: 0, blue: 0, alpha: 1)))
    }
}
