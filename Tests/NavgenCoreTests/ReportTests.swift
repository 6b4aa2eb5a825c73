@testable import NavgenCore
import SeededRandom
import XCTest

/// The review report: the SVG is parsed back with libxml2 and must draw every screen and edge.
final class ReportTests: XCTestCase {
    func testFlowDiagramDrawsEveryScreenAndEveryShownEdge() throws {
        let result = Navgen.generate(Navgen.Options(inputs: [TestSupport.sampleTokens]))
        let svg = try XCTUnwrap(result.files.first { $0.path == "NavigationFlow.svg" })
        let document = try XMLReader.parse(Array(svg.contents.utf8), path: "NavigationFlow.svg")
        XCTAssertEqual(document.root.name, "svg")
        let groups = document.root.children(named: "g")
        let screens = groups.compactMap { $0.attribute("data-screen") }
        XCTAssertEqual(screens.sorted(), try XCTUnwrap(result.model).screens.map(\.id).sorted())
        let drawn = Set(groups.compactMap { group -> String? in
            guard let from = group.attribute("data-from"), let to = group.attribute("data-to"),
                  let operation = group.attribute("data-operation") else { return nil }
            return "\(from)>\(to)>\(operation)"
        })
        let expected = Set(try XCTUnwrap(result.model).edges.filter { [.push, .present, .unwind].contains($0.operation) }
            .map { "\($0.from)>\($0.to)>\($0.operation.rawValue)" })
        XCTAssertEqual(drawn, expected)
        let split = groups.filter { $0.attribute("data-from") == "feed" && $0.attribute("data-to") == "article" }
        XCTAssertTrue(split.first?.children(named: "text").first?.text.contains("split") == true)
    }

    /// navgen's run and emit context on `files`, written to a folder of their own.
    private func run(_ files: [String: String]) throws -> (result: Navgen.Result, context: EmitContext?) {
        let folder = try TestSupport.temporaryFolder(self)
        try TestSupport.write(files, in: folder)
        return Navgen.context(Navgen.Options(inputs: [folder.path]))
    }

    /// A screen in no navigation controller shows no navigation bar where the inputs put it (a login presented from the
    /// feed, a side menu): the page and the flow draw it without one, as the plans do; the generated tables keep its bar.
    func testAScreenInNoNavigationControllerIsDrawnWithoutABar() throws {
        let (result, context) = try run(["app.nav.xml": """
            <navigation>
              <navigationController id="stack" root="feed" initial="true"/>
              <screen id="feed" barTintColor="#1A1A1A"><present to="login" modalPresentationStyle="fullScreen"/></screen>
              <screen id="login" barTintColor="#1A1A1A"/>
            </navigation>
            """])
        XCTAssertFalse(result.hasErrors, result.diagnostics.summary)
        let page = try XCTUnwrap(context?.page)
        let drawn = Dictionary(uniqueKeysWithValues: page.screens.map { ($0.id, $0.bars.compactMap { $0.map { page.bars[$0] } }) })
        XCTAssertEqual(drawn["feed"]?.map(\.visibility), ["visible", "visible"])
        XCTAssertEqual(drawn["login"]?.map(\.visibility), ["hidden", "hidden"])
        XCTAssertEqual(drawn["login"]?.map(\.statusBar), ["default", "default"])
        let flow = try XCTUnwrap(context?.flow)
        XCTAssertEqual(flow.boxes.map { "\($0.id) \($0.visibility)" }, ["feed visible", "login hidden"])
        XCTAssertEqual(result.model?.screen("login")?.appearances.values.first?.visibility, .visible)
    }

    /// The report's contrast columns measure what the contrast rules do: an item's own tint (iNaturalist's white menu
    /// button on the default bar), and no colour on glass that follows the content.
    func testTheReportsContrastColumnsMeasureWhatTheRulesDo() throws {
        func menu(deploymentTarget: String) -> String {
            """
            <navigation deploymentTarget="\(deploymentTarget)">
              <navigationController id="nav" root="home" initial="true"/>
              <screen id="home" title="Home"><item side="right" kind="title" title="Menu" tintColor="#FFFFFF"/></screen>
            </navigation>
            """
        }
        let (result, context) = try run(["app.nav.xml": menu(deploymentTarget: "18.0")])
        XCTAssertEqual(result.diagnostics.filter { $0.rule == "low-tint-contrast" }.count, 1, result.diagnostics.summary)
        let row = try XCTUnwrap(context?.report?.screens.first { $0.screen == "Home" })
        XCTAssertEqual(row.diagnostics, 1)
        XCTAssertEqual(row.tintContrast, 1.06)
        XCTAssertEqual(row.tintContrastIn, "design 'legacy'")
        XCTAssertEqual(row.titleContrastIn, "design 'legacy'")

        // Liquid Glass alone, whose glass follows the content: nothing to measure, so nothing listed, and the page's bar
        // gives no figures, where it gave the white glass's 21:1 and 1:1.
        let (glassResult, glass) = try run(["app.nav.xml": menu(deploymentTarget: "26.0")])
        XCTAssertEqual(glassResult.diagnostics.filter { $0.rule.hasPrefix("low-") }, [])
        XCTAssertEqual(glass?.report?.screens.map(\.screen), [])
        let page = try XCTUnwrap(glass?.page)
        XCTAssertFalse(page.bars.isEmpty)
        XCTAssertEqual(page.bars.compactMap(\.titleContrast) + page.bars.compactMap(\.tintContrast), [])
    }

    /// A sheet of a screen with no bar leaves the presenting screen's bar in sight behind it: the report says the sheet
    /// has none, where it said "bar disappearing" (SodaPopcorn's seven long-text sheets); a full-screen cover hides it.
    /// An unwind out of the sheet is its dismissal to UIKit: the bar was in sight all along and the status bar stays,
    /// where the report said "bar appearing; status bar darkContent". A sheet that has a bar, over a screen without
    /// one, is a bar appearing.
    func testASheetWithoutABarIsNotABarDisappearing() throws {
        let (result, context) = try run(["app.nav.xml": """
            <navigation>
              <navigationController id="nav" root="home" initial="true"/>
              <screen id="home" statusBarStyle="lightContent"><present to="note"/><present to="cover" modalPresentationStyle="fullScreen"/></screen>
              <screen id="note"><unwind to="home"/></screen>
              <screen id="cover"><unwind to="home"/><present to="form"/></screen>
              <navigationController id="form" root="entry"/>
              <screen id="entry"/>
            </navigation>
            """])
        let rows = try XCTUnwrap(context?.report?.changingTransitions).map { "\($0.from) \($0.to) \($0.operation) \($0.changes)" }
        XCTAssertEqual(rows, [
            "home note present (form sheet) a sheet without a bar",
            "home cover present (full screen) bar disappearing; status bar default",
            "note home unwind (form sheet) a sheet without a bar",
            "cover home unwind (full screen) bar appearing; status bar lightContent",
            // A sheet with a bar over a screen without one: its bar appears, and nothing is without a bar.
            "cover entry present (form sheet) bar appearing",
        ])
        let unwind = try XCTUnwrap(result.plans.first { $0.edge.from == "note" && $0.edge.operation == .unwind })
        XCTAssertEqual(unwind.plan.statusBar, .unchanged)
    }

    /// A note at a storyboard reference is about the segue that leads there, not about the scene written above the
    /// reference: the page links it to no screen, and the report counts it against none (iNaturalist's Projects).
    func testADiagnosticAtAStoryboardReferenceBelongsToNoScreen() throws {
        let (result, context) = try run(["Main.storyboard": IBTest.storyboard(initial: "nav", """
            <scene sceneID="s1"><objects>
                <navigationController id="nav" sceneMemberID="viewController">
                    <connections><segue destination="list" kind="relationship" relationship="rootViewController" id="root"/></connections>
                </navigationController>
            </objects></scene>
            <scene sceneID="s2"><objects>
                <viewController title="List" id="list" sceneMemberID="viewController">
                    <connections>
                        <segue destination="ref" kind="show" id="toRef"/>
                        <segue destination="about" kind="show" id="toAbout"/>
                    </connections>
                </viewController>
            </objects></scene>
            <scene sceneID="s3"><objects><viewController title="About" id="about" sceneMemberID="viewController"/></objects></scene>
            <scene sceneID="s4"><objects>
                <viewControllerPlaceholder storyboardName="Detail" referencedIdentifier="detail" id="ref" sceneMemberID="viewController"/>
            </objects></scene>
            """)])
        let note = try XCTUnwrap(result.diagnostics.first { $0.message.contains("'Detail'") }, result.diagnostics.summary)
        let page = try XCTUnwrap(context?.page)
        let entry = try XCTUnwrap(page.diagnostics.first { $0.message == note.message })
        XCTAssertNil(entry.screen)
        XCTAssertEqual(context?.report?.screens.first { $0.screen == "About" }?.diagnostics ?? 0, 0)
    }

    /// The flow shows the newest design the app has; a bar that keeps the system's Liquid Glass is drawn frosted, one
    /// with a colour of its own in that colour, and glass pinned dark (iOS 27) black, under a white title.
    func testTheFlowDrawsTheNewestDesignWithGlassBarsFrosted() throws {
        let folder = try TestSupport.temporaryFolder(self)
        try TestSupport.write(["app.nav.xml": """
            <navigation deploymentTarget="15.0">
              <navigationController id="nav" root="home"/>
              <screen id="home"><push to="detail"/><push to="night"/></screen>
              <screen id="detail" barTintColor="#FF0000"/>
              <screen id="night" barInterfaceStyle="dark"/>
            </navigation>
            """], in: folder)
        for (sdk, design, frosted) in [("27.0", "glass", ["home"]), ("18.0", "legacy", [])] {
            var options = Navgen.Options(inputs: [folder.appendingPathComponent("app.nav.xml").path])
            options.sdk = sdk
            let result = Navgen.generate(options)
            let svg = try XCTUnwrap(result.files.first { $0.path == "NavigationFlow.svg" }).contents
            let root = try XMLReader.parse(Array(svg.utf8), path: "NavigationFlow.svg").root
            let bars = Dictionary(uniqueKeysWithValues: root.children(named: "g").compactMap { group -> (String, String)? in
                guard let id = group.attribute("data-screen"), let fill = group.children(named: "rect").dropFirst().first?.attribute("fill") else { return nil }
                return (id, fill)
            })
            XCTAssertEqual(bars.filter { $0.value == "url(#glass)" }.keys.sorted(), frosted, sdk)
            XCTAssertEqual(bars["detail"], "#ff0000", sdk)
            XCTAssertEqual(bars["night"], design == "glass" ? "#000000" : "#f9f9f9", sdk)
            XCTAssertEqual(svg.contains("bar visible · dark glass"), design == "glass", sdk)
            XCTAssertEqual(svg.contains("<linearGradient id=\"glass\""), !frosted.isEmpty, sdk)
            XCTAssertTrue(root.children(named: "text").last?.text.hasPrefix("\(design), default ·") == true, sdk)
        }
    }

    /// The Markdown report is a summary: counts, the diagnostics by rule, the screens and transitions that need a look,
    /// and the warnings, pointing at the web page for the rest.
    func testTheMarkdownReportIsASummaryThatPointsAtThePage() throws {
        let result = Navgen.generate(Navgen.Options(inputs: [TestSupport.sampleTokens]))
        let report = try XCTUnwrap(result.files.first { $0.path == "NavigationReport.md" }).contents
        XCTAssertTrue(report.hasPrefix("<!-- Generated by navgen"))
        XCTAssertTrue(report.contains("[NavigationReport.html](NavigationReport.html)"))
        XCTAssertTrue(report.contains("Screens: 10 · navigation controllers: 4 · pushes, presentations and unwinds: 9"), report)
        XCTAssertTrue(report.contains("| `glass-custom-bar-background` | warning | 5 | `\(TestSupport.sampleTokens)Main.storyboard:24:29` |"), report)
        // Comments has two diagnostics and a tint of 3.28:1 in light mode, the lowest it gets.
        XCTAssertTrue(report.contains("| Comments | feedStack | 2 | 13.19:1 (mode 'dark' of design 'legacy') | 3.28:1 (mode 'light' of design 'legacy') |"), report)
        XCTAssertTrue(report.contains("| Feed | Article (article) | push | every mode and design | background split; tab bar hides |"), report)
        XCTAssertTrue(report.contains("| New Post | Attachments | push | design 'legacy' | no swipe back (swipe-back disabled) |"), report)
        XCTAssertFalse(report.contains("more in NavigationReport.html"), "the sample's lists are whole")
        XCTAssertFalse(report.contains("| pop |"), "pops follow from their pushes")
    }

    /// The transitions table has a row per edge and distinct plan, at the edge's first plan of it, naming the variants it
    /// holds in: every plan is on exactly one row, and a row says where its plan holds.
    func testTheTransitionsTableHasARowPerEdgeAndDistinctPlan() throws {
        let result = Navgen.generate(Navgen.Options(inputs: [TestSupport.sampleTokens]))
        let model = try XCTUnwrap(result.model)
        let plans = result.plans
        let rows = ReportContext.transitions(plans, variants: model.variants)
        XCTAssertLessThan(rows.count, plans.count)
        var covered = 0
        for (position, row) in rows.enumerated() {
            // The plans of the row's edge with the row's plan: the row is at the first, and names their variants.
            let same = plans.indices.filter { plans[$0].sharesEdge(with: plans[row.plan]) && plans[$0].plan == plans[row.plan].plan }
            XCTAssertEqual(same.first, row.plan)
            XCTAssertEqual(row.variants, same.map { plans[$0].variant }.variantPhrase(of: model.variants) ?? "every mode and design")
            XCTAssertFalse(rows[..<position].contains { plans[$0.plan].sharesEdge(with: plans[row.plan]) && plans[$0.plan].plan == plans[row.plan].plan })
            covered += same.count
        }
        XCTAssertEqual(covered, plans.count, "every plan is on one row")
        let report = try XCTUnwrap(result.files.first { $0.path == "NavigationReport.md" }).contents
        XCTAssertTrue(report.contains("| Feed | Article (article) | push | every mode and design |"))
        XCTAssertTrue(report.contains("| Feed | New Post | present (form sheet) | design 'legacy' |"))
    }

    /// A cell and a button opening one detail are two segues and one transition: one row, as the warnings are one.
    func testTwoSeguesBetweenTheSameScreensAreOneRow() throws {
        let (_, context) = try run(["app.nav.xml": """
            <navigation>
              <navigationController id="stack" root="list" initial="true"/>
              <screen id="list"><push to="detail"/><push to="detail" identifier="second"/></screen>
              <screen id="detail" barHidden="true"/>
            </navigation>
            """])
        let rows = try XCTUnwrap(context?.report?.changingTransitions)
        XCTAssertEqual(rows.map { "\($0.from) \($0.to) \($0.operation) \($0.variants)" }, ["list detail push every mode and design"])
    }

    func testReportTextEscaping() {
        XCTAssertEqual(ReportText.xml("a<b & \"c\""), "a&lt;b &amp; &quot;c&quot;")
        XCTAssertEqual(ReportText.xml("Feed → Detail 2"), "Feed → Detail 2")
        XCTAssertEqual(ReportText.xml("plain label"), "plain label")
        XCTAssertEqual(ReportText.xml("tab\there\u{1}'"), "tab\there &apos;")
        XCTAssertEqual(ReportText.markdownCell("a|b\n`c`"), "a\\|b \\`c\\`")
        XCTAssertEqual(String(format2: 4.5), "4.50")
    }

    /// Escaping works on bytes; character by character, as written first, it must give the same text.
    func testReportEscapingMatchesEscapingByCharacter() {
        func xml(_ text: String) -> String {
            var result = ""
            for scalar in text.unicodeScalars {
                switch scalar {
                case "&": result += "&amp;"
                case "<": result += "&lt;"
                case ">": result += "&gt;"
                case "\"": result += "&quot;"
                case "'": result += "&apos;"
                default: if scalar.value < 0x20 && scalar != "\t" { result += " " } else { result.unicodeScalars.append(scalar) }
                }
            }
            return result
        }
        func markdownCell(_ text: String) -> String {
            var result = ""
            for scalar in text.unicodeScalars {
                switch scalar {
                case "|": result += "\\|"
                case "\n", "\r": result += " "
                case "<": result += "&lt;"
                case ">": result += "&gt;"
                case "`", "*", "_", "[", "]", "\\": result += "\\" + String(scalar)
                default: result.unicodeScalars.append(scalar)
                }
            }
            return result
        }
        let alphabet = Array("ab |_*`[]\\<>&\"'\n\r\t\u{1}é🚀\u{212A}e\u{301}")
        var random = SeededGenerator()
        for _ in 0..<3_000 {
            let text = String((0..<Int.random(in: 0...20, using: &random)).map { _ in alphabet.randomElement(using: &random)! })
            XCTAssertEqual(ReportText.xml(text), xml(text), "\(text.debugDescription), \(random)")
            XCTAssertEqual(ReportText.markdownCell(text), markdownCell(text), "\(text.debugDescription), \(random)")
        }
    }
}
