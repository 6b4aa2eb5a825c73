import Foundation
import XCTest
@testable import NavgenCore

/// `navgen diff` on real git repositories of the bundled sample: each known change reported at its place, the
/// work tree and index left alone, the same result against a folder, clear errors, and stable output.
final class DiffCommandTests: XCTestCase {
    /// A second commit with known changes: a palette colour, a new screen, a removed push, a swipe-back disabled,
    /// a storyboard scene with a new object id and one with a new title.
    private func changedRepository() throws -> SampleRepository {
        let repository = try SampleRepository(self)
        try repository.edit("Tokens/palette.tokens.json", replacing: "0.2196,\n            0.2431,\n            0.6706",
                            with: "0.1,\n            0.2,\n            0.5")
        try repository.edit("Tokens/palette.tokens.json", replacing: "\"#383eab\"", with: "\"#1a3380\"")
        try repository.edit("Tokens/Reader.nav.xml", replacing: "<present to=\"Hlp-Nv-C01\" identifier=\"showHelp\"/>",
                            with: "<present to=\"Hlp-Nv-C01\" identifier=\"showHelp\"/>\n    <push to=\"about\" identifier=\"showAbout\"/>")
        try repository.edit("Tokens/Reader.nav.xml", replacing: "</navigation>", with: "  <screen id=\"about\" title=\"About\"/>\n</navigation>")
        try repository.edit("Tokens/Reader.nav.xml", replacing: "    <push to=\"favorites\" identifier=\"showFavorites\"/>\n", with: "")
        try repository.edit("Tokens/Reader.nav.xml", replacing: "<screen id=\"comments\" title=\"Comments\" appearance=\"reading\"",
                            with: "<screen id=\"comments\" title=\"Comments\" swipeBackEnabled=\"false\" appearance=\"reading\"")
        try repository.edit("Tokens/Main.storyboard", replacing: "<segue destination=\"Hlp-Vc-A01\"", with: "<segue destination=\"Hlp-Vc-A09\"")
        try repository.edit("Tokens/Main.storyboard", replacing: "id=\"Hlp-Vc-A01\"", with: "id=\"Hlp-Vc-A09\"")
        try repository.edit("Tokens/Main.storyboard", replacing: "title=\"Help\" largeTitleDisplayMode", with: "title=\"Help Centre\" largeTitleDisplayMode")
        try repository.commit("Known changes")
        return repository
    }

    private func json(_ run: TestSupport.Run) throws -> [String: Any] {
        XCTAssertEqual(run.status, 0, run.errors)
        return try XCTUnwrap(try JSONSerialization.jsonObject(with: Data(run.output.utf8)) as? [String: Any], run.output)
    }

    private func location(_ item: [String: Any], _ key: String = "location") -> String? {
        guard let place = item[key] as? [String: Any], let file = place["file"] as? String, let line = place["line"] as? Int else { return nil }
        return "\(file):\(line)"
    }

    private func items(_ diff: [String: Any], _ key: String) -> [[String: Any]] { diff[key] as? [[String: Any]] ?? [] }

    /// `light legacy`, per variant of a change.
    private func variants(_ item: [String: Any]) -> [String] {
        (item["variants"] as? [[String: Any]] ?? []).map { "\($0["mode"] as? String ?? "?") \($0["design"] as? String ?? "?")" }
    }

    func testEachKnownChangeIsReportedAtItsPlaceOnTheNewSide() throws {
        let repository = try changedRepository()
        let before = try repository.snapshot()
        let diff = try json(try repository.navgen(["diff", "HEAD~1", "Tokens/", "--format", "json"]))
        XCTAssertEqual(try repository.snapshot(), before, "navgen diff changed the work tree, the index or the repository")
        let nav = "Tokens/Reader.nav.xml", storyboard = "Tokens/Main.storyboard"

        let screens = items(diff, "screens")
        let about = try XCTUnwrap(screens.first { ($0["screen"] as? [String: Any])?["id"] as? String == "about" })
        XCTAssertEqual(about["change"] as? String, "added")
        XCTAssertEqual(location(about), "\(nav):\(try repository.line(of: "<screen id=\"about\"", in: nav))")
        XCTAssertEqual((about["reachedFrom"] as? [[String: Any]])?.compactMap { $0["name"] as? String }, ["Settings"])
        let article = try XCTUnwrap(screens.first { ($0["screen"] as? [String: Any])?["id"] as? String == "Hlp-Vc-A09" })
        XCTAssertEqual(article["change"] as? String, "renamed")
        XCTAssertEqual((article["previous"] as? [String: Any])?["id"] as? String, "Hlp-Vc-A01")
        XCTAssertEqual(article["nameChanged"] as? Bool, false)
        XCTAssertEqual(location(article), "\(storyboard):\(try repository.line(of: "id=\"Hlp-Vc-A09\"", in: storyboard))")
        let help = try XCTUnwrap(screens.first { ($0["screen"] as? [String: Any])?["id"] as? String == "Hlp-Vc-T01" })
        XCTAssertEqual((help["screen"] as? [String: Any])?["name"] as? String, "Help Centre")
        XCTAssertEqual((help["previous"] as? [String: Any])?["name"] as? String, "Help")
        XCTAssertEqual(help["nameChanged"] as? Bool, true)
        XCTAssertEqual(screens.count, 3, "\(screens)")

        let edges = items(diff, "edges")
        let added = try XCTUnwrap(edges.first { $0["change"] as? String == "added" })
        XCTAssertEqual((added["to"] as? [String: Any])?["id"] as? String, "about")
        XCTAssertEqual(location(added), "\(nav):\(try repository.line(of: "<push to=\"about\"", in: nav))")
        let removed = try XCTUnwrap(edges.first { $0["change"] as? String == "removed" })
        XCTAssertEqual((removed["to"] as? [String: Any])?["id"] as? String, "favorites")
        XCTAssertEqual(removed["operation"] as? String, "push")
        XCTAssertEqual(location(removed), "\(nav):\(try repository.line(of: "<screen id=\"profile\"", in: nav))", "where the push was")
        XCTAssertEqual(location(removed, "baseLocation"), "\(nav):43", "the push's line at the base")
        XCTAssertEqual(edges.count, 2)

        let properties = items(diff, "properties")
        let swipe = try XCTUnwrap(properties.first { $0["property"] as? String == "interactivePop" })
        XCTAssertEqual((swipe["screen"] as? [String: Any])?["id"] as? String, "comments")
        XCTAssertEqual((swipe["before"] as? [String: Any])?["text"] as? String, "allowed")
        XCTAssertEqual((swipe["after"] as? [String: Any])?["text"] as? String, "blockedSwipeBackDisabled")
        XCTAssertEqual(variants(swipe), ["light legacy", "dark legacy", "light glass", "dark glass"])
        XCTAssertEqual(location(swipe), "\(nav):\(try repository.line(of: "<screen id=\"comments\"", in: nav))")
        let feed = try XCTUnwrap(properties.first {
            ($0["screen"] as? [String: Any])?["id"] as? String == "feed" && $0["property"] as? String == "background"
        })
        XCTAssertEqual((feed["before"] as? [String: Any])?["text"] as? String, "color(#383EABFF)")
        XCTAssertEqual((feed["after"] as? [String: Any])?["text"] as? String, "color(#1A3380FF)")
        XCTAssertEqual(variants(feed), ["light legacy", "light glass"], "a bar colour of its own stays in glass")
        XCTAssertEqual(location(feed), "\(nav):4", "the brand appearance's barTintColor")
        XCTAssertNotNil(properties.first {
            ($0["screen"] as? [String: Any])?["id"] as? String == "feed" && $0["property"] as? String == "titleContrast"
        }, "the contrast before → after goes with the colour")

        let transitions = items(diff, "transitions")
        let comments = try XCTUnwrap(transitions.first { ($0["to"] as? [String: Any])?["id"] as? String == "comments" })
        XCTAssertEqual(comments["operations"] as? [String], ["push", "pop", "interactivePop", "interactivePopCancelled"])
        let field = try XCTUnwrap((comments["fields"] as? [[String: Any]])?.first)
        XCTAssertEqual(field["field"] as? String, "interactivePop")
        XCTAssertEqual(field["after"] as? String, "blockedSwipeBackDisabled")
        XCTAssertEqual(location(comments), "\(nav):\(try repository.line(of: "<push to=\"comments\"", in: nav))")

        let tokens = items(diff, "tokens")
        let palette = try XCTUnwrap(tokens.first { $0["path"] as? String == "color.palette.indigo600" })
        XCTAssertEqual(location(palette), "Tokens/palette.tokens.json:6")
        let reached = (palette["screens"] as? [[String: Any]])?.compactMap { $0["id"] as? String } ?? []
        XCTAssertTrue(reached.contains("feed"), "reaches the feed through color.brand.primary: \(reached)")
        XCTAssertTrue(tokens.contains { $0["path"] as? String == "color.brand.primary" })

        let diagnostics = items(diff, "diagnostics")
        let unreachable = try XCTUnwrap(diagnostics.first { $0["rule"] as? String == "unreachable-screen" })
        XCTAssertEqual(unreachable["change"] as? String, "introduced")
        XCTAssertEqual("\(unreachable["file"] as? String ?? ""):\(unreachable["line"] as? Int ?? 0)",
                       "\(nav):\(try repository.line(of: "<screen id=\"favorites\"", in: nav))")
    }

    func testAFolderAsTheBaseGivesTheSameDiffAsTheRevision() throws {
        let repository = try changedRepository()
        let base = repository.root.deletingLastPathComponent().appendingPathComponent("base")
        try FileManager.default.copyItem(at: TestSupport.packageRoot.appendingPathComponent("Tokens"), to: base)
        let againstRevision = try repository.navgen(["diff", "HEAD~1", "Tokens/", "--format", "json"])
        let againstFolder = try repository.navgen(["diff", base.path, "Tokens/", "--format", "json"])
        XCTAssertEqual(againstFolder.status, 0, againstFolder.errors)
        XCTAssertEqual(againstFolder.output.replacingOccurrences(of: "\"base\": \"\(base.path)\"", with: "\"base\": \"HEAD~1\""),
                       againstRevision.output)
    }

    func testUncommittedChangesAreComparedWithHEADAndLeftAsTheyAre() throws {
        let repository = try SampleRepository(self)
        try repository.edit("Tokens/Reader.nav.xml", replacing: "<screen id=\"comments\" title=\"Comments\"",
                            with: "<screen id=\"comments\" title=\"Reader Comments\"")
        try repository.git("add", "Tokens/Reader.nav.xml")
        try repository.edit("Tokens/Reader.nav.xml", replacing: "<screen id=\"settings\" title=\"Settings\"",
                            with: "<screen id=\"settings\" title=\"Settings\" barHidden=\"true\"")
        let before = try repository.snapshot()
        let run = try repository.navgen(["diff", "HEAD", "Tokens", "--format", "text"])
        XCTAssertEqual(run.status, 0, run.errors)
        XCTAssertEqual(try repository.snapshot(), before, "the staged and unstaged changes are untouched")
        XCTAssertTrue(run.output.contains("Comments is now Reader Comments"), run.output)
        XCTAssertTrue(run.output.contains("Settings, light, dark: bar visible → hidden"), run.output)
    }

    func testAChangeThatHoldsInOneDesignNamesIt() throws {
        let repository = try SampleRepository(self)
        try repository.edit("Tokens/Reader.nav.xml", replacing: "<screen id=\"comments\" title=\"Comments\"",
                            with: "<screen id=\"comments\" title=\"Comments\" edgeEffect=\"hard\"")
        let run = try repository.navgen(["diff", "HEAD", "Tokens", "--format", "text"])
        XCTAssertEqual(run.status, 0, run.errors)
        XCTAssertTrue(run.output.contains("Comments, light, dark: edge effect automatic → hard"), "a bar property of every design: \(run.output)")
        XCTAssertTrue(run.output.contains("edge effect unchanged → changed (light (glass), dark (glass))"),
                      "the plans' edge effect changes only under glass: \(run.output)")
        let diff = try json(try repository.navgen(["diff", "HEAD", "Tokens", "--format", "json"]))
        let field = try XCTUnwrap(items(diff, "transitions").lazy.compactMap { ($0["fields"] as? [[String: Any]])?.first }.first)
        XCTAssertEqual(field["field"] as? String, "edgeEffect")
        XCTAssertEqual(variants(field), ["light glass", "dark glass"])
    }

    /// A presentation that becomes a full-screen cover says so, with what it does to the status bar.
    func testAPresentationStyleChangeIsATransitionChange() throws {
        let repository = try SampleRepository(self)
        try repository.edit("Tokens/Reader.nav.xml", replacing: "<present to=\"composeStack\" identifier=\"compose\"/>",
                            with: "<present to=\"composeStack\" identifier=\"compose\" modalPresentationStyle=\"fullScreen\"/>")
        let diff = try json(try repository.navgen(["diff", "HEAD", "Tokens", "--format", "json"]))
        let present = try XCTUnwrap(items(diff, "transitions").first { ($0["operations"] as? [String])?.first == "present" })
        let fields = present["fields"] as? [[String: Any]] ?? []
        let style = try XCTUnwrap(fields.first, "\(present)")
        XCTAssertEqual(style["field"] as? String, "presentation")
        XCTAssertEqual(style["before"] as? String, "formSheet")
        XCTAssertEqual(style["after"] as? String, "fullScreen")
        XCTAssertEqual(variants(style).count, 4, "the style is the edge's, in every mode and design")
        let statusBar = try XCTUnwrap(fields.first { $0["field"] as? String == "statusBar" }, "\(fields)")
        XCTAssertEqual(statusBar["after"] as? String, "darkContent", "the cover takes the status bar in the light mode")
    }

    /// The bar of iOS 27 changes only the glass bars: its properties and an item's axis, each under its own name.
    func testTheBarOfIOS27IsComparedInTheGlassDesign() throws {
        let repository = try SampleRepository(self)
        try repository.edit("Tokens/Reader.nav.xml", replacing: "<screen id=\"comments\" title=\"Comments\"",
                            with: "<screen id=\"comments\" title=\"Comments\" titleAlignment=\"center\" barInterfaceStyle=\"light\"")
        try repository.edit("Tokens/Reader.nav.xml", replacing: "<item side=\"right\" kind=\"title\" title=\"Sort\"/>",
                            with: "<item side=\"right\" kind=\"title\" title=\"Sort\" axis=\"verticalPreferred\"/>")
        let diff = try json(try repository.navgen(["diff", "HEAD", "Tokens", "--format", "json"]))
        let properties = items(diff, "properties").filter { ($0["screen"] as? [String: Any])?["id"] as? String == "comments" }
        let changed = Dictionary(properties.map { ($0["property"] as? String ?? "", variants($0)) }, uniquingKeysWith: { $0 + $1 })
        XCTAssertEqual(changed["titleAlignment"], ["light glass", "dark glass"], "\(properties)")
        XCTAssertEqual(changed["barInterfaceStyle"], ["light glass", "dark glass"], "\(properties)")
        let itemChange = try XCTUnwrap(properties.first { $0["property"] as? String == "items" })
        XCTAssertEqual((itemChange["after"] as? [String: Any])?["text"] as? String, "right: Sort (verticalPreferred)")
    }

    /// A colour's `hex` is its components' fallback: changing it alone changes nothing the app shows.
    func testAColoursHexAloneIsNoChange() throws {
        let repository = try SampleRepository(self)
        try repository.edit("Tokens/palette.tokens.json", replacing: "\"#383eab\"", with: "\"#383eac\"")
        let diff = try json(try repository.navgen(["diff", "HEAD", "Tokens", "--format", "json"]))
        XCTAssertEqual(items(diff, "tokens").count, 0, "\(items(diff, "tokens"))")
        try repository.edit("Tokens/palette.tokens.json", replacing: "0.2196,\n            0.2431", with: "0.2197,\n            0.2431")
        let changed = try json(try repository.navgen(["diff", "HEAD", "Tokens", "--format", "json"]))
        XCTAssertTrue(items(changed, "tokens").contains { $0["path"] as? String == "color.palette.indigo600" }, "a component is a change")
    }

    /// The tint people see is the design's: a black bar style keeps the legacy system blue but turns glass items white.
    func testTheTintIsComparedAsEachDesignShowsIt() throws {
        let repository = try SampleRepository(self)
        let map = "Plain/app.nav.xml"
        try TestSupport.write([map: """
            <navigation deploymentTarget="15.0">
              <navigationController id="nav" root="home"/>
              <screen id="home" title="Home"/>
            </navigation>
            """], in: repository.root)
        try repository.commit("A screen with the system bar")
        try repository.edit(map, replacing: "<screen id=\"home\" title=\"Home\"/>", with: "<screen id=\"home\" title=\"Home\" barStyle=\"black\"/>")
        let diff = try json(try repository.navgen(["diff", "HEAD", "Plain", "--format", "json"]))
        let tint = items(diff, "properties").filter { $0["property"] as? String == "tint" }
        XCTAssertEqual(tint.map(variants), [["default glass"]], "\(tint)")
        XCTAssertEqual((tint.first?["before"] as? [String: Any])?["text"] as? String, "#000000FF")
        XCTAssertEqual((tint.first?["after"] as? [String: Any])?["text"] as? String, "#FFFFFFFF")
    }

    /// Changing the app's accent colour changes the tint of the screens that show it, and its token reaches them.
    func testTheAccentColourReachesTheScreensThatShowIt() throws {
        let repository = try SampleRepository(self)
        let accent = "Plain/Assets.xcassets/AccentColor.colorset/Contents.json"
        try TestSupport.write([
            "Plain/app.nav.xml": """
                <navigation deploymentTarget="15.0">
                  <navigationController id="nav" root="home"/>
                  <screen id="home" title="Home"/>
                </navigation>
                """,
            accent: AppTintTests.colorSet(light: AppTintTests.orange),
        ], in: repository.root)
        try repository.commit("An app with an accent colour")
        try repository.edit(accent, replacing: "\"red\": \"0.8\"", with: "\"red\": \"0.6\"")
        let diff = try json(try repository.navgen(["diff", "HEAD", "Plain", "--format", "json"]))
        let tint = items(diff, "properties").filter { $0["property"] as? String == "tint" }
        XCTAssertEqual(tint.map(variants), [["default legacy"]], "\(tint)")
        let token = try XCTUnwrap(items(diff, "tokens").first { $0["path"] as? String == "asset.AccentColor" })
        XCTAssertEqual((token["screens"] as? [[String: Any]])?.compactMap { $0["id"] as? String }, ["home"])
    }

    func testTheConfigGivesTheInputsAndOptionsOfBothSides() throws {
        let repository = try changedRepository()
        // Not committed: the work tree's config applies to both sides.
        try TestSupport.write(["navgen.json": #"{"inputs": ["Tokens/"], "rules": {"unreachable-screen": "off"}}"#], in: repository.root)
        for arguments in [["diff", "HEAD~1", "--format", "json"], ["diff", "HEAD~1", "--config", "navgen.json", "--format", "json"]] {
            let diff = try json(try repository.navgen(arguments))
            XCTAssertTrue(items(diff, "screens").contains { ($0["screen"] as? [String: Any])?["id"] as? String == "about" }, "\(arguments)")
            XCTAssertFalse(items(diff, "diagnostics").contains { $0["rule"] as? String == "unreachable-screen" }, "\(arguments)")
        }
        try TestSupport.write(["navgen.json": #"{"inputs": ["Tokens/"], "rulez": {}}"#], in: repository.root)
        let broken = try repository.navgen(["diff", "HEAD~1"])
        XCTAssertEqual(broken.status, 2)
        XCTAssertTrue(broken.errors.contains("navgen.json:1:"), broken.errors)
    }

    func testRenamingAScreenDoesNotRenewItsWarnings() throws {
        let repository = try SampleRepository(self)
        let before = try repository.navgen(["diff", "HEAD", "Tokens/", "--format", "text"])
        try repository.edit("Tokens/Main.storyboard", replacing: "title=\"Help\" largeTitleDisplayMode", with: "title=\"Help Centre\" largeTitleDisplayMode")
        let diff = try json(try repository.navgen(["diff", "HEAD", "Tokens/", "--format", "json"]))
        XCTAssertEqual(items(diff, "screens").count, 1)
        XCTAssertEqual(items(diff, "diagnostics").count, 0, "the base's warnings about 'Help' are the new side's about 'Help Centre'")
        XCTAssertTrue(before.output.contains("no navigation changes"))
        let warnings = try XCTUnwrap(Navgen.analyse(Navgen.Options(inputs: [repository.root.appendingPathComponent("Tokens").path])).diagnostics)
        XCTAssertTrue(warnings.contains { $0.message.hasPrefix("'Help Centre' → ") }, "the sample has a warning that names the screen")
        try repository.commit("Help Centre")
        try repository.edit("Tokens/Main.storyboard", replacing: "title=\"Help Centre\" largeTitleDisplayMode", with: "title=\"Article\" largeTitleDisplayMode")
        let twin = try json(try repository.navgen(["diff", "HEAD", "Tokens/", "--format", "json"]))
        XCTAssertEqual(items(twin, "diagnostics").count, 0, "a name another screen has gets the id beside it, also in messages")
    }

    func testTheSameInputsOnBothSidesHaveNoNavigationChanges() throws {
        let repository = try SampleRepository(self)
        for format in ["markdown", "text", "json", "github"] {
            let run = try repository.navgen(["diff", "HEAD", "Tokens/", "--format", format, "--fail-on", "any-change"])
            XCTAssertEqual(run.status, 0, run.errors)
            XCTAssertTrue(run.output.contains("no navigation changes"), "\(format): \(run.output)")
        }
        let markdown = try repository.navgen(["diff", "HEAD", "Tokens/"])
        XCTAssertEqual(markdown.output, "<!-- navgen-diff -->\n**Navigation** against `HEAD`: no navigation changes\n")
    }

    func testFailOnGates() throws {
        let repository = try changedRepository()
        let status = { (gate: String) in try repository.navgen(["diff", "HEAD~1", "Tokens/", "--fail-on", gate]).status }
        XCTAssertEqual(try status("any-change"), 1)
        XCTAssertEqual(try status("new-warnings"), 1, "favorites became unreachable")
        XCTAssertEqual(try status("new-errors"), 0)
        XCTAssertEqual(try repository.navgen(["diff", "HEAD~1", "Tokens/"]).status, 0, "no gate, no failure")
        try repository.edit("Tokens/Reader.nav.xml", replacing: "<screen id=\"about\" title=\"About\"/>",
                            with: "<screen id=\"about\" title=\"About\" barAlpha=\"2\"/>")
        let broken = try repository.navgen(["diff", "HEAD~1", "Tokens/", "--format", "text", "--fail-on", "new-errors"])
        XCTAssertEqual(broken.status, 1)
        XCTAssertTrue(broken.output.contains("new error: alpha must be between 0 and 1, found 2 [value-out-of-range]"), broken.output)
    }

    func testOutputIsTheSameOnRerunsAndWithAnyThreadCount() throws {
        let repository = try changedRepository()
        let formats = ["markdown", "text", "json", "github"]
        let threads = ["1", "2", "4", "1"]
        // Each run is its own navgen process: as many at once as there are processors.
        let outputs = ParallelMap.withThreads(ProcessInfo.processInfo.activeProcessorCount) {
            ParallelMap.map(Array(0..<formats.count * threads.count)) { index in
                Result { try repository.navgen(["diff", "HEAD~1", "Tokens/", "--format", formats[index / threads.count],
                                                "--threads", threads[index % threads.count]]).output }
            }
        }
        for (offset, format) in formats.enumerated() {
            let runs = try outputs[offset * threads.count..<(offset + 1) * threads.count].map { try $0.get() }
            XCTAssertEqual(Set(runs).count, 1, format)
            XCTAssertFalse(runs[0].isEmpty, format)
        }
    }

    func testAMissingRevisionIsAClearError() throws {
        let repository = try SampleRepository(self)
        let run = try repository.navgen(["diff", "no-such-branch", "Tokens/"])
        XCTAssertEqual(run.status, 2)
        XCTAssertEqual(run.output, "")
        XCTAssertTrue(run.errors.hasPrefix("error: unknown revision 'no-such-branch' in the git repository at "), run.errors)
    }

    func testABaseWithBrokenInputsIsAClearError() throws {
        let repository = try SampleRepository(self)
        try repository.edit("Tokens/Reader.nav.xml", replacing: "<screen id=\"profile\" title=\"Profile\" barHidden=\"true\">",
                            with: "<screen id=\"profile\" title=\"Profile\" barHidden=\"maybe\">")
        try repository.commit("Broken")
        try repository.edit("Tokens/Reader.nav.xml", replacing: "barHidden=\"maybe\"", with: "barHidden=\"true\"")
        try repository.commit("Fixed")
        let run = try repository.navgen(["diff", "HEAD~1", "Tokens/"])
        XCTAssertEqual(run.status, 2)
        let line = try repository.line(of: "<screen id=\"profile\"", in: "Tokens/Reader.nav.xml")
        XCTAssertTrue(run.errors.hasPrefix("error: the inputs at 'HEAD~1' have errors; navgen diff needs a base it can read\n"
            + "Tokens/Reader.nav.xml:\(line):"), run.errors)
        XCTAssertTrue(run.errors.contains("error: "), run.errors)
        XCTAssertFalse(run.errors.contains("navgen-diff-"), "base paths are spelled as on the new side: \(run.errors)")
    }

    func testAnInputOutsideTheRepositoryIsAClearError() throws {
        let repository = try SampleRepository(self)
        let outside = repository.root.deletingLastPathComponent().appendingPathComponent("elsewhere")
        try TestSupport.write(["app.nav.xml": "<navigation/>"], in: outside)
        let run = try repository.navgen(["diff", "HEAD", "Tokens/", outside.path])
        XCTAssertEqual(run.status, 2)
        XCTAssertTrue(run.errors.hasPrefix("error: '\(outside.path)' is outside the git repository at "), run.errors)
        let alone = try TestSupport.navgen(["diff", "HEAD", "."], in: outside)
        XCTAssertEqual(alone.status, 2)
        XCTAssertTrue(alone.errors.hasPrefix("error: '.' is not in a git repository"), alone.errors)
    }

    func testTheTemporaryFolderIsRemovedAfterSuccessAndAfterErrors() throws {
        let repository = try changedRepository()
        let temporary = repository.root.deletingLastPathComponent().appendingPathComponent("tmp")
        try FileManager.default.createDirectory(at: temporary, withIntermediateDirectories: true)
        for base in ["HEAD~1", "HEAD"] {
            let run = try repository.navgen(["diff", base, "Tokens/"], environment: ["TMPDIR": temporary.path])
            XCTAssertEqual(run.status, 0, run.errors)
        }
        try repository.edit("Tokens/Reader.nav.xml", replacing: "<navigation deploymentTarget", with: "<navigation unknown=\"1\" deploymentTarget")
        try repository.commit("Broken")
        XCTAssertEqual(try repository.navgen(["diff", "HEAD", "Tokens/"], environment: ["TMPDIR": temporary.path]).status, 2)
        XCTAssertEqual(try FileManager.default.contentsOfDirectory(atPath: temporary.path), [])
    }

    func testMarkdownIsAPullRequestComment() throws {
        let repository = try changedRepository()
        let run = try repository.navgen(["diff", "HEAD~1", "Tokens/"])
        XCTAssertEqual(run.status, 0, run.errors)
        let lines = run.output.components(separatedBy: "\n")
        XCTAssertEqual(lines[0], DiffMarkdown.marker)
        XCTAssertTrue(lines[1].hasPrefix("**Navigation** against `HEAD~1`: 1 screen added · 2 screens renamed · "), lines[1])
        XCTAssertTrue(run.output.contains("<details><summary>Bars: "))
        XCTAssertTrue(run.output.contains("| Feed | light | background | 🟦 `color(#383EABFF)` | ⬛ `color(#1A3380FF)` | `Tokens/Reader.nav.xml:4:"),
                      run.output)
        XCTAssertEqual(run.output.components(separatedBy: "<details>").count, run.output.components(separatedBy: "</details>").count)
    }

    func testGitHubAnnotationsPointAtTheNewLines() throws {
        let repository = try changedRepository()
        let run = try repository.navgen(["diff", "HEAD~1", "Tokens/", "--format", "github"])
        XCTAssertEqual(run.status, 0, run.errors)
        let line = try repository.line(of: "<screen id=\"about\"", in: "Tokens/Reader.nav.xml")
        XCTAssertTrue(run.output.contains("::notice file=Tokens/Reader.nav.xml,line=\(line),col="), run.output)
        XCTAssertTrue(run.output.contains("title=navgen diff::About is a new screen; reached from Settings"), run.output)
        XCTAssertTrue(run.output.contains("::warning file=Tokens/Reader.nav.xml,line="), "the new warning keeps its severity")
    }

    func testTheFlowDiagramMarksWhatChanged() throws {
        let repository = try changedRepository()
        let run = try repository.navgen(["diff", "HEAD~1", "Tokens/", "--svg", "flow.svg", "--format", "json"])
        XCTAssertEqual(run.status, 0, run.errors)
        let bytes = Array(try Data(contentsOf: repository.root.appendingPathComponent("flow.svg")))
        let svg = try XMLReader.parse(bytes, path: "flow.svg")
        let groups = svg.root.children(named: "g")
        let changed = Set(groups.filter { $0.attribute("class")?.contains("changed") == true }
            .compactMap { $0.attribute("data-screen") ?? $0.attribute("data-to").map { "→" + $0 } })
        XCTAssertTrue(changed.isSuperset(of: ["about", "comments", "feed", "→about", "→comments"]), "\(changed)")
        XCTAssertFalse(changed.contains("article"), "its bar is the same: \(changed)")
    }
}
