import XCTest
@testable import NavgenCore

/// A scene nothing can show (no segue leads to it, no storyboard ID, not the initial controller) runs none of its
/// segues: its push from no navigation controller is said, not an error that stops the run (a real app's storyboard
/// kept such a scene from an earlier version). With a storyboard ID, code may show it, and the push is the error.
final class InterfaceBuilderUnshownSceneTests: XCTestCase {
    private func storyboard(orphanIdentifier: String = "") -> String {
        IBTest.storyboard(initial: "nav-00-001", """
            <scene sceneID="scn-00-001">
                <objects>
                    <navigationController id="nav-00-001" sceneMemberID="viewController">
                        <navigationBar key="navigationBar" contentMode="scaleToFill" id="bar-00-001"/>
                        <connections>
                            <segue destination="roo-00-001" kind="relationship" relationship="rootViewController" id="rel-00-001"/>
                        </connections>
                    </navigationController>
                    <viewController id="roo-00-001" sceneMemberID="viewController"/>
                    <viewController\(orphanIdentifier) id="old-00-001" sceneMemberID="viewController">
                        <connections>
                            <segue destination="det-00-001" kind="push" id="psh-00-001"/>
                        </connections>
                    </viewController>
                    <viewController id="det-00-001" sceneMemberID="viewController"/>
                </objects>
            </scene>
            """)
    }

    func testAPushFromASceneNothingShowsIsSaidNotAnError() throws {
        let text = storyboard()
        let result = try TestSupport.analyse(["Main.storyboard": text], self)
        XCTAssertFalse(result.hasErrors, result.diagnostics.summary)
        let lines = text.components(separatedBy: "\n")
        let line = try XCTUnwrap(lines.firstIndex { $0.contains("psh-00-001") })
        let column = try XCTUnwrap(lines[line].range(of: "<segue")).lowerBound.utf16Offset(in: lines[line]) + 1
        let said = try XCTUnwrap(result.diagnostics.first { $0.rule == "no-effect" }, result.diagnostics.summary)
        XCTAssertEqual("\(said.location.line):\(said.location.column)", "\(line + 1):\(column)")
        XCTAssertEqual(said.message, "'old-00-001' pushes 'det-00-001' but is in no navigation controller, and nothing shows 'old-00-001': no "
                       + "segue leads to it, it has no storyboard ID and it is not the initial controller, so the push never runs; remove the "
                       + "scene, or embed it in a navigation controller if the app shows it")
        XCTAssertTrue(result.diagnostics.contains { $0.rule == "unreachable-screen" }, "the scene itself is said unreachable")
    }

    func testAPushFromASceneCodeCanShowIsTheError() throws {
        let result = try TestSupport.analyse(["Main.storyboard": storyboard(orphanIdentifier: #" storyboardIdentifier="Old""#)], self)
        XCTAssertEqual(result.diagnostics.errors.map(\.rule), ["push-outside-navigation"], result.diagnostics.summary)
    }
}
