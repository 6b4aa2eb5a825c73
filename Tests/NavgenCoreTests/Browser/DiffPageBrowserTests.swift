import Foundation
import XCTest
@testable import NavgenCore

/// `navgen diff --html` on a real repository: a palette colour changed and a screen pushed that was not there, drawn
/// before and after by the report's drawings, and linked from the GitHub annotations as the run's artifact.
final class DiffPageBrowserTests: XCTestCase {
    func testTheDiffPageDrawsAColourChangeAndANewPushedScreenBeforeAndAfter() throws {
        let repository = try SampleRepository(self)
        try repository.edit("Tokens/palette.tokens.json", replacing: "0.2196,\n            0.2431,\n            0.6706",
                            with: "0.1,\n            0.2,\n            0.5")
        try repository.edit("Tokens/palette.tokens.json", replacing: "\"#383eab\"", with: "\"#1a3380\"")
        try repository.edit("Tokens/Reader.nav.xml", replacing: "<present to=\"Hlp-Nv-C01\" identifier=\"showHelp\"/>",
                            with: "<present to=\"Hlp-Nv-C01\" identifier=\"showHelp\"/>\n    <push to=\"about\" identifier=\"showAbout\"/>")
        try repository.edit("Tokens/Reader.nav.xml", replacing: "</navigation>",
                            with: "  <screen id=\"about\" title=\"About\" barTintColor=\"#FFE08A\"/>\n</navigation>")
        try repository.commit("A darker brand colour and an About screen")

        let run = try repository.navgen(["diff", "HEAD~1", "Tokens/", "--html", "diff.html", "--format", "github"],
                                        environment: ["GITHUB_SERVER_URL": "https://github.com", "GITHUB_REPOSITORY": "octo/app", "GITHUB_RUN_ID": "42"])
        XCTAssertEqual(run.status, 0, run.errors)
        XCTAssertTrue(run.output.contains("before and after, drawn: diff.html in https://github.com/octo/app/actions/runs/42#artifacts"), run.output)
        let page = repository.root.appendingPathComponent("diff.html")
        XCTAssertTrue(try String(contentsOf: page, encoding: .utf8).hasPrefix("<!-- navgen \(Navgen.version) diff against HEAD~1: "))

        let chromium = try Chromium.require()
        let loaded = try chromium.open(page, query: "selftest=diff", fragment: "mode=light&design=legacy",
                                       in: try TestSupport.temporaryFolder(self))
        XCTAssertEqual(loaded.console, [], "the page wrote to its console")
        let changes = try XCTUnwrap(try loaded.selfTest() as? [[String: Any]])
        func change(_ title: String) throws -> [String: Any] {
            try XCTUnwrap(changes.first { $0["title"] as? String == title }, "\(title) is not among \(changes.map { $0["title"] ?? "" })")
        }
        let light = Variant(mode: "light", design: .legacy)
        let before = try XCTUnwrap(Navgen.analyse(Navgen.Options(inputs: [TestSupport.sampleTokens])).model)
        let after = try XCTUnwrap(Navgen.analyse(Navgen.Options(inputs: [repository.root.appendingPathComponent("Tokens").path])).model)
        func drawn(_ model: NavigationModel, _ id: String) throws -> String {
            DrawnBar.reading(try XCTUnwrap(model.screen(id)?.appearances[light]))
        }

        // The colour change: Feed's bar before and after, each as that side resolved it.
        let feed = try change("Feed (feed)")
        XCTAssertEqual((feed["before"] as? [String: Any])?["bar"] as? String, try drawn(before, "feed"))
        XCTAssertEqual((feed["after"] as? [String: Any])?["bar"] as? String, try drawn(after, "feed"))
        XCTAssertNotEqual(try drawn(before, "feed"), try drawn(after, "feed"))

        // The pushed screen's new bar: nothing before, its bar after, and its push playable after only.
        let about = try change("About (about)")
        XCTAssertTrue(about["before"] is NSNull, "\(about)")
        XCTAssertEqual((about["after"] as? [String: Any])?["bar"] as? String, "rgb(255, 224, 138)")
        let push = try change("Settings → About (push)")
        XCTAssertTrue(push["before"] is NSNull, "\(push)")
        XCTAssertEqual((push["after"] as? [String: Any])?["stage"] as? String, "push")
        XCTAssertEqual((push["after"] as? [String: Any])?["bar"] as? String, try drawn(after, "settings"), "the push starts on Settings' bar")
    }
}
