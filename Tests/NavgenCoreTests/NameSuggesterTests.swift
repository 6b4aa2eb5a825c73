@testable import NavgenCore
import SeededRandom
import XCTest

/// The bounded search behind every "did you mean" must name what the plain search over every candidate names.
final class NameSuggesterTests: XCTestCase {
    /// The plain search: the full edit distance to every candidate (given with its lower-cased bytes), then the limit.
    private func plainClosest(to name: String, in candidates: [(name: String, folded: [UInt8])]) -> String? {
        let target = Array(name.lowercased().utf8)
        var best: (name: String, distance: Int)?
        for (candidate, folded) in candidates {
            let distance = editDistance(target, folded)
            if distance == 0 && candidate != name { return candidate }
            if let current = best, current.distance < distance || (current.distance == distance && current.name <= candidate) {
                continue
            }
            best = (candidate, distance)
        }
        guard let best, best.distance <= max(2, target.count / 3) else { return nil }
        return best.name
    }

    private func editDistance(_ a: [UInt8], _ b: [UInt8]) -> Int {
        if a.isEmpty { return b.count }
        if b.isEmpty { return a.count }
        let width = b.count + 1
        // Both rows in one buffer, read through pointers: a debug build checks every array access, which made this
        // search most of the test's time.
        var rows = Array(0..<width) + [Int](repeating: 0, count: width)
        return rows.withUnsafeMutableBufferPointer { rows in
            a.withUnsafeBufferPointer { a in
                b.withUnsafeBufferPointer { b in
                    var (previous, current) = (0, width)
                    for i in 1...a.count {
                        rows[current] = i
                        for j in 1...b.count {
                            let cost = a[i - 1] == b[j - 1] ? 0 : 1
                            rows[current + j] = min(rows[previous + j] + 1, rows[current + j - 1] + 1, rows[previous + j - 1] + cost)
                        }
                        (previous, current) = (current, previous)
                    }
                    return rows[previous + b.count]
                }
            }
        }
    }

    /// 40 sets of names in the full tier, 10 in the fast one (the plain search is slow in a debug build). Names of one
    /// case with no word boundary in them, so the rule for a shortened name never applies.
    func testAgreesWithThePlainSearchOnGeneratedNames() {
        var random = SeededGenerator()
        let alphabet = Array("abcdeÉ")
        func name(_ length: Int) -> String { String((0..<length).map { _ in alphabet.randomElement(using: &random)! }) }
        for _ in 0..<TestTier.size(fast: 10, full: 40) {
            let paths = Set((0..<200).map { _ in name(Int.random(in: 1...14, using: &random)) })
            let folded = paths.map { ($0, Array($0.lowercased().utf8)) }
            let foldedNames = Set(folded.map(\.1))
            let suggester = NameSuggester(candidates: paths)
            var wrapperChecked = false
            for _ in 0..<50 {
                let target = name(Int.random(in: 0...16, using: &random))
                // Neither a candidate nor one in other case.
                guard !foldedNames.contains(Array(target.lowercased().utf8)) else { continue }
                let expected = plainClosest(to: target, in: folded)
                XCTAssertEqual(suggester.closest(to: target), expected, "closest to '\(target)', \(random)")
                // `Suggestion` builds the same suggester on each call: once per set shows it is that search.
                if !wrapperChecked {
                    XCTAssertEqual(Suggestion.closest(to: target, in: paths), expected, "closest to '\(target)', \(random)")
                    wrapperChecked = true
                }
            }
        }
    }

    /// A shortened name (JournalBuddy's `addEdit` for its screen `addEditTextEntry`) names the one name it begins;
    /// with two such names, or a name too short to tell, nothing is suggested.
    func testAShortenedNameSuggestsTheOneNameItBegins() {
        let suggester = NameSuggester(candidates: ["addEditTextEntry", "entries", "settings", "settingsDetail"])
        XCTAssertEqual(suggester.closest(to: "addEdit"), "addEditTextEntry")
        XCTAssertEqual(suggester.closest(to: "AddEdit"), "addEditTextEntry")
        XCTAssertNil(suggester.closest(to: "sett"))
        XCTAssertNil(NameSuggester(candidates: ["abcdef"]).closest(to: "ab"))
        // Cut mid-word: another name.
        XCTAssertNil(NameSuggester(candidates: ["entriesList", "colorful"]).closest(to: "entr"))
        XCTAssertEqual(NameSuggester(candidates: ["color.brand.primary", "spacing"]).closest(to: "color.brand"), "color.brand.primary")
    }

    func testTiesGoToTheSmallerPath() {
        let suggester = NameSuggester(candidates: ["color.blue", "color.blur", "color.bleu"])
        XCTAssertEqual(suggester.closest(to: "color.blux"), "color.blue")
        XCTAssertNil(suggester.closest(to: "spacing.large"))
    }

    /// The candidates sharing the name's last component or group are tried first, but only to bound the search:
    /// a smaller name as near that shares neither still wins.
    func testTheCandidatesTriedFirstDoNotWinTies() {
        let suggester = NameSuggester(candidates: ["zb.cd", "ab.ce", "ab-cd", "color.palette.red"])
        XCTAssertEqual(suggester.closest(to: "ab.cd"), "ab-cd")
        XCTAssertEqual(suggester.closest(to: "color.pallete.red"), "color.palette.red")
        XCTAssertEqual(suggester.closest(to: "COLOR.PALETTE.RED"), "color.palette.red")
    }
}
