import XCTest
@testable import NavgenCore

/// The benchmark runs in the suite only to prove it works; nothing here is timed (timings vary with the
/// machine and its load, so they are recorded in docs/performance.md instead).
final class BenchmarkTests: XCTestCase {
    func testBenchmarkRunsOnTheSmallSize() throws {
        let kept = try TestSupport.temporaryFolder(self)
        let (status, text) = try runBenchmark(["--size", "S", "--repetitions", "1", "--no-corpus", "--keep-inputs", kept.path])
        XCTAssertEqual(status, 0, text)
        XCTAssertTrue(text.contains("figure") && text.contains("min ms") && text.contains("median ms"), text)
        XCTAssertTrue(text.contains("storyboards-S:") && text.contains("tokens-S:") && text.contains("warnings-S:"), text)
        // navgen and navgen-floor are built beside the benchmark, so the whole-process figures are measured.
        XCTAssertTrue(text.contains("whole process:"), text)
        XCTAssertFalse(text.contains("no whole-process figures"), text)
        // The benchmark reads from navgen's ELF file how it links the Swift runtime; this test process, built by the
        // same `swift build`, shows the same in the libraries it has mapped.
        // Read to its end: /proc files report a size of 0.
        let maps = String(decoding: try FileHandle(forReadingFrom: URL(fileURLWithPath: "/proc/self/maps")).readToEnd() ?? Data(), as: UTF8.self)
        let linking = maps.contains("libswiftCore.so") ? "dynamically" : "statically"
        XCTAssertTrue(text.contains("navgen links the Swift runtime and Foundation \(linking)"), text)
        XCTAssertFalse(text.contains(" 0 screens"), "the synthetic sets must produce screens:\n\(text)")

        // The kept sets give the same files on one thread as on several.
        for set in ["storyboards-S", "tokens-S", "warnings-S"] {
            let inputs = [kept.appendingPathComponent(set).path]
            let single = Navgen.generate(Navgen.Options(inputs: inputs, threads: 1))
            XCTAssertFalse(single.hasErrors, set)
            XCTAssertFalse(single.files.isEmpty, set)
            for threads in [2, 3] {
                XCTAssertEqual(single.files, Navgen.generate(Navgen.Options(inputs: inputs, threads: threads)).files, "\(set), \(threads) threads")
            }
        }
    }

    /// `--against` runs another navgen in the same rounds as this one and reports each round's pair; here the other
    /// navgen is the same build (so both do the same work) and then a program that exits 1 (so they do not).
    func testWholeProcessPairsWithAnEarlierNavgen() throws {
        let folder = try TestSupport.temporaryFolder(self)
        let navgen = TestSupport.executable.path
        let failing = folder.appendingPathComponent("failing-navgen").path
        try Data("#!/bin/sh\nexit 1\n".utf8).write(to: URL(fileURLWithPath: failing))
        try FileManager.default.setAttributes([.posixPermissions: 0o755], ofItemAtPath: failing)

        let json = folder.appendingPathComponent("run.json").path
        let (status, text) = try runBenchmark(["--size", "S", "--repetitions", "2", "--no-corpus", "--whole-process", "--against", navgen, "--json", json])
        XCTAssertEqual(status, 0, text)
        XCTAssertTrue(text.contains("against \(navgen):"), text)
        XCTAssertFalse(text.contains("did not do the same work"), text)
        let run = try XCTUnwrap(JSONSerialization.jsonObject(with: Data(contentsOf: URL(fileURLWithPath: json))) as? [String: Any])
        let reports = try XCTUnwrap(run["wholeProcess"] as? [[String: Any]])
        XCTAssertEqual(reports.compactMap { $0["name"] as? String }, ["storyboards-S", "tokens-S", "warnings-S"])
        for report in reports {
            let earlier = try XCTUnwrap(report["earlier"] as? [String: Any], "\(report)")
            XCTAssertEqual(earlier["executable"] as? String, navgen)
            XCTAssertEqual(((earlier["seconds"] as? [String: Any])?["seconds"] as? [Double])?.count, 2, "a time per measured round")
            XCTAssertEqual((earlier["peakMemoryBytes"] as? [Int])?.count, 2)
            XCTAssertEqual((report["navgenPeakMemoryBytes"] as? [Int])?.count, 2)
            XCTAssertTrue((report["navgenPeakMemoryBytes"] as? [Int])?.allSatisfy { $0 > 0 } ?? false, "\(report)")
            // The row reads: set, navgen ms, earlier ms, × earlier, …, at best; the same build paired with itself is near
            // 1, and at best is navgen's median CPU over the cores against the earlier run's median wall time.
            let row = try XCTUnwrap(text.split(separator: "\n").last { $0.hasPrefix(report["name"] as! String) && $0.contains("–") })
            let numbers = row.split(separator: " ").compactMap { Double($0) }
            guard numbers.count > 3, let atBest = numbers.last else { return XCTFail("no ratio in \(row)") }
            XCTAssertTrue(numbers[2] > 0.25 && numbers[2] < 4, String(row))
            // Two measured rounds: each median is their mean.
            let cpu = try XCTUnwrap((report["navgenCPU"] as? [String: Any])?["seconds"] as? [Double]).reduce(0, +) / 2
            let earlierWall = try XCTUnwrap((earlier["seconds"] as? [String: Any])?["seconds"] as? [Double]).reduce(0, +) / 2
            let cores = try XCTUnwrap(run["cores"] as? Int)
            XCTAssertEqual(atBest, cpu / Double(cores) / earlierWall, accuracy: 0.006, String(row))
        }

        let (failingStatus, failingText) = try runBenchmark(["--size", "S", "--repetitions", "1", "--no-corpus", "--whole-process", "--against", failing])
        XCTAssertEqual(failingStatus, 0, failingText)
        XCTAssertTrue(failingText.contains("note: on storyboards-S the earlier navgen exited with 1 and this one with 0"), failingText)

        let (missingStatus, missingText) = try runBenchmark(["--against", folder.appendingPathComponent("missing").path])
        XCTAssertEqual(missingStatus, 2, missingText)
        XCTAssertTrue(missingText.contains("--against needs a navgen executable"), missingText)
    }

    private func runBenchmark(_ arguments: [String]) throws -> (Int32, String) {
        let process = Process()
        process.executableURL = TestSupport.product("navgen-bench")
        process.arguments = arguments
        process.currentDirectoryURL = TestSupport.packageRoot
        let output = Pipe()
        process.standardOutput = output
        process.standardError = output
        let text = try process.runToEnd { String(decoding: output.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self) }
        return (process.terminationStatus, text)
    }
}
