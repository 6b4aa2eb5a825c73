import Foundation
import XCTest
@testable import NavgenCore

/// Runs navgen on every case of `Tests/BadInputs/<case>/` and compares its diagnostics with the case's
/// `expected.txt`: the first line is `exit: <status>`, the rest is exactly what navgen prints on stderr
/// (text format, NO_COLOR=1), with the output folder written as `<out>`.
///
/// navgen runs in the case folder as `navgen <arguments> --out <temporary folder>`; the arguments are
/// `.` unless the case has an `arguments.txt` (one line, split at spaces). Each case runs twice, and
/// both runs must print the same. When navgen fails it must write nothing.
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
        // Every case twice, as many runs at once as there are processors: each run is its own navgen process.
        let temporary = try TestSupport.temporaryFolder(self)
        let runs = ParallelMap.withThreads(ProcessInfo.processInfo.activeProcessorCount) {
            ParallelMap.map(Array(0..<cases.count * 2)) { index in
                Result { try Self.run(cases[index / 2], out: temporary.appendingPathComponent("out\(index)")) }
            }
        }
        for (offset, name) in cases.enumerated() {
            let (first, second) = (try runs[2 * offset].get(), try runs[2 * offset + 1].get())
            for run in [first, second] {
                XCTAssertEqual(run.stdout, "", "\(name): nothing goes to stdout in text format")
                XCTAssertEqual(run.written, [], "\(name): navgen failed but wrote files")
            }
            XCTAssertEqual(second.text, first.text, "\(name): two runs printed different diagnostics")
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
            for line in golden.split(separator: "\n") where line.hasSuffix("]") && (line.contains(": error: ") || line.contains(": warning: ")) {
                if let open = line.lastIndex(of: "[") { seen.insert(String(line[line.index(after: open)..<line.index(before: line.endIndex)])) }
            }
        }
        let ids = RuleCatalogue.descriptions.map(\.id) + RuleCatalogue.toolDiagnostics.map { $0.id }
        XCTAssertEqual(ids.filter { !seen.contains($0) }, [], "rules without a case in Tests/BadInputs")
    }
}
