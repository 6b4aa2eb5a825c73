import XCTest
@testable import NavgenCore

/// Modes resolve while the navigation files are parsed; what is read and resolved must not change.
final class ReadAlongsideTests: XCTestCase {
    func testJobsSeeTheTokenDocumentsThePlainReadFinds() {
        let sample = TestSupport.packageRoot.appendingPathComponent("Tokens").path
        for threads in [1, 2, 5] {
            let plain = ParallelMap.withThreads(threads) { InputReader.read([sample]) }
            let (inputs, outputs) = ParallelMap.withThreads(threads) {
                InputReader.read([sample]) { documents -> [@Sendable () -> [String]] in
                    let paths = documents.map(\.path)
                    return [{ paths }, { ["second job"] }]
                }
            }
            XCTAssertEqual(outputs, [plain.tokens.map(\.path), ["second job"]], "\(threads) threads")
            XCTAssertFalse(plain.tokens.isEmpty)
            XCTAssertEqual(inputs.files, plain.files)
            XCTAssertEqual(inputs.tokens.map(\.path), plain.tokens.map(\.path))
            XCTAssertEqual(inputs.navigation.map(\.path), plain.navigation.map(\.path))
            XCTAssertEqual(inputs.diagnostics, plain.diagnostics)
        }
    }

    /// A file named like a storyboard is parsed alongside the jobs; when it holds tokens the jobs saw too
    /// few documents, so their outputs are dropped and the documents made again, as the plain read makes them.
    func testTokensInAStoryboardNamedFileAreNotMissed() throws {
        let folder = try TestSupport.temporaryFolder(self)
        try TestSupport.write([
            "a.tokens.json": #"{"brand": {"$type": "color", "$value": {"colorSpace": "srgb", "components": [1, 0, 0]}}}"#,
            "b.storyboard": #"{"accent": {"$type": "color", "$value": "{brand}"}}"#,
        ], in: folder)
        let (inputs, outputs) = ParallelMap.withThreads(2) {
            InputReader.read([folder.path]) { documents -> [@Sendable () -> Int] in
                let count = documents.count
                return [{ count }]
            }
        }
        XCTAssertNil(outputs)
        XCTAssertEqual(inputs.tokens.map { URL(fileURLWithPath: $0.path).lastPathComponent }, ["a.tokens.json", "b.storyboard"])
        // Made from the files as parsed alongside, as the plain read makes them.
        let plain = ParallelMap.withThreads(2) { InputReader.read([folder.path]) }
        XCTAssertEqual(inputs.files, plain.files)
        XCTAssertEqual(inputs.tokens.map(\.path), plain.tokens.map(\.path))
        XCTAssertEqual(inputs.tokens.map(\.layers.count), plain.tokens.map(\.layers.count))
        XCTAssertEqual(inputs.json.count, plain.json.count)
        XCTAssertEqual(inputs.diagnostics, plain.diagnostics)

        let result = Navgen.analyse(Navgen.Options(inputs: [folder.path], threads: 2))
        XCTAssertFalse(result.diagnostics.contains { $0.rule == "unresolved-reference" }, "\(result.diagnostics)")
        XCTAssertEqual(result.model?.tokens.tokens["accent"]?.aliasOf.values, ["brand"])
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
