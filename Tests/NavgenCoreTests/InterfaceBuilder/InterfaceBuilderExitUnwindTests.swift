import XCTest
@testable import NavgenCore

/// A storyboard unwind segue to the scene's Exit object goes where UIKit finds a controller on the way back that
/// implements its action, which is known only at run time. navgen plans none, and the reports count and list them,
/// so that a file with two does not read as having none.
final class InterfaceBuilderExitUnwindTests: XCTestCase {
    private let storyboard = IBTest.storyboard(initial: "nav-00-001", """
        <scene sceneID="scn-00-001">
            <objects>
                <navigationController id="nav-00-001" sceneMemberID="viewController">
                    <navigationBar key="navigationBar" contentMode="scaleToFill" id="bar-00-001"/>
                    <connections>
                        <segue destination="lst-00-001" kind="relationship" relationship="rootViewController" id="rel-00-001"/>
                    </connections>
                </navigationController>
            </objects>
        </scene>
        <scene sceneID="scn-00-002">
            <objects>
                <viewController id="lst-00-001" sceneMemberID="viewController">
                    <navigationItem key="navigationItem" title="List" id="itm-00-001"/>
                    <connections>
                        <segue destination="det-00-001" kind="show" id="psh-00-001"/>
                    </connections>
                </viewController>
            </objects>
        </scene>
        <scene sceneID="scn-00-003">
            <objects>
                <viewController id="det-00-001" sceneMemberID="viewController">
                    <view key="view" contentMode="scaleToFill" id="vew-00-001">
                        <subviews>
                            <button opaque="NO" contentMode="scaleToFill" buttonType="system" id="btn-00-001">
                                <connections>
                                    <segue destination="ext-00-001" kind="unwind" unwindAction="save:" id="unw-00-001"/>
                                </connections>
                            </button>
                        </subviews>
                    </view>
                    <navigationItem key="navigationItem" title="Detail" id="itm-00-002">
                        <barButtonItem key="leftBarButtonItem" systemItem="cancel" id="can-00-001">
                            <connections>
                                <segue destination="ext-00-001" kind="unwind" unwindAction="cancel:" id="unw-00-002"/>
                            </connections>
                        </barButtonItem>
                    </navigationItem>
                </viewController>
                <exit id="ext-00-001" userLabel="Exit" sceneMemberID="exit"/>
            </objects>
        </scene>
        """)

    func testUnwindsToExitAreKeptUnplannedWithTheirActionsAndPlaces() throws {
        let result = try TestSupport.analyse(["Main.storyboard": storyboard], self)
        // The Cancel button takes the back button's place, which the hidden-back-swipe rule says.
        XCTAssertEqual(result.diagnostics.map(\.rule), ["hidden-back-swipe"], result.diagnostics.summary)
        let model = try XCTUnwrap(result.model)
        XCTAssertFalse(model.edges.contains { $0.operation == .unwind })
        let lines = storyboard.components(separatedBy: "\n")
        let places = try ["unw-00-001", "unw-00-002"].map { id in
            let line = try XCTUnwrap(lines.firstIndex { $0.contains(id) })
            let column = try XCTUnwrap(lines[line].range(of: "<segue")).lowerBound.utf16Offset(in: lines[line]) + 1
            return "\(line + 1):\(column)"
        }
        XCTAssertEqual(model.exitUnwinds.mapValues { $0.map { "\($0.action) \($0.location.line):\($0.location.column)" } },
                       ["det-00-001": ["save: \(places[0])", "cancel: \(places[1])"]])
    }

    func testTheReportsCountAndListThem() throws {
        let folder = try TestSupport.temporaryFolder(self)
        try TestSupport.write(["Main.storyboard": storyboard], in: folder)
        let (result, context) = Navgen.context(Navgen.Options(inputs: [folder.path]))
        XCTAssertFalse(result.hasErrors, result.diagnostics.summary)
        let page = try XCTUnwrap(context?.page)
        let detail = try XCTUnwrap(page.screens.firstIndex { $0.id == "det-00-001" })
        XCTAssertEqual(page.exitUnwinds.map { "\($0.screen) \($0.action) \(page.files[$0.place[0]].hasSuffix("Main.storyboard"))" },
                       ["\(detail) save: true", "\(detail) cancel: true"])
        let report = try XCTUnwrap(Navgen.generate(Navgen.Options(inputs: [folder.path])).files.first { $0.path == "NavigationReport.md" }).contents
        XCTAssertTrue(report.contains("pushes, presentations and unwinds: 1 ("), report)
        XCTAssertTrue(report.contains(") · unwinds to Exit, which UIKit routes at run time: 2 · warnings:"), report)
    }

    func testAReportWithoutThemSaysNothingOfThem() throws {
        let folder = try TestSupport.temporaryFolder(self)
        try TestSupport.write(["app.nav.xml": """
            <navigation>
              <navigationController id="stack" root="feed" initial="true"/>
              <screen id="feed"><push to="article"/></screen>
              <screen id="article"/>
            </navigation>
            """], in: folder)
        let report = try XCTUnwrap(Navgen.generate(Navgen.Options(inputs: [folder.path])).files.first { $0.path == "NavigationReport.md" }).contents
        XCTAssertTrue(report.contains("pushes, presentations and unwinds: 1 ("), report)
        XCTAssertFalse(report.contains("unwinds to Exit"), report)
    }
}
