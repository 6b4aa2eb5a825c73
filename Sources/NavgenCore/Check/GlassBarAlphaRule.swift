/// A bar alpha below 1 under Liquid Glass, which fades the title and the items with it.
struct GlassBarAlphaRule: Rule {
    static let description = DiagnosticKind(
        id: "glass-bar-alpha", severity: .warning,
        rationale: """
            Under Liquid Glass a screen's bar alpha is below 1. The glass bar has no background to fade: what fades is \
            the title and the bar button items (HBDNavigationBar reports alpha 0 hiding them on iOS 26), and UIKit has \
            always said never to change the bar's alpha. Hide the bar for real (barHidden), or keep the glass bar and \
            hide the edge effect (edgeEffect="hidden") for content that runs under it.
            """,
        nonTriggeringExamples: [
            .map("""
                <navigation>
                  <navigationController id="nav" root="home"/>
                  <screen id="home" edgeEffect="hidden"/>
                </navigation>
                """),
            // The iOS 26 SDK with the compatibility key: the legacy design alone, where the alpha fades the bar's
            // background, the fake-bar look.
            RuleExample([
                "app.nav.xml": """
                    <navigation>
                      <navigationController id="nav" root="home"/>
                      <screen id="home" barAlpha="0"/>
                    </navigation>
                    """,
                "Info.plist": """
                    <?xml version="1.0" encoding="UTF-8"?>
                    <plist version="1.0">
                    <dict>
                      <key>UIDesignRequiresCompatibility</key>
                      <true/>
                    </dict>
                    </plist>
                    """,
            ], sdk: "26.0"),
        ],
        triggeringExamples: [
            .map("""
                <navigation>
                  <navigationController id="nav" root="home"/>
                  <screen id="home" ↓barAlpha="0"/>
                </navigation>
                """),
            .map("""
                <navigation deploymentTarget="26.0">
                  <appearance id="faded" ↓barAlpha="0.5"/>
                  <navigationController id="nav" root="home"/>
                  <screen id="home" appearance="faded"><push to="detail"/></screen>
                  <screen id="detail" appearance="faded"/>
                </navigation>
                """),
        ])
}

extension GlassBarAlphaRule {
    static func check(model: NavigationModel, plans: [PlannedEdge]) -> [Violation] {
        DeclarationFinding.gather(model, rule: description.id, in: model.glassVariants) { _, bar in
            bar.visibility != .hidden && bar.barAlpha < 1 ? .barAlpha : nil
        }.map { finding in
            let alpha = model.screen(finding.screens[0])?.appearances[finding.variants[0]]?.barAlpha ?? 0
            return violation(at: finding.location,
                             "barAlpha \(formatNumber(alpha)) fades the title and items of \(finding.subject) under Liquid Glass"
                                 + "\(finding.variants.variantSuffix(of: model.variants)), not a bar background; hide the bar "
                                 + "(\(AttributeAdvice.setting("barHidden", to: "true", at: finding.location))), or keep the glass bar "
                                 + "and hide the edge effect (\(AttributeAdvice.setting("edgeEffect", to: "hidden", at: finding.location)))",
                             disabledRules: [])
        }
    }
}
