import Foundation

/// Everything the readers produced, before any resolution.
public struct ReadInputs: Sendable {
    public var navigation: [SourceDocument] = []
    public var tokens: [TokenDocument] = []
    /// Every file read, in sorted order, for headers and the build plugin.
    public var files: [String] = []
    public var diagnostics: [Diagnostic] = []
}

/// Reads input files in parallel and routes each to the reader for its format.
public enum InputReader {
    /// Files larger than this are refused: nothing navgen reads is legitimately this big.
    public static let maximumFileSize = 64 * 1024 * 1024

    private enum Parsed: Sendable {
        case navigation(SourceDocument)
        case tokens(TokenDocument)
        /// JSON waiting for the second pass.
        case json(JSONValue)
        case ignored
    }

    public static func read(_ paths: [String], threads: Int = ProcessInfo.processInfo.activeProcessorCount) -> ReadInputs {
        var discoveryLog = DiagnosticLog()
        let files = InputDiscovery.files(in: paths, log: &discoveryLog)
        // First pass: every file parsed in parallel. JSON stops there, so that in the second pass a resolver
        // finds the files it references already parsed instead of parsing them again, on one thread.
        var results = ParallelMap.map(files, threads: threads) { path -> (Parsed, [Diagnostic]) in
            var log = DiagnosticLog()
            let parsed = readFile(path, log: &log)
            return (parsed, log.entries)
        }
        let pending = results.indices.compactMap { index -> (path: String, json: JSONValue)? in
            guard case .json(let json) = results[index].0 else { return nil }
            return (files[index], json)
        }
        let sources = ParsedSources(pending)
        let documents = ParallelMap.map(pending, threads: threads) { file -> (Parsed, [Diagnostic]) in
            var log = DiagnosticLog()
            let document = TokenInput.read(json: file.json, path: file.path, parsed: sources, log: &log)
            return (document.map(Parsed.tokens) ?? .ignored, log.entries)
        }
        var next = documents.makeIterator()
        for index in results.indices {
            if case .json = results[index].0, let document = next.next() { results[index] = document }
        }
        var inputs = ReadInputs()
        inputs.files = files
        inputs.diagnostics = discoveryLog.entries
        for (parsed, diagnostics) in results {
            inputs.diagnostics += diagnostics
            switch parsed {
            case .navigation(let document): inputs.navigation.append(document)
            case .tokens(let document): inputs.tokens.append(document)
            case .json, .ignored: break
            }
        }
        // A resolver (or Tokens Studio theme file) reads its own sets; they are not base files too.
        let referenced = Set(inputs.tokens.flatMap(\.referencedPaths))
        inputs.tokens.removeAll { referenced.contains(TokenInput.normalizedPath($0.path)) }
        return inputs
    }

    private static func readFile(_ path: String, log: inout DiagnosticLog) -> Parsed {
        guard let data = FileManager.default.contents(atPath: path) else {
            log.error("input", at: .file(path), "cannot read the file")
            return .ignored
        }
        guard data.count <= maximumFileSize else {
            log.error("input", at: .file(path), "the file is \(data.count) bytes; navgen reads files up to \(maximumFileSize) bytes")
            return .ignored
        }
        let bytes = [UInt8](data)
        if looksLikeXML(bytes) {
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

    private static func route(_ document: XMLDocument, log: inout DiagnosticLog) -> Parsed {
        switch document.root.name {
        case "navigation":
            return .navigation(NavigationMapReader.read(document, log: &log))
        case "document":
            return .navigation(InterfaceBuilderReader.read(document, log: &log))
        case "tokens":
            return TokenInput.read(xml: document, log: &log).map(Parsed.tokens) ?? .ignored
        default:
            log.error("input", at: document.root.location,
                      "unknown XML document <\(document.root.name)>; expected <navigation>, <document> (Interface Builder) or <tokens>")
            return .ignored
        }
    }

    /// XML starts with `<` after an optional BOM and whitespace; JSON never does.
    private static func looksLikeXML(_ bytes: [UInt8]) -> Bool {
        var index = bytes.starts(with: [0xEF, 0xBB, 0xBF]) ? 3 : 0
        if bytes.starts(with: [0xFF, 0xFE]) || bytes.starts(with: [0xFE, 0xFF]) { return true }
        while index < bytes.count, [0x20, 0x09, 0x0A, 0x0D].contains(bytes[index]) { index += 1 }
        return index < bytes.count && bytes[index] == UInt8(ascii: "<")
    }
}
