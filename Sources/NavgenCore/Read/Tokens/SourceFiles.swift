import Foundation

/// Reads token files that another document names (a resolver's sources, Tokens Studio sets),
/// relative to that document, with the same JSON reader as every other input.
enum SourceFiles {
    /// `base/../x/./y.json` relative to the folder of `document`, normalised; relative stays relative.
    static func path(_ reference: String, relativeTo document: String) -> String {
        let joined: String
        if reference.hasPrefix("/") {
            joined = reference
        } else {
            let folder = document.split(separator: "/", omittingEmptySubsequences: false).dropLast().joined(separator: "/")
            joined = folder.isEmpty ? reference : folder + "/" + reference
        }
        var parts: [Substring] = []
        for part in joined.split(separator: "/", omittingEmptySubsequences: false) {
            if part == "." || (part.isEmpty && !parts.isEmpty) { continue }
            if part == "..", let last = parts.last, last != "..", !last.isEmpty { parts.removeLast(); continue }
            parts.append(part)
        }
        return parts.joined(separator: "/")
    }

    /// The path of a file another document names, or nil after reporting why navgen will not open it.
    ///
    /// A token file can come from a stranger's pull request; letting it name `/etc/passwd` or
    /// `../../.ssh/id_rsa` would make navgen read, and quote in its errors, files it was never given. So
    /// references stay inside the referencing document's folder: not absolute, never climbing above it.
    static func referencedPath(_ reference: String, from document: String, at location: SourceLocation,
                               log: inout DiagnosticLog) -> String? {
        var depth = 0
        for part in reference.split(separator: "/") where part != "." {
            depth += part == ".." ? -1 : 1
            if depth < 0 { break }
        }
        guard !reference.hasPrefix("/"), depth >= 0 else {
            log.report(.unresolvedReference, at: location,
                       "'\(reference)' is outside the folder of '\(document)'; navgen reads referenced files only inside it")
            return nil
        }
        return path(reference, relativeTo: document)
    }

    /// The parsed file, or nil after reporting at `location` (the reference) why it cannot be read.
    static func readJSON(_ path: String, referencedAt location: SourceLocation, parsed: ParsedSources = ParsedSources(),
                         log: inout DiagnosticLog) -> JSONValue? {
        if let json = parsed.json[path] { return json }
        let loaded = InputFile.load(path, limit: InputReader.maximumFileSize)
        guard case .bytes(let bytes) = loaded else {
            let reason = loaded == .missing ? "no such file" : InputFile.problem(loaded, limit: InputReader.maximumFileSize) ?? ""
            log.report(.unresolvedReference, at: location, "cannot read '\(path)': \(reason)")
            return nil
        }
        do {
            return try JSONReader.parse(bytes, path: path, suggestingJSON5: true, log: &log)
        } catch {
            log.add(error.diagnostic)
            return nil
        }
    }

    /// A token tree from a referenced file: DTCG as is, Style Dictionary or Tokens Studio converted (a Style
    /// Dictionary file's unitless sizes read in `unitlessSize`).
    static func tokenTree(_ json: JSONValue, path: String, unitlessSize: UnitlessSize,
                          log: inout DiagnosticLog) -> (JSONValue, [SkippedToken]) {
        guard !DTCGReader.looksLikeDTCG(json), StyleDictionaryReader.looksLikeStyleDictionary(json) else { return (json, []) }
        let converted = LegacyTreeConverter.convert(json, path: path, syntax: .legacy,
                                                    dialect: .of(json, unitlessSize: unitlessSize), log: &log)
        return (converted.tree, converted.skipped)
    }
}

/// JSON files the input reader parsed before any token document read the files it references, keyed by
/// the path exactly as `SourceFiles.path` spells it (a file discovered under another spelling is not
/// reused: every position in it would name the file differently), and the Tokens Studio projects they form.
public struct ParsedSources: Sendable {
    var json: [String: JSONValue] = [:]
    /// Nil for a file read on its own, whose name alone says whether it is a project's metadata.
    private var tokensStudioRoots: TokensStudioRoots?
    /// Every JSON input of the run by its normalised path (`TokenInput.normalizedPath`); nil where the run is not known.
    private var inputs: [String: JSONValue]?
    /// The token format of each input in `inputs` that is a token file (`TokenInput.format(of:path:parsed:)`).
    private var formats: [String: TokenInput.Format] = [:]

    public init() {}

    init(_ files: [(path: String, json: JSONValue)]) {
        for (path, json) in files where TokenInput.normalizedPath(path) == path { self.json[path] = json }
        let inputs = Dictionary(files.map { (TokenInput.normalizedPath($0.path), $0.json) }, uniquingKeysWith: { first, _ in first })
        self.inputs = inputs
        tokensStudioRoots = TokensStudioRoots(files)
        for (path, json) in inputs {
            formats[path] = TokenInput.format(of: json, path: path, parsed: self)
        }
    }

    /// The token format of the run's JSON input at `path`: nil when it is no token file.
    func format(of path: String) -> TokenInput.Format? {
        formats[TokenInput.normalizedPath(path)]
    }

    /// Whether the run reads the JSON file at `path` as an input: taken to be so where the run is not known (a file
    /// read through `TokenInput.read` alone).
    func readsInput(_ path: String) -> Bool {
        inputs.map { $0[TokenInput.normalizedPath(path)] != nil } ?? true
    }

    /// The run's JSON files in the folder of the project whose `$themes.json` is at `themesPath`, and below it, other
    /// than that folder's `$themes.json` and `$metadata.json`, each with the set name its path gives it (`brand/light`).
    /// Sorted, as the inputs' order is the file system's.
    func projectFiles(besideThemes themesPath: String) -> [(path: String, setName: String)] {
        let themes = TokenInput.normalizedPath(themesPath)
        let root = TokensStudioRoots.folder(of: themes)
        let prefix = root.isEmpty ? "" : root + "/"
        return (inputs ?? [:]).keys.filter { path in
            path.hasPrefix(prefix) && path.hasSuffix(".json") && path != themes && path != prefix + "$metadata.json"
        }.sorted().map { ($0, String($0.dropFirst(prefix.count).dropLast(".json".count))) }
    }

    /// Of `projectFiles`, the token files, which Tokens Studio reads as token sets.
    func tokenSetFiles(besideThemes themesPath: String) -> [(path: String, setName: String)] {
        projectFiles(besideThemes: themesPath).filter { file in format(of: file.path).map(TokenInput.isTokenSet) == true }
    }

    /// The run's JSON input at `path` (normalised).
    func json(at path: String) -> JSONValue? {
        inputs?[TokenInput.normalizedPath(path)]
    }

    /// Whether the `$themes.json` or `$metadata.json` at `path` is a Tokens Studio project's metadata (`TokensStudioRoots`).
    func holdsTokensStudioMetadata(_ path: String) -> Bool {
        tokensStudioRoots?.holdsMetadata(path) ?? true
    }
}
