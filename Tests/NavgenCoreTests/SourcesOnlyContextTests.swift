import XCTest
@testable import NavgenCore

/// The build plugin renders only the app's files (`--sources-only`), and the context parts that only the tests and
/// the report read are then not built, unless a template to render names one of their members.
final class SourcesOnlyContextTests: XCTestCase {
    private var sample: [String] { [TestSupport.packageRoot.appendingPathComponent("Tokens").path] }

    func testThePartsLeftOutMakeExactlyTheMembersTheyDeclare() throws {
        let result = Navgen.analyse(Navgen.Options(inputs: sample))
        let model = try XCTUnwrap(result.model)
        let context = EmitContext(model: model, plans: result.plans, diagnostics: result.diagnostics, inputs: sample, moduleName: "Sample")
        func keys(_ value: TemplateValue) -> Set<String> {
            guard case .object(let object) = value else { return [] }
            return Set(object.pairs.map(\.0))
        }
        let all = keys(ParallelMap.withThreads(2) { context.build() })
        let appOnly = keys(ParallelMap.withThreads(2) { context.build(reading: []) })
        XCTAssertEqual(all.subtracting(appOnly), Set(TransitionContext.keys + ReportContext.keys + TestContext.keys))
        XCTAssertEqual(keys(context.build(reading: ["flow"])), appOnly.union(ReportContext.keys))
        XCTAssertEqual(ParallelMap.withThreads(2) { context.build(reading: nil) }, context.build())
    }

    func testSourcesOnlyRendersTheAppFilesAsAFullRunDoes() throws {
        var options = Navgen.Options(inputs: sample)
        let full = Navgen.generate(options)
        options.sourcesOnly = true
        let appOnly = Navgen.generate(options)
        XCTAssertFalse(appOnly.hasErrors)
        XCTAssertEqual(appOnly.files.map(\.path), ["NavigationTokens.swift", "NavigationAppearance.swift", "NavigationStoryboards.swift"])
        XCTAssertEqual(appOnly.files, full.files.filter { appOnly.files.map(\.path).contains($0.path) })
    }

    /// An app-side template a team overrides may read the report's or the tests' members, directly or in a partial.
    func testOverriddenAppTemplatesStillReadEveryPart() throws {
        let folder = try TestSupport.temporaryFolder(self)
        try TestSupport.write([
            "NavigationTokens.swift.mustache": "// {{transitionCount}} transitions\n{{> _edges}}",
            "_edges.mustache": "{{#reportEdges}}// {{from}} -> {{to}}\n{{/reportEdges}}",
        ], in: folder)
        var options = Navgen.Options(inputs: sample, templates: folder.path)
        let full = Navgen.generate(options)
        options.sourcesOnly = true
        let appOnly = Navgen.generate(options)
        let tokens = try XCTUnwrap(appOnly.files.first { $0.path == "NavigationTokens.swift" })
        XCTAssertEqual(tokens, full.files.first { $0.path == "NavigationTokens.swift" })
        let text = String(decoding: tokens.chunks.joined, as: UTF8.self)
        XCTAssertTrue(text.hasPrefix("// \(full.plans.count) transitions\n// "), text)
        XCTAssertEqual(text.components(separatedBy: " -> ").count - 1, full.plans.count)
    }
}
