import Foundation

/// One program run in a process of its own, as a build runs it: standard output and error are pipes this
/// process drains as they fill (so writing diagnostics is paid for, and a full pipe never stalls the child),
/// timed from spawning to reaping with the monotonic clock.
struct ChildProcess {
    struct Run {
        var seconds: Double
        /// User plus system time of the child.
        var cpuSeconds: Double
        /// The child's own peak resident memory, in bytes.
        var peakMemoryBytes: Int
        /// The exit status, or 128 + the signal that ended it.
        var status: Int32
        var standardOutput: [UInt8]
        var standardError: [UInt8]
    }

    var executable: String
    var arguments: [String]

    /// Runs the program to its end; nil when it cannot be started.
    func run() -> Run? {
        var outputPipe: [Int32] = [0, 0]
        var errorPipe: [Int32] = [0, 0]
        guard pipe(&outputPipe) == 0 else { return nil }
        guard pipe(&errorPipe) == 0 else {
            outputPipe.forEach { close($0) }
            return nil
        }
        var actions = posix_spawn_file_actions_t()
        posix_spawn_file_actions_init(&actions)
        defer { posix_spawn_file_actions_destroy(&actions) }
        posix_spawn_file_actions_adddup2(&actions, outputPipe[1], 1)
        posix_spawn_file_actions_adddup2(&actions, errorPipe[1], 2)
        for descriptor in outputPipe + errorPipe { posix_spawn_file_actions_addclose(&actions, descriptor) }
        let argv = ([executable] + arguments).map { strdup($0) } + [nil]
        defer { argv.forEach { free($0) } }
        var pid: pid_t = 0
        let start = DispatchTime.now().uptimeNanoseconds
        let spawned = posix_spawn(&pid, executable, &actions, nil, argv, environ)
        close(outputPipe[1])
        close(errorPipe[1])
        defer {
            close(outputPipe[0])
            close(errorPipe[0])
        }
        guard spawned == 0 else { return nil }
        let (standardOutput, standardError) = Self.drain(outputPipe[0], errorPipe[0])
        var status: Int32 = 0
        var usage = rusage()
        guard wait4(pid, &status, 0, &usage) == pid else { return nil }
        let seconds = Double(DispatchTime.now().uptimeNanoseconds - start) / 1e9
        let cpu = { (time: timeval) in Double(time.tv_sec) + Double(time.tv_usec) / 1e6 }
        #if canImport(Glibc)
        let peak = usage.ru_maxrss * 1024  // kilobytes on Linux
        #else
        let peak = usage.ru_maxrss  // bytes on Darwin
        #endif
        // WIFEXITED / WEXITSTATUS / WTERMSIG, which Swift does not import.
        let exitStatus = status & 0x7F == 0 ? (status >> 8) & 0xFF : 128 + (status & 0x7F)
        return Run(seconds: seconds, cpuSeconds: cpu(usage.ru_utime) + cpu(usage.ru_stime), peakMemoryBytes: peak,
                   status: exitStatus, standardOutput: standardOutput, standardError: standardError)
    }

    /// Reads both pipes together until both end.
    private static func drain(_ output: Int32, _ error: Int32) -> ([UInt8], [UInt8]) {
        var collected: [[UInt8]] = [[], []]
        var descriptors = [pollfd(fd: output, events: Int16(POLLIN), revents: 0), pollfd(fd: error, events: Int16(POLLIN), revents: 0)]
        var buffer = [UInt8](repeating: 0, count: 65_536)
        while descriptors.contains(where: { $0.fd >= 0 }) {
            guard poll(&descriptors, nfds_t(descriptors.count), -1) >= 0 || errno == EINTR else { break }
            for index in descriptors.indices where descriptors[index].fd >= 0 && descriptors[index].revents != 0 {
                let count = read(descriptors[index].fd, &buffer, buffer.count)
                if count > 0 {
                    collected[index] += buffer[..<count]
                } else if count == 0 || errno != EINTR {
                    descriptors[index].fd = -1  // poll skips negative descriptors
                }
            }
        }
        return (collected[0], collected[1])
    }
}
