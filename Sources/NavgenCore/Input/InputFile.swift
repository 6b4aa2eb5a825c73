import Foundation

/// Reads one input file with bounds: only regular files, never more than the limit.
///
/// `FileManager.contents(atPath:)` would block forever on a FIFO and read `/dev/zero` until memory runs
/// out before any size check could run; opening without blocking, checking the type and reading at most
/// one byte past the limit keeps both from ever happening.
enum InputFile {
    enum Loaded: Equatable {
        case bytes([UInt8])
        case missing
        case notRegular
        case tooLarge(size: Int)
        case unreadable(String)
    }

    static func load(_ path: String, limit: Int) -> Loaded {
        let descriptor = open(path, O_RDONLY | O_NONBLOCK | O_CLOEXEC)
        guard descriptor >= 0 else {
            return errno == ENOENT ? .missing : .unreadable(String(cString: strerror(errno)))
        }
        defer { close(descriptor) }
        var status = stat()
        guard fstat(descriptor, &status) == 0 else { return .unreadable(String(cString: strerror(errno))) }
        guard status.st_mode & S_IFMT == S_IFREG else { return .notRegular }
        guard Int(status.st_size) <= limit else { return .tooLarge(size: Int(status.st_size)) }
        var bytes: [UInt8] = []
        bytes.reserveCapacity(Int(status.st_size))
        var chunk = [UInt8](repeating: 0, count: 64 * 1024)
        while true {
            let count = chunk.withUnsafeMutableBytes { read(descriptor, $0.baseAddress, $0.count) }
            if count < 0 {
                if errno == EINTR { continue }
                return .unreadable(String(cString: strerror(errno)))
            }
            if count == 0 { return .bytes(bytes) }
            bytes += chunk[0..<count]
            // The file grew after fstat: still never more than the limit.
            if bytes.count > limit { return .tooLarge(size: bytes.count) }
        }
    }

    /// The bytes, or nil when the file cannot be read within the limit.
    static func contents(_ path: String, limit: Int) -> [UInt8]? {
        if case .bytes(let bytes) = load(path, limit: limit) { return bytes }
        return nil
    }

    /// What to tell the user when a file could not be loaded.
    static func problem(_ loaded: Loaded, limit: Int) -> String? {
        switch loaded {
        case .bytes: nil
        case .missing: "the file disappeared before navgen could read it"
        case .notRegular: "not a regular file (a FIFO, socket or device); navgen reads regular files only"
        case .tooLarge(let size): "the file is \(size) bytes; navgen reads files up to \(limit) bytes"
        case .unreadable(let reason): "cannot read the file: \(reason)"
        }
    }
}
