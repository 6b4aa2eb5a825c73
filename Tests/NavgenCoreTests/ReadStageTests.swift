import XCTest
@testable import NavgenCore

/// The read stage: every file parsed on its own, on any number of threads, then the token documents made from them.
final class ReadStageTests: XCTestCase {
    /// A file is read for what it holds, whatever its name: tokens in a file named like a storyboard are tokens.
    func testTokensInAStoryboardNamedFileAreRead() throws {
        let folder = try TestSupport.temporaryFolder(self)
        try TestSupport.write([
            "a.tokens.json": #"{"brand": {"$type": "color", "$value": {"colorSpace": "srgb", "components": [1, 0, 0]}}}"#,
            "b.storyboard": #"{"accent": {"$type": "color", "$value": "{brand}"}}"#,
        ], in: folder)
        var log = DiagnosticLog()
        let inputs = InputReader.read([folder.path], log: &log)
        XCTAssertEqual(inputs.tokens.map { URL(fileURLWithPath: $0.path).lastPathComponent }, ["a.tokens.json", "b.storyboard"])
        for threads in [1, 2] {
            let result = Navgen.analyse(Navgen.Options(inputs: [folder.path], threads: threads))
            XCTAssertFalse(result.diagnostics.contains { $0.rule == "unresolved-reference" }, "\(result.diagnostics)")
            XCTAssertEqual(result.model?.tokens.tokens["accent"]?.aliasOf.values, ["brand"])
        }
    }

    /// The read stage gives the same inputs whether its files are parsed on one thread or several.
    func testTheParsedInputsAreTheSameOnAnyNumberOfThreads() {
        var plainLog = DiagnosticLog()
        let plain = InputReader.read([TestSupport.sampleTokens], log: &plainLog)
        for threads in [1, 2, 3] {
            var log = DiagnosticLog()
            let inputs = ParallelMap.withThreads(threads) { Navgen.read([TestSupport.sampleTokens], unitlessSize: .default, log: &log) }
            XCTAssertEqual(inputs.files, plain.files, "\(threads) threads")
            XCTAssertEqual(inputs.tokens.map(\.path), plain.tokens.map(\.path), "\(threads) threads")
            XCTAssertEqual(inputs.navigation.map(\.path), plain.navigation.map(\.path), "\(threads) threads")
            XCTAssertEqual(log.entries, plainLog.entries, "\(threads) threads")
        }
    }

    /// The storyboards and token files of the corpus, read as one input. The whole design systems beside them are
    /// separate sets, each read on its own (merged into one run they would mostly collide with one another).
    func testTheCatalogueIsTheSameOnAnyNumberOfThreads() throws {
        let corpus = try TestSupport.requireShared().appendingPathComponent("corpus")
        let inputs = ["storyboards", "tokens"].map { corpus.appendingPathComponent($0).path }
        let single = Navgen.analyse(Navgen.Options(inputs: inputs, threads: 1))
        for threads in [2, 3] {
            let several = Navgen.analyse(Navgen.Options(inputs: inputs, threads: threads))
            XCTAssertEqual(several.diagnostics, single.diagnostics, "\(threads) threads")
            XCTAssertEqual(several.model?.tokens.tokens, single.model?.tokens.tokens, "\(threads) threads")
        }
    }
}
