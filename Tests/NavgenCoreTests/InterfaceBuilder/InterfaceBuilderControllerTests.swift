import XCTest
@testable import NavgenCore

final class InterfaceBuilderControllerTests: XCTestCase {
    func testEverySceneMemberIsAControllerWhateverItsElement() {
        let text = IBTest.storyboard("""
                <scene sceneID="scn-00-001">
                    <objects>
                        <navigationController storyboardIdentifier="Root" id="nav-00-001" customClass="AppNavigationController" customModule="App" customModuleProvider="target" sceneMemberID="viewController"/>
                        <placeholder placeholderIdentifier="IBFirstResponder" id="fst-00-001" sceneMemberID="firstResponder"/>
                        <exit id="ext-00-001" userLabel="Exit" sceneMemberID="exit"/>
                        <barButtonItem title="Loose" id="bbi-00-001"/>
                    </objects>
                </scene>
                <scene sceneID="scn-00-002">
                    <objects>
                        <tabBarController id="tab-00-001" sceneMemberID="viewController"/>
                    </objects>
                </scene>
                <scene sceneID="scn-00-003">
                    <objects>
                        <splitViewController id="spl-00-001" sceneMemberID="viewController"/>
                        <tableViewController title="Table" id="tvc-00-001" sceneMemberID="viewController"/>
                        <collectionViewController id="cvc-00-001" sceneMemberID="viewController"/>
                        <pageViewController transitionStyle="scroll" navigationOrientation="horizontal" spineLocation="none" id="pvc-00-001" sceneMemberID="viewController"/>
                        <hostingController id="hst-00-001" sceneMemberID="viewController"/>
                        <glkViewController preferredFramesPerSecond="30" id="glk-00-001" sceneMemberID="viewController"/>
                        <avPlayerViewController videoGravity="AVLayerVideoGravityResizeAspect" id="avp-00-001" sceneMemberID="viewController"/>
                        <customViewControllerElement id="cst-00-001" sceneMemberID="viewController"/>
                        <viewControllerPlaceholder storyboardIdentifier="Ref" storyboardName="Settings" referencedIdentifier="Privacy" bundleIdentifier="com.example.kit" id="ref-00-001" sceneMemberID="viewController"/>
                    </objects>
                </scene>
        """)
        let (document, diagnostics) = IBTest.read(text)
        XCTAssertEqual(diagnostics, [])
        XCTAssertEqual(document.controllers.map { "\($0.element) \($0.role.rawValue)" }, [
            "navigationController navigation", "tabBarController tabBar", "splitViewController split",
            "tableViewController screen", "collectionViewController screen", "pageViewController screen",
            "hostingController screen", "glkViewController screen", "avPlayerViewController screen",
            "customViewControllerElement screen", "viewControllerPlaceholder reference",
        ])
        let navigation = document.controller("nav-00-001")
        XCTAssertEqual(navigation?.customClass, "AppNavigationController")
        XCTAssertEqual(navigation?.customModule, "App")
        XCTAssertEqual(navigation?.storyboardIdentifier, "Root")
        XCTAssertEqual(navigation?.sceneID, "scn-00-001")
        XCTAssertEqual(navigation?.location.line, 12)
        XCTAssertEqual(document.controller("tvc-00-001")?.title, "Table")
        let reference = document.controller("ref-00-001")
        XCTAssertEqual(reference?.referencedStoryboard, "Settings")
        XCTAssertEqual(reference?.referencedIdentifier, "Privacy")
        XCTAssertEqual(reference?.bundleIdentifier, "com.example.kit")
    }

    func testAWatchKitSceneContributesItsFirstController() {
        let text = """
        <?xml version="1.0" encoding="UTF-8"?>
        <document type="com.apple.InterfaceBuilder3.WatchKit.Storyboard" version="3.0" toolsVersion="14490.70" targetRuntime="watchKit" propertyAccessControl="none" useAutolayout="YES" useTraitCollections="YES" colorMatched="YES" initialViewController="AgC-eL-Hgc">
            <scenes>
                <scene sceneID="aou-V4-d1y">
                    <objects>
                        <controller id="AgC-eL-Hgc" customClass="InterfaceController" customModule="App_WatchKit_Extension">
                            <items>
                                <button width="1" alignment="left" title="Next" id="btn-wk-001">
                                    <connections>
                                        <segue destination="Nxt-wk-001" kind="push" id="seg-wk-001"/>
                                    </connections>
                                </button>
                            </items>
                        </controller>
                    </objects>
                </scene>
                <scene sceneID="JfB-70-Muf">
                    <objects>
                        <notificationController id="YCC-NB-fut">
                            <items>
                                <label alignment="left" text="Alert Label" id="IdU-wH-bcW"/>
                            </items>
                        </notificationController>
                        <controller id="Nxt-wk-001"/>
                    </objects>
                </scene>
            </scenes>
        </document>
        """
        let (document, diagnostics) = IBTest.read(text, path: "Interface.storyboard")
        // Read whole, though generating skips a watchOS storyboard (InterfaceBuilderPlatformTests).
        XCTAssertEqual(diagnostics.map(\.rule), ["unsupported"])
        XCTAssertEqual(document.format, .storyboard)
        XCTAssertEqual(document.targetRuntime, "watchKit")
        XCTAssertEqual(document.controllers.map(\.id), ["AgC-eL-Hgc", "YCC-NB-fut"])
        XCTAssertEqual(document.segues.map { "\($0.source)->\($0.destination) \($0.trigger ?? "")" }, ["AgC-eL-Hgc->Nxt-wk-001 button#btn-wk-001"])
    }

    func testXibControllersAreTopLevelObjectsNamedControllerAndTheControllersInThem() {
        let text = """
        <?xml version="1.0" encoding="UTF-8"?>
        <document type="com.apple.InterfaceBuilder3.CocoaTouch.XIB" version="3.0" toolsVersion="13771" targetRuntime="iOS.CocoaTouch" propertyAccessControl="none" useAutolayout="YES">
            <objects>
                <placeholder placeholderIdentifier="IBFilesOwner" id="-1" userLabel="File's Owner"/>
                <placeholder placeholderIdentifier="IBFirstResponder" id="-2" customClass="UIResponder"/>
                <navigationController id="nav-xb-001">
                    <navigationBar key="navigationBar" contentMode="scaleToFill" id="bar-xb-001">
                        <color key="barTintColor" systemColor="systemIndigoColor"/>
                    </navigationBar>
                    <viewControllers>
                        <viewController id="inner-xb-001">
                            <navigationItem key="navigationItem" title="Inner" id="itm-xb-001"/>
                        </viewController>
                    </viewControllers>
                </navigationController>
                <tableViewController id="tvc-xb-001"/>
                <viewControllerPlaceholder storyboardName="Main" id="ref-xb-001"/>
                <controller id="lower-xb-001"/>
                <view contentMode="scaleToFill" id="vew-xb-001"/>
            </objects>
        </document>
        """
        let (document, diagnostics) = IBTest.read(text, path: "Screens.xib")
        XCTAssertEqual(diagnostics, [])
        XCTAssertEqual(document.format, .xib)
        XCTAssertEqual(document.controllers.map(\.id), ["nav-xb-001", "inner-xb-001", "tvc-xb-001", "ref-xb-001"])
        XCTAssertEqual(document.controller("nav-xb-001")?.properties[.barTintColor]?.text, "#5856D6FF")
        XCTAssertNil(document.controller("nav-xb-001")?.sceneID)
    }

    func testARepeatedIdIsAnErrorPointingAtBothPlaces() {
        let text = """
        <?xml version="1.0" encoding="UTF-8"?>
        <document type="com.apple.InterfaceBuilder3.CocoaTouch.Storyboard.XIB" version="3.0" toolsVersion="22505" targetRuntime="iOS.CocoaTouch">
            <scenes>
                <scene sceneID="scn-00-001">
                    <objects>
                        <viewController id="dup-00-001" sceneMemberID="viewController"/>
                    </objects>
                </scene>
                <scene sceneID="scn-00-002">
                    <objects>
                        <viewController title="Copy" id="dup-00-001" sceneMemberID="viewController"/>
                        <viewController sceneMemberID="viewController"/>
                    </objects>
                </scene>
            </scenes>
        </document>
        """
        let (_, diagnostics) = IBTest.read(text, path: "Merged.storyboard")
        XCTAssertEqual(diagnostics.map { "\($0.location) [\($0.rule)] \($0.message)" }, [
            "Merged.storyboard:11:46 [duplicate-id] the id 'dup-00-001' is used by another object of this document",
            "Merged.storyboard:12:17 [invalid-value] <viewController> is a view controller but has no 'id'",
        ])
        XCTAssertEqual(diagnostics.first?.notes, [Diagnostic.Note("first used here", at: SourceLocation(file: "Merged.storyboard", line: 6, column: 33))])
    }
}
