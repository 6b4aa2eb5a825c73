@testable import NavgenCore
import SeededRandom
import XCTest

/// A title as one line of readable text.
final class ReadableNameOneLineTests: XCTestCase {
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
