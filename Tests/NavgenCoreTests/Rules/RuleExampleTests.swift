import XCTest
@testable import NavgenCore

/// Runs every rule's examples through the whole pipeline: each marker must get a diagnostic of the
/// rule, at its default severity, at exactly that line and column; non-triggering examples get none.
final class RuleExampleTests: XCTestCase {
    func testEveryRuleIsDescribedWithExamples() {
        let ids = RuleCatalogue.descriptions.map(\.id)
        XCTAssertEqual(ids.count, Set(ids).count, "rule ids must be unique")
        for description in RuleCatalogue.descriptions {
            XCTAssertGreaterThanOrEqual(description.triggeringExamples.count, 2, description.id)
            XCTAssertGreaterThanOrEqual(description.nonTriggeringExamples.count, 2, description.id)
            XCTAssertFalse(description.rationale.isEmpty, description.id)
            for example in description.triggeringExamples {
                XCTAssertFalse(example.markedLocations.isEmpty, "\(description.id): a triggering example without a ↓ marker")
            }
            for example in description.nonTriggeringExamples {
                XCTAssertTrue(example.markedLocations.isEmpty, "\(description.id): a non-triggering example with a ↓ marker")
            }
        }
    }

    func testEveryRuleExample() throws {
        for rule in RuleCatalogue.rules {
            let description = rule.description
            for (index, example) in description.triggeringExamples.enumerated() {
                let name = "\(description.id) triggering example \(index + 1)"
                let diagnostics = try run(example, name: name, rule: rule)
                let found = diagnostics.with(rule: description.id)
                XCTAssertEqual(found.map(\.location), example.markedLocations, "\(name): \(TestSupport.lines(found))")
                for diagnostic in found {
                    XCTAssertEqual(diagnostic.severity, description.severity, name)
                }
            }
            for (index, example) in description.nonTriggeringExamples.enumerated() {
                let name = "\(description.id) non-triggering example \(index + 1)"
                let diagnostics = try run(example, name: name, rule: rule)
                XCTAssertEqual(TestSupport.lines(diagnostics.with(rule: description.id)), [], name)
            }
        }
    }

    /// The diagnostics of an example.
    private func run(_ example: RuleExample, name: String, rule: any Rule.Type) throws -> [Diagnostic] {
        let result = try TestSupport.analyse(example.strippedFiles, self, sdk: example.sdk)
        if rule is any ModelRule.Type {
            // A model rule only runs on inputs without errors, so its examples must have none of their own.
            let others = result.diagnostics.filter { $0.severity == .error && $0.rule != rule.description.id }
            XCTAssertEqual(TestSupport.lines(others), [], "\(name) has errors")
        }
        return result.diagnostics
    }
}
