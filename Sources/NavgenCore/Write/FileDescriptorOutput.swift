import Foundation

/// Bytes written to a file descriptor with as few system calls as the kernel takes: a write may take part of
/// its bytes (a pipe takes 64 KB at a time) or be interrupted, and both go on where they stopped.
public enum FileDescriptorOutput {
    /// Writes all of `bytes`; returns the `errno` of the write that failed, nil when all were written.
    @discardableResult
    public static func writeAll(_ bytes: [UInt8], to descriptor: Int32) -> Int32? {
        bytes.withUnsafeBytes { buffer in
            var written = 0
            while written < buffer.count {
                let result = write(descriptor, buffer.baseAddress! + written, buffer.count - written)
                if result < 0 {
                    if errno == EINTR { continue }
                    return errno
                }
                written += result
            }
            return nil
        }
    }
}
