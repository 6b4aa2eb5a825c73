/// Aliases that lead back to themselves, reported by the token resolver.
struct ReferenceCycleRule: Rule {
    static let description = RuleDescription(
        id: "reference-cycle", severity: .error,
        rationale: """
            Aliases reference each other in a loop, so none of them has a value. Every token in the loop is \
            reported with the whole chain, because the mistake can be at any link.
            """,
        nonTriggeringExamples: [
            RuleExample(["tokens.tokens.json": """
                {"color": {"$type": "color",
                  "base": {"$value": {"colorSpace": "srgb", "components": [0, 0, 0]}},
                  "text": {"$value": "{color.base}"}}}
                """]),
            RuleExample(["tokens.tokens.json": """
                {"color": {"$type": "color",
                  "a": {"$value": "{color.b}"},
                  "b": {"$value": "{color.c}"},
                  "c": {"$value": {"colorSpace": "srgb", "components": [1, 1, 1]}}}}
                """]),
        ],
        // A screen uses each token: in tokens no screen reaches, the problem is a warning (`skipped-token`).
        triggeringExamples: [
            .map("""
                <navigation>
                  <navigationController id="nav" root="home"/>
                  <screen id="home" barTintColor="{color.a}"/>
                </navigation>
                """, tokens: """
                {"color": {"$type": "color",
                  "a": {"$value": ↓"{color.b}"},
                  "b": {"$value": ↓"{color.a}"}}}
                """),
            .map("""
                <navigation>
                  <navigationController id="nav" root="home"/>
                  <screen id="home" tintColor="{color.self}"/>
                </navigation>
                """, tokens: """
                {"color": {"$type": "color",
                  "self": {"$value": ↓"{color.self}"}}}
                """),
        ])
}
