/// A tint for the whole bar under Liquid Glass.
struct GlassBarTintRule: Rule {
    static let description = DiagnosticKind(
        id: "glass-bar-tint", severity: .warning,
        rationale: """
            Under Liquid Glass a screen, or its navigation controller, appearance or the navigation.bar tokens, sets a \
            tintColor for the whole bar. Apple says not to tint the navigation bar; items default to the label colour \
            and sit on glass that flips between light and dark with the content beneath, so one fixed tint is often \
            unreadable somewhere. Tint the items that need colour (an item's own tintColor), or make the one primary \
            action prominent.
            """,
        nonTriggeringExamples: [
            .map("""
                <navigation>
                  <navigationController id="nav" root="home"/>
                  <screen id="home">
                    <item side="right" kind="title" title="Done" style="prominent" tintColor="#336699"/>
                  </screen>
                </navigation>
                """),
            // The legacy design alone: a bar tint colours every button.
            .map("""
                <navigation>
                  <navigationController id="nav" root="home" tintColor="#336699"/>
                  <screen id="home"/>
                </navigation>
                """, sdk: "18.0"),
        ],
        triggeringExamples: [
            .map("""
                <navigation>
                  <navigationController id="nav" root="home" ↓tintColor="#336699"/>
                  <screen id="home"><push to="detail"/></screen>
                  <screen id="detail"/>
                </navigation>
                """),
            .map("""
                <navigation deploymentTarget="26.0">
                  <navigationController id="nav" root="home"/>
                  <screen id="home" ↓tintColor="#FF9500">
                    <item side="right" kind="system" systemItem="add"/>
                  </screen>
                </navigation>
                """),
        ])
}

extension GlassBarTintRule {
    static func check(model: NavigationModel, plans: [PlannedEdge]) -> [Violation] {
        DeclarationFinding.gather(model, rule: description.id, in: model.glassVariants) { _, bar in
            bar.visibility != .hidden && bar.tintColor != nil ? .tintColor : nil
        }.map { finding in
            violation(at: finding.location,
                      "tintColor tints the whole bar of \(finding.subject) under Liquid Glass"
                          + "\(finding.variants.variantSuffix(of: model.variants)), whose items sit on glass that follows the content; "
                          + "give the items that need colour their own tintColor, or make the primary one "
                          + (finding.location.isInInterfaceBuilderFile ? "style=\"done\" (iOS 26 draws Done prominent)" : "style=\"prominent\""),
                      disabledRules: [])
        }
    }
}
