import XCTest
@testable import NavgenCore

/// The shortcuts emitting takes for common text give exactly what the general code gives.
final class EmitFastPathTests: XCTestCase {
    func testNumbersMatchTheShortestDoubleOfTheRoundedValue() {
        var generator = SeededGenerator()
        func reference(_ value: Double) -> String {
            let rounded = (value * 10_000).rounded() / 10_000
            return formatNumber(rounded == 0 ? 0 : rounded)
        }
        var values: [Double] = [0, -0.0, 1, -1, 0.5, 0.00004, 0.00005, -0.00005, 0.1, 0.2, 0.3, 0.6126, 1.0001, 12.25,
                                0.99999, 999_999_999.9999, -999_999_999.9999, 1e9, 1e12, 1e20, -1e20]
        for _ in 0..<20_000 { values.append(Double.random(in: -2...2, using: &generator)) }
        for _ in 0..<5_000 { values.append(Double.random(in: -1e9...1e9, using: &generator)) }
        for _ in 0..<2_000 { values.append(Double(Int.random(in: -100_000...100_000, using: &generator)) / 10_000) }
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
    }

    func testTextIsAppendedAsItsUTF8() {
        for text in ["", "a", "short", "a string longer than fifteen bytes", "é🚀 日本", String(repeating: "x", count: 1_000)] {
            var bytes = UTF8Buffer([1, 2])
            bytes.append(utf8Of: text)
            XCTAssertEqual(bytes.bytes, [1, 2] + Array(text.utf8))
            XCTAssertEqual(bytes.string, "\u{1}\u{2}" + text)
            var chunked = ChunkedBytes([9])
            chunked.append(text)
            XCTAssertEqual(chunked.joined, [9] + Array(text.utf8))
        }
        var literal = UTF8Buffer()
        literal.appendLiteral("NavigationColor(red: ")
        XCTAssertEqual(literal.string, "NavigationColor(red: ")
    }

    func testBuffersTruncateRemoveAndCompareTheirBytes() {
        var buffer = UTF8Buffer(capacity: 4)
        for index in 0..<1_000 { buffer.append(utf8Of: "\(index),") }
        let whole = (0..<1_000).map { "\($0)," }.joined()
        XCTAssertEqual(buffer.string, whole)
        buffer.truncate(to: 4)
        XCTAssertEqual(buffer.string, "0,1,")
        buffer.remove(at: 1)
        XCTAssertEqual(buffer.string, "01,")
        buffer.remove(at: 2)
        XCTAssertEqual(buffer.bytes, Array("01".utf8))
        XCTAssertTrue(buffer.bytes(from: 1, equal: Array("1".utf8)))
        XCTAssertFalse(buffer.bytes(from: 1, equal: Array("2".utf8)))
        XCTAssertTrue(buffer.bytes(from: 2, equal: []))
        // A copy shares the bytes until either appends.
        var copy = buffer
        buffer.append(0x21)
        copy.append(0x3F)
        XCTAssertEqual(buffer.bytes, Array("01!".utf8))
        XCTAssertEqual(copy.bytes, Array("01?".utf8))
        copy.remove(at: 0)
        XCTAssertEqual(buffer.string, "01!")
        XCTAssertTrue(UTF8Buffer().isEmpty)
        XCTAssertEqual(UTF8Buffer().string, "")
        var empty = UTF8Buffer()
        empty.append(0x41)
        XCTAssertEqual(empty.string, "A")
        XCTAssertEqual(UTF8Buffer(Array("abc".utf8)).string, "abc")
    }

    func testIntegerListsAreSpelledAsStringDoes() {
        let values = [0, 9, 10, 99, 100, 12_345, -7, Int.max, Int.min + 1] + (0..<200).map { $0 * 37 }
        XCTAssertEqual(SwiftLiteral.integers(values), values.map(String.init).joined(separator: ", "))
        XCTAssertEqual(SwiftLiteral.integers([]), "")
        for value in values + [Int.min] {
            var buffer = UTF8Buffer()
            buffer.appendDecimal(value)
            XCTAssertEqual(buffer.string, String(value))
        }
    }

    func testRepeatedBytesPadAfterWhatIsThere() {
        var buffer = UTF8Buffer(Array("ab".utf8))
        let shared = buffer
        buffer.append(repeating: UInt8(ascii: " "), count: 100)
        buffer.append(repeating: UInt8(ascii: "x"), count: 0)
        buffer.append(repeating: UInt8(ascii: "x"), count: -1)
        buffer.appendLiteral("^")
        XCTAssertEqual(buffer.string, "ab" + String(repeating: " ", count: 100) + "^")
        XCTAssertEqual(shared.string, "ab", "a copy keeps its bytes")
    }

    func testTheBarCatalogueLeavesOutTheFieldsSpelledAsTheDefaultAndHoldsEachFieldOnce() {
        var generator = SeededGenerator()
        // The general rule: spell every field, leave out those spelled as the default's.
        func reference(_ bar: NavigationBarAppearance) -> [String] {
            zip(bar.fields, NavigationBarAppearance().fields).compactMap { field, standard in
                let (name, value) = SwiftLiteral.field(field)
                return value == SwiftLiteral.field(standard).value ? nil : name + ": " + value
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
        let catalogue = distinct.spelled()
        func spelled(_ bar: Int) -> [String] { catalogue.rows[bar].map { catalogue.fields[$0].name + ": " + catalogue.fields[$0].value } }
        for (bar, position) in zip(bars, positions) {
            XCTAssertEqual(spelled(position), reference(bar), "\(generator)")
        }
        XCTAssertEqual(spelled(positions[1]), ["tintColor: NavigationColor(red: 0.1, green: 0.2, blue: 0.3)"],
                       "an alpha spelled as the default's is left out")
        let spellings = catalogue.fields.map { $0.name + ": " + $0.value }
        XCTAssertEqual(Set(spellings).count, spellings.count, "each spelled field is in the catalogue once")
    }

    func testLocationsAndHexColoursAreSpelledAsBefore() {
        for (file, line, column) in [("a.xml", 1, 1), ("Écrans/Main.storyboard", 12_345_678, 90), ("", 0, -3)] {
            XCTAssertEqual(SourceLocation(file: file, line: line, column: column).description, "\(file):\(line):\(column)")
        }
        let colour = RGBA(red: 1, green: 0.5, blue: -0.2, alpha: 2)
        XCTAssertEqual(colour.hex, "#FF8000FF")
        XCTAssertEqual(colour.cssHex, "#ff8000")
        XCTAssertEqual(RGBA(red: 0x12 / 255.0, green: 0xAB / 255.0, blue: 0x0F / 255.0, alpha: 0x80 / 255.0).hex, "#12AB0F80")
    }

    func testAssembledStringsAreTheirPiecesInOrder() {
        let pieces = ["", "a", "short", "a string longer than fifteen bytes", "é🚀 日本", String(repeating: "x", count: 1_000),
                      String("sliced, not native".utf8.dropFirst(3))!]
        let assembled = UTF8Assembly.string { text in
            text.append("[")
            for piece in pieces {
                text.append(piece)
                text.append(", ")
            }
            text.append("]")
        }
        XCTAssertEqual(assembled, "[" + pieces.map { $0 + ", " }.joined() + "]")
        XCTAssertEqual(UTF8Assembly.string { _ in }, "")
    }

    func testPlainTextIsQuotedAsIsAndEverythingElseEscaped() {
        XCTAssertEqual(SwiftName.stringLiteral("Feed detail (2)"), "\"Feed detail (2)\"")
        XCTAssertEqual(SwiftName.stringLiteral("tab\there"), #""tab\there""#)
        XCTAssertEqual(SwiftName.stringLiteral("é"), "\"é\"")
        XCTAssertEqual(SwiftName.docComment("Base value 0"), "Base value 0")
        XCTAssertEqual(SwiftName.docComment(" padded "), "padded")
        XCTAssertEqual(SwiftName.docComment("two\nlines"), "two lines")
    }

    func testFiltersWriteWhatTheirStringsSpell() {
        // The escaping filters append straight into the output; every filter must write what `apply` returns.
        var generator = SeededGenerator()
        var samples = ["", "plain", "a|b", "<tag attr=\"x\">", "line\nbreak\r", "`*_[]\\", "é & ü's", "\u{1}\u{9}x", "||||", "end|", "|start"]
        let alphabet = Array("ab |<>&\"'`*_[]\\\n\r\t\u{1}é😀")
        for _ in 0..<2_000 {
            samples.append(String((0..<Int.random(in: 0...12, using: &generator)).map { _ in alphabet.randomElement(using: &generator)! }))
        }
        for filter in TemplateFilter.allCases {
            for text in samples {
                var output = TemplateOutput()
                filter.append(text, to: &output)
                let written = String(decoding: output.finish().joined, as: UTF8.self)
                XCTAssertEqual(written, filter.apply(to: text), "\(filter) \(text.debugDescription)")
            }
        }
    }

    func testUTF8OrderIsCodePointOrder() {
        let samples = ["", "a", "b", "ab", "B", "é", "e\u{301}", "z", "日本", "😀", "a😀", "aé", "Z", "\u{7F}", "ÿ"]
        for a in samples {
            for b in samples {
                XCTAssertEqual(String.utf8Precedes(a, b), a.utf8.lexicographicallyPrecedes(b.utf8), "'\(a)' '\(b)'")
            }
        }
    }

    func testObjectsKeepOrderReplaceRemoveAndIndexLargeObjects() {
        var object: TemplateObject = ["a": "1", "b": "2"]
        object["a"] = "3"
        object["c"] = "4"
        object["b"] = nil
        XCTAssertEqual(object.count, 2)
        XCTAssertEqual(object["a"], "3")
        XCTAssertNil(object["b"])
        for index in 0..<40 { object["key\(index)"] = .string(String(index)) }
        XCTAssertEqual(object["key39"], "39")
        object["key10"] = nil
        XCTAssertNil(object["key10"])
        XCTAssertEqual(object["key11"], "11", "the index follows a removal")
        var other: TemplateObject = ["c": "5", "d": "6"]
        other.merge(object)
        XCTAssertEqual(other["c"], "4", "merged members win")
        XCTAssertEqual(other["key39"], "39")
        let shuffled: TemplateObject = ["d": "6", "c": "5"]
        XCTAssertEqual(shuffled, ["c": "5", "d": "6"], "equality ignores order, like a dictionary's")
        // Keys compare as Swift strings do, as a dictionary's would: KELVIN SIGN is canonically "K".
        let small: TemplateObject = ["Key": "k"]
        XCTAssertEqual(small["\u{212A}ey"], "k")
        let kelvin: TemplateObject = ["\u{212A}ey": "k"]
        XCTAssertEqual(kelvin["Key"], "k")
    }

    func testReadableNamesOfPlainASCIITitlesMatchTheGeneralRule() {
        var generator = SeededGenerator()
        func reference(_ text: String) -> String? {
            let words = text.split(whereSeparator: \.isNewline).map { $0.trimmingCharacters(in: .whitespaces) }.filter { !$0.isEmpty }
            return words.isEmpty ? nil : words.joined(separator: " ")
        }
        var titles = ["Settings", "Screen 12", " padded", "padded ", " ", "", "two\nlines", "crlf\r\nend", "tab\there", "\tlead",
                      "caf\u{E9}", "no\u{2028}break", "a\u{A0}", "\u{3000}ideographic", "x\u{0B}y", "~!@#$%^&*()"]
        let alphabet = Array("aZ9 \t\n\r.-\u{E9}\u{A0}\u{0C}")
        for _ in 0..<5_000 {
            titles.append(String((0..<Int.random(in: 0...8, using: &generator)).map { _ in alphabet.randomElement(using: &generator)! }))
        }
        for title in titles {
            XCTAssertEqual(ReadableNames.oneLine(title), reference(title), title.debugDescription)
        }
    }
}
