/// A number outside the range its property or token type allows, reported by the readers and the resolver.
struct ValueOutOfRangeRule: Rule {
    static let description = RuleDescription(
        id: "value-out-of-range", severity: .error,
        rationale: """
            A number is outside its range: an alpha outside 0…1, a colour component outside its colour space, a \
            font weight outside 1…1000, a cubic Bézier's x outside 0…1. UIKit would clamp it at run time, so the bar \
            would not look as written; navgen says so where the number is written.
            """,
        nonTriggeringExamples: [
            .map("""
                <navigation>
                  <navigationController id="nav" root="home"/>
                  <screen id="home" barAlpha="0.5"/>
                </navigation>
                """),
            RuleExample(["tokens.tokens.json": #"{"weight": {"$type": "fontWeight", "bold": {"$value": 700}}}"#]),
        ],
        triggeringExamples: [
            .map("""
                <navigation>
                  <navigationController id="nav" root="home"/>
                  <screen id="home" ↓barAlpha="1.5"/>
                </navigation>
                """),
            // A screen uses each token: in tokens no screen reaches, the problem is a warning (`skipped-token`).
            .map("""
                <navigation>
                  <navigationController id="nav" root="home"/>
                  <screen id="home" barTintColor="{color.c}" titleFont="{type.title}"/>
                </navigation>
                """, tokens: """
                {"weight": {"$type": "fontWeight", "bold": {"$value": ↓1200}},
                 "color": {"$type": "color", "c": {"$value": {"colorSpace": "srgb", "components": [↓1.5, 0, 0]}}},
                 "type": {"$type": "typography", "title": {"$value": {"fontFamily": "Inter", "fontSize": {"value": 17, "unit": "px"},
                   "fontWeight": "{weight.bold}", "letterSpacing": {"value": 0, "unit": "px"}, "lineHeight": 1.2}}}}
                """),
        ])
}
