import Foundation

/// The peak resident memory of one `navgen` run in a process of its own, as a build sees it: nothing the
/// benchmark itself or an earlier set left in this process's heap counts. `wait4` reports the child's own
/// `ru_maxrss`, where `RUSAGE_CHILDREN` would give the largest of all children so far. Linux carries the
/// spawning process's resident size into the child's `ru_maxrss` across `exec`, so measure while this
/// process is still small: before any set is benchmarked in it.
enum CommandPeakMemory {
    /// The `navgen` built beside this benchmark, if there is one.
    static var navgen: String? {
        let folder = URL(fileURLWithPath: CommandLine.arguments[0]).resolvingSymlinksInPath().deletingLastPathComponent()
        let path = folder.appendingPathComponent("navgen").path
        return FileManager.default.isExecutableFile(atPath: path) ? path : nil
    }

    /// Runs `executable` with `arguments`, output discarded, and returns its peak memory in bytes.
    static func measure(_ executable: String, _ arguments: [String]) -> Int? {
        var actions = posix_spawn_file_actions_t()
        posix_spawn_file_actions_init(&actions)
        defer { posix_spawn_file_actions_destroy(&actions) }
        posix_spawn_file_actions_addopen(&actions, 1, "/dev/null", O_WRONLY, 0)
        posix_spawn_file_actions_addopen(&actions, 2, "/dev/null", O_WRONLY, 0)
        let argv = ([executable] + arguments).map { strdup($0) } + [nil]
        defer { argv.forEach { free($0) } }
        var pid: pid_t = 0
        guard posix_spawn(&pid, executable, &actions, nil, argv, environ) == 0 else { return nil }
        var status: Int32 = 0
        var usage = rusage()
        guard wait4(pid, &status, 0, &usage) == pid else { return nil }
        #if canImport(Glibc)
        return usage.ru_maxrss * 1024  // kilobytes on Linux
        #else
        return usage.ru_maxrss  // bytes on Darwin
        #endif
    }

    /// Each set's peak, by name; empty when there is no `navgen` beside the benchmark.
    static func measure(_ sets: [InputSet], scratch: String) -> [String: Int] {
        guard let navgen else { return [:] }
        var peaks: [String: Int] = [:]
        for set in sets {
            peaks[set.name] = measure(navgen, set.inputs + ["--out", scratch + "/memory-" + set.name, "--quiet"])
        }
        return peaks
    }
}
