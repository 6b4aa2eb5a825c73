import XCTest
@testable import NavgenCore

/// `generate` makes the plans and the diagnostics as the first job of the render seam, beside the outputs that do not
/// read them. The plain pipeline is its oracle: analyse, then render every output from the whole context.
final class RenderSeamTests: XCTestCase {
    /// `detail` is unreachable, a warning only the rules find.
    private let unreachable = """
        <navigation>
          <navigationController id="nav" root="home"/>
          <screen id="home"/>
          <screen id="detail"/>
        </navigation>
        """

    func testGenerateMakesWhatThePlainPipelineMakes() throws {
        let inputSets = try TestSupport.renderingInputSets()
        let templates = try TemplateSet.load(overrides: nil)
        var compared = 0
        for inputs in inputSets {
            let plain = Navgen.context(Navgen.Options(inputs: inputs, threads: 1))
            guard let context = plain.context else { continue }
            compared += 1
            let model = try XCTUnwrap(plain.result.model)
            let expected = try Emitter.outputs(for: model, sourcesOnly: false).map { output throws(Template.Failure) in
                try Emitter.render(output, context: context, templates: templates)
            }
            for threads in [1, 2, 4] {
                let generated = Navgen.generate(Navgen.Options(inputs: inputs, threads: threads))
                XCTAssertEqual(generated.diagnostics, plain.result.diagnostics, "\(inputs), \(threads) threads")
                XCTAssertEqual(generated.plans.count, plain.result.plans.count, "\(inputs), \(threads) threads")
                XCTAssertEqual(generated.files, expected, "\(inputs), \(threads) threads")
            }
        }
        XCTAssertGreaterThan(compared, inputSets.count / 2)
    }

    /// The parts that are not listed as reading the analysis must be the same without it.
    func testOnlyThePartsListedReadThePlansOrTheDiagnostics() throws {
        let analysed = Navgen.analyse(Navgen.Options(inputs: [TestSupport.sampleTokens]))
        let model = try XCTUnwrap(analysed.model)
        XCTAssertFalse(analysed.plans.isEmpty)
        XCTAssertFalse(analysed.diagnostics.isEmpty, "the sample must have diagnostics for the parts to leave out")
        for part in EmitContext.parts where !EmitContext.needsAnalysis([part]) {
            let with = EmitContext(model: model, plans: analysed.plans, diagnostics: analysed.diagnostics, inputs: [], moduleName: "M",
                                   reading: [part])
            let without = EmitContext(model: model, plans: [], diagnostics: [], inputs: [], moduleName: "M", reading: [part])
            XCTAssertEqual(with, without, part)
        }
        for part in EmitContext.parts where EmitContext.needsAnalysis([part]) {
            let with = EmitContext(model: model, plans: analysed.plans, diagnostics: analysed.diagnostics, inputs: [], moduleName: "M",
                                   reading: [part])
            let without = EmitContext(model: model, plans: [], diagnostics: [], inputs: [], moduleName: "M", reading: [part])
            XCTAssertNotEqual(with, without, "\(part) reads the analysis, and this test must see it")
        }
    }

    func testTheDiagnosticsAreHandedOverOnceBeforeTheRunEnds() throws {
        let seen = Seen()
        let result = Navgen.generate(Navgen.Options(inputs: [TestSupport.sampleTokens], threads: 2)) { seen.add($0) }
        XCTAssertEqual(seen.calls, [result.diagnostics])
    }

    /// Rules that fail the run leave no file and no template's diagnostic, though the outputs that do not read them
    /// may have rendered meanwhile.
    func testRulesThatFailTheRunLeaveNoFile() throws {
        let folder = try TestSupport.temporaryFolder(self)
        try TestSupport.write(["in/app.nav.xml": unreachable, "templates/NavigationAppearance.swift.mustache": "{{missing}}"], in: folder)
        let inputs = [folder.appendingPathComponent("in").path]
        let lenient = Navgen.generate(Navgen.Options(inputs: inputs))
        XCTAssertFalse(lenient.hasErrors)
        XCTAssertFalse(lenient.files.isEmpty)
        XCTAssertTrue(lenient.diagnostics.contains { $0.rule == "unreachable-screen" }, "\(lenient.diagnostics)")
        for templates in [nil, folder.appendingPathComponent("templates").path] {
            for threads in [1, 2] {
                let options = Navgen.Options(inputs: inputs, templates: templates, threads: threads, strict: true)
                let strict = Navgen.generate(options)
                XCTAssertTrue(strict.hasErrors)
                XCTAssertEqual(strict.files, [])
                XCTAssertEqual(strict.diagnostics, Navgen.analyse(options).diagnostics)
                XCTAssertFalse(strict.diagnostics.contains { $0.rule == "template" })
            }
        }
        let failing = Navgen.generate(Navgen.Options(inputs: inputs, templates: folder.appendingPathComponent("templates").path))
        XCTAssertEqual(failing.files, [])
        XCTAssertEqual(failing.diagnostics.last?.rule, "template", "the template must fail when the rules do not")
    }

    /// What `whenAnalysed` was given, from whichever thread.
    private final class Seen: @unchecked Sendable {
        private let lock = NSLock()
        private var given: [[Diagnostic]] = []

        func add(_ diagnostics: [Diagnostic]) {
            lock.withLock { given.append(diagnostics) }
        }

        var calls: [[Diagnostic]] { lock.withLock { given } }
    }
}
