import Foundation

/// Bytes written to a file descriptor whole: a write may take part of its bytes (a pipe takes 64 KB at a time) or be
/// interrupted, and both go on where they stopped.
public enum FileDescriptorOutput {
    /// Writes all of `bytes`; returns the `errno` of the write that failed, nil when all were written.
    @discardableResult
    public static func writeAll(_ bytes: [UInt8], to descriptor: Int32) -> Int32? {
        var rest = bytes
        while !rest.isEmpty {
            let written = write(descriptor, rest, rest.count)
            if written < 0 {
                if errno == EINTR { continue }
                return errno
            }
            // A file takes all of it at once; only what a short write left is copied, never the whole (`removeFirst`
            // would copy the bytes `rest` shares with the caller before dropping them).
            rest = written == rest.count ? [] : Array(rest[written...])
        }
        return nil
    }
}
