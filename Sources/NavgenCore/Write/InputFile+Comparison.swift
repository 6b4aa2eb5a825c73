extension InputFile {
    /// How a file on disk compares with bytes in memory.
    enum Comparison: Equatable {
        case same, different
        /// Missing, not a regular file, or failing to read.
        case unreadable
    }

    /// Compares the file at `path` with `bytes`. Read as an input is, bounded by their size: a larger (or endless) file
    /// there is simply different.
    static func compare(_ path: String, with bytes: [UInt8]) -> Comparison {
        switch load(path, limit: bytes.count) {
        case .bytes(let existing): existing == bytes ? .same : .different
        case .tooLarge: .different
        case .missing, .notRegular, .unreadable: .unreadable
        }
    }
}
