import Foundation
import XCTest
@testable import NavgenCore

/// Every token file of `../shared/corpus/tokens` is read without an error, with the token count
/// and per-type counts of `../shared/corpus/expected.json`.
///
/// How the counts compare: expected.json counts value leaves, so a token with per-mode values
/// (an Xcode colour set's appearances, Spectrum's `sets`) counts once per mode here too; tokens a
/// reader skips as unsupported (`composition`, Fluent's generators, several values in one
/// spacing) are counted under their original type's DTCG type, or the original type when it has none. expected.json's type names are mapped to DTCG types with the same alignment
/// table the readers use; names that reader could not know (`alias`, `untyped`) have no DTCG
/// type, and navgen may be more precise for them (an alias takes its target's type, a Style
/// Dictionary `color` category makes colours), so per type navgen must have at least the mapped
/// count, and in total exactly the expected number.
final class TokensCorpusTests: XCTestCase {
    func testEveryCorpusTokenFileReadsWithTheExpectedCounts() throws {
        let corpus = try TestSupport.requireShared().appendingPathComponent("corpus")
        let data = try Data(contentsOf: corpus.appendingPathComponent("expected.json"))
        let expected = try XCTUnwrap((try JSONSerialization.jsonObject(with: data) as? [String: Any])?["files"] as? [String: [String: Any]])
        let files = expected.keys.filter { $0.hasPrefix("tokens/") }.sorted()
        XCTAssertEqual(files.count, 15)
        for file in files {
            var log = DiagnosticLog()
            let path = corpus.appendingPathComponent(file).path
            let document = try XCTUnwrap(TokenTestSupport.document(atPath: path, log: &log), "\(file) was not recognised as tokens")
            XCTAssertTrue(log.entries.errors.isEmpty, "\(file):\n\(log.entries.errors.summary)")
            let counts = Self.counts(in: document)
            let entry = expected[file]!
            XCTAssertEqual(counts.values.reduce(0, +), entry["num_tokens"] as? Int, "\(file): token count \(counts)")
            var mapped: [String: Int] = [:]
            for (name, count) in entry["by_type"] as? [String: Int] ?? [:] {
                let type = LegacyValueAlignment.types[name]?.rawValue ?? (document.skippedTokens.contains { $0.originalType == name } ? name : nil)
                if let type { mapped[type, default: 0] += count }
            }
            for (type, count) in mapped {
                XCTAssertGreaterThanOrEqual(counts[type, default: 0], count, "\(file): \(type) tokens, found \(counts)")
            }
        }
    }

    /// Tokens per type over every layer (one per mode value), plus the skipped ones by original type.
    static func counts(in document: TokenDocument) -> [String: Int] {
        var counts: [String: Int] = [:]
        // A token the reader skipped is counted with the skipped ones.
        let skipped = Set(document.skippedTokens.map(\.path))
        for layer in document.layers {
            var log = DiagnosticLog()
            for token in TokenTreeFlattener.flatten(layer.tree, log: &log) where !token.resolveOnly && !skipped.contains(token.path) {
                counts[(token.ownType ?? token.groupType?.value)?.rawValue ?? "untyped", default: 0] += 1
            }
        }
        for token in document.skippedTokens {
            let type = token.originalType.map { LegacyValueAlignment.types[$0]?.rawValue ?? $0 } ?? "untyped"
            counts[type, default: 0] += 1
        }
        return counts
    }
}
