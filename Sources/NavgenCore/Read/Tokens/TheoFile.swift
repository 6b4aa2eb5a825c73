/// A token file in Salesforce Theo's format, as Skyscanner's Backpack keeps its tokens: `props` with `aliases`,
/// `imports` or `global` beside them, or `aliases` alone, with references written `{!ALIAS}`. Read as Style
/// Dictionary, its props would be tokens under `props` whose references all name nothing, so navgen says once what the
/// file is and skips it.
enum TheoFile {
    static func holds(_ json: JSONValue) -> Bool {
        guard let members = json.object else { return false }
        let keys = Set(members.map(\.key))
        let theirs: Set = ["props", "aliases", "imports", "global"]
        guard keys.isSubset(of: theirs) else { return false }
        if keys.contains("props") { return keys.count > 1 && (json["props"]?.object != nil || json["props"]?.array != nil) }
        // A Style Dictionary or DTCG group named `aliases` holds tokens and properties (`$type`); Theo's aliases are
        // names in capitals or not, some of them plain strings, none a property.
        guard let aliases = json["aliases"]?.object, !aliases.contains(where: { $0.key.hasPrefix("$") }) else { return false }
        return aliases.contains { $0.value.string != nil }
    }

    static func report(_ json: JSONValue, log: inout DiagnosticLog) {
        log.report(.unsupported, at: json.location, """
            this file is in Theo's format (props, aliases, imports, references written {!ALIAS}), which navgen does not \
            read, so it is skipped; have Theo or a Style Dictionary build write the tokens as DTCG (or Style Dictionary's \
            JSON, with aliases resolved) for navgen to read
            """)
    }
}
