import XCTest
@testable import NavgenCore

/// A bar the generated tables write from another (`bar1 = bar0.setting([…])`): from a variant met before it in the
/// first screen's or container's list that has it, whose every field kind it sets, and only when that is shorter.
final class BarBaseTests: XCTestCase {
    func testABarIsWrittenFromAnEarlierVariantOfItsFirstScreenOnlyWhenShorter() throws {
        let (result, context) = Navgen.context(Navgen.Options(inputs: [TestSupport.sampleTokens]))
        let appearance = try XCTUnwrap(context?.appearance, "\(result.diagnostics)")
        let bars = Dictionary(uniqueKeysWithValues: appearance.bars.map { ($0.identifier, $0) })
        let names = Dictionary(uniqueKeysWithValues: appearance.fields.map { ($0.identifier, $0.name) })
        func fields(_ identifier: String) -> [String] {
            let bar = bars[identifier]!
            guard let base = bar.base else { return bar.fields }
            let written = Set(bar.fields.map { names[$0]! })
            return fields(base).filter { !written.contains(names[$0]!) } + bar.fields
        }
        let lists = appearance.screens.map(\.bars) + appearance.containers.map(\.bars)
        var met = Set<String>()
        var based = 0
        for list in lists {
            for (index, identifier) in list.enumerated() where met.insert(identifier).inserted {
                let bar = bars[identifier]!
                guard let base = bar.base else { continue }
                based += 1
                XCTAssertTrue(list[..<index].contains(base), "\(identifier)'s base \(base) comes before it in \(list)")
                let all = fields(identifier)
                XCTAssertLessThan(bar.fields.count, all.count, "\(identifier) is shorter written from \(base)")
                XCTAssertTrue(Set(fields(base).map { names[$0]! }).isSubset(of: Set(all.map { names[$0]! })),
                              "\(identifier) sets every field kind \(base) sets")
            }
        }
        XCTAssertEqual(met, Set(bars.keys), "every bar is some screen's or container's")
        XCTAssertGreaterThan(based, 0, "the sample's dark bars are written from their light ones")
        let generated = try String(contentsOf: TestSupport.packageRoot.appendingPathComponent("Generated/NavigationAppearance.swift"), encoding: .utf8)
        XCTAssertTrue(generated.contains("static let bar1 = bar0.setting(["), "the sample's first dark bar reads as its light one's with changes")
    }
}
