/// A DTCG value in a pre-2025.10 string form, reported by the token reader.
struct LegacyValueRule: Rule {
    static let description = RuleDescription(
        id: "legacy-value", severity: .warning,
        rationale: """
            A DTCG token uses a pre-2025.10 string form (a hex colour string, "16px", "100ms"). navgen still \
            reads it, but tools that follow the 2025.10 format will not; the message shows the 2025.10 form to write instead.
            """,
        nonTriggeringExamples: [
            RuleExample(["tokens.tokens.json": #"{"color": {"$type": "color", "brand": {"$value": {"colorSpace": "srgb", "components": [0.2, 0.4, 1]}}}}"#]),
            RuleExample(["tokens.tokens.json": #"{"space": {"$type": "dimension", "m": {"$value": {"value": 16, "unit": "px"}}}}"#]),
        ],
        triggeringExamples: [
            RuleExample(["tokens.tokens.json": ##"{"color": {"$type": "color", "brand": {"$value": ↓"#3366FF"}}}"##]),
            RuleExample(["tokens.tokens.json": #"{"space": {"$type": "dimension", "m": {"$value": ↓"16px"}}}"#]),
        ])
}
