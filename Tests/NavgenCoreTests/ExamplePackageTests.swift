import XCTest

/// `Examples/PluginConsumer` depends on navgen by path and uses the build-tool plugin the way an app does.
final class ExamplePackageTests: XCTestCase {
    private func swift(_ arguments: [String], in folder: URL) throws -> (status: Int32, output: String) {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
        process.arguments = ["swift"] + arguments
        process.currentDirectoryURL = folder
        let pipe = Pipe()
        process.standardOutput = pipe
        process.standardError = pipe
        try process.run()
        let data = pipe.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        return (process.terminationStatus, String(decoding: data, as: UTF8.self))
    }

    func testPluginConsumerBuildsTestsAndDoesNotRerunNavgenWhenNothingChanged() throws {
        if ProcessInfo.processInfo.environment["NAVGEN_SKIP_EXAMPLE"] != nil {
            throw XCTSkip("NAVGEN_SKIP_EXAMPLE is set: the example package build (a few minutes) is skipped")
        }
        let example = TestSupport.packageRoot.appendingPathComponent("Examples/PluginConsumer")
        let first = try swift(["test"], in: example)
        XCTAssertEqual(first.status, 0, first.output)
        XCTAssertTrue(first.output.contains("Executed 1 test, with 0 failures"), first.output)
        // The same command again: nothing changed, so SwiftPM must not run the build command.
        let second = try swift(["test"], in: example)
        XCTAssertEqual(second.status, 0, second.output)
        XCTAssertFalse(second.output.contains("navgen: generating"), "navgen ran again with no input change:\n\(second.output)")
    }
}
