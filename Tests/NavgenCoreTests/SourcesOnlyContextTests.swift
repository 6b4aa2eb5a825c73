import XCTest
@testable import NavgenCore

/// The build plugin renders only the app's files (`--sources-only`), and the context parts that only the tests, the
/// report and the flow diagram read are then not built, unless a template to render names one of them.
final class SourcesOnlyContextTests: XCTestCase {
    private var sample: [String] { [TestSupport.packageRoot.appendingPathComponent("Tokens").path] }

    func testThePartsLeftOutAreThoseNoNameNames() throws {
        let result = Navgen.analyse(Navgen.Options(inputs: sample))
        let model = try XCTUnwrap(result.model)
        func context(reading names: Set<String>?) -> EmitContext {
            EmitContext(model: model, plans: result.plans, diagnostics: result.diagnostics, inputs: sample, moduleName: "Sample", reading: names)
        }
        func keys(_ context: EmitContext) -> Set<String> {
            guard case .object(let object) = TemplateEncoder.value(of: context) else { return [] }
            return Set(object.members.filter { $0.value != .null }.map(\.key))
        }
        let all = context(reading: nil)
        let none = keys(context(reading: []))
        XCTAssertEqual(keys(all).subtracting(none), EmitContext.parts)
        XCTAssertEqual(keys(context(reading: ["report", "modes"])), none.union(["report"]))
        XCTAssertEqual(context(reading: EmitContext.parts), all)
        let appTemplates = try TemplateSet.load(overrides: nil).names(readBy: OutputFile.appSources.map(\.template))
        XCTAssertEqual(keys(context(reading: appTemplates)), none.union(["tokens", "appearance", "storyboards"]))
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

    /// An app-side template a team overrides may read the report's or the tests' parts, directly or in a partial.
    func testOverriddenAppTemplatesStillReadEveryPart() throws {
        let folder = try TestSupport.temporaryFolder(self)
        try TestSupport.write([
            "NavigationTokens.swift.mustache": "// {{transitions.count}} transitions\n{{> _edges}}",
            "_edges.mustache": "{{#report.changingTransitions}}// {{from}} -> {{to}}\n{{/report.changingTransitions}}",
        ], in: folder)
        var options = Navgen.Options(inputs: sample, templates: folder.path)
        let full = Navgen.generate(options)
        options.sourcesOnly = true
        let appOnly = Navgen.generate(options)
        let tokens = try XCTUnwrap(appOnly.files.first { $0.path == "NavigationTokens.swift" })
        XCTAssertEqual(tokens, full.files.first { $0.path == "NavigationTokens.swift" })
        XCTAssertTrue(tokens.contents.hasPrefix("// \(full.plans.count) transitions\n// "), tokens.contents)
        XCTAssertEqual(tokens.contents.components(separatedBy: " -> ").count - 1,
                       try XCTUnwrap(Navgen.context(Navgen.Options(inputs: sample)).context?.report).changingTransitions.count)
    }
}
