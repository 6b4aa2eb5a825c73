import XCTest
@testable import NavgenCore

/// `Generated/` must be exactly what navgen makes of `Tokens/` today.
final class GeneratedSampleTests: XCTestCase {
    func testGeneratedFolderIsCurrent() throws {
        let root = TestSupport.packageRoot
        let run = try TestSupport.navgen(["Tokens/", "--out", "Generated/", "--check"], in: root)
        XCTAssertEqual(run.status, 0, """
            Generated/ is stale. Regenerate it with:
              swift run navgen Tokens/ --out Generated/
            \(run.errors)
            """)
    }

    func testOutputIsTheSameWithOneThreadOrMany() throws {
        let previous = FileManager.default.currentDirectoryPath
        _ = FileManager.default.changeCurrentDirectoryPath(TestSupport.packageRoot.path)
        defer { _ = FileManager.default.changeCurrentDirectoryPath(previous) }
        let single = Navgen.generate(Navgen.Options(inputs: ["Tokens/"], threads: 1))
        let parallel = Navgen.generate(Navgen.Options(inputs: ["Tokens/"], threads: 4))
        XCTAssertFalse(single.hasErrors)
        XCTAssertEqual(single.files, parallel.files)
    }
}
