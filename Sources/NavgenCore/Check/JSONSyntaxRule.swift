/// Invalid JSON, reported by the JSON reader.
struct JSONSyntaxRule: Rule {
    static let description = RuleDescription(
        id: "json-syntax", severity: .error,
        rationale: """
            The JSON is not valid RFC 8259 JSON, or an object repeats a key. Token tools disagree on which \
            duplicate wins, so navgen refuses to pick one; trailing commas and comments are refused for the same reason.
            """,
        nonTriggeringExamples: [
            RuleExample(["tokens.tokens.json": #"{"size": {"$type": "number", "gap": {"$value": 4}}}"#]),
            RuleExample(["tokens.tokens.json": "{\n  \"opacity\": {\"$type\": \"number\", \"$value\": 0.5}\n}\n"]),
        ],
        triggeringExamples: [
            RuleExample(["tokens.tokens.json": "{\n  \"gap\": {\"$type\": \"number\", \"$value\": 4,↓}\n}\n"]),
            RuleExample(["tokens.tokens.json": "{\n  \"gap\": {\"$value\": 4},\n  ↓\"gap\": {\"$value\": 8}\n}\n"]),
        ])
}
