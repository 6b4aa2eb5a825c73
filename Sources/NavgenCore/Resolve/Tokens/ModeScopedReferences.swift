/// A reference that names no token in some modes but a token other modes define (a Tokens Studio theme whose sets lack
/// it): its diagnostic names the modes without the token and those with it, and says that the token it is written in
/// is skipped in every mode, so that it does not read as a typo in one file. A path no mode defines keeps its diagnostic.
enum ModeScopedReferences {
    /// Rewrites each mode's `unknown token` diagnostics in place, and the skips that quote them.
    static func explain(_ results: inout [TokenCatalogueBuilder.ModeResult], modes: [String]) {
        let wanted = Set(results.flatMap { $0.unknownPaths.map(\.path) })
        guard results.count > 1, !wanted.isEmpty else { return }
        let definitions = results.map { result in
            var found: [String: SourceLocation] = [:]
            for token in result.tokens where wanted.contains(token.path) && found[token.path] == nil {
                found[token.path] = token.location
            }
            return found
        }
        var lacking: [Place: [String]] = [:]
        for (mode, result) in zip(modes, results) {
            for unknown in result.unknownPaths {
                lacking[Place(result.resolution[unknown.entry], unknown.path), default: []].append(mode)
            }
        }
        for index in results.indices {
            for unknown in results[index].unknownPaths {
                let defining = modes.indices.filter { definitions[$0][unknown.path] != nil }
                guard let first = defining.first else { continue }
                let old = results[index].resolution[unknown.entry]
                var new = old
                new.message = message(unknown.path, lackedBy: lacking[Place(old, unknown.path)] ?? [],
                                      definedBy: defining.map { modes[$0] }, skipping: old.tokenPath)
                new.notes = [.init("'\(unknown.path)' is defined here, in mode '\(modes[first])'", at: definitions[first][unknown.path])]
                results[index].rewrite(unknown.entry, as: new)
            }
        }
    }

    /// A reference as written: its place and the path it names.
    private struct Place: Hashable {
        let location: SourceLocation
        let path: String

        init(_ diagnostic: Diagnostic, _ path: String) {
            (location, self.path) = (diagnostic.location, path)
        }
    }

    private static func message(_ path: String, lackedBy lacking: [String], definedBy defining: [String], skipping token: String?) -> String {
        func modes(_ names: [String]) -> String {
            (names.count == 1 ? "mode " : "modes ") + names.map { "'\($0)'" }.sentenceList
        }
        let skipped = token.map { ", so '\($0)' is skipped in every mode" } ?? ""
        return "unknown token '\(path)' in \(modes(lacking)); only \(modes(defining)) \(defining.count == 1 ? "defines" : "define") it\(skipped); "
            + "define '\(path)' in every mode, or refer to a token every mode defines"
    }
}
