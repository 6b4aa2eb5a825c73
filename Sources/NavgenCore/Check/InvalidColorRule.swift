/// A colour that is not written as a colour, reported by the readers and the resolver.
struct InvalidColorRule: Rule {
    static let description = RuleDescription(
        id: "invalid-color", severity: .error,
        rationale: """
            A colour is malformed: a literal that is not #RRGGBB or #RRGGBBAA, a DTCG colour with an unknown colour \
            space or the wrong components, an asset-catalog or Interface Builder colour without its components. \
            navgen cannot tell which colour was meant, so it says where the colour is written and how to write it.
            """,
        nonTriggeringExamples: [
            .map("""
                <navigation>
                  <navigationController id="nav" root="home"/>
                  <screen id="home" barTintColor="#1A1A1AFF" titleColor="#FFFFFF"/>
                </navigation>
                """),
            RuleExample(["tokens.tokens.json": #"{"color": {"$type": "color", "bar": {"$value": {"colorSpace": "display-p3", "components": [1, 0.5, 0]}}}}"#]),
        ],
        triggeringExamples: [
            .map("""
                <navigation>
                  <navigationController id="nav" root="home"/>
                  <screen id="home" ↓titleColor="white"/>
                </navigation>
                """),
            // A screen uses the token: in tokens no screen reaches, the problem is a warning (`skipped-token`).
            .map("""
                <navigation>
                  <navigationController id="nav" root="home"/>
                  <screen id="home" barTintColor="{color.bar}"/>
                </navigation>
                """, tokens: #"{"color": {"$type": "color", "bar": {"$value": {"colorSpace": ↓"srgbb", "components": [1, 0.5, 0]}}}}"#),
        ])
}
