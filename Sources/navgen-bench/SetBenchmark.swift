import Foundation
import NavgenCore

/// Measures one input set: the parsing floor, navgen's phases, end to end, `--check`, single-threaded and
/// parallel reading, and the peak memory of generation.
struct SetBenchmark {
    let set: InputSet
    let stopwatch: Stopwatch
    /// A scratch folder for the output `--check` compares with.
    let scratch: String
    /// The peak memory of a whole `navgen` run, measured before this process grew (`WholeProcessBenchmark`).
    var commandPeakMemory: Int?

    func run() throws -> SetReport {
        let xml = set.xmlFiles.map { (FileManager.default.contents(atPath: $0) ?? Data()).map { CChar(bitPattern: $0) } }
        let json = set.jsonFiles.map { FileManager.default.contents(atPath: $0) ?? Data() }
        let options = Navgen.Options(inputs: set.inputs)

        // In process only when no whole run was measured; read before the timed runs, whose results would add
        // to what `first` still holds.
        if commandPeakMemory == nil { PeakMemory.reset() }
        let first = Navgen.generate(options)
        let peakMemory = commandPeakMemory ?? PeakMemory.bytes
        var report = SetReport(
            name: set.name, files: set.files.count, xmlBytes: xml.reduce(0) { $0 + $1.count }, jsonBytes: json.reduce(0) { $0 + $1.count },
            screens: first.model?.screens.count ?? 0, tokens: first.model?.tokens.tokens.count ?? 0,
            errors: first.diagnostics.filter { $0.severity == .error }.count,
            warnings: first.diagnostics.filter { $0.severity == .warning }.count)
        var phases: [String: [Double]] = [:]
        var order: [String] = []
        let endToEnd = stopwatch.measure(keeping: {
            let result = Navgen.generate(options)
            for phase in result.phases {
                if phases[phase.name] == nil { order.append(phase.name) }
                phases[phase.name, default: []].append(phase.seconds)
            }
            return result
        })
        report.peakMemoryBytes = peakMemory

        var sink = 0
        report.figures.append(.init(name: "floor: libxml2 (XML)", sample: stopwatch.measure { sink += LibXML2Floor.parse(xml) }, comparedWithFloor: false))
        report.figures.append(.init(name: "floor: JSONSerialization (JSON)", sample: stopwatch.measure { sink += JSONFloor.parse(json) }, comparedWithFloor: false))
        report.figures.append(.init(name: SetReport.floorName, sample: stopwatch.measure {
            sink += LibXML2Floor.parse(xml) + JSONFloor.parse(json)
        }, comparedWithFloor: true))
        // What was read is kept past the clock, as end to end keeps its result: freeing the documents is not reading them.
        report.figures.append(.init(name: SetReport.readParallelName, sample: stopwatch.measure(keeping: {
            Navgen.withThreads(options.threads) { Self.read(set.inputs) }
        }), comparedWithFloor: true))
        report.figures.append(.init(name: SetReport.readSingleName, sample: stopwatch.measure(keeping: {
            Navgen.withThreads(1) { Self.read(set.inputs) }
        }), comparedWithFloor: true))
        for name in order {
            report.figures.append(.init(name: "phase: " + name, sample: Sample(seconds: phases[name] ?? []), comparedWithFloor: false))
        }
        report.figures.append(.init(name: SetReport.endToEndName, sample: endToEnd, comparedWithFloor: true))
        if !first.hasErrors {
            let out = scratch + "/" + set.name
            _ = try OutputWriter.write(first.files, to: out)
            var current = true
            report.figures.append(.init(name: SetReport.checkName, sample: stopwatch.measure(keeping: {
                let result = Navgen.generate(options)
                current = current && StalenessCheck.compare(result.files, with: out).isCurrent
                return result
            }), comparedWithFloor: true))
            report.checkCurrent = current
        }
        precondition(sink >= 0)
        return report
    }

    /// The pipeline's read stage, its diagnostics dropped.
    private static func read(_ inputs: [String]) -> ReadInputs {
        var log = DiagnosticLog()
        return Navgen.read(inputs, unitlessSize: .default, log: &log)
    }
}
