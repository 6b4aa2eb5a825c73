import Foundation
import NavgenCore

/// Everything one run measured, as `--json` writes it.
struct BenchRun: Codable {
    var navgenVersion: String
    var cores: Int
    var repetitions: Int
    var sets: [SetReport]
    var compileCost: [CompileCost.Entry]?
    var wholeProcess: [WholeProcessReport]?
    var navgenLinking: SwiftRuntimeLinking?
    var targets: [Target]
}

func main() throws {
    let options = try BenchOptions(arguments: Array(CommandLine.arguments.dropFirst()))
    let scratch = FileManager.default.temporaryDirectory.appendingPathComponent("navgen-bench-\(getpid())").path
    defer { try? FileManager.default.removeItem(atPath: scratch) }
    let root = options.keptInputs ?? scratch
    let cores = ProcessInfo.processInfo.activeProcessorCount
    print("navgen-bench: navgen \(Navgen.version), \(cores) cores, \(options.repetitions) repetitions after warm-up; times in milliseconds")
    var run = BenchRun(navgenVersion: Navgen.version, cores: cores, repetitions: options.repetitions, sets: [], targets: [])
    if options.compileCost {
        let entries = try CompileCost(root: root, stopwatch: Stopwatch(warmUp: 0, repetitions: min(options.repetitions, 3))).run()
        CompileCost.print(entries)
        run.compileCost = entries
        run.targets = CompileCost.targets(entries)
    } else {
        let stopwatch = Stopwatch(warmUp: 1, repetitions: options.repetitions)
        var sets: [InputSet] = []
        for size in options.sizes {
            sets.append(try InputSetBuilder.storyboards(size, in: root))
            sets.append(try InputSetBuilder.tokens(size, in: root))
            sets.append(try InputSetBuilder.warnings(size, in: root))
        }
        // ../shared/corpus beside the checkout, as the tests find it.
        if options.corpus, let corpus = InputSetBuilder.corpus(at: FileManager.default.currentDirectoryPath + "/../shared/corpus") {
            sets.append(corpus)
        }
        // First, while this process is small (see `WholeProcessBenchmark`).
        var whole: [WholeProcessReport] = []
        if let benchmark = WholeProcessBenchmark(repetitions: options.repetitions, scratch: scratch, earlier: options.earlier) {
            let linking = SwiftRuntimeLinking(executable: benchmark.navgen)
            whole = try sets.map(benchmark.run)
            WholeProcessReport.print(whole, repetitions: options.repetitions, linking: linking)
            WholeProcessReport.printAgainstEarlier(whole, cores: cores)
            run.wholeProcess = whole
            run.navgenLinking = linking
        } else {
            print("\nnote: no navgen and navgen-floor beside navgen-bench (build the package), so no whole-process figures")
        }
        let peaks = Dictionary(whole.map { ($0.name, $0.peakMemoryBytes) }, uniquingKeysWith: { first, _ in first })
        if !options.wholeProcessOnly {
            for set in sets {
                let report = try SetBenchmark(set: set, stopwatch: stopwatch, scratch: scratch + "/out",
                                              commandPeakMemory: peaks[set.name]).run()
                ReportTable.print(report)
                run.sets.append(report)
            }
        }
        run.targets = ReportTable.targets(run.sets) + WholeProcessReport.targets(whole) + WholeProcessReport.targetsAgainstEarlier(whole)
    }
    ReportTable.print(run.targets)
    if let path = options.jsonPath {
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.prettyPrinted, .sortedKeys]
        try encoder.encode(run).write(to: URL(fileURLWithPath: path))
        print("\nwrote \(path)")
    }
}

do {
    try main()
} catch {
    FileHandle.standardError.write(Data("navgen-bench: \(error)\n".utf8))
    exit(2)
}
