import Foundation
import XCTest
@testable import NavgenCore

/// Every token the independent reader (`oracle.py`) counts in each whole set of `../shared/corpus/design-systems` is
/// exported, a reference-only token of a source set, or skipped with a reason: passed over with a diagnostic in its
/// own file that names it, or listed among the skipped tokens (those with a problem, and what refers to them), as
/// `inspect` lists them. Nothing disappears without a diagnostic.
final class DesignSystemNamesTests: XCTestCase {
    private func assertEveryLeafIsReadOrSkippedWithAReason(_ set: String, extra: [String: String] = [:],
                                                           file: StaticString = #filePath, line: UInt = #line) throws {
        let folder = try TestSupport.temporaryFolder(self).appendingPathComponent(set)
        try FileManager.default.copyItem(at: try DesignSystemSetsTests.set(set), to: folder)
        try TestSupport.write(extra, in: folder)
        let result = Navgen.analyse(Navgen.Options(inputs: [folder.path]))
        XCTAssertEqual(TestSupport.lines(result.diagnostics.errors), [], set, file: file, line: line)
        let catalogue = try XCTUnwrap(result.model?.tokens, set, file: file, line: line)
        let leaves = try OracleLeaves.leaves(in: folder)
        XCTAssertEqual(leaves.count, try OracleLeaves.expected(set, "distinct_token_paths"),
                       "\(set): the walk counts what oracle.py counts", file: file, line: line)
        var unexplained: [String] = []
        for (path, location) in leaves where catalogue.tokens[path] == nil && catalogue.referenceOnly[path] == nil {
            let explained = result.diagnostics.contains { $0.location.file == location.file && $0.message.contains("token '\(path)'") }
                || catalogue.skip(of: path).map { !$0.reason.isEmpty } == true
            if !explained { unexplained.append("\(path) at \(location)") }
        }
        XCTAssertEqual(unexplained, [], "\(set): tokens missing without a reason", file: file, line: line)
    }

    func testLionExample() throws {
        try assertEveryLeafIsReadOrSkippedWithAReason("tokens-studio__lion-example__tokens")
    }

    func testSDTransformsKitchenSink() throws {
        try assertEveryLeafIsReadOrSkippedWithAReason("tokens-studio__sd-transforms__kitchen-sink")
    }

    func testNVEDesignsystem() throws {
        try assertEveryLeafIsReadOrSkippedWithAReason("NVE__Designsystem__tokens")
    }

    func testSpectrum() throws {
        try assertEveryLeafIsReadOrSkippedWithAReason("adobe__spectrum-design-data__tokens-src")
    }

    func testStyleDictionaryComplete() throws {
        try assertEveryLeafIsReadOrSkippedWithAReason("amzn__style-dictionary__complete")
    }

    func testCarbonWithItsResolver() throws {
        try assertEveryLeafIsReadOrSkippedWithAReason("terrazzoapp__dtcg-examples__ibm-carbon")
    }

    /// With the resolver its duplicate-id error suggests for the per-mode files.
    func testFluentWithTheSuggestedResolver() throws {
        try assertEveryLeafIsReadOrSkippedWithAReason("microsoft__fluentui-token-pipeline__w3c-demo", extra: [
            "tokens.resolver.json": ModeFileSuggestion.resolver(for: ["light.tokens.json", "dark.tokens.json"]),
        ])
    }
}
