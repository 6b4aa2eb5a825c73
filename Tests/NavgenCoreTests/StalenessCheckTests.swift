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

    func testFilesAreComparedByteForByte() throws {
        let folder = try TestSupport.temporaryFolder(self)
        let path = folder.appendingPathComponent("Big.swift").path
        // Longer than a block read at a time, differing only in one byte of the second block.
        let bytes = (0..<(InputFile.blockSize * 2 + 100)).map { UInt8(truncatingIfNeeded: $0 % 251) }
        var other = bytes
        other[InputFile.blockSize * 2 - 1] ^= 1
        try Data(bytes).write(to: URL(fileURLWithPath: path))
        XCTAssertEqual(InputFile.compare(path, with: bytes), .same)
        XCTAssertEqual(InputFile.compare(path, with: other), .different)
        XCTAssertEqual(InputFile.compare(path, with: Array(bytes.dropLast())), .different, "a longer file")
        XCTAssertEqual(InputFile.compare(path, with: bytes + [0]), .different, "a shorter file")
        XCTAssertEqual(InputFile.compare(folder.path, with: []), .unreadable, "a folder")
        XCTAssertEqual(InputFile.compare(folder.appendingPathComponent("missing").path, with: []), .unreadable)
        try Data().write(to: URL(fileURLWithPath: path))
        XCTAssertEqual(InputFile.compare(path, with: []), .same)
    }

    func testTheWriterWritesLargeFilesWhole() throws {
        let folder = try TestSupport.temporaryFolder(self)
        let file = GeneratedFile(path: "Sub/Big.swift", contents: (0..<40_000).map { "line \($0)\n" }.joined())
        XCTAssertEqual(try OutputWriter.write([file], to: folder.path).written, ["Sub/Big.swift"])
        XCTAssertEqual(try Data(contentsOf: folder.appendingPathComponent("Sub/Big.swift")), Data(file.bytes))
        XCTAssertTrue(StalenessCheck.compare([file], with: folder.path).isCurrent)
        XCTAssertEqual(try OutputWriter.write([file], to: folder.path).unchanged, ["Sub/Big.swift"])
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
