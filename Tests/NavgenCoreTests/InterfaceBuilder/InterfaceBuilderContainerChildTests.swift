import XCTest
@testable import NavgenCore

/// A container view's child shows its parent's navigation bar, or none where its parent shows none: UIKit gives a
/// child the nearest ancestor's navigation controller (UIViewController.navigationController). A real app embeds a
/// child in a screen of no navigation controller and presents from it; no bar disappears there.
final class InterfaceBuilderContainerChildTests: XCTestCase {
    /// `parent` embeds `child`, which presents `shown`; with `stacked`, `parent` is a navigation controller's root.
    private func storyboard(stacked: Bool) -> String {
        let stack = """
            <scene sceneID="scn-00-000">
                <objects>
                    <navigationController id="nav-00-001" sceneMemberID="viewController">
                        <navigationBar key="navigationBar" contentMode="scaleToFill" id="bar-00-001"/>
                        <connections>
                            <segue destination="par-00-001" kind="relationship" relationship="rootViewController" id="rel-00-001"/>
                        </connections>
                    </navigationController>
                </objects>
            </scene>
            """
        return IBTest.storyboard(initial: stacked ? "nav-00-001" : "par-00-001", (stacked ? stack : "") + """
            <scene sceneID="scn-00-001">
                <objects>
                    <viewController id="par-00-001" sceneMemberID="viewController">
                        <view key="view" contentMode="scaleToFill" id="vew-00-001">
                            <subviews>
                                <containerView contentMode="scaleToFill" id="cnt-00-001">
                                    <connections>
                                        <segue destination="chd-00-001" kind="embed" id="emb-00-001"/>
                                    </connections>
                                </containerView>
                            </subviews>
                        </view>
                    </viewController>
                </objects>
            </scene>
            <scene sceneID="scn-00-002">
                <objects>
                    <viewController id="chd-00-001" sceneMemberID="viewController">
                        <connections>
                            <segue destination="shn-00-001" kind="presentation" modalPresentationStyle="fullScreen" id="pre-00-001"/>
                        </connections>
                    </viewController>
                </objects>
            </scene>
            <scene sceneID="scn-00-003">
                <objects>
                    <viewController id="shn-00-001" sceneMemberID="viewController"/>
                </objects>
            </scene>
            """)
    }

    private func presentation(stacked: Bool) throws -> (model: NavigationModel, plan: NavigationTransitionPlan) {
        let result = try TestSupport.analyse(["Main.storyboard": storyboard(stacked: stacked)], self)
        XCTAssertFalse(result.hasErrors, result.diagnostics.summary)
        let model = try XCTUnwrap(result.model)
        let plan = try XCTUnwrap(result.plans.first { $0.edge.from == "chd-00-001" && $0.edge.operation == .present }).plan
        return (model, plan)
    }

    func testAChildOfAScreenInNoNavigationControllerPresentsWithoutABar() throws {
        let (model, plan) = try presentation(stacked: false)
        XCTAssertEqual(plan.visibility, .hidden)
        XCTAssertEqual(plan.background, .shared)
        XCTAssertTrue(model.showsNoBarWhenPresented("chd-00-001"))
        XCTAssertEqual(model.barlessScreens, ["par-00-001", "chd-00-001", "shn-00-001"])
    }

    func testAChildOfAStackedScreenPresentsFromUnderItsParentsBar() throws {
        let (model, plan) = try presentation(stacked: true)
        XCTAssertEqual(plan.visibility, .disappearing)
        XCTAssertFalse(model.showsNoBarWhenPresented("chd-00-001"))
        XCTAssertEqual(model.barlessScreens, ["shn-00-001"])
    }

    /// A child's push and show go onto its parent's stack, from the parent: navgen called the push outside any navigation
    /// controller (an error, nothing written) and planned the show as a presentation.
    func testAChildOfAStackedScreenPushesOntoItsParentsStack() throws {
        for kind in ["push", "show"] {
            let text = storyboard(stacked: true).replacingOccurrences(of: #"kind="presentation" modalPresentationStyle="fullScreen""#,
                                                                       with: #"kind="\#(kind)""#)
            let result = try TestSupport.analyse(["Main.storyboard": text], self)
            XCTAssertFalse(result.hasErrors, "\(kind): \(result.diagnostics.summary)")
            let model = try XCTUnwrap(result.model)
            XCTAssertEqual(model.screen("shn-00-001")?.navigationController, "nav-00-001", kind)
            XCTAssertEqual(model.edges.filter { $0.to == "shn-00-001" }.map { "\($0.from) \($0.operation)" }, ["par-00-001 push"], kind)
        }
    }
}
