import XCTest
@testable import NavgenCore

/// A presentation segue may present a split view controller: its columns appear with it, each with its own bar.
final class PresentedSplitViewTests: XCTestCase {
    private static let storyboard = IBTest.storyboard(initial: "nav-00-001", """
                <scene sceneID="scn-00-001">
                    <objects>
                        <navigationController id="nav-00-001" sceneMemberID="viewController">
                            <connections>
                                <segue destination="hom-00-001" kind="relationship" relationship="rootViewController" id="seg-00-001"/>
                            </connections>
                        </navigationController>
                        <viewController title="Home" id="hom-00-001" sceneMemberID="viewController">
                            <connections>
                                <segue destination="spl-00-001" kind="presentation" modalPresentationStyle="fullScreen" id="seg-00-002"/>
                            </connections>
                        </viewController>
                        <splitViewController id="spl-00-001" sceneMemberID="viewController">
                            <connections>
                                <segue destination="nav-00-002" kind="relationship" relationship="masterViewController" id="seg-00-003"/>
                                <segue destination="dtl-00-001" kind="relationship" relationship="detailViewController" id="seg-00-004"/>
                            </connections>
                        </splitViewController>
                        <navigationController id="nav-00-002" sceneMemberID="viewController">
                            <navigationBar key="navigationBar" contentMode="scaleToFill" id="bar-00-001">
                                <color key="barTintColor" red="0.9" green="0.1" blue="0.1" alpha="1" colorSpace="custom" customColorSpace="sRGB"/>
                            </navigationBar>
                            <connections>
                                <segue destination="prm-00-001" kind="relationship" relationship="rootViewController" id="seg-00-005"/>
                            </connections>
                        </navigationController>
                        <viewController title="Primary" id="prm-00-001" sceneMemberID="viewController"/>
                        <viewController title="Detail" id="dtl-00-001" sceneMemberID="viewController"/>
                    </objects>
                </scene>
        """)

    func testAPresentedSplitViewArrivesAtEachColumn() throws {
        let result = try TestSupport.analyse(["Main.storyboard": Self.storyboard], self)
        let model = try XCTUnwrap(result.model)
        let presentations = model.edges.filter { $0.operation == .present }.map { "\(model.name(of: $0.from)) → \(model.name(of: $0.to))" }
        XCTAssertEqual(presentations, ["Home → Primary", "Home → Detail"])
        for edge in model.edges where edge.operation == .present {
            XCTAssertEqual(edge.presentation, .fullScreen, "in the segue's style")
            XCTAssertTrue(model.edges.contains { $0.operation == .dismiss && $0.from == edge.to && $0.to == edge.from })
        }
        XCTAssertEqual(result.diagnostics.filter { $0.rule == "unreachable-screen" }.map(\.message), [],
                       "the presentation leads to both columns")
        let plans = result.plans.filter { $0.edge.operation == .present && $0.edge.to == "prm-00-001" }
        XCTAssertFalse(plans.isEmpty)
        XCTAssertTrue(plans.allSatisfy { $0.plan.background == .split }, "Home's default bar gives way to the primary column's red one")
    }

    func testASplitViewCannotBePushed() throws {
        let pushed = Self.storyboard.replacingOccurrences(of: #"kind="presentation" modalPresentationStyle="fullScreen""#, with: #"kind="show""#)
        let result = try TestSupport.analyse(["Main.storyboard": pushed], self)
        let model = try XCTUnwrap(result.model)
        XCTAssertEqual(model.edges.filter { $0.operation == .push }.count, 0, "UIKit does not push a split view controller")
    }
}
