import Foundation

/// The process's peak resident memory (`getrusage` `ru_maxrss`), which Linux lets a process reset
/// (`/proc/self/clear_refs`, value 5) so that each input set gets its own peak.
enum PeakMemory {
    /// Whether the peak now starts again from the current resident size.
    @discardableResult
    static func reset() -> Bool {
        guard let handle = FileHandle(forWritingAtPath: "/proc/self/clear_refs") else { return false }
        defer { try? handle.close() }
        return (try? handle.write(contentsOf: Data("5".utf8))) != nil
    }

    static var bytes: Int {
        var usage = rusage()
        #if canImport(Glibc)
        getrusage(RUSAGE_SELF.rawValue, &usage)
        return usage.ru_maxrss * 1024  // kilobytes on Linux
        #else
        getrusage(RUSAGE_SELF, &usage)
        return usage.ru_maxrss  // bytes on Darwin
        #endif
    }
}
