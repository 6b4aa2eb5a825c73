import Foundation
import NavgenCore

/// Wires the parsed command line to the pipeline; every decision lives in NavgenCore.
func run(_ arguments: [String]) -> Int32 {
    let command: Command
    do {
        command = try ArgumentParser.parse(arguments)
    } catch {
        return usageFailure(error.message)
    }
    switch command {
    case .help(let topic):
        print(topic == "inspect" ? Help.inspect : topic == "diff" ? Help.diff : Help.main, terminator: "")
        return 0
    case .version:
        print(Navgen.version)
        return 0
    case .rules:
        print(DiagnosticCatalogue.listing(), terminator: "")
        return 0
    case .inspect(var settings):
        // The config's options too, so that inspect shows what generating with it makes.
        settings.takeDefaultInputs()
        if let failure = settings.loadConfig() { return failure }
        guard !settings.inputs.isEmpty else {
            printError("error: inspect needs input files or folders (or a navgen.json or Tokens/ here)\nUsage: \(Help.inspectUsage)")
            return 2
        }
        let options = settings.pipelineOptions
        guard settings.context else {
            let result = Navgen.analyse(options)
            print(InspectReport.render(result), terminator: "")
            return result.hasErrors ? 1 : 0
        }
        let (result, context) = Navgen.context(options)
        guard let context else {
            printError(DiagnosticFormatter.render(result.diagnostics, format: .text), terminator: "")
            return 1
        }
        print(ContextReport.render(context), terminator: "")
        return 0
    case .lintConfig(let path):
        switch readConfig(path) {
        case .success(let config):
            print(config.commandLine)
            return 0
        case .failure(let status):
            return status.code
        }
    case .diff(let base, let settings):
        return diff(base: base, settings)
    case .generate(var settings):
        settings.takeDefaultInputs()
        if let failure = settings.loadConfig() { return failure }
        guard !settings.inputs.isEmpty else { return usageFailure("missing input files or folders (and no navgen.json or Tokens/ here)") }
        guard settings.out != nil else { return usageFailure("missing --out <folder>") }
        return generate(settings)
    }
}

/// Prints a usage problem with the usage line and a pointer to `--help`; returns its exit status, 2.
func usageFailure(_ message: String) -> Int32 {
    printError("error: \(message)\nUsage: \(Help.usage)\n  See 'navgen --help' for more information.")
    return 2
}

func generate(_ options: Settings) -> Int32 {
    let out = options.out!
    if let problem = OutputWriter.checkDestination(out, inputs: options.inputs)
        ?? options.depfile.flatMap({ Depfile.problem(with: $0, inputs: options.inputs) }) {
        printError("error: \(problem)")
        return 2
    }
    let started = Date()
    let printer = DiagnosticPrinter(options)
    // The diagnostics print while the files render, on another thread: neither needs the other.
    let printing = LaterJob<Int>()
    let result = Navgen.generate(options.pipelineOptions) { diagnostics in
        guard printer.printsInParts else { return }
        printing.start {
            printer.print(diagnostics)
            return diagnostics.count
        }
    }
    return finish(result, options: options, out: out, started: started, printer: printer, printed: printing.started)
}

/// The line after a failed run's diagnostics: how many errors, that nothing was written, and, when the inputs' errors
/// kept the model's rules from running, that their findings are still to come.
func failed(_ result: Navgen.Result, out: String) -> String {
    let errors = result.diagnostics.count { $0.severity == .error }
    let counted = errors == 1 ? "1 error" : "\(errors) errors"
    let unchecked = result.checkedModel || result.model == nil ? ""
        : "; the rules that check screens and transitions run once the inputs have no errors"
    return "navgen: \(counted), nothing written to \(out)\(unchecked)"
}

/// Prints the diagnostics not yet printed, then checks or writes the output; returns the exit code. The output is
/// checked or written while the diagnostics print (neither needs the other); what it found is printed after them.
func finish(_ result: Navgen.Result, options: Settings, out: String, started: Date, printer: DiagnosticPrinter,
            printed: BackgroundJob<Int>?) -> Int32 {
    let depfile = options.depfile.map { _ in
        Depfile(targets: result.files.map { (out as NSString).appendingPathComponent($0.path) },
                prerequisites: (result.filesRead + (options.config.map { [$0] } ?? [])).sorted())
    }
    let unlistable = depfile.flatMap { Depfile.unlistable($0.prerequisites + $0.targets) }
    let writes = !result.hasErrors && !result.files.isEmpty && unlistable == nil
    let output = writes ? BackgroundJob { [files = result.files] in
        options.check ? OutputOutcome.checked(StalenessCheck.compare(files, with: out))
            : OutputOutcome.written(Result { () throws(OutputWriter.Failure) in try OutputWriter.write(files, to: out) })
    } : nil
    printer.print(result.diagnostics.dropFirst(printed?.wait() ?? 0))
    if result.hasErrors {
        let inputFailure = result.diagnostics.contains { $0.rule == "input" && $0.severity == .error }
        if !options.quiet { printError(failed(result, out: out)) }
        return inputFailure ? 2 : 1
    }
    if let unlistable {
        printError("error: \(unlistable)")
        return 2
    }
    if let inputs = result.inputsWithoutScreen, !options.quiet {
        printError(withoutScreen(inputs, model: result.model, files: result.files, sourcesOnly: options.sourcesOnly, out: out))
    }
    if result.files.isEmpty { return 0 }
    if options.verbose {
        for phase in result.phases {
            printError("navgen: \(phase.name): \(phase.detail) in " + String(format: "%.3f s", phase.seconds))
        }
        printError("navgen: total " + String(format: "%.3f s", Date().timeIntervalSince(started)))
    }
    switch output?.wait() {
    case .checked(let report):
        guard report.isCurrent else {
            printError(report.description(fix: "swift run navgen \(options.inputs.joined(separator: " ")) --out \(out)"), terminator: "")
            return 1
        }
        if !options.quiet { printError("navgen: \(out) is up to date (\(result.files.count) files)") }
        return 0
    case .written(.success(let summary)):
        if let depfile, let path = options.depfile {
            do throws(ExitStatus) { try depfile.write(to: path) } catch { return error.code }
        }
        if !options.quiet {
            printError("navgen: \(summary.written.count) written, \(summary.unchanged.count) unchanged, \(summary.removed.count) removed in \(out)\(tokenCounts(result.model).map { "; \($0)" } ?? "")")
        }
        return 0
    case .written(.failure(let error)):
        printError("error: \(error.message)")
        return 2
    case nil:
        preconditionFailure("the output is checked or written whenever the inputs have no errors and something to generate")
    }
}

/// The line that says the inputs hold no screen, and what is generated all the same.
func withoutScreen(_ inputs: String, model: NavigationModel?, files: [GeneratedFile], sourcesOnly: Bool, out: String) -> String {
    let found = "no screen in \(inputs)\(tokenCounts(model).map { " (\($0))" } ?? "")"
    // A view controller's own xib, loaded by its File's Owner, is the usual xib, and holds no controller.
    let owner = model?.files.lazy.compactMap(\.filesOwnerClass).first
    let add = "add a storyboard, xib or navigation map (*.nav.xml) with a screen"
        + (owner.map { " (a xib's File's Owner, '\($0)', is not one: navgen reads the controllers a xib holds, as MainWindow.xib holds its navigation controller)" } ?? "")
    if sourcesOnly { return "navgen: \(found): the screen table is empty; \(add)" }
    guard !files.isEmpty else {
        return "navgen: \(found), and no token to type or storyboard: nothing to generate, nothing written to \(out); \(add), or design tokens"
    }
    return "navgen: \(found), so \(files.map(\.path).joined(separator: " and ")) only; \(add) for the rest"
}

/// What checking or writing the output found.
enum OutputOutcome: Sendable {
    case checked(StalenessCheck)
    case written(Result<OutputWriter.Summary, OutputWriter.Failure>)
}

/// A job started on another thread at once; `wait()` returns its result.
final class BackgroundJob<Value: Sendable>: @unchecked Sendable {
    private var value: Value?
    private let done = DispatchSemaphore(value: 0)

    init(_ job: @escaping @Sendable () -> Value) {
        DispatchQueue.global().async {
            self.value = job()
            self.done.signal()
        }
    }

    /// The result, once the job has finished (the semaphore orders the write before this read).
    func wait() -> Value {
        done.wait()
        defer { done.signal() }
        return value!
    }
}

/// A background job that any thread may start, once: the pipeline starts the printing of the diagnostics from the
/// thread that made them.
final class LaterJob<Value: Sendable>: @unchecked Sendable {
    private let lock = NSLock()
    private var job: BackgroundJob<Value>?

    func start(_ work: @escaping @Sendable () -> Value) {
        lock.withLock { job = BackgroundJob(work) }
    }

    /// The job, once started.
    var started: BackgroundJob<Value>? { lock.withLock { job } }
}

/// `120 tokens read, 3 skipped` for the summary line, or nil when no token was read.
func tokenCounts(_ model: NavigationModel?) -> String? {
    guard let catalogue = model?.tokens else { return nil }
    let read = catalogue.readCount
    guard read > 0 else { return nil }
    return "\(read) token\(read == 1 ? "" : "s") read, \(catalogue.skipped.count) skipped"
}

/// `navgen diff`: exit 0, or 1 when `--fail-on` trips, or 2 when the comparison cannot be made.
func diff(base: String, _ settings: Settings) -> Int32 {
    var analysis = settings
    analysis.takeDefaultInputs()
    // A config that cannot be used is a usage problem; 1 is kept for `--fail-on`.
    if analysis.loadConfig() != nil { return 2 }
    guard !analysis.inputs.isEmpty else {
        printError("error: diff needs input files or folders (or a navgen.json or Tokens/ here)\nUsage: \(Help.diffUsage)")
        return 2
    }
    let outcome: NavgenDiff.Outcome
    do {
        outcome = try NavgenDiff.compare(base: base, options: analysis.pipelineOptions)
    } catch {
        printError(error.text, terminator: "")
        return 2
    }
    let format = settings.diffFormat ?? .markdown
    let color = format == .text && isatty(STDOUT_FILENO) != 0 && ProcessInfo.processInfo.environment["NO_COLOR"] == nil
    // The annotations name the page, in the run's artifacts on GitHub Actions.
    let page = settings.html.map { file in
        (file as NSString).lastPathComponent + (NavgenDiff.artifactsPage(environment: ProcessInfo.processInfo.environment).map { " in \($0)" } ?? "")
    }
    print(NavgenDiff.render(outcome.diff, format: format, color: color, page: page), terminator: "")
    for (path, drawing) in [(settings.svg, NavgenDiff.flowDiagram), (settings.html, NavgenDiff.htmlPage)] {
        guard let path else { continue }
        let text: String
        do {
            text = try drawing(outcome, analysis.templates)
        } catch {
            printError(error.text, terminator: "")
            return 2
        }
        do {
            try Data(text.utf8).write(to: URL(fileURLWithPath: path), options: .atomic)
        } catch {
            printError("error: cannot write \(path): \(error.localizedDescription)")
            return 2
        }
    }
    return settings.gate.map { NavgenDiff.fails($0, outcome.diff) } == true ? 1 : 0
}

func printError(_ text: String, terminator: String = "\n") {
    FileHandle.standardError.write(Data((text + terminator).utf8))
}

exit(run(Array(CommandLine.arguments.dropFirst())))
