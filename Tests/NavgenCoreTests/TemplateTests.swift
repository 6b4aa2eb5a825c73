import XCTest
@testable import NavgenCore

/// The template language and the Swift escaping filters.
final class TemplateTests: XCTestCase {
    private func render(_ source: String, _ context: TemplateValue, partials: [String: String] = [:]) throws -> String {
        var templates = ["main": try Template(name: "main", path: "main.mustache", source: source)]
        for (name, text) in partials { templates[name] = try Template(name: name, path: "\(name).mustache", source: text) }
        return try TemplateRenderer(templates: templates).render("main", context: context)
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

    /// The page's data: like objects packed as a table, unlike ones left as they are, and nothing in a string that could
    /// end the `<script>` element it is written into.
    func testPackedJSONWritesLikeObjectsAsATableAndCannotCloseItsScript() throws {
        let context: TemplateValue = ["like": [["a": 1, "b": "x"], ["a": 2, "b": "y"]], "unlike": [["a": 1], ["b": 2]],
                                      "one": [["a": 1]], "text": "</script>\"\\\n\u{1}"]
        XCTAssertEqual(try render("{{like | packedJSON}}", context), #"{"keys":["a","b"],"rows":[[1,"x"],[2,"y"]]}"#)
        XCTAssertEqual(try render("{{unlike | packedJSON}}", context), #"[{"a":1},{"b":2}]"#)
        XCTAssertEqual(try render("{{one | packedJSON}}", context), #"[{"a":1}]"#)
        XCTAssertEqual(try render("{{text | packedJSON}}", context), #""\u003c/script>\"\\\n\u0001""#)
    }

    func testListItemsKnowWhereTheyAre() throws {
        let context: TemplateValue = ["items": ["a", "b", "c"], "rows": [["cells": [1, 2]], ["cells": [3]]]]
        XCTAssertEqual(try render("[{{#items}}{{.}}{{^@last}}, {{/@last}}{{/items}}]", context), "[a, b, c]")
        XCTAssertEqual(try render("{{#items}}{{@index}}{{#@first}}^{{/@first}}{{/items}}", context), "0^12")
        // The innermost list's: a section that is not a list's leaves it as it was.
        XCTAssertEqual(try render("{{#rows}}{{#cells}}{{@index}}{{/cells}}{{#@last}}.{{/@last}}{{^@last}}|{{/@last}}{{/rows}}", context), "01|0.")
        XCTAssertThrowsError(try render("{{@last}}", context)) { error in
            XCTAssertEqual((error as? Template.Failure)?.diagnostic.message, "'@last' is not in the context")
        }
        XCTAssertThrowsError(try render("{{#items}}{{@count}}{{/items}}", context)) { error in
            let message = (error as? Template.Failure)?.diagnostic.message ?? ""
            XCTAssertTrue(message.hasPrefix("unknown name '@count'"), message)
        }
    }

    func testNullNumbersAndListsAsTextAndAsSections() throws {
        let context: TemplateValue = ["none": .null, "zero": 0, "half": .double(0.5), "list": [1, 2, 3], "empty": []]
        XCTAssertEqual(try render("[{{none}}]{{^none}}-{{/none}}{{#zero}}{{.}}{{/zero}} {{half}} {{list}}{{^empty}}!{{/empty}}", context),
                       "[]-0 0.5 1, 2, 3!")
        // Integers of every size and sign, as text, as Swift and as JSON.
        let integers: [Int] = [0, 7, 10, -10, 1_234_567, Int.max, Int.min]
        for integer in integers {
            let number: TemplateValue = ["n": .int(integer)]
            XCTAssertEqual(try render("{{n}} {{n | swift}} {{n | packedJSON}}", number), Array(repeating: String(integer), count: 3).joined(separator: " "))
        }
    }

    func testTheSwiftFilterSpellsEveryValue() throws {
        let context: TemplateValue = ["text": "say \"hi\"", "none": .null, "number": .double(0.123456), "whole": 7, "flag": false,
                                      "list": ["a", .null], "value": .swift(.member("default"))]
        XCTAssertEqual(try render("{{text | swift}} {{none | swift}} {{number | swift}} {{whole | swift}} {{flag | swift}} {{list | swift}} {{value | swift}}", context),
                       #""say \"hi\"" nil 0.1235 7 false ["a", nil] .`default`"#)
        XCTAssertEqual(try render("{{value}}", context), ".`default`", "unfiltered, a Swift value is its expression")
        XCTAssertEqual(try render("{{a | ratio}} {{b | ratio}} <!-- {{c | xmlComment}} -->", ["a": .double(4.4949), "b": 3, "c": "a--b"]),
                       "4.49:1 3.00:1 <!-- a- -b -->")
    }

    func testEncodedValuesKeepTheirMembersInOrderAndTheirNils() throws {
        struct Row: Encodable {
            var name: String
            var count: Int
            var ratio: Double?
            var tags: [String]
            var value: SwiftValue
            var nested: [[Bool]]
        }
        let value = TemplateEncoder.value(of: [Row(name: "a", count: 2, ratio: nil, tags: ["x"], value: .number(1), nested: [[true]])])
        guard case .list(let rows) = value, case .object(let row) = rows.first?.expanded else { return XCTFail("\(value)") }
        XCTAssertEqual(row.members.map(\.key), ["name", "count", "ratio", "tags", "value", "nested"])
        XCTAssertEqual(row.members.map(\.value), ["a", 2, .null, ["x"], .swift(.number(1)), [[true]]])
        guard case .list = row.members[3].value else { return XCTFail("an array of plain values is taken apart at once") }
        guard case .encodable = row.members[5].value else { return XCTFail("other arrays are taken apart when a template reads them") }
        XCTAssertEqual(TemplateEncoder.value(of: [[SwiftValue.member("black")]], keepingSwiftValues: false), [[["member": "black"]]],
                       "in JSON a Swift value in an array is taken apart as its encoding says")
        XCTAssertEqual(TemplateEncoder.value(of: Optional<Int>.none), .null)
        XCTAssertEqual(TemplateEncoder.value(of: [UInt8(7)]), [7], "numbers of every type")
        XCTAssertEqual(TemplateEncoder.value(of: Float(0.5)), .double(0.5))
        XCTAssertEqual(try render("{{#.}}{{name}}{{^ratio}} (no ratio){{/ratio}}{{/.}}", value), "a (no ratio)")
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

    func testIdentifiersDoNotDependOnTheOrderNamesComeIn() {
        let names = ["1st", "Home", "Type", "a-b", "a.b", "a_b", "default", "home", "init", "self", "\u{212A}elvin", "設定", "🚀"]
        let table = NameTable(names)
        let reversed = NameTable(names.reversed() + ["home"])
        for name in names { XCTAssertEqual(table[name], reversed[name], name) }
        XCTAssertEqual(table["home"], "home_2")
        // Canonically equivalent to a name in the table: found as a dictionary finds it.
        XCTAssertEqual(table["Kelvin"], table["\u{212A}elvin"])
        XCTAssertEqual(table["missing name"], "missingName")
        let keyed = NameTable(keyed: [("b", "Same"), ("a", "Same"), ("c", "Other")])
        XCTAssertEqual([keyed["a"], keyed["b"], keyed["c"]], ["same", "same_2", "other"], "equal names claim in order of key")
        XCTAssertEqual(NameTable(["name"], reserved: ["name"])["name"], "name_2", "reserved names are taken")
    }
}
