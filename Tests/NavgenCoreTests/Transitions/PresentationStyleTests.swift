import XCTest
@testable import NavgenCore

/// A presentation shows its screen as the segue, else the presented controller, says, else in UIKit's `automatic` style
/// for the SDK the app links; only a full-screen one hands the status bar to the presented screen.
final class PresentationStyleTests: XCTestCase {
    private static let storyboard = IBTest.storyboard(initial: "nav-00-001", """
                <scene sceneID="scn-00-001">
                    <objects>
                        <navigationController id="nav-00-001" sceneMemberID="viewController">
                            <connections>
                                <segue destination="hom-00-001" kind="relationship" relationship="rootViewController" id="seg-00-001"/>
                            </connections>
                        </navigationController>
                        <viewController title="Home" id="hom-00-001" sceneMemberID="viewController">
                            <connections>
                                <segue destination="cov-00-001" kind="presentation" modalPresentationStyle="fullScreen" id="seg-00-002"/>
                                <segue destination="frm-00-001" kind="presentation" id="seg-00-003"/>
                                <segue destination="pop-00-001" kind="popoverPresentation" id="seg-00-004"/>
                                <segue destination="dft-00-001" kind="modal" id="seg-00-005"/>
                                <segue destination="ovr-00-001" kind="presentation" modalPresentationStyle="overFullScreen" id="seg-00-006"/>
                            </connections>
                        </viewController>
                        <viewController title="Cover" id="cov-00-001" modalPresentationStyle="formSheet" sceneMemberID="viewController"/>
                        <viewController title="Form" id="frm-00-001" modalPresentationStyle="formSheet" sceneMemberID="viewController">
                            <userDefinedRuntimeAttributes>
                                <userDefinedRuntimeAttribute type="boolean" keyPath="modalPresentationCapturesStatusBarAppearance" value="YES"/>
                            </userDefinedRuntimeAttributes>
                        </viewController>
                        <viewController title="Popover" id="pop-00-001" sceneMemberID="viewController"/>
                        <viewController title="Default" id="dft-00-001" sceneMemberID="viewController"/>
                        <viewController title="Over" id="ovr-00-001" sceneMemberID="viewController"/>
                    </objects>
                </scene>
        """)

    private func styles(sdk: String) throws -> [String: NavigationPresentationStyle?] {
        let result = try TestSupport.analyse(["Main.storyboard": Self.storyboard], self, sdk: sdk)
        XCTAssertEqual(result.diagnostics.filter { $0.severity == .error }, [])
        let model = try XCTUnwrap(result.model)
        var styles: [String: NavigationPresentationStyle?] = [:]
        for edge in model.edges where edge.operation == .present {
            styles[model.name(of: edge.to)] = edge.presentation
            XCTAssertEqual(edge.capturesStatusBar, model.name(of: edge.to) == "Form", "the runtime attribute of the presented controller")
            let dismissal = model.edges.first { $0.operation == .dismiss && $0.from == edge.to && $0.to == edge.from }
            XCTAssertEqual(dismissal?.presentation, edge.presentation, "a dismissal is in its presentation's style")
        }
        return styles
    }

    func testTheSegueThenThePresentedControllerThenTheSDKDecide() throws {
        XCTAssertEqual(try styles(sdk: "27.0"), [
            "Cover": .fullScreen, "Form": .formSheet, "Popover": .popover, "Default": .formSheet, "Over": .overFullScreen,
        ])
        XCTAssertEqual(try styles(sdk: "17.0")["Default"], .pageSheet, "automatic was a page sheet before iOS 18")
        XCTAssertEqual(try styles(sdk: "12.0")["Default"], .fullScreen, "and a full-screen cover before iOS 13")
    }

    func testOnlyAFullScreenPresentationHandsOverTheStatusBar() throws {
        let built = try ModelFixture.build("""
            <navigation>
              <navigationController id="nav" root="home" initial="true"/>
              <navigationController id="coverStack" root="cover"/>
              <navigationController id="sheetStack" root="sheet"/>
              <navigationController id="capturedStack" root="captured"/>
              <screen id="home" barTintColor="#FFFFFF" statusBarStyle="darkContent">
                <present to="coverStack" modalPresentationStyle="fullScreen"/>
                <present to="sheetStack"/>
                <present to="capturedStack" modalPresentationCapturesStatusBarAppearance="true"/>
              </screen>
              <screen id="cover" barTintColor="#101010" statusBarStyle="lightContent"/>
              <screen id="sheet" barTintColor="#101010" statusBarStyle="lightContent"/>
              <screen id="captured" barTintColor="#101010" statusBarStyle="lightContent"/>
            </navigation>
            """)
        XCTAssertEqual(built.diagnostics.filter { $0.severity == .error }, [])
        XCTAssertEqual(built.plan("home", "cover", .present)?.statusBar, .lightContent)
        XCTAssertEqual(built.plan("cover", "home", .dismiss)?.statusBar, .darkContent)
        XCTAssertEqual(built.planned("home", "sheet", .present)?.edge.presentation, .formSheet)
        XCTAssertEqual(built.plan("home", "sheet", .present)?.statusBar, .unchanged, "the presenting screen keeps the status bar")
        XCTAssertEqual(built.plan("sheet", "home", .dismiss)?.statusBar, .unchanged)
        XCTAssertEqual(built.plan("home", "captured", .present)?.statusBar, .lightContent, "a sheet that captures the status bar takes it")
        XCTAssertEqual(built.planned("home", "sheet", .present)?.edge.operationName, "present (form sheet)")
        XCTAssertEqual(built.planned("home", "cover", .present)?.edge.operationName, "present (full screen)")
    }

    /// In a navigation map, as in a storyboard, the presented controller may say how it is presented (SodaPopcorn's
    /// navigation controller sets its own style and status-bar capture in init), and a `<present>` may say otherwise;
    /// a transition style is read on both, and checked.
    func testAPresentedControllerInAMapSaysHowItIsPresented() throws {
        let built = try ModelFixture.build("""
            <navigation>
              <navigationController id="nav" root="home" initial="true"/>
              <navigationController id="cover" root="details" modalPresentationStyle="fullScreen" modalPresentationCapturesStatusBarAppearance="true"/>
              <screen id="home" barTintColor="#FFFFFF" statusBarStyle="darkContent">
                <present to="cover"/>
                <present to="curl" modalTransitionStyle="crossDissolve"/>
                <present to="sheet"/>
                <present to="cover" identifier="uncaptured" modalPresentationStyle="pageSheet" modalPresentationCapturesStatusBarAppearance="false"/>
              </screen>
              <screen id="details" barTintColor="#101010" statusBarStyle="lightContent"/>
              <screen id="curl" modalPresentationStyle="pageSheet"/>
              <screen id="sheet" modalTransitionStyle="partialCurl"/>
            </navigation>
            """)
        let presentations = built.plans.filter { $0.edge.from == "home" && $0.edge.to == "details" && $0.edge.operation == .present }
        XCTAssertEqual(Set(presentations.map { "\($0.edge.identifier ?? "-") \($0.edge.presentation!) \($0.edge.capturesStatusBar)" }),
                       ["- fullScreen true", "uncaptured pageSheet false"], "a present's own style and capture win, as the property set last does")
        XCTAssertEqual(built.plan("home", "details", .present)?.statusBar, .lightContent)
        XCTAssertEqual(built.planned("home", "curl", .present)?.edge.presentation, .pageSheet)
        // The sheet's own partial curl in an automatic (form sheet) presentation: UIKit raises.
        XCTAssertEqual(built.diagnostics.filter { $0.severity == .error }.map { "\($0.location.line):\($0.location.column) \($0.rule)" },
                       ["12:22 invalid-value"])
        let typo = try TestSupport.analyse(["m.nav.xml": """
            <navigation>
              <screen id="home"><present to="next" modalTransitionStyle="crossDisolve"/></screen>
              <screen id="next"/>
            </navigation>
            """], self)
        XCTAssertEqual(TestSupport.lines(typo.diagnostics.filter { $0.severity == .error }), [
            "m.nav.xml:2:40: error: unknown modalTransitionStyle 'crossDisolve'; did you mean 'crossDissolve'?; expected one of coverVertical, "
                + "flipHorizontal, crossDissolve, partialCurl [invalid-value]",
        ])
    }

    func testAnUnknownStyleIsAnErrorWhereItIsWritten() throws {
        let storyboard = Self.storyboard.replacingOccurrences(of: "\"overFullScreen\"", with: "\"overFullscreen\"")
        let result = try TestSupport.analyse(["Main.storyboard": storyboard], self)
        let lines = TestSupport.lines(result.diagnostics.filter { $0.severity == .error })
        XCTAssertEqual(lines.count, 1)
        XCTAssertTrue(lines[0].contains("unknown modalPresentationStyle 'overFullscreen'; did you mean 'overFullScreen'?"), lines[0])
        let written = storyboard.components(separatedBy: "\n")
        let line = try XCTUnwrap(written.firstIndex { $0.contains("overFullscreen") })
        let attribute = try XCTUnwrap(written[line].range(of: "modalPresentationStyle=\"overFullscreen\""))
        let column = written[line].distance(from: written[line].startIndex, to: attribute.lowerBound) + 1
        XCTAssertTrue(lines[0].hasPrefix("Main.storyboard:\(line + 1):\(column):"), lines[0])
    }
}
