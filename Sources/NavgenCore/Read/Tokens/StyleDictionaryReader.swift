/// Reads a Style Dictionary file (`value`/`type`/`description` leaves, https://styledictionary.com/info/tokens/),
/// Adobe Spectrum's per-theme `sets` included, converted to a DTCG tree by `LegacyTreeConverter`. Its unitless sizes
/// are read in `unitlessSize`, and how is said once, at the first; but the Design Tokens plugin for Figma writes
/// Figma's pixels, and its variables' modes (`FigmaDesignTokensPlugin`).
enum StyleDictionaryReader {
    static func read(_ root: JSONValue, path: String, unitlessSize: UnitlessSize = .default, log: inout DiagnosticLog) -> TokenDocument {
        let dialect = LegacyTreeConverter.Dialect.of(root, unitlessSize: unitlessSize)
        let converted = LegacyTreeConverter.convert(root, path: path, syntax: .legacy, dialect: dialect, log: &log)
        guard dialect == .figmaDesignTokensPlugin else { return converted.document(path: path, format: .styleDictionary) }
        return FigmaDesignTokensPlugin.document(converted, path: path)
    }

    /// Whether any object has a `value` member (content detection).
    static func looksLikeStyleDictionary(_ json: JSONValue) -> Bool {
        json.containsObject { $0["value"] != nil }
    }
}
