/// A file written before 2025.10 has its forms throughout (Fluent's demo: 695 hex strings and duration strings), and
/// a warning per value would bury every other one: a file's `legacy-value` warnings become one, at the first, which
/// shows its fix, as the unitless sizes of a Style Dictionary file are said once.
enum LegacyValueSummary {
    static func perFile(_ diagnostics: [Diagnostic]) -> [Diagnostic] {
        var positions: [String: [Int]] = [:]
        for index in diagnostics.indices where diagnostics[index].rule == DiagnosticKind.legacyValue.id {
            positions[diagnostics[index].location.file, default: []].append(index)
        }
        var dropped: Set<Int> = []
        var summaries: [Int: Diagnostic] = [:]
        for indices in positions.values where indices.count > 1 {
            let first = indices.min { diagnostics[$0].location < diagnostics[$1].location }!
            var summary = diagnostics[first]
            summary.message = "\(indices.count) values in this file are written in forms before 2025.10, which navgen reads but tools "
                + "that follow 2025.10 will not; the first, here: \(summary.message)"
            summaries[first] = summary
            dropped.formUnion(indices.filter { $0 != first })
        }
        return diagnostics.indices.compactMap { index in dropped.contains(index) ? nil : summaries[index] ?? diagnostics[index] }
    }
}
