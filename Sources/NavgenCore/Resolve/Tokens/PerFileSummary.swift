/// A file says some things throughout, and a warning per value would bury every other one: a file's warnings of these
/// kinds become one, at the first, counting them, as the unitless sizes of a Style Dictionary file are said once.
/// - `legacy-value`: a file written before 2025.10 has its forms throughout (Fluent's demo: 695 hex strings and
///   duration strings); the first shows its fix.
/// - `out-of-gamut`: a palette written in oklch (Tailwind's, shadcn's) sits just outside sRGB in dozens of colours.
/// - an unknown `$type` written on many tokens alike: `"$type": "string"` on every text token of a real file.
/// - an unknown token that many tokens name: a base file left out of the inputs (five of a real file's shadows name
///   one black).
enum PerFileSummary {
    static func perFile(_ diagnostics: [Diagnostic]) -> [Diagnostic] {
        var positions: [String: [Int]] = [:]
        for index in diagnostics.indices {
            let diagnostic = diagnostics[index]
            if summarised.contains(diagnostic.rule) {
                positions["\(diagnostic.rule) \(diagnostic.location.file)", default: []].append(index)
            } else if diagnostic.rule == DiagnosticKind.invalidToken.id && diagnostic.message.hasPrefix(TokenTypeName.unknownType)
                        || diagnostic.rule == DiagnosticKind.unresolvedReference.id && diagnostic.message.hasPrefix(TokenValueResolver.unknownToken) {
                positions["\(diagnostic.rule) \(diagnostic.location.file) \(diagnostic.message)", default: []].append(index)
            }
        }
        var dropped: Set<Int> = []
        var summaries: [Int: Diagnostic] = [:]
        for indices in positions.values where indices.count > 1 {
            let first = indices.min { diagnostics[$0].location < diagnostics[$1].location }!
            var summary = diagnostics[first]
            summary.message = message(for: summary, count: indices.count)
            summaries[first] = summary
            dropped.formUnion(indices.filter { $0 != first })
        }
        return diagnostics.indices.compactMap { index in dropped.contains(index) ? nil : summaries[index] ?? diagnostics[index] }
    }

    private static let summarised: Set = [DiagnosticKind.legacyValue.id, DiagnosticKind.outOfGamut.id]


    /// The one message for `count` diagnostics like `first` in its file.
    private static func message(for first: Diagnostic, count: Int) -> String {
        if first.rule == DiagnosticKind.outOfGamut.id {
            // `this oklch colour is outside the sRGB gamut; navgen clips …`: the count says the first half.
            let fix = first.message.range(of: "gamut; ").map { String(first.message[$0.upperBound...]) } ?? first.message
            return "\(count) colours in this file are outside the sRGB gamut; the first, here: \(fix)"
        }
        if first.rule == DiagnosticKind.invalidToken.id {
            return "\(count) tokens in this file, the first here, have the \(first.message)"
        }
        if first.rule == DiagnosticKind.unresolvedReference.id {
            return "\(count) references in this file, the first here, name the \(first.message)"
        }
        return "\(count) values in this file are written in forms before 2025.10, which navgen reads but tools that follow 2025.10 will "
            + "not; the first, here: \(first.message)"
    }
}
