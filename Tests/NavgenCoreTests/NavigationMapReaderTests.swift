import XCTest
@testable import NavgenCore

final class NavigationMapReaderTests: XCTestCase {
    private func read(_ text: String) throws -> (SourceDocument, [Diagnostic]) {
        let document = try XMLReader.parse(Array(text.utf8), path: "a.nav.xml")
        var log = DiagnosticLog()
        let source = NavigationMapReader.read(document, log: &log)
        return (source, log.entries)
    }

    /// An attribute the item's kind does not use is said and left out: a space neither takes a tint nor counts as
    /// prominent.
    func testAnAttributeAnItemsKindDoesNotUseIsLeftOut() throws {
        let (source, diagnostics) = try read("""
            <navigation>
              <screen id="home">
                <item side="right" kind="fixedSpace" width="8" tintColor="#FFFFFF" style="prominent" title="Gap"/>
                <item side="right" kind="system" systemItem="add" tintColor="#FF0000" style="prominent"/>
              </screen>
            </navigation>
            """)
        XCTAssertEqual(diagnostics.map { "\($0.rule) \($0.location.line):\($0.location.column)" }, ["no-effect 3:90", "no-effect 3:52", "no-effect 3:72"])
        let items = try XCTUnwrap(source.controllers.first?.items)
        XCTAssertEqual(items.map { "\($0.kind) \($0.tintColor?.text ?? "-") \($0.style) \($0.title ?? "-") \($0.width.map { "\($0)" } ?? "-")" },
                       ["fixedSpace - plain - 8.0", "system #FF0000 prominent - -"])
    }

    func testReadsEveryElement() throws {
        let (source, diagnostics) = try read("""
            <navigation deploymentTarget="15.0">
              <appearance id="brand" barTintColor="{color.brand}" shadowHidden="true"/>
              <tabBarController id="tabs" initial="true"><tab ref="main" title="Me"/></tabBarController>
              <navigationController id="main" root="me" appearance="brand"/>
              <!-- navgen:disable dead-end -->
              <screen id="me" title="Me" barAlpha="0.5">
                <push to="detail" identifier="showDetail" animated="false"/>
                <present to="main"/>
                <item side="right" kind="fixedSpace" width="-8"/>
              </screen>
              <screen id="detail"><unwind to="me"/></screen>
            </navigation>
            """)
        XCTAssertEqual(diagnostics, [])
        XCTAssertEqual(source.deploymentTarget?.text, "15.0")
        XCTAssertEqual(source.initialController, "tabs")
        XCTAssertEqual(source.appearances.first?.properties[.barTintColor]?.text, "{color.brand}")
        XCTAssertEqual(source.controllers.map(\.id), ["tabs", "main", "me", "detail"])
        XCTAssertEqual(source.controllers.map(\.role), [.tabBar, .navigation, .screen, .screen])
        XCTAssertEqual(source.controllers[2].disabledRules, ["dead-end"])
        XCTAssertEqual(source.controllers[2].properties[.barAlpha]?.location, SourceLocation(file: "a.nav.xml", line: 6, column: 30))
        XCTAssertEqual(source.controllers[2].items.first?.width, -8)
        XCTAssertEqual(source.segues.map(\.effect), [.tab, .root, .push, .present, .unwind])
        XCTAssertEqual(source.segues[2].identifier, "showDetail")
        XCTAssertFalse(source.segues[2].animated)
        XCTAssertEqual(source.segues[2].location, SourceLocation(file: "a.nav.xml", line: 7, column: 5))
    }

    /// A code-only app's `UIColor.systemBackground` (SodaPopcorn's bar) is written by its Swift name, and has its light and
    /// dark values, which give the run light and dark modes, as a storyboard's system colour does; a misspelt one is
    /// told the name.
    func testSystemColoursByTheirSwiftNames() throws {
        let result = try TestSupport.analyse(["m.nav.xml": """
            <navigation>
              <navigationController id="nav" root="home" barTintColor="systemBackground" titleColor="label" tintColor="systemBlueColor"/>
              <screen id="home"><item side="right" kind="title" title="Go" tintColor="systemRed"/></screen>
              <screen id="other" barTintColor="systemBackgroud"/>
            </navigation>
            """], self)
        let model = try XCTUnwrap(result.model)
        XCTAssertEqual(model.modes, ["light", "dark"])
        let bars = model.variants.filter { $0.design == .legacy }.map { model.screen("home")!.appearances[$0]! }
        XCTAssertEqual(bars.map(\.visibleBackground.hex), ["#FFFFFFFF", "#000000FF"])
        XCTAssertEqual(bars.map(\.tintColor?.hex), ["#007AFFFF", "#0A84FFFF"])
        XCTAssertEqual(bars.map { $0.items.first?.tintColor?.hex }, ["#FF3B30FF", "#FF453AFF"])
        XCTAssertEqual(TestSupport.lines(result.diagnostics.with(rule: "invalid-color")), [
            "m.nav.xml:4:22: error: 'systemBackgroud' is not a colour for 'barTintColor'; write #RRGGBB, #RRGGBBAA, a token reference "
                + "like {color.brand}, or a UIKit system colour like systemBackground; did you mean 'systemBackground'? [invalid-color]",
        ])
    }

    func testUnknownAttributeIsAnErrorWithASuggestion() throws {
        let (_, diagnostics) = try read("<navigation>\n  <screen id=\"a\" barTintColour=\"#fff\"/>\n</navigation>")
        XCTAssertEqual(TestSupport.lines(diagnostics), [
            "a.nav.xml:2:18: error: unknown attribute 'barTintColour' on <screen>; did you mean 'barTintColor'? [unknown-name]",
        ])
    }

    func testUnknownElementAndMissingIdAreErrors() throws {
        let (_, diagnostics) = try read("<navigation>\n  <scren id=\"a\"/>\n  <screen title=\"x\"/>\n</navigation>")
        XCTAssertEqual(TestSupport.lines(diagnostics), [
            "a.nav.xml:2:3: error: unknown element <scren> in <navigation>; did you mean 'screen'? [unknown-name]",
            "a.nav.xml:3:3: error: <screen> needs a non-empty 'id' attribute [invalid-value]",
        ])
    }
}
