import Foundation
import XCTest
@testable import NavgenCore

/// `NavigationReport.html` in a real browser: the bundled sample's page, worked through its own controls by its
/// self-test, must draw every bar in every mode and design as navgen resolved it, keep the choice in its address, play
/// every edge's transition as planned, and keep its own colours readable, in light and in dark. Skipped without
/// Chromium; a wrong page fails.
final class ReportPageBrowserTests: XCTestCase {
    /// The generated page of `inputs` (the bundled sample's by default) in a temporary folder, with the run that made it.
    private func samplePage(_ inputs: String = TestSupport.sampleTokens) throws -> (page: URL, result: Navgen.Result, folder: URL) {
        let result = Navgen.generate(Navgen.Options(inputs: [inputs]))
        let html = try XCTUnwrap(result.files.first { $0.path == OutputFile.reportPage.path }, "\(result.diagnostics)")
        let folder = try TestSupport.temporaryFolder(self)
        let page = folder.appendingPathComponent("NavigationReport.html")
        try Data(html.bytes).write(to: page)
        return (page, result, folder)
    }

    func testEveryBarIsDrawnAsResolvedInEveryModeAndDesignAndTheAddressKeepsTheChoice() throws {
        let chromium = try Chromium.require()
        let (page, result, folder) = try samplePage()
        let model = try XCTUnwrap(result.model)
        let loaded = try chromium.open(page, query: "selftest=bars", fragment: "mode=dark&design=glass", in: folder)
        XCTAssertEqual(loaded.console, [], "the page wrote to its console")
        let readings = try XCTUnwrap(try loaded.selfTest() as? [String: Any])
        XCTAssertNil(readings["error"], "\(readings)")

        // Opened at an address that names dark and glass, the page shows dark and glass.
        let initial = try XCTUnwrap(readings["initial"] as? [String: Any])
        XCTAssertEqual(initial["mode"] as? String, "dark")
        XCTAssertEqual(initial["design"] as? String, "glass")
        try check(initial["screens"], model: model, variant: Variant(mode: "dark", design: .glass))

        let variants = try XCTUnwrap(readings["variants"] as? [[String: Any]])
        XCTAssertEqual(variants.count, model.variants.count)
        var backgrounds: [Variant: [String]] = [:]
        for reading in variants {
            let variant = Variant(mode: try XCTUnwrap(reading["mode"] as? String),
                                  design: try XCTUnwrap(NavigationDesign(rawValue: reading["design"] as? String ?? "")))
            // Chosen with the radio buttons, the variant is in the address, so a link shows the same view.
            XCTAssertTrue((reading["address"] as? String)?.hasPrefix("#mode=\(variant.mode)&design=\(variant.design.rawValue)&") == true,
                          "\(reading["address"] ?? "")")
            try check(reading["screens"], model: model, variant: variant)
            let screens = try XCTUnwrap(reading["screens"] as? [String: [String: Any]])
            backgrounds[variant] = model.screens.map { screens[$0.id]?["bar"] as? String ?? "" }
        }
        // Switching changes what is drawn: the sample's light and dark bars differ, and so do its designs.
        XCTAssertNotEqual(backgrounds[Variant(mode: "light", design: .legacy)], backgrounds[Variant(mode: "dark", design: .legacy)])
        XCTAssertNotEqual(backgrounds[Variant(mode: "light", design: .legacy)], backgrounds[Variant(mode: "light", design: .glass)])
    }

    /// The app's tint (its AccentColor) is what a prominent item without a tint of its own sits on under Liquid Glass, with
    /// a label that reads on it, and the selected tab's colour; without it, the system blue of the design's release.
    func testTheAppsTintColoursProminentGlassAndTheSelectedTab() throws {
        let chromium = try Chromium.require()
        let map = """
            <navigation>
              <tabBarController id="tabs" initial="true"><tab ref="nav" title="Home"/></tabBarController>
              <navigationController id="nav" root="home"/>
              <screen id="home" title="Home"><item side="right" kind="title" title="Save" style="prominent"/></screen>
            </navigation>
            """
        // Light: a dark orange, under which white reads; dark: a pale yellow, under which only black does.
        let accent = AppTintTests.colorSet(light: AppTintTests.orange, dark: NavigationColor(red: 1, green: 0.95, blue: 0.6))
        for files in [["app.nav.xml": map], ["app.nav.xml": map, "Assets.xcassets/AccentColor.colorset/Contents.json": accent]] {
            let inputs = try TestSupport.temporaryFolder(self)
            try TestSupport.write(files, in: inputs)
            let (page, result, folder) = try samplePage(inputs.path)
            let model = try XCTUnwrap(result.model)
            let loaded = try chromium.open(page, query: "selftest=bars", in: folder)
            XCTAssertEqual(loaded.console, [], "the page wrote to its console")
            let readings = try XCTUnwrap(try loaded.selfTest() as? [String: Any])
            for reading in try XCTUnwrap(readings["variants"] as? [[String: Any]]) {
                let variant = Variant(mode: reading["mode"] as? String ?? "", design: try XCTUnwrap(NavigationDesign(rawValue: reading["design"] as? String ?? "")))
                let bar = try XCTUnwrap(model.screen("home")?.appearances[variant])
                let drawn = try XCTUnwrap((reading["screens"] as? [String: [String: Any]])?["home"])
                let dark = bar.usesDarkAppearance
                let systemBlue = variant.design == .glass ? (dark ? "#0091FFFF" : "#0088FFFF") : (dark ? "#0A84FFFF" : "#007AFFFF")
                let tint = bar.appTint ?? HexColor.parse(systemBlue)!
                let place = "\(files.count == 1 ? "no accent" : "accent"), \(variant.mode)/\(variant.design.rawValue)"
                XCTAssertEqual(drawn["selectedTab"] as? String, DrawnBar.css(tint), place)
                // White on the tint unless it falls below 3:1 there.
                let label = NavigationColor(red: 1, green: 1, blue: 1).contrastRatio(with: tint) >= 3 ? "rgb(255, 255, 255)" : "rgb(0, 0, 0)"
                XCTAssertEqual(drawn["prominentLabels"] as? [String], variant.design == .glass ? [label] : [], place)
            }
        }
    }

    /// The hostile-names sample (quotes, backslashes, a line break, emoji, CJK, Swift keywords, ids differing only in
    /// case) draws without an error, every bar as resolved.
    func testHostileNamesAreDrawnAsText() throws {
        let chromium = try Chromium.require()
        let inputs = TestSupport.packageRoot.appendingPathComponent("Tests/HostileNames/Inputs").path
        let (page, result, folder) = try samplePage(inputs)
        let model = try XCTUnwrap(result.model)
        let loaded = try chromium.open(page, query: "selftest=bars", in: folder)
        XCTAssertEqual(loaded.console, [], "the page wrote to its console")
        let readings = try XCTUnwrap(try loaded.selfTest() as? [String: Any])
        XCTAssertNil(readings["error"], "\(readings)")
        for reading in try XCTUnwrap(readings["variants"] as? [[String: Any]]) {
            let variant = Variant(mode: reading["mode"] as? String ?? "",
                                  design: try XCTUnwrap(NavigationDesign(rawValue: reading["design"] as? String ?? "")))
            try check(reading["screens"], model: model, variant: variant)
        }
    }

    /// Each card's drawing against the screen's bar as navgen resolved it in `variant`.
    private func check(_ value: Any?, model: NavigationModel, variant: Variant, file: StaticString = #filePath, line: UInt = #line) throws {
        let screens = try XCTUnwrap(value as? [String: [String: Any]], file: file, line: line)
        XCTAssertEqual(screens.count, model.screens.count, file: file, line: line)
        for screen in model.screens {
            let bar = try XCTUnwrap(screen.appearances[variant], file: file, line: line)
            let drawn = try XCTUnwrap(screens[screen.id], "\(screen.id) is not drawn", file: file, line: line)
            let place = "\(screen.id) in \(variant.mode)/\(variant.design.rawValue)"
            XCTAssertEqual(drawn["bar"] as? String, DrawnBar.reading(bar), place, file: file, line: line)
            XCTAssertEqual(drawn["status"] as? String, DrawnBar.status(bar.statusBarStyle, dark: bar.usesDarkAppearance), place, file: file, line: line)
            XCTAssertEqual(drawn["tabBar"] as? Bool, screen.tabBarVisible[variant] ?? false, place, file: file, line: line)
            XCTAssertEqual(drawn["largeTitle"] as? Bool, bar.visibility == .visible && bar.showsLargeTitle, place, file: file, line: line)
            XCTAssertEqual(drawn["items"] as? [String], DrawnBar.itemTints(bar, design: variant.design), place, file: file, line: line)
            if bar.visibility == .hidden {
                XCTAssertTrue(drawn["titleColor"] is NSNull, place, file: file, line: line)
            } else {
                let font = bar.titleFont ?? NavigationFont(family: nil, size: 17, weight: 600)
                XCTAssertEqual(drawn["titleColor"] as? String, DrawnBar.css(bar.effectiveTitleColor), place, file: file, line: line)
                XCTAssertEqual(drawn["titleSize"] as? String, formatNumber(font.size) + "px", place, file: file, line: line)
                XCTAssertEqual(drawn["titleWeight"] as? String, formatNumber(font.weight), place, file: file, line: line)
                XCTAssertEqual(drawn["titleAlignment"] as? String, bar.runtime.titleAlignment == .leading ? "flex-start" : "center",
                               place, file: file, line: line)
                let pinned = variant.design == .glass && bar.runtime.barInterfaceStyle != .automatic
                XCTAssertEqual(drawn["glassStyle"] as? String, pinned ? bar.runtime.barInterfaceStyle.rawValue : nil, place, file: file, line: line)
            }
        }
    }

    /// The transitions self-test's readings, each with the plan it played and its key (`variant edge`), and whether
    /// every planned edge between screens was played once per variant.
    private func playedTransitions(reducedMotion: Bool) throws -> [(reading: [String: Any], plan: PlannedEdge, key: String)] {
        let chromium = try Chromium.require()
        let (page, result, folder) = try samplePage()
        let model = try XCTUnwrap(result.model)
        let loaded = try chromium.open(page, query: "selftest=transitions", reducedMotion: reducedMotion, in: folder)
        XCTAssertEqual(loaded.console, [], "the page wrote to its console")
        let readings = try XCTUnwrap(try loaded.selfTest() as? [[String: Any]], "\(String(describing: try? loaded.selfTest()))")
        var planned: [String: PlannedEdge] = [:]
        for plan in result.plans where model.screen(plan.edge.from) != nil && model.screen(plan.edge.to) != nil {
            let edge = plan.edge
            planned["\(plan.mode)/\(plan.design.rawValue) \(DrawnBar.addressPart(edge.from))/\(DrawnBar.addressPart(edge.to))/\(edge.operation.rawValue)"] = plan
        }
        XCTAssertEqual(readings.count, planned.count, "every planned edge between screens is played once per variant")
        return try readings.map { reading in
            let key = "\(reading["variant"] as? String ?? "") \(reading["edge"] as? String ?? "")"
            return (reading, try XCTUnwrap(planned[key], key), key)
        }
    }

    /// With reduced motion, opening an edge does not play it, and Play steps through its start, middle and end.
    func testReducedMotionStepsThroughATransitionInsteadOfMovingIt() throws {
        for (reading, plan, key) in try playedTransitions(reducedMotion: true) {
            XCTAssertEqual(reading["playedOnOpening"] as? Bool, false, "\(key): nothing moves before Play")
            XCTAssertGreaterThan(reading["running"] as? Int ?? 0, 0, "\(key): choosing Play starts the transition")
            XCTAssertEqual(reading["easing"] as? String, "steps(3, jump-none)", key)
            let frames = try XCTUnwrap(reading["frames"] as? [[String: Any]], key)
            XCTAssertEqual(frames.first?["left"] as? String, DrawnBar.reading(plan.from), "\(key) starts on the from-screen's bar")
        }
    }

    func testEveryEdgePlaysItsTransitionAsPlanned() throws {
        var splits = 0
        for (reading, plan, key) in try playedTransitions(reducedMotion: false) {
            let frames = try XCTUnwrap(reading["frames"] as? [[String: Any]], key)
            XCTAssertEqual(frames.count, 3, key)
            XCTAssertEqual(reading["playedOnOpening"] as? Bool, true, "\(key): opening an edge plays it")
            XCTAssertNotEqual(reading["easing"] as? String, "steps(3, jump-none)", "\(key): it moves")
            XCTAssertGreaterThan(reading["running"] as? Int ?? 0, 0, "\(key): choosing Play starts the transition")
            let operation = plan.edge.operation
            let (from, to) = (DrawnBar.reading(plan.from), DrawnBar.reading(plan.to))
            let ends = operation.isCancelledSwipe ? from : to
            XCTAssertEqual(frames[0]["left"] as? String, from, "\(key) starts on the from-screen's bar")
            XCTAssertEqual(frames[0]["right"] as? String, from, "\(key) starts on the from-screen's bar")
            XCTAssertEqual(frames[2]["left"] as? String, ends, "\(key) ends on the \(operation.isCancelledSwipe ? "from" : "to")-screen's bar")
            XCTAssertEqual(frames[2]["right"] as? String, ends, key)
            let dark = plan.from.usesDarkAppearance
            let endStyle = operation.isCancelledSwipe || plan.plan.statusBar == .unchanged ? plan.from.statusBarStyle
                : NavigationStatusBarStyle(rawValue: plan.plan.statusBar.rawValue)!
            XCTAssertEqual(frames[0]["status"] as? String, DrawnBar.status(plan.from.statusBarStyle, dark: dark), key)
            XCTAssertEqual(frames[2]["status"] as? String, DrawnBar.status(endStyle, dark: dark), "\(key): the status bar the plan ends with")
            let startsWithTabBar = plan.plan.bottomBar == .hides || (plan.plan.bottomBar == .unchanged && plan.tabBar.from)
            let endsWithTabBar = operation.isCancelledSwipe ? startsWithTabBar
                : plan.plan.bottomBar == .shows || (plan.plan.bottomBar == .unchanged && plan.tabBar.from)
            XCTAssertEqual(frames[0]["tabBar"] as? Bool, startsWithTabBar, "\(key): the tab bar at the start")
            XCTAssertEqual(frames[2]["tabBar"] as? Bool, endsWithTabBar, "\(key): the tab bar at the end, as the plan says")
            // Halfway: a split background shows each screen's own bar on its side; a shared one is one bar.
            let middle = frames[1]
            switch plan.plan.background {
            case .split where [.present, .dismiss].contains(operation):
                let under = operation == .present ? from : to
                XCTAssertEqual(middle["left"] as? String, under, key)
            case .split:
                splits += 1
                let backward = operation != .push
                XCTAssertEqual(middle["left"] as? String, backward ? to : from, "\(key): split, the screen on the left keeps its bar")
                XCTAssertEqual(middle["right"] as? String, backward ? from : to, "\(key): split, the screen on the right brings its bar")
            case .shared where plan.plan.visibility == .visible:
                XCTAssertEqual(middle["left"] as? String, middle["right"] as? String, "\(key): one shared bar")
            default:
                break
            }
        }
        XCTAssertGreaterThan(splits, 0, "the sample splits the bar on some edge")
    }

    /// The flow, opened at a variant: every box wears its screen's bar there and opens the screen; every arrow opens its
    /// edge and plays it.
    func testTheFlowsBoxesOpenTheirScreensAndItsArrowsPlayTheirEdges() throws {
        let chromium = try Chromium.require()
        let (page, result, folder) = try samplePage()
        let model = try XCTUnwrap(result.model)
        let variant = Variant(mode: "dark", design: .legacy)
        let loaded = try chromium.open(page, query: "selftest=flow", fragment: "mode=dark&design=legacy", in: folder)
        XCTAssertEqual(loaded.console, [], "the page wrote to its console")
        let reading = try XCTUnwrap(try loaded.selfTest() as? [String: Any])
        XCTAssertNil(reading["error"], "\(reading)")

        let flow = FlowContext(model: model, plans: result.plans)
        let boxes = try XCTUnwrap(reading["boxes"] as? [String: [String: Any]])
        XCTAssertEqual(Set(boxes.keys), Set(flow.boxes.map(\.id)), "every box of the flow is drawn")
        for (id, box) in boxes {
            let screen = try XCTUnwrap(model.screen(id))
            let expected = DrawnBar.reading(try XCTUnwrap(screen.appearances[variant]))
            XCTAssertEqual(box["bar"] as? String, expected == "transparent" ? "none" : expected, id)
            XCTAssertEqual(box["opened"] as? String, screen.name, "\(id): a click opens the screen")
            XCTAssertEqual(box["address"] as? String, id, id)
            XCTAssertEqual(box["unwinds"] as? [String], (model.exitUnwinds[id] ?? []).map { "\($0.action) · written at \($0.location)" },
                           "\(id): its screen lists its unwinds to Exit")
        }
        XCTAssertFalse(model.exitUnwinds.isEmpty, "the sample has an unwind to Exit")

        let arrows = try XCTUnwrap(reading["arrows"] as? [[String: Any]])
        let expected = flow.arrows.map { "\(DrawnBar.addressPart($0.from))/\(DrawnBar.addressPart($0.to))/\($0.operation)" }
        XCTAssertEqual(Set(arrows.compactMap { $0["edge"] as? String }), Set(expected), "each arrow opens its edge")
        XCTAssertEqual(arrows.count, expected.count)
        for arrow in arrows {
            XCTAssertGreaterThan(arrow["playing"] as? Int ?? 0, 0, "\(arrow): opening an edge plays it")
        }
    }

    /// Every diagnostic is listed with its `file:line:column`, rule and severity; one that points into a screen's
    /// declaration links to that screen: declared in the same file, at or before the place, and its link opens it.
    func testEveryDiagnosticIsListedWithItsPlaceAndLinkedToItsScreen() throws {
        let chromium = try Chromium.require()
        let (page, result, folder) = try samplePage()
        let model = try XCTUnwrap(result.model)
        let loaded = try chromium.open(page, query: "selftest=diagnostics", in: folder)
        XCTAssertEqual(loaded.console, [], "the page wrote to its console")
        let readings = try XCTUnwrap(try loaded.selfTest() as? [[String: Any]], "\(String(describing: try? loaded.selfTest()))")
        XCTAssertEqual(readings.count, result.diagnostics.count, "every diagnostic is listed")
        var linked = 0
        for (reading, diagnostic) in zip(readings, result.diagnostics) {
            let location = diagnostic.location
            XCTAssertEqual(reading["where"] as? String, "\(location.file):\(location.line):\(location.column)")
            XCTAssertEqual(reading["rule"] as? String, "[\(diagnostic.rule)]")
            XCTAssertEqual(reading["severity"] as? String, diagnostic.severity.rawValue)
            guard let id = reading["opened"] as? String else { continue }
            linked += 1
            let screen = try XCTUnwrap(model.screen(id), id)
            XCTAssertEqual(reading["link"] as? String, screen.name, "the link opens the screen it names")
            XCTAssertEqual(screen.location.file, location.file, "\(diagnostic.message): \(id) is declared in another file")
            XCTAssertLessThanOrEqual(screen.location, location, "\(diagnostic.message): \(id) is declared after it")
        }
        XCTAssertGreaterThan(linked, 0, "the sample's diagnostics in screens link to them")
    }

    /// The filters, each through its control: by name (or id), by navigation controller, and to the screens with
    /// diagnostics; the address keeps each.
    func testTheFiltersLeaveTheScreensTheyNameAndTheAddressKeepsThem() throws {
        let chromium = try Chromium.require()
        let (page, result, folder) = try samplePage()
        let model = try XCTUnwrap(result.model)
        let loaded = try chromium.open(page, query: "selftest=filters", in: folder)
        XCTAssertEqual(loaded.console, [], "the page wrote to its console")
        let reading = try XCTUnwrap(try loaded.selfTest() as? [String: [String: Any]], "\(String(describing: try? loaded.selfTest()))")
        func shown(_ filter: String) -> [String]? { reading[filter]?["screens"] as? [String] }
        func address(_ filter: String) -> String { reading[filter]?["address"] as? String ?? "" }

        let byName = model.screens.filter { $0.name.lowercased().contains("article") || $0.id.lowercased().contains("article") }
        XCTAssertEqual(shown("name"), byName.map(\.id))
        XCTAssertTrue(address("name").contains("&q=Article"), address("name"))

        let stack = try XCTUnwrap(reading["stack"]?["stack"] as? String)
        let inStack = model.screens.filter { $0.navigationController.map { model.name(of: $0) } == stack }
        XCTAssertFalse(inStack.isEmpty)
        XCTAssertEqual(shown("stack"), inStack.map(\.id), stack)
        XCTAssertTrue(address("stack").contains("&stack="), address("stack"))

        let positions = Dictionary(uniqueKeysWithValues: model.screens.enumerated().map { ($1.id, $0) })
        let linking = ReportPageDiagnostics(model: model, screens: positions)
        let withDiagnostics = Set(result.diagnostics.compactMap { linking.screen(at: $0.location) })
        XCTAssertEqual(shown("warnings"), model.screens.indices.filter(withDiagnostics.contains).map { model.screens[$0].id })
        XCTAssertTrue(address("warnings").hasSuffix("&warnings=1"), address("warnings"))
    }

    /// Keyboard navigation: the arrow keys move between the views' tabs and choose them, the arrows, Home and End move
    /// between the cards as they are laid out, and Enter opens a box of the flow.
    func testTheKeyboardMovesBetweenTabsAndCardsAndOpensTheFlowsBoxes() throws {
        let chromium = try Chromium.require()
        let (page, _, folder) = try samplePage()
        let loaded = try chromium.open(page, query: "selftest=keyboard", in: folder)
        XCTAssertEqual(loaded.console, [], "the page wrote to its console")
        let reading = try XCTUnwrap(try loaded.selfTest() as? [String: Any])
        XCTAssertNil(reading["error"], "\(reading)")

        let tabs = try XCTUnwrap(reading["tabs"] as? [[String: Any]])
        XCTAssertEqual(tabs.map { $0["focused"] as? String }, ["flow", "diagnostics", "screens", "diagnostics"], "\(tabs)")
        XCTAssertEqual(tabs.map { $0["view"] as? String }, ["flow", "diagnostics", "screens", "diagnostics"], "a focused tab is chosen")

        let columns = try XCTUnwrap(reading["columns"] as? Int)
        let count = try XCTUnwrap(reading["cardCount"] as? Int)
        XCTAssertGreaterThan(count, columns, "the sample's cards take more than one row")
        let cards = try XCTUnwrap(reading["cards"] as? [[String: Any]])
        XCTAssertEqual(cards.map { $0["focused"] as? Int }, [1, 0, columns, count - 1, 0], "ArrowRight, ArrowLeft, ArrowDown, End, Home")

        let box = try XCTUnwrap(reading["flowBox"] as? [String: Any])
        XCTAssertEqual(box["focusable"] as? Bool, true)
        XCTAssertEqual(box["opened"] as? String, box["screen"] as? String, "Enter opens the box's screen")
    }

    func testThePagesOwnColoursPassWCAGAAInLightAndDark() throws {
        let chromium = try Chromium.require()
        let (page, _, folder) = try samplePage()
        for dark in [false, true] {
            let loaded = try chromium.open(page, query: "selftest=contrast", dark: dark, in: folder)
            XCTAssertEqual(loaded.console, [], "the page wrote to its console")
            let reading = try XCTUnwrap(try loaded.selfTest() as? [String: Any])
            XCTAssertEqual(reading["dark"] as? Bool, dark, "the browser's colour scheme")
            XCTAssertGreaterThan(reading["checked"] as? Int ?? 0, 100, "texts checked")
            XCTAssertEqual((reading["failures"] as? [Any])?.count, 0, "below WCAG AA (4.5:1, 3:1 for large text): \(reading["failures"] ?? "")")
        }
    }

    /// Kept for people to look at, not compared: a screenshot of the sample's page in each mode and design, in
    /// `.build/test-artifacts/report-screenshots`, which outlives the run for CI to keep as an artifact.
    func testScreenshotsOfTheSampleInEachModeAndDesignAreKept() throws {
        let chromium = try Chromium.require()
        let (page, result, folder) = try samplePage()
        let artifacts = TestSupport.packageRoot.appendingPathComponent(".build/test-artifacts/report-screenshots")
        try FileManager.default.createDirectory(at: artifacts, withIntermediateDirectories: true)
        for variant in try XCTUnwrap(result.model).variants {
            let png = artifacts.appendingPathComponent("NavigationReport-\(variant.mode)-\(variant.design.rawValue).png")
            try? FileManager.default.removeItem(at: png)
            try chromium.screenshot(page, fragment: "mode=\(variant.mode)&design=\(variant.design.rawValue)&screen=feed", to: png,
                                    dark: variant.mode == "dark", in: folder)
            XCTAssertEqual(try Data(contentsOf: png).prefix(8), Data([0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A]), png.path)
        }
        print("ReportPageBrowserTests: screenshots of the sample's page in \(artifacts.path)")
    }
}
