/// A file says some things throughout, and a warning per value would bury every other one: a file's warnings of one
/// cause become one, at the first, counting them, as the unitless sizes of a Style Dictionary file are said once.
/// - `legacy-value`: a file written before 2025.10 has its forms throughout (Fluent's demo: 695 hex strings and
///   duration strings); the first shows its fix.
/// - `out-of-gamut`: a palette written in oklch (Tailwind's, shadcn's) sits just outside sRGB in dozens of colours.
/// - an unknown `$type` written on many tokens alike: `"$type": "string"` on every text token of a real file.
/// - dimensions without a unit, or in one unit DTCG does not have: a Figma export's pixel numbers, 35 in one project.
/// - tokens without a type, where a file gives the first of a group its type and not the group (17 of Apple's colours in
///   a real file).
/// - a composite's member DTCG does not define, on every typography of a file (a real file's `textTransform`), and
///   members DTCG requires that every one lacks alike (an iOS type scale written as sizes and weights only).
/// - an unknown token that many tokens name (five of a real file's shadows name one black), and tokens in groups no
///   input defines: a base file left out of the inputs (27 names of one Figma collection in a real theme file).
enum PerFileSummary {
    /// What several diagnostics of one file may say alike, decided once for each diagnostic.
    private enum Cause: Hashable {
        /// Every `legacy-value` or `out-of-gamut` diagnostic of a file: its rule says which.
        case wholeFile
        /// The same unknown `$type` or unknown token: the message says it.
        case sameMessage(String)
        /// Dimensions without a unit, or in the same unit DTCG does not have (the message says which).
        case missingUnit
        case foreignUnit(String)
        case undefinedGroups
        /// References to tokens of the same set no theme selects (the message says which).
        case unselectedSet(String)
        /// The same member, which the composite type does not define, on many values, or the same required members
        /// missing from them: the message says which.
        case sameMembers(String)
        case noType
    }

    /// `definedGroups` are the groups the inputs define tokens in: every proper prefix of their paths (`a`, `a.b` for `a.b.c`).
    /// They are worked out only where some reference is unresolved.
    static func perFile(_ diagnostics: [Diagnostic], definedGroups: @autoclosure () -> Set<String>) -> [Diagnostic] {
        let unknown = diagnostics.contains { $0.rule == DiagnosticKind.unresolvedReference.id }
        let definedGroups = unknown ? definedGroups() : []
        var positions: [String: (cause: Cause, indices: [Int])] = [:]
        for index in diagnostics.indices {
            guard let cause = cause(of: diagnostics[index], definedGroups: definedGroups) else { continue }
            positions["\(diagnostics[index].rule) \(diagnostics[index].location.file) \(cause)", default: (cause, [])].indices.append(index)
        }
        var dropped: Set<Int> = []
        var summaries: [Int: Diagnostic] = [:]
        for (cause, indices) in positions.values where indices.count > 1 {
            let first = indices.min { diagnostics[$0].location < diagnostics[$1].location }!
            var summary = diagnostics[first]
            summary.message = message(for: summary, cause: cause, count: indices.count,
                                      unknownNames: indices.compactMap { unknownName(in: diagnostics[$0]) })
            // What the others' notes say (the tokens skipped with each) stays, under the one warning.
            for index in indices.sorted() where index != first {
                summary.notes += diagnostics[index].notes.filter { !summary.notes.contains($0) }
                summary.summarisedTokenPaths += [diagnostics[index].tokenPath].compactMap(\.self) + diagnostics[index].summarisedTokenPaths
            }
            summaries[first] = summary
            dropped.formUnion(indices.filter { $0 != first })
        }
        return diagnostics.indices.compactMap { index in dropped.contains(index) ? nil : summaries[index] ?? diagnostics[index] }
    }

    /// What a diagnostic says that others of its file may say too; nil when it is said on its own.
    private static func cause(of diagnostic: Diagnostic, definedGroups: Set<String>) -> Cause? {
        switch diagnostic.rule {
        case DiagnosticKind.legacyValue.id, DiagnosticKind.outOfGamut.id:
            return .wholeFile
        case DiagnosticKind.invalidToken.id where diagnostic.message.hasPrefix(TokenTypeName.unknownType):
            return .sameMessage(diagnostic.message)
        case DiagnosticKind.invalidToken.id where diagnostic.message.hasPrefix(TokenValueResolver.foreignUnit):
            return .foreignUnit(diagnostic.message)
        case DiagnosticKind.invalidToken.id where diagnostic.message.contains(TokenValueResolver.missingUnit):
            return .missingUnit
        case DiagnosticKind.invalidToken.id where diagnostic.message.hasPrefix("token '") && diagnostic.message.contains(TokenValueResolver.noType):
            return .noType
        case DiagnosticKind.invalidToken.id where diagnostic.message.contains(TokenValueResolver.unknownMember)
            || diagnostic.message.hasPrefix("a ") && diagnostic.message.contains(TokenValueResolver.missingMembers + "\""):
            return .sameMembers(diagnostic.message)
        case DiagnosticKind.unresolvedReference.id where diagnostic.message.contains(" is " + UnselectedSetReferences.prefix):
            // `'a.b' is a token of token set 'core', …`: references to one set alike, whatever token each names.
            return diagnostic.message.range(of: UnselectedSetReferences.prefix).map { .unselectedSet(String(diagnostic.message[$0.upperBound...])) }
        case DiagnosticKind.unresolvedReference.id where diagnostic.message.hasPrefix(TokenValueResolver.unknownToken):
            // A name close to a defined one is a typo, said where it is; names in groups no input defines are a file left out.
            if let name = unknownName(in: diagnostic), !diagnostic.message.contains("; did you mean"), !definedGroups.contains(group(of: name)) {
                return .undefinedGroups
            }
            return .sameMessage(diagnostic.message)
        default:
            return nil
        }
    }

    /// The group a token path is in (`a.b` for `a.b.c`).
    private static func group(of path: String) -> String {
        path.split(separator: ".").dropLast().joined(separator: ".")
    }

    /// The token an `unknown token 'a.b'` diagnostic names.
    private static func unknownName(in diagnostic: Diagnostic) -> String? {
        guard diagnostic.message.hasPrefix(TokenValueResolver.unknownToken + "'") else { return nil }
        let rest = diagnostic.message.dropFirst(TokenValueResolver.unknownToken.count + 1)
        return rest.firstIndex(of: "'").map { String(rest[..<$0]) }
    }

    /// The one message for `count` diagnostics like `first` in its file.
    private static func message(for first: Diagnostic, cause: Cause, count: Int, unknownNames: [String]) -> String {
        switch (cause, first.rule) {
        case (.wholeFile, DiagnosticKind.outOfGamut.id):
            // `this oklch colour is outside the sRGB gamut; navgen clips …`: the count says the first half.
            let fix = first.message.range(of: "gamut; ").map { String(first.message[$0.upperBound...]) } ?? first.message
            return "\(count) colours in this file are outside the sRGB gamut; the first, here: \(fix)"
        case (.wholeFile, _):
            return "\(count) values in this file are written in forms before 2025.10, which navgen reads but tools that follow 2025.10 "
                + "will not; the first, here: \(first.message)"
        case (.missingUnit, _):
            return "\(count) dimensions in this file, the first here, have no unit: \(first.message)"
        case (.foreignUnit, _):
            // `unit 'vw' is not allowed: …` is `… are in 'vw', which is not allowed: …`.
            let unit = first.message.dropFirst(TokenValueResolver.foreignUnit.count)
            let quoted = unit.prefix { $0 != " " }
            return "\(count) dimensions in this file, the first here, are in \(quoted), which\(unit.dropFirst(quoted.count))"
        case (.noType, _):
            return "\(count) tokens in this file, the first here, have no type: add \"$type\" to them or to a group above them, once for "
                + "the group where its tokens are one type (navgen never guesses a type from the value)"
        case (.sameMembers, _):
            return "\(count) tokens in this file, the first here, are invalid alike: \(first.message)"
        case (.sameMessage, DiagnosticKind.invalidToken.id):
            return "\(count) tokens in this file, the first here, have the \(first.message)"
        case (.sameMessage, _):
            return "\(count) references in this file, the first here, name the \(first.message)"
        case (.unselectedSet(let rest), _):
            return "\(count) references in this file, the first here, name tokens of token set \(rest)"
                .replacingOccurrences(of: ", so it is in no mode", with: ", so they are in no mode")
        case (.undefinedGroups, _):
            let names = Set(unknownNames)
            guard names.count > 1 else { return "\(count) references in this file, the first here, name the \(first.message)" }
            let groups = Array(Set(names.map(group(of:)))).sorted()
            let shown = groups.prefix(3).map { "'\($0)'" }.joined(separator: ", ") + (groups.count > 3 ? " and \(groups.count - 3) more" : "")
            return "\(count) references in this file, the first here, name \(names.count) unknown tokens in groups no input defines "
                + "(\(shown)); is the file that defines them among the inputs?"
        }
    }
}
