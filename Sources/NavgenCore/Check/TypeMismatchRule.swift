/// A property given a token of the wrong type, reported by the resolver.
struct TypeMismatchRule: Rule {
    static let description = RuleDescription(
        id: "type-mismatch", severity: .error,
        rationale: """
            A property gets a token of the wrong type, such as a dimension as a bar colour or a colour as a \
            title font. The token exists, so the reference looks right; only its type shows that the wrong one was picked.
            """,
        nonTriggeringExamples: [
            .map("""
                <navigation>
                  <navigationController id="nav" root="home"/>
                  <screen id="home" barTintColor="{color.bar}"/>
                </navigation>
                """, tokens: #"{"color": {"$type": "color", "bar": {"$value": {"colorSpace": "srgb", "components": [0, 0, 0]}}}}"#),
            .map("""
                <navigation>
                  <navigationController id="nav" root="home"/>
                  <screen id="home" barAlpha="{opacity.bar}"/>
                </navigation>
                """, tokens: #"{"opacity": {"$type": "number", "bar": {"$value": 0.9}}}"#),
        ],
        triggeringExamples: [
            .map("""
                <navigation>
                  <navigationController id="nav" root="home"/>
                  <screen id="home" ↓barTintColor="{space.m}"/>
                </navigation>
                """, tokens: #"{"space": {"$type": "dimension", "m": {"$value": {"value": 8, "unit": "px"}}}}"#),
            .map("""
                <navigation>
                  <navigationController id="nav" root="home"/>
                  <screen id="home" ↓titleFont="{color.text}" ↓barAlpha="{color.text}"/>
                </navigation>
                """, tokens: #"{"color": {"$type": "color", "text": {"$value": {"colorSpace": "srgb", "components": [0, 0, 0]}}}}"#),
        ])
}
