import Foundation

/// Everything the readers produced, before any resolution: the read stage's output.
public struct ReadInputs: Sendable {
    public var navigation: [SourceDocument] = []
    public var tokens: [TokenDocument] = []
    /// Property lists (Info.plist), for the design and the style the app asks for: the app's, and other targets'
    /// (`BundleKind`).
    public var propertyLists: [PropertyListDocument] = []
    /// The Xcode projects' app targets for another platform than the iPhone and iPad, by name: their `SDKROOT`.
    public var otherPlatformApps: [String: String] = [:]
    /// Every file read, in sorted order, for headers and the build plugin.
    public var files: [String] = []
}

/// Reads input files and routes each to the reader for its format, in three steps: find the files (`files`), parse
/// each on its own (`parse`, which the pipeline runs on several files at once), then make the parsed JSON into token
/// documents, which may read one another (`inputs`).
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

    /// An input file and its size on disk: the cost of parsing it.
    public struct SizedFile: Sendable {
        public var path: String
        public var size: Int
        /// Named on the command line, not found in a folder: JSON in it that is no token format is said to be passed over.
        public var isNamed = false
    }

    /// One file parsed on its own, with what was wrong with it.
    public struct ParsedFile: Sendable {
        fileprivate var parsed: Parsed
        fileprivate var diagnostics: [Diagnostic]
    }

    fileprivate enum Parsed: Sendable {
        case navigation(SourceDocument)
        case tokens(TokenDocument)
        case propertyList(PropertyListDocument)
        /// An Xcode project's targets' build settings, for its apps' Info.plist keys and whose its targets' Info.plists are.
        case project(XcodeProjectReader.Project)
        /// A build configuration file (`.xcconfig`), which a project's settings read.
        case buildSettings(BuildSettingsFile)
        /// JSON, made into a token document once every file is parsed.
        case json(JSONValue)
        case ignored
    }

    /// The whole read stage on one thread: what `Navgen.read` does with the files parsed at once.
    public static func read(_ paths: [String], limits: Limits = Limits(), unitlessSize: UnitlessSize = .default,
                            log: inout DiagnosticLog) -> ReadInputs {
        let files = files(in: paths, limits: limits, log: &log)
        return inputs(files.map { parse($0, limits: limits) }, of: files, unitlessSize: unitlessSize, log: &log)
    }

    /// The files under `paths`, in sorted order, up to the total size limit; the first file past it gets the error and
    /// no later file is read. Sizes come from the file system; each read is bounded again by `InputFile`.
    public static func files(in paths: [String], limits: Limits, log: inout DiagnosticLog) -> [SizedFile] {
        let files = InputDiscovery.files(in: paths, log: &log)
        let named = Set(paths)
        var total = 0
        var sized: [SizedFile] = []
        for (index, path) in files.enumerated() {
            let size = InputFile.size(of: path)
            total += size
            if total > limits.total {
                log.report(.input, at: .file(path),
                           "the inputs reach \(total) bytes with this file; navgen reads up to \(limits.total) bytes in all (\(files.count - index) files not read)")
                return sized
            }
            sized.append(SizedFile(path: path, size: size, isNamed: named.contains(path)))
        }
        return sized
    }

    /// One file read and parsed: XML into its document, JSON into its syntax tree.
    public static func parse(_ file: SizedFile, limits: Limits) -> ParsedFile {
        var log = DiagnosticLog()
        let parsed = readFile(file.path, limits: limits, log: &log)
        return ParsedFile(parsed: parsed, diagnostics: log.entries)
    }

    /// The read stage's output from every file parsed (`parsed[i]` is `files[i]`'s): JSON becomes token documents, each
    /// able to read the others (a resolver's sets) without parsing them again.
    public static func inputs(_ parsed: [ParsedFile], of files: [SizedFile], unitlessSize: UnitlessSize,
                              log: inout DiagnosticLog) -> ReadInputs {
        let json = zip(files, parsed).compactMap { file, result -> (path: String, json: JSONValue)? in
            guard case .json(let json) = result.parsed else { return nil }
            return (file.path, json)
        }
        let sources = ParsedSources(json)
        var inputs = ReadInputs()
        inputs.files = files.map(\.path)
        var plain: [(path: String, json: JSONValue, format: TokenInput.Format)] = []
        var projects: [XcodeProjectReader.Project] = []
        var buildSettingsFiles: [String: BuildSettingsFile] = [:]
        for (file, result) in zip(files, parsed) {
            log.add(contentsOf: result.diagnostics)
            switch result.parsed {
            case .navigation(let document): inputs.navigation.append(document)
            case .tokens(let document): inputs.tokens.append(document)
            case .propertyList(let document): inputs.propertyLists.append(document)
            case .project(let project): projects.append(project)
            case .buildSettings(let settings): buildSettingsFiles[TokenInput.normalizedPath(settings.path)] = settings
            case .json(let json):
                guard let format = sources.format(of: file.path) else {
                    if FigmaVariablesDump.holds(json) {
                        FigmaVariablesDump.report(json, log: &log)
                    } else if TheoFile.holds(json) {
                        TheoFile.report(json, log: &log)
                    } else if file.isNamed {
                        UnrecognisedTokenFile.report(json, log: &log)
                    }
                    continue
                }
                guard TokenInput.readsOtherFiles(format) else {
                    plain.append((file.path, json, format))
                    continue
                }
                inputs.tokens.append(TokenInput.read(json: json, as: format, path: file.path, parsed: sources, unitlessSize: unitlessSize, log: &log))
            case .ignored: break
            }
        }
        // A project's settings, with the build configuration files they read, are its apps' Info.plist keys; its targets
        // say whose their Info.plist files are, where their keys cannot (a test bundle's, a framework's package type is
        // `$(PRODUCT_BUNDLE_PACKAGE_TYPE)`).
        var infoPlistKinds: [String: BundleKind] = [:]
        for project in projects {
            let apps = XcodeProjectReader.apps(of: project, files: buildSettingsFiles, log: &log)
            inputs.propertyLists += apps.apps
            inputs.otherPlatformApps.merge(apps.otherPlatformApps) { first, _ in first }
            infoPlistKinds.merge(apps.infoPlistKinds) { first, _ in first }
        }
        for index in inputs.propertyLists.indices where !inputs.propertyLists[index].isProjectSettings {
            if let kind = infoPlistKinds[inputs.propertyLists[index].standardPath] { inputs.propertyLists[index].bundle = kind }
        }
        // A resolver or a Tokens Studio project reads the files it names itself, as it reads them (a project's set in
        // Tokens Studio's units, say): they are neither read again on their own nor base files too.
        let referenced = Set(inputs.tokens.flatMap(\.referencedPaths))
        inputs.tokens.removeAll { referenced.contains(TokenInput.normalizedPath($0.path)) }
        plain.removeAll { referenced.contains(TokenInput.normalizedPath($0.path)) }
        plain = FigmaAliases.linked(plain)
        // Figma's export of a collection's modes, one file per mode, is read as the modes it names.
        let figma = FigmaModeExport.collections(in: plain.filter { $0.format == .dtcg }.map { ($0.path, $0.json) })
        inputs.tokens += figma.documents
        for file in plain where !figma.paths.contains(file.path) {
            inputs.tokens.append(TokenInput.read(json: file.json, as: file.format, path: file.path, parsed: sources, unitlessSize: unitlessSize, log: &log))
        }
        return inputs
    }

    private static func readFile(_ path: String, limits: Limits, log: inout DiagnosticLog) -> Parsed {
        let loaded = InputFile.load(path, limit: limits.file)
        guard case .bytes(let bytes) = loaded else {
            log.report(.input, at: .file(path), InputFile.problem(loaded, limit: limits.file) ?? "")
            return .ignored
        }
        if path.hasSuffix(".pbxproj") {
            return .project(XcodeProjectReader.read(bytes, path: path, log: &log))
        }
        if path.hasSuffix(".xcconfig") {
            return .buildSettings(BuildSettingsFile.parse(bytes, path: path))
        }
        if [".strings", ".stringsdict", ".xcstrings"].contains(where: path.hasSuffix) {
            // ibtool's strings files start with a `/* Class = … */` comment, a plural dictionary is a property list and a
            // String Catalog is JSON: none is tokens or navigation, whatever the content looks like.
            log.report(.input, at: .file(path), """
                navgen does not read this file: a strings file or String Catalog holds an app's text in each language, \
                which changes no bar; leave it out of the inputs
                """)
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
        if !hasJSONName(path), let first = firstByte(bytes), ![UInt8(ascii: "{"), UInt8(ascii: "["), UInt8(ascii: "/")].contains(first) {
            // A file named on the command line whose name and content are no format navgen reads (notes.txt, a YAML file).
            log.report(.input, at: .file(path), """
                navgen does not read this file: its content is neither JSON (design tokens) nor XML (navigation maps, \
                storyboards, xibs, property lists); leave it out of the inputs
                """)
            return .ignored
        }
        do {
            return .json(try JSONReader.parse(bytes, path: path, suggestingJSON5: true, log: &log))
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
        firstByte(bytes) == nil
    }

    private static func hasJSONName(_ path: String) -> Bool {
        [".json", ".json5", ".tokens"].contains { path.hasSuffix($0) }
    }

    /// The first byte after an optional BOM and whitespace; nil for a blank file.
    private static func firstByte(_ bytes: [UInt8]) -> UInt8? {
        let text = bytes.starts(with: [0xEF, 0xBB, 0xBF]) ? bytes.dropFirst(3) : bytes[...]
        return text.first { ![0x20, 0x09, 0x0A, 0x0D].contains($0) }
    }

    private static func hasXMLName(_ path: String) -> Bool {
        [".xml", ".storyboard", ".xib", ".plist"].contains { path.hasSuffix($0) }
    }

    /// XML starts with `<` after an optional BOM and whitespace; JSON never does.
    private static func looksLikeXML(_ bytes: [UInt8]) -> Bool {
        if bytes.starts(with: [0xFF, 0xFE]) || bytes.starts(with: [0xFE, 0xFF]) { return true }
        return firstByte(bytes) == UInt8(ascii: "<")
    }
}
