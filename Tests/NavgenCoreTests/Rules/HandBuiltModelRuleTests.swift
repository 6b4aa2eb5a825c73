import XCTest
@testable import NavgenCore

/// Rules checked on models built by hand, without the readers: the rules' own examples run the same cases
/// through asset catalogues and storyboards, so a failure here points at the rule rather than at a reader.
final class HandBuiltModelRuleTests: XCTestCase {
    func testIncompleteModeIsReportedWhereTheScreenUsesTheToken() throws {
        let built = try ModelFixture.build("""
            <navigation>
              <navigationController id="nav" root="home"/>
              <screen id="home" barTintColor="{color.bar}" tintColor="{color.tint}"/>
            </navigation>
            """, modes: ["light", "dark"], colors: [
                "color.bar": ["light": RGBA(hex: "#FFFFFF"), "dark": RGBA(hex: "#000000")],
                "color.tint": ["light": RGBA(hex: "#0000FF")],
            ])
        XCTAssertEqual(TestSupport.lines(built.diagnostics), [
            "app.nav.xml:3:48: error: token 'color.tint' has no value in mode 'dark', but screen 'home' uses it [incomplete-mode]",
        ])
    }

    func testCJKDefaultTextInATextViewBelowIOS9() throws {
        let text = SourceLocation(file: "Main.storyboard", line: 12, column: 9)
        let built = try ModelFixture.build("<navigation deploymentTarget=\"8.0\"/>") { document in
            document.textViews = [Located("Hello", at: SourceLocation(file: "Main.storyboard", line: 10, column: 9)),
                                  Located("你好，世界", at: text)]
        }
        let violations = CJKTextViewDefaultTextRule.check(model: built.model, plans: built.plans)
        XCTAssertEqual(violations.map(\.diagnostic.location), [text])
        XCTAssertEqual(violations.map(\.diagnostic.severity), [.warning])

        let modern = try ModelFixture.build("<navigation deploymentTarget=\"9.0\"/>") { $0.textViews = [Located("你好", at: text)] }
        XCTAssertEqual(CJKTextViewDefaultTextRule.check(model: modern.model, plans: modern.plans).count, 0)
    }
}
