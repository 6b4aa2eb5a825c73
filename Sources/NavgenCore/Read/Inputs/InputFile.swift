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

    /// Bytes read at a time.
    static let blockSize = 64 * 1024

    static func load(_ path: String, limit: Int) -> Loaded {
        let file: (descriptor: Int32, size: Int)
        switch openRegular(path) {
        case .success(let opened): file = opened
        case .failure(let problem): return problem.loaded
        }
        let descriptor = file.descriptor
        defer { close(descriptor) }
        guard file.size <= limit else { return .tooLarge(size: file.size) }
        var bytes: [UInt8] = []
        bytes.reserveCapacity(file.size)
        var chunk = [UInt8](repeating: 0, count: blockSize)
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

    /// Why a file could not be opened for reading.
    struct Problem: Error {
        var loaded: Loaded
    }

    /// The file at `path` opened without blocking, with its size, when it is a regular file. The caller closes it.
    static func openRegular(_ path: String) -> Result<(descriptor: Int32, size: Int), Problem> {
        let descriptor = open(path, O_RDONLY | O_NONBLOCK | O_CLOEXEC)
        guard descriptor >= 0 else {
            return .failure(Problem(loaded: errno == ENOENT ? .missing : .unreadable(String(cString: strerror(errno)))))
        }
        var status = stat()
        guard fstat(descriptor, &status) == 0 else {
            let reason = String(cString: strerror(errno))
            close(descriptor)
            return .failure(Problem(loaded: .unreadable(reason)))
        }
        guard status.st_mode & S_IFMT == S_IFREG else {
            close(descriptor)
            return .failure(Problem(loaded: .notRegular))
        }
        return .success((descriptor, Int(status.st_size)))
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
