/// The nearest of a set of names to a misspelt one, for "did you mean" hints: the smallest edit distance,
/// ignoring case, ties to the smaller name, within a third of the name's length (at least 2). Each candidate
/// is lower-cased once, so one suggester serves many lookups (every unresolved reference of a large token
/// file), and a candidate is passed over as soon as a bound shows it cannot beat the best so far.
struct NameSuggester {
    private struct Candidate {
        var name: String
        var folded: [UInt8]
    }

    private let candidates: [Candidate]

    init(candidates: some Sequence<String>) {
        self.candidates = candidates.map { Candidate(name: $0, folded: Array($0.lowercased().utf8)) }
    }

    func closest(to name: String) -> String? {
        let target = Array(name.lowercased().utf8)
        var bag = ByteBag(target)
        let limit = max(2, target.count / 3)
        var best: (name: String, distance: Int)?
        var rows = DistanceRows(count: 0)
        for candidate in candidates {
            let bound = min(best?.distance ?? limit, limit)
            guard abs(candidate.folded.count - target.count) <= bound,
                  bag.unmatched(candidate.folded) <= bound,
                  let distance = rows.distance(target, candidate.folded, atMost: bound) else { continue }
            if distance == 0 && candidate.name != name { return candidate.name }
            if let current = best, current.distance < distance || (current.distance == distance && current.name <= candidate.name) {
                continue
            }
            best = (candidate.name, distance)
        }
        return best?.name
    }
}

/// The target's bytes counted by value, for a lower bound of the edit distance to each candidate that
/// costs a pass over the candidate: an edit changes the count of at most one byte value on each side.
private struct ByteBag {
    private let counts: [Int]
    private var remaining: [Int]
    private let total: Int

    init(_ bytes: [UInt8]) {
        var counts = [Int](repeating: 0, count: 256)
        for byte in bytes { counts[Int(byte)] += 1 }
        self.counts = counts
        remaining = counts
        total = bytes.count
    }

    /// The larger of the bytes each side has that the other lacks.
    mutating func unmatched(_ candidate: [UInt8]) -> Int {
        var extra = 0
        // Through buffers: the counts are read and written once per byte of every candidate, and checking the
        // array's bounds and uniqueness at each access cost more than the counting.
        counts.withUnsafeBufferPointer { counts in
            remaining.withUnsafeMutableBufferPointer { remaining in
                for byte in candidate {
                    if remaining[Int(byte)] > 0 { remaining[Int(byte)] -= 1 } else { extra += 1 }
                }
                for byte in candidate { remaining[Int(byte)] = counts[Int(byte)] }
            }
        }
        return max(extra, total - (candidate.count - extra))
    }
}

/// The two rows of the edit-distance table, kept between candidates so that each one allocates nothing.
private struct DistanceRows {
    var previous: [Int]
    var current: [Int]

    init(count: Int) {
        previous = [Int](repeating: 0, count: count)
        current = previous
    }

    /// The edit distance when it is at most `bound`, else nil. Only cells within `bound` of the diagonal can
    /// lead to such a distance, so only they are computed; values above `bound` are kept at `bound + 1`.
    mutating func distance(_ a: [UInt8], _ b: [UInt8], atMost bound: Int) -> Int? {
        if a.isEmpty || b.isEmpty {
            let distance = max(a.count, b.count)
            return distance <= bound ? distance : nil
        }
        if previous.count <= b.count {
            previous = [Int](repeating: 0, count: b.count + 1)
            current = previous
        }
        let over = bound + 1
        for column in 0...b.count { previous[column] = min(column, over) }
        for row in 1...a.count {
            let low = max(1, row - bound)
            let high = min(b.count, row + bound)
            guard low <= high else { return nil }
            current[0] = min(row, over)
            current[low - 1] = low == 1 ? current[0] : over
            var smallest = current[low - 1]
            let byte = a[row - 1]
            for column in low...high {
                let cost = byte == b[column - 1] ? 0 : 1
                let value = min(previous[column] + 1, current[column - 1] + 1, previous[column - 1] + cost, over)
                current[column] = value
                smallest = min(smallest, value)
            }
            if high < b.count { current[high + 1] = over }
            if smallest > bound { return nil }
            swap(&previous, &current)
        }
        return previous[b.count] <= bound ? previous[b.count] : nil
    }
}
