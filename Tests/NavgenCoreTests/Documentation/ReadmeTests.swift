import XCTest

/// The README is a front door: short, and its commands are the ones that set up, run and test navgen.
final class ReadmeTests: XCTestCase {
    private let root = TestSupport.packageRoot

    func testTheReadmeIsAtMost200Lines() throws {
        let lines = try MarkdownPage(root.appendingPathComponent("README.md")).lineCount
        XCTAssertLessThanOrEqual(lines, 200, "README.md has \(lines) lines: move the detail to a page in docs/")
    }

    /// The set-up, main and test commands stay in the README, and the test command is the one `.ci/run` runs, after
    /// installing the packages the set-up command installs.
    func testTheReadmeGivesTheCommandsCIRuns() throws {
        let readme = try String(contentsOf: root.appendingPathComponent("README.md"), encoding: .utf8)
        let ci = try String(contentsOf: root.appendingPathComponent(".ci/run"), encoding: .utf8)
        for command in ["apt-get update && apt-get install -y libxml2-dev pkg-config", "swift build",
                        "swift run navgen Tokens/ --out Generated/", "swift test"] {
            XCTAssertTrue(readme.contains("\n" + command + "\n") || readme.contains("\n" + command + " "), command)
        }
        XCTAssertTrue(ci.contains("missing+=(libxml2-dev pkg-config)"), ".ci/run no longer installs what the README does")
        XCTAssertEqual(ci.split(separator: "\n").last, "swift test", ".ci/run no longer ends with the README's test command")
    }
}
