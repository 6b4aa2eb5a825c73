/// Malformed XML, reported by the XML reader.
struct XMLSyntaxRule: Rule {
    static let description = RuleDescription(
        id: "xml-syntax", severity: .error,
        rationale: """
            The XML is not well-formed, or declares entities, which navgen never expands. Nothing in the \
            file can be trusted, so nothing from it is used; the position is the one libxml2 reports.
            """,
        nonTriggeringExamples: [
            .map("<navigation>\n  <screen id=\"home\"/>\n</navigation>\n"),
            .map("<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n<navigation><!-- empty --></navigation>\n"),
        ],
        triggeringExamples: [
            .map("<navigation>\n  <screen id=\"home\">\n</navigation>↓\n"),
            .map("<navigation>\n  <screen id=\"home\" title=\"a\" title=\"b\"↓/>\n</navigation>\n"),
        ])
}
