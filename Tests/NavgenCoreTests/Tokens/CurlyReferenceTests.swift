import XCTest
@testable import NavgenCore

/// A whole-value reference is read as Unicode scalars would read it, whatever the text holds.
final class CurlyReferenceTests: XCTestCase {
    /// What `CurlyReference.path(in:)` must agree with: the text as Unicode scalars.
    private func byScalars(_ text: String) -> String? {
        let scalars = text.unicodeScalars
        guard scalars.first == "{", scalars.last == "}" else { return nil }
        let inner = scalars.dropFirst().dropLast()
        guard !inner.isEmpty, !inner.contains("{"), !inner.contains("}") else { return nil }
        return String(inner)
    }

    func testAReferenceIsTheWholeValueInOnePairOfBraces() {
        let texts = ["{color.brand}", "{a}", "{}", "{", "}", "", "color", "{a}{b}", "{a.{b}}", "x{a}", "{a}x", "{{a}}",
                     "{a.$root}", "{ spaced name }", "{couleur.thé}", "{色.主}", "{\u{301}}", "{a\u{301}}", "{\u{1F3A8}.emoji}",
                     "{a}\u{301}", "\u{FEFF}{a}", "{a\u{0}b}"]
        for text in texts {
            XCTAssertEqual(CurlyReference.path(in: text), byScalars(text), text.debugDescription)
        }
        XCTAssertEqual(CurlyReference.path(in: "{色.主}"), "色.主")
        XCTAssertNil(CurlyReference.path(in: "{a}{b}"))
    }
}
