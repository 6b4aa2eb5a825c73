/// An element, attribute or property a format does not have, reported by the readers.
struct UnknownNameRule: Rule {
    static let description = RuleDescription(
        id: "unknown-name", severity: .error,
        rationale: """
            An element, attribute or property that the format does not define: usually a typo (barTintColour, \
            $descripton), sometimes a name from another tool. navgen does not guess what it meant, so the value would \
            be lost without a word; the message names the closest valid name.
            """,
        nonTriggeringExamples: [
            .map("""
                <navigation>
                  <navigationController id="nav" root="home"/>
                  <screen id="home" barTintColor="#FFFFFF" titleColor="#000000"/>
                </navigation>
                """),
            RuleExample(["tokens.tokens.json": #"{"size": {"$type": "number", "gap": {"$value": 4, "$description": "Between items"}}}"#]),
        ],
        triggeringExamples: [
            .map("""
                <navigation>
                  <navigationController id="nav" root="home"/>
                  <screen id="home" ↓barTintColour="#FFFFFF"/>
                  ↓<scren id="detail"/>
                </navigation>
                """),
            // A screen uses the token: in tokens no screen reaches, the problem is a warning (`skipped-token`).
            .map("""
                <navigation>
                  <navigationController id="nav" root="home"/>
                  <screen id="home" barAlpha="{opacity.bar}"/>
                </navigation>
                """, tokens: #"{"opacity": {"$type": "number", "bar": {"$value": 0.9, ↓"$descripton": "The bar's alpha"}}}"#),
        ])
}
