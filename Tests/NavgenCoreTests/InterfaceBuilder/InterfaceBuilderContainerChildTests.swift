import XCTest
@testable import NavgenCore

/// A container view's child shows its parent's navigation bar, or none where its parent shows none: UIKit gives a
/// child the nearest ancestor's navigation controller (UIViewController.navigationController). A real app embeds a
/// child in a screen of no navigation controller and presents from it; no bar disappears there.
final class InterfaceBuilderContainerChildTests: XCTestCase {
    /// `parent` embeds `child`, which presents `shown`; with `stacked`, `parent` is a navigation controller's root, with
    /// `tabbed` in a tab bar controller's tab. `childItem` is the child's navigation item, `childAttributes` more of its
    /// attributes.
    private func storyboard(stacked: Bool, tabbed: Bool = false, childItem: String = "", childAttributes: String = "") -> String {
        let tabs = """
            <scene sceneID="scn-00-009">
                <objects>
                    <tabBarController id="tab-00-001" sceneMemberID="viewController">
                        <tabBar key="tabBar" contentMode="scaleToFill" id="tbr-00-001"/>
                        <connections>
                            <segue destination="nav-00-001" kind="relationship" relationship="viewControllers" id="rel-00-009"/>
                        </connections>
                    </tabBarController>
                </objects>
            </scene>
            """
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
        return IBTest.storyboard(initial: tabbed ? "tab-00-001" : stacked ? "nav-00-001" : "par-00-001", (tabbed ? tabs : "") + (stacked ? stack : "") + """
            <scene sceneID="scn-00-001">
                <objects>
                    <viewController id="par-00-001" sceneMemberID="viewController">
                        <navigationItem key="navigationItem" title="Parent" id="itm-00-001">
                            <barButtonItem key="rightBarButtonItem" systemItem="add" id="btn-00-001"/>
                        </navigationItem>
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
                    <viewController id="chd-00-001"\(childAttributes) sceneMemberID="viewController">
                        \(childItem)
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

    /// The bar over a child is its parent's, with the parent's title, items and tab bar: UIKit's bar shows the navigation
    /// item on top of the stack, and the child is not on it. A presentation from the child leaves from under that bar;
    /// the page draws the child under it. navgen drew and planned the child's own item, and no tab bar.
    func testAChildShowsItsParentsBarTitleAndTabBar() throws {
        let item = #"<navigationItem key="navigationItem" title="Child" id="itm-00-002"><barButtonItem key="rightBarButtonItem" systemItem="trash" id="btn-00-002"/></navigationItem>"#
        let result = try TestSupport.analyse(["Main.storyboard": storyboard(stacked: true, tabbed: true, childItem: item)], self)
        let model = try XCTUnwrap(result.model)
        XCTAssertEqual(model.barHolders, ["chd-00-001": "par-00-001"])
        let child = try XCTUnwrap(model.screen("chd-00-001"))
        XCTAssertEqual(Set(child.tabBarVisible.values), [true])
        let present = try XCTUnwrap(result.plans.first { $0.edge.from == "chd-00-001" && $0.edge.operation == .present })
        let parentBar = try XCTUnwrap(model.screen("par-00-001")?.appearances[present.variant])
        XCTAssertEqual(present.from.runtime, parentBar.runtime)
        XCTAssertTrue(present.tabBar.from)
        let flow = FlowContext(model: model, plans: result.plans)
        let page = ReportPageContext(model: model, plans: result.plans, diagnostics: result.diagnostics, flow: flow)
        let entry = try XCTUnwrap(page.screens.first { $0.id == "chd-00-001" })
        let parent = try XCTUnwrap(page.screens.first { $0.id == "par-00-001" })
        XCTAssertEqual([entry.title, entry.shownIn, parent.shownIn], ["Parent", "Parent", nil])
        XCTAssertEqual(entry.bars, parent.bars)
        XCTAssertEqual(entry.stack, parent.stack)
        XCTAssertEqual(flow.boxes.first { $0.id == "chd-00-001" }?.tabBarVisible, true)
    }

    /// A child's title and bar button items never show in a stack: a warning at its navigation item, with the fix.
    func testAChildsTitleAndItemsInAStackAreNoEffectWarnings() throws {
        let item = #"<navigationItem key="navigationItem" title="Child" id="itm-00-002"><barButtonItem key="rightBarButtonItem" systemItem="trash" id="btn-00-002"/></navigationItem>"#
        let text = storyboard(stacked: true, childItem: item)
        let lines = text.components(separatedBy: "\n")
        let line = try XCTUnwrap(lines.firstIndex { $0.contains(#"title="Child""#) }) + 1
        let column = try XCTUnwrap(lines[line - 1].firstIndex(of: "<")).utf16Offset(in: lines[line - 1]) + 1
        let result = try TestSupport.analyse(["Main.storyboard": text], self)
        XCTAssertEqual(TestSupport.lines(result.diagnostics.with(rule: "no-effect")), [
            "Main.storyboard:\(line):\(column): warning: 'Child' is a child of 'Parent', and the navigation bar shows the navigation item "
                + "of the screen on top of the stack, 'Parent', never a child's, so it never shows its title 'Child' and its bar button "
                + "item; set them on 'Parent''s navigation item (the child reaches it as parent?.navigationItem), or push 'Child' instead "
                + "of embedding it [no-effect]",
        ])
        // Code may show a child with a storyboard ID elsewhere, where its item shows; with no stack, no bar shows at all.
        for quiet in [storyboard(stacked: true, childItem: item, childAttributes: #" storyboardIdentifier="ChildScene""#),
                      storyboard(stacked: false, childItem: item), storyboard(stacked: true)] {
            XCTAssertEqual(try TestSupport.analyse(["Main.storyboard": quiet], self).diagnostics.with(rule: "no-effect"), [])
        }
    }

    /// Each segue makes its own controller: a scene a stack pushes and a screen also embeds pushes from its own stack
    /// there and from its holder's where embedded (Apple's SegueCatalog sample). navgen moved every push to the holder,
    /// called the screen its standalone copy pushes unreachable, and planned the holder pushing itself only.
    func testAChildThatAStackAlsoPushesPushesFromBothPlaces() throws {
        let text = storyboard(stacked: true)
            .replacingOccurrences(of: #"kind="presentation" modalPresentationStyle="fullScreen""#, with: #"kind="show""#)
            .replacingOccurrences(of: #"<navigationItem key="navigationItem" title="Parent" id="itm-00-001">"#, with: """
                <navigationItem key="navigationItem" title="Parent" id="itm-00-001">
                    <barButtonItem key="leftBarButtonItem" title="Child" id="btn-00-009">
                        <connections>
                            <segue destination="chd-00-001" kind="show" id="seg-00-009"/>
                        </connections>
                    </barButtonItem>
                """)
        let result = try TestSupport.analyse(["Main.storyboard": text], self)
        XCTAssertEqual(result.diagnostics.with(rule: "unreachable-screen"), [], result.diagnostics.summary)
        let model = try XCTUnwrap(result.model)
        XCTAssertEqual(model.edges.filter { $0.operation == .push }.map { "\($0.from) → \($0.to)" }.sorted(),
                       ["chd-00-001 → shn-00-001", "par-00-001 → chd-00-001", "par-00-001 → shn-00-001"])
    }

    private let stack = """
        <scene sceneID="sc-nav"><objects><navigationController id="nav" sceneMemberID="viewController">
        <navigationBar key="navigationBar" contentMode="scaleToFill" id="bar-nav"/>
        <connections><segue destination="hom" kind="relationship" relationship="rootViewController" id="rel-nav"/></connections>
        </navigationController></objects></scene>
        """

    /// A child of a child shows the bar of the screen in the stack; its own item's warning says how to reach that
    /// screen's item (its parent's item never shows either).
    func testAChildOfAChildShowsTheBarOfTheScreenInTheStack() throws {
        let leafItem = #"<navigationItem key="navigationItem" title="Leaf" id="itm-lef"/>"#
        let text = IBTest.storyboard(initial: "nav", stack + IBTest.scene("hom", embeds: ["mid"], extra: #"<navigationItem key="navigationItem" title="Home" id="itm-hom"/>"#)
                                     + IBTest.scene("mid", embeds: ["lef"]) + IBTest.scene("lef", extra: leafItem))
        let result = try TestSupport.analyse(["Main.storyboard": text], self)
        XCTAssertEqual(result.model?.barHolders, ["mid": "hom", "lef": "hom"])
        XCTAssertEqual(result.diagnostics.with(rule: "no-effect").map(\.message), [
            "'Leaf' is inside 'Home', and the navigation bar shows the navigation item of the screen on top of the stack, 'Home', "
                + "never a child's, so it never shows its title 'Leaf'; set them on 'Home''s navigation item (the child reaches it "
                + "as navigationController?.topViewController?.navigationItem), or push 'Leaf' instead of embedding it",
        ])
    }

    /// A child that two screens embed, one in a stack and one in none, shows the stacked one's bar, whatever order the
    /// scenes are in: the barless screen's own bar never shows.
    func testAChildOfTwoScreensShowsTheBarOfTheOneInAStack() throws {
        let home = IBTest.scene("hom", extra: #"<connections><segue destination="one" kind="presentation" modalPresentationStyle="fullScreen" id="p1"/><segue destination="two" kind="show" id="p2"/></connections>"#)
        let shared = IBTest.scene("chd", extra: #"<connections><segue destination="mod" kind="presentation" modalPresentationStyle="fullScreen" id="p3"/></connections>"#)
        for order in [[IBTest.scene("one", embeds: ["chd"]), IBTest.scene("two", embeds: ["chd"])], [IBTest.scene("two", embeds: ["chd"]), IBTest.scene("one", embeds: ["chd"])]] {
            let result = try TestSupport.analyse(["Main.storyboard": IBTest.storyboard(initial: "nav", stack + home + order.joined() + shared + IBTest.scene("mod"))], self)
            XCTAssertEqual(result.model?.barHolders["chd"], "two")
        }
    }
}
