import XCTest
@testable import NavgenCore

/// `docs/rules.md` is the diagnostic catalogue written out as a page: this test writes it again with
/// `NAVGEN_UPDATE_GOLDENS=1`, and fails when the page and the catalogue differ.
final class RuleReferenceTests: XCTestCase {
    private var page: URL { TestSupport.packageRoot.appendingPathComponent("docs/rules.md") }

    func testThePageIsTheCatalogue() throws {
        let expected = RuleReferencePage.markdown()
        if ProcessInfo.processInfo.environment["NAVGEN_UPDATE_GOLDENS"] == "1" {
            try Data(expected.utf8).write(to: page)
        }
        XCTAssertEqual(try String(contentsOf: page, encoding: .utf8), expected,
                       "docs/rules.md is stale: NAVGEN_UPDATE_GOLDENS=1 swift test --filter RuleReferenceTests")
    }

    func testThePageListsEveryKindOnce() {
        let markdown = RuleReferencePage.markdown()
        for id in DiagnosticCatalogue.ids {
            XCTAssertEqual(markdown.components(separatedBy: "\n### `\(id)`\n").count, 2, id)
        }
    }
}
