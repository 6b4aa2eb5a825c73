import Foundation

/// Everything the readers produced, before any resolution.
public struct ReadInputs: Sendable {
    public var navigation: [SourceDocument] = []
    public var tokens: [TokenDocument] = []
    /// Property lists (Info.plist), for the design the app asks for.
    public var propertyLists: [PropertyListDocument] = []
    /// Every file read, in sorted order, for headers and the build plugin.
    public var files: [String] = []
    public var diagnostics: [Diagnostic] = []
    /// The JSON the token documents were read from: kept until the pipeline frees it, on all threads (the last reference to a megabyte of JSON, dropped on one thread, took as long to free as making
    /// documents of it on all of them).
    var json: [JSONValue] = []
}

/// Reads input files in parallel and routes each to the reader for its format.
public enum InputReader {
    /// Files larger than this are refused: nothing navgen reads is legitimately this big.
    public static let maximumFileSize = 64 * 1024 * 1024
    /// All the inputs of one run together: bounds memory when a folder holds many large files.
    public static let maximumTotalSize = 256 * 1024 * 1024

    /// The two limits, smaller in tests.
    public struct Limits: Sendable {
        public var file: Int
        public var total: Int

        public init(file: Int = InputReader.maximumFileSize, total: Int = InputReader.maximumTotalSize) {
            self.file = file
            self.total = total
        }
    }

    private enum Parsed: Sendable {
        case navigation(SourceDocument)
        case tokens(TokenDocument)
        case propertyList(PropertyListDocument)
        /// JSON waiting for the second pass.
        case json(JSONValue)
        case ignored
    }

    /// A file's size on disk: the cost of reading it, for scheduling the largest first.
    typealias SizedFile = (path: String, size: Int)
    private typealias FileResult = (parsed: Parsed, diagnostics: [Diagnostic])

    public static func read(_ paths: [String], limits: Limits = Limits(), unitlessSize: UnitlessSize = .default) -> ReadInputs {
        var discoveryLog = DiagnosticLog()
        let files = withinTotal(InputDiscovery.files(in: paths, log: &discoveryLog), limit: limits.total, log: &discoveryLog)
        let (results, json) = convertingJSON(parse(files, limits: limits), of: files, unitlessSize: unitlessSize)
        return assemble(results, json: json, files: files, discovery: discoveryLog.entries)
    }

    /// Reads the inputs as `read` does and runs the jobs `alongside` makes from the token documents while
    /// the navigation files (storyboards, `*.xib`, `*.nav.xml`) are parsed: no token depends on those, so
    /// token files are read first and the jobs (resolving modes) run on threads that would otherwise wait.
    /// It pays where the modes do not share out evenly over the threads: on two threads the corpus's three modes
    /// (`navgen-bench`'s corpus set) left one thread idle for a third of their time, and reading alongside takes the
    /// parsing and the modes from 25.1 to 21.7 ms (each file's and mode's thread CPU time, scheduled on two threads);
    /// storyboards-L, tokens-L and warnings-L neither gain nor lose. `alongside` is also given the JSON the documents
    /// were made from, to free before the jobs run (held through them, the corpus's peak memory grew by 2 MB); the
    /// documents keep what they share of it. Outputs are nil when a navigation-named file held something else (JSON
    /// or tokens): the jobs then saw too few documents, and that file's JSON is made into documents beside the
    /// others, which are not read again (a resolver among the late files reads the files it names itself).
    static func read<Output: Sendable>(
        _ paths: [String], limits: Limits = Limits(), unitlessSize: UnitlessSize = .default,
        alongside: ([TokenDocument], consuming [JSONValue]) -> [@Sendable () -> Output]
    ) -> (inputs: ReadInputs, outputs: [Output]?) {
        var discoveryLog = DiagnosticLog()
        let files = withinTotal(InputDiscovery.files(in: paths, log: &discoveryLog), limit: limits.total, log: &discoveryLog)
        let late = files.indices.filter { isNavigationName(files[$0].path) }
        let early = files.indices.filter { !isNavigationName(files[$0].path) }
        let earlyFiles = early.map { files[$0] }
        let (earlyResults, earlyJSON) = convertingJSON(parse(earlyFiles, limits: limits), of: earlyFiles, unitlessSize: unitlessSize)
        let jobs = alongside(assemble(earlyResults, files: earlyFiles, discovery: []).tokens, consume earlyJSON)

        let work = jobs.indices.map(Work.job) + late.map(Work.file)
        let cost: (Work) -> Int = { work in
            switch work {
            case .job: Int.max
            case .file(let index): files[index].size
            }
        }
        let done = ParallelMap.map(work, costliestFirst: cost) { work -> Done<Output> in
            switch work {
            case .job(let index): return .job(jobs[index]())
            case .file(let index): return .file(parsed(files[index].path, limits: limits))
            }
        }
        var results = [FileResult?](repeating: nil, count: files.count)
        for (index, result) in zip(early, earlyResults) { results[index] = result }
        var outputs: [Output] = []
        var lateTokens = false
        for (work, result) in zip(work, done) {
            switch (work, result) {
            case (.file(let index), .file(let result)):
                results[index] = result
                switch result.parsed {
                case .navigation, .propertyList, .ignored: break
                case .tokens, .json: lateTokens = true
                }
            case (_, .job(let output)): outputs.append(output)
            default: break
            }
        }
        guard !lateTokens else {
            // Only the late files' results are still JSON.
            let (results, json) = convertingJSON(results.map { $0! }, of: files, unitlessSize: unitlessSize)
            return (assemble(results, json: json, files: files, discovery: discoveryLog.entries), nil)
        }
        return (assemble(results.map { $0! }, files: files, discovery: discoveryLog.entries), outputs)
    }

    /// A job or a navigation file, done alongside each other.
    private enum Work: Sendable {
        case job(Int)
        case file(Int)
    }

    private enum Done<Output: Sendable>: Sendable {
        case job(Output)
        case file(FileResult)
    }

    /// The first pass: every file parsed in parallel, largest first (time follows size). JSON stops there,
    /// so that in the second pass a resolver finds the files it references already parsed instead of
    /// parsing them again, on one thread.
    private static func parse(_ files: [SizedFile], limits: Limits) -> [FileResult] {
        ParallelMap.map(files, costliestFirst: \.size) { parsed($0.path, limits: limits) }
    }

    private static func parsed(_ path: String, limits: Limits) -> FileResult {
        var log = DiagnosticLog()
        let parsed = readFile(path, limits: limits, log: &log)
        return (parsed, log.entries)
    }

    /// The second pass: JSON becomes token documents, each able to read the others (a resolver's sets). The parsed
    /// trees, which the documents share, are returned for the pipeline to free with the documents (see `ReadInputs.json`).
    private static func convertingJSON(_ results: [FileResult], of files: [SizedFile],
                                       unitlessSize: UnitlessSize) -> (results: [FileResult], json: [JSONValue]) {
        let pending: [(index: Int, path: String, size: Int, json: JSONValue)] = results.indices.compactMap { index in
            guard case .json(let json) = results[index].parsed else { return nil }
            return (index, files[index].path, files[index].size, json)
        }
        let sources = ParsedSources(pending.map { (path: $0.path, json: $0.json) })
        let documents = ParallelMap.map(pending, costliestFirst: { $0.size }) { file in
            var log = DiagnosticLog()
            let document = TokenInput.read(json: file.json, path: file.path, parsed: sources, unitlessSize: unitlessSize, log: &log)
            return (document.map(Parsed.tokens) ?? .ignored, log.entries) as FileResult
        }
        var results = results
        for (file, document) in zip(pending, documents) { results[file.index] = document }
        return (results, pending.map(\.json))
    }

    private static func assemble(_ results: [FileResult], json: [JSONValue] = [], files: [SizedFile], discovery: [Diagnostic]) -> ReadInputs {
        var inputs = ReadInputs()
        inputs.json = json
        inputs.files = files.map(\.path)
        inputs.diagnostics = discovery
        for (parsed, diagnostics) in results {
            inputs.diagnostics += diagnostics
            switch parsed {
            case .navigation(let document): inputs.navigation.append(document)
            case .tokens(let document): inputs.tokens.append(document)
            case .propertyList(let document): inputs.propertyLists.append(document)
            case .json, .ignored: break
            }
        }
        // A resolver (or Tokens Studio theme file) reads its own sets; they are not base files too.
        let referenced = Set(inputs.tokens.flatMap(\.referencedPaths))
        inputs.tokens.removeAll { referenced.contains(TokenInput.normalizedPath($0.path)) }
        return inputs
    }

    private static func readFile(_ path: String, limits: Limits, log: inout DiagnosticLog) -> Parsed {
        let loaded = InputFile.load(path, limit: limits.file)
        guard case .bytes(let bytes) = loaded else {
            log.report(.input, at: .file(path), InputFile.problem(loaded, limit: limits.file) ?? "")
            return .ignored
        }
        if PropertyListReader.isBinary(bytes) || (path.hasSuffix(".plist") && !looksLikeXML(bytes)) {
            PropertyListReader.reportUnreadable(path, binary: PropertyListReader.isBinary(bytes), log: &log)
            return .ignored
        }
        if looksLikeXML(bytes) || (isBlank(bytes) && hasXMLName(path)) {
            do {
                let document = try XMLReader.parse(bytes, path: path)
                return route(document, log: &log)
            } catch {
                log.add(error.diagnostic)
                return .ignored
            }
        }
        do {
            return .json(try JSONReader.parse(bytes, path: path))
        } catch {
            log.add(error.diagnostic)
            return .ignored
        }
    }

    /// The files up to the total size limit, in sorted order; the first file past it gets the error and
    /// no later file is read. Sizes come from the file system; each read is bounded again by `InputFile`.
    private static func withinTotal(_ files: [String], limit: Int, log: inout DiagnosticLog) -> [SizedFile] {
        var total = 0
        var sized: [SizedFile] = []
        for (index, path) in files.enumerated() {
            // stat(2), not FileManager's attributes: those also look up the owner's and group's names, for every file.
            var status = stat()
            let size = stat(path, &status) == 0 ? Int(status.st_size) : 0
            total += size
            if total > limit {
                log.report(.input, at: .file(path),
                           "the inputs reach \(total) bytes with this file; navgen reads up to \(limit) bytes in all (\(files.count - index) files not read)")
                return sized
            }
            sized.append((path, size))
        }
        return sized
    }

    private static func route(_ document: XMLDocument, log: inout DiagnosticLog) -> Parsed {
        switch document.root.name {
        case "navigation":
            return .navigation(NavigationMapReader.read(document, log: &log))
        case "document":
            return .navigation(InterfaceBuilderReader.read(document, log: &log))
        case "archive" where document.root.attribute("type")?.hasPrefix("com.apple.InterfaceBuilder") == true:
            return .navigation(InterfaceBuilderReader.read(document, log: &log))
        case "tokens":
            return TokenInput.read(xml: document, log: &log).map(Parsed.tokens) ?? .ignored
        case "plist":
            return .propertyList(PropertyListReader.read(document, log: &log))
        default:
            log.report(.input, at: document.root.location,
                       "unknown XML document <\(document.root.name)>; expected <navigation>, <document> (Interface Builder), <tokens> or <plist>")
            return .ignored
        }
    }

    /// An empty `*.nav.xml` or storyboard is reported by the XML reader, whose message names what was expected.
    private static func isBlank(_ bytes: [UInt8]) -> Bool {
        let text = bytes.starts(with: [0xEF, 0xBB, 0xBF]) ? bytes.dropFirst(3) : bytes[...]
        return text.allSatisfy { [0x20, 0x09, 0x0A, 0x0D].contains($0) }
    }

    /// Interface Builder files and navigation maps by name: read while tokens resolve (see `read(_:limits:unitlessSize:alongside:)`).
    private static func isNavigationName(_ path: String) -> Bool {
        [".storyboard", ".xib", ".nav.xml"].contains { path.hasSuffix($0) }
    }

    private static func hasXMLName(_ path: String) -> Bool {
        [".xml", ".storyboard", ".xib", ".plist"].contains { path.hasSuffix($0) }
    }

    /// XML starts with `<` after an optional BOM and whitespace; JSON never does.
    private static func looksLikeXML(_ bytes: [UInt8]) -> Bool {
        var index = bytes.starts(with: [0xEF, 0xBB, 0xBF]) ? 3 : 0
        if bytes.starts(with: [0xFF, 0xFE]) || bytes.starts(with: [0xFE, 0xFF]) { return true }
        while index < bytes.count, [0x20, 0x09, 0x0A, 0x0D].contains(bytes[index]) { index += 1 }
        return index < bytes.count && bytes[index] == UInt8(ascii: "<")
    }
}
