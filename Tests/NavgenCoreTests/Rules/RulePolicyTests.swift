import XCTest
@testable import NavgenCore

/// `--strict`, severity overrides and `<!-- navgen:disable … -->`, which apply to every rule in one place.
final class RulePolicyTests: XCTestCase {
    /// `detail` is unreachable; `home`'s default title is unreadable on its dark bar.
    private let map = """
        <navigation>
          <navigationController id="nav" root="home"/>
          <screen id="home" barTintColor="#101010"/>
          <screen id="detail"/>
        </navigation>
        """

    /// Built with the iOS 18 SDK by default: the legacy design alone, where these coloured bars are no Liquid Glass warning.
    private func analyse(_ files: [String: String], strict: Bool = false, severities: [String: Severity?] = [:],
                         sdk: String = "18.0") throws -> [Diagnostic] {
        try TestSupport.analyse(files, self, strict: strict, severities: severities, sdk: sdk).diagnostics
    }

    func testDefaultSeverities() throws {
        let diagnostics = try analyse(["app.nav.xml": map])
        XCTAssertEqual(diagnostics.map(\.rule), ["low-title-contrast", "unreachable-screen"])
        XCTAssertEqual(diagnostics.map(\.severity), [.warning, .warning])
    }

    func testStrictMakesWarningsErrors() throws {
        let diagnostics = try analyse(["app.nav.xml": map], strict: true)
        XCTAssertEqual(diagnostics.map(\.severity), [.error, .error])
    }

    func testASeverityCanChangeAndARuleCanBeTurnedOff() throws {
        let diagnostics = try analyse(["app.nav.xml": map], severities: ["low-title-contrast": .some(.error), "unreachable-screen": nil])
        XCTAssertEqual(TestSupport.lines(diagnostics), [
            "app.nav.xml:3:21: error: the default title colour #000000FF on the bar of 'home' (#101010FF) has a contrast of 1.1:1; text needs 4.5:1 [low-title-contrast]",
        ])
    }

    func testReaderDiagnosticsFollowTheConfigurationToo() throws {
        let tokens = ##"{"color": {"$type": "color", "brand": {"$value": "#3366FF"}}}"##
        XCTAssertEqual(try analyse(["t.tokens.json": tokens]).map(\.severity), [.warning])
        XCTAssertEqual(try analyse(["t.tokens.json": tokens], strict: true).map(\.severity), [.error])
        XCTAssertEqual(try analyse(["t.tokens.json": tokens], severities: ["legacy-value": nil]), [])
    }

    func testDisableCommentSilencesARuleOnAScreenOrAnEdge() throws {
        let commented = """
            <navigation>
              <tabBarController id="tabs" initial="true"><tab ref="nav"/></tabBarController>
              <navigationController id="nav" root="home"/>
              <!-- navgen:disable low-title-contrast low-tint-contrast -->
              <screen id="home" barTintColor="#0A3D91">
                <!-- navgen:disable split-with-tab-bar-change -->
                <push to="detail"/>
              </screen>
              <!-- navgen:disable unreachable-screen -->
              <screen id="orphan"/>
              <screen id="detail" hidesBottomBarWhenPushed="true" barTintColor="#FFFFFF"/>
            </navigation>
            """
        XCTAssertEqual(try analyse(["app.nav.xml": commented]).map(\.rule), [])
        let plain = commented.split(separator: "\n").filter { !$0.contains("navgen:disable") }.joined(separator: "\n")
        XCTAssertEqual(Set(try analyse(["app.nav.xml": plain]).map(\.rule)),
                       ["low-title-contrast", "low-tint-contrast", "split-with-tab-bar-change", "unreachable-screen"])
    }

    /// An id navgen does not have turns nothing off: it is reported where it is written, with the closest id, and the
    /// ids beside it still count.
    func testADisableCommentWithAnUnknownIDIsReportedAtTheID() throws {
        let map = """
            <navigation>
              <navigationController id="nav" root="home"/>
              <screen id="home"/>
              <!-- navgen:disable  unreachable-scren,low-title-contrast -->
              <screen id="orphan" barTintColor="#101010"/>
              <!--
                navgen:disable
              -->
              <screen id="other"/>
            </navigation>
            """
        XCTAssertEqual(TestSupport.lines(try analyse(["app.nav.xml": map]).with(rule: "no-effect")), [
            "app.nav.xml:4:24: warning: navgen:disable: unknown rule 'unreachable-scren' ('navgen rules' lists them); "
                + "did you mean 'unreachable-screen'? [no-effect]",
            "app.nav.xml:7:5: warning: navgen:disable names no rule; write the ids to turn off after it [no-effect]",
        ])
        // The misspelt rule still fires; the one spelt right does not.
        XCTAssertEqual(try analyse(["app.nav.xml": map]).filter { $0.rule != "no-effect" }.map { "\($0.rule) \($0.location.line)" },
                       ["unreachable-screen 5", "unreachable-screen 9"])
    }

    func testADisableCommentInAStoryboardWithAnUnknownIDIsReportedAtTheID() {
        let storyboard = IBTest.storyboard(initial: "vc", """
                    <scene sceneID="s1">
                        <objects>
                            <!-- navgen:disable dead-end, glass-bar-tnt -->
                            <viewController id="vc" sceneMemberID="viewController"/>
                        </objects>
                    </scene>
            """)
        let line = storyboard.components(separatedBy: "\n").firstIndex { $0.contains("navgen:disable") }! + 1
        let (document, diagnostics) = IBTest.read(storyboard)
        XCTAssertEqual(TestSupport.lines(diagnostics), [
            "Test.storyboard:\(line):47: warning: navgen:disable: unknown rule 'glass-bar-tnt' ('navgen rules' lists them); "
                + "did you mean 'glass-bar-tint'? [no-effect]",
        ])
        XCTAssertEqual(document.controllers.first?.disabledRules, ["dead-end"])
    }

    func testDisableCommentSilencesADesignsRule() throws {
        let map = """
            <navigation>
              <navigationController id="nav" root="home"/>
              <!-- navgen:disable glass-custom-bar-background -->
              <screen id="home" barTintColor="#FFFFFF"><push to="detail"/></screen>
              <screen id="detail" barTintColor="#FFFFFF"/>
            </navigation>
            """
        // Only 'detail' is reported, at its own colour, in the glass design only.
        XCTAssertEqual(TestSupport.lines(try analyse(["app.nav.xml": map], sdk: "27.0")), [
            "app.nav.xml:5:23: warning: the bar colour set here gives 'detail' a coloured bar under Liquid Glass in design 'glass', where the bar has "
                + "no background of its own; remove it and let the scroll edge effect keep the title legible [glass-custom-bar-background]",
        ])
    }

    func testRulesDoNotRunOnTopOfErrors() throws {
        let diagnostics = try analyse(["app.nav.xml": map.replacingOccurrences(of: "root=\"home\"", with: "root=\"hom\"")])
        XCTAssertEqual(Set(diagnostics.map(\.rule)), ["unresolved-reference"])
    }

    func testStrictFlagOnTheCommandLine() throws {
        let folder = try TestSupport.temporaryFolder(self)
        try TestSupport.write(["in/app.nav.xml": map], in: folder)
        let lenient = try TestSupport.navgen(["in", "--out", "out"], in: folder)
        XCTAssertEqual(lenient.status, 0, lenient.errors)
        let strict = try TestSupport.navgen(["in", "--out", "strict", "--strict"], in: folder)
        XCTAssertEqual(strict.status, 1)
        XCTAssertTrue(strict.errors.contains("error: no initial controller, root, push, presentation, tab, split view column, container view or custom segue leads to 'detail'"), strict.errors)
    }

    func testRulesListingComesFromTheDescriptions() throws {
        let run = try TestSupport.navgen(["rules"], in: try TestSupport.temporaryFolder(self))
        XCTAssertEqual(run.status, 0)
        for kind in DiagnosticCatalogue.rules {
            XCTAssertTrue(run.output.contains("\(kind.id) (\(kind.defaultSeverity.rawValue))\n    \(kind.rationale)\n"), kind.id)
        }
    }
}
