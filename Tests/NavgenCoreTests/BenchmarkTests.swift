import XCTest
@testable import NavgenCore

/// The benchmark runs in the suite only to prove it works; nothing here is timed (timings vary with the
/// machine and its load, so they are recorded in docs/performance.md instead).
final class BenchmarkTests: XCTestCase {
    func testBenchmarkRunsOnTheSmallSize() throws {
        let kept = try TestSupport.temporaryFolder(self)
        let process = Process()
        process.executableURL = TestSupport.product("navgen-bench")
        process.arguments = ["--size", "S", "--repetitions", "1", "--no-corpus", "--keep-inputs", kept.path]
        process.currentDirectoryURL = TestSupport.packageRoot
        let output = Pipe()
        process.standardOutput = output
        process.standardError = output
        let text = try process.runToEnd { String(decoding: output.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self) }
        XCTAssertEqual(process.terminationStatus, 0, text)
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
}
