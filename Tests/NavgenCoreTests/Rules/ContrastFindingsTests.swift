import XCTest
@testable import NavgenCore

/// A colour written once, on a navigation controller, reaches every screen of its stack: the contrast rules say so once
/// where it is written, naming the screens (a real app's three-screen stack gave three identical warnings per colour).
/// Screens whose bars differ keep their own diagnostics, and a screen that turns the rule off is left out.
final class ContrastFindingsTests: XCTestCase {
    func testAStacksColourIsOneDiagnosticNamingItsScreens() throws {
        let map = """
            <navigation>
              <navigationController id="nav" root="one" tintColor="#AAAAAA" titleColor="#FFFFFF" statusBarStyle="lightContent"/>
              <screen id="one"><push to="two"/><push to="three"/><push to="four"/><push to="five"/></screen>
              <screen id="two"/>
              <screen id="three"/>
              <screen id="four" barTintColor="#EEEEEE"/>
              <!-- navgen:disable low-tint-contrast -->
              <screen id="five"/>
            </navigation>
            """
        let result = try TestSupport.analyse(["app.nav.xml": map], self)
        let contrast = result.diagnostics.filter { $0.rule.contains("contrast") }
        XCTAssertEqual(contrast.map { "\($0.location.line):\($0.location.column) [\($0.rule)] \($0.message)" }, [
            "2:45 [low-tint-contrast] the tint colour #AAAAAAFF on the bar of 'four' (#EEEEEEFF) has a contrast of 2:1 in design 'legacy'; bar buttons need 3:1",
            "2:45 [low-tint-contrast] the tint colour #AAAAAAFF on the bars of 'one' and 2 other screens (#F9F9F9FF) has a contrast of 2.1:1 in design 'legacy'; bar buttons need 3:1",
            "2:65 [low-title-contrast] the title colour #FFFFFFFF on the bar of 'four' (#EEEEEEFF) has a contrast of 1.1:1 in design 'legacy'; text needs 4.5:1",
            "2:65 [low-title-contrast] the title colour #FFFFFFFF on the bars of 'one' and 3 other screens (#F9F9F9FF) has a contrast of 1:1 in design 'legacy'; text needs 4.5:1",
            "2:86 [status-bar-contrast] lightContent status-bar content on the bar of 'four' (#EEEEEEFF) has a contrast of 1.1:1 in design 'legacy'; use darkContent or automatic",
            "2:86 [status-bar-contrast] lightContent status-bar content on the bars of 'one' and 3 other screens (#F9F9F9FF) has a contrast of 1:1 in design 'legacy'; use darkContent or automatic",
        ], result.diagnostics.summary)
    }

    /// UIKit's default tint and title colour, which no input writes, fall short because of the bar's colour: they are said
    /// where the bar's colour is written, once for the stack, not at each screen.
    func testADefaultColourIsSaidAtTheBarsColourOnceForTheStack() throws {
        let result = try TestSupport.analyse(["app.nav.xml": """
            <navigation>
              <navigationController id="nav" root="one" barTintColor="#0A3D91"/>
              <screen id="one"><push to="two"/></screen>
              <screen id="two"/>
            </navigation>
            """], self)
        XCTAssertEqual(result.diagnostics.filter { $0.rule.hasPrefix("low-") }.map { "\($0.location.line):\($0.location.column) [\($0.rule)] \($0.message)" }, [
            "2:45 [low-tint-contrast] the default tint colour #007AFFFF on the bars of 'one' and 'two' (#0A3D91FF) has a contrast of 2.5:1 "
                + "in design 'legacy'; bar buttons need 3:1",
            "2:45 [low-title-contrast] the default title colour #000000FF on the bars of 'one' and 'two' (#0A3D91FF) has a contrast of "
                + "2:1 in design 'legacy'; text needs 4.5:1",
        ], result.diagnostics.summary)
    }

    /// The bar's tint is measured where it draws something: a root screen whose every item tints itself has no back
    /// button and no item in it (two real apps' single root screens: a warning about a colour nothing drew in); the
    /// screen it pushes has the back chevron, and a root with no item may get items in code.
    func testTheBarsTintIsMeasuredWhereItDrawsSomething() throws {
        let result = try TestSupport.analyse(["app.nav.xml": """
            <navigation>
              <navigationController id="nav" root="one" barTintColor="#FF2D55" titleColor="#FFFFFF"/>
              <screen id="one"><item side="right" kind="system" systemItem="add" tintColor="#FFFFFF"/><push to="two"/></screen>
              <screen id="two"><item side="right" kind="system" systemItem="add" tintColor="#FFFFFF"/></screen>
              <navigationController id="other" root="three" barTintColor="#FF2D55" titleColor="#FFFFFF"/>
              <screen id="three"/>
            </navigation>
            """], self)
        XCTAssertEqual(result.diagnostics.with(rule: "low-tint-contrast").map { "\($0.location.line):\($0.location.column) \($0.message)" }, [
            "2:45 the default tint colour #007AFFFF on the bar of 'two' (#FF2D55FF) has a contrast of 1.1:1 in design 'legacy'; bar buttons need 3:1",
            "5:49 the default tint colour #007AFFFF on the bar of 'three' (#FF2D55FF) has a contrast of 1.1:1 in design 'legacy'; bar buttons need 3:1",
        ], result.diagnostics.summary)
    }

    /// A stack's root that another stack pushes has a back button there, in the bar's tint; so does a split view's
    /// column (its display-mode button, and the back button when collapsed).
    func testTheBarsTintIsMeasuredOnARootPushedElsewhereOrInASplitView() throws {
        let result = try TestSupport.analyse(["app.nav.xml": """
            <navigation>
              <navigationController id="a" root="inbox" barTintColor="#FF2D55" titleColor="#FFFFFF"/>
              <navigationController id="b" root="search" barTintColor="#FF2D55" titleColor="#FFFFFF"/>
              <screen id="inbox"><item side="right" kind="system" systemItem="add" tintColor="#FFFFFF"/></screen>
              <screen id="search"><item side="right" kind="system" systemItem="add" tintColor="#FFFFFF"/><push to="inbox"/></screen>
            </navigation>
            """], self)
        XCTAssertEqual(result.diagnostics.with(rule: "low-tint-contrast").map { "\($0.location.line):\($0.location.column) \($0.message)" }, [
            "2:45 the default tint colour #007AFFFF on the bar of 'inbox' (#FF2D55FF) has a contrast of 1.1:1 in design 'legacy'; bar buttons need 3:1",
        ], result.diagnostics.summary)
    }

    /// A split view's columns show its display-mode button (and the back button when it collapses) in the bar's tint.
    func testTheBarsTintIsMeasuredInASplitViewsColumns() throws {
        func stack(_ id: String, root: String) -> String {
            """
            <scene sceneID="scn-\(id)"><objects><navigationController id="\(id)" sceneMemberID="viewController">
            <navigationBar key="navigationBar" contentMode="scaleToFill" barStyle="black" id="bar-\(id)">
            <color key="barTintColor" red="0.04" green="0.24" blue="0.57" alpha="1" colorSpace="custom" customColorSpace="sRGB"/></navigationBar>
            <connections><segue destination="\(root)" kind="relationship" relationship="rootViewController" id="rel-\(id)"/></connections>
            </navigationController></objects></scene>
            <scene sceneID="scn-\(root)"><objects><viewController id="\(root)" sceneMemberID="viewController">
            <navigationItem key="navigationItem" title="\(root)" id="itm-\(root)"><barButtonItem key="rightBarButtonItem" systemItem="add" id="btn-\(root)">
            <color key="tintColor" white="1" alpha="1" colorSpace="custom" customColorSpace="genericGamma22GrayColorSpace"/></barButtonItem></navigationItem>
            </viewController></objects></scene>
            """
        }
        let result = try TestSupport.analyse(["Main.storyboard": IBTest.storyboard(initial: "spl-1", """
            <scene sceneID="scn-spl"><objects><splitViewController style="doubleColumn" id="spl-1" sceneMemberID="viewController"><connections>
            <segue destination="nav-1" kind="relationship" relationship="masterViewController" id="rlm-1"/>
            <segue destination="nav-2" kind="relationship" relationship="detailViewController" id="rld-1"/>
            </connections></splitViewController></objects></scene>
            """ + stack("nav-1", root: "List") + stack("nav-2", root: "Detail"))], self)
        XCTAssertEqual(result.diagnostics.with(rule: "low-tint-contrast").count, 2, result.diagnostics.summary)
    }
}
