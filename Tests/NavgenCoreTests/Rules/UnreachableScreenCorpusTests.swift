import Foundation
import XCTest
@testable import NavgenCore

/// The corpus's real storyboards hold split view controllers (Xcode's master-detail template, NetNewsWire) and
/// container views: the controllers they show are reached through them, which `unreachable-screen` must not miss.
final class UnreachableScreenCorpusTests: XCTestCase {
    func testNoControllerShownByItsParentIsReportedUnreachable() throws {
        let corpus = try TestSupport.requireShared().appendingPathComponent("corpus")
        let expected = try JSONSerialization.jsonObject(with: Data(contentsOf: corpus.appendingPathComponent("expected.json"))) as? [String: Any]
        // iOS storyboards: in the macOS ones of the corpus the window controllers that would lead to a split are
        // themselves reached by nothing.
        let files = try XCTUnwrap(expected?["files"] as? [String: [String: Any]])
            .filter { $0.key.hasSuffix(".storyboard") && $0.value["targetRuntime"] as? String == "iOS.CocoaTouch" }
        var checked = 0
        for (name, entry) in files.sorted(by: { $0.key < $1.key }) {
            let shown = Self.shownByParent(entry["segues"] as? [[String: Any]] ?? [])
            guard !shown.isEmpty else { continue }
            let text = try String(contentsOf: corpus.appendingPathComponent(name), encoding: .utf8)
            let result = try TestSupport.analyse(["Main.storyboard": text], self)
            let model = try XCTUnwrap(result.model, name)
            // By line and column: the diagnostics' paths are relative to the run's folder, the model's are not.
            let unreachable = Set(result.diagnostics.with(rule: "unreachable-screen").map { [$0.location.line, $0.location.column] })
            let reported = model.screens.filter { unreachable.contains([$0.location.line, $0.location.column]) }.map(\.id)
            XCTAssertEqual(reported.filter(shown.contains), [], name)
            checked += 1
        }
        // The master-detail template, NetNewsWire's split view and IQKeyboardManager's container view at least.
        XCTAssertGreaterThanOrEqual(checked, 3)
    }

    /// The controllers a split view controller's columns or a container view show, read from the independent
    /// reader's segues, and the root of each that is a navigation controller.
    private static func shownByParent(_ segues: [[String: Any]]) -> Set<String> {
        let stackRelationships: Set = ["rootViewController", "viewControllers"]
        var shown: Set<String> = []
        for segue in segues {
            guard let destination = segue["destination"] as? String, let kind = segue["kind"] as? String else { continue }
            let relationship = segue["relationship"] as? String
            if kind == "embed" || (kind == "relationship" && !stackRelationships.contains(relationship ?? "")) { shown.insert(destination) }
        }
        for segue in segues where segue["relationship"] as? String == "rootViewController" {
            if let source = segue["source"] as? String, shown.contains(source), let root = segue["destination"] as? String { shown.insert(root) }
        }
        return shown
    }
}
