import Foundation
import XCTest
@testable import NavgenCore

/// The catalogue assembled on all threads when the modes agree is the one recording mode after mode gives (the plain
/// way, kept as the oracle): on the whole real design systems and every case of the DTCG suite.
final class TokenAssemblyTests: XCTestCase {
    func testAssemblingInParallelGivesWhatRecordingModeAfterModeGives() throws {
        let shared = try TestSupport.requireShared()
        let systems = shared.appendingPathComponent("corpus/design-systems")
        let cases = shared.appendingPathComponent("dtcg-suite/cases")
        let inputs = try FileManager.default.contentsOfDirectory(atPath: systems.path).sorted()
            .map { systems.appendingPathComponent($0) }.filter(\.hasDirectoryPath)
            + FileManager.default.contentsOfDirectory(atPath: cases.path).sorted().filter { $0.hasSuffix(".json") }
            .map { cases.appendingPathComponent($0) }
        XCTAssertGreaterThan(inputs.count, 60)
        var inParallel = 0
        var severalModes = 0
        for input in inputs {
            let name = input.lastPathComponent
            let builder = ParallelMap.withThreads(2) { TokenCatalogueBuilder(documents: InputReader.read([input.path]).tokens) }
            let results = ParallelMap.withThreads(2) { builder.resolvedModes() }
            var copy = results
            let modes = builder.modes.map(\.name)
            guard ParallelMap.withThreads(2, { TokenCatalogueBuilder.assembleInParallel(&copy, modes: modes) }) != nil else { continue }
            inParallel += 1
            if results.count > 1 { severalModes += 1 }
            var (fast, plain) = (results, results)
            var (fastLog, plainLog) = (DiagnosticLog(), DiagnosticLog())
            let assembled = ParallelMap.withThreads(2) { builder.catalogue(assembling: &fast, log: &fastLog) }
            let recorded = builder.catalogue(assembling: &plain, log: &plainLog, modeAfterMode: true)
            XCTAssertEqual(assembled.modes, recorded.modes, name)
            XCTAssertEqual(assembled.tokens.keys.joined(separator: " "), recorded.tokens.keys.joined(separator: " "), name)
            if let (mine, theirs) = zip(assembled.tokens, recorded.tokens).first(where: { $0 != $1 }) {
                XCTFail("\(name): '\(mine.path)' is \(mine) assembled in parallel but \(theirs) recorded mode after mode")
            }
            XCTAssertEqual(assembled.referenceOnly, recorded.referenceOnly, name)
            XCTAssertEqual(assembled.skipped.map(\.path), recorded.skipped.map(\.path), name)
            XCTAssertEqual(fastLog.entries, plainLog.entries, name)
        }
        // Not a comparison of the plain way with itself: most inputs take the parallel path, several with many modes.
        XCTAssertGreaterThan(inParallel, 50)
        XCTAssertGreaterThanOrEqual(severalModes, 3)
    }
}
