/// Two definitions of one id, reported by the model builder and the token resolver.
struct DuplicateIDRule: Rule {
    static let description = RuleDescription(
        id: "duplicate-id", severity: .error,
        rationale: """
            Two screens, appearances, controllers or tokens share an id where ids must be unique. Whichever \
            one navgen kept, some references would silently reach the other; the note points at the first definition.
            """,
        nonTriggeringExamples: [
            .map("""
                <navigation>
                  <navigationController id="nav" root="home"/>
                  <screen id="home"><push to="detail"/></screen>
                  <screen id="detail"/>
                </navigation>
                """),
            RuleExample(["a.tokens.json": #"{"size": {"$type": "number", "gap": {"$value": 4}}}"#,
                         "b.tokens.json": #"{"size": {"$type": "number", "margin": {"$value": 8}}}"#]),
        ],
        triggeringExamples: [
            .map("""
                <navigation>
                  <navigationController id="nav" root="home"/>
                  <screen id="home"/>
                  <screen ↓id="home" title="Again"/>
                </navigation>
                """),
            // A screen uses the token: in tokens no screen reaches, the problem is a warning (`skipped-token`).
            RuleExample(["a.tokens.json": #"{"opacity": {"$type": "number", "bar": {"$value": 0.9}}}"#,
                         "b.tokens.json": #"{"opacity": {"$type": "number", ↓"bar": {"$value": 0.8}}}"#,
                         "app.nav.xml": """
                            <navigation>
                              <navigationController id="nav" root="home"/>
                              <screen id="home" barAlpha="{opacity.bar}"/>
                            </navigation>
                            """]),
        ])
}
