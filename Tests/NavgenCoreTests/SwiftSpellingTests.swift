@testable import NavgenCore
import SeededRandom
import XCTest

/// How the generated code spells values: numbers, colours, fonts, literals, bar fields and their catalogue.
final class SwiftSpellingTests: XCTestCase {
    func testNumbersAreTheShortestDecimalOfTheValueRoundedToFourDecimals() {
        var generator = SeededGenerator()
        func reference(_ value: Double) -> String {
            let rounded = (value * 10_000).rounded() / 10_000
            return formatNumber(rounded == 0 ? 0 : rounded)
        }
        var values: [Double] = [0, -0.0, 1, -1, 0.5, 0.00004, 0.00005, -0.00005, 0.1, 0.2, 0.3, 0.6126, 1.0001, 12.25,
                                0.99999, 999_999_999.9999, -999_999_999.9999, 1e9, 1e12, 1e20, -1e20]
        for _ in 0..<2_000 { values.append(Double.random(in: -2...2, using: &generator)) }
        for _ in 0..<1_000 { values.append(Double.random(in: -1e9...1e9, using: &generator)) }
        for _ in 0..<1_000 { values.append(Double(Int.random(in: -100_000...100_000, using: &generator)) / 10_000) }
        for value in values {
            XCTAssertEqual(SwiftLiteral.number(value), reference(value), "\(value), \(generator)")
        }
    }

    func testASCIINamesMatchTheUnicodeRules() {
        var generator = SeededGenerator()
        var names = ["color.brand.primary", "URLScheme", "ID", "id", "Feed-Detail", "9lives", "a", "A", "__", "", "x/y z",
                     "HTTPServer2Go", "layer000.t100", "ABCdef", "aBC", "--Leading", "trailing--", "2FA", "iOS"]
        let alphabet = Array("aAzZ09_-./ bQx")
        for _ in 0..<5_000 {
            names.append(String((0..<Int.random(in: 0...12, using: &generator)).map { _ in alphabet.randomElement(using: &generator)! }))
        }
        for name in names {
            for upperFirst in [false, true] {
                XCTAssertEqual(SwiftName.asciiBare(name, upperFirst: upperFirst), SwiftName.unicodeBare(name, upperFirst: upperFirst),
                               "'\(name)' upperFirst \(upperFirst), \(generator)")
            }
        }
        XCTAssertNil(SwiftName.asciiBare("café", upperFirst: false), "non-ASCII text takes the Unicode rules")
        XCTAssertNil(SwiftName.asciiBare("a+b", upperFirst: false), "symbols take the Unicode rules")
    }

    func testValuesAreSpelledAsTheRuntimesTypesTakeThem() {
        let color = SwiftColor(RGBA(red: 0.2, green: 0.4, blue: 0.6))
        XCTAssertEqual(SwiftValue.color(color).swift, "NavigationColor(red: 0.2, green: 0.4, blue: 0.6)", "opaque is the default")
        XCTAssertEqual(SwiftValue.color(SwiftColor(RGBA(red: 1, green: 0, blue: 0, alpha: 0.5))).swift,
                       "NavigationColor(red: 1, green: 0, blue: 0, alpha: 0.5)")
        XCTAssertEqual(SwiftValue.font(SwiftFont(NavigationFont(family: "Avenir \"Next\"", size: 17, weight: 600))).swift,
                       #"NavigationFont(family: "Avenir \"Next\"", size: 17, weight: 600)"#)
        XCTAssertEqual(SwiftValue.font(SwiftFont(NavigationFont(family: nil, size: 34.5, weight: 700))).swift,
                       "NavigationFont(family: nil, size: 34.5, weight: 700)")
        XCTAssertEqual(SwiftValue.member("default").swift, ".`default`")
        XCTAssertEqual(SwiftValue.none.swift, "nil")
        XCTAssertEqual(SwiftValue.array([]).swift, "[]")
        XCTAssertEqual(SwiftValue(NavigationBarBackground.image(name: "hero", alpha: 0.25)).swift, #".image(name: "hero", alpha: 0.25)"#)
        XCTAssertEqual(SwiftValue(NavigationBarBackground.system(.default)).swift, ".system(.`default`)")
        XCTAssertEqual(SwiftValue(NavigationBarShadow.image("line")).swift, #".image("line")"#)
        let item = NavigationBarButtonItem(kind: .title, title: "Edit", width: 44, style: .prominent, sharesBackground: false, badge: .count(3))
        XCTAssertEqual(SwiftValue(item).swift,
                       #"NavigationBarButtonItem(kind: .title, title: "Edit", width: 44, style: .prominent, sharesBackground: false, badge: .count(3))"#)
        XCTAssertEqual(BarFieldValue(.rightItems([item, NavigationBarButtonItem(kind: .fixedSpace, width: -8)])).value.swift,
                       "[" + SwiftValue(item).swift + ", NavigationBarButtonItem(kind: .fixedSpace, width: -8)]")
        XCTAssertEqual(BarFieldValue(.statusBarStyle(.lightContent)).name, "statusBarStyle")
    }

    func testValuesReadBackFromTheirJSON() throws {
        let values: [SwiftValue] = [
            .none, .bool(true), .number(0.25), .string("nil"), .member("black"), .color(SwiftColor(RGBA(red: 0.1, green: 0.2, blue: 0.3))),
            .font(SwiftFont(NavigationFont(family: nil, size: 17, weight: 400))), .array([.number(1), .string("a")]),
            SwiftValue(NavigationBarBackground.image(name: "hero", alpha: 1)),
        ]
        let json = try JSONEncoder().encode(values)
        XCTAssertEqual(try JSONDecoder().decode([SwiftValue].self, from: json), values)
        XCTAssertEqual(String(decoding: try JSONEncoder().encode([SwiftValue.member("black"), .none, .number(2)]), as: UTF8.self),
                       #"[{"member":"black"},null,2]"#)
    }

    func testPlainTextIsQuotedAsIsAndEverythingElseEscaped() {
        XCTAssertEqual(SwiftName.stringLiteral("Feed detail (2)"), "\"Feed detail (2)\"")
        XCTAssertEqual(SwiftName.stringLiteral("tab\there"), #""tab\there""#)
        XCTAssertEqual(SwiftName.stringLiteral("é"), "\"é\"")
        XCTAssertEqual(SwiftName.stringLiteral("a\"b\\c\u{0}\u{1B}\u{2028}"), #""a\"b\\c\0\u{1B}\u{2028}""#)
        XCTAssertEqual(SwiftName.docComment("Base value 0"), "Base value 0")
        XCTAssertEqual(SwiftName.docComment(" padded "), "padded")
        XCTAssertEqual(SwiftName.docComment("two\nlines"), "two lines")
        XCTAssertEqual(SwiftName.docComment("one */\ntwo\u{7}"), "one */ two")
    }

    func testReportTextEscapesOnlyWhatItMust() {
        XCTAssertEqual(ReportText.xml(#"<a href="x">Tom & Jerry's</a>"#), "&lt;a href=&quot;x&quot;&gt;Tom &amp; Jerry&apos;s&lt;/a&gt;")
        XCTAssertEqual(ReportText.xml("tab\tstays, bell\u{7}goes, é😀 stays"), "tab\tstays, bell goes, é😀 stays")
        XCTAssertEqual(ReportText.markdownCell("a|b\nc `d` *e* _f_ [g] \\h <i>"), #"a\|b c \`d\` \*e\* \_f\_ \[g\] \\h &lt;i&gt;"#)
        XCTAssertEqual(ReportText.markdownCell("plain"), "plain")
    }

    func testTheBarCatalogueLeavesOutTheFieldsSpelledAsTheDefaultAndHoldsEachFieldOnce() {
        var generator = SeededGenerator()
        // The rule: spell every field, leave out those spelled as the default's.
        func reference(_ bar: NavigationBarAppearance) -> [String] {
            zip(bar.fields, NavigationBarAppearance().fields).compactMap { field, standard in
                let value = BarFieldValue(field)
                return value.value.swift == BarFieldValue(standard).value.swift ? nil : value.name + ": " + value.value.swift
            }
        }
        var bars: [NavigationBarAppearance] = [NavigationBarAppearance()]
        var almost = NavigationBarAppearance()
        almost.barAlpha = 1.00001
        almost.tintColor = RGBA(red: 0.1, green: 0.2, blue: 0.3)
        bars.append(almost)
        for _ in 0..<300 {
            var bar = NavigationBarAppearance()
            if Bool.random(using: &generator) { bar.barAlpha = [1, 0.5, 0.99999, -0.0].randomElement(using: &generator)! }
            if Bool.random(using: &generator) { bar.background = .color(RGBA(red: 0.2, green: 0.4, blue: 0.6)) }
            if Bool.random(using: &generator) { bar.visibility = .hidden }
            if Bool.random(using: &generator) { bar.shadow = .color(RGBA(red: 0, green: 0, blue: 0, alpha: 0.3)) }
            if Bool.random(using: &generator) { bar.titleFont = NavigationFont(family: "Avenir \"Next\"", size: 17, weight: 600) }
            if Bool.random(using: &generator) { bar.splitTransition = .always }
            if Bool.random(using: &generator) { bar.leftItems = [NavigationBarButtonItem(kind: .title, title: "Edit", width: 44)] }
            if Bool.random(using: &generator) { bar.rightItems = [NavigationBarButtonItem(kind: .fixedSpace, width: -8)] }
            bars.append(bar)
        }
        var distinct = DistinctBars()
        let positions = bars.map { distinct.position(of: $0) }
        let catalogue = distinct.catalog()
        func spelled(_ bar: Int) -> [String] { catalogue.rows[bar].map { catalogue.fields[$0].name + ": " + catalogue.fields[$0].value.swift } }
        for (bar, position) in zip(bars, positions) {
            XCTAssertEqual(spelled(position), reference(bar), "\(generator)")
        }
        XCTAssertEqual(spelled(positions[1]), ["tintColor: NavigationColor(red: 0.1, green: 0.2, blue: 0.3)"],
                       "an alpha spelled as the default's is left out")
        let spellings = catalogue.fields.map { $0.name + ": " + $0.value.swift }
        XCTAssertEqual(Set(spellings).count, spellings.count, "each spelled field is in the catalogue once")
    }
}
