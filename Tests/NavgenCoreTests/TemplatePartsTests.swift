import XCTest
@testable import NavgenCore

/// A template divided at the longest list of its top level renders, part after part, exactly what it renders whole; the
/// render seam divides an output that would otherwise render alone on one thread while the others wait.
final class TemplatePartsTests: XCTestCase {
    private let source = """
        head {{title}}
        {{#short}}s{{.}}{{/short}}
        {{#long}}
        {{@index}}{{#@first}} first{{/@first}}{{#@last}} last{{/@last}} {{name}}{{#tags}}<{{.}}>{{/tags}} {{title}}
        {{> item}}
          {{> item}}
        {{/long}}
        {{^long}}none{{/long}}
        {{#flag}}on{{/flag}}
        tail {{title}}

        """

    private func renderer(_ source: String) throws -> TemplateRenderer {
        TemplateRenderer(templates: ["main": try Template(name: "main", path: "main.mustache", source: source),
                                     "item": try Template(name: "item", path: "item.mustache", source: "[{{name}}]\n")])
    }

    private func parts(_ renderer: TemplateRenderer, _ context: TemplateValue, _ count: Int) throws -> String {
        let division = renderer.division(of: "main", context: context)
        let bytes = try (0..<count).flatMap { part throws(Template.Failure) in
            try renderer.renderBytes("main", context: context, dividedAt: division, part: part, of: count)
        }
        return String(decoding: bytes, as: UTF8.self)
    }

    func testPartsInOrderAreTheWhole() throws {
        let renderer = try renderer(source)
        let item: (Int) -> TemplateValue = { ["name": .string("n\($0)"), "tags": $0 % 2 == 0 ? ["a", "b"] : []] }
        for count in [0, 1, 2, 3, 7] {
            let context: TemplateValue = ["title": "T", "short": ["x", "y"], "long": .list((0..<count).map(item)), "flag": true]
            let whole = try renderer.render("main", context: context)
            // The longest list, the first of the longest on a tie.
            XCTAssertEqual(renderer.division(of: "main", context: context)?.items.count, max(count, 2))
            for parts in 1...4 {
                XCTAssertEqual(try self.parts(renderer, context, parts), whole, "\(count) items in \(parts) parts")
            }
        }
    }

    func testATemplateWithoutAListIsAllInTheFirstPart() throws {
        let renderer = try renderer("{{title}}{{#flag}}!{{/flag}}")
        let context: TemplateValue = ["title": "T", "flag": true]
        XCTAssertNil(renderer.division(of: "main", context: context))
        XCTAssertEqual(try renderer.renderBytes("main", context: context, dividedAt: nil, part: 0, of: 2), Array("T!".utf8))
        XCTAssertEqual(try renderer.renderBytes("main", context: context, dividedAt: nil, part: 1, of: 2), [])
    }

    /// The first part that fails holds the failure the whole template meets first.
    func testTheFirstFailingPartFailsAsTheWholeDoes() throws {
        let renderer = try renderer("{{#long}}{{name}}{{/long}}{{missing}}")
        let context: TemplateValue = ["long": [["name": "a"], ["other": "b"], ["name": "c"], ["other": "d"]]]
        let division = renderer.division(of: "main", context: context)
        XCTAssertThrowsError(try renderer.render("main", context: context)) { whole in
            let first = (0..<2).lazy.compactMap { part -> Template.Failure? in
                do throws(Template.Failure) {
                    _ = try renderer.renderBytes("main", context: context, dividedAt: division, part: part, of: 2)
                    return nil
                } catch {
                    return error
                }
            }.first
            XCTAssertEqual(first?.diagnostic, (whole as? Template.Failure)?.diagnostic)
        }
    }

    /// Every output of the sample, the hostile names and the corpus's storyboards, in two, three and four parts.
    func testEveryOutputInPartsIsTheWhole() throws {
        let inputSets = try TestSupport.renderingInputSets()
        let templates = try TemplateSet.load(overrides: nil)
        var divided = 0
        for inputs in inputSets {
            let plain = Navgen.context(Navgen.Options(inputs: inputs, threads: 1))
            guard let context = plain.context, let model = plain.result.model else { continue }
            for output in Emitter.outputs(for: model, sourcesOnly: false) {
                let whole = try Emitter.render(output, context: context, templates: templates).bytes
                let prepared = Emitter.prepare(output, context: context, templates: templates)
                if prepared.division != nil { divided += 1 }
                for parts in 2...4 {
                    let joined = try (0..<parts).flatMap { part throws(Template.Failure) in
                        try Emitter.render(output, prepared: prepared, templates: templates, part: part, of: parts)
                    }
                    XCTAssertTrue(joined == whole, "\(inputs), \(output.path) in \(parts) parts")
                }
            }
        }
        XCTAssertGreaterThan(divided, inputSets.count)
    }

    /// An output that costs more than one thread's share of the whole is rendered in parts, and the files are those of
    /// one thread.
    func testTheRenderSeamDividesAnOutputThatWouldRenderAlone() throws {
        let folder = try TestSupport.temporaryFolder(self)
        let tokens = (0..<400).map { "\"t\($0)\": { \"$type\": \"color\", \"$value\": \"#\(String(format: "%06X", $0 * 40_000))\" }" }
        try "{ \(tokens.joined(separator: ",\n")) }".write(to: folder.appendingPathComponent("brand.tokens.json"), atomically: true, encoding: .utf8)
        try #"<navigation><navigationController id="nav" root="home"/><screen id="home" barTintColor="{t1}"/></navigation>"#
            .write(to: folder.appendingPathComponent("App.nav.xml"), atomically: true, encoding: .utf8)
        let options = Navgen.Options(inputs: [folder.path], threads: 2)
        let model = try XCTUnwrap(Navgen.analyse(options).model)
        let outputs = Emitter.outputs(for: model, sourcesOnly: false)
        let templates = try TemplateSet.load(overrides: nil)
        let rendering = Navgen.Rendering(model: model, analysis: MadeOnce { Navgen.Analysis(plans: [], diagnostics: [], checkedModel: true, phases: []) },
                                         inputs: [], options: options, outputs: outputs, templates: templates, threads: 2)
        XCTAssertEqual(outputs.indices.filter { rendering.parts[$0] > 1 }.map { outputs[$0] }, [.tokens])
        let single = Navgen.generate(Navgen.Options(inputs: [folder.path], threads: 1))
        XCTAssertFalse(single.hasErrors)
        for threads in [2, 3] {
            XCTAssertEqual(Navgen.generate(Navgen.Options(inputs: [folder.path], threads: threads)).files, single.files, "\(threads) threads")
        }
    }
}
