/// The diff as a pull-request comment: a marker to find the comment again, the summary line, then one collapsed
/// `<details>` section per kind of change, each a table (colours with swatches, as in the report).
enum DiffMarkdown {
    /// The first line of every comment, so a workflow finds its earlier comment and updates it.
    static let marker = "<!-- navgen-diff -->"
    /// GitHub refuses comments over 65,536 characters: rows are left off until the comment fits below this.
    static let budget = 60_000

    static func render(_ diff: NavigationDiff) -> String {
        let head = "\(marker)\n**Navigation** against \(code(diff.base)): \(DiffWording.summary(diff))\n"
        guard !diff.isEmpty else { return head }
        var limit = 200
        while true {
            let text = head + sections(diff, limit: limit)
            if text.utf8.count <= budget || limit <= 5 { return text }
            limit /= 2
        }
    }

    private static func sections(_ diff: NavigationDiff, limit: Int) -> String {
        var output = ""
        func section(_ title: String, header: [String], rows: [[String]]) {
            guard !rows.isEmpty else { return }
            output += "\n<details><summary>\(title)</summary>\n\n"
            output += "| " + header.joined(separator: " | ") + " |\n|" + String(repeating: "---|", count: header.count) + "\n"
            for row in rows.prefix(limit) { output += "| " + row.joined(separator: " | ") + " |\n" }
            if rows.count > limit {
                output += "\n\(rows.count - limit) more not shown here; `navgen diff --format text` lists them all.\n"
            }
            output += "\n</details>\n"
        }
        if !diff.modesAdded.isEmpty || !diff.modesRemoved.isEmpty {
            section("Modes", header: ["change", "mode"],
                    rows: diff.modesAdded.map { ["added", cell($0)] } + diff.modesRemoved.map { ["removed", cell($0)] })
        }
        section("Screens: \(counts(diff.screens.map(\.kind.rawValue)))", header: ["change", "screen", "where"], rows: diff.screens.map { change in
            [change.kind.rawValue, cell(DiffWording.screen(change)), place(change.location, base: change.baseLocation)]
        })
        section("Bars: \(DiffWording.counted(diff.properties.count, "change"))", header: ["screen", "mode", "property", "before", "after", "where"],
                rows: diff.properties.map { change in
                    [cell(change.screen.name), cell(DiffWording.variants(change.variants)), change.label, value(change.before),
                     value(change.after), place(change.location)]
                })
        section("Transitions: \(DiffWording.counted(diff.transitions.count, "change"))", header: ["transition", "what changed", "where"],
                rows: diff.transitions.map { change in
                    [cell(DiffWording.edge(from: change.from, to: change.to, operations: change.operations)), cell(DiffWording.fields(change.fields)),
                     place(change.location)]
                })
        section("Edges: \(counts(diff.edges.map(\.kind.rawValue)))", header: ["change", "edge", "where"], rows: diff.edges.map { change in
            [change.kind.rawValue, cell(DiffWording.edge(from: change.from, to: change.to, operation: change.operation))
                + (change.identifier.map { " " + code($0) } ?? ""), place(change.location, base: change.baseLocation)]
        })
        section("Diagnostics: \(counts(diff.diagnostics.map { $0.kind == .introduced ? "new" : "fixed" }))",
                header: ["change", "severity", "rule", "message", "where"], rows: diff.diagnostics.map { change in
                    let diagnostic = change.diagnostic
                    return [change.kind == .introduced ? "new" : "fixed", diagnostic.severity.rawValue, code(diagnostic.rule),
                            cell(diagnostic.message),
                            change.kind == .introduced ? place(diagnostic.location) : place(nil, base: diagnostic.location)]
                })
        section("Tokens: \(DiffWording.counted(diff.tokens.count, "change"))", header: ["token", "mode", "before", "after", "screens", "where"],
                rows: diff.tokens.flatMap { change in
                    change.values.map { entry in
                        [code(change.path), cell(entry.variant.label), entry.before.map(value) ?? "none", entry.after.map(value) ?? "none",
                         change.screens.isEmpty ? "none" : cell(change.screens.map(\.name).joined(separator: ", ")), place(change.location)]
                    }
                })
        if diff.headHasErrors {
            output += "\nThe new side has errors, so the checks that need a clean model did not run: fixed warnings are not listed.\n"
        }
        return output
    }

    /// `3 added, 1 removed`, in order of first appearance.
    private static func counts(_ kinds: [String]) -> String {
        var order: [String] = []
        var numbers: [String: Int] = [:]
        for kind in kinds {
            if numbers[kind] == nil { order.append(kind) }
            numbers[kind, default: 0] += 1
        }
        return order.map { "\(numbers[$0]!) \($0)" }.joined(separator: ", ")
    }

    private static func value(_ value: DiffValue) -> String {
        let text = code(DiffWording.value(value.text))
        return value.color.map { ReportText.swatch($0) + " " + text } ?? text
    }

    private static func place(_ location: SourceLocation?, base: SourceLocation? = nil) -> String {
        if let location { return code(location.description) }
        if let base { return "was " + code(base.description) }
        return ""
    }

    private static func cell(_ text: String) -> String { ReportText.markdownCell(text) }

    /// A code span in a table cell: only `|` and line breaks need care there; a text holding backticks gets a longer fence.
    private static func code(_ text: String) -> String {
        var inner = ""
        for character in text {
            switch character {
            case "|": inner += "\\|"
            case "\n", "\r", "\r\n": inner += " "
            default: inner.append(character)
            }
        }
        return inner.contains("`") ? "`` \(inner) ``" : "`\(inner)`"
    }
}
