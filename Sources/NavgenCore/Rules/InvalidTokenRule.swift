/// A design token whose structure or value does not follow DTCG 2025.10, reported by the token readers and resolver.
struct InvalidTokenRule: Rule {
    static let description = RuleDescription(
        id: "invalid-token", severity: .error,
        rationale: """
            A design token is malformed: no type, an unknown type, a value that does not match its type (a \
            dimension in "pt", a shadow without "blur"), an invalid name, or a token and a group in one object. \
            navgen never guesses what a token means, so it says where the token goes wrong and what DTCG 2025.10 expects.
            """,
        nonTriggeringExamples: [
            RuleExample(["tokens.tokens.json": #"{"space": {"$type": "dimension", "m": {"$value": {"value": 8, "unit": "px"}}}}"#]),
            RuleExample(["tokens.tokens.json": #"{"size": {"gap": {"$type": "number", "$value": 4}}}"#]),
        ],
        triggeringExamples: [
            RuleExample(["tokens.tokens.json": #"{"space": {"$type": "dimension", "m": {"$value": {"value": 8, "unit": ↓"pt"}}}}"#]),
            RuleExample(["tokens.tokens.json": #"{"size": {↓"gap": {"$value": 4}}, "space": {"$type": "number", "margin": {"$type": ↓"numbr", "$value": 8}}}"#]),
        ])
}
