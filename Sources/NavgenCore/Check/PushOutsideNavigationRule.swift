/// A push from a screen without a navigation controller, reported by the stack graph.
struct PushOutsideNavigationRule: Rule {
    static let description = RuleDescription(
        id: "push-outside-navigation", severity: .error,
        rationale: """
            A push starts from a screen that is in no navigation controller. UIKit has no stack to push onto: \
            a push segue crashes and `pushViewController` does nothing. Embed the screen in a navigation \
            controller, or present instead (a `show` segue falls back to presenting, so only `push` is an error).
            """,
        nonTriggeringExamples: [
            .map("""
                <navigation>
                  <navigationController id="nav" root="home"/>
                  <screen id="home"><push to="detail"/></screen>
                  <screen id="detail"/>
                </navigation>
                """),
            .map("""
                <navigation>
                  <screen id="home" initial="true"><present to="detail"/></screen>
                  <screen id="detail"/>
                </navigation>
                """),
        ],
        triggeringExamples: [
            .map("""
                <navigation>
                  <screen id="home" initial="true">
                    ↓<push to="detail"/>
                  </screen>
                  <screen id="detail"/>
                </navigation>
                """),
            .map("""
                <navigation>
                  <navigationController id="nav" root="home"/>
                  <screen id="home"><present to="sheet"/></screen>
                  <screen id="sheet">↓<push to="detail"/></screen>
                  <screen id="detail"/>
                </navigation>
                """),
        ])
}
