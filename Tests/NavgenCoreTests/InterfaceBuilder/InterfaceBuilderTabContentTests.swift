import Foundation
import XCTest
@testable import NavgenCore

/// A tab bar controller's tab may be a split view or a screen with container views: their children show above the
/// tab bar as the tab's own screen does.
final class InterfaceBuilderTabContentTests: XCTestCase {
    func testASplitViewsColumnsInATabShowTheTabBar() throws {
        let storyboard = IBTest.storyboard(initial: "tab-00-001", """
                <scene sceneID="scn-00-001">
                    <objects>
                        <tabBarController id="tab-00-001" sceneMemberID="viewController">
                            <connections>
                                <segue destination="spl-00-001" kind="relationship" relationship="viewControllers" id="seg-00-001"/>
                                <segue destination="own-00-001" kind="relationship" relationship="viewControllers" id="seg-00-002"/>
                            </connections>
                        </tabBarController>
                        <splitViewController id="spl-00-001" sceneMemberID="viewController">
                            <connections>
                                <segue destination="nav-00-001" kind="relationship" relationship="masterViewController" id="seg-00-003"/>
                                <segue destination="dtl-00-001" kind="relationship" relationship="detailViewController" id="seg-00-004"/>
                            </connections>
                        </splitViewController>
                        <navigationController id="nav-00-001" sceneMemberID="viewController">
                            <connections>
                                <segue destination="mst-00-001" kind="relationship" relationship="rootViewController" id="seg-00-005"/>
                            </connections>
                        </navigationController>
                        <viewController title="Master" id="mst-00-001" sceneMemberID="viewController"/>
                        <viewController title="Detail" id="dtl-00-001" sceneMemberID="viewController"/>
                        <viewController title="Own" id="own-00-001" sceneMemberID="viewController"/>
                        <splitViewController id="spl-00-002" sceneMemberID="viewController">
                            <connections>
                                <segue destination="alo-00-001" kind="relationship" relationship="masterViewController" id="seg-00-006"/>
                            </connections>
                        </splitViewController>
                        <viewController title="Alone" id="alo-00-001" sceneMemberID="viewController"/>
                    </objects>
                </scene>
        """)
        let result = try TestSupport.analyse(["Main.storyboard": storyboard], self)
        let model = try XCTUnwrap(result.model)
        func tabBar(_ id: String) -> Bool? { model.screen(id)?.tabBarVisible[model.variants[0]] }
        XCTAssertEqual(tabBar("mst-00-001"), true, "the column's stack is in the tab")
        XCTAssertEqual(tabBar("dtl-00-001"), true, "so is the detail column")
        XCTAssertEqual(tabBar("own-00-001"), true)
        XCTAssertEqual(tabBar("alo-00-001"), false, "a split view in no tab has no tab bar")
    }
}
