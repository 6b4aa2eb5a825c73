/// Figma's export writes its STRING variables as `"$type": "string"`, which is no DTCG type: text (copy, weight
/// names like "Medium") or font names not scoped to font families. Each is skipped, said once per file rather than
/// once per variable in every mode's file, as other exporters' kinds without a DTCG type are. A string under
/// `navigation.bar`, and what it aliases in the file, stays: there it is a keyword navgen reads (DEC-16).
enum FigmaStrings {
    private static let reason = "'string' is not a DTCG type, and no bar property takes text from a token; "
        + "scope a font name to Font family in Figma (com.figma.scopes FONT_FAMILY) to read it as a fontFamily token"

    /// The tree with each of Figma's string variables skipped, and those it skipped, which one warning says.
    static func passedOver(in tree: JSONValue) -> (tree: JSONValue, skipped: [SkippedToken]) {
        var keywords = Set<String>()
        tree.forEachToken { path, _ in
            if BarKeywordTokens.isUnderBar(path) { keywords.insert(path) }
        }
        keywords = aliased(from: keywords, in: tree)
        var count = 0
        tree.forEachToken { path, token in
            if isPassedOver(token, at: path, keeping: keywords) { count += 1 }
        }
        guard count > 0 else { return (tree, []) }
        var skipped: [SkippedToken] = []
        var summary: Diagnostic.Note?
        let these = count == 1 ? "1 Figma string variable in this file is" : "\(count) Figma string variables in this file, the first here, are"
        let passed = tree.mappingTokens { path, token in
            guard isPassedOver(token, at: path, keeping: keywords), let value = token["$value"] else { return token }
            let location = token.member("$type")?.value.location ?? token.location
            summary = summary ?? Diagnostic.Note("\(these) skipped: \(reason)", at: location)
            skipped.append(SkippedToken(path: path, originalType: TokenType.string.rawValue, location: location, reason: reason, summary: summary))
            return LegacyNotes.skipped(.unsupported, reason, value: value, at: location, said: true)
        }
        return (passed, skipped)
    }

    /// A string variable of Figma's that no bar keyword needs.
    private static func isPassedOver(_ token: JSONValue, at path: String, keeping keywords: Set<String>) -> Bool {
        token["$type"]?.string == TokenType.string.rawValue && !keywords.contains(path)
            && token.carriesFigmaExtensions
    }

    /// `paths` and every token they alias in `tree`, however many links away, followed as `BarKeywordTokens` follows
    /// them once the tree is flattened (a token-level `$ref` is the token object itself).
    private static func aliased(from paths: Set<String>, in tree: JSONValue) -> Set<String> {
        var targets: [String: String] = [:]
        tree.forEachToken { path, token in targets[path] = BarKeywordTokens.aliasTarget(of: token["$value"] ?? token) }
        var reached = paths
        var pending = Array(paths)
        while let path = pending.popLast() {
            if let target = targets[path], reached.insert(target).inserted { pending.append(target) }
        }
        return reached
    }
}
