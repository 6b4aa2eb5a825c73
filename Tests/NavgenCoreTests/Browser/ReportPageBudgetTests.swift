import Foundation
import XCTest
@testable import NavgenCore
@testable import navgen_bench

/// The report at 2,000 screens, the benchmark's large synthetic app: the web page stays within its size budget and
/// becomes interactive in the browser within its load budget in each view, and the Markdown summary stays small.
final class ReportPageBudgetTests: XCTestCase {
    /// The page's budgets, as docs/report.md states them.
    static let pageBytes = 4_000_000
    static let interactiveMilliseconds = 2_000.0
    static let markdownBytes = 200_000

    func testTheTwoThousandScreenReportMeetsItsBudgets() throws {
        let folder = try TestSupport.temporaryFolder(self)
        let set = try InputSetBuilder.storyboards(.large, in: folder.path)
        let result = Navgen.generate(Navgen.Options(inputs: set.inputs))
        XCTAssertFalse(result.hasErrors)
        XCTAssertEqual(result.model?.screens.count, 2_000)
        let html = try XCTUnwrap(result.files.first { $0.path == OutputFile.reportPage.path })
        let markdown = try XCTUnwrap(result.files.first { $0.path == OutputFile.report.path })
        print("ReportPageBudgetTests: at 2,000 screens the page is \(html.bytes.count) bytes, the Markdown summary \(markdown.bytes.count) bytes")
        XCTAssertLessThanOrEqual(html.bytes.count, Self.pageBytes, "the page's size budget")
        XCTAssertLessThan(markdown.bytes.count, Self.markdownBytes, "the Markdown summary's size")
        XCTAssertTrue(markdown.contents.contains("more in NavigationReport.html"), "the summary says where the rest is")

        let chromium = try Chromium.require()
        let page = folder.appendingPathComponent("NavigationReport.html")
        try Data(html.bytes).write(to: page)
        let selected = DrawnBar.addressPart(try XCTUnwrap(result.model).screens[1_000].id)
        for view in ["screens", "flow", "diagnostics"] {
            let loaded = try chromium.open(page, fragment: "view=\(view)&screen=\(selected)", in: folder)
            XCTAssertEqual(loaded.console, [], "the page wrote to its console")
            let marker = try XCTUnwrap(loaded.dom.range(of: "data-interactive-ms=\""), "the page never became interactive")
            let milliseconds = try XCTUnwrap(Double(loaded.dom[marker.upperBound...].prefix { $0 != "\"" }))
            print("ReportPageBudgetTests: the \(view) view is interactive after \(milliseconds) ms")
            XCTAssertLessThan(milliseconds, Self.interactiveMilliseconds, "the \(view) view's load budget")
            // Drawn from the data, not pre-drawn: a chunk of cards, the flow's part in view, a chunk of diagnostics.
            XCTAssertLessThan(loaded.dom.components(separatedBy: "class=\"card\"").count, 200, view)
        }
    }
}
