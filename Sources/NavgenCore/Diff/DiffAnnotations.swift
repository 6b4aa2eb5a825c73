/// `navgen diff --format github`: GitHub Actions annotations on the new side's lines. A new diagnostic keeps its
/// severity; every other change is a notice, one per line of input (GitHub shows only so many annotations per step).
enum DiffAnnotations {
    static let title = "navgen diff"

    /// `page`: where the before-and-after drawings are (`--html`), named in the summary's notice.
    static func render(_ diff: NavigationDiff, page: String? = nil) -> String {
        let drawings = page.map { " · before and after, drawn: \($0)" } ?? ""
        var output = DiagnosticFormatter.githubAnnotation("notice", at: nil, title: title, "against \(diff.base): \(DiffWording.summary(diff))" + drawings)
        var order: [SourceLocation?] = []
        var messages: [SourceLocation?: [String]] = [:]
        var firstColumns: [SourceLocation?: Int] = [:]
        func note(_ location: SourceLocation?, _ message: String) {
            // One annotation per line: the column of the first item on it.
            let key = location.map { SourceLocation(file: $0.file, line: $0.line, column: 1) }
            if messages[key] == nil { order.append(key) }
            messages[key, default: []].append(message)
            if let location, firstColumns[key] == nil { firstColumns[key] = location.column }
        }
        for change in diff.screens {
            note(change.location, DiffWording.screen(change) + (change.location == nil ? wasAt(change.baseLocation) : ""))
        }
        for change in diff.properties { note(change.location, DiffWording.property(change)) }
        for change in diff.transitions { note(change.location, DiffWording.transition(change)) }
        for change in diff.edges { note(change.location, DiffWording.edge(change) + (change.location == nil ? wasAt(change.baseLocation) : "")) }
        for change in diff.diagnostics where change.kind == .resolved {
            note(nil, DiffWording.diagnostic(change) + wasAt(change.diagnostic.location))
        }
        for change in diff.tokens { note(change.location, DiffWording.token(change)) }
        for key in order {
            var location = key
            if let column = firstColumns[key] { location?.column = column }
            output += DiagnosticFormatter.githubAnnotation("notice", at: location, title: title, messages[key]!.joined(separator: "\n"))
        }
        for change in diff.diagnostics where change.kind == .introduced {
            output += DiagnosticFormatter.github(change.diagnostic)
        }
        return output
    }

    private static func wasAt(_ base: SourceLocation?) -> String { base.map { " (was at \($0))" } ?? "" }
}
