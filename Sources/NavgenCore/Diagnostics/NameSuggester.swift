/// The nearest of a set of names to a misspelt one, for "did you mean" hints: the smallest edit distance,
/// ignoring case, ties to the smaller name, within a third of the name's length (at least 2). Each candidate
/// is lower-cased once, so one suggester serves many lookups (every unresolved reference of a large token
/// file). A misspelt path usually keeps its last component or its group, so the candidates sharing one of them
/// are tried first: the distance they set bounds the search of the rest, which goes by length outwards from
/// the name's and passes over most candidates on two cheap lower bounds before computing any distance.
struct NameSuggester {
    /// By folded length, then by name: the first candidate found at a distance is the smallest name there.
    private let names: [String]
    /// Every candidate's lower-cased UTF-8 bytes, one after the other: `bytes[starts[i]..<starts[i + 1]]`.
    private let bytes: [UInt8]
    private let starts: [Int]
    /// Which byte values (modulo 64) each candidate has.
    private let masks: [UInt64]
    /// `lengthStarts[n]..<lengthStarts[n + 1]` are the candidates of folded length n.
    private let lengthStarts: [Int]
    /// Candidates by their folded last path component and by their folded group (all but the last component).
    private let byLastComponent: [ArraySlice<UInt8>: [Int]]
    private let byGroup: [ArraySlice<UInt8>: [Int]]

    init(candidates: some Sequence<String>) {
        let folded = candidates.map { (name: $0, bytes: Array($0.lowercased().utf8)) }
            .sorted { $0.bytes.count != $1.bytes.count ? $0.bytes.count < $1.bytes.count : $0.name < $1.name }
        names = folded.map(\.name)
        var bytes: [UInt8] = []
        var starts = [0]
        var byLastComponent: [ArraySlice<UInt8>: [Int]] = [:]
        var byGroup: [ArraySlice<UInt8>: [Int]] = [:]
        for (index, candidate) in folded.enumerated() {
            bytes += candidate.bytes
            starts.append(bytes.count)
            let (group, last) = Self.split(candidate.bytes[...])
            byLastComponent[last, default: []].append(index)
            if let group { byGroup[group, default: []].append(index) }
        }
        self.bytes = bytes
        self.starts = starts
        self.byLastComponent = byLastComponent
        self.byGroup = byGroup
        masks = folded.map { Self.mask($0.bytes[...]) }
        let longest = folded.last?.bytes.count ?? 0
        var lengthStarts = [Int](repeating: folded.count, count: longest + 2)
        for (index, candidate) in folded.enumerated().reversed() { lengthStarts[candidate.bytes.count] = index }
        for length in stride(from: longest, through: 0, by: -1) { lengthStarts[length] = min(lengthStarts[length], lengthStarts[length + 1]) }
        self.lengthStarts = lengthStarts
    }

    func closest(to name: String) -> String? {
        let folded = Array(name.lowercased().utf8)
        let (group, last) = Self.split(folded[...])
        var search = Search(target: folded, name: name, limit: max(2, folded.count / 3))
        return bytes.withUnsafeBufferPointer { bytes in
            func consider(_ index: Int) -> Bool {
                let bound = search.bound
                // Each edit adds or removes at most one byte value on each side.
                guard (search.mask ^ masks[index]).nonzeroBitCount <= 2 * bound else { return false }
                let candidate = UnsafeBufferPointer(rebasing: bytes[starts[index]..<starts[index + 1]])
                guard let distance = search.distance(to: candidate, atMost: bound) else { return false }
                return search.found(index, at: distance, named: names[index])
            }
            for index in (byLastComponent[last] ?? []) + (group.flatMap { byGroup[$0] } ?? []) where consider(index) {
                return names[index]
            }
            // Lengths in the order n, n - 1, n + 1, n - 2, n + 2, …: a candidate `offset` bytes longer or shorter is
            // at least `offset` edits away, so the search ends at the first offset beyond the best distance.
            var offset = 0
            while offset <= search.bound {
                for length in [folded.count - offset, folded.count + offset] where length >= 0 && length < lengthStarts.count - 1 {
                    for index in lengthStarts[length]..<lengthStarts[length + 1] where consider(index) { return names[index] }
                    if offset == 0 { break }
                }
                offset += 1
            }
            return search.best.map { names[$0.index] }
        }
    }

    /// A folded path's group (nil without one) and last component.
    private static func split(_ path: ArraySlice<UInt8>) -> (group: ArraySlice<UInt8>?, last: ArraySlice<UInt8>) {
        guard let dot = path.lastIndex(of: UInt8(ascii: ".")) else { return (nil, path) }
        return (path[..<dot], path[(dot + 1)...])
    }

    fileprivate static func mask(_ bytes: some Collection<UInt8>) -> UInt64 {
        bytes.reduce(0) { $0 | 1 << UInt64($1 & 63) }
    }
}

/// One lookup's state: the target, its lower bounds' tables, and the best candidate so far.
private struct Search {
    let target: [UInt8]
    let name: String
    let limit: Int
    let mask: UInt64
    private var bag: ByteBag
    private var rows = DistanceRows()
    private(set) var best: (index: Int, distance: Int, name: String)?

    init(target: [UInt8], name: String, limit: Int) {
        self.target = target
        self.name = name
        self.limit = limit
        mask = NameSuggester.mask(target)
        bag = ByteBag(target)
    }

    /// The largest distance still worth finding.
    var bound: Int { best?.distance ?? limit }

    mutating func distance(to candidate: UnsafeBufferPointer<UInt8>, atMost bound: Int) -> Int? {
        guard bag.unmatched(candidate) <= bound else { return nil }
        return target.withUnsafeBufferPointer { rows.distance($0, candidate, atMost: bound) }
    }

    /// Keeps the candidate if it beats the best so far; true when nothing can beat it (the name in other case).
    mutating func found(_ index: Int, at distance: Int, named candidate: String) -> Bool {
        if distance == 0 && candidate != name { return true }
        if let current = best, current.distance < distance || (current.distance == distance && current.name <= candidate) { return false }
        best = (index, distance, candidate)
        return false
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
    mutating func unmatched(_ candidate: UnsafeBufferPointer<UInt8>) -> Int {
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
    var previous: [Int] = []
    var current: [Int] = []

    /// The edit distance when it is at most `bound`, else nil. Only cells within `bound` of the diagonal can
    /// lead to such a distance, so only they are computed; values above `bound` are kept at `bound + 1`.
    mutating func distance(_ a: UnsafeBufferPointer<UInt8>, _ b: UnsafeBufferPointer<UInt8>, atMost bound: Int) -> Int? {
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
