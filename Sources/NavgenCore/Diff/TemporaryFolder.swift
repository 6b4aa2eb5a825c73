import Foundation

/// A private folder under the system's temporary folder, removed by `remove()`, or when navgen is
/// interrupted (SIGINT, SIGTERM, SIGHUP) before it got there.
struct TemporaryFolder: Sendable {
    let path: String

    init() throws(DiffFailure) {
        path = FileManager.default.temporaryDirectory.appendingPathComponent("navgen-diff-\(UUID().uuidString)").path
        do {
            try FileManager.default.createDirectory(atPath: path, withIntermediateDirectories: true, attributes: [.posixPermissions: 0o700])
        } catch {
            throw DiffFailure("cannot create a temporary folder: \(error.localizedDescription)")
        }
        Interruption.register(path)
    }

    func remove() {
        Interruption.unregister(path)
        try? FileManager.default.removeItem(atPath: path)
    }
}

/// Removes the registered folders when a signal ends the process. The signals are taken from their default
/// action to a dispatch source, whose handler may do what a C signal handler must not (remove files).
private enum Interruption {
    private static let lock = NSLock()
    nonisolated(unsafe) private static var folders: Set<String> = []
    nonisolated(unsafe) private static var sources: [any DispatchSourceSignal] = []

    static func register(_ folder: String) {
        lock.withLock {
            if sources.isEmpty { install() }
            folders.insert(folder)
        }
    }

    static func unregister(_ folder: String) {
        _ = lock.withLock { folders.remove(folder) }
    }

    private static func install() {
        for number in [SIGINT, SIGTERM, SIGHUP] {
            signal(number, SIG_IGN)
            let source = DispatchSource.makeSignalSource(signal: number, queue: .global())
            source.setEventHandler {
                lock.withLock {
                    for folder in folders { try? FileManager.default.removeItem(atPath: folder) }
                }
                exit(128 + number)
            }
            source.resume()
            sources.append(source)
        }
    }
}
