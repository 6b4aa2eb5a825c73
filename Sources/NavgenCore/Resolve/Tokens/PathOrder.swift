/// Orders token paths as `String` orders them, quickly for the usual ASCII paths: for those, byte order is the same
/// order, and a path's first sixteen bytes, read as two integers, settle most comparisons without a string compared.
enum PathOrder {
    /// The positions of `paths`, in the order of the paths (equal paths keep their order).
    static func order(of paths: [String]) -> [Int] {
        let keys = ParallelMap.chunked(Array(paths.indices), minimumChunk: 1_024) { Key(paths[$0], at: $0) }
        guard keys.allSatisfy({ $0 != nil }) else {
            return ParallelMap.sorted(Array(paths.indices)) { paths[$0] < paths[$1] }
        }
        return ParallelMap.sorted(keys.map { $0! }) { a, b in
            if a.high != b.high { return a.high < b.high }
            if a.low != b.low { return a.low < b.low }
            return String.utf8Precedes(paths[a.index], paths[b.index])
        }.map(\.index)
    }

    /// A path's first sixteen bytes, big-endian, so that integers order as the bytes do.
    private struct Key: Sendable {
        var high: UInt64 = 0
        var low: UInt64 = 0
        var index: Int

        /// Nil when the path is not all ASCII.
        init?(_ path: String, at index: Int) {
            self.index = index
            var count = 0
            for byte in path.utf8 {
                guard byte < 0x80 else { return nil }
                if count < 8 {
                    high |= UInt64(byte) << (56 - 8 * count)
                } else if count < 16 {
                    low |= UInt64(byte) << (56 - 8 * (count - 8))
                }
                count += 1
            }
        }
    }
}
