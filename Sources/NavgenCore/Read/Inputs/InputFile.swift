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

    /// Bytes compared at a time (`InputFile+Comparison`).
    static let blockSize = 64 * 1024

    static func load(_ path: String, limit: Int) -> Loaded {
        let file: (descriptor: Int32, size: Int)
        switch openRegular(path) {
        case .success(let opened): file = opened
        case .failure(let problem): return problem.loaded
        }
        let handle = FileHandle(fileDescriptor: file.descriptor, closeOnDealloc: true)
        guard file.size <= limit else { return .tooLarge(size: file.size) }
        do {
            // One byte past the limit: a file that grew after fstat is still never read further.
            let bytes = [UInt8](try handle.read(upToCount: limit + 1) ?? Data())
            return bytes.count > limit ? .tooLarge(size: bytes.count) : .bytes(bytes)
        } catch {
            return .unreadable(error.localizedDescription)
        }
    }

    /// The size the file system gives for `path`; 0 when it cannot tell.
    static func size(of path: String) -> Int {
        // stat(2), not FileManager's attributes: those also look up the owner's and group's names, for every file.
        var status = stat()
        return stat(path, &status) == 0 ? Int(status.st_size) : 0
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
