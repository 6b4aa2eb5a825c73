/// Detects a token format by content and reads it.
public enum TokenInput {
    /// The JSON formats, as `read` tells them apart.
    enum Format {
        case resolver, colorSet, tokensStudioThemes, tokensStudioMetadata, tokensStudioFile, dtcg, styleDictionary
        /// A `*.tokens.json` or `*.tokens` file that looks like no format: DTCG, which will say what is wrong.
        case namedTokenFile
    }

    /// The format of a JSON file: nil when it is not a token file at all.
    ///
    /// A `$themes.json` or `$metadata.json` is a Tokens Studio project's only at the project's root: elsewhere it is a
    /// token set like any other file (`ParsedSources.holdsTokensStudioMetadata`).
    static func format(of json: JSONValue, path: String, parsed: ParsedSources = ParsedSources()) -> Format? {
        let name = path.split(separator: "/").last.map(String.init) ?? path
        if json["resolutionOrder"] != nil || name.hasSuffix(".resolver.json") || ResolverProperties.looksLikeResolver(json) { return .resolver }
        // Xcode writes `info`; a colour set written by hand or by a script may leave it out, but its folder says what it is.
        if json["colors"]?.array != nil, json["info"] != nil || path.hasSuffix(".colorset/Contents.json") { return .colorSet }
        let isMetadataName = name == "$themes.json" || name == "$metadata.json"
        if !isMetadataName || parsed.holdsTokensStudioMetadata(path) {
            if name == "$themes.json" || (json.array?.contains { $0["selectedTokenSets"] != nil } ?? false) { return .tokensStudioThemes }
            if name == "$metadata.json" || (json["tokenSetOrder"] != nil && json.object?.count == 1) { return .tokensStudioMetadata }
        }
        // Other tools write a `$metadata` of their own (an exporter's name and date); Tokens Studio's orders the sets.
        if json["$themes"] != nil || json["$metadata"]?["tokenSetOrder"] != nil { return .tokensStudioFile }
        // Its modes' `{"value": "Value"}` would read as a Style Dictionary token.
        if FigmaVariablesDump.holds(json) || TheoFile.holds(json) { return nil }
        // An older Tokens Studio export with its sets at the top, in either syntax: its references name tokens inside
        // the sets, which read as one DTCG tree would be unknown.
        let dtcg = DTCGReader.looksLikeDTCG(json)
        if TokensStudioSetsAtRoot.holds(json, dtcgSyntax: dtcg) { return .tokensStudioFile }
        if dtcg { return .dtcg }
        if StyleDictionaryReader.looksLikeStyleDictionary(json) { return .styleDictionary }
        if name.hasSuffix(".tokens.json") || name.hasSuffix(".tokens") { return .namedTokenFile }
        return nil
    }

    /// Whether a file of this format can be a Tokens Studio project's token set.
    static func isTokenSet(_ format: Format) -> Bool {
        [.dtcg, .styleDictionary, .namedTokenFile].contains(format)
    }

    /// Whether a document of this format reads other files (a resolver's sources, a Tokens Studio project's sets),
    /// which are then not read on their own.
    static func readsOtherFiles(_ format: Format) -> Bool {
        [.resolver, .tokensStudioThemes, .tokensStudioMetadata].contains(format)
    }

    /// Reads a JSON file: nil, with no diagnostic, when the JSON is not a token file at all.
    ///
    /// A resolver and Tokens Studio themes read the files they reference themselves (relative to
    /// their own path; a resolver takes them from `parsed` when the pipeline has read them already)
    /// and list them in `TokenDocument.referencedPaths`. `unitlessSize` is how Style Dictionary files' unitless
    /// sizes are read.
    public static func read(json: JSONValue, path: String, parsed: ParsedSources = ParsedSources(),
                            unitlessSize: UnitlessSize = .default, log: inout DiagnosticLog) -> TokenDocument? {
        guard let format = format(of: json, path: path, parsed: parsed) else { return nil }
        return read(json: json, as: format, path: path, parsed: parsed, unitlessSize: unitlessSize, log: &log)
    }

    /// Reads a JSON file of a format `format(of:path:parsed:)` told.
    static func read(json: JSONValue, as format: Format, path: String, parsed: ParsedSources, unitlessSize: UnitlessSize,
                     log: inout DiagnosticLog) -> TokenDocument {
        switch format {
        case .resolver:
            return DTCGResolverReader.read(json, path: path, parsed: parsed, unitlessSize: unitlessSize, log: &log)
        case .colorSet:
            return AssetCatalogColorSetReader.read(json, path: path, log: &log)
        case .tokensStudioThemes:
            return TokensStudioReader.readThemes(json, path: path, parsed: parsed, log: &log)
        case .tokensStudioMetadata:
            return TokensStudioReader.readMetadata(json, path: path,
                                                   themesAreRead: parsed.readsInput(SourceFiles.path("$themes.json", relativeTo: path)), log: &log)
        case .tokensStudioFile:
            return TokensStudioReader.readSingleFile(json, path: path, log: &log)
        case .dtcg:
            return TokensStudioReader.usesTokensStudioTypes(json) ? TokensStudioReader.readSet(json, path: path, syntax: .dtcg, log: &log)
                : DTCGReader.read(json, path: path, log: &log)
        case .styleDictionary:
            return TokensStudioReader.isTokensStudioSet(json) ? TokensStudioReader.readSet(json, path: path, syntax: .legacy, log: &log)
                : StyleDictionaryReader.read(json, path: path, unitlessSize: unitlessSize, log: &log)
        case .namedTokenFile:
            return DTCGReader.read(json, path: path, log: &log)
        }
    }

    /// A path normalised the way `TokenDocument.referencedPaths` are (`.` and `..` segments
    /// removed), so that the pipeline can compare its discovered files with them.
    public static func normalizedPath(_ path: String) -> String {
        SourceFiles.path(path, relativeTo: "")
    }

    /// Reads XML tokens (root `<tokens>`).
    public static func read(xml: XMLDocument, log: inout DiagnosticLog) -> TokenDocument? {
        guard xml.root.name == "tokens" else { return nil }
        return XMLTokenReader.read(xml, log: &log)
    }
}
