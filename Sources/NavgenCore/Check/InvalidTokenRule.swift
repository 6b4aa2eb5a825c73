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
        // A screen uses each token: in tokens no screen reaches, the problem is a warning (`skipped-token`).
        triggeringExamples: [
            .map("""
                <navigation>
                  <navigationController id="nav" root="home"/>
                  <screen id="home" titleFont="{type.title}"/>
                </navigation>
                """, tokens: """
                {"space": {"$type": "dimension", "m": {"$value": {"value": 17, "unit": ↓"pt"}}},
                 "type": {"$type": "typography", "title": {"$value": {"fontFamily": "Inter", "fontSize": "{space.m}",
                   "fontWeight": 600, "letterSpacing": {"value": 0, "unit": "px"}, "lineHeight": 1.2}}}}
                """),
            .map("""
                <navigation>
                  <appearance id="faded" barAlpha="{opacity.bar}"/>
                  <navigationController id="nav" root="home" appearance="faded"/>
                  <screen id="home" barAlpha="{alpha.bar}"/>
                </navigation>
                """, tokens: #"{"opacity": {↓"bar": {"$value": 0.9}}, "alpha": {"$type": "number", "bar": {"$type": ↓"numbr", "$value": 0.8}}}"#),
        ])
}
