/// A negative fixed space that iOS 11 and later ignore.
struct NegativeFixedSpaceRule: Rule {
    static let description = DiagnosticKind(
        id: "negative-fixed-space", severity: .warning,
        rationale: """
            A bar button `fixedSpace` item has a negative width and the deployment target is iOS 11 or later. \
            Before iOS 11 it pulled the buttons toward the screen edge; since then the bar lays items out in \
            stack views and a negative space does nothing, so it is dead code that hides broken spacing.
            """,
        nonTriggeringExamples: [
            .map("""
                <navigation deploymentTarget="10.0">
                  <navigationController id="nav" root="home"/>
                  <screen id="home">
                    <item side="right" kind="fixedSpace" width="-8"/>
                  </screen>
                </navigation>
                """),
            .map("""
                <navigation deploymentTarget="15.0">
                  <navigationController id="nav" root="home"/>
                  <screen id="home">
                    <item side="right" kind="fixedSpace" width="8"/>
                  </screen>
                </navigation>
                """),
            // Liquid Glass alone: glass-fixed-space reports every fixed space with a width there.
            .map("""
                <navigation deploymentTarget="26.0">
                  <navigationController id="nav" root="home"/>
                  <screen id="home">
                    <item side="left" kind="fixedSpace" width="-16"/>
                  </screen>
                </navigation>
                """),
        ],
        triggeringExamples: [
            .map("""
                <navigation deploymentTarget="11.0">
                  <navigationController id="nav" root="home"/>
                  <screen id="home">
                    ↓<item side="left" kind="fixedSpace" width="-16"/>
                  </screen>
                </navigation>
                """),
            .map("""
                <navigation deploymentTarget="16.4">
                  <navigationController id="nav" root="home"/>
                  <screen id="home">
                    <item side="right" kind="image" image="gear"/>
                    ↓<item side="right" kind="fixedSpace" width="-5"/>
                  </screen>
                </navigation>
                """),
        ])
}

extension NegativeFixedSpaceRule {
    static func check(model: NavigationModel, plans: [PlannedEdge]) -> [Violation] {
        // Under Liquid Glass any fixed space with a width is reported by glass-fixed-space.
        guard let major = DeploymentTarget.major(model.deploymentTarget), major >= 11,
              let (suffix, screens) = model.barItems(in: model.legacyVariants) else { return [] }
        return screens.flatMap { screen, items in
            items.filter { $0.kind == .fixedSpace && ($0.width ?? 0) < 0 }.map { item in
                violation(at: item.location,
                          "a negative fixed space (\(formatNumber(item.width ?? 0)) pt) has no effect from iOS 11\(suffix); remove it",
                          disabledRules: screen.disabledRules)
            }
        }
    }
}
