import XCTest
@testable import NavgenCore

/// `Generated/` must be exactly what navgen makes of `Tokens/` today.
final class GeneratedSampleTests: XCTestCase {
    /// Checked-in outputs and the command that makes each.
    static let samples: [[String]] = [
        ["Tokens/", "--out", "Generated/"],
        ["Tests/HostileNames/Inputs", "--out", "Tests/HostileNames/Generated", "--module-name", "HostileNamesSample"],
    ]

    func testGeneratedFoldersAreCurrent() throws {
        for arguments in Self.samples {
            let run = try TestSupport.navgen(arguments + ["--check"], in: TestSupport.packageRoot)
            XCTAssertEqual(run.status, 0, """
                \(arguments[2]) is stale. Regenerate it with:
                  swift run navgen \(arguments.joined(separator: " "))
                \(run.errors)
                """)
        }
    }

    func testOutputIsTheSameWithOneThreadOrMany() throws {
        let single = Navgen.generate(Navgen.Options(inputs: [TestSupport.sampleTokens], threads: 1))
        let parallel = Navgen.generate(Navgen.Options(inputs: [TestSupport.sampleTokens], threads: 4))
        XCTAssertFalse(single.hasErrors)
        XCTAssertEqual(single.files, parallel.files)
    }
}
