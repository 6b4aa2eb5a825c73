import XCTest
@testable import NavgenCore

/// Navigation controllers whose root the app sets in code, `navgen.root`, and push segues that leave from a
/// navigation controller itself.
final class InterfaceBuilderRootTests: XCTestCase {
    /// A navigation controller with `connections` and `attributes` inside, a feed screen that pushes a detail.
    private func storyboard(navigation connections: String = "", attributes: String = "", feedAttributes: String = "") -> String {
        IBTest.storyboard(initial: "nav-00-001", """
                <scene sceneID="scn-00-001">
                    <objects>
                        <navigationController id="nav-00-001" customClass="AppNavigationController" sceneMemberID="viewController">
                            <userDefinedRuntimeAttributes>
        \(attributes)
                            </userDefinedRuntimeAttributes>
                            <connections>
        \(connections)
                            </connections>
                        </navigationController>
                    </objects>
                </scene>
                <scene sceneID="scn-00-002">
                    <objects>
                        <tableViewController storyboardIdentifier="Feed" id="fed-00-001" sceneMemberID="viewController">
                            <userDefinedRuntimeAttributes>
        \(feedAttributes)
                            </userDefinedRuntimeAttributes>
                            <connections>
                                <segue destination="det-00-001" kind="push" id="psh-00-001"/>
                            </connections>
                        </tableViewController>
                    </objects>
                </scene>
                <scene sceneID="scn-00-003">
                    <objects>
                        <viewController storyboardIdentifier="Detail" id="det-00-001" sceneMemberID="viewController"/>
                    </objects>
                </scene>
        """)
    }

    private func analyse(_ text: String) throws -> Navgen.Result {
        try TestSupport.analyse(["Main.storyboard": text], self)
    }

    func testARootlessNavigationControllerIsAWarningThatSaysHowToNameTheRoot() throws {
        let result = try analyse(storyboard())
        XCTAssertEqual(TestSupport.lines(result.diagnostics.with(rule: "missing-root")), [
            """
            Main.storyboard:12:39: warning: navigation controller 'AppNavigationController' has no root screen, so navgen checks no stack \
            under it; if the app sets the root in code, tell navgen which screen it is: a rootViewController relationship \
            segue, a 'navgen.root' runtime attribute (type String) whose value is the root's storyboard ID, or a navigation \
            map (*.nav.xml) that declares the stack [missing-root]
            """,
        ])
    }

    /// A tab bar controller whose tabs the app sets in code (two real apps' home) holds nothing navgen can check: said.
    func testATabBarControllerWithoutTabsIsAWarning() throws {
        let result = try analyse(IBTest.storyboard(initial: "tab-00-001", """
            <scene sceneID="scn-00-001">
                <objects>
                    <tabBarController id="tab-00-001" customClass="MainTabBarController" sceneMemberID="viewController">
                        <tabBar key="tabBar" contentMode="scaleToFill" id="tbr-00-001"/>
                    </tabBarController>
                    <viewController id="scr-00-001" storyboardIdentifier="login" sceneMemberID="viewController"/>
                </objects>
            </scene>
            """))
        XCTAssertEqual(TestSupport.lines(result.diagnostics.with(rule: "missing-root")), [
            """
            Main.storyboard:12:27: warning: tab bar controller 'MainTabBarController' has no tabs, so navgen checks none of its stacks; \
            if the app sets them in code, draw them as its view controllers relationships, or declare them in a navigation map \
            (*.nav.xml) [missing-root]
            """,
        ])
    }

    func testInAXibTheWarningPointsAtANavigationMap() throws {
        let xib = """
            <document type="com.apple.InterfaceBuilder3.CocoaTouch.XIB" version="3.0" toolsVersion="22505" targetRuntime="iOS.CocoaTouch">
                <objects>
                    <navigationController id="nav-00-001" customClass="AppNavigationController"/>
                </objects>
            </document>
            """
        let result = try TestSupport.analyse(["Main.xib": xib], self)
        XCTAssertEqual(TestSupport.lines(result.diagnostics), [
            """
            Main.xib:3:31: warning: navigation controller 'AppNavigationController' has no root screen, so navgen checks no stack under \
            it; if the app sets the root in code, tell navgen which screen it is with a navigation map (*.nav.xml) that \
            declares the stack [missing-root]
            """,
        ])
    }

    func testAPushFromAScreenInNoStackNamesTheRootlessNavigationControllers() throws {
        let pushes = try analyse(storyboard()).diagnostics.with(rule: "push-outside-navigation")
        XCTAssertEqual(TestSupport.lines(pushes), [
            """
            Main.storyboard:29:25: error: 'Feed' pushes 'Detail' but is in no navigation controller; embed \
            'Feed' in a navigation controller or present instead [push-outside-navigation]
            """,
        ])
        XCTAssertEqual(pushes.first?.notes, [
            .init("if the app makes 'Feed' the root of navigation controller 'AppNavigationController' in code, give "
                + "'AppNavigationController' a 'navgen.root' runtime attribute of 'Feed'", at: SourceLocation(file: "Main.storyboard", line: 12, column: 39)),
        ])
    }

    func testNavgenRootNamesTheRootByItsStoryboardID() throws {
        let result = try analyse(storyboard(attributes: #"<userDefinedRuntimeAttribute type="string" keyPath="navgen.root" value="Feed"/>"#))
        XCTAssertEqual(TestSupport.lines(result.diagnostics), [])
        let edges = try XCTUnwrap(result.model?.edges).map { "\($0.from) \($0.operation) \($0.to)" }
        XCTAssertTrue(Set(edges).isSuperset(of: ["nav-00-001 root fed-00-001", "fed-00-001 push det-00-001"]), "\(edges)")
        let root = try XCTUnwrap(result.documents.first?.segues.first { $0.effect == .root })
        XCTAssertEqual(root.location.line, 14)
        XCTAssertEqual(root.location.column, 66)
        XCTAssertTrue(root.location.file.hasSuffix("/Main.storyboard"), root.location.file)
    }

    func testNavgenRootOnAnotherControllerOrBesideARelationshipOrNamingNothingIsAnError() throws {
        let relationship = #"<segue destination="fed-00-001" kind="relationship" relationship="rootViewController" id="rel-00-001"/>"#
        let twice = try analyse(storyboard(navigation: relationship,
                                           attributes: #"<userDefinedRuntimeAttribute type="string" keyPath="navgen.root" value="Feed"/>"#))
        XCTAssertEqual(TestSupport.lines(twice.diagnostics), [
            """
            Main.storyboard:14:66: error: navigation controller 'AppNavigationController' has a rootViewController relationship already; \
            remove 'navgen.root' or the relationship [invalid-value]
            """,
        ])
        XCTAssertEqual(twice.diagnostics.first?.notes.first?.location, SourceLocation(file: "Main.storyboard", line: 17, column: 1))
        let misspelt = try analyse(storyboard(attributes: #"<userDefinedRuntimeAttribute type="string" keyPath="navgen.root" value="Fed"/>"#))
        XCTAssertEqual(TestSupport.lines(misspelt.diagnostics.with(rule: "unresolved-reference")), [
            """
            Main.storyboard:14:66: error: 'navgen.root' is 'Fed', which no controller of this document has as its storyboard \
            ID; did you mean 'Feed'? [unresolved-reference]
            """,
        ])
        let elsewhere = try analyse(storyboard(navigation: relationship,
                                               feedAttributes: #"<userDefinedRuntimeAttribute type="string" keyPath="navgen.root" value="Detail"/>"#))
        XCTAssertEqual(TestSupport.lines(elsewhere.diagnostics), [
            """
            Main.storyboard:26:66: error: 'navgen.root' names a navigation controller's root, but 'Feed' is a \
            <tableViewController>; set it on the navigation controller [invalid-value]
            """,
        ])
    }

    func testAPushSegueFromANavigationControllerSaysSo() throws {
        let result = try analyse(storyboard(navigation: """
            <segue destination="fed-00-001" kind="relationship" relationship="rootViewController" id="rel-00-001"/>
            <segue destination="det-00-001" kind="push" id="bad-00-001"/>
            """))
        XCTAssertEqual(TestSupport.lines(result.diagnostics.with(rule: "push-outside-navigation")), [
            """
            Main.storyboard:18:1: error: the push segue to 'Detail' starts from navigation controller 'AppNavigationController' \
            itself, which no navigation controller holds (UIKit throws "Push segues can only be used when the source \
            controller is managed by an instance of UINavigationController"); start the segue from its root screen \
            'Feed', or make it a 'show' segue, which a navigation controller performs by pushing onto its own stack \
            [push-outside-navigation]
            """,
        ])
    }
}
