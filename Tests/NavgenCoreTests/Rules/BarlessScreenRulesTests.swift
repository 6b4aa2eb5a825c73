import XCTest
@testable import NavgenCore

/// The rules about a screen's bar check the bar it shows. A screen in no navigation controller (presented alone) shows
/// none, and a container view's child shows its holder's: their own bars are in the
/// generated tables only for code that pushes them. Five rules warned about such bars (a real app's compose screens,
/// presented alone).
final class BarlessScreenRulesTests: XCTestCase {
    private let barRules = ["low-title-contrast", "low-tint-contrast", "scroll-edge-transparent", "glass-custom-bar-background",
                            "status-bar-contrast", "opaque-bar-transparency"]

    func testAScreenPresentedAloneHasNoBarToCheck() throws {
        let compose = ##"<screen id="compose" barTintColor="#0A3D91" statusBarStyle="darkContent"/>"##
        func warnings(pushed: Bool) throws -> [String] {
            let result = try TestSupport.analyse(["app.nav.xml": """
                <navigation>
                  <navigationController id="nav" root="home"/>
                  <screen id="home"><present to="compose" modalPresentationStyle="fullScreen"/>\(pushed ? #"<push to="compose"/>"# : "")</screen>
                  \(compose)
                </navigation>
                """], self)
            return result.diagnostics.filter { barRules.contains($0.rule) }.map(\.rule).sorted()
        }
        XCTAssertEqual(try warnings(pushed: false), [])
        XCTAssertEqual(try warnings(pushed: true), ["glass-custom-bar-background", "low-tint-contrast", "low-title-contrast",
                                                    "status-bar-contrast"],
                       "pushed, its bar shows")
    }

    /// A screen nothing leads to is one code shows, perhaps by pushing it: its bar is checked (a scene with a storyboard ID
    /// and a xib's controller lost every bar warning).
    func testAScreenNothingLeadsToIsChecked() throws {
        let result = try TestSupport.analyse(["app.nav.xml": ##"""
            <navigation>
              <navigationController id="nav" root="home"/>
              <screen id="home"/>
              <screen id="settings" barTintColor="#0A3D91" titleColor="#123A80"/>
            </navigation>
            """##], self)
        XCTAssertEqual(result.diagnostics.filter { $0.rule == "low-title-contrast" }.count, 1, result.diagnostics.summary)
    }
}
