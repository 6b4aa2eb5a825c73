import XCTest
@testable import NavgenCore

/// A tab bar controller as a navigation controller's root, as a real app (Twidere) has it: UIKit pushes from its tabs
/// onto the outer stack, under the tab bar controller's navigation item, which navgen does not model. It says so once,
/// and neither calls those pushes outside a navigation controller nor plans them as presentations.
final class InterfaceBuilderStackedTabBarTests: XCTestCase {
    func testATabBarControllerAsAStacksRootIsSaidNotToBeModelled() throws {
        let storyboard = IBTest.storyboard(initial: "nav-00-001", """
            <scene sceneID="scn-00-001">
                <objects>
                    <navigationController id="nav-00-001" sceneMemberID="viewController">
                        <navigationBar key="navigationBar" contentMode="scaleToFill" id="bar-00-001"/>
                        <connections>
                            <segue destination="tab-00-001" kind="relationship" relationship="rootViewController" id="rel-00-001"/>
                        </connections>
                    </navigationController>
                    <tabBarController id="tab-00-001" sceneMemberID="viewController">
                        <navigationItem key="navigationItem" title="Home" id="itm-00-001"/>
                        <tabBar key="tabBar" contentMode="scaleToFill" id="tbr-00-001"/>
                        <connections>
                            <segue destination="one-00-001" kind="relationship" relationship="viewControllers" id="rel-00-002"/>
                        </connections>
                    </tabBarController>
                    <viewController id="one-00-001" sceneMemberID="viewController">
                        <connections>
                            <segue destination="two-00-001" kind="push" id="psh-00-001"/>
                            <segue destination="pop-00-001" kind="presentation" id="pre-00-001"/>
                        </connections>
                    </viewController>
                    <viewController id="two-00-001" sceneMemberID="viewController">
                        <connections>
                            <segue destination="thr-00-001" kind="show" id="psh-00-002"/>
                        </connections>
                    </viewController>
                    <viewController id="thr-00-001" sceneMemberID="viewController"/>
                    <viewController id="pop-00-001" sceneMemberID="viewController"/>
                </objects>
            </scene>
            """)
        let result = try TestSupport.analyse(["Main.storyboard": storyboard], self)
        let lines = storyboard.components(separatedBy: "\n")
        let line = try XCTUnwrap(lines.firstIndex { $0.contains("rel-00-001") })
        let column = try XCTUnwrap(lines[line].range(of: "<segue")).lowerBound.utf16Offset(in: lines[line]) + 1
        XCTAssertEqual(result.diagnostics.map { "\($0.location.line):\($0.location.column) \($0.rule)" }, ["\(line + 1):\(column) unsupported"],
                       result.diagnostics.summary)
        let model = try XCTUnwrap(result.model)
        XCTAssertEqual(model.edges.filter { $0.from == "one-00-001" || $0.from == "two-00-001" }.map { "\($0.to) \($0.operation)" },
                       ["pop-00-001 present"], "presentations are planned as ever; the pushes onto the outer stack are not")
        XCTAssertEqual(model.unplannedSegues, ["one-00-001": ["two-00-001"], "two-00-001": ["thr-00-001"]])
    }
}
