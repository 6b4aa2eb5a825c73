import XCTest
@testable import NavgenCore

/// A reference that one theme's sets cannot follow but another theme's can reads as a typo in the file unless its
/// diagnostic names the modes on each side.
final class ModeScopedReferencesTests: XCTestCase {
    private static let themes = ##"""
        [{"id": "a", "name": "Calm", "selectedTokenSets": {"calm": "enabled"}},
         {"id": "b", "name": "Sleep", "selectedTokenSets": {"sleep": "enabled"}},
         {"id": "c", "name": "Focus", "selectedTokenSets": {"focus": "enabled"}}]
        """##

    /// The three themes' sets, by name, in a project with its metadata.
    private func analyse(_ sets: [String: String]) throws -> Navgen.Result {
        var files = ["$themes.json": Self.themes, "$metadata.json": ##"{"tokenSetOrder": ["calm", "sleep", "focus"]}"##]
        for (name, text) in sets { files[name + ".json"] = text }
        let folder = try TemporaryTokenFolder(files)
        return Navgen.analyse(Navgen.Options(inputs: [folder.path(".")]))
    }

    func testAPathOtherModesDefineNamesTheModesOnEachSide() throws {
        let result = try analyse([
            "calm": ##"{"brand": {"value": "#ff0000", "type": "color"}, "bar": {"value": "{brand}", "type": "color"}}"##,
            "sleep": ##"{"brand": {"value": "#00ff00", "type": "color"}, "bar": {"value": "{brand}", "type": "color"}}"##,
            "focus": ##"{"brandy": {"value": "#0000ff", "type": "color"}, "bar": {"value": "{brand}", "type": "color"}}"##,
        ])
        let unresolved = result.diagnostics.filter { $0.rule == DiagnosticKind.unresolvedReference.id }
        XCTAssertEqual(unresolved.map(\.message), [
            "unknown token 'brand' in mode 'Focus'; only modes 'Calm' and 'Sleep' define it, so 'bar' is skipped in every mode; "
                + "define 'brand' in every mode, or refer to a token every mode defines",
        ], "no 'did you mean brandy': the name is right in the other modes")
        XCTAssertEqual(unresolved.first?.location.file.hasSuffix("focus.json"), true)
        XCTAssertEqual(unresolved.first.map { "\($0.location.line):\($0.location.column)" }, "1:68", "at the reference")
        XCTAssertEqual(unresolved.first?.notes.map(\.message), ["'brand' is defined here, in mode 'Calm'"])
        XCTAssertEqual(unresolved.first?.notes.first?.location?.file.hasSuffix("calm.json"), true)
        let skip = try XCTUnwrap(result.model?.tokens.skipped.first { $0.path == "bar" })
        XCTAssertEqual(skip.reason, unresolved.first?.message, "the skip quotes the same words")
    }

    func testAPathNoModeDefinesKeepsItsSuggestion() throws {
        let result = try analyse([
            "calm": ##"{"brandy": {"value": "#ff0000", "type": "color"}, "bar": {"value": "{brand}", "type": "color"}}"##,
            "sleep": ##"{"brandy": {"value": "#00ff00", "type": "color"}}"##,
            "focus": ##"{"brandy": {"value": "#0000ff", "type": "color"}}"##,
        ])
        XCTAssertEqual(result.diagnostics.filter { $0.rule == DiagnosticKind.unresolvedReference.id }.map(\.message),
                       ["unknown token 'brand'; did you mean 'brandy'?"])
    }
}
