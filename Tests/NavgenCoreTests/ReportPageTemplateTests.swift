import XCTest
@testable import NavgenCore

/// The report page and the diff page are templates like the others: a team's `--templates` folder replaces the whole
/// page or one of its partials, and `navgen diff --html` draws with the same partials the run's page does.
final class ReportPageTemplateTests: XCTestCase {
    func testAPartialOrTheWholePageCanBeReplaced() throws {
        let folder = try TestSupport.temporaryFolder(self)
        try TestSupport.write(["partial/_reportPageStyle.mustache": "/* the team's style */\n",
                               "whole/NavigationReport.html.mustache": "{{#page}}{{#screens}}{{name}};{{/screens}}{{/page}}\n"], in: folder)
        func page(_ templates: String?) throws -> String {
            let result = Navgen.generate(Navgen.Options(inputs: [TestSupport.sampleTokens],
                                                        templates: templates.map { folder.appendingPathComponent($0).path }))
            XCTAssertFalse(result.hasErrors, "\(result.diagnostics)")
            return try XCTUnwrap(result.files.first { $0.path == OutputFile.reportPage.path }).contents
        }
        let standard = try page(nil)
        let restyled = try page("partial")
        XCTAssertFalse(standard.contains("/* the team's style */"))
        XCTAssertTrue(restyled.contains("<style>\n/* the team's style */\n</style>"), "the partial replaces the page's style")
        XCTAssertTrue(restyled.contains("id=\"navgen-data\""), "the rest of the page stays")

        let names = try XCTUnwrap(Navgen.analyse(Navgen.Options(inputs: [TestSupport.sampleTokens])).model).screens.map(\.name)
        XCTAssertEqual(try page("whole"), names.map { $0 + ";" }.joined() + "\n", "a page of its own reads the context's page")
    }

    func testTheDiffPageDrawsWithTheRunsTemplates() throws {
        let repository = try SampleRepository(self)
        try TestSupport.write(["templates/_reportPageDrawing.mustache": "// the team's drawing\n"], in: repository.root)
        try repository.edit("Tokens/Reader.nav.xml", replacing: "</navigation>",
                            with: "  <screen id=\"about\" title=\"About\"/>\n</navigation>")
        try repository.commit("An About screen")
        let run = try repository.navgen(["diff", "HEAD~1", "Tokens/", "--html", "diff.html", "--templates", "templates"])
        XCTAssertEqual(run.status, 0, run.errors)
        let page = try String(contentsOf: repository.root.appendingPathComponent("diff.html"), encoding: .utf8)
        XCTAssertTrue(page.contains("<script>\n// the team's drawing\n"), "the diff page draws with the team's partial")

        // A template that cannot render is an error that names it, and nothing is written.
        try TestSupport.write(["broken/_reportPageDrawing.mustache": "{{#unclosed}}\n"], in: repository.root)
        let broken = try repository.navgen(["diff", "HEAD~1", "Tokens/", "--html", "broken.html", "--templates", "broken"])
        XCTAssertEqual(broken.status, 2, broken.errors)
        XCTAssertTrue(broken.errors.contains("_reportPageDrawing.mustache:"), broken.errors)
        XCTAssertFalse(FileManager.default.fileExists(atPath: repository.root.appendingPathComponent("broken.html").path))
    }
}
