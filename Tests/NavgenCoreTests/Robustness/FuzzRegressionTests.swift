import XCTest
@testable import NavgenCore

/// Every crash the fuzzers found (Fuzz/run.sh), as the input that caused it; see FUZZING.md.
final class FuzzRegressionTests: XCTestCase {
    /// template, 2026-11-30: `{{..}}` split into no names, and the lookup indexed the first one.
    func testTemplateNamesWithEmptySegmentsAreErrorsNotCrashes() throws {
        let context: TemplateValue = ["a": ["b": "x"], "items": ["p"]]
        for source in ["{{..}}", "{{#..}}x{{/..}}", "{{^..}}x{{/..}}", "{{a.}}", "{{.a}}", "{{a..b}}"] {
            let template = try Template(name: "main", path: "main.mustache", source: source)
            let renderer = TemplateRenderer(templates: ["main": template])
            XCTAssertThrowsError(try renderer.render("main", context: context), source) { error in
                XCTAssertEqual((error as? Template.Failure)?.diagnostic.rule, "template")
            }
        }
        XCTAssertEqual(try TemplateRenderer(templates: ["main": Template(name: "main", path: "m", source: "{{a.b}}")])
            .render("main", context: context), "x")
    }

    func testTheTemplateCrashInputRenders() throws {
        let bytes: [UInt8] = [123, 110, 73, 48, 72, 105, 116, 101, 114, 97, 108, 115, 255, 255, 255, 255, 255, 255, 255, 123, 123, 46, 125, 125, 96, 32, 123, 111, 116, 105, 115, 47, 123, 0, 0, 140, 122, 125, 96, 255, 255, 255, 255, 255, 255, 255, 255, 114, 121, 98, 111, 97, 114, 100, 115, 125, 125, 10, 125, 10, 1, 255, 255, 255, 255, 0, 0, 0, 0, 249, 81, 110, 116, 151, 153, 150, 154, 0, 0, 140, 115, 99, 72, 105, 116, 101, 114, 97, 108, 115, 255, 255, 255, 255, 255, 255, 255, 123, 123, 46, 46, 125, 125, 96, 32, 123, 111, 116, 105, 115, 47, 34, 62, 73, 68, 72, 105, 116, 101, 255, 255, 255, 255, 255, 255, 123, 123, 46, 125, 125, 96, 32, 123, 111, 116, 105, 115, 47, 123, 0, 0, 140, 122, 125, 96, 255, 255, 255, 246, 255, 255, 255, 255, 255, 255, 255, 255, 255, 125, 125, 10, 125, 10]
        let source = String(decoding: bytes, as: UTF8.self)
        guard let template = try? Template(name: "main", path: "main.mustache", source: source) else { return }
        _ = try? TemplateRenderer(templates: ["main": template, "part": template]).render("main", context: ["name": "x"])
    }
}
