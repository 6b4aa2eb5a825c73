import Foundation
import XCTest
@testable import NavgenCore

/// Every case of `../shared/dtcg-suite` behaves as CASES.tsv says.
final class TokensDTCGSuiteTests: XCTestCase {
    private struct Case {
        var file: String
        var valid: Bool
        var what: String
    }

    private func cases() throws -> (URL, [Case]) {
        let suite = try TestSupport.requireShared().appendingPathComponent("dtcg-suite")
        let table = try String(contentsOf: suite.appendingPathComponent("CASES.tsv"), encoding: .utf8)
        let rows = table.split(separator: "\n").dropFirst().map { $0.split(separator: "\t", omittingEmptySubsequences: false).map(String.init) }
        return (suite.appendingPathComponent("cases"), rows.map { Case(file: $0[0], valid: $0[4] == "valid", what: $0[5]) })
    }

    private func resolve(_ url: URL) -> (TokenCatalogue, [Diagnostic]) {
        var log = DiagnosticLog()
        let documents = TokenTestSupport.document(atPath: url.path, log: &log).map { [$0] } ?? []
        let catalogue = TokenResolver.resolve(documents, log: &log)
        return (catalogue, log.entries)
    }

    func testEveryCaseIsListedAndPresent() throws {
        let (folder, cases) = try cases()
        let files = try FileManager.default.contentsOfDirectory(atPath: folder.path).filter { $0.hasSuffix(".json") }
        XCTAssertEqual(Set(files), Set(cases.map(\.file)))
    }

    func testInvalidCasesAreRejected() throws {
        let (folder, cases) = try cases()
        for item in cases where !item.valid {
            let (_, diagnostics) = resolve(folder.appendingPathComponent(item.file))
            // Pre-2025.10 strings are accepted with a `legacy-value` warning, and rejected under --strict.
            if isLegacyForm(item.what) {
                XCTAssertFalse(diagnostics.with(rule: "legacy-value").isEmpty, "\(item.file): expected legacy-value\n\(diagnostics.summary)")
                let strict = Navgen.analyse(Navgen.Options(inputs: [folder.appendingPathComponent(item.file).path], strict: true))
                XCTAssertFalse(strict.diagnostics.errors.with(rule: "legacy-value").isEmpty, "\(item.file): expected an error under strict")
            } else {
                XCTAssertFalse(diagnostics.errors.isEmpty, "\(item.file) must be rejected: \(item.what)")
            }
        }
    }

    func testValidCasesResolveToTheStatedValues() throws {
        let (folder, cases) = try cases()
        var checked = 0
        for item in cases where item.valid {
            let (catalogue, diagnostics) = resolve(folder.appendingPathComponent(item.file))
            XCTAssertTrue(diagnostics.errors.isEmpty, "\(item.file) must be accepted:\n\(diagnostics.summary)")
            let claims = SuiteExpectationParser.claims(in: item.what)
            XCTAssertFalse(claims.isEmpty, "\(item.file): no claim understood in '\(item.what)'")
            var previous: SuiteValue?
            for claim in claims {
                check(claim, previous: previous, in: catalogue, file: item.file)
                if case .value(let value) = claim.kind, case .same = value {} else if case .value(let value) = claim.kind { previous = value }
                checked += 1
            }
        }
        XCTAssertGreaterThan(checked, 40)
    }

    private func check(_ claim: SuiteClaim, previous: SuiteValue?, in catalogue: TokenCatalogue, file: String) {
        // A case whose tokens carry modes (`$extensions.mode`) has no default mode: its claims are about `$value`, which
        // its first mode (`light`) repeats.
        let mode = catalogue.modes.contains(TokenCatalogue.defaultMode) ? TokenCatalogue.defaultMode : catalogue.modes.first ?? ""
        if mode != TokenCatalogue.defaultMode { XCTAssertEqual(mode, "light", "\(file): the first mode") }
        switch claim.kind {
        case .type(let type):
            XCTAssertEqual(catalogue.tokens[claim.path]?.type.rawValue, type, "\(file): type of \(claim.path)")
        case .deprecated(let reason):
            XCTAssertNotNil(catalogue.tokens[claim.path], "\(file): \(claim.path) missing")
            XCTAssertEqual(catalogue.tokens[claim.path]?.deprecated, reason, "\(file): $deprecated of \(claim.path)")
        case .value(var expected):
            if case .same = expected, let previous { expected = previous }
            guard let actual = value(at: claim.path, in: catalogue, mode: mode) else {
                return XCTFail("\(file): no token \(claim.path)")
            }
            XCTAssertTrue(SuiteMatcher.matches(expected, actual), "\(file): \(claim.path) is \(actual), expected \(expected)")
        }
    }

    /// A token's value, or a composite's sub-value when the path ends in a property (`style.dashArray`).
    private func value(at path: String, in catalogue: TokenCatalogue, mode: String) -> TokenValue? {
        if let token = catalogue.tokens[path] { return token.values[mode] }
        guard let dot = path.lastIndex(of: "."), case .composite(let members)? = catalogue.tokens[String(path[..<dot])]?.values[mode] else { return nil }
        return members[String(path[path.index(after: dot)...])]
    }

    /// Pre-2025.10 strings, and a bare 0 for a dimension: zero is zero in any unit, so navgen reads it with a warning.
    private func isLegacyForm(_ what: String) -> Bool {
        what.contains("legacy") && !what.contains("never DTCG syntax") || what.contains("bare number 0")
    }
}
