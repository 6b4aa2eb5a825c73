import XCTest
@testable import NavgenCore

/// `navgen inspect --context` prints what the templates read, docs/templates.md documents every key of it, and the
/// samples' contexts are checked in (`Tests/ContextGoldens`).
final class ContextReportTests: XCTestCase {
    private func context(_ input: String) throws -> Any {
        let (result, context) = Navgen.context(Navgen.Options(inputs: [TestSupport.packageRoot.appendingPathComponent(input).path]))
        let value = try XCTUnwrap(context, "\(result.diagnostics)")
        return try JSONSerialization.jsonObject(with: Data(ContextReport.render(value).utf8))
    }

    private func walk(_ value: Any, keys: inout Set<String>, strings: inout [String]) {
        if let object = value as? [String: Any] {
            for (key, member) in object {
                keys.insert(key)
                walk(member, keys: &keys, strings: &strings)
            }
        } else if let array = value as? [Any] {
            for item in array { walk(item, keys: &keys, strings: &strings) }
        } else if let text = value as? String {
            strings.append(text)
        }
    }

    func testEveryKeyOfTheContextIsDocumentedAndNoValueIsSwift() throws {
        let section = try String(contentsOf: TestSupport.packageRoot.appendingPathComponent("docs/templates.md"), encoding: .utf8)
        for input in ["Tokens", "Tests/HostileNames/Inputs"] {
            var keys: Set<String> = []
            var strings: [String] = []
            walk(try context(input), keys: &keys, strings: &strings)
            XCTAssertTrue(keys.isSuperset(of: ["bars", "plans", "screens", "fields", "chunks", "constants"]), "\(keys.sorted())")
            for key in keys.sorted() { XCTAssertTrue(section.contains("`\(key)`"), "'\(key)' is not in docs/templates.md's context table") }
            // Values are data: spelling them as Swift is the templates' filters' job.
            for text in strings {
                for swift in ["NavigationColor(", "NavigationFont(", "NavigationBarAppearance(", "NavigationTransitionPlan(",
                              "NavigationPlannedTransition(", "NavigationBarButtonItem("] {
                    XCTAssertFalse(text.hasPrefix(swift), text)
                }
            }
        }
    }

    func testTheCommandPrintsTheContextAndRefusesInputsWithErrors() throws {
        let folder = try TestSupport.temporaryFolder(self)
        let good = try TestSupport.navgen(["inspect", TestSupport.packageRoot.appendingPathComponent("Tokens").path, "--context"], in: folder)
        XCTAssertEqual(good.status, 0, good.errors)
        let object = try XCTUnwrap(try JSONSerialization.jsonObject(with: Data(good.output.utf8)) as? [String: Any])
        XCTAssertEqual(((object["appearance"] as? [String: Any])?["screens"] as? [Any])?.count, 10)
        try TestSupport.write(["app.nav.xml": "<navigation><screen id=\"a\" barTintColor=\"#GG\"/></navigation>"], in: folder)
        let bad = try TestSupport.navgen(["inspect", folder.appendingPathComponent("app.nav.xml").path, "--context"], in: folder)
        XCTAssertEqual(bad.status, 1)
        XCTAssertEqual(bad.output, "")
        XCTAssertTrue(bad.errors.contains("app.nav.xml:1:"), bad.errors)
    }

    /// `NAVGEN_UPDATE_GOLDENS=1 swift test --filter ContextReportTests` writes them again; review the diff.
    func testTheSamplesContextsAreTheCheckedInOnes() throws {
        for (input, golden) in [("Tokens/", "Tokens.json"), ("Tests/HostileNames/Inputs", "HostileNames.json")] {
            let run = try TestSupport.navgen(["inspect", input, "--context"], in: TestSupport.packageRoot)
            XCTAssertEqual(run.status, 0, run.errors)
            let file = TestSupport.packageRoot.appendingPathComponent("Tests/ContextGoldens/" + golden)
            if ProcessInfo.processInfo.environment["NAVGEN_UPDATE_GOLDENS"] == "1" {
                try Data(run.output.utf8).write(to: file)
            }
            XCTAssertEqual(run.output, try String(contentsOf: file, encoding: .utf8),
                           "\(golden) is stale: NAVGEN_UPDATE_GOLDENS=1 swift test --filter ContextReportTests")
        }
    }

    /// The context is Codable: its JSON reads back as the same context.
    func testTheContextReadsBackFromItsJSON() throws {
        let (result, context) = Navgen.context(Navgen.Options(inputs: [TestSupport.sampleTokens]))
        let value = try XCTUnwrap(context, "\(result.diagnostics)")
        let decoded = try JSONDecoder().decode(EmitContext.self, from: Data(ContextReport.render(value).utf8))
        XCTAssertEqual(decoded, value)
    }
}
