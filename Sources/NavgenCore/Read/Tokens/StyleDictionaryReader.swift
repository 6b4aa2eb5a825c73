/// Reads a Style Dictionary file (`value`/`type`/`description` leaves, https://styledictionary.com/info/tokens/),
/// Adobe Spectrum's per-theme `sets` included, converted to a DTCG tree by `LegacyTreeConverter`. Its unitless sizes
/// are read in `unitlessSize`, and how is said once, at the first.
enum StyleDictionaryReader {
    static func read(_ root: JSONValue, path: String, unitlessSize: UnitlessSize = .default, log: inout DiagnosticLog) -> TokenDocument {
        LegacyTreeConverter.convert(root, path: path, syntax: .legacy, unitlessSize: unitlessSize, log: &log)
            .document(path: path, format: .styleDictionary)
    }

    /// Whether any object has a `value` member (content detection).
    static func looksLikeStyleDictionary(_ json: JSONValue, depth: Int = 0) -> Bool {
        guard depth < 64, let members = json.object else { return false }
        if json["value"] != nil { return true }
        return members.contains { looksLikeStyleDictionary($0.value, depth: depth + 1) }
    }
}
