import XCTest
@testable import NavgenCore

/// The template language and the Swift escaping filters.
final class TemplateTests: XCTestCase {
    private func render(_ source: String, _ context: TemplateValue, partials: [String: String] = [:], threads: Int = 1) throws -> String {
        var templates = ["main": try Template(name: "main", path: "main.mustache", source: source)]
        for (name, text) in partials { templates[name] = try Template(name: name, path: "\(name).mustache", source: text) }
        return try ParallelMap.withThreads(threads) { try TemplateRenderer(templates: templates).render("main", context: context) }
    }

    func testVariablesSectionsInvertedSectionsAndDottedNames() throws {
        let context: TemplateValue = ["name": "Feed", "items": [["n": "a"], ["n": "b"]], "on": true, "off": false, "nested": ["x": "y"]]
        XCTAssertEqual(try render("{{name}}:{{#items}}[{{n}}]{{/items}}{{#on}}+{{/on}}{{^off}}-{{/off}}{{nested.x}}", context),
                       "Feed:[a][b]+-y")
        XCTAssertEqual(try render("{{#items}}{{name}}{{/items}}", context), "FeedFeed")
        XCTAssertEqual(try render("{{#items}}{{.}}{{/items}}", ["items": ["p", "q"]]), "pq")
        // Values that are not strings are written as text, and the innermost context wins whatever its value is.
        let shadowed: TemplateValue = ["v": "outer", "items": [["v": true], ["v": "inner"], ["w": "-"], ["v": ["1", "2"]]]]
        XCTAssertEqual(try render("{{#items}}{{v}};{{/items}}", shadowed), "true;inner;outer;1, 2;")
    }

    func testStandaloneTagLinesLeaveNoBlankLines() throws {
        let source = "start\n  {{#items}}\n  - {{.}}\n  {{/items}}\n  {{! a comment }}\nend\n"
        XCTAssertEqual(try render(source, ["items": ["a", "b"]]), "start\n  - a\n  - b\nend\n")
    }

    func testPartialsAreIndentedLikeTheirTag() throws {
        XCTAssertEqual(try render("x\n    {{> part}}\ny\n", [:], partials: ["part": "one\ntwo\n"]), "x\n    one\n    two\ny\n")
    }

    func testFiltersEscapeForSwift() throws {
        let context: TemplateValue = ["n": "my screen-name", "t": "say \"hi\" \\(x)\n", "k": "default"]
        XCTAssertEqual(try render("{{n | identifier}} {{n | typeName}} {{k | identifier}}", context), "myScreenName MyScreenName `default`")
        XCTAssertEqual(try render("{{t | stringLiteral}}", context), #""say \"hi\" \\(x)\n""#)
        XCTAssertEqual(try render("{{t | docComment}}", context), #"say "hi" \(x)"#)
    }

    func testLongListsRenderTheSameOnManyThreadsAndFailAtTheFirstBadItem() throws {
        let template = try Template(name: "main", path: "main.mustache", source: "{{#items}}{{n}}{{#sub}}-{{.}}{{/sub}},{{/items}}")
        var items: [TemplateValue] = (0..<500).map { ["n": .string(String($0)), "sub": ["a", "b"]] }
        let context: TemplateValue = ["items": .list(items)]
        let single = try TemplateRenderer(templates: ["main": template]).render("main", context: context)
        XCTAssertTrue(single.hasPrefix("0-a-b,1-a-b,") && single.hasSuffix("499-a-b,"))
        let renderer = TemplateRenderer(templates: ["main": template])
        for threads in [2, 3, 8] {
            XCTAssertEqual(try ParallelMap.withThreads(threads) { try renderer.render("main", context: context) }, single, "\(threads) threads")
        }
        // Two bad items in different chunks: the error is the first one's, as on one thread.
        items[120] = ["sub": []]
        items[430] = ["n": "x"]
        XCTAssertThrowsError(try ParallelMap.withThreads(4) { try renderer.render("main", context: ["items": .list(items)]) }) { error in
            XCTAssertEqual((error as? Template.Failure)?.diagnostic.message, "'n' is not in the context")
        }
    }

    func testRenderingIntoBytesAppendsTheTextsUTF8OnAnyNumberOfThreads() throws {
        // Every kind of node inside the list, which threads render from their own copies of its body.
        let source = "{{#items}}{{n}}·é,{{n | stringLiteral}}{{#odd}}odd{{/odd}}{{^odd}}even{{/odd}}\n  {{> part}}\n{{/items}}\nend\n"
        let template = try Template(name: "main", path: "main.mustache", source: source)
        let part = try Template(name: "part", path: "part.mustache", source: "part {{n}}\n")
        // Enough items to fill several of the output's 64 KB blocks (about 30 bytes each): 14 in the full tier, 4 in the fast one.
        let context: TemplateValue = ["items": .generated(GeneratedList(count: TestTier.size(fast: 8_000, full: 30_000)) { ["n": .string(String($0)), "odd": .bool($0 % 2 == 1)] })]
        let text = try TemplateRenderer(templates: ["main": template, "part": part]).render("main", context: context)
        XCTAssertTrue(text.hasPrefix("0·é,\"0\"even\n  part 0\n1·é,\"1\"odd\n  part 1\n"))
        let renderer = TemplateRenderer(templates: ["main": template, "part": part])
        for threads in [1, 2, 8] {
            var bytes = ChunkedBytes(Array("head\n".utf8))
            try ParallelMap.withThreads(threads) { try renderer.render("main", context: context, into: &bytes) }
            XCTAssertGreaterThan(bytes.blocks.count, 2)
            XCTAssertEqual(bytes.joined, Array(("head\n" + text).utf8), "\(threads) threads")
            XCTAssertEqual(GeneratedFile(path: "main", chunks: bytes).contents, "head\n" + text)
        }
    }

    func testGeneratedListsRenderLikeStoredOnes() throws {
        let source = "{{#items}}{{n}};{{/items}}{{^items}}none{{/items}}|{{#empty}}x{{/empty}}{{^empty}}none{{/empty}}"
        let generated = GeneratedList(count: 40) { ["n": .string(String($0 * $0))] }
        let stored: TemplateValue = .list(generated.items)
        let empty = GeneratedList(count: 0) { _ in "never" }
        let expected = try render(source, ["items": stored, "empty": .list([])])
        XCTAssertEqual(try render(source, ["items": .generated(generated), "empty": .generated(empty)]), expected)
        XCTAssertTrue(expected.hasPrefix("0;1;4;9;") && expected.hasSuffix("1521;|none"))
        XCTAssertEqual(TemplateValue.generated(generated), .generated(GeneratedList(count: 40) { ["n": .string(String($0 * $0))] }),
                       "equal when their items are")
        XCTAssertNotEqual(TemplateValue.generated(generated), .generated(empty))
    }

    func testMembersAreFoundInAnyOrderWhateverWasReadBefore() throws {
        // Each lookup starts where the previous one ended; reading out of order must still find every member.
        let row: TemplateValue = ["a": "1", "b": "2", "c": "3", "d": "4"]
        let source = "{{#rows}}{{a}}{{b}}{{d}}{{c}}{{a}}{{outer}}{{d}}{{#c}}[{{c}}{{b}}]{{/c}}{{b}}|{{/rows}}"
        XCTAssertEqual(try render(source, ["outer": "o", "rows": [row, row]]), "12431o4[32]2|12431o4[32]2|")
        var hint = 3
        let keys = TemplateKeys(["x", "y", "z"])
        XCTAssertEqual(keys.position(of: "x", hint: &hint), 0)
        XCTAssertEqual(hint, 1)
        XCTAssertEqual(keys.position(of: "z", hint: &hint), 2)
        XCTAssertEqual(keys.position(of: "y", hint: &hint), 1)
        XCTAssertNil(keys.position(of: "w", hint: &hint))
    }

    func testRowsAreReadByPositionWhenTheyShareKeysAndByNameWhenTheyDoNot() throws {
        // The renderer remembers where each name is among the keys a list's rows share; rows of another shape, literal
        // objects, members only an outer context has and sections pushing a flag inside a row must still be read right.
        let keys = TemplateKeys(["a", "b"])
        let other = TemplateKeys(["b", "c", "a"])
        let rows: [TemplateValue] = [.row(keys, ["1", "2"]), .row(other, ["3", "4", "5"]), .row(keys, ["6", "7"]), ["a": "8", "c": "9"]]
        let source = "{{#rows}}{{a}}{{b}}{{c}}{{#flag}}({{a}}){{/flag}}{{^c}}-{{/c}}{{#inner}}<{{a}}{{b}}>{{/inner}}|{{/rows}}"
        let context: TemplateValue = ["rows": .list(rows), "b": "B", "c": "C", "flag": true, "inner": .list([.row(TemplateKeys(["b"]), ["i"])])]
        XCTAssertEqual(try render(source, context), "12C(1)<1i>|534(5)<5i>|67C(6)<6i>|8B9(8)<8i>|")
        // Long lists render in chunks on several threads, each with its own record of positions.
        let many: TemplateValue = ["rows": .list(Array(repeating: rows, count: 12).flatMap { $0 }), "b": "B", "c": "C", "flag": true,
                                   "inner": .list([.row(TemplateKeys(["b"]), ["i"])])]
        let expected = String(repeating: "12C(1)<1i>|534(5)<5i>|67C(6)<6i>|8B9(8)<8i>|", count: 12)
        XCTAssertEqual(try render(source, many), expected)
        XCTAssertEqual(try render(source, many, threads: 3), expected)
    }

    func testErrorsNameTheTemplateLineAndColumn() {
        XCTAssertThrowsError(try render("a\n  {{#open}}\nb", [:])) { error in
            XCTAssertEqual((error as! Template.Failure).diagnostic.location, SourceLocation(file: "main.mustache", line: 2, column: 3))
        }
        XCTAssertThrowsError(try render("a {{x | shout}}", ["x": "1"])) { error in
            let diagnostic = (error as! Template.Failure).diagnostic
            XCTAssertEqual(diagnostic.location.column, 3)
            XCTAssertTrue(diagnostic.message.hasPrefix("unknown filter 'shout'"))
        }
        XCTAssertThrowsError(try render("\n {{missing}}", [:])) { error in
            XCTAssertEqual((error as! Template.Failure).diagnostic.message, "'missing' is not in the context")
            XCTAssertEqual((error as! Template.Failure).diagnostic.location, SourceLocation(file: "main.mustache", line: 2, column: 2))
        }
        // Lines are counted on from tag to tag; the error's place is still exact after several tags and lines.
        XCTAssertThrowsError(try render("{{a}}\n{{#b}}{{c}}\n{{/b}}\n x {{d}}\n\n   {{e | nope}}", [:])) { error in
            XCTAssertEqual((error as! Template.Failure).diagnostic.location, SourceLocation(file: "main.mustache", line: 6, column: 4))
        }
        XCTAssertThrowsError(try render("{{#a}}{{/b}}", ["a": true]))
        XCTAssertThrowsError(try render("{{> loop}}", [:], partials: ["loop": "{{> loop}}"]))
    }

    func testIdentifiersAreValidStableAndCollisionFree() {
        let names = ["Home", "home", "self", "default", "1st", "🚀", "設定", "a-b", "a_b", "a.b", "", "init", "Type"]
        let table = NameTable(names)
        XCTAssertEqual(table["Home"], "home")
        XCTAssertEqual(table["home"], "home_2")
        XCTAssertEqual(table["self"], "self_")
        XCTAssertEqual(table["default"], "`default`")
        XCTAssertEqual(table.label("default"), "default")
        XCTAssertEqual(table["1st"], "_1st")
        XCTAssertEqual(table["🚀"], "u1F680")
        XCTAssertEqual(table["設定"], "設定")
        XCTAssertEqual(table[""], "unnamed")
        XCTAssertEqual(Set(names.map { table[$0].lowercased() }).count, names.count)
        XCTAssertEqual(NameTable(names.reversed())["home"], "home_2")
    }

    func testNamesInOrderGiveTheSameIdentifiersAsNamesInAnyOrder() {
        // Strictly ascending in UTF-8 (the emitted token paths): kept side by side and found by binary search.
        let names = ["1st", "Home", "Type", "a-b", "a.b", "a_b", "default", "home", "init", "self", "\u{212A}elvin", "設定", "🚀"]
        XCTAssertTrue(names.isStrictlyAscending)
        let sorted = NameTable(names)
        let shuffled = NameTable(names.reversed() + ["home"])
        for name in names { XCTAssertEqual(sorted[name], shuffled[name], name) }
        XCTAssertEqual(sorted.identifiers(of: names), names.map { shuffled[$0] })
        XCTAssertEqual(shuffled.identifiers(of: names), names.map { shuffled[$0] }, "looked up one by one")
        XCTAssertEqual(sorted["home"], "home_2")
        // Canonically equivalent to a name in the table though its bytes sort elsewhere: found as a dictionary would.
        XCTAssertEqual(sorted["Kelvin"], sorted["\u{212A}elvin"])
        XCTAssertEqual(sorted["missing name"], "missingName")
    }

    func testLargeSortedTablesClaimAsNamesInAnyOrderDo() {
        let plain = (0..<3_000).map { "group\($0 % 41).token-\($0)" }.sorted()
        // A case-only collision, a collision only after the separators go, a reserved name, a non-ASCII name.
        for extra in [[], ["group1.Token-1"], ["group1Token-1"], ["name"], ["grüße"]] {
            let names = (plain + extra).sorted { String.utf8Precedes($0, $1) }
            XCTAssertTrue(names.isStrictlyAscending)
            let shuffled = NameTable(names.reversed() + [names[0]], reserved: ["name"])
            for threads in [1, 2] {
                let sorted = ParallelMap.withThreads(threads) { NameTable(names, reserved: ["name"]) }
                XCTAssertEqual(sorted.identifiers(of: names), names.map { shuffled[$0] }, "\(extra) on \(threads) threads")
            }
        }
    }

    func testStringLiteralsCannotBreakOut() {
        XCTAssertEqual(SwiftName.stringLiteral("a\"b\\c\u{0}\u{1B}\u{2028}"), #""a\"b\\c\0\u{1B}\u{2028}""#)
        XCTAssertEqual(SwiftName.docComment("one */\ntwo\u{7}"), "one */ two")
    }
}
