import XCTest
@testable import NavgenCore

/// `Examples/PluginConsumer` depends on navgen by path and uses both plugins the way an app does. One copy of it is
/// built once (building navgen in it takes minutes) and taken through a day's changes.
final class ExamplePackageTests: XCTestCase {
    private var package: URL!
    private var scratch = ""

    private func swift(_ arguments: [String]) throws -> (status: Int32, output: String) {
        try TestSupport.toolchain("swift", arguments, in: package)
    }

    private func build() throws -> String {
        let build = try swift(["build", "--scratch-path", scratch])
        XCTAssertEqual(build.status, 0, build.output)
        return build.output
    }

    func testPluginConsumerBuildsTestsAndRegeneratesThroughBothPlugins() throws {
        try TestTier.requireFull("the example package build (a few minutes)")
        let folder = try TestSupport.temporaryFolder(self)
        package = folder.appendingPathComponent("Consumer")
        scratch = folder.appendingPathComponent("scratch").path
        try FileManager.default.copyItem(at: TestSupport.packageRoot.appendingPathComponent("Examples/PluginConsumer"), to: package)
        for leftover in [".build", "Generated"] { try? FileManager.default.removeItem(at: package.appendingPathComponent(leftover)) }
        let manifest = package.appendingPathComponent("Package.swift")
        let text = try String(contentsOf: manifest, encoding: .utf8)
            .replacingOccurrences(of: #"path: "../..""#, with: "path: \(SwiftName.stringLiteral(TestSupport.packageRoot.path))")
        try Data(text.utf8).write(to: manifest)

        // StarterKit's Tokens/ is empty. The second build settles SwiftPM's one-time relink of the plugin tool after a
        // fresh build.
        for _ in 0..<2 { _ = try build() }
        let unchanged = try build()
        XCTAssertFalse(unchanged.contains("navgen: generating"), "navgen ran again with no input change:\n\(unchanged)")

        // A shared token changes, outside PaletteKit's folder but in a folder its navgen.json names: navgen reruns for it alone.
        let tokens = package.appendingPathComponent("Design/brand.tokens.json")
        try Data(try String(contentsOf: tokens, encoding: .utf8).replacingOccurrences(of: "[0.1, 0.1, 0.1]", with: "[0.2, 0.2, 0.2]").utf8)
            .write(to: tokens)
        let tokenChanged = try build()
        XCTAssertTrue(tokenChanged.contains("navgen: generating navigation code for PaletteKit"), tokenChanged)
        for target in ["ReaderKit", "StarterKit"] {
            XCTAssertFalse(tokenChanged.contains("navgen: generating navigation code for \(target)"), tokenChanged)
        }

        // StarterKit gets a screen, then loses its last one: the target builds each time (a file added to or removed
        // from a target's folder makes SwiftPM plan the build again, and navgen run for every target).
        let screen = package.appendingPathComponent("Sources/StarterKit/Tokens/welcome.nav.xml")
        try Data(#"<navigation><screen id="welcome" title="Welcome"/></navigation>"#.utf8).write(to: screen)
        _ = try build()
        try FileManager.default.removeItem(at: screen)
        let screenRemoved = try build()
        XCTAssertTrue(screenRemoved.contains("navgen: generating navigation code for StarterKit"), screenRemoved)

        // ReaderKit uses its screens and tokens, PaletteKit the shared tokens alone, StarterKit its empty Tokens/.
        let test = try swift(["test", "--scratch-path", scratch])
        XCTAssertEqual(test.status, 0, test.output)
        XCTAssertTrue(test.output.contains("Executed 3 tests, with 0 failures"), test.output)

        // The command plugin reads the package's navgen.json (its inputs and output) and passes its arguments on.
        let command: [String] = ["package", "--scratch-path", scratch, "--allow-writing-to-package-directory", "navgen"]
        let regenerated = try swift(command)
        XCTAssertEqual(regenerated.status, 0, regenerated.output)
        for file in ["Generated/NavigationReport.md", "Generated/Tests/NavigationAppearanceTests.swift"] {
            XCTAssertTrue(FileManager.default.fileExists(atPath: package.appendingPathComponent(file).path), regenerated.output)
        }
        let strict = try swift(command + ["--strict"])
        XCTAssertNotEqual(strict.status, 0, strict.output)
        XCTAssertTrue(strict.output.contains("error: the bar colour set here gives 'Messages' a coloured bar under Liquid Glass"), strict.output)
    }
}
