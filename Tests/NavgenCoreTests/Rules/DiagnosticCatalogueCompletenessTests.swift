import XCTest
@testable import NavgenCore

/// Every diagnostic kind declared beside the catalogue and every rule in `Check/` is listed in `DiagnosticCatalogue`:
/// a kind or rule left out of the lists would report diagnostics that `navgen rules`, `--rule` and the rule reference
/// know nothing of.
final class DiagnosticCatalogueCompletenessTests: XCTestCase {
    private let sources = TestSupport.packageRoot.appendingPathComponent("Sources/NavgenCore")

    /// The first capture of `pattern` in every Swift file of `folder`.
    private func declared(_ pattern: String, in folder: String) throws -> Set<String> {
        let url = sources.appendingPathComponent(folder)
        let expression = try NSRegularExpression(pattern: pattern)
        var names: Set<String> = []
        for file in try FileManager.default.contentsOfDirectory(atPath: url.path) where file.hasSuffix(".swift") {
            let text = try String(contentsOf: url.appendingPathComponent(file), encoding: .utf8)
            for match in expression.matches(in: text, range: NSRange(text.startIndex..., in: text)) {
                names.insert(String(text[Range(match.range(at: 1), in: text)!]))
            }
        }
        return names
    }

    func testEveryRuleInCheckIsAModelRuleOfTheCatalogue() throws {
        let rules = try declared(#"struct (\w+): Rule\b"#, in: "Check")
        XCTAssertFalse(rules.isEmpty)
        XCTAssertEqual(rules, Set(DiagnosticCatalogue.modelRules.map { String(describing: $0) }))
    }

    /// Kinds are listed by name in the catalogue's file; a kind that only shares another's id (the warning form of
    /// `missing-root`) says so by its id.
    func testEveryDeclaredKindIsListed() throws {
        let kinds = try declared(#"static let (\w+) = DiagnosticKind\("#, in: "Diagnostics/Catalogue")
        XCTAssertFalse(kinds.isEmpty)
        let catalogue = try String(contentsOf: sources.appendingPathComponent("Diagnostics/Catalogue/DiagnosticCatalogue.swift"),
                                   encoding: .utf8)
        let listed = kinds.filter { catalogue.contains(".\($0),") || catalogue.contains(".\($0)]") }
        XCTAssertEqual(kinds.subtracting(listed), ["missingStoryboardRoot"])
        XCTAssertEqual(DiagnosticKind.missingStoryboardRoot.id, DiagnosticKind.missingRoot.id)
        XCTAssertEqual(Set(DiagnosticCatalogue.ids).count, DiagnosticCatalogue.ids.count, "each id once")
    }
}
