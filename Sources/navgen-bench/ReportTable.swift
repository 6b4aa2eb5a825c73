import Foundation

/// Prints set reports as aligned tables, then the targets with whether each is met.
enum ReportTable {
    static let header = pad("figure", 40) + lpad("min ms", 11) + lpad("median ms", 11) + lpad("× floor", 9)

    static func print(_ report: SetReport) {
        let megabytes = { (bytes: Int) in String(format: "%.2f", Double(bytes) / 1_048_576) }
        Swift.print("""

            \(report.name): \(report.files) files, \(megabytes(report.inputBytes)) MB (XML \(megabytes(report.xmlBytes)), \
            JSON \(megabytes(report.jsonBytes))); \(report.screens) screens, \(report.tokens) tokens; \
            \(report.errors) errors, \(report.warnings) warnings
            """)
        Swift.print(header)
        for figure in report.figures {
            let ratio = figure.comparedWithFloor ? report.ratio(figure.name).map { String(format: "%.2f", $0) } ?? "" : ""
            Swift.print(pad(figure.name, 40) + lpad(milliseconds(figure.sample.min), 11) + lpad(milliseconds(figure.sample.median), 11)
                        + lpad(ratio, 9))
        }
        if let speedup = report.parallelSpeedup {
            Swift.print(pad("parallel reading speed-up", 40) + lpad(String(format: "%.2f×", speedup), 11))
        }
        Swift.print(pad("peak memory", 40) + lpad(megabytes(report.peakMemoryBytes) + " MB", 11)
                    + "  budget 4 × input + 64 MB = \(megabytes(report.memoryBudgetBytes)) MB")
        if report.errors > 0 {
            Swift.print("note: the inputs have errors, so generation stops before rendering and --check is not measured")
        }
    }

    /// The targets that the measured sets can decide.
    static func targets(_ reports: [SetReport]) -> [Target] {
        var targets: [Target] = []
        let byName = Dictionary(reports.map { ($0.name, $0) }, uniquingKeysWith: { first, _ in first })
        for name in ["storyboards-L", "corpus"] {
            if let ratio = byName[name]?.ratio(SetReport.endToEndName) {
                targets.append(Target(name: "\(name): end to end ≤ 2.0 × floor", value: String(format: "%.2f×", ratio), met: ratio <= 2.0))
            }
        }
        if let tokens = byName["tokens-L"], let endToEnd = tokens.figure(SetReport.endToEndName)?.min {
            targets.append(Target(name: "tokens-L: end to end < 150 ms", value: milliseconds(endToEnd) + " ms", met: endToEnd < 0.150))
            if let ratio = tokens.ratio(SetReport.endToEndName) {
                targets.append(Target(name: "tokens-L: end to end ≤ 3 × JSON floor", value: String(format: "%.2f×", ratio), met: ratio <= 3))
            }
        }
        for kind in ["storyboards", "tokens"] {
            if let medium = byName[kind + "-M"]?.figure(SetReport.endToEndName)?.min, let large = byName[kind + "-L"]?.figure(SetReport.endToEndName)?.min {
                let ratio = large / medium
                targets.append(Target(name: "\(kind): M → L ≤ 11 × time", value: String(format: "%.2f×", ratio), met: ratio <= 11))
            }
        }
        for report in reports {
            let met = report.peakMemoryBytes <= report.memoryBudgetBytes
            targets.append(Target(name: "\(report.name): peak memory ≤ 4 × input + 64 MB",
                                  value: String(format: "%.0f MB", Double(report.peakMemoryBytes) / 1_048_576), met: met))
        }
        for name in ["storyboards-L", "tokens-L"] {
            if let speedup = byName[name]?.parallelSpeedup {
                targets.append(Target(name: "\(name): parallel reading ≥ 1.6 × one thread", value: String(format: "%.2f×", speedup), met: speedup >= 1.6))
            }
        }
        return targets
    }

    static func print(_ targets: [Target]) {
        Swift.print("\ntargets (in process: minimum times; whole process: medians of the rounds' ratios)")
        let width = targets.map(\.name.count).max() ?? 0
        for target in targets {
            Swift.print(pad(target.name, width) + lpad(target.value, 12) + "  " + (target.met ? "met" : "NOT met"))
        }
    }

    static func milliseconds(_ seconds: Double) -> String { String(format: "%.1f", seconds * 1000) }

    static func pad(_ text: String, _ width: Int) -> String {
        text.count >= width ? text + " " : text + String(repeating: " ", count: width - text.count)
    }

    static func lpad(_ text: String, _ width: Int) -> String {
        text.count >= width ? " " + text : String(repeating: " ", count: width - text.count) + text
    }
}

/// One target of the issue and whether the measurement meets it.
struct Target: Codable {
    var name: String
    var value: String
    var met: Bool
}
