/// Malformed files: nothing in them can be used.
extension DiagnosticKind {
    /// Malformed XML, reported by the XML reader.
    static let xmlSyntax = DiagnosticKind(
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

    /// Invalid JSON, reported by the JSON reader.
    static let jsonSyntax = DiagnosticKind(
        id: "json-syntax", severity: .error,
        rationale: """
            The JSON is not valid RFC 8259 JSON, or navgen.json repeats a key in an object, which would leave an option \
            to whichever one a reader keeps. Trailing commas and comments are refused: a token file named .json5 is \
            read as JSON5, which allows them, as Style Dictionary reads it. A key repeated in a token file is read as \
            JSON.parse reads it, the later one (no-effect).
            """,
        nonTriggeringExamples: [
            RuleExample(["tokens.tokens.json": #"{"size": {"$type": "number", "gap": {"$value": 4}}}"#]),
            RuleExample(["tokens.tokens.json": "{\n  \"opacity\": {\"$type\": \"number\", \"$value\": 0.5}\n}\n"]),
        ],
        triggeringExamples: [
            RuleExample(["tokens.tokens.json": "{\n  \"gap\": {\"$type\": \"number\", \"$value\": 4,↓}\n}\n"]),
            RuleExample(["tokens.tokens.json": "{\n  \"gap\": {\"$value\": 4}\n  ↓\"pad\": {\"$value\": 8}\n}\n"]),
        ])
}
