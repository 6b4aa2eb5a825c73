import XCTest
@testable import NavgenCore

/// UIKit cannot push a navigation controller. A show segue that names one presents it (a real app's storyboard has
/// one, and navgen planned it as a push of the inner stack's root into the outer stack); a push segue, or a navigation
/// map's `<push>`, that names one would raise, so it is said at the segue and not planned.
final class InterfaceBuilderNavigationControllerDestinationTests: XCTestCase {
    private func storyboard(kind: String) -> String {
        IBTest.storyboard(initial: "nvA-00-001", """
            <scene sceneID="scn-00-001">
                <objects>
                    <navigationController id="nvA-00-001" sceneMemberID="viewController">
                        <navigationBar key="navigationBar" contentMode="scaleToFill" id="brA-00-001"/>
                        <connections>
                            <segue destination="vcA-00-001" kind="relationship" relationship="rootViewController" id="rlA-00-001"/>
                        </connections>
                    </navigationController>
                    <viewController id="vcA-00-001" sceneMemberID="viewController">
                        <connections>
                            <segue destination="nvB-00-001" kind="\(kind)" id="nxt-00-001"/>
                        </connections>
                    </viewController>
                    <navigationController id="nvB-00-001" sceneMemberID="viewController">
                        <navigationBar key="navigationBar" contentMode="scaleToFill" id="brB-00-001"/>
                        <connections>
                            <segue destination="vcB-00-001" kind="relationship" relationship="rootViewController" id="rlB-00-001"/>
                        </connections>
                    </navigationController>
                    <viewController id="vcB-00-001" sceneMemberID="viewController"/>
                </objects>
            </scene>
            """)
    }

    func testAShowSegueToANavigationControllerPresentsIt() throws {
        let result = try TestSupport.analyse(["Main.storyboard": storyboard(kind: "show")], self)
        XCTAssertEqual(result.diagnostics, [], result.diagnostics.summary)
        let model = try XCTUnwrap(result.model)
        XCTAssertEqual(model.edges.filter { $0.operation != .root && ($0.from == "vcA-00-001" || $0.to == "vcA-00-001") }.map { "\($0.from) \($0.to) \($0.operation)" },
                       ["vcA-00-001 vcB-00-001 present", "vcB-00-001 vcA-00-001 dismiss"])
        XCTAssertEqual(model.screen("vcB-00-001")?.navigationController, "nvB-00-001")
    }

    func testAPushSegueToANavigationControllerIsSaidAndNotPlanned() throws {
        let text = storyboard(kind: "push")
        let result = try TestSupport.analyse(["Main.storyboard": text], self)
        let lines = text.components(separatedBy: "\n")
        let line = try XCTUnwrap(lines.firstIndex { $0.contains("nxt-00-001") })
        let column = try XCTUnwrap(lines[line].range(of: "<segue")).lowerBound.utf16Offset(in: lines[line]) + 1
        XCTAssertEqual(result.diagnostics.map { "\($0.location.line):\($0.location.column) [\($0.rule)] \($0.message)" }, [
            "\(line + 1):\(column) [unsupported] this push names navigation controller 'nvB-00-001', which UIKit cannot push: it raises "
                + "'Pushing a navigation controller is not supported'; push its root instead, or present it with a show or presentation segue",
        ], "and the stack it names is not unreachable")
        XCTAssertFalse(try XCTUnwrap(result.model).edges.contains { $0.operation != .root && ($0.from == "vcA-00-001" || $0.to == "vcA-00-001") })
    }

    func testANavigationMapsPushToANavigationControllerIsSaid() throws {
        let result = try TestSupport.analyse(["app.nav.xml": """
            <navigation>
              <navigationController id="main" root="home" initial="true"/>
              <navigationController id="other" root="detail"/>
              <screen id="home"><push to="other"/></screen>
              <screen id="detail"/>
            </navigation>
            """], self)
        XCTAssertEqual(result.diagnostics.map { "\($0.location.line):\($0.location.column) [\($0.rule)] \($0.message)" }, [
            "4:21 [unsupported] this push names navigation controller 'other', which UIKit cannot push: it raises 'Pushing a navigation "
                + "controller is not supported'; push its root instead, or present it with <present>",
        ])
    }

    /// Interface Builder cannot see what a storyboard reference leads to, so a root relationship can reach a navigation
    /// controller (a real app's, through a reference); UIKit refuses it as it refuses a push, and the outer stack never forms.
    func testANavigationControllerAsTheRootIsSaidAtTheRelationship() throws {
        let main = IBTest.storyboard(initial: "out-00-001", """
            <scene sceneID="scn-00-001">
                <objects>
                    <navigationController id="out-00-001" sceneMemberID="viewController">
                        <navigationBar key="navigationBar" contentMode="scaleToFill" id="brA-00-001"/>
                        <connections>
                            <segue destination="ref-00-001" kind="relationship" relationship="rootViewController" id="rlA-00-001"/>
                        </connections>
                    </navigationController>
                    <viewControllerPlaceholder storyboardName="Flow" id="ref-00-001" sceneMemberID="viewController"/>
                </objects>
            </scene>
            """)
        let flow = IBTest.storyboard(initial: "inn-00-001", """
            <scene sceneID="scn-00-002">
                <objects>
                    <navigationController id="inn-00-001" sceneMemberID="viewController">
                        <navigationBar key="navigationBar" contentMode="scaleToFill" id="brB-00-001"/>
                        <connections>
                            <segue destination="stp-00-001" kind="relationship" relationship="rootViewController" id="rlB-00-001"/>
                        </connections>
                    </navigationController>
                    <viewController id="stp-00-001" sceneMemberID="viewController"/>
                </objects>
            </scene>
            """)
        let result = try TestSupport.analyse(["Main.storyboard": main, "Flow.storyboard": flow], self)
        let lines = main.components(separatedBy: "\n")
        let line = try XCTUnwrap(lines.firstIndex { $0.contains("rlA-00-001") })
        let column = try XCTUnwrap(lines[line].range(of: "<segue")).lowerBound.utf16Offset(in: lines[line]) + 1
        XCTAssertEqual(result.diagnostics.map { "\($0.location.file.split(separator: "/").last!):\($0.location.line):\($0.location.column) [\($0.rule)] \($0.message)" }, [
            "Main.storyboard:\(line + 1):\(column) [unsupported] navigation controller 'out-00-001' has navigation controller 'inn-00-001' as its "
                + "root (through a storyboard reference), which UIKit cannot hold in a navigation stack: it raises 'Pushing a navigation "
                + "controller is not supported'; make the inner controller's root screen the root, or present the inner navigation controller",
        ])
        XCTAssertEqual(try XCTUnwrap(result.model).screen("stp-00-001")?.navigationController, "inn-00-001")
    }
}
