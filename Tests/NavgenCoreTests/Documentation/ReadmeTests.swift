import XCTest

/// The README is a front door: short, and its commands are the ones that set up, run and test navgen.
final class ReadmeTests: XCTestCase {
    private let root = TestSupport.packageRoot

    /// The tour's second and third steps quote navgen's output on the sample: a misspelt token, and a bar colour changed
    /// under `navgen diff`. Both are run as the README says, in copies of `Tokens/`, and every line it quotes is printed.
    func testTheToursQuotedOutputIsNavgens() throws {
        let readme = try String(contentsOf: root.appendingPathComponent("README.md"), encoding: .utf8)
        let quoted = readme.components(separatedBy: "\n").map { $0.trimmingCharacters(in: .whitespaces) }
        let folder = try TestSupport.temporaryFolder(self)
        for side in ["base", "broken", "changed"] {
            try FileManager.default.copyItem(at: root.appendingPathComponent("Tokens"), to: folder.appendingPathComponent("\(side)/Tokens"))
        }
        func edit(_ side: String, _ old: String, _ new: String) throws {
            let map = folder.appendingPathComponent("\(side)/Tokens/Reader.nav.xml")
            let text = try String(contentsOf: map, encoding: .utf8)
            XCTAssertTrue(text.contains(old), old)
            try text.replacingOccurrences(of: old, with: new).write(to: map, atomically: true, encoding: .utf8)
        }
        try edit("broken", #"barTintColor="{color.surface.dark}""#, #"barTintColor="{color.surface.drak}""#)
        try edit("changed", #"title="Favorites" barTintColor="{color.surface.dark}""#, #"title="Favorites" barTintColor="{color.brand.primary}""#)
        let broken = try TestSupport.navgen(["Tokens/", "--out", "Generated/"], in: folder.appendingPathComponent("broken"))
        XCTAssertEqual(broken.status, 1)
        let diff = try TestSupport.navgen(["diff", "../base/Tokens", "Tokens/", "--format", "text"], in: folder.appendingPathComponent("changed"))
        XCTAssertEqual(diff.status, 0, diff.errors)
        let printed = Set((broken.errors + diff.output).components(separatedBy: "\n").map { $0.trimmingCharacters(in: .whitespaces) })
        let expected = quoted.filter { $0.hasPrefix("Tokens/Reader.nav.xml:") || $0.hasPrefix("Tokens/themes/") }
        XCTAssertEqual(expected.count, 5, "the README quotes two error lines and three bar changes")
        for line in expected { XCTAssertTrue(printed.contains(line), "README quotes a line navgen does not print: \(line)\n\(diff.output)") }
    }

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
