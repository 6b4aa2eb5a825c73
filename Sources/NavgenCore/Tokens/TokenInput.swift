/// Detects a token format by content and reads it.
public enum TokenInput {
    /// Reads a JSON file: nil, with no diagnostic, when the JSON is not a token file at all.
    public static func read(json: JSONValue, path: String, log: inout DiagnosticLog) -> TokenDocument? {
        if DTCGReader.looksLikeDTCG(json) || path.hasSuffix(".tokens.json") || path.hasSuffix(".tokens") {
            return DTCGReader.read(json, path: path, log: &log)
        }
        return nil
    }

    /// Reads XML tokens (root `<tokens>`).
    public static func read(xml: XMLDocument, log: inout DiagnosticLog) -> TokenDocument? {
        nil
    }
}
