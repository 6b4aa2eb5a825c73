import Foundation

/// Reads token files that another document names (a resolver's sources, Tokens Studio sets),
/// relative to that document, with the same JSON reader as every other input.
enum SourceFiles {
    /// `base/../x/./y.json` relative to the folder of `document`, normalised; relative stays relative.
    static func path(_ reference: String, relativeTo document: String) -> String {
        let joined: String
        if reference.hasPrefix("/") {
            joined = reference
        } else {
            let folder = document.split(separator: "/", omittingEmptySubsequences: false).dropLast().joined(separator: "/")
            joined = folder.isEmpty ? reference : folder + "/" + reference
        }
        var parts: [Substring] = []
        for part in joined.split(separator: "/", omittingEmptySubsequences: false) {
            if part == "." || (part.isEmpty && !parts.isEmpty) { continue }
            if part == "..", let last = parts.last, last != "..", !last.isEmpty { parts.removeLast(); continue }
            parts.append(part)
        }
        return parts.joined(separator: "/")
    }

    /// The parsed file, or nil after reporting at `location` (the reference) why it cannot be read.
    static func readJSON(_ path: String, referencedAt location: SourceLocation, log: inout DiagnosticLog) -> JSONValue? {
        let loaded = InputFile.load(path, limit: InputReader.maximumFileSize)
        guard case .bytes(let bytes) = loaded else {
            let reason = loaded == .missing ? "no such file" : InputFile.problem(loaded, limit: InputReader.maximumFileSize) ?? ""
            log.error("unresolved-reference", at: location, "cannot read '\(path)': \(reason)")
            return nil
        }
        do {
            return try JSONReader.parse(bytes, path: path)
        } catch {
            log.add(error.diagnostic)
            return nil
        }
    }

    /// A token tree from a referenced file: DTCG as is, Style Dictionary or Tokens Studio converted.
    static func tokenTree(_ json: JSONValue, path: String, log: inout DiagnosticLog) -> (JSONValue, [SkippedToken]) {
        if !DTCGReader.looksLikeDTCG(json), LegacyTokenReader.looksLikeLegacy(json) {
            return LegacyTokenReader.convert(json, path: path, log: &log)
        }
        return (json, [])
    }
}
