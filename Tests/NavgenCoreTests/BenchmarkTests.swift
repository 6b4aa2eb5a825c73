import XCTest

/// The benchmark runs in the suite only to prove it works; nothing here is timed (timings vary with the
/// machine and its load, so they are recorded in the README instead).
final class BenchmarkTests: XCTestCase {
    func testBenchmarkRunsOnTheSmallSize() throws {
        let process = Process()
        process.executableURL = TestSupport.product("navgen-bench")
        process.arguments = ["--size", "S", "--repetitions", "1", "--no-corpus"]
        process.currentDirectoryURL = TestSupport.packageRoot
        let output = Pipe()
        process.standardOutput = output
        process.standardError = output
        try process.run()
        let text = String(decoding: output.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
        process.waitUntilExit()
        XCTAssertEqual(process.terminationStatus, 0, text)
        XCTAssertTrue(text.contains("figure") && text.contains("min ms") && text.contains("median ms"), text)
        XCTAssertTrue(text.contains("storyboards-S:") && text.contains("tokens-S:"), text)
        XCTAssertFalse(text.contains(" 0 screens"), "the synthetic sets must produce screens:\n\(text)")
    }
}
