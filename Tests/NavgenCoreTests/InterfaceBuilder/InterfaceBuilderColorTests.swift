import XCTest
@testable import NavgenCore

/// Every colour form Xcode writes, read from a navigation bar's `barTintColor`.
final class InterfaceBuilderColorTests: XCTestCase {
    /// Reads `<color key="barTintColor" …>` (the given attributes) on a navigation bar and returns its value.
    private func barTint(_ attributes: String, resources: String = "", file: StaticString = #filePath, line: UInt = #line)
        -> (value: SourceValue?, diagnostics: [Diagnostic]) {
        let text = IBTest.storyboard(resources: resources, """
                <scene sceneID="scn-00-001">
                    <objects>
                        <navigationController id="nav-00-001" sceneMemberID="viewController">
                            <navigationBar key="navigationBar" contentMode="scaleToFill" id="bar-00-001">
                                <color key="barTintColor" \(attributes)/>
                            </navigationBar>
                        </navigationController>
                    </objects>
                </scene>
        """)
        let (document, diagnostics) = IBTest.read(text, file: file, line: line)
        return (document.controller("nav-00-001")?.properties[.barTintColor], diagnostics)
    }

    func testSRGBComponentsBecomeUpperCaseHexWithAlpha() {
        let (value, diagnostics) = barTint(#"red="0.10196078431372549" green="0.10196078431372549" blue="0.10196078431372549" alpha="1" colorSpace="custom" customColorSpace="sRGB""#)
        XCTAssertEqual(value?.text, "#1A1A1AFF")
        XCTAssertEqual(value?.modeValues, [:])
        XCTAssertEqual(diagnostics, [])
    }

    func testDeviceRGBIsTakenAsSRGB() {
        XCTAssertEqual(barTint(#"red="0.0" green="0.47843137254901963" blue="1" alpha="1" colorSpace="deviceRGB""#).value?.text, "#007AFFFF")
    }

    /// Generic RGB (the colour picker's default before Xcode 8) as UIKit shows it: (84, 124, 224) is sRGB (102, 146,
    /// 230) as measured on a device (keyboardfuel.com), and the crayon red is the familiar #FF2600.
    func testCalibratedRGBIsGenericRGBConvertedToSRGB() {
        XCTAssertEqual(barTint(#"red="0.32941176470588235" green="0.48627450980392156" blue="0.8784313725490196" alpha="1" colorSpace="calibratedRGB""#)
            .value?.text, "#6692E6FF")
        XCTAssertEqual(barTint(#"red="1" green="0.0" blue="0.0" alpha="0.5" colorSpace="custom" customColorSpace="calibratedRGB""#).value?.text, "#FF260080")
        XCTAssertEqual(barTint(#"red="1" green="1" blue="1" alpha="1" colorSpace="calibratedRGB""#).value?.text, "#FFFFFFFF")
    }

    /// A document Xcode 7 or earlier saved is not colour-matched (no `colorMatched="YES"`): its calibrated colours are
    /// built as written.
    func testAnOlderDocumentsCalibratedColoursAreTakenAsWritten() throws {
        let text = IBTest.storyboard("""
                <scene sceneID="scn-00-001">
                    <objects>
                        <navigationController id="nav-00-001" sceneMemberID="viewController">
                            <navigationBar key="navigationBar" contentMode="scaleToFill" id="bar-00-001">
                                <color key="barTintColor" red="0.32941176470588235" green="0.48627450980392156" blue="0.8784313725490196" alpha="1" colorSpace="calibratedRGB"/>
                                <color key="tintColor" white="0.33333333333333331" alpha="1" colorSpace="calibratedWhite"/>
                            </navigationBar>
                        </navigationController>
                    </objects>
                </scene>
        """).replacingOccurrences(of: #" colorMatched="YES""#, with: "")
        let (document, diagnostics) = IBTest.read(text)
        XCTAssertEqual(diagnostics, [])
        let bar = try XCTUnwrap(document.controller("nav-00-001")?.appearance("navigationBar"))
        XCTAssertEqual(bar.properties[.barTintColor]?.text, "#547CE0FF")
        XCTAssertEqual(bar.properties[.tintColor]?.text, "#555555FF")
    }

    /// Generic Gray's 85 reads back as 104 on a device; the gamma 2.2 and device greys are taken as written.
    func testWhiteFormsAreGreys() {
        XCTAssertEqual(barTint(#"white="1" alpha="1" colorSpace="calibratedWhite""#).value?.text, "#FFFFFFFF")
        XCTAssertEqual(barTint(#"white="0.0" alpha="0.0" colorSpace="custom" customColorSpace="genericGamma22GrayColorSpace""#).value?.text, "#00000000")
        XCTAssertEqual(barTint(#"white="0.33333333333333331" alpha="1" colorSpace="custom" customColorSpace="calibratedWhite""#).value?.text, "#686868FF")
        XCTAssertEqual(barTint(#"white="0.5" alpha="1" colorSpace="deviceWhite""#).value?.text, "#808080FF")
    }

    func testDisplayP3IsConvertedToSRGB() {
        // Display P3 (1, 0, 0) lies outside sRGB: converted and clamped it is pure red, and navgen says so.
        let wide = barTint(#"red="1" green="0.0" blue="0.0" alpha="1" colorSpace="custom" customColorSpace="displayP3""#)
        XCTAssertEqual(wide.value?.text, "#FF0000FF")
        XCTAssertEqual(wide.diagnostics.map(\.rule), ["out-of-gamut"])
        XCTAssertEqual(wide.diagnostics.first.map { [$0.location.line, $0.location.column] }, [14, 25], "at the <color>")
        // Greys are the same in both spaces; other colours move (checked against the CSS Color 4 matrices), silently.
        let grey = barTint(#"red="0.5" green="0.5" blue="0.5" alpha="1" colorSpace="custom" customColorSpace="displayP3""#)
        XCTAssertEqual(grey.value?.text, "#808080FF")
        XCTAssertEqual(grey.diagnostics, [])
        XCTAssertEqual(barTint(#"red="0.2" green="0.4" blue="0.6" alpha="1" colorSpace="custom" customColorSpace="displayP3""#).value?.text, "#1B689DFF")
    }

    func testSystemColorsHaveTheirLightAndDarkValues() {
        let value = barTint(#"systemColor="systemBlueColor""#).value
        XCTAssertEqual(value?.text, "#007AFFFF")
        XCTAssertEqual(value?.modeValues, ["light": "#007AFFFF", "dark": "#0A84FFFF"])
        let background = barTint(#"systemColor="systemBackgroundColor""#).value
        XCTAssertEqual(background?.modeValues, ["light": "#FFFFFFFF", "dark": "#000000FF"])
        let label = barTint(#"systemColor="secondaryLabelColor""#).value
        XCTAssertEqual(label?.modeValues, ["light": "#3C3C4399", "dark": "#EBEBF599"])
    }

    func testAnUnknownSystemColorFallsBackToTheDocumentsResource() {
        let resources = """
                <systemColor name="systemFutureColor">
                    <color red="0.2" green="0.4" blue="0.6" alpha="1" colorSpace="custom" customColorSpace="sRGB"/>
                </systemColor>
        """
        let (value, diagnostics) = barTint(#"systemColor="systemFutureColor""#, resources: resources)
        XCTAssertEqual(value?.text, "#336699FF")
        XCTAssertEqual(diagnostics, [])
        XCTAssertNil(barTint(#"systemColor="systemUnheardOfColor""#).value, "unknown and not embedded: skipped")
    }

    func testCocoaTouchSystemColorsHaveTheirFixedValues() {
        XCTAssertEqual(barTint(#"cocoaTouchSystemColor="darkTextColor""#).value?.text, "#000000FF")
        XCTAssertEqual(barTint(#"cocoaTouchSystemColor="groupTableViewBackgroundColor""#).value?.text, "#EFEFF4FF")
        XCTAssertEqual(barTint(#"cocoaTouchSystemColor="lightTextColor""#).value?.text, "#FFFFFF99")
    }

    func testNamedColorsUseTheEmbeddedValueAndRememberTheAsset() {
        let resources = """
                <namedColor name="My Red">
                    <color red="0.72156864404678345" green="0.027450980618596077" blue="0.10196078568696976" alpha="1" colorSpace="custom" customColorSpace="displayP3"/>
                </namedColor>
                <namedColor name="brand">
                    <color white="0.0" alpha="1" colorSpace="custom" customColorSpace="genericGamma22GrayColorSpace"/>
                </namedColor>
        """
        let brand = barTint(#"name="brand""#, resources: resources).value
        XCTAssertEqual(brand?.text, "#000000FF")
        XCTAssertEqual(brand?.assetName, "brand")
        let red = barTint(#"name="My Red""#, resources: resources).value
        XCTAssertEqual(red?.assetName, "My Red")
        XCTAssertEqual(red?.text, ColorSpaceConversion.clampedSRGB(
            space: "display-p3", components: [0.72156864404678345, 0.027450980618596077, 0.10196078568696976], alpha: 1).hex)
    }

    func testANamedColorWithoutAnEmbeddedValueIsAnAssetReference() {
        let (value, diagnostics) = barTint(#"name="barBackgroundColor""#)
        XCTAssertEqual(value?.text, "{asset.barBackgroundColor}")
        XCTAssertEqual(value?.tokenReference, "asset.barBackgroundColor")
        XCTAssertEqual(diagnostics, [])
    }

    func testCatalogColorsResolveOnlyWhenTheyAreUIKitSystemColors() {
        XCTAssertEqual(barTint(#"name="systemRedColor" catalog="System" colorSpace="catalog""#).value?.text, "#FF3B30FF")
        XCTAssertNil(barTint(#"name="controlColor" catalog="System" colorSpace="catalog""#).value)
    }

    func testColorSpacesNavgenDoesNotConvertAreSkippedSilently() {
        let (value, diagnostics) = barTint(#"cyan="1" magenta="0" yellow="0" black="0" alpha="1" colorSpace="custom" customColorSpace="genericCMYKColorSpace""#)
        XCTAssertNil(value)
        XCTAssertEqual(diagnostics, [])
    }

    func testAMalformedColorIsAnErrorAtTheComponent() {
        let text = """
        <?xml version="1.0" encoding="UTF-8"?>
        <document type="com.apple.InterfaceBuilder3.CocoaTouch.Storyboard.XIB" version="3.0" toolsVersion="22505" targetRuntime="iOS.CocoaTouch">
            <scenes>
                <scene sceneID="scn-00-001">
                    <objects>
                        <navigationController id="nav-00-001" sceneMemberID="viewController">
                            <navigationBar key="navigationBar" id="bar-00-001">
                                <color key="barTintColor" red="0.5" green="zero" blue="0.0" alpha="1" colorSpace="custom" customColorSpace="sRGB"/>
                                <color key="tintColor" white="1" colorSpace="calibratedRGB"/>
                            </navigationBar>
                        </navigationController>
                    </objects>
                </scene>
            </scenes>
        </document>
        """
        let (document, diagnostics) = IBTest.read(text, path: "Bad.storyboard")
        XCTAssertEqual(diagnostics.map { "\($0.location) \($0.severity.rawValue) [\($0.rule)]" }, [
            "Bad.storyboard:8:61 error [invalid-color]",
            "Bad.storyboard:9:25 error [invalid-color]",
        ])
        XCTAssertEqual(diagnostics.first?.message, "colour component 'green' must be a number, found 'zero'")
        XCTAssertEqual(diagnostics.last?.message, "this <color> has no 'red' component; expected red, green, blue and alpha")
        XCTAssertNil(document.controller("nav-00-001")?.properties[.barTintColor])
    }
}
