import Foundation

extension InputFile {
    /// How a file on disk compares with bytes in memory.
    enum Comparison: Equatable {
        case same, different
        /// Missing, not a regular file, or failing to read.
        case unreadable
    }

    /// Compares the file at `path` with `bytes` a block at a time: the largest outputs are megabytes, and
    /// reading one whole to compare it would hold it twice. A file of another size is not read at all.
    static func compare(_ path: String, with bytes: [UInt8]) -> Comparison {
        let file: (descriptor: Int32, size: Int)
        switch openRegular(path) {
        case .success(let opened): file = opened
        case .failure: return .unreadable
        }
        let descriptor = file.descriptor
        defer { close(descriptor) }
        guard file.size == bytes.count else { return .different }
        var block = [UInt8](repeating: 0, count: blockSize)
        var offset = 0
        return bytes.withUnsafeBytes { expected in
            while true {
                let count = block.withUnsafeMutableBytes { read(descriptor, $0.baseAddress, $0.count) }
                if count < 0 {
                    if errno == EINTR { continue }
                    return .unreadable
                }
                if count == 0 { return offset == expected.count ? .same : .different }
                // The file grew after fstat: longer than the bytes, so different.
                guard count <= expected.count - offset else { return .different }
                let equal = block.withUnsafeBytes { memcmp($0.baseAddress!, expected.baseAddress! + offset, count) == 0 }
                guard equal else { return .different }
                offset += count
            }
        }
    }
}
