/// The diff for a terminal: the summary, then one `file:line:column: sentence` line per item under each heading.
/// Colour only when asked (a terminal without `NO_COLOR`, as for diagnostics).
enum DiffText {
    static func render(_ diff: NavigationDiff, color: Bool) -> String {
        let paint = Paint(enabled: color)
        var output = "navgen diff against \(diff.base): \(DiffWording.summary(diff))\n"
        func section(_ title: String, _ lines: [String]) {
            guard !lines.isEmpty else { return }
            output += "\n" + paint.bold(title) + "\n"
            for line in lines { output += "  " + line + "\n" }
        }
        section("Screens", diff.screens.map { change in
            let sentence = DiffWording.screen(change)
            return place(change.location, base: change.baseLocation) + (change.kind == .removed ? paint.red(sentence) : sentence)
        })
        section("Bars", diff.properties.map { change in
            place(change.location) + "\(change.screen.name), \(DiffWording.variants(change.variants)): \(change.label) "
                + paint.red(DiffWording.value(change.before.text)) + " → " + paint.green(DiffWording.value(change.after.text))
        })
        section("Transitions", diff.transitions.map { place($0.location) + DiffWording.transition($0) })
        section("Edges", diff.edges.map { change in
            let sentence = DiffWording.edge(change)
            return place(change.location, base: change.baseLocation) + (change.kind == .removed ? paint.red(sentence) : paint.green(sentence))
        })
        section("Diagnostics", diff.diagnostics.map { change in
            let diagnostic = change.diagnostic
            let label = change.kind == .resolved ? paint.green("fixed \(diagnostic.severity.rawValue)") : paint.severity(diagnostic.severity)
            let base = change.kind == .resolved ? " (where it was)" : ""
            return "\(diagnostic.location)\(base): \(label): \(diagnostic.message) [\(diagnostic.rule)]"
        })
        section("Tokens", diff.tokens.map { place($0.location) + DiffWording.token($0) })
        if diff.headHasErrors {
            output += "\nThe new side has errors, so the checks that need a clean model did not run: fixed warnings are not listed.\n"
        }
        return output
    }

    /// `file:line:column: `, the base's place marked as such, or nothing.
    private static func place(_ location: SourceLocation?, base: SourceLocation? = nil) -> String {
        if let location { return "\(location): " }
        if let base { return "\(base) (at the base): " }
        return ""
    }

    /// ANSI colours in the diagnostics printer's palette.
    private struct Paint {
        let enabled: Bool

        private func wrap(_ text: String, _ code: String) -> String { enabled ? "\u{1B}[\(code)m\(text)\u{1B}[0m" : text }
        func bold(_ text: String) -> String { wrap(text, "1") }
        func red(_ text: String) -> String { wrap(text, "31") }
        func green(_ text: String) -> String { wrap(text, "32") }

        func severity(_ severity: Severity) -> String {
            let label = "new \(severity.rawValue)"
            switch severity {
            case .error: return wrap(label, "1;31")
            case .warning: return wrap(label, "1;35")
            case .note: return wrap(label, "1;30")
            }
        }
    }
}
