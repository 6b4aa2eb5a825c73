import XCTest
@testable import NavgenCore

/// One name per screen and container, everywhere a person reads: on a real storyboard from the corpus (object ids
/// like `o6f-sz-qyM`), the report, the flow diagram's text and `navgen diff` show names, and an id only beside a
/// name that two screens share.
final class ReadableNameTests: XCTestCase {
    private let storyboard = "storyboards/listenzz__HBDNavigationBar__Main.storyboard"

    /// The ids of `model` that `text` shows on their own, not as `Name (id)` beside a shared name.
    private func bareIDs(in text: String, model: NavigationModel) -> [String] {
        let named = model.screens.map { ($0.id, $0.name) } + model.containers.map { ($0.id, $0.name) }
        return named.filter { id, name in
            name != id && text.components(separatedBy: id).count != text.components(separatedBy: "(\(id))").count
        }.map(\.0)
    }

    private func copy(to folder: URL) throws -> URL {
        let source = try TestSupport.requireShared().appendingPathComponent("corpus").appendingPathComponent(storyboard)
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        let target = folder.appendingPathComponent("Main.storyboard")
        try FileManager.default.copyItem(at: source, to: target)
        return target
    }

    func testNamesFollowTheOrderOfPreference() {
        var controller = SourceController(id: "Abc-12-xyz", element: "viewController", role: .screen, location: .file("a.storyboard"))
        XCTAssertEqual(ReadableNames.plain(controller), "Abc-12-xyz")
        controller.customClass = "SettingsViewController"
        XCTAssertEqual(ReadableNames.plain(controller), "SettingsViewController")
        controller.storyboardIdentifier = "settings"
        XCTAssertEqual(ReadableNames.plain(controller), "settings")
        controller.tabTitle = "Item"
        XCTAssertEqual(ReadableNames.plain(controller), "settings", "Xcode's placeholder names nothing")
        controller.tabTitle = "Gear"
        XCTAssertEqual(ReadableNames.plain(controller), "Gear")
        controller.userLabel = "Settings Scene"
        XCTAssertEqual(ReadableNames.plain(controller), "Settings Scene")
        controller.title = "Settings\nand more"
        XCTAssertEqual(ReadableNames.plain(controller), "Settings and more")
        controller.navigationTitle = "Preferences"
        XCTAssertEqual(ReadableNames.plain(controller), "Preferences")
        var twin = controller
        twin.id = "Def-34-uvw"
        var document = SourceDocument(path: "a.storyboard", format: .storyboard)
        document.controllers = [controller, twin]
        XCTAssertEqual(ReadableNames.names(of: table([document])),
                       ["Abc-12-xyz": "Preferences (Abc-12-xyz)", "Def-34-uvw": "Preferences (Def-34-uvw)"])
        // A second definition of an id (a duplicate-id error) neither takes the name nor makes the first one's shared.
        var later = SourceDocument(path: "b.storyboard", format: .storyboard)
        var duplicate = controller
        duplicate.navigationTitle = "Elsewhere"
        later.controllers = [duplicate]
        var single = document
        single.controllers = [controller]
        XCTAssertEqual(ReadableNames.names(of: table([single, later])), ["Abc-12-xyz": "Preferences"])
    }

    /// Every controller of `documents` added in order, as the model builder adds them.
    private func table(_ documents: [SourceDocument]) -> ControllerTable {
        var table = ControllerTable(documents)
        for (index, document) in documents.enumerated() {
            for position in document.controllers.indices { _ = table.add(document: index, controller: position) }
        }
        return table
    }

    func testTheReportAndTheFlowDiagramOfARealStoryboardShowNames() throws {
        let input = try copy(to: try TestSupport.temporaryFolder(self))
        let result = Navgen.generate(Navgen.Options(inputs: [input.path]))
        let model = try XCTUnwrap(result.model)
        XCTAssertFalse(result.hasErrors)
        XCTAssertTrue(model.screens.contains { $0.name == "DViewController" }, "\(model.screens.map(\.name))")
        let report = try XCTUnwrap(result.files.first { $0.path == "NavigationReport.md" }).contents
        let page = try XCTUnwrap(result.files.first { $0.path == "NavigationReport.html" }).contents
        for screen in model.screens { XCTAssertTrue(page.contains(TemplateJSON.text(.string(screen.name))), screen.name) }
        // The report's tables and warnings; the header names the input file, whose path holds no id.
        XCTAssertEqual(bareIDs(in: report, model: model), [])
        let svg = try XMLReader.parse(Array(try XCTUnwrap(result.files.first { $0.path == "NavigationFlow.svg" }).bytes), path: "flow.svg")
        var shown: [String] = []
        for group in svg.root.children(named: "g") {
            shown += group.children(named: "text").map(\.text) + group.children(named: "title").map(\.text)
        }
        XCTAssertEqual(bareIDs(in: shown.joined(separator: "\n"), model: model), [])
        XCTAssertTrue(shown.contains("DViewController"))
        let warnings = result.diagnostics.map(\.message).joined(separator: "\n")
        XCTAssertEqual(bareIDs(in: warnings, model: model), [], warnings)
    }

    /// `navgen diff` between the corpus storyboard and a copy changed by `edit`, in every human format.
    private func renderedDiffs(_ edit: (inout String) throws -> Void) throws -> (outcome: NavgenDiff.Outcome, rendered: [String]) {
        let folder = try TestSupport.temporaryFolder(self)
        let base = try copy(to: folder.appendingPathComponent("base"))
        let head = try copy(to: folder.appendingPathComponent("head"))
        var text = try String(contentsOf: head, encoding: .utf8)
        try edit(&text)
        try Data(text.utf8).write(to: head)
        let outcome = try NavgenDiff.compare(base: base.deletingLastPathComponent().path,
                                             options: Navgen.Options(inputs: [head.deletingLastPathComponent().path]))
        let rendered = NavgenDiff.Format.allCases.filter { $0 != .json }.map { NavgenDiff.render(outcome.diff, format: $0) }
        return (outcome, rendered)
    }

    func testTheDiffOfARealStoryboardShowsNames() throws {
        // A push removed ("push to B") and a scene that now hides its back button: screens of both kinds of change are named.
        let (outcome, rendered) = try renderedDiffs { text in
            let push = #"<segue destination="COE-0e-7xl" kind="push" id="X3a-7U-4Ax"/>"#
            XCTAssertTrue(text.contains(push))
            text = text.replacingOccurrences(of: push, with: "")
                .replacingOccurrences(of: #"<navigationItem key="navigationItem" id="Q9y-hh-HPi"/>"#,
                                      with: #"<navigationItem key="navigationItem" hidesBackButton="YES" id="Q9y-hh-HPi"/>"#)
        }
        let model = try XCTUnwrap(outcome.head.model)
        XCTAssertFalse(outcome.head.diagnostics.contains { $0.severity == .error })
        XCTAssertFalse(outcome.diff.edges.isEmpty)
        XCTAssertTrue(outcome.diff.properties.contains { $0.screen.name == "DViewController" }, rendered[0])
        XCTAssertTrue(rendered.allSatisfy { $0.contains("AViewController (XSc-XZ-2QB) → BViewController") }, rendered[0])
        for text in rendered { XCTAssertEqual(bareIDs(in: text, model: model), [], text) }
    }

    func testANewErrorInTheDiffNamesScreens() throws {
        // The first push of the first stack removed: the screen it pushed now pushes from outside any stack.
        let (outcome, rendered) = try renderedDiffs { text in
            let push = #"<segue destination="rVy-Gh-hmi" kind="push" id="vsz-J3-pzK"/>"#
            XCTAssertTrue(text.contains(push))
            text = text.replacingOccurrences(of: push, with: "")
        }
        let model = try XCTUnwrap(outcome.head.model)
        let error = try XCTUnwrap(outcome.head.diagnostics.first { $0.rule == "push-outside-navigation" })
        XCTAssertEqual(error.message.components(separatedBy: "'\(model.name(of: "rVy-Gh-hmi"))'").count, 3, error.message)
        for text in rendered { XCTAssertEqual(bareIDs(in: text, model: model), [], text) }
    }
}
