import XCTest
@testable import NavgenCore

/// Segues whose effect depends on where they are: `showDetail` pushes only in a split view, and a partial curl needs
/// a full-screen presentation.
final class InterfaceBuilderPresentationSegueTests: XCTestCase {
    /// A navigation controller's root with one segue (`segue`) to `vcB-00-001`; `split` wraps the stack in a split view.
    private func storyboard(segue: String, split: Bool = false, destination: String = "") -> String {
        let splitScene = split ? """
            <splitViewController id="spl-00-001" sceneMemberID="viewController">
                <connections>
                    <segue destination="nvA-00-001" kind="relationship" relationship="masterViewController" id="rlS-00-001"/>
                    <segue destination="vcB-00-001" kind="relationship" relationship="detailViewController" id="rlS-00-002"/>
                </connections>
            </splitViewController>
            """ : ""
        return IBTest.storyboard(initial: split ? "spl-00-001" : "nvA-00-001", """
            <scene sceneID="scn-00-001">
                <objects>
                    \(splitScene)
                    <navigationController id="nvA-00-001" sceneMemberID="viewController">
                        <navigationBar key="navigationBar" contentMode="scaleToFill" id="brA-00-001"/>
                        <connections>
                            <segue destination="vcA-00-001" kind="relationship" relationship="rootViewController" id="rlA-00-001"/>
                        </connections>
                    </navigationController>
                    <viewController id="vcA-00-001" sceneMemberID="viewController">
                        <connections>
                            \(segue)
                        </connections>
                    </viewController>
                    <viewController id="vcB-00-001" \(destination) sceneMemberID="viewController"/>
                </objects>
            </scene>
            """)
    }

    private func operations(_ result: Navgen.Result) throws -> [String] {
        try XCTUnwrap(result.model).edges.filter { $0.from == "vcA-00-001" && $0.to == "vcB-00-001" }.map { $0.operationName }
    }

    /// A navigation controller does not take `showDetail`; with no split view above, UIKit presents the destination.
    func testShowDetailOutsideASplitViewPresents() throws {
        let segue = #"<segue destination="vcB-00-001" kind="showDetail" id="dtl-00-001"/>"#
        let plain = try TestSupport.analyse(["Main.storyboard": storyboard(segue: segue)], self)
        XCTAssertEqual(try operations(plain), ["present (form sheet)"], plain.diagnostics.summary)
        // In a split view it is the collapsed split's push.
        let split = try TestSupport.analyse(["Main.storyboard": storyboard(segue: segue, split: true)], self)
        XCTAssertEqual(try operations(split), ["push"], split.diagnostics.summary)
    }

    /// A presentation drawn from a navigation controller's own scene (a real app's login screen, which it runs with
    /// performSegue) presents over the stack's screen: planned from it, and its destination reached.
    func testAPresentationFromANavigationControllersSceneIsPlannedFromItsScreen() throws {
        let text = storyboard(segue: "").replacingOccurrences(of: #"<segue destination="vcA-00-001" kind="relationship" relationship="rootViewController" id="rlA-00-001"/>"#, with: """
            <segue destination="vcA-00-001" kind="relationship" relationship="rootViewController" id="rlA-00-001"/>
                            <segue destination="vcB-00-001" kind="presentation" identifier="Login" id="lgn-00-001"/>
            """)
        let result = try TestSupport.analyse(["Main.storyboard": text], self)
        XCTAssertEqual(result.diagnostics, [], result.diagnostics.summary)
        XCTAssertEqual(try operations(result), ["present (form sheet)"])
        // From a split view's scene: its primary column's screen, whatever order the storyboard writes the columns in.
        let split = storyboard(segue: "", split: true)
            .replacingOccurrences(of: #"<segue destination="nvA-00-001" kind="relationship" relationship="masterViewController" id="rlS-00-001"/>"#,
                                  with: #"<segue destination="vcC-00-001" kind="presentation" id="lgn-00-002"/>"#)
            .replacingOccurrences(of: #"<segue destination="vcB-00-001" kind="relationship" relationship="detailViewController" id="rlS-00-002"/>"#,
                                  with: #"<segue destination="vcB-00-001" kind="relationship" relationship="detailViewController" id="rlS-00-002"/><segue destination="nvA-00-001" kind="relationship" relationship="masterViewController" id="rlS-00-001"/>"#)
            .replacingOccurrences(of: #"<viewController id="vcB-00-001" "#, with: #"<viewController id="vcC-00-001" sceneMemberID="viewController"/><viewController id="vcB-00-001" "#)
        let splitResult = try TestSupport.analyse(["Main.storyboard": split], self)
        XCTAssertEqual(try XCTUnwrap(splitResult.model).edges.filter { $0.to == "vcC-00-001" }.map { "\($0.from) \($0.operation)" },
                       ["vcA-00-001 present"], splitResult.diagnostics.summary)
    }

    /// A tab bar controller does not take `show`: a show segue drawn from its scene presents, over the first tab's screen.
    func testAShowFromATabBarControllersScenePresents() throws {
        let text = IBTest.storyboard(initial: "tab-00-001", """
            <scene sceneID="scn-00-001">
                <objects>
                    <tabBarController id="tab-00-001" sceneMemberID="viewController">
                        <connections>
                            <segue destination="vcA-00-001" kind="relationship" relationship="viewControllers" id="rlT-00-001"/>
                            <segue destination="vcB-00-001" kind="show" identifier="Login" id="shw-00-001"/>
                        </connections>
                    </tabBarController>
                    <viewController id="vcA-00-001" sceneMemberID="viewController"/>
                    <viewController id="vcB-00-001" sceneMemberID="viewController"/>
                </objects>
            </scene>
            """)
        let result = try TestSupport.analyse(["Main.storyboard": text], self)
        XCTAssertEqual(result.diagnostics, [], result.diagnostics.summary)
        XCTAssertEqual(try operations(result), ["present (form sheet)"])
    }

    /// UIKit raises for a partial curl in any presentation but full screen, which `automatic` is not from the iOS 13 SDK.
    func testAPartialCurlThatIsNotFullScreenIsAnError() throws {
        let curl = #"<segue destination="vcB-00-001" kind="presentation" modalTransitionStyle="partialCurl" id="crl-00-001"/>"#
        let text = storyboard(segue: curl)
        let sheet = try TestSupport.analyse(["Main.storyboard": text], self)
        let lines = text.components(separatedBy: "\n")
        let line = try XCTUnwrap(lines.firstIndex { $0.contains("crl-00-001") })
        let column = try XCTUnwrap(lines[line].range(of: "modalTransitionStyle")).lowerBound.utf16Offset(in: lines[line]) + 1
        XCTAssertEqual(sheet.diagnostics.map { "\($0.location.line):\($0.location.column) \($0.severity.rawValue) [\($0.rule)] \($0.message)" }, [
            "\(line + 1):\(column) error [invalid-value] modalTransitionStyle partialCurl works only in a full-screen presentation; this "
                + "one's style is form sheet (automatic, with the SDK the app links): UIKit raises an exception when it is presented; set its "
                + "presentation to Full Screen, or choose another transition",
        ])
        let full = curl.replacingOccurrences(of: "modalTransitionStyle", with: #"modalPresentationStyle="fullScreen" modalTransitionStyle"#)
        XCTAssertEqual(try TestSupport.analyse(["Main.storyboard": storyboard(segue: full)], self).diagnostics.errors, [])
        // Written on the destination controller, with its own style.
        let onController = try TestSupport.analyse(["Main.storyboard": storyboard(
            segue: #"<segue destination="vcB-00-001" kind="presentation" id="crl-00-001"/>"#,
            destination: #"modalPresentationStyle="pageSheet" modalTransitionStyle="partialCurl""#)], self)
        XCTAssertEqual(onController.diagnostics.errors.map { String($0.message.prefix(112)) }, [
            "modalTransitionStyle partialCurl works only in a full-screen presentation; this one's style is page sheet: UIKit",
        ])
        // The segue's own transition wins over the controller's.
        let dissolving = try TestSupport.analyse(["Main.storyboard": storyboard(
            segue: #"<segue destination="vcB-00-001" kind="presentation" modalTransitionStyle="crossDissolve" id="crl-00-001"/>"#,
            destination: #"modalPresentationStyle="pageSheet" modalTransitionStyle="partialCurl""#)], self)
        XCTAssertEqual(dissolving.diagnostics.errors, [])
    }
}
