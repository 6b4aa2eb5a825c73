extension TokenCatalogue {
    /// The catalogue's tokens in order of path, found by path with a binary search.
    ///
    /// Kept sorted: generation needs them in order.
    public struct Tokens: Hashable, Sendable, RandomAccessCollection {
        /// Sorted by path, each path once.
        public let values: [ResolvedToken]

        /// The tokens of a dictionary, sorted.
        public init(_ tokens: [String: ResolvedToken]) {
            self.init(sorted: tokens.values.sorted { $0.path < $1.path })
        }

        /// Tokens already in order of path, with distinct paths.
        init(sorted values: [ResolvedToken]) {
            self.values = values
        }

        public var startIndex: Int { values.startIndex }
        public var endIndex: Int { values.endIndex }
        public subscript(position: Int) -> ResolvedToken { values[position] }

        /// The paths, in order.
        public var keys: LazyMapSequence<[ResolvedToken], String> { values.lazy.map(\.path) }

        /// The token at `path`, compared as strings are (canonically equivalent paths are one path, as in a dictionary).
        public subscript(path: String) -> ResolvedToken? {
            position(of: path).map { values[$0] }
        }

        public func position(of path: String) -> Int? {
            var (low, high) = (0, values.count)
            while low < high {
                let middle = (low + high) / 2
                if values[middle].path < path { low = middle + 1 } else { high = middle }
            }
            return low < values.count && values[low].path == path ? low : nil
        }
    }
}
