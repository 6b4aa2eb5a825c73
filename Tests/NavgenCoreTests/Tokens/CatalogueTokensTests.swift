import XCTest
@testable import NavgenCore

/// The catalogue keeps its tokens sorted as `String` sorts paths, and finds them by path as a dictionary would.
final class CatalogueTokensTests: XCTestCase {
    func testPathsSortAsStringsSortThem() {
        let ascii = ["b", "a.b", "a", "A", "a.b.c.d.e.f.g.h.i.j", "a.b.c.d.e.f.g.h.i", "a.b.c.d.e.f.g.h.i.k", "a-b", "a_b", "a b", "",
                     "layer010.t10", "layer010.t1", "layer010.t100", "layer010.t2", "layer010.t1\u{0}"]
        let unicode = ascii + ["é", "e\u{301}x", "\u{212A}elvin", "Kelvins", "🚀", "z"]
        for paths in [ascii, unicode, (0..<2_000).map { "group\($0 % 37).token\($0)" }] {
            let tokens = TokenCatalogue.Tokens(Dictionary(uniqueKeysWithValues: paths.map { ($0, Self.token($0)) }))
            XCTAssertEqual(Array(tokens.keys), paths.sorted())
        }
    }

    func testTokensAreFoundByPathAsInADictionary() {
        let paths = ["color.brand", "color.accent", "\u{212A}elvin", "size.m", "é"]
        let tokens = TokenCatalogue.Tokens(Dictionary(uniqueKeysWithValues: paths.map { ($0, Self.token($0)) }))
        XCTAssertEqual(Array(tokens.keys), paths.sorted())
        XCTAssertEqual(tokens.count, paths.count)
        for path in paths { XCTAssertEqual(tokens[path]?.path, path) }
        // Canonically equivalent paths are one path: KELVIN SIGN is K, and e with a combining accent is é.
        XCTAssertEqual(tokens["Kelvin"]?.path, "\u{212A}elvin")
        XCTAssertEqual(tokens["e\u{301}"]?.path, "é")
        for missing in ["", "color", "color.brandx", "zzz", "a"] { XCTAssertNil(tokens[missing], missing) }
        XCTAssertNil(TokenCatalogue.Tokens([:])["a"])
    }

    func testResolvedCatalogueIsInOrderOfPath() {
        let (catalogue, _) = TokenTestSupport.resolve(#"""
            { "z": { "$type": "number", "$value": 1 }, "a": { "$type": "number", "b": { "$value": "{z}" }, "a": { "$value": 2 } } }
            """#)
        XCTAssertEqual(Array(catalogue.tokens.keys), ["a.a", "a.b", "z"])
        XCTAssertEqual(catalogue.tokens["a.b"]?.values["default"], .number(1))
    }

    private static func token(_ path: String) -> ResolvedToken {
        ResolvedToken(path: path, type: .number, values: ["default": .number(1)], description: nil, deprecated: nil,
                      location: .file("t.json"))
    }
}
