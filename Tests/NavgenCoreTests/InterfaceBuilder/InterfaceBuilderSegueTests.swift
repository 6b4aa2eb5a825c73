import XCTest
@testable import NavgenCore

final class InterfaceBuilderSegueTests: XCTestCase {
    /// An Xcode 5-era storyboard: `push` and `modal` kinds, segues from a cell, a bar button item and the controller.
    private let xcode5 = """
    <?xml version="1.0" encoding="UTF-8" standalone="no"?>
    <document type="com.apple.InterfaceBuilder3.CocoaTouch.Storyboard.XIB" version="3.0" toolsVersion="4514" systemVersion="13A603" targetRuntime="iOS.CocoaTouch" propertyAccessControl="none" useAutolayout="YES" initialViewController="Nav-5x-001">
        <dependencies>
            <deployment defaultVersion="1552" identifier="iOS"/>
            <plugIn identifier="com.apple.InterfaceBuilder.IBCocoaTouchPlugin" version="3747"/>
        </dependencies>
        <scenes>
            <!--Navigation Controller-->
            <scene sceneID="Scn-5x-001">
                <objects>
                    <navigationController definesPresentationContext="YES" id="Nav-5x-001" sceneMemberID="viewController">
                        <navigationBar key="navigationBar" contentMode="scaleToFill" id="Bar-5x-001">
                            <autoresizingMask key="autoresizingMask"/>
                        </navigationBar>
                        <connections>
                            <segue destination="Lst-5x-001" kind="relationship" relationship="rootViewController" id="Rel-5x-001"/>
                        </connections>
                    </navigationController>
                    <placeholder placeholderIdentifier="IBFirstResponder" id="Fst-5x-001" sceneMemberID="firstResponder"/>
                </objects>
            </scene>
            <!--List-->
            <scene sceneID="Scn-5x-002">
                <objects>
                    <tableViewController title="List" id="Lst-5x-001" customClass="ListViewController" sceneMemberID="viewController">
                        <tableView key="view" opaque="NO" clipsSubviews="YES" contentMode="scaleToFill" alwaysBounceVertical="YES" dataMode="prototypes" style="plain" rowHeight="44" sectionHeaderHeight="22" sectionFooterHeight="22" id="Tbl-5x-001">
                            <prototypes>
                                <tableViewCell contentMode="scaleToFill" selectionStyle="blue" accessoryType="disclosureIndicator" reuseIdentifier="Cell" id="Cel-5x-001">
                                    <connections>
                                        <segue destination="Det-5x-001" kind="push" identifier="showDetail" id="Psh-5x-001"/>
                                    </connections>
                                </tableViewCell>
                            </prototypes>
                        </tableView>
                        <navigationItem key="navigationItem" title="Items" id="Itm-5x-001">
                            <barButtonItem key="rightBarButtonItem" systemItem="add" id="Add-5x-001">
                                <connections>
                                    <segue destination="Frm-5x-001" kind="modal" identifier="addItem" modalTransitionStyle="coverVertical" id="Mdl-5x-001"/>
                                </connections>
                            </barButtonItem>
                        </navigationItem>
                        <connections>
                            <segue destination="Det-5x-001" kind="push" identifier="manual" animates="NO" id="Man-5x-001"/>
                        </connections>
                    </tableViewController>
                    <placeholder placeholderIdentifier="IBFirstResponder" id="Fst-5x-002" sceneMemberID="firstResponder"/>
                    <tapGestureRecognizer id="Tap-5x-001">
                        <connections>
                            <segue destination="Frm-5x-001" kind="custom" customClass="FadeSegue" customModule="App" id="Cst-5x-001"/>
                        </connections>
                    </tapGestureRecognizer>
                </objects>
            </scene>
            <scene sceneID="Scn-5x-003">
                <objects>
                    <viewController id="Det-5x-001" sceneMemberID="viewController">
                        <view key="view" contentMode="scaleToFill" id="Vew-5x-003">
                            <subviews>
                                <button opaque="NO" contentMode="scaleToFill" buttonType="roundedRect" id="Btn-5x-001">
                                    <connections>
                                        <segue destination="Ext-5x-001" kind="unwind" unwindAction="unwindToList:" id="Unw-5x-001"/>
                                    </connections>
                                </button>
                            </subviews>
                        </view>
                    </viewController>
                    <exit id="Ext-5x-001" userLabel="Exit" sceneMemberID="exit"/>
                </objects>
            </scene>
            <scene sceneID="Scn-5x-004">
                <objects>
                    <viewController id="Frm-5x-001" sceneMemberID="viewController">
                        <view key="view" contentMode="scaleToFill" id="Vew-5x-004"/>
                    </viewController>
                </objects>
            </scene>
        </scenes>
    </document>
    """

    func testOldPushAndModalSeguesAreReadWithTheirSourcesAndTriggers() {
        let (document, diagnostics) = IBTest.read(xcode5)
        XCTAssertEqual(diagnostics, [])
        XCTAssertEqual(document.deploymentTarget?.text, "6.1")
        XCTAssertEqual(document.segues.map(\.id), ["Rel-5x-001", "Psh-5x-001", "Mdl-5x-001", "Man-5x-001", "Cst-5x-001", "Unw-5x-001"])
        let summary = document.segues.map { "\($0.kind) \($0.effect.rawValue) \($0.source)->\($0.destination) \($0.trigger ?? "")" }
        XCTAssertEqual(summary, [
            "relationship root Nav-5x-001->Lst-5x-001 navigationController#Nav-5x-001",
            "push push Lst-5x-001->Det-5x-001 tableViewCell#Cel-5x-001",
            "modal present Lst-5x-001->Frm-5x-001 barButtonItem#Add-5x-001",
            "push push Lst-5x-001->Det-5x-001 tableViewController#Lst-5x-001",
            // A gesture recognizer beside the controller in its scene belongs to that controller.
            "custom custom Lst-5x-001->Frm-5x-001 tapGestureRecognizer#Tap-5x-001",
            "unwind unwind Det-5x-001->Ext-5x-001 button#Btn-5x-001",
        ])
        XCTAssertEqual(document.segue("Rel-5x-001")?.relationship, "rootViewController")
        XCTAssertEqual(document.segue("Psh-5x-001")?.identifier, "showDetail")
        XCTAssertEqual(document.segue("Man-5x-001")?.animated, false)
        XCTAssertEqual(document.segue("Psh-5x-001")?.animated, true)
        XCTAssertEqual(document.segue("Cst-5x-001")?.customClass, "FadeSegue")
        XCTAssertEqual(document.segue("Cst-5x-001")?.customModule, "App")
        XCTAssertEqual(document.segue("Unw-5x-001")?.unwindAction, "unwindToList:")
        XCTAssertEqual(document.segue("Psh-5x-001")?.location.line, 30)
    }

    func testEveryKindHasItsEffect() {
        let cases: [(String, String?, SourceSegue.Effect)] = [
            ("push", nil, .push), ("show", nil, .push), ("showDetail", nil, .push),
            ("modal", nil, .present), ("presentation", nil, .present), ("popover", nil, .present),
            ("popoverPresentation", nil, .present), ("sheet", nil, .present),
            ("unwind", nil, .unwind), ("embed", nil, .embed), ("replace", nil, .other), ("custom", nil, .custom),
            ("relationship", "rootViewController", .root), ("relationship", "viewControllers", .tab),
            ("relationship", "masterViewController", .other), ("relationship", "detailViewController", .other),
        ]
        for (kind, relationship, effect) in cases {
            XCTAssertEqual(SegueReader.effect(kind: kind, relationship: relationship), effect, "\(kind) \(relationship ?? "")")
        }
    }

    func testLayoutTieBreakersAndPeekPopPartsAreNotSegues() {
        let text = IBTest.storyboard("""
                <scene sceneID="scn-00-001">
                    <objects>
                        <tableViewController id="tvc-00-001" sceneMemberID="viewController">
                            <tableView key="view" id="tbl-00-001">
                                <prototypes>
                                    <tableViewCell id="cel-00-001">
                                        <connections>
                                            <segue destination="dst-00-001" kind="show" id="shw-00-001">
                                                <segue key="commit" inheritsFrom="parentRelationship" id="cmt-00-001"/>
                                                <segue key="preview" inheritsFrom="commit" id="prv-00-001"/>
                                            </segue>
                                        </connections>
                                    </tableViewCell>
                                </prototypes>
                            </tableView>
                        </tableViewController>
                    </objects>
                </scene>
                <scene sceneID="scn-00-002">
                    <objects>
                        <viewController id="dst-00-001" sceneMemberID="viewController"/>
                    </objects>
                </scene>
            </scenes>
            <inferredMetricsTieBreakers>
                <segue reference="shw-00-001"/>
            </inferredMetricsTieBreakers>
            <scenes>
        """)
        let (document, diagnostics) = IBTest.read(text)
        XCTAssertEqual(diagnostics, [])
        XCTAssertEqual(document.segues.map(\.id), ["shw-00-001"])
        XCTAssertEqual(document.segues.first?.trigger, "tableViewCell#cel-00-001")
    }

    func testASegueToAMissingDestinationIsAnErrorAtTheDestination() {
        let text = """
        <?xml version="1.0" encoding="UTF-8"?>
        <document type="com.apple.InterfaceBuilder3.CocoaTouch.Storyboard.XIB" version="3.0" toolsVersion="22505" targetRuntime="iOS.CocoaTouch">
            <scenes>
                <scene sceneID="scn-00-001">
                    <objects>
                        <viewController id="vc1-00-001" sceneMemberID="viewController">
                            <connections>
                                <segue destination="gone-00-001" kind="show" identifier="next" id="sg1-00-001"/>
                                <segue kind="show" id="sg2-00-001"/>
                            </connections>
                        </viewController>
                    </objects>
                </scene>
            </scenes>
        </document>
        """
        let (document, diagnostics) = IBTest.read(text, path: "Missing.storyboard")
        XCTAssertEqual(diagnostics.map { "\($0.location) \($0.severity.rawValue) [\($0.rule)] \($0.message)" }, [
            "Missing.storyboard:8:32 error [unresolved-reference] the segue's destination 'gone-00-001' is not an object of this document",
            "Missing.storyboard:9:25 error [unresolved-reference] this 'show' segue has no destination",
        ])
        XCTAssertEqual(document.segues, [])
    }
}
