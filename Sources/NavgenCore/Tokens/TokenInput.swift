/// The token documents of one input, whatever their format.
public typealias TokenDocument = TokenFile

/// Detects a token format by content and reads it.
public enum TokenInput {
    /// Reads a JSON file; nil (and no diagnostic) when the JSON is not a token file at all.
    public static func read(json: JSONValue, path: String, log: inout DiagnosticLog) -> TokenDocument? {
        DTCGReader.read(json, path: path, log: &log)
    }

    public static func read(xml: XMLDocument, log: inout DiagnosticLog) -> TokenDocument? {
        nil
    }
}
