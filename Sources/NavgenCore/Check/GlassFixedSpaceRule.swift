/// A fixed space with a width under Liquid Glass, where fixed spaces split groups rather than space items.
struct GlassFixedSpaceRule: Rule {
    static let description = DiagnosticKind(
        id: "glass-fixed-space", severity: .warning,
        rationale: """
            Under Liquid Glass a bar has a fixedSpace item with a width. Items share glass backgrounds in groups, and a \
            fixed space now separates those groups ("A fixed space of 0 width separates the shared background"): the \
            width no longer spaces the items as it did, and a negative one no longer pulls them to the edge. Use \
            kind="separator" where the groups should split, or remove the space.
            """,
        nonTriggeringExamples: [
            .map("""
                <navigation>
                  <navigationController id="nav" root="home"/>
                  <screen id="home">
                    <item side="right" kind="system" systemItem="add"/>
                    <item side="right" kind="separator"/>
                    <item side="right" kind="system" systemItem="edit"/>
                  </screen>
                </navigation>
                """),
            // The legacy design alone: the space spaces the buttons.
            .map("""
                <navigation>
                  <navigationController id="nav" root="home"/>
                  <screen id="home">
                    <item side="right" kind="image" image="gear"/>
                    <item side="right" kind="fixedSpace" width="12"/>
                  </screen>
                </navigation>
                """, sdk: "18.0"),
        ],
        triggeringExamples: [
            .map("""
                <navigation>
                  <navigationController id="nav" root="home"/>
                  <screen id="home">
                    <item side="right" kind="image" image="gear"/>
                    ↓<item side="right" kind="fixedSpace" width="12"/>
                  </screen>
                </navigation>
                """),
            .map("""
                <navigation deploymentTarget="26.0">
                  <navigationController id="nav" root="home"/>
                  <screen id="home">
                    ↓<item side="left" kind="fixedSpace" width="-16"/>
                  </screen>
                </navigation>
                """),
        ])
}

extension GlassFixedSpaceRule {
    static func check(model: NavigationModel, plans: [PlannedEdge]) -> [Violation] {
        guard let (suffix, screens) = model.barItems(in: model.glassVariants) else { return [] }
        return screens.flatMap { screen, items in
            items.filter { $0.kind == .fixedSpace && ($0.width ?? 0) != 0 }.map { item in
                violation(at: item.location,
                          "a fixed space of \(formatNumber(item.width ?? 0)) pt splits the glass groups around it under Liquid Glass"
                              + "\(suffix) instead of spacing them; use "
                              + (item.location.isInInterfaceBuilderFile ? "a fixed space of width 0" : "kind=\"separator\"")
                              + " to split groups, or remove it",
                          disabledRules: screen.disabledRules)
            }
        }
    }
}
