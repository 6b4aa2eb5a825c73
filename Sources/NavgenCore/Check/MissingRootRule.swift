/// `missing-root` in a storyboard or xib: a warning, as the app may well set the root in code.
enum MissingStoryboardRoot: DiagnosticKind {
    static let id = MissingRootRule.id
    static let defaultSeverity = Severity.warning
}

/// A navigation controller without a root screen, reported by the stack graph.
struct MissingRootRule: Rule {
    static let description = RuleDescription(
        id: "missing-root", severity: .error,
        rationale: """
            A navigation controller has no root screen, so it shows an empty stack and nothing can be pushed \
            onto it. In a navigation map the root names nothing; in a storyboard the rootViewController \
            relationship is missing, which is a warning there because apps often set the root in code: a \
            `navgen.root` runtime attribute naming the root's storyboard ID tells navgen which screen it is.
            """,
        nonTriggeringExamples: [
            .map("""
                <navigation>
                  <navigationController id="nav" root="home"/>
                  <screen id="home"/>
                </navigation>
                """),
            .map("""
                <navigation>
                  <tabBarController id="tabs" initial="true"><tab ref="nav"/></tabBarController>
                  <navigationController id="nav" root="home"/>
                  <screen id="home"/>
                </navigation>
                """),
        ],
        triggeringExamples: [
            .map("""
                <navigation>
                  <navigationController ↓id="nav" root="hom"/>
                  <screen id="home"/>
                </navigation>
                """),
            .map("""
                <navigation>
                  <navigationController id="nav" root="home"/>
                  <navigationController ↓id="sheet" root="nowhere"/>
                  <screen id="home"/>
                </navigation>
                """),
        ])
}
