import NavgenCore
import NavgenRuntime
import UIKit
import XCTest

/// navgen's plans as the oracle: every edge of the bundled sample, the hostile-names sample and each corpus storyboard,
/// in every mode and design, driven through the model with the real `NavigationBarController`, under every answer to
/// the model's unknowns, shows what the plan says before, mid-way and after.
final class UIKitModelOracleTests: XCTestCase {
    private static let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .deletingLastPathComponent().deletingLastPathComponent()

    func testEveryEdgeOfTheBundledSample() async throws {
        try await Self.drive([Self.root.appendingPathComponent("Tokens").path])
    }

    func testEveryEdgeOfTheHostileNamesSample() async throws {
        try await Self.drive([Self.root.appendingPathComponent("Tests/HostileNames/Inputs").path])
    }

    func testEveryEdgeOfEachCorpusStoryboard() async throws {
        let corpus = Self.root.deletingLastPathComponent().appendingPathComponent("shared/corpus/storyboards")
        guard FileManager.default.fileExists(atPath: corpus.path) else {
            throw XCTSkip("../shared is absent beside the repository (\(corpus.path)); the corpus storyboards need it")
        }
        let files = try FileManager.default.contentsOfDirectory(atPath: corpus.path)
            .filter { $0.hasSuffix(".storyboard") || $0.hasSuffix(".xib") }.sorted()
        XCTAssertGreaterThanOrEqual(files.count, 34)
        for file in files { try await Self.drive([corpus.appendingPathComponent(file).path], name: file) }
    }

    /// Reads `inputs` with navgen and drives every planned edge.
    @MainActor
    private static func drive(_ inputs: [String], name: String? = nil, file: StaticString = #filePath, line: UInt = #line) async throws {
        let result = Navgen.analyse(Navgen.Options(inputs: inputs, threads: 1))
        let label = name ?? inputs[0]
        XCTAssertFalse(result.hasErrors, "\(label): \(result.diagnostics.filter { $0.severity == .error })", file: file, line: line)
        guard let model = result.model else { return }
        let findings = Findings()
        var unsupported = 0
        for planned in result.plans {
            await findings.everyAnswer {
                let run = EdgeRun(model: model, planned: planned)
                do {
                    findings.note(try await run.problems(), "\(label): \(planned.edge.operation) \(planned.edge.from) → \(planned.edge.to) in \(planned.mode), \(planned.design)")
                } catch {
                    unsupported += 1
                }
            }
        }
        XCTAssertEqual(unsupported, 0, "\(label): edges the model cannot drive", file: file, line: line)
        findings.report("\(label): \(result.plans.count) planned edges in", file: file, line: line)
    }
}
