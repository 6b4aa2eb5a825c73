import Foundation
import XCTest
@testable import NavgenCore

/// The proposed official DTCG test suite (`../shared/dtcg-official`, design-tokens/community-group pull request #413),
/// every test its manifests list, run as `navgen inspect <file>` runs it. A positive case must read with no problem; a
/// negative case must be reported, with a problem. A problem is an error or a warning; `out-of-gamut` is neither
/// success nor failure, since it says how navgen maps a valid wide-gamut colour into sRGB, not what is wrong with it.
final class DTCGOfficialSuiteTests: XCTestCase {
    /// Where navgen differs from the suite on purpose: `<manifest id>/<test id>` and why.
    static let deliberateDifferences = [
        "resolver/resolver-with-sets": """
            the file repeats the key "description" in one object; JSON leaves a repeated key's meaning to each reader, \
            so navgen refuses it (json-syntax) rather than keep one of the two silently
            """,
    ]

    private struct Manifest: Decodable {
        struct Entry: Decodable {
            var id: String
            var file: String
        }

        struct Test: Decodable {
            var id: String
            var type: String
            var input: String
        }

        var manifests: [Entry]?
        var tests: [Test]?
    }

    /// One test of a manifest.
    private struct SuiteCase {
        var part: String
        var id: String
        var isPositive: Bool
        var input: URL

        var key: String { "\(part)/\(id)" }
    }

    /// Every test of every sub-manifest the suite's `manifest.json` lists.
    private func cases() throws -> [SuiteCase] {
        let suite = try TestSupport.requireShared().appendingPathComponent("dtcg-official")
        guard FileManager.default.fileExists(atPath: suite.path) else {
            throw XCTSkip("\(suite.path) is absent; the proposed DTCG test suite is read from there")
        }
        var cases: [SuiteCase] = []
        for entry in try manifest(suite.appendingPathComponent("manifest.json")).manifests ?? [] {
            let file = suite.appendingPathComponent(entry.file)
            for test in try manifest(file).tests ?? [] {
                XCTAssertTrue(["PositiveEvaluationTest", "NegativeEvaluationTest"].contains(test.type), "\(entry.id)/\(test.id): unknown type \(test.type)")
                cases.append(SuiteCase(part: entry.id, id: test.id, isPositive: test.type == "PositiveEvaluationTest",
                                       input: file.deletingLastPathComponent().appendingPathComponent(test.input)))
            }
        }
        return cases
    }

    private func manifest(_ url: URL) throws -> Manifest {
        try JSONDecoder().decode(Manifest.self, from: Data(contentsOf: url))
    }

    /// The problems `navgen inspect <file>` reports.
    private func problems(_ file: URL) -> [Diagnostic] {
        let result = Navgen.analyse(Navgen.Options(inputs: [file.path], threads: 1))
        return result.diagnostics.filter { $0.severity != .note && $0.rule != DiagnosticKind.outOfGamut.id }
    }

    func testEveryCaseOfTheManifestsIsJudgedAsTheSuiteSays() throws {
        let cases = try cases()
        XCTAssertFalse(cases.isEmpty, "the manifests list no tests")
        var scores: [String: (right: Int, total: Int)] = [:]
        for item in cases {
            let problems = problems(item.input)
            let right = item.isPositive ? problems.isEmpty : !problems.isEmpty
            let part = "\(item.part), \(item.isPositive ? "positive" : "negative")"
            scores[part, default: (0, 0)].total += 1
            if right { scores[part, default: (0, 0)].right += 1 }
            if let reason = Self.deliberateDifferences[item.key] {
                XCTAssertFalse(right, "\(item.key) now agrees with the suite; remove it from the deliberate differences (\(reason))")
            } else if item.isPositive {
                XCTAssertTrue(right, "\(item.key) is valid, yet navgen reports:\n\(problems.summary)")
            } else {
                XCTAssertTrue(right, "\(item.key) is invalid, yet navgen reads \(item.input.path) without a problem")
            }
        }
        let keys = Set(cases.map(\.key))
        for difference in Self.deliberateDifferences.keys where !keys.contains(difference) {
            XCTFail("\(difference) is listed as a deliberate difference, but no manifest has that test")
        }
        print(scores.sorted { $0.key < $1.key }.map { "\($0.key): \($0.value.right) / \($0.value.total)" }.joined(separator: "\n"))
    }
}
