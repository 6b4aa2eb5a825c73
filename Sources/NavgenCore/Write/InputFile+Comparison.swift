import Foundation

extension InputFile {
    /// How a file on disk compares with bytes in memory.
    enum Comparison: Equatable {
        case same, different
        /// Missing, not a regular file, or failing to read.
        case unreadable
    }

    /// Compares the file at `path` with `blocks`, the bytes in order, a block at a time: the largest outputs
    /// are megabytes, and reading one whole to compare it would hold it twice. A file of another size is not
    /// read at all.
    static func compare(_ path: String, with blocks: [[UInt8]]) -> Comparison {
        let file: (descriptor: Int32, size: Int)
        switch openRegular(path) {
        case .success(let opened): file = opened
        case .failure: return .unreadable
        }
        let descriptor = file.descriptor
        defer { close(descriptor) }
        guard file.size == blocks.reduce(0, { $0 + $1.count }) else { return .different }
        var buffer = [UInt8](repeating: 0, count: blocks.map(\.count).max() ?? 0)
        for expected in blocks where !expected.isEmpty {
            switch fill(&buffer, from: descriptor, count: expected.count) {
            case nil: return .unreadable
            case expected.count?: break
            default: return .different
            }
            let equal = buffer.withUnsafeBytes { actual in
                expected.withUnsafeBytes { memcmp(actual.baseAddress!, $0.baseAddress!, expected.count) == 0 }
            }
            guard equal else { return .different }
        }
        // The file grew after fstat: longer than the bytes, so different.
        var probe = [UInt8](repeating: 0, count: 1)
        return fill(&probe, from: descriptor, count: 1) == 0 ? .same : .different
    }

    /// Reads until `count` bytes are in `buffer` or the file ends; nil on a read error.
    private static func fill(_ buffer: inout [UInt8], from descriptor: Int32, count: Int) -> Int? {
        var filled = 0
        while filled < count {
            let result = buffer.withUnsafeMutableBytes { read(descriptor, $0.baseAddress! + filled, count - filled) }
            if result < 0 {
                if errno == EINTR { continue }
                return nil
            }
            if result == 0 { break }
            filled += result
        }
        return filled
    }
}
