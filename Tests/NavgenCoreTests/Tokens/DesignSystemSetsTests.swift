import Foundation
import XCTest
@testable import NavgenCore

/// The whole real design-token sets of `../shared/corpus/design-systems`, read as a user would: `navgen inspect <set>`.
final class DesignSystemSetsTests: XCTestCase {
    static func set(_ name: String) throws -> URL {
        try TestSupport.requireShared().appendingPathComponent("corpus/design-systems/\(name)")
    }

    /// `navgen inspect <folder> --format json`: the exit status and the printed model.
    static func inspect(_ folder: String, in directory: URL) throws -> (status: Int32, model: [String: Any]) {
        let run = try TestSupport.navgen(["inspect", folder, "--format", "json"], in: directory)
        let model = try XCTUnwrap(try JSONSerialization.jsonObject(with: Data(run.output.utf8)) as? [String: Any], run.errors)
        return (run.status, model)
    }

    static func diagnostics(_ model: [String: Any], severity: String) -> [[String: Any]] {
        (model["diagnostics"] as? [[String: Any]] ?? []).filter { $0["severity"] as? String == severity }
    }

    /// Fluent's light and dark files define the same paths with no resolver: one error shows the resolver, and
    /// with that resolver beside them (in a copy of the set) the set reads with both modes.
    func testFluentsPerModeFilesShowTheResolverThatMakesThemRead() throws {
        let source = try Self.set("microsoft__fluentui-token-pipeline__w3c-demo")
        let folder = try TestSupport.temporaryFolder(self)
        let copy = folder.appendingPathComponent("fluent")
        try FileManager.default.copyItem(at: source, to: copy)

        let (status, model) = try Self.inspect("fluent", in: folder)
        XCTAssertEqual(status, 1)
        let errors = Self.diagnostics(model, severity: "error")
        XCTAssertEqual(errors.count, 1, "\(errors)")
        let error = try XCTUnwrap(errors.first)
        XCTAssertEqual(error["rule"] as? String, "duplicate-id")
        XCTAssertEqual(error["file"] as? String, "fluent/light.tokens.json")
        XCTAssertEqual(error["line"] as? Int, 5)
        XCTAssertEqual(error["column"] as? Int, 5)
        XCTAssertTrue((error["message"] as? String ?? "").contains("'dark.tokens.json' and 'light.tokens.json' define the same 147 tokens"), "\(error)")
        let notes = try XCTUnwrap(error["notes"] as? [[String: Any]])
        XCTAssertEqual(notes.first?["file"] as? String, "fluent/dark.tokens.json")
        let suggested = try XCTUnwrap(notes.compactMap { $0["message"] as? String }.first { $0.contains("\"resolutionOrder\"") })
        let resolver = String(suggested[suggested.index(after: try XCTUnwrap(suggested.firstIndex(of: "\n")))...])
        try resolver.write(to: copy.appendingPathComponent("tokens.resolver.json"), atomically: true, encoding: .utf8)

        let (fixedStatus, fixed) = try Self.inspect("fluent", in: folder)
        XCTAssertEqual(fixedStatus, 0, "\(Self.diagnostics(fixed, severity: "error"))")
        XCTAssertTrue(Self.diagnostics(fixed, severity: "error").isEmpty)
        XCTAssertEqual(fixed["modes"] as? [String], ["light", "dark"])
    }
}
