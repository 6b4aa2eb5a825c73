/// "Did you mean" support: the closest candidate by edit distance, if it is close enough to help.
public enum Suggestion {
    public static func closest(to name: String, in candidates: some Sequence<String>) -> String? {
        let target = Array(name.lowercased().utf8)
        var best: (name: String, distance: Int)?
        for candidate in candidates {
            let distance = editDistance(target, Array(candidate.lowercased().utf8))
            if distance == 0 && candidate != name { return candidate }
            if let current = best, current.distance < distance || (current.distance == distance && current.name <= candidate) {
                continue
            }
            best = (candidate, distance)
        }
        guard let best, best.distance <= max(2, target.count / 3) else { return nil }
        return best.name
    }

    /// The text appended to a message: ` (did you mean 'x'?)` or nothing.
    public static func hint(for name: String, in candidates: some Sequence<String>) -> String {
        closest(to: name, in: candidates).map { "; did you mean '\($0)'?" } ?? ""
    }

    static func editDistance(_ a: [UInt8], _ b: [UInt8]) -> Int {
        if a.isEmpty { return b.count }
        if b.isEmpty { return a.count }
        var previous = Array(0...b.count)
        var current = [Int](repeating: 0, count: b.count + 1)
        for i in 1...a.count {
            current[0] = i
            for j in 1...b.count {
                let cost = a[i - 1] == b[j - 1] ? 0 : 1
                current[j] = min(previous[j] + 1, current[j - 1] + 1, previous[j - 1] + cost)
            }
            swap(&previous, &current)
        }
        return previous[b.count]
    }
}
