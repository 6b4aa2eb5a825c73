import XCTest
@testable import navgen

/// `docs/options.md` is the command line's option table written out as a page: this test writes it again with
/// `NAVGEN_UPDATE_GOLDENS=1`, and fails when the page and the table differ.
final class OptionReferenceTests: XCTestCase {
    private var page: URL { TestSupport.packageRoot.appendingPathComponent("docs/options.md") }

    func testThePageIsTheOptionTable() throws {
        let expected = OptionReferencePage.markdown()
        if ProcessInfo.processInfo.environment["NAVGEN_UPDATE_GOLDENS"] == "1" {
            try Data(expected.utf8).write(to: page)
        }
        XCTAssertEqual(try String(contentsOf: page, encoding: .utf8), expected,
                       "docs/options.md is stale: NAVGEN_UPDATE_GOLDENS=1 swift test --filter OptionReferenceTests")
    }

    func testThePageListsEveryOptionOfEverySubcommand() {
        let markdown = OptionReferencePage.markdown()
        for option in Option.table {
            XCTAssertTrue(markdown.contains("`\(option.name)`"), option.name)
        }
        for key in Option.configKeys {
            XCTAssertTrue(markdown.contains("`\(key)`"), key)
        }
    }
}
