/// Figma's own variable objects as JSON: the REST API's (`GET /v1/files/:key/variables/local`, under `meta`) or a
/// plugin's dump of the plugin API's collections and variables (`variables` or `variableIds` beside `modes`, or a
/// list of variables with `valuesByMode`), or the variables2json plugin's (`collections`, each with `modes` holding
/// `variables`). They are not a token format, so navgen does not read them; it says what to export instead, rather than
/// pass over a file that holds a design system's colours.
enum FigmaVariablesDump {
    static func holds(_ json: JSONValue) -> Bool {
        if let meta = json["meta"], meta["variables"] != nil || meta["variableCollections"] != nil { return true }
        if json["modes"] != nil, json["variableIds"] != nil || isVariables(json["variables"]) { return true }
        if json["collections"]?.array?.first?["modes"]?.array?.first?["variables"]?.array != nil { return true }
        return isVariables(json)
    }

    static func report(_ json: JSONValue, log: inout DiagnosticLog) {
        log.report(.unsupported, at: json.location, """
            this file holds Figma's variables as the REST API or a plugin dumps them, not design tokens, so navgen skips it; export the \
            collection as design tokens instead: Figma's own export (Variables, Export modes) writes DTCG files that \
            navgen reads as the collection's modes, as do the Design Tokens and Tokens Studio plugins
            """)
    }

    private static func isVariables(_ json: JSONValue?) -> Bool {
        guard let first = json?.array?.first else { return false }
        return first["valuesByMode"] != nil && first["resolvedType"] != nil
    }
}
