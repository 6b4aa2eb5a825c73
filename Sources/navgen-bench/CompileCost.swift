import Foundation
import NavgenCore

/// Times `swiftc -typecheck` (Swift 6 mode) of the app-side generated files (what the build plugin adds to an app
/// target) for the 200- and 2,000-screen storyboard sets, against `NavgenRuntime` compiled once beforehand: generated
/// code is compiled in every build, so its cost is navgen's too. Both wall time and CPU time (the compiler's processes'
/// user and system time): on a machine shared with other work, wall time measures the load as much as the compiler.
struct CompileCost {
    struct Entry: Codable {
        var screens: Int
        var lines: Int
        var bytes: Int
        var sample: Sample
        var cpu: Sample
        var cpuSecondsPerThousandScreens: Double { cpu.min / Double(max(screens, 1)) * 1000 }
    }

    let root: String
    let stopwatch: Stopwatch

    func run() throws -> [Entry] {
        let runtime = try Self.compileRuntime(into: root)
        return try [BenchSize.medium, .large].map { size in
            let set = try InputSetBuilder.storyboards(size, in: root)
            let result = Navgen.generate(Navgen.Options(inputs: set.inputs))
            guard !result.hasErrors, let model = result.model else {
                throw BenchFailure(message: "the \(size.rawValue) storyboard set has errors; nothing to compile")
            }
            let out = root + "/compile-" + size.rawValue
            _ = try OutputWriter.write(result.files, to: out)
            let appSide = result.files.filter { $0.path.hasSuffix(".swift") && !$0.path.hasPrefix("Tests/") }
            let lines = appSide.reduce(0) { $0 + $1.contents.split(separator: "\n", omittingEmptySubsequences: false).count }
            let bytes = appSide.reduce(0) { $0 + $1.bytes.count }
            let paths = appSide.map { out + "/" + $0.path }
            var failure: String?
            var cpu: [Double] = []
            let sample = stopwatch.measure {
                let before = Self.childrenCPUSeconds()
                if let message = Self.swiftc(["-typecheck", "-I", runtime, "-module-name", "NavigationSample"] + paths) { failure = message }
                cpu.append(Self.childrenCPUSeconds() - before)
            }
            if let failure { throw BenchFailure(message: "swiftc -typecheck failed for \(size.rawValue):\n\(failure)") }
            return Entry(screens: model.screens.count, lines: lines, bytes: bytes, sample: sample, cpu: Sample(seconds: cpu))
        }
    }

    /// Emits `NavgenRuntime`'s module from this package's sources into a folder of `root`, whose path it returns.
    private static func compileRuntime(into root: String) throws -> String {
        let sources = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
            .appendingPathComponent("NavgenRuntime")
        let files = (FileManager.default.subpaths(atPath: sources.path) ?? []).filter { $0.hasSuffix(".swift") }.sorted()
        let folder = root + "/runtime-module"
        try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
        let arguments = ["-parse-as-library", "-package-name", "navgen", "-emit-module", "-module-name", "NavgenRuntime",
                         "-emit-module-path", folder + "/NavgenRuntime.swiftmodule"] + files.map { sources.path + "/" + $0 }
        if let failure = swiftc(arguments) { throw BenchFailure(message: "cannot compile NavgenRuntime:\n\(failure)") }
        return folder
    }

    /// The user and system time of every child process that has ended and been waited for, and of theirs.
    private static func childrenCPUSeconds() -> Double {
        var usage = rusage()
        #if canImport(Glibc)
        getrusage(RUSAGE_CHILDREN.rawValue, &usage)
        #else
        getrusage(RUSAGE_CHILDREN, &usage)
        #endif
        func seconds(_ time: timeval) -> Double { Double(time.tv_sec) + Double(time.tv_usec) / 1e6 }
        return seconds(usage.ru_utime) + seconds(usage.ru_stime)
    }

    /// Runs `swiftc` in Swift 6 mode; nil on success, else the compiler's output.
    private static func swiftc(_ arguments: [String]) -> String? {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
        process.arguments = ["swiftc", "-swift-version", "6"] + arguments
        let output = Pipe()
        process.standardOutput = output
        process.standardError = output
        do { try process.run() } catch { return "cannot run swiftc: \(error)" }
        let data = output.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        return process.terminationStatus == 0 ? nil : String(decoding: data, as: UTF8.self)
    }

    static func print(_ entries: [Entry]) {
        Swift.print("\ncompile cost: swiftc -typecheck -swift-version 6 of the app-side generated files, against NavgenRuntime")
        Swift.print(ReportTable.pad("screens", 10) + ReportTable.lpad("lines", 10) + ReportTable.lpad("bytes", 12) + ReportTable.lpad("min s", 10)
                    + ReportTable.lpad("median s", 10) + ReportTable.lpad("min CPU s", 11) + ReportTable.lpad("median CPU s", 14)
                    + ReportTable.lpad("CPU s / 1,000 screens", 23))
        for entry in entries {
            Swift.print(ReportTable.pad(String(entry.screens), 10) + ReportTable.lpad(String(entry.lines), 10)
                        + ReportTable.lpad(String(entry.bytes), 12)
                        + ReportTable.lpad(String(format: "%.2f", entry.sample.min), 10)
                        + ReportTable.lpad(String(format: "%.2f", entry.sample.median), 10)
                        + ReportTable.lpad(String(format: "%.2f", entry.cpu.min), 11)
                        + ReportTable.lpad(String(format: "%.2f", entry.cpu.median), 14)
                        + ReportTable.lpad(String(format: "%.2f", entry.cpuSecondsPerThousandScreens), 23))
        }
    }

    /// Issue 19's targets: the larger set's output at most 1.5 MB and 4 s of CPU to type-check, and 10 × the screens in
    /// at most 11 × the bytes and the CPU time.
    static func targets(_ entries: [Entry]) -> [Target] {
        guard entries.count == 2, entries[0].cpu.min > 0, entries[0].bytes > 0 else { return [] }
        let (small, large) = (entries[0], entries[1])
        let bytesRatio = Double(large.bytes) / Double(small.bytes)
        let cpuRatio = large.cpu.min / small.cpu.min
        return [
            Target(name: "compile cost: \(large.screens) screens ≤ 1.5 MB", value: String(format: "%.2f MB", Double(large.bytes) / 1e6),
                   met: large.bytes <= 1_500_000),
            Target(name: "compile cost: \(large.screens) screens type-check ≤ 4 s of CPU", value: String(format: "%.2f s", large.cpu.min),
                   met: large.cpu.min <= 4),
            Target(name: "compile cost: \(large.screens) screens ≤ 11 × \(small.screens) screens in bytes",
                   value: String(format: "%.2f×", bytesRatio), met: bytesRatio <= 11),
            Target(name: "compile cost: \(large.screens) screens ≤ 11 × \(small.screens) screens in CPU time",
                   value: String(format: "%.2f×", cpuRatio), met: cpuRatio <= 11),
        ]
    }
}

struct BenchFailure: Error, CustomStringConvertible {
    var message: String
    var description: String { message }
}
