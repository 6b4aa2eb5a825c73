import Foundation
import XCTest
@testable import NavgenCore

/// Runs navgen on every case of `Tests/BadInputs/<case>/` and compares its diagnostics with the case's
/// `expected.txt`: the first line is `exit: <status>`, the rest is exactly what navgen prints on stderr
/// (text format, NO_COLOR=1), with the output folder written as `<out>`.
///
/// navgen runs in the case folder as `navgen <arguments> --out <temporary folder>`; the arguments are
/// `.` unless the case has an `arguments.txt` (one line, split at spaces). Each case runs twice (every
/// fourth case in the fast tier), and both runs must print the same. When navgen fails it must write nothing.
///
/// To regenerate every golden file after an intended change in the diagnostics, run
/// `NAVGEN_UPDATE_GOLDENS=1 swift test --filter BadInputsCatalogueTests` and review the diff.
final class BadInputsCatalogueTests: XCTestCase {
    static let folder = TestSupport.packageRoot.appendingPathComponent("Tests/BadInputs")
    private var updating: Bool { ProcessInfo.processInfo.environment["NAVGEN_UPDATE_GOLDENS"] == "1" }

    static var cases: [String] {
        ((try? FileManager.default.contentsOfDirectory(atPath: folder.path)) ?? []).filter { !$0.hasPrefix(".") && $0 != "README.md" }.sorted()
    }

    /// What navgen printed for one case, and what it left in its output folder.
    private struct Run {
        var text: String
        var stdout: String
        var written: [String]
    }

    private static func run(_ name: String, out: URL) throws -> Run {
        let caseFolder = folder.appendingPathComponent(name)
        let argumentsFile = caseFolder.appendingPathComponent("arguments.txt")
        let arguments = (try? String(contentsOf: argumentsFile, encoding: .utf8))
            .map { $0.trimmingCharacters(in: .whitespacesAndNewlines).split(separator: " ").map(String.init) } ?? ["."]
        let result = try TestSupport.navgen(arguments + ["--out", out.path], in: caseFolder)
        let written = result.status == 0 ? [] : (try? FileManager.default.contentsOfDirectory(atPath: out.path)) ?? []
        return Run(text: "exit: \(result.status)\n" + result.errors.replacingOccurrences(of: out.path, with: "<out>"),
                   stdout: result.output, written: written)
    }

    func testEveryCaseMatchesItsGoldenFileAndIsDeterministic() throws {
        let cases = Self.cases
        XCTAssertFalse(cases.isEmpty, "no cases in \(Self.folder.path)")
        // Each run is its own navgen process: as many at once as there are processors. Every case runs again to show
        // that it prints the same; in the fast tier (`TestTier`) every fourth case does.
        let repeated = cases.indices.filter { $0 % TestTier.size(fast: 4, full: 1) == 0 }
        let runs: [(name: String, out: String)] = cases.map { ($0, "out") } + repeated.map { (cases[$0], "again") }
        let temporary = try TestSupport.temporaryFolder(self)
        let results = ParallelMap.withThreads(ProcessInfo.processInfo.activeProcessorCount) {
            ParallelMap.map(Array(runs.indices)) { index in
                Result { try Self.run(runs[index].name, out: temporary.appendingPathComponent("\(runs[index].out)\(index)")) }
            }
        }
        for (index, result) in results.enumerated() {
            let run = try result.get()
            XCTAssertEqual(run.stdout, "", "\(runs[index].name): nothing goes to stdout in text format")
            XCTAssertEqual(run.written, [], "\(runs[index].name): navgen failed but wrote files")
        }
        for (position, offset) in repeated.enumerated() {
            XCTAssertEqual(try results[cases.count + position].get().text, try results[offset].get().text,
                           "\(cases[offset]): two runs printed different diagnostics")
        }
        for (offset, name) in cases.enumerated() {
            let first = try results[offset].get()
            let golden = Self.folder.appendingPathComponent(name).appendingPathComponent("expected.txt")
            if updating {
                try Data(first.text.utf8).write(to: golden)
                continue
            }
            let expected = try String(contentsOf: golden, encoding: .utf8)
            XCTAssertEqual(first.text, expected, "\(name): navgen's diagnostics differ from expected.txt (NAVGEN_UPDATE_GOLDENS=1 regenerates it)")
        }
    }

    /// The catalogue covers every rule navgen has and every diagnostic that is not a rule.
    func testEveryRuleAndToolDiagnosticHasACase() throws {
        var seen: Set<String> = []
        for name in Self.cases {
            let golden = try String(contentsOf: Self.folder.appendingPathComponent(name).appendingPathComponent("expected.txt"), encoding: .utf8)
            for line in golden.split(separator: "\n") where line.hasSuffix("]") && [": error: ", ": warning: ", ": note: "].contains(where: line.contains) {
                if let open = line.lastIndex(of: "[") { seen.insert(String(line[line.index(after: open)..<line.index(before: line.endIndex)])) }
            }
        }
        let ids = DiagnosticCatalogue.ids
        XCTAssertEqual(ids.filter { !seen.contains($0) }, [], "rules without a case in Tests/BadInputs")
    }
}
