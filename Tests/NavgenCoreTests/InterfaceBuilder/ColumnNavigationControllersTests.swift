import XCTest
@testable import NavgenCore

/// A column-style split view controller puts a column's screen that is not in a navigation controller into one of its
/// own: the screen shows a bar and its show segues push inside the column. A classic split view controller does not.
final class ColumnNavigationControllersTests: XCTestCase {
    private func storyboard(style: String?, detail: String = #"<viewController id="det-00-001" sceneMemberID="viewController"/>"#) -> String {
        IBTest.storyboard(initial: "spl-00-001", """
            <scene sceneID="scn-00-001">
                <objects>
                    <splitViewController \(style.map { #"style="\#($0)" "# } ?? "")id="spl-00-001" sceneMemberID="viewController">
                        <connections>
                            <segue destination="pri-00-001" kind="relationship" relationship="masterViewController" id="rlm-00-001"/>
                            <segue destination="det-00-001" kind="relationship" relationship="detailViewController" id="rld-00-001"/>
                        </connections>
                    </splitViewController>
                    <tableViewController id="pri-00-001" sceneMemberID="viewController">
                        <navigationItem key="navigationItem" title="Sidebar" id="itm-00-001"/>
                        <connections>
                            <segue destination="nxt-00-001" kind="show" id="shw-00-001"/>
                        </connections>
                    </tableViewController>
                    \(detail)
                    <viewController id="nxt-00-001" sceneMemberID="viewController"/>
                </objects>
            </scene>
            """)
    }

    private func edges(_ result: Navgen.Result) throws -> [String] {
        try XCTUnwrap(result.model).edges.filter { $0.from == "pri-00-001" && $0.to == "nxt-00-001" }.map { "\($0.operation)" }
    }

    func testAColumnStyleSplitViewPutsItsColumnsInNavigationControllers() throws {
        for style in ["doubleColumn", "tripleColumn"] {
            let result = try TestSupport.analyse(["Main.storyboard": storyboard(style: style)], self)
            XCTAssertEqual(result.diagnostics.errors, [], result.diagnostics.summary)
            let model = try XCTUnwrap(result.model)
            XCTAssertEqual(model.screen("pri-00-001")?.navigationController, "spl-00-001/primary")
            XCTAssertEqual(model.screen("nxt-00-001")?.navigationController, "spl-00-001/primary")
            XCTAssertEqual(model.screen("det-00-001")?.navigationController, "spl-00-001/secondary")
            let operations = try edges(result)
            XCTAssertTrue(operations.contains("push"), operations.joined(separator: " "))
        }
    }

    func testAClassicSplitViewShowsItsChildrenAsTheyAre() throws {
        let result = try TestSupport.analyse(["Main.storyboard": storyboard(style: nil)], self)
        XCTAssertNil(try XCTUnwrap(result.model).screen("pri-00-001")?.navigationController)
        XCTAssertFalse(try edges(result).contains("push"))
    }

    /// A supplementary column exists only in a triple-column split view, so one that has it is column-style whatever
    /// its `style` says (NetNewsWire's, which Xcode wrote with `allowDoubleColumnStyle="YES"` and no `style`).
    func testASplitViewWithASupplementaryColumnIsColumnStyle() throws {
        let supplementary = #"""
            <segue destination="sup-00-001" kind="relationship" relationship="supplementaryViewController" id="rls-00-001"/>
            """#
        let text = storyboard(style: nil)
            .replacingOccurrences(of: #"<splitViewController id="#, with: #"<splitViewController allowDoubleColumnStyle="YES" id="#)
            .replacingOccurrences(of: #"<segue destination="pri-00-001""#, with: supplementary + #"<segue destination="pri-00-001""#)
            .replacingOccurrences(of: #"<viewController id="nxt-00-001" sceneMemberID="viewController"/>"#,
                                  with: #"<viewController id="nxt-00-001" sceneMemberID="viewController"/><viewController id="sup-00-001" sceneMemberID="viewController"/>"#)
        let result = try TestSupport.analyse(["Main.storyboard": text], self)
        XCTAssertEqual(result.diagnostics.errors, [], result.diagnostics.summary)
        let model = try XCTUnwrap(result.model)
        XCTAssertEqual(model.screen("pri-00-001")?.navigationController, "spl-00-001/primary")
        XCTAssertEqual(model.screen("sup-00-001")?.navigationController, "spl-00-001/supplementary")
        XCTAssertEqual(model.screen("det-00-001")?.navigationController, "spl-00-001/secondary")
        XCTAssertTrue(try edges(result).contains("push"))
    }

    /// A column that holds a navigation controller already keeps it.
    func testAColumnsOwnNavigationControllerStays() throws {
        let detail = """
            <navigationController id="det-00-001" sceneMemberID="viewController">
                <connections>
                    <segue destination="dsc-00-001" kind="relationship" relationship="rootViewController" id="rlr-00-001"/>
                </connections>
            </navigationController>
            <viewController id="dsc-00-001" sceneMemberID="viewController"/>
            """
        let result = try TestSupport.analyse(["Main.storyboard": storyboard(style: "doubleColumn", detail: detail)], self)
        let model = try XCTUnwrap(result.model)
        XCTAssertEqual(model.screen("dsc-00-001")?.navigationController, "det-00-001")
        XCTAssertFalse(model.containers.contains { $0.id == "spl-00-001/secondary" })
    }
}
