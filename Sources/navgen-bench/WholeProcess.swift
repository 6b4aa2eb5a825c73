import Foundation

/// What a build really waits for: the release `navgen` started as a process of its own on a set, writing into
/// a fresh output folder, its diagnostics read from a pipe, paired run by run with `navgen-floor` (libxml2
/// parsing the same files, in C, as a process) so that the load of a shared machine falls on both alike.
///
/// It also gives navgen's peak memory as a build sees it: `wait4` reports the child's own `ru_maxrss`, which
/// nothing the benchmark's heap holds counts in, except that Linux carries the spawning process's resident size
/// into the child's across `exec`; so run this before any set is benchmarked in process.
struct WholeProcessBenchmark {
    let navgen: String
    let floor: String
    /// Another navgen run in the same rounds (`--against`), to pair this one with.
    let earlier: String?
    let repetitions: Int
    let scratch: String

    /// The executables built beside the benchmark; nil when either is missing.
    init?(repetitions: Int, scratch: String, earlier: String? = nil) {
        guard let navgen = Self.sibling("navgen"), let floor = Self.sibling("navgen-floor") else { return nil }
        self.navgen = navgen
        self.floor = floor
        self.earlier = earlier
        self.repetitions = repetitions
        self.scratch = scratch + "/whole"
    }

    /// An executable of this package built beside the benchmark, if there is one.
    private static func sibling(_ name: String) -> String? {
        let folder = URL(fileURLWithPath: CommandLine.arguments[0]).resolvingSymlinksInPath().deletingLastPathComponent()
        let path = folder.appendingPathComponent(name).path
        return FileManager.default.isExecutableFile(atPath: path) ? path : nil
    }

    func run(_ set: InputSet) throws -> WholeProcessReport {
        var report = WholeProcessReport(name: set.name)
        // One warm-up round (page cache, the dynamic loader), then rounds in alternating order: navgen, the floor and
        // the earlier navgen, then the reverse.
        for repetition in -1..<repetitions {
            let out = scratch + "/\(set.name)-\(repetition)"
            let tool: ChildProcess.Run, least: ChildProcess.Run, previous: ChildProcess.Run?
            if repetition % 2 == 0 {
                tool = try execute(navgen, set.inputs + ["--out", out])
                least = try execute(floor, set.files)
                previous = try earlier.map { try execute($0, set.inputs + ["--out", out + "-earlier"]) }
            } else {
                previous = try earlier.map { try execute($0, set.inputs + ["--out", out + "-earlier"]) }
                least = try execute(floor, set.files)
                tool = try execute(navgen, set.inputs + ["--out", out])
            }
            try? FileManager.default.removeItem(atPath: out)
            try? FileManager.default.removeItem(atPath: out + "-earlier")
            if repetition < 0 {
                report.status = tool.status
                report.peakMemoryBytes = tool.peakMemoryBytes
                report.standardErrorBytes = tool.standardError.count
                report.warnings = Self.count(": warning: ", in: tool.standardError)
                if let earlier, let previous { report.earlier = EarlierRuns(executable: earlier, status: previous.status) }
                continue
            }
            report.navgen.seconds.append(tool.seconds)
            report.floor.seconds.append(least.seconds)
            report.navgenCPU.seconds.append(tool.cpuSeconds)
            report.floorCPU.seconds.append(least.cpuSeconds)
            report.navgenPeakMemoryBytes.append(tool.peakMemoryBytes)
            if let previous { report.earlier?.add(previous) }
        }
        (report.appSideBytes, report.appSideLines) = try appSideOutput(set)
        return report
    }

    /// The size of what the build plugin adds to an app target (`--sources-only`); nil when navgen stops at errors.
    private func appSideOutput(_ set: InputSet) throws -> (Int?, Int?) {
        let out = scratch + "/\(set.name)-sources-only"
        defer { try? FileManager.default.removeItem(atPath: out) }
        guard try execute(navgen, set.inputs + ["--out", out, "--sources-only", "--quiet"]).status == 0 else { return (nil, nil) }
        var bytes = 0, lines = 0
        for path in FileManager.default.subpaths(atPath: out) ?? [] {
            guard let data = FileManager.default.contents(atPath: out + "/" + path) else { continue }
            bytes += data.count
            lines += data.reduce(0) { $0 + ($1 == UInt8(ascii: "\n") ? 1 : 0) }
        }
        return (bytes, lines)
    }

    private func execute(_ executable: String, _ arguments: [String]) throws -> ChildProcess.Run {
        guard let run = ChildProcess(executable: executable, arguments: arguments).run() else {
            throw BenchFailure(message: "cannot run \(executable)")
        }
        // navgen exits 1 when the inputs have errors (the corpus); 2 and signals mean the run itself failed.
        guard run.status <= 1 else {
            throw BenchFailure(message: "\(executable) exited with \(run.status):\n" + String(decoding: run.standardError.suffix(2_000), as: UTF8.self))
        }
        return run
    }

    private static func count(_ needle: String, in bytes: [UInt8]) -> Int {
        let pattern = Array(needle.utf8)
        guard bytes.count >= pattern.count else { return 0 }
        var found = 0
        var index = 0
        while index <= bytes.count - pattern.count {
            if bytes[index] == pattern[0], bytes[index..<(index + pattern.count)].elementsEqual(pattern) {
                found += 1
                index += pattern.count
            } else {
                index += 1
            }
        }
        return found
    }
}

/// One set's whole-process figures, wall-clock and CPU, navgen's and the floor's, run by run.
struct WholeProcessReport: Codable {
    var name: String
    var navgen = Sample(seconds: [])
    var floor = Sample(seconds: [])
    var navgenCPU = Sample(seconds: [])
    var floorCPU = Sample(seconds: [])
    var status: Int32 = 0
    /// The warm-up run's.
    var peakMemoryBytes = 0
    /// Each measured run's.
    var navgenPeakMemoryBytes: [Int] = []
    /// The earlier navgen's runs, with `--against`.
    var earlier: EarlierRuns?
    var warnings = 0
    var standardErrorBytes = 0
    /// The `--sources-only` output: what the app target compiles.
    var appSideBytes: Int?
    var appSideLines: Int?

    /// Each pair's navgen time over its floor time.
    var ratios: [Double] { zip(navgen.seconds, floor.seconds).map { $0 / $1 } }
    var cpuRatios: [Double] { zip(navgenCPU.seconds, floorCPU.seconds).map { $0 / $1 } }

    static func print(_ reports: [WholeProcessReport], repetitions: Int, linking: SwiftRuntimeLinking) {
        Swift.print("""

            whole process: the navgen built beside navgen-bench in its own process (fresh --out, stdout and stderr read from \
            pipes) against navgen-floor (libxml2 parsing the same XML files, reading the JSON ones, in C) in its own process; \
            \(repetitions) pairs after one warm-up pair, ms; × floor is the median of the pairs' ratios; \(linking.summary)
            """)
        let header = ReportTable.pad("set", 16) + ReportTable.lpad("navgen min", 11) + ReportTable.lpad("median", 9)
            + ReportTable.lpad("floor min", 11) + ReportTable.lpad("median", 9) + ReportTable.lpad("× floor", 9)
            + ReportTable.lpad("range", 13) + ReportTable.lpad("CPU ×", 8) + ReportTable.lpad("warnings", 10)
            + ReportTable.lpad("stderr MB", 11) + ReportTable.lpad("app-side MB", 13) + ReportTable.lpad("lines", 9)
        Swift.print(header)
        for report in reports {
            let ratios = report.ratios
            let range = String(format: "%.2f–%.2f", ratios.min() ?? 0, ratios.max() ?? 0)
            let megabytes = { (bytes: Int?) in bytes.map { String(format: "%.2f", Double($0) / 1_048_576) } ?? "–" }
            Swift.print(ReportTable.pad(report.name, 16) + ReportTable.lpad(ReportTable.milliseconds(report.navgen.min), 11)
                        + ReportTable.lpad(ReportTable.milliseconds(report.navgen.median), 9)
                        + ReportTable.lpad(ReportTable.milliseconds(report.floor.min), 11)
                        + ReportTable.lpad(ReportTable.milliseconds(report.floor.median), 9)
                        + ReportTable.lpad(String(format: "%.2f", ratios.median), 9) + ReportTable.lpad(range, 13)
                        + ReportTable.lpad(String(format: "%.2f", report.cpuRatios.median), 8)
                        + ReportTable.lpad(String(report.warnings), 10) + ReportTable.lpad(megabytes(report.standardErrorBytes), 11)
                        + ReportTable.lpad(megabytes(report.appSideBytes), 13) + ReportTable.lpad(report.appSideLines.map(String.init) ?? "–", 9))
        }
    }

    /// The whole-process targets: storyboards-L and the set with thousands of warnings.
    static func targets(_ reports: [WholeProcessReport]) -> [Target] {
        reports.filter { ["storyboards-L", "warnings-L"].contains($0.name) }.map { report in
            let ratio = report.ratios.median
            return Target(name: "\(report.name): whole process ≤ 2.0 × libxml2 floor", value: String(format: "%.2f×", ratio), met: ratio <= 2.0)
        }
    }
}
