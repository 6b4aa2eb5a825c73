import XCTest
@testable import NavgenCore

/// `--check` and the writer compare files byte for byte.
final class StalenessCheckTests: XCTestCase {
    func testAFileThatDiffersOnlyInNormalisationIsStale() throws {
        let folder = try TestSupport.temporaryFolder(self)
        let precomposed = GeneratedFile(path: "Report.md", contents: "Caf\u{E9}\n")
        try Data("Cafe\u{301}\n".utf8).write(to: folder.appendingPathComponent("Report.md"))
        XCTAssertEqual(precomposed.contents, "Cafe\u{301}\n", "Swift calls the two strings equal")
        XCTAssertEqual(StalenessCheck.compare([precomposed], with: folder.path).changed, ["Report.md"])

        try Data("Caf\u{E9}\n".utf8).write(to: folder.appendingPathComponent("Report.md"))
        XCTAssertTrue(StalenessCheck.compare([precomposed], with: folder.path).changed.isEmpty)
    }

    func testTheWriterRewritesAFileThatDiffersOnlyInNormalisation() throws {
        let folder = try TestSupport.temporaryFolder(self)
        let file = GeneratedFile(path: "Report.md", contents: "Caf\u{E9}\n")
        try Data("Cafe\u{301}\n".utf8).write(to: folder.appendingPathComponent("Report.md"))
        XCTAssertEqual(try OutputWriter.write([file], to: folder.path).written, ["Report.md"])
        XCTAssertEqual(try OutputWriter.write([file], to: folder.path).unchanged, ["Report.md"])
        XCTAssertEqual(try Data(contentsOf: folder.appendingPathComponent("Report.md")), Data("Caf\u{E9}\n".utf8))
    }
}
