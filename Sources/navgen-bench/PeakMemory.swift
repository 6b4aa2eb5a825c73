import Foundation

/// The process's peak resident memory. `getrusage`'s `ru_maxrss` never goes down (Linux also folds in the
/// peak of every exited thread), so on Linux the peak is `VmHWM` from `/proc/self/status`, which
/// `/proc/self/clear_refs` (value 5) resets: each input set gets its own peak. Elsewhere it is `ru_maxrss`.
enum PeakMemory {
    /// Whether the peak now starts again from the current resident size.
    @discardableResult
    static func reset() -> Bool {
        #if canImport(Glibc)
        // Memory freed by the previous set stays resident in malloc's arenas unless handed back first;
        // glibc's `malloc_trim` is not in the Glibc module, so it is looked up.
        if let symbol = dlsym(nil, "malloc_trim") {
            _ = unsafeBitCast(symbol, to: (@convention(c) (Int) -> Int32).self)(0)
        }
        #endif
        guard let handle = FileHandle(forWritingAtPath: "/proc/self/clear_refs") else { return false }
        defer { try? handle.close() }
        return (try? handle.write(contentsOf: Data("5".utf8))) != nil
    }

    static var bytes: Int { highWaterMark ?? maximumResidentSize }

    private static var highWaterMark: Int? {
        guard let status = try? String(contentsOfFile: "/proc/self/status", encoding: .utf8),
              let line = status.split(separator: "\n").first(where: { $0.hasPrefix("VmHWM:") }),
              let kilobytes = Int(line.split(separator: " ").dropFirst().first ?? "") else { return nil }
        return kilobytes * 1024
    }

    private static var maximumResidentSize: Int {
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
