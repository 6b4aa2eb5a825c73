/// A JSON file named on the command line that is no token format: passed over as a folder's would be, but with a word
/// at its first plain value, since the user asked for it to be read.
enum UnrecognisedTokenFile {
    static func report(_ json: JSONValue, log: inout DiagnosticLog) {
        let form = #"a token is an object with "$value" (DTCG) or "value" (Style Dictionary, Tokens Studio)"#
        guard let (valuePath, value) = firstPlainValue(in: json) else {
            log.report(.unsupported, at: json.location, "this file holds no design tokens, so it is passed over; \(form)")
            return
        }
        log.report(.unsupported, at: value.location,
                   "this file holds no design tokens, so it is passed over: its values are plain, as '\(valuePath)' here is "
                       + "\(value.kindName); \(form)")
    }

    /// The first value, in document order, that is not an object, with its dotted path; members named with `$` are
    /// a format's own.
    private static func firstPlainValue(in json: JSONValue, at path: String = "") -> (String, JSONValue)? {
        guard let members = json.object else { return path.isEmpty ? nil : (path, json) }
        for member in members where !member.key.hasPrefix("$") {
            if let found = firstPlainValue(in: member.value, at: path.isEmpty ? member.key : path + "." + member.key) { return found }
        }
        return nil
    }
}
