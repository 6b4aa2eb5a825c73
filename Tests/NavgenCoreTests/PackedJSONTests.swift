import XCTest
@testable import NavgenCore

/// The `packedJSON` filter on every shape a context can take: structures, their lists (packed as tables when they are
/// alike), optionals, numbers of every type, Swift values, and the nested containers a hand-written `encode(to:)` may
/// ask for.
final class PackedJSONTests: XCTestCase {
    private struct Row: Encodable {
        var id: Int
        var name: String?
        var ratio: Double
        var places: [Int]
        var cells: [Cell]
    }

    private struct Cell: Encodable {
        var x: Int
        var y: Int?
    }

    private struct Empty: Encodable {}

    private struct Numbers: Encodable {
        var small: UInt8
        var float: Float
        var big: UInt64
        var negative: Int16
        var infinite: Double
        var none: Double?
        var flags: [Bool?]
    }

    /// Asks for nested containers, fills one after its owner has written a later member, and asks for `superEncoder()`
    /// with coding keys that have no `super`.
    private struct Nesting: Encodable {
        enum Key: String, CodingKey { case first, second, third }

        func encode(to encoder: any Encoder) throws {
            var container = encoder.container(keyedBy: Key.self)
            var first = container.nestedContainer(keyedBy: Key.self, forKey: .first)
            try container.encode(1, forKey: .second)
            try first.encode("filled late", forKey: .second)
            var third = container.nestedUnkeyedContainer(forKey: .third)
            var a = third.nestedContainer(keyedBy: Key.self)
            var b = third.nestedContainer(keyedBy: Key.self)
            try a.encode(1, forKey: .first)
            try b.encode(2, forKey: .first)
            var inherited = container.superEncoder().singleValueContainer()
            try inherited.encode("super")
        }
    }

    private struct Page: Encodable {
        var rows: [Row]
        var one: [Row]
        var empties: [Empty]
        var empty: Empty
        var values: [SwiftValue]
        var value: SwiftValue
        var numbers: Numbers
        var nesting: [Nesting]
        var grid: [[Cell]]
    }

    func testEveryShapeIsWrittenAsThePageReadsIt() {
        let cells = [Cell(x: 1, y: nil), Cell(x: 2, y: 3)]
        let page = Page(
            rows: [Row(id: 1, name: "a<b", ratio: 0.5, places: [1, 2], cells: cells), Row(id: 2, name: nil, ratio: 2, places: [], cells: [])],
            one: [Row(id: 3, name: "\u{1}\"\\\n", ratio: -1.25, places: [3], cells: Array(cells.prefix(1)))],
            empties: [Empty(), Empty()], empty: Empty(),
            values: [.member("black"), .number(1.5), .none, .array([.bool(true), .string("s")])],
            value: .call(".image", [.argument("name", .string("hero"))]),
            numbers: Numbers(small: 7, float: 0.5, big: 1 << 40, negative: -3, infinite: .infinity, none: nil, flags: [true, nil]),
            nesting: [Nesting(), Nesting()], grid: [cells, []])
        let expected = #"""
            {"rows":{"keys":["id","name","ratio","places","cells"],"rows":[[1,"a\u003cb",0.5,[1,2],{"keys":["x","y"],"rows":[[1,null],[2,3]]}],[2,null,2,[],[]]]},"one":[{"id":3,"name":"\u0001\"\\\n","ratio":-1.25,"places":[3],"cells":[{"x":1,"y":null}]}],"empties":{"keys":[],"rows":[[],[]]},"empty":{},"values":[{"member":"black"},1.5,null,[true,"s"]],"value":{"call":{"name":".image","arguments":[{"argument":{"label":"name","value":"hero"}}]}},"numbers":{"small":7,"float":0.5,"big":1099511627776,"negative":-3,"infinite":null,"none":null,"flags":[true,null]},"nesting":{"keys":["first","second","third","super"],"rows":[[{"second":"filled late"},1,{"keys":["first"],"rows":[[1],[2]]},"super"],[{"second":"filled late"},1,{"keys":["first"],"rows":[[1],[2]]},"super"]]},"grid":[{"keys":["x","y"],"rows":[[1,null],[2,3]]},[]]}
            """#
        // As the renderer hands it over, whole, and taken apart a level first.
        XCTAssertEqual(TemplateJSON.text(.encodable(TemplateEncodable(value: page, keepingSwiftValues: true))), expected)
        XCTAssertEqual(TemplateJSON.text(TemplateEncoder.value(of: page)), expected)
    }

    func testListsOfLiteralValuesAreTablesOnlyWhenTheirObjectsAreAlike() {
        let value: TemplateValue = ["order": [["a": 1, "b": 2], ["b": 2, "a": 1]], "mixed": [["a": 1], 1, ["a": 2]],
                                    "count": [["a": 1], ["a": 2, "b": 3]], "fewer": [["a": 1, "b": 2], ["a": 3]], "nested": [["in": [["x": 1], ["x": 2]]], ["in": []]],
                                    "late": [["in": [["x": 1], ["x": 2]]], ["in": 1], ["out": 2]],
                                    "scalars": [.null, true, .double(0.25), .swift(.member("white"))]]
        XCTAssertEqual(TemplateJSON.text(value), #"""
            {"order":[{"a":1,"b":2},{"b":2,"a":1}],"mixed":[{"a":1},1,{"a":2}],"count":[{"a":1},{"a":2,"b":3}],"fewer":[{"a":1,"b":2},{"a":3}],"nested":{"keys":["in"],"rows":[[{"keys":["x"],"rows":[[1],[2]]}],[[]]]},"late":[{"in":{"keys":["x"],"rows":[[1],[2]]}},{"in":1},{"out":2}],"scalars":[null,true,0.25,{"member":"white"}]}
            """#)
    }

    /// Every page navgen makes of the sample, the hostile names and the corpus's storyboards, its tables opened into
    /// objects again, says what Foundation's `JSONEncoder` says of the same data (which leaves nil members out).
    func testPagesSayWhatJSONEncoderSays() throws {
        let inputSets = try TestSupport.renderingInputSets()
        var compared = 0
        for inputs in inputSets {
            guard let page = Navgen.context(Navgen.Options(inputs: inputs)).context?.page else { continue }
            compared += 1
            let packed = TemplateJSON.text(.encodable(TemplateEncodable(value: page, keepingSwiftValues: true)))
            let opened = Self.opened(try JSONSerialization.jsonObject(with: Data(packed.utf8)))
            let encoded = try JSONSerialization.jsonObject(with: JSONEncoder().encode(page))
            XCTAssertEqual(opened as? NSDictionary, encoded as? NSDictionary, "\(inputs)")
        }
        XCTAssertGreaterThan(compared, inputSets.count / 2)
    }

    /// `json` with its tables opened into lists of objects and its null members left out.
    private static func opened(_ json: Any) -> Any {
        if let list = json as? [Any] { return list.map(opened) }
        guard let object = json as? [String: Any] else { return json }
        if object.count == 2, let keys = object["keys"] as? [String], let rows = object["rows"] as? [[Any]] {
            return rows.map { row in opened(Dictionary(uniqueKeysWithValues: zip(keys, row).map { ($0, $1) })) }
        }
        return object.filter { !($0.value is NSNull) }.mapValues(opened)
    }
}
