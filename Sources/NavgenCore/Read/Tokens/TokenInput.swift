/// Detects a token format by content and reads it.
public enum TokenInput {
    /// Reads a JSON file: nil, with no diagnostic, when the JSON is not a token file at all.
    ///
    /// A resolver and Tokens Studio themes read the files they reference themselves (relative to
    /// their own path; a resolver takes them from `parsed` when the pipeline has read them already)
    /// and list them in `TokenDocument.referencedPaths`. `unitlessSize` is how Style Dictionary files' unitless
    /// sizes are read.
    public static func read(json: JSONValue, path: String, parsed: ParsedSources = ParsedSources(),
                            unitlessSize: UnitlessSize = .default, log: inout DiagnosticLog) -> TokenDocument? {
        let name = path.split(separator: "/").last.map(String.init) ?? path
        if json["resolutionOrder"] != nil || name.hasSuffix(".resolver.json") || ResolverProperties.looksLikeResolver(json) {
            return DTCGResolverReader.read(json, path: path, parsed: parsed, unitlessSize: unitlessSize, log: &log)
        }
        if json["colors"] != nil, json["info"] != nil {
            return AssetCatalogColorSetReader.read(json, path: path, log: &log)
        }
        if name == "$themes.json" || (json.array?.contains { $0["selectedTokenSets"] != nil } ?? false) {
            return TokensStudioReader.readThemes(json, path: path, log: &log)
        }
        if name == "$metadata.json" || (json["tokenSetOrder"] != nil && json.object?.count == 1) {
            return TokensStudioReader.readMetadata(json, path: path, log: &log)
        }
        if json["$themes"] != nil || json["$metadata"] != nil {
            return TokensStudioReader.readSingleFile(json, path: path, log: &log)
        }
        if DTCGReader.looksLikeDTCG(json) {
            return TokensStudioReader.usesTokensStudioTypes(json) ? TokensStudioReader.readSet(json, path: path, syntax: .dtcg, log: &log)
                : DTCGReader.read(json, path: path, log: &log)
        }
        if StyleDictionaryReader.looksLikeStyleDictionary(json) {
            return TokensStudioReader.isTokensStudioSet(json) ? TokensStudioReader.readSet(json, path: path, syntax: .legacy, log: &log)
                : StyleDictionaryReader.read(json, path: path, unitlessSize: unitlessSize, log: &log)
        }
        if name.hasSuffix(".tokens.json") || name.hasSuffix(".tokens") {
            return DTCGReader.read(json, path: path, log: &log)
        }
        return nil
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
