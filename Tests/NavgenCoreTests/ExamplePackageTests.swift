import XCTest
@testable import NavgenCore

/// `Examples/PluginConsumer` depends on navgen by path and uses the build-tool plugin the way an app does.
final class ExamplePackageTests: XCTestCase {
    private func swift(_ arguments: [String], in folder: URL) throws -> (status: Int32, output: String) {
        try TestSupport.toolchain("swift", arguments, in: folder)
    }

    func testPluginConsumerBuildsTestsAndDoesNotRerunNavgenWhenNothingChanged() throws {
        try TestTier.requireFull("the example package build (a few minutes)")
        let example = TestSupport.packageRoot.appendingPathComponent("Examples/PluginConsumer")
        // A fresh build folder each run: a reused one can miss files added to navgen since its last build.
        let scratch = try TestSupport.temporaryFolder(self).path
        for _ in 0..<2 {
            // The second build settles SwiftPM's one-time relink of the plugin tool after a fresh build.
            let build = try swift(["build", "--scratch-path", scratch], in: example)
            XCTAssertEqual(build.status, 0, build.output)
        }
        let unchanged = try swift(["build", "--scratch-path", scratch], in: example)
        XCTAssertEqual(unchanged.status, 0, unchanged.output)
        XCTAssertFalse(unchanged.output.contains("navgen: generating"), "navgen ran again with no input change:\n\(unchanged.output)")
        let test = try swift(["test", "--scratch-path", scratch], in: example)
        XCTAssertEqual(test.status, 0, test.output)
        XCTAssertTrue(test.output.contains("Executed 1 test, with 0 failures"), test.output)
    }

    func testCommandPluginRegeneratesACheckedInFolder() throws {
        try TestTier.requireFull("the example package build")
        // A copy of the example, so the plugin writes into a scratch package rather than the repository.
        let copy = try TestSupport.temporaryFolder(self).appendingPathComponent("Consumer")
        try FileManager.default.copyItem(at: TestSupport.packageRoot.appendingPathComponent("Examples/PluginConsumer"), to: copy)
        try? FileManager.default.removeItem(at: copy.appendingPathComponent(".build"))
        let manifest = copy.appendingPathComponent("Package.swift")
        let text = try String(contentsOf: manifest, encoding: .utf8)
            .replacingOccurrences(of: #"path: "../..""#, with: "path: \(SwiftName.stringLiteral(TestSupport.packageRoot.path))")
        try Data(text.utf8).write(to: manifest)
        let run = try swift(["package", "--allow-writing-to-package-directory", "navgen", "Sources/ReaderKit/Tokens", "--out", "Generated"],
                            in: copy)
        XCTAssertEqual(run.status, 0, run.output)
        let report = copy.appendingPathComponent("Generated/NavigationReport.md").path
        XCTAssertTrue(FileManager.default.fileExists(atPath: report), run.output)
        XCTAssertTrue(FileManager.default.fileExists(atPath: copy.appendingPathComponent("Generated/Tests/NavigationAppearanceTests.swift").path))
    }
}
