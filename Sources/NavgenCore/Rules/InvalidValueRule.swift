/// A value with the wrong syntax or out of range, reported by the readers and the resolver.
struct InvalidValueRule: Rule {
    static let description = RuleDescription(
        id: "invalid-value", severity: .error,
        rationale: """
            A value has the wrong syntax or is out of range (an alpha outside 0…1, an unknown bar style, a \
            colour that is not a colour), or an element or attribute is unknown. UIKit would clamp, ignore or \
            crash on such values at run time; navgen says so where the value is written, with the closest valid name.
            """,
        nonTriggeringExamples: [
            .map("""
                <navigation>
                  <navigationController id="nav" root="home"/>
                  <screen id="home" barAlpha="0.5" barStyle="black" barTintColor="#1A1A1AFF"/>
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
                  <screen id="home" ↓barAlpha="1.5" ↓barStyle="blak"/>
                </navigation>
                """),
            .map("""
                <navigation>
                  <navigationController id="nav" root="home"/>
                  <screen id="home" ↓barTintColour="#FFFFFF" ↓titleColor="white"/>
                </navigation>
                """),
        ])
}
