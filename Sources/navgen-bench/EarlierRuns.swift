import Foundation

/// An earlier navgen (`--against`) run as a process in the same rounds as this one: what the whole-process budgets
/// against the commit before the pipeline was made plain are measured with (docs/performance.md).
struct EarlierRuns: Codable {
    var executable: String
    /// The warm-up run's exit status; when it differs from this navgen's, the two did not do the same work.
    var status: Int32
    var seconds = Sample(seconds: [])
    var cpu = Sample(seconds: [])
    var peakMemoryBytes: [Int] = []

    mutating func add(_ run: ChildProcess.Run) {
        seconds.seconds.append(run.seconds)
        cpu.seconds.append(run.cpuSeconds)
        peakMemoryBytes.append(run.peakMemoryBytes)
    }
}

extension WholeProcessReport {
    /// Each round's navgen time over the earlier navgen's.
    var earlierRatios: [Double] {
        earlier.map { zip(navgen.seconds, $0.seconds.seconds).map { $0 / $1 } } ?? []
    }

    /// The median of navgen's peak memory over the median of the earlier navgen's.
    var earlierPeakRatio: Double? {
        guard let earlier, !navgenPeakMemoryBytes.isEmpty, !earlier.peakMemoryBytes.isEmpty else { return nil }
        return navgenPeakMemoryBytes.map(Double.init).median / earlier.peakMemoryBytes.map(Double.init).median
    }

    /// This navgen's median CPU time spread over `cores`, over the earlier navgen's median wall time: × earlier if every
    /// core were busy from start to end, which no division of the same work among threads can beat.
    func earlierRatioAtBest(cores: Int) -> Double? {
        guard let earlier, cores > 0, earlier.seconds.median > 0 else { return nil }
        return navgenCPU.median / Double(cores) / earlier.seconds.median
    }

    static func printAgainstEarlier(_ reports: [WholeProcessReport], cores: Int) {
        guard let executable = reports.lazy.compactMap(\.earlier).first?.executable else { return }
        Swift.print("""

            against \(executable): the earlier navgen run the same way in the same rounds (this navgen, the floor, the \
            earlier navgen, then the reverse order), ms; × earlier is the median of the rounds' ratios of wall time; CPU and \
            peak memory are medians, with the highest peak; at best is this navgen's CPU over the \(cores) cores against the \
            earlier navgen's wall time: × earlier with every core busy from start to end, the least that dividing the same \
            work among threads can reach
            """)
        Swift.print(ReportTable.pad("set", 16) + ReportTable.lpad("navgen", 9) + ReportTable.lpad("earlier", 9)
                    + ReportTable.lpad("× earlier", 11) + ReportTable.lpad("range", 13) + ReportTable.lpad("CPU", 8)
                    + ReportTable.lpad("earlier", 9) + ReportTable.lpad("peak MB", 9) + ReportTable.lpad("highest", 9)
                    + ReportTable.lpad("earlier", 9) + ReportTable.lpad("highest", 9) + ReportTable.lpad("× peak", 8)
                    + ReportTable.lpad("at best", 9))
        let megabytes = { (bytes: [Int]) in String(format: "%.1f", bytes.map(Double.init).median / 1_048_576) }
        let highest = { (bytes: [Int]) in String(format: "%.1f", Double(bytes.max() ?? 0) / 1_048_576) }
        for report in reports {
            guard let earlier = report.earlier else { continue }
            let ratios = report.earlierRatios
            Swift.print(ReportTable.pad(report.name, 16) + ReportTable.lpad(ReportTable.milliseconds(report.navgen.median), 9)
                        + ReportTable.lpad(ReportTable.milliseconds(earlier.seconds.median), 9)
                        + ReportTable.lpad(String(format: "%.3f", ratios.median), 11)
                        + ReportTable.lpad(String(format: "%.2f–%.2f", ratios.min() ?? 0, ratios.max() ?? 0), 13)
                        + ReportTable.lpad(ReportTable.milliseconds(report.navgenCPU.median), 8)
                        + ReportTable.lpad(ReportTable.milliseconds(earlier.cpu.median), 9)
                        + ReportTable.lpad(megabytes(report.navgenPeakMemoryBytes), 9) + ReportTable.lpad(highest(report.navgenPeakMemoryBytes), 9)
                        + ReportTable.lpad(megabytes(earlier.peakMemoryBytes), 9) + ReportTable.lpad(highest(earlier.peakMemoryBytes), 9)
                        + ReportTable.lpad(report.earlierPeakRatio.map { String(format: "%.2f", $0) } ?? "–", 8)
                        + ReportTable.lpad(report.earlierRatioAtBest(cores: cores).map { String(format: "%.2f", $0) } ?? "–", 9))
        }
        for report in reports {
            guard let earlier = report.earlier, earlier.status != report.status else { continue }
            Swift.print("note: on \(report.name) the earlier navgen exited with \(earlier.status) and this one with "
                        + "\(report.status), so they did not do the same work")
        }
    }

    /// docs/performance.md's budgets against the commit before the pipeline was made plain, on the L sets.
    static func targetsAgainstEarlier(_ reports: [WholeProcessReport]) -> [Target] {
        reports.filter { $0.name.hasSuffix("-L") }.flatMap { report -> [Target] in
            guard let peak = report.earlierPeakRatio else { return [] }
            let ratio = report.earlierRatios.median
            return [
                Target(name: "\(report.name): whole process ≤ 1.25 × the earlier navgen", value: String(format: "%.2f×", ratio), met: ratio <= 1.25),
                Target(name: "\(report.name): peak memory ≤ 1.5 × the earlier navgen", value: String(format: "%.2f×", peak), met: peak <= 1.5),
            ]
        }
    }
}
