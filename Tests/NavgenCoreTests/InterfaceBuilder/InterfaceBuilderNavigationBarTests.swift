import XCTest
@testable import NavgenCore

final class InterfaceBuilderNavigationBarTests: XCTestCase {
    private let storyboard = IBTest.storyboard(initial: "nav-00-001", """
            <scene sceneID="scn-00-001">
                <objects>
                    <navigationController id="nav-00-001" customClass="HBDNavigationController" sceneMemberID="viewController">
                        <navigationBar key="navigationBar" contentMode="scaleToFill" barStyle="black" translucent="NO" largeTitles="YES" id="bar-00-001" customClass="HBDNavigationBar">
                            <rect key="frame" x="0.0" y="59" width="393" height="96"/>
                            <autoresizingMask key="autoresizingMask"/>
                            <color key="barTintColor" red="0.10196078431372549" green="0.10196078431372549" blue="0.10196078431372549" alpha="1" colorSpace="custom" customColorSpace="sRGB"/>
                            <color key="tintColor" white="1" alpha="1" colorSpace="custom" customColorSpace="genericGamma22GrayColorSpace"/>
                            <textAttributes key="titleTextAttributes">
                                <fontDescription key="fontDescription" name="Avenir-Heavy" family="Avenir" pointSize="20"/>
                                <color key="textColor" white="1" alpha="1" colorSpace="custom" customColorSpace="genericGamma22GrayColorSpace"/>
                                <color key="textShadowColor" white="0.0" alpha="0.5" colorSpace="calibratedWhite"/>
                                <offsetWrapper key="textShadowOffset" horizontal="0.0" vertical="1"/>
                            </textAttributes>
                            <textAttributes key="largeTitleTextAttributes">
                                <fontDescription key="fontDescription" type="system" weight="heavy" pointSize="34"/>
                                <color key="textColor" systemColor="labelColor"/>
                            </textAttributes>
                            <navigationBarAppearance key="standardAppearance" backgroundEffect="systemChromeMaterial">
                                <color key="backgroundColor" systemColor="systemRedColor"/>
                                <color key="shadowColor" white="0.0" alpha="0.0" colorSpace="custom" customColorSpace="genericGamma22GrayColorSpace"/>
                                <textAttributes key="titleTextAttributes">
                                    <fontDescription key="fontDescription" type="boldSystem" pointSize="17"/>
                                    <color key="textColor" white="1" alpha="1" colorSpace="custom" customColorSpace="genericGamma22GrayColorSpace"/>
                                </textAttributes>
                            </navigationBarAppearance>
                            <navigationBarAppearance key="compactAppearance">
                                <color key="backgroundColor" systemColor="systemGray4Color"/>
                            </navigationBarAppearance>
                            <navigationBarAppearance key="scrollEdgeAppearance" backgroundImage="barBackground">
                                <color key="backgroundColor" white="0.0" alpha="0.0" colorSpace="custom" customColorSpace="genericGamma22GrayColorSpace"/>
                                <textAttributes key="largeTitleTextAttributes">
                                    <fontDescription key="fontDescription" style="UICTFontTextStyleHeadline"/>
                                </textAttributes>
                            </navigationBarAppearance>
                            <navigationBarAppearance key="compactScrollEdgeAppearance" shadowImage="hairline">
                                <color key="backgroundColor" red="0.0" green="0.47843137254901963" blue="1" alpha="1" colorSpace="custom" customColorSpace="sRGB"/>
                            </navigationBarAppearance>
                        </navigationBar>
                        <connections>
                            <segue destination="scr-00-001" kind="relationship" relationship="rootViewController" id="rel-00-001"/>
                        </connections>
                    </navigationController>
                </objects>
            </scene>
            <scene sceneID="scn-00-002">
                <objects>
                    <viewController id="scr-00-001" sceneMemberID="viewController"/>
                </objects>
            </scene>
    """)

    private func navigationController() -> SourceController? {
        let (document, diagnostics) = IBTest.read(storyboard)
        // Each state's appearance looks unlike the standard one (`BarStateAppearancesTests`).
        XCTAssertEqual(diagnostics.map { "\($0.location.line) \($0.rule)" }, ["36 unsupported", "39 unsupported", "45 unsupported"])
        return document.controller("nav-00-001")
    }

    func testTheBarsOwnAttributes() throws {
        let controller = try XCTUnwrap(navigationController())
        XCTAssertEqual(controller.navigationBarClass, "HBDNavigationBar")
        let own = try XCTUnwrap(controller.appearance("navigationBar"))
        XCTAssertEqual(own.properties.mapValues(\.text), [
            .barStyle: "black", .translucent: "false", .prefersLargeTitles: "true",
            .barTintColor: "#1A1A1AFF", .tintColor: "#FFFFFFFF",
            .titleColor: "#FFFFFFFF", .titleFont: "Avenir-Heavy 20",
            .largeTitleColor: "#000000FF", .largeTitleFont: "system 34 800",
        ])
        XCTAssertEqual(own.properties[.largeTitleColor]?.modeValues, ["light": "#000000FF", "dark": "#FFFFFFFF"])
    }

    func testAllFourAppearancesInDocumentOrder() throws {
        let controller = try XCTUnwrap(navigationController())
        XCTAssertEqual(controller.barAppearances.map(\.id),
                       ["navigationBar", "standardAppearance", "compactAppearance", "scrollEdgeAppearance", "compactScrollEdgeAppearance"])
        let standard = try XCTUnwrap(controller.appearance("standardAppearance"))
        XCTAssertEqual(standard.backgroundEffect?.text, "systemChromeMaterial")
        XCTAssertEqual(standard.properties.mapValues(\.text), [
            .barTintColor: "#FF3B30FF", .shadowColor: "#00000000", .titleColor: "#FFFFFFFF", .titleFont: "system 17 700",
        ])
        XCTAssertEqual(standard.properties[.barTintColor]?.modeValues, ["light": "#FF3B30FF", "dark": "#FF453AFF"])
        XCTAssertEqual(controller.appearance("compactAppearance")?.properties[.barTintColor]?.text, "#D1D1D6FF")
        let scrollEdge = try XCTUnwrap(controller.appearance("scrollEdgeAppearance"))
        XCTAssertEqual(scrollEdge.properties.mapValues(\.text), [
            .barTintColor: "#00000000", .barImage: "barBackground", .largeTitleFont: "system 17 600",
        ])
        XCTAssertEqual(controller.appearance("compactScrollEdgeAppearance")?.properties.mapValues(\.text),
                       [.barTintColor: "#007AFFFF", .shadowImage: "hairline"])
    }

    func testTheStandardAppearanceOverridesTheBarInTheControllersDefaults() throws {
        let controller = try XCTUnwrap(navigationController())
        XCTAssertEqual(controller.properties.mapValues(\.text), [
            .barStyle: "black", .translucent: "false", .prefersLargeTitles: "true",
            .barTintColor: "#FF3B30FF", .tintColor: "#FFFFFFFF", .shadowColor: "#00000000",
            .titleColor: "#FFFFFFFF", .titleFont: "system 17 700",
            .largeTitleColor: "#000000FF", .largeTitleFont: "system 34 800",
        ])
        // Each value keeps where it was written: the standard appearance's background colour.
        XCTAssertEqual(controller.properties[.barTintColor]?.location.line, 29)
    }

    func testOldBarStylesAndHiddenBars() {
        let text = IBTest.storyboard("""
                <scene sceneID="scn-00-001">
                    <objects>
                        <navigationController navigationBarHidden="YES" id="nav-00-001" sceneMemberID="viewController">
                            <navigationBar key="navigationBar" contentMode="scaleToFill" barStyle="blackOpaque" id="bar-00-001"/>
                        </navigationController>
                        <navigationController id="nav-00-002" sceneMemberID="viewController">
                            <navigationBar key="navigationBar" contentMode="scaleToFill" barStyle="blackTranslucent" translucent="maybe" id="bar-00-002"/>
                        </navigationController>
                    </objects>
                </scene>
        """)
        let (document, diagnostics) = IBTest.read(text)
        XCTAssertEqual(document.controller("nav-00-001")?.properties.mapValues(\.text), [.barStyle: "black", .barHidden: "true"])
        XCTAssertEqual(document.controller("nav-00-002")?.properties.mapValues(\.text), [.barStyle: "black"])
        XCTAssertEqual(diagnostics.map(\.message), ["'translucent' must be YES or NO, found 'maybe'"])
    }
    /// Focus's action extension draws its Done bar as a navigation bar in its view: said once, where it is, since
    /// the screen's bar would otherwise look planned.
    func testABarPlacedInAViewIsSaidOnce() {
        let source = MarkedSource(##"""
        <?xml version="1.0" encoding="UTF-8"?>
        <document type="com.apple.InterfaceBuilder3.CocoaTouch.Storyboard.XIB" version="3.0" toolsVersion="22505" targetRuntime="iOS.CocoaTouch" initialViewController="c1">
            <scenes>
                <scene sceneID="s1">
                    <objects>
                        <viewController id="c1" sceneMemberID="viewController">
                            <view key="view" id="v1">
                                <subviews>
                                    ↓<navigationBar contentMode="scaleToFill" id="b1">
                                        <items><navigationItem title="Share" id="i1"/></items>
                                    </navigationBar>
                                    <navigationBar contentMode="scaleToFill" id="b2"/>
                                </subviews>
                            </view>
                        </viewController>
                    </objects>
                </scene>
            </scenes>
        </document>
        """##)
        let (_, diagnostics) = IBTest.read(source.text)
        XCTAssertDiagnostic(diagnostics, "unsupported", .warning, at: source)
        XCTAssertEqual(diagnostics.count, 1)
        XCTAssertTrue(diagnostics[0].message.hasPrefix("this storyboard holds 2 navigation bars placed in views, the first here, rather than in a navigation controller"),
                      diagnostics[0].message)
        XCTAssertTrue(diagnostics[0].message.hasSuffix("embed its screen in a navigation controller (Editor ▸ Embed In) for navgen to check the bar"),
                      diagnostics[0].message)
    }

    /// The advice fits where the bar is: a screen a navigation controller already shows is not told to be embedded
    /// (realworld36's), a view xib's bar (a header view) has no screen to embed, and a view controller's own xib's is
    /// its File's Owner's.
    func testABarPlacedInAViewIsAdvisedAsWhereItIs() {
        let stacked = IBTest.storyboard("""
                <scene sceneID="s1">
                    <objects>
                        <navigationController id="n1" sceneMemberID="viewController">
                            <navigationBar key="navigationBar" contentMode="scaleToFill" id="nb1"/>
                            <connections>
                                <segue destination="c1" kind="relationship" relationship="rootViewController" id="r1"/>
                            </connections>
                        </navigationController>
                        <viewController id="c1" sceneMemberID="viewController">
                            <view key="view" id="v1">
                                <subviews>
                                    <navigationBar contentMode="scaleToFill" id="b1"/>
                                </subviews>
                            </view>
                        </viewController>
                    </objects>
                </scene>
        """)
        let header = ##"""
        <?xml version="1.0" encoding="UTF-8"?>
        <document type="com.apple.InterfaceBuilder3.CocoaTouch.XIB" version="3.0" toolsVersion="22505" targetRuntime="iOS.CocoaTouch">
            <objects>
                <view contentMode="scaleToFill" id="h1">
                    <subviews>
                        <navigationBar contentMode="scaleToFill" id="b1"/>
                    </subviews>
                </view>
            </objects>
        </document>
        """##
        XCTAssertEqual(IBTest.read(stacked).1.map(\.message), [
            "this storyboard holds a navigation bar placed in a view rather than in a navigation controller; navgen models the bars of "
                + "navigation controllers, so it does not read or plan it; its screen is in a navigation controller already, whose bar "
                + "navgen checks; this one is drawn beside it",
        ])
        XCTAssertEqual(IBTest.read(header, path: "Header.xib").1.map { String($0.message.split(separator: ";").last ?? "") }, [
            " it is in no screen, so there is no screen's bar to check",
        ])
        // A view controller's own xib (MIT Mobile's date picker): the view is its File's Owner's.
        let owned = header.replacingOccurrences(of: "<objects>", with: #"""
            <objects>
                <placeholder placeholderIdentifier="IBFilesOwner" id="-1" userLabel="File's Owner" customClass="MITDatePickerViewController"/>
            """#)
        XCTAssertEqual(IBTest.read(owned, path: "Picker.xib").1.map { String($0.message.split(separator: ";").last ?? "") }, [
            " it is in the view of the xib's File's Owner, 'MITDatePickerViewController', whose navigation controller's bar navgen "
                + "checks where a storyboard or navigation map shows it",
        ])
    }

    /// Interface Builder's Back Image and Back Mask on a bar: navgen carries no back indicator, and the glue's
    /// appearances would show the system chevron in its place, so it says so, once for the bar, where it is named.
    func testABackIndicatorImageIsSaidToBeDropped() {
        let source = MarkedSource(IBTest.storyboard(initial: "nav", """
                <scene sceneID="s1">
                    <objects>
                        <navigationController id="nav" sceneMemberID="viewController">
                            <navigationBar key="navigationBar" contentMode="scaleToFill" ↓backIndicatorImage="arrow-back" backIndicatorTransitionMaskImage="arrow-back" id="bar">
                                <navigationBarAppearance key="standardAppearance" backIndicatorImage="arrow-back"/>
                            </navigationBar>
                            <connections>
                                <segue destination="home" kind="relationship" relationship="rootViewController" id="rel"/>
                            </connections>
                        </navigationController>
                    </objects>
                </scene>
                <scene sceneID="s2"><objects><viewController id="home" sceneMemberID="viewController"/></objects></scene>
        """))
        let (_, diagnostics) = IBTest.read(source.text)
        XCTAssertDiagnostic(diagnostics, "unsupported", .warning, at: source)
        XCTAssertEqual(diagnostics.count, 1)
        XCTAssertTrue(diagnostics.first?.message.hasPrefix("navgen does not carry the back indicator image 'arrow-back'") == true,
                      diagnostics.first?.message ?? "")
    }
}
