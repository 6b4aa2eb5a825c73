/// A screen that uses a token navgen skipped, reported by the resolver.
struct SkippedTokenRule: Rule {
    static let description = RuleDescription(
        id: "skipped-token", severity: .error,
        rationale: """
            A screen, appearance or navigation controller uses a token that navgen skipped: the token has a problem \
            of its own, or refers to one that has. A problem in a token no screen uses is only a warning, since it \
            cannot change a bar; here it would, so the error is at the attribute that uses it, with a note at the problem.
            """,
        nonTriggeringExamples: [
            .map("""
                <navigation>
                  <navigationController id="nav" root="home"/>
                  <screen id="home" barTintColor="{color.bar}"/>
                </navigation>
                """, tokens: #"{"color": {"$type": "color", "bar": {"$value": {"colorSpace": "srgb", "components": [0, 0, 0]}}, "unused": {"$value": {"colorSpace": "srgbb", "components": [0, 0, 0]}}}}"#),
            .map("""
                <navigation>
                  <navigationController id="nav" root="home"/>
                  <screen id="home" barTintColor="#1A1A1A"/>
                </navigation>
                """, tokens: #"{"color": {"$type": "color", "base": {"$value": {"colorSpace": "srgb", "components": [2, 0, 0]}}, "alias": {"$value": "{color.base}"}}}"#),
        ],
        triggeringExamples: [
            .map("""
                <navigation>
                  <navigationController id="nav" root="home"/>
                  <screen id="home" ↓barTintColor="{color.bar}"/>
                </navigation>
                """, tokens: #"{"color": {"$type": "color", "bar": {"$value": {"colorSpace": "srgbb", "components": [0, 0, 0]}}}}"#),
            .map("""
                <navigation>
                  <appearance id="brand" ↓tintColor="{color.alias}"/>
                  <navigationController id="nav" root="home" appearance="brand"/>
                  <screen id="home"/>
                </navigation>
                """, tokens: #"{"color": {"$type": "color", "base": {"$value": {"colorSpace": "srgb", "components": [2, 0, 0]}}, "alias": {"$value": "{color.base}"}}}"#),
        ])
}
