/// Navigation that the stack graph cannot build.
extension DiagnosticKind {
    /// A push from a screen without a navigation controller, reported by the stack graph.
    static let pushOutsideNavigation = DiagnosticKind(
        id: "push-outside-navigation", severity: .error,
        rationale: """
            A push starts from a screen that is in no navigation controller. UIKit has no stack to push onto: \
            a push segue crashes and `pushViewController` does nothing. Embed the screen in a navigation \
            controller, or present instead (a `show` segue falls back to presenting, so only `push` is an error). \
            A storyboard scene nothing can show (no segue leads to it, no storyboard ID, not the initial controller) \
            never runs its push: that is a `no-effect` warning instead.
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

    /// A navigation controller without a root screen, reported by the stack graph.
    static let missingRoot = DiagnosticKind(
        id: "missing-root", severity: .error,
        rationale: """
            A navigation controller has no root screen, so it shows an empty stack and nothing can be pushed \
            onto it. In a navigation map it has no `root` (one that names nothing is `unresolved-reference`'s); in a \
            storyboard the rootViewController \
            relationship is missing, which is a warning there because apps often set the root in code: a \
            `navgen.root` runtime attribute naming the root's storyboard ID tells navgen which screen it is. A \
            storyboard's tab bar controller without tabs, which the app sets in code, is the same warning: navgen \
            checks none of its stacks.
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
                  <navigationController ↓id="nav"/>
                  <screen id="home"/>
                </navigation>
                """),
            .map("""
                <navigation>
                  <navigationController id="nav" root="home"/>
                  <navigationController ↓id="sheet" root=""/>
                  <screen id="home"/>
                </navigation>
                """),
        ])

    /// `missing-root` in a storyboard or xib: a warning, as the app may well set the root in code.
    static let missingStoryboardRoot = DiagnosticKind(id: missingRoot.id, severity: .warning, rationale: missingRoot.rationale)
}
