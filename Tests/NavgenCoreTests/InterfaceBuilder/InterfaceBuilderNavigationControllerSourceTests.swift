import XCTest
@testable import NavgenCore

/// A show segue drawn from a navigation controller's own scene, which the app runs from code, pushes onto that
/// controller's stack (UINavigationController.show(_:sender:)). A real app's "More" tab has four; navgen left them
/// unplanned, so their screens had no bar, were called unreachable, and their own pushes were planned as presentations.
final class InterfaceBuilderNavigationControllerSourceTests: XCTestCase {
    func testANavigationControllersShowSeguePushesOntoItsStackFromItsRoot() throws {
        let storyboard = IBTest.storyboard(initial: "nav-00-001", """
            <scene sceneID="scn-00-001">
                <objects>
                    <navigationController id="nav-00-001" sceneMemberID="viewController">
                        <navigationBar key="navigationBar" contentMode="scaleToFill" id="bar-00-001"/>
                        <connections>
                            <segue destination="roo-00-001" kind="relationship" relationship="rootViewController" id="rel-00-001"/>
                            <segue destination="set-00-001" kind="show" identifier="segueSettings" id="shw-00-001"/>
                        </connections>
                    </navigationController>
                    <viewController id="roo-00-001" sceneMemberID="viewController"/>
                    <viewController id="set-00-001" sceneMemberID="viewController">
                        <connections>
                            <segue destination="det-00-001" kind="show" id="shw-00-002"/>
                        </connections>
                    </viewController>
                    <viewController id="det-00-001" sceneMemberID="viewController"/>
                </objects>
            </scene>
            """)
        let result = try TestSupport.analyse(["Main.storyboard": storyboard], self)
        XCTAssertEqual(result.diagnostics, [], result.diagnostics.summary)
        let model = try XCTUnwrap(result.model)
        XCTAssertEqual(["set-00-001", "det-00-001"].map { model.screen($0)?.navigationController }, ["nav-00-001", "nav-00-001"])
        XCTAssertEqual(model.edges.filter { $0.operation == .push }.map { "\($0.from) \($0.to)" },
                       ["roo-00-001 set-00-001", "set-00-001 det-00-001"])
    }

    /// A navigation controller in a container view pushes onto its own stack too, not its parent's: a container's child
    /// pushes from the screen that holds it only when it is no navigation controller itself.
    func testAnEmbeddedNavigationControllersShowSeguePushesOntoItsOwnStack() throws {
        let storyboard = IBTest.storyboard(initial: "par-00-001", """
            <scene sceneID="scn-00-001">
                <objects>
                    <viewController id="par-00-001" sceneMemberID="viewController">
                        <view key="view" contentMode="scaleToFill" id="vew-00-001">
                            <subviews>
                                <containerView contentMode="scaleToFill" id="cnt-00-001">
                                    <connections>
                                        <segue destination="nav-00-001" kind="embed" id="emb-00-001"/>
                                    </connections>
                                </containerView>
                            </subviews>
                        </view>
                    </viewController>
                    <navigationController id="nav-00-001" sceneMemberID="viewController">
                        <navigationBar key="navigationBar" contentMode="scaleToFill" id="bar-00-001"/>
                        <connections>
                            <segue destination="roo-00-001" kind="relationship" relationship="rootViewController" id="rel-00-001"/>
                            <segue destination="set-00-001" kind="show" identifier="segueSettings" id="shw-00-001"/>
                        </connections>
                    </navigationController>
                    <viewController id="roo-00-001" sceneMemberID="viewController"/>
                    <viewController id="set-00-001" sceneMemberID="viewController"/>
                </objects>
            </scene>
            """)
        let result = try TestSupport.analyse(["Main.storyboard": storyboard], self)
        XCTAssertFalse(result.hasErrors, result.diagnostics.summary)
        let model = try XCTUnwrap(result.model)
        XCTAssertEqual(model.screen("set-00-001")?.navigationController, "nav-00-001")
        XCTAssertEqual(model.edges.filter { $0.operation == .push }.map { "\($0.from) \($0.to)" }, ["roo-00-001 set-00-001"])
    }
}
