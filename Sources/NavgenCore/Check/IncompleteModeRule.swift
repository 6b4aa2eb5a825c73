/// A token without a value in some mode, reported by the resolver where a screen uses it.
struct IncompleteModeRule: Rule {
    static let description = RuleDescription(
        id: "incomplete-mode", severity: .error,
        rationale: """
            A token used by a screen has no value in some mode (a colour set with a dark variant but no light \
            one, a theme that forgot a token), so that screen cannot be drawn in that mode. Every screen is \
            resolved in every mode, and the place that uses the token is reported, with a note at the token.
            """,
        nonTriggeringExamples: [
            RuleExample([
                "app.nav.xml": """
                    <navigation>
                      <navigationController id="nav" root="home"/>
                      <screen id="home" barTintColor="{asset.Bar}"/>
                    </navigation>
                    """,
                "Assets.xcassets/Bar.colorset/Contents.json": colorSet(["light", "dark"]),
            ]),
            RuleExample([
                "app.nav.xml": """
                    <navigation>
                      <navigationController id="nav" root="home"/>
                      <screen id="home" tintColor="{asset.Tint}" barTintColor="{asset.Bar}"/>
                    </navigation>
                    """,
                "Assets.xcassets/Bar.colorset/Contents.json": colorSet(["light", "dark"]),
                "Assets.xcassets/Tint.colorset/Contents.json": colorSet([nil, "dark"]),
            ]),
        ],
        triggeringExamples: [
            RuleExample([
                "app.nav.xml": """
                    <navigation>
                      <navigationController id="nav" root="home"/>
                      <screen id="home" ↓barTintColor="{asset.Bar}"/>
                    </navigation>
                    """,
                "Assets.xcassets/Bar.colorset/Contents.json": colorSet(["dark"]),
            ]),
            RuleExample([
                "app.nav.xml": """
                    <navigation>
                      <navigationController id="nav" root="home"/>
                      <screen id="home" barTintColor="{asset.Bar}" ↓tintColor="{asset.Tint}"/>
                    </navigation>
                    """,
                "Assets.xcassets/Bar.colorset/Contents.json": colorSet(["light", "dark"]),
                "Assets.xcassets/Tint.colorset/Contents.json": colorSet(["light"]),
            ]),
        ])

    /// An Xcode colour set with one entry per luminosity (nil: the universal entry).
    private static func colorSet(_ luminosities: [String?]) -> String {
        let entries = luminosities.map { luminosity in
            let appearances = luminosity.map { #""appearances": [{"appearance": "luminosity", "value": "\#($0)"}], "# } ?? ""
            return #"{\#(appearances)"color": {"color-space": "srgb", "components": {"red": "0.100", "green": "0.100", "blue": "0.100", "alpha": "1.000"}}, "idiom": "universal"}"#
        }
        return #"{"colors": [\#(entries.joined(separator: ", "))], "info": {"author": "xcode", "version": 1}}"#
    }
}
