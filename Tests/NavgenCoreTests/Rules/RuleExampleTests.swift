import XCTest
@testable import NavgenCore

/// Runs every rule's examples through the whole pipeline: each marker must get a diagnostic of the
/// rule, at its default severity, at exactly that line and column; non-triggering examples get none.
final class RuleExampleTests: XCTestCase {
    func testEveryRuleIsDescribedWithExamples() {
        let ids = DiagnosticCatalogue.ids
        XCTAssertEqual(ids.count, Set(ids).count, "rule ids must be unique")
        for kind in DiagnosticCatalogue.rules {
            XCTAssertGreaterThanOrEqual(kind.triggeringExamples.count, 2, kind.id)
            XCTAssertGreaterThanOrEqual(kind.nonTriggeringExamples.count, 2, kind.id)
            XCTAssertFalse(kind.rationale.isEmpty, kind.id)
            for example in kind.triggeringExamples {
                XCTAssertFalse(example.markedLocations.isEmpty, "\(kind.id): a triggering example without a ↓ marker")
            }
            for example in kind.nonTriggeringExamples {
                XCTAssertTrue(example.markedLocations.isEmpty, "\(kind.id): a non-triggering example with a ↓ marker")
            }
        }
    }

    func testEveryRuleExample() throws {
        let modelRules = Set(DiagnosticCatalogue.modelRules.map { $0.description.id })
        for kind in DiagnosticCatalogue.rules {
            let checksTheModel = modelRules.contains(kind.id)
            for (index, example) in kind.triggeringExamples.enumerated() {
                let name = "\(kind.id) triggering example \(index + 1)"
                let diagnostics = try run(example, name: name, kind: kind, checksTheModel: checksTheModel)
                let found = diagnostics.with(rule: kind.id)
                XCTAssertEqual(found.map(\.location), example.markedLocations, "\(name): \(TestSupport.lines(found))")
                for diagnostic in found {
                    XCTAssertEqual(diagnostic.severity, kind.defaultSeverity, name)
                }
            }
            for (index, example) in kind.nonTriggeringExamples.enumerated() {
                let name = "\(kind.id) non-triggering example \(index + 1)"
                let diagnostics = try run(example, name: name, kind: kind, checksTheModel: checksTheModel)
                XCTAssertEqual(TestSupport.lines(diagnostics.with(rule: kind.id)), [], name)
            }
        }
    }

    /// The diagnostics of an example.
    private func run(_ example: RuleExample, name: String, kind: DiagnosticKind, checksTheModel: Bool) throws -> [Diagnostic] {
        let result = try TestSupport.analyse(example.strippedFiles, self, sdk: example.sdk)
        if checksTheModel {
            // A model rule only runs on inputs without errors, so its examples must have none of their own.
            let others = result.diagnostics.filter { $0.severity == .error && $0.rule != kind.id }
            XCTAssertEqual(TestSupport.lines(others), [], "\(name) has errors")
        }
        return result.diagnostics
    }
}
