/// The nearest of a set of names to a misspelt one, for "did you mean" hints: the smallest edit distance, ignoring
/// case, ties to the smaller name, within a third of the name's length (at least 2); a name that differs only in case
/// comes before any other. With none that near, the one name that begins with it and goes on with a new word
/// (`addEdit` for `addEditTextEntry`), as a shortened name is a common slip. Each candidate is lower-cased once, so one suggester serves many lookups (every unresolved
/// reference of a large token file).
struct NameSuggester {
    private let candidates: [(name: String, folded: [UInt8])]

    init(candidates: some Sequence<String>) {
        self.candidates = candidates.map { ($0, Array($0.lowercased().utf8)) }
    }

    func closest(to name: String) -> String? {
        let target = Array(name.lowercased().utf8)
        let limit = max(2, target.count / 3)
        var best: (name: String, rank: Int)?
        for candidate in candidates {
            guard let distance = Self.distance(target, candidate.folded, atMost: limit) else { continue }
            // The name in other case is what was meant: it ranks before every distance.
            let rank = distance == 0 && candidate.name != name ? -1 : distance
            if let current = best, current.rank < rank || (current.rank == rank && current.name <= candidate.name) { continue }
            best = (candidate.name, rank)
        }
        return best?.name ?? onlyLonger(than: target)
    }

    /// The one name that begins with `target` and goes on with a new word (`addEdit|TextEntry`, `color.brand|.primary`):
    /// a name cut mid-word is a different name.
    private func onlyLonger(than target: [UInt8]) -> String? {
        guard target.count >= 3 else { return nil }
        let longer = candidates.filter { candidate in
            guard candidate.folded.count > target.count, candidate.folded.starts(with: target) else { return false }
            let next = Array(candidate.name.utf8)[target.count]
            return (UInt8(ascii: "A")...UInt8(ascii: "Z")).contains(next) || (UInt8(ascii: "0")...UInt8(ascii: "9")).contains(next)
                || Array("._-/ ".utf8).contains(next)
        }
        return longer.count == 1 ? longer[0].name : nil
    }

    /// The edit distance between `a` and `b` when it is at most `bound`, else nil. Names further apart in length than
    /// `bound` are that many edits apart at least, and only cells within `bound` of the diagonal can lead to a distance
    /// within it, so only those are computed.
    static func distance(_ a: [UInt8], _ b: [UInt8], atMost bound: Int) -> Int? {
        guard abs(a.count - b.count) <= bound else { return nil }
        guard !a.isEmpty, !b.isEmpty else { return max(a.count, b.count) }
        let over = bound + 1
        var previous = (0...b.count).map { min($0, over) }
        var current = previous
        for row in 1...a.count {
            let low = max(1, row - bound)
            let high = min(b.count, row + bound)
            current[0] = min(row, over)
            current[low - 1] = low == 1 ? current[0] : over
            for column in low...high {
                let cost = a[row - 1] == b[column - 1] ? 0 : 1
                current[column] = min(previous[column] + 1, current[column - 1] + 1, previous[column - 1] + cost, over)
            }
            if high < b.count { current[high + 1] = over }
            guard current[(low - 1)...min(b.count, high + 1)].contains(where: { $0 <= bound }) else { return nil }
            swap(&previous, &current)
        }
        return previous[b.count] <= bound ? previous[b.count] : nil
    }
}
