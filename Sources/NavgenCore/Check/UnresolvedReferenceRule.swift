/// A reference that names nothing, reported by the resolver and the stack graph.
struct UnresolvedReferenceRule: Rule {
    static let description = RuleDescription(
        id: "unresolved-reference", severity: .error,
        rationale: """
            A token, appearance, screen or storyboard reference names nothing, so the value or the edge it \
            stands for cannot exist. The message suggests the closest name, since most of these are typos.
            """,
        nonTriggeringExamples: [
            .map("""
                <navigation>
                  <navigationController id="nav" root="home"/>
                  <screen id="home" barTintColor="{color.brand}"/>
                </navigation>
                """, tokens: #"{"color": {"$type": "color", "brand": {"$value": {"colorSpace": "srgb", "components": [0.2, 0.4, 1]}}}}"#),
            .map("""
                <navigation>
                  <appearance id="brand" barStyle="black"/>
                  <navigationController id="nav" root="home"/>
                  <screen id="home" appearance="brand"><push to="detail"/></screen>
                  <screen id="detail"/>
                </navigation>
                """),
        ],
        triggeringExamples: [
            .map("""
                <navigation>
                  <navigationController id="nav" root="home"/>
                  <screen id="home" ↓barTintColor="{color.brnd}"/>
                </navigation>
                """, tokens: #"{"color": {"$type": "color", "brand": {"$value": {"colorSpace": "srgb", "components": [0.2, 0.4, 1]}}}}"#),
            .map("""
                <navigation>
                  <appearance id="brand" barStyle="black"/>
                  <navigationController id="nav" root="home"/>
                  <screen id="home" ↓appearance="brnd">
                    ↓<push to="detial"/>
                  </screen>
                  <screen id="detail"/>
                </navigation>
                """),
        ])
}
