import Foundation
import XCTest
@testable import NavgenCore

/// Input folders that fight back: loops, unreadable and vanishing files, FIFOs, many files, odd names.
final class InputDiscoveryRobustnessTests: XCTestCase {
    private let screen = "<navigation><navigationController id=\"n\" root=\"a\" initial=\"true\"/><screen id=\"a\" title=\"A\"/></navigation>\n"

    /// Runs navgen and fails instead of hanging when it takes longer than `limit` seconds.
    private func navgen(_ arguments: [String], in folder: URL, limit: TimeInterval = 60) throws -> TestSupport.Run {
        let finished = expectation(description: "navgen finished")
        nonisolated(unsafe) var result: Result<TestSupport.Run, Error>?
        DispatchQueue.global().async {
            result = Result { try TestSupport.navgen(arguments, in: folder) }
            finished.fulfill()
        }
        wait(for: [finished], timeout: limit)
        return try XCTUnwrap(result).get()
    }

    func testSymlinkLoopsAreWalkedOnce() throws {
        let folder = try TestSupport.temporaryFolder(self)
        try TestSupport.write(["in/a/app.nav.xml": screen], in: folder)
        let manager = FileManager.default
        try manager.createSymbolicLink(atPath: folder.appendingPathComponent("in/a/up").path, withDestinationPath: "..")
        try manager.createSymbolicLink(atPath: folder.appendingPathComponent("in/a/self").path, withDestinationPath: ".")
        try manager.createSymbolicLink(atPath: folder.appendingPathComponent("in/loop").path,
                                       withDestinationPath: folder.appendingPathComponent("in/loop").path)
        var log = DiagnosticLog()
        let files = InputDiscovery.files(in: [folder.appendingPathComponent("in").path], log: &log)
        XCTAssertEqual(files.map { $0.replacingOccurrences(of: folder.path + "/", with: "") }, ["in/a/app.nav.xml"])
        XCTAssertEqual(log.entries, [])
        XCTAssertEqual(try navgen(["in", "--out", "out"], in: folder).status, 0)
    }

    func testUnreadableFilesAndFoldersAreInputErrors() throws {
        let folder = try TestSupport.temporaryFolder(self)
        try TestSupport.write(["in/locked.nav.xml": screen, "in/closed/b.nav.xml": screen], in: folder)
        let locked = folder.appendingPathComponent("in/locked.nav.xml").path
        let closed = folder.appendingPathComponent("in/closed").path
        try FileManager.default.setAttributes([.posixPermissions: 0], ofItemAtPath: locked)
        try FileManager.default.setAttributes([.posixPermissions: 0], ofItemAtPath: closed)
        addTeardownBlock { try? FileManager.default.setAttributes([.posixPermissions: 0o755], ofItemAtPath: closed) }
        guard !FileManager.default.isReadableFile(atPath: locked) else {
            throw XCTSkip("running as root: chmod 000 does not stop reads here, so unreadable files cannot be tested")
        }
        let run = try navgen(["in", "--out", "out"], in: folder)
        XCTAssertEqual(run.status, 2)
        XCTAssertTrue(run.errors.contains("in/closed:1:1: error: cannot list the folder"), run.errors)
        XCTAssertTrue(run.errors.contains("in/locked.nav.xml:1:1: error: cannot read the file: Permission denied [input]"), run.errors)
    }

    func testFIFOsAndDevicesAreRefusedWithoutBlocking() throws {
        let folder = try TestSupport.temporaryFolder(self)
        try TestSupport.write(["in/app.nav.xml": screen], in: folder)
        XCTAssertEqual(mkfifo(folder.appendingPathComponent("in/pipe.nav.xml").path, 0o644), 0)
        let run = try navgen(["in", "/dev/zero", "--out", "out"], in: folder, limit: 30)
        XCTAssertEqual(run.status, 2)
        XCTAssertEqual(run.errors, """
            /dev/zero:1:1: error: not a regular file (a FIFO, socket or device); navgen reads regular files only [input]
            in/pipe.nav.xml:1:1: error: not a regular file (a FIFO, socket or device); navgen reads regular files only [input]
            navgen: 2 errors, nothing written to out; the rules that check screens and transitions run once the inputs have no errors

            """)
    }

    func testFilesThatVanishAreReportedNotFatal() throws {
        let folder = try TestSupport.temporaryFolder(self)
        try TestSupport.write(["in/app.nav.xml": screen], in: folder)
        let gone = folder.appendingPathComponent("in/gone.nav.xml").path
        XCTAssertEqual(InputFile.load(gone, limit: 10), .missing)
        // A real race: files deleted while navgen discovers and reads them. Any outcome but a crash or hang is fine.
        // 2,000 files in the full tier, 500 in the fast one (writing and deleting files is what takes the time).
        let names = (0..<TestTier.size(fast: 500, full: 2_000)).map { "in/many/f\($0).tokens.json" }
        try TestSupport.write(Dictionary(uniqueKeysWithValues: names.enumerated().map { index, name in
            (name, "{\"t\(index)\": {\"$type\": \"number\", \"$value\": 1}}")
        }), in: folder)
        let deleter = Thread {
            for name in names.reversed() { try? FileManager.default.removeItem(at: folder.appendingPathComponent(name)) }
        }
        deleter.start()
        let run = try navgen(["in", "--out", "out"], in: folder)
        XCTAssertTrue([0, 1, 2].contains(run.status), run.errors)
        for line in run.errors.split(separator: "\n") where line.contains("error:") {
            XCTAssertTrue(line.hasSuffix("error: the file disappeared before navgen could read it [input]"), String(line))
        }
    }

    /// 5,000 files in the full tier, 1,500 in the fast one (writing and deleting files is what takes the time).
    func testManyFilesFinish() throws {
        let folder = try TestSupport.temporaryFolder(self)
        var files = ["in/app.nav.xml": screen]
        let count = TestTier.size(fast: 1_500, full: 5_000)
        for index in 0..<count {
            files["in/\(index % 50)/t\(index).tokens.json"] = "{\"g\(index)\": {\"t\": {\"$type\": \"number\", \"$value\": \(index)}}}"
        }
        try TestSupport.write(files, in: folder)
        let run = try navgen(["in", "--out", "out", "--verbose"], in: folder, limit: 300)
        XCTAssertEqual(run.status, 0, run.errors)
        XCTAssertTrue(run.errors.contains("navgen: read: \(count + 1) files"), run.errors)
    }

    func testNonUTF8FileNamesAreReported() throws {
        let folder = try TestSupport.temporaryFolder(self)
        try TestSupport.write(["in/app.nav.xml": screen], in: folder)
        // A Latin-1 "é" (0xE9) in a name is not UTF-8; create it with the raw bytes.
        let name = Array(folder.appendingPathComponent("in").path.utf8) + Array("/caf".utf8) + [0xE9] + Array(".tokens.json".utf8) + [0]
        let descriptor = name.withUnsafeBufferPointer { buffer in
            buffer.baseAddress!.withMemoryRebound(to: CChar.self, capacity: buffer.count) { open($0, O_CREAT | O_WRONLY, 0o644) }
        }
        XCTAssertGreaterThanOrEqual(descriptor, 0)
        let body = Array("{\"c\": {\"$type\": \"number\", \"$value\": 1}}".utf8)
        XCTAssertEqual(write(descriptor, body, body.count), body.count)
        close(descriptor)
        let run = try navgen(["in", "--out", "out"], in: folder)
        XCTAssertEqual(run.status, 2)
        XCTAssertEqual(run.errors, "in/caf\u{FFFD}.tokens.json:1:1: error: the file name is not UTF-8, so navgen cannot open it by name; rename the file [input]\n"
                       + "navgen: 1 error, nothing written to out; the rules that check screens and transitions run once the inputs have no errors\n")
    }
}
