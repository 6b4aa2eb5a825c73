import Foundation
import XCTest
@testable import NavgenCore

/// Flattening every mode together, with the members the modes share walked once, gives each mode exactly what
/// flattening its tree alone gives: the same tokens in the same order and the same diagnostics.
final class ModeFlatteningTests: XCTestCase {
    func testSharedGroupsGiveEachModeItsOwnFlattening() throws {
        let shared = try tree(#"{ "size": { "$type": "dimension", "s": { "$value": "4px" }, "m": { "$value": "{size.s}" } } }"#, "shared.json")
        let light = try tree(##"{ "color": { "$type": "color", "bg": { "$value": "#ffffff", "$description": "Light" } } }"##, "light.json")
        let dark = try tree(##"{ "color": { "$type": "color", "bg": { "$value": "#000000", "$deprecated": true } } }"##, "dark.json")
        try assertSameAsAlone([merged(shared, light), merged(shared, dark)])
    }

    func testAMemberThatExtendsAGroupIsWalkedInEachModesTree() throws {
        // `button` is the same value in both modes, but what it extends differs, so each mode must walk it in its own tree.
        let button = try tree(#"{ "button": { "$extends": "{base}", "pad": { "$value": "2px", "$type": "dimension" } } }"#, "button.json")
        let light = try tree(##"{ "base": { "$type": "color", "fill": { "$value": "#ffffff" } } }"##, "light.json")
        let dark = try tree(#"{ "base": { "$type": "dimension", "fill": { "$value": "8px" }, "edge": { "$value": "1px" } } }"#, "dark.json")
        let flattened = try assertSameAsAlone([merged(light, button), merged(dark, button)])
        XCTAssertEqual(flattened[0].tokens.map(\.path), ["base.fill", "button.fill", "button.pad"])
        XCTAssertEqual(flattened[1].tokens.map(\.path), ["base.fill", "base.edge", "button.fill", "button.edge", "button.pad"])
        XCTAssertEqual(flattened[1].tokens[3].groupType?.value, .dimension)
    }

    func testWhatTheRootPassesDownKeepsModesApart() throws {
        let group = try tree(#"{ "a": { "x": { "$value": "1" } } }"#, "group.json")
        let colour = try tree(#"{ "$type": "color", "$deprecated": "old" }"#, "colour.json")
        let number = try tree(#"{ "$type": "number" }"#, "number.json")
        let flattened = try assertSameAsAlone([merged(colour, group), merged(number, group), group])
        XCTAssertEqual(flattened.map { $0.tokens.first?.groupType?.value }, [.color, .number, nil])
        XCTAssertEqual(flattened.map { $0.tokens.first?.deprecated }, ["old", nil, nil])
    }

    func testProblemsKeepTheirOrderAndEachModeReportsItsOwn() throws {
        let shared = try tree(#"""
            { "$schema": "x", "$unknown": 1, "bad.name": { "$value": 1 }, "n": 3,
              "g": { "$type": "colour", "t": { "$value": 1, "$typo": 2 } }, "$root": { "$type": "number" } }
            """#, "shared.json")
        let other = try tree(#"{ "g": { "$type": "number", "u": { "$value": 2, "extra": {} } } }"#, "other.json")
        let flattened = try assertSameAsAlone([shared, merged(shared, other), other])
        XCTAssertFalse(flattened[1].diagnostics.isEmpty)
    }

    func testARootThatIsNotAGroupOrExtendsOneIsWalkedWhole() throws {
        let list = try tree("[1, 2]", "list.json")
        let extending = try tree(#"{ "$extends": "{a}", "a": { "x": { "$value": 1, "$type": "number" } } }"#, "extends.json")
        let flattened = try assertSameAsAlone([list, extending, list])
        XCTAssertEqual(flattened[0].diagnostics.first?.rule, "invalid-token")
    }

    func testModesPastTheGroupLimitReportItWhereTheWholeWalkWould() throws {
        let limit = TokenTreeFlattener.maximumGroups
        let half = (0..<(limit / 2 + 1)).map { #""g\#($0)": { "$type": "number" }"# }.joined(separator: ", ")
        let first = try tree("{ \"a\": { \(half) } }", "a.json")
        let second = try tree("{ \"b\": { \(half) }, \"c\": { \"x\": { \"$value\": 1, \"$type\": \"number\" } } }", "b.json")
        let flattened = try assertSameAsAlone([merged(first, second), first])
        XCTAssertTrue(flattened[0].diagnostics.contains { $0.message.contains("more than \(limit) groups") })
        XCTAssertFalse(flattened[1].diagnostics.contains { $0.message.contains("more than \(limit) groups") })
    }

    func testAWalkThatMeetsAnExtendsStopsTheOthers() throws {
        // Each `a` group's copies double at every level, and every `m` member extends the first: walked apart, each
        // member could visit the limit's worth of groups on its own.
        let levels = (0..<20).map { #""a\#($0)": { "x": { "$extends": "{a\#($0 + 1)}" }, "y": { "$extends": "{a\#($0 + 1)}" } }"# }
        let members = (0..<30).map { #""m\#($0)": { "$extends": "{a0}" }"# }
        let text = "{ " + (levels + [#""a20": { "t": { "$value": 1, "$type": "number" } }"#] + members).joined(separator: ", ") + " }"
        let root = try tree(text, "laughs.json")
        let budget = GroupBudget(TokenTreeFlattener.maximumGroups)
        let flattened = ParallelMap.withThreads(2) { ModeFlattening.flatten([root], budget: budget) }
        var log = DiagnosticLog()
        XCTAssertEqual(flattened[0].tokens.map(describe), TokenTreeFlattener.flatten(root, log: &log).map(describe))
        XCTAssertEqual(flattened[0].diagnostics, log.entries)
        XCTAssertTrue(log.entries.contains { $0.message.contains("more than \(TokenTreeFlattener.maximumGroups) groups") })
        // A few groups per walk before the first `$extends` is met, not the limit's worth each.
        XCTAssertLessThan(budget.spent, 1_000)
    }

    func testWalksPastTheBudgetStopAndTheTreesAreWalkedWhole() throws {
        let groups = (0..<300).map { #""g\#($0)": { "$type": "number", "inner": { "t": { "$value": \#($0) } } }"# }
        let root = try tree("{ " + groups.joined(separator: ", ") + " }", "wide.json")
        let budget = GroupBudget(100)
        let flattened = ParallelMap.withThreads(2) { ModeFlattening.flatten([root, root], budget: budget) }
        var log = DiagnosticLog()
        let alone = TokenTreeFlattener.flatten(root, log: &log)
        XCTAssertEqual(alone.count, 300)
        for mode in flattened {
            XCTAssertEqual(mode.tokens.map(describe), alone.map(describe))
            XCTAssertEqual(mode.diagnostics, log.entries)
        }
        // Each walk stops at the first group refused.
        XCTAssertLessThanOrEqual(budget.spent, 100 + 300)
    }

    func testConformanceSuiteAndCorpusTreesFlattenAsAlone() throws {
        let shared = try TestSupport.requireShared()
        var trees: [JSONValue] = []
        // The fast tier (`TestTier`) leaves out the two files over 64 KB (Adobe Spectrum's palette and aliases, two
        // thirds of the bytes), whose members are walked as the others' are.
        let largest = TestTier.size(fast: 64 * 1024, full: .max)
        for folder in ["dtcg-suite/cases", "corpus/tokens"] {
            let directory = shared.appendingPathComponent(folder)
            for name in try FileManager.default.contentsOfDirectory(atPath: directory.path).sorted() where name.hasSuffix(".json") {
                let path = directory.appendingPathComponent(name).path
                guard let bytes = FileManager.default.contents(atPath: path), bytes.count <= largest,
                      let json = try? JSONReader.parse([UInt8](bytes), path: path) else {
                    continue
                }
                trees.append(json)
            }
        }
        XCTAssertGreaterThan(trees.count, 60)
        // Neighbours merged both ways: modes that share most members, some of them changed by the other file.
        let modes = trees.indices.dropFirst().flatMap { [merged(trees[$0 - 1], trees[$0]), merged(trees[$0], trees[$0 - 1]), trees[$0]] }
        try assertSameAsAlone(modes, threads: 4)
    }

    // MARK: - Helpers

    private func tree(_ text: String, _ path: String) throws -> JSONValue {
        try JSONReader.parse(Array(text.utf8), path: path)
    }

    /// The trees merged in order, later members winning, as a mode's layers are.
    private func merged(_ trees: JSONValue...) -> JSONValue {
        var accumulator = TokenTreeAccumulator(trees[0])
        var log = DiagnosticLog()
        for tree in trees.dropFirst() { accumulator.add(tree, conflict: .override, log: &log) }
        return accumulator.tree
    }

    @discardableResult
    private func assertSameAsAlone(_ trees: [JSONValue], threads: Int = 2,
                                   file: StaticString = #filePath, line: UInt = #line) throws -> [ModeFlattening.Flattened] {
        let together = ParallelMap.withThreads(threads) { ModeFlattening.flatten(trees) }
        XCTAssertEqual(together.count, trees.count, file: file, line: line)
        for (mode, tree) in trees.enumerated() {
            var log = DiagnosticLog()
            let alone = TokenTreeFlattener.flatten(tree, log: &log)
            XCTAssertEqual(together[mode].tokens.map(describe), alone.map(describe), "mode \(mode) tokens", file: file, line: line)
            XCTAssertEqual(together[mode].diagnostics, log.entries, "mode \(mode) diagnostics", file: file, line: line)
        }
        return together
    }

    private func describe(_ token: RawToken) -> String {
        "\(token.path) \(token.value) \(String(describing: token.ownType)) \(String(describing: token.groupType)) \(token.location) "
            + "\(token.resolveOnly) \(String(describing: token.description)) \(String(describing: token.deprecated)) "
            + "\(String(describing: token.extensions))"
    }
}
