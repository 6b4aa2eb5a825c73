import XCTest
@testable import NavgenCore

/// The unresolved-reference hint's fast search must name the same token as `Suggestion.closest`.
final class TokenPathSuggesterTests: XCTestCase {
    func testAgreesWithSuggestionOnGeneratedNames() {
        var random = SystemRandomNumberGenerator()
        let alphabet = Array("abcde-.19É")
        func name(_ length: Int) -> String { String((0..<length).map { _ in alphabet.randomElement(using: &random)! }) }
        for _ in 0..<40 {
            let paths = Set((0..<200).map { _ in name(Int.random(in: 1...14, using: &random)) })
            let suggester = TokenPathSuggester(paths: paths)
            for _ in 0..<50 {
                let target = name(Int.random(in: 0...16, using: &random))
                guard !paths.contains(target), !paths.contains(where: { $0 != target && $0.lowercased() == target.lowercased() }) else { continue }
                XCTAssertEqual(suggester.closest(to: target), Suggestion.closest(to: target, in: paths), "closest to '\(target)'")
            }
        }
    }

    func testTiesGoToTheSmallerPath() {
        let suggester = TokenPathSuggester(paths: ["color.blue", "color.blur", "color.bleu"])
        XCTAssertEqual(suggester.closest(to: "color.blux"), "color.blue")
        XCTAssertNil(suggester.closest(to: "spacing.large"))
    }
}
