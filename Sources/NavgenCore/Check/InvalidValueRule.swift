/// An attribute or property value with the wrong syntax, reported by the readers and the resolver.
struct InvalidValueRule: Rule {
    static let description = RuleDescription(
        id: "invalid-value", severity: .error,
        rationale: """
            A value in a navigation map, a storyboard, a resolver or Tokens Studio themes has the wrong syntax: an \
            unknown bar style, a boolean that is not true or false, a required attribute left out. UIKit would \
            ignore or crash on such values at run time; navgen says so where the value is written, with the \
            closest valid name. Colours, ranges, token values and unknown names have rules of their own.
            """,
        nonTriggeringExamples: [
            .map("""
                <navigation>
                  <navigationController id="nav" root="home"/>
                  <screen id="home" barStyle="black" prefersLargeTitles="true"/>
                </navigation>
                """),
            .map("""
                <navigation>
                  <navigationController id="nav" root="home"/>
                  <screen id="home" statusBarStyle="lightContent" swipeBackEnabled="false"/>
                </navigation>
                """),
        ],
        triggeringExamples: [
            .map("""
                <navigation>
                  <navigationController id="nav" root="home"/>
                  <screen id="home" ↓barStyle="blak" ↓prefersLargeTitles="yes"/>
                </navigation>
                """),
            .map("""
                <navigation>
                  <navigationController id="nav" root="home"/>
                  <screen id="home" ↓statusBarStyle="light">
                    <item side="left" ↓kind="button" title="Edit"/>
                  </screen>
                </navigation>
                """),
        ])
}
