/// The properties the Resolver module defines on a resolver document, a set and a modifier (an inline one also has
/// `name` and `type`): anything else is reported where it is written, with the closest defined name.
enum ResolverProperties {
    static let root = ["version", "name", "description", "sets", "modifiers", "resolutionOrder", "$schema", "$defs", "$extensions"]
    static let set = ["sources", "description", "$extensions"]
    static let modifier = ["contexts", "default", "description", "$extensions"]
    static let inline = ["name", "type"]

    /// Whether JSON without `resolutionOrder` is still meant as a resolver: a resolver `version` and only resolver
    /// properties, so that the missing order is reported instead of the file passing over as not a token file. A
    /// `package.json` has a `version` too, but also properties a resolver has not, or no sets, modifiers or 2025.10.
    static func looksLikeResolver(_ json: JSONValue) -> Bool {
        guard let members = json.object, json["version"]?.string != nil, members.allSatisfy({ root.contains($0.key) }) else { return false }
        return json["sets"] != nil || json["modifiers"] != nil || json["version"]?.string == "2025.10"
    }

    /// Reports the members of `object` that are not `known` properties of the `kind` it is (`a set`), named `owner`.
    static func reportUnknown(in object: JSONValue, known: [String], kind: String, owner: String, log: inout DiagnosticLog) {
        for member in object.object ?? [] where !known.contains(member.key) {
            let list = known.map { "\"\($0)\"" }.sentenceList
            log.report(.noEffect, at: member.keyLocation,
                       "unknown property '\(member.key)' of \(owner): the Resolver module gives \(kind) only \(list)\(Suggestion.hint(for: member.key, in: known))")
        }
        // RES-9: extensions are an object keyed by vendor.
        if let extensions = object["$extensions"], extensions.object == nil {
            log.report(.invalidValue, at: extensions.location, "\"$extensions\" of \(owner) must be an object keyed by vendor, found \(extensions.kindName)")
        }
    }
}
