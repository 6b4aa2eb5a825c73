import XCTest
@testable import NavgenCore

/// iOS 5 to 7's `replace` segue swapped an iPad split view's detail. navgen read it as no segue at all, so its
/// destination was called unreachable; it is now not planned, as showDetail in an expanded split view is not, and what
/// it leads to counts as reached.
final class InterfaceBuilderReplaceSegueTests: XCTestCase {
    func testAReplaceSeguesDestinationIsReachedAndNotPlanned() throws {
        let storyboard = IBTest.storyboard(initial: "spl-00-001", """
            <scene sceneID="scn-00-001">
                <objects>
                    <splitViewController id="spl-00-001" sceneMemberID="viewController">
                        <connections>
                            <segue destination="nvM-00-001" kind="relationship" relationship="masterViewController" id="rel-00-001"/>
                            <segue destination="nvD-00-001" kind="relationship" relationship="detailViewController" id="rel-00-002"/>
                        </connections>
                    </splitViewController>
                    <navigationController id="nvM-00-001" sceneMemberID="viewController">
                        <navigationBar key="navigationBar" contentMode="scaleToFill" id="brM-00-001"/>
                        <connections>
                            <segue destination="mas-00-001" kind="relationship" relationship="rootViewController" id="rel-00-003"/>
                        </connections>
                    </navigationController>
                    <viewController id="mas-00-001" sceneMemberID="viewController">
                        <connections>
                            <segue destination="nvP-00-001" kind="replace" splitViewControllerTargetIndex="1" id="rpl-00-001"/>
                        </connections>
                    </viewController>
                    <navigationController id="nvD-00-001" sceneMemberID="viewController">
                        <navigationBar key="navigationBar" contentMode="scaleToFill" id="brD-00-001"/>
                        <connections>
                            <segue destination="det-00-001" kind="relationship" relationship="rootViewController" id="rel-00-004"/>
                        </connections>
                    </navigationController>
                    <viewController id="det-00-001" sceneMemberID="viewController"/>
                    <navigationController id="nvP-00-001" sceneMemberID="viewController">
                        <navigationBar key="navigationBar" contentMode="scaleToFill" id="brP-00-001"/>
                        <connections>
                            <segue destination="pho-00-001" kind="relationship" relationship="rootViewController" id="rel-00-005"/>
                        </connections>
                    </navigationController>
                    <viewController id="pho-00-001" sceneMemberID="viewController"/>
                </objects>
            </scene>
            """)
        let result = try TestSupport.analyse(["Main.storyboard": storyboard], self)
        XCTAssertEqual(result.diagnostics.filter { $0.rule == "unreachable-screen" }, [], result.diagnostics.summary)
        let model = try XCTUnwrap(result.model)
        XCTAssertEqual(model.edges.filter { $0.from == "mas-00-001" && $0.operation != .root }, [])
        XCTAssertEqual(model.unplannedSegues["mas-00-001"], ["nvP-00-001"])
    }
}
