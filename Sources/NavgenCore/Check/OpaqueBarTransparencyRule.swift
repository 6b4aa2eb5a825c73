/// Transparency asked of a bar that cannot show it.
struct OpaqueBarTransparencyRule: Rule {
    static let description = DiagnosticKind(
        id: "opaque-bar-transparency", severity: .warning,
        rationale: """
            A bar that is not translucent is asked for an alpha below 1 or a background colour with alpha. An \
            opaque bar draws its background fully opaque (HBDNavigationBar reports it turning black), so the \
            fade or frosted look never appears. Make the bar translucent or drop the alpha.
            """,
        nonTriggeringExamples: [
            .map("""
                <navigation>
                  <navigationController id="nav" root="home"/>
                  <screen id="home" barAlpha="0.5" barTintColor="#33669980"/>
                </navigation>
                """),
            .map("""
                <navigation>
                  <navigationController id="nav" root="home" translucent="false"/>
                  <screen id="home" barTintColor="#336699"/>
                </navigation>
                """),
            // Liquid Glass alone: glass-custom-bar-background and glass-bar-alpha report it there.
            .map("""
                <navigation deploymentTarget="26.0">
                  <navigationController id="nav" root="home"/>
                  <screen id="home" translucent="false" barAlpha="0.5"/>
                </navigation>
                """),
        ],
        triggeringExamples: [
            .map("""
                <navigation>
                  <navigationController id="nav" root="home"/>
                  <screen id="home" translucent="false" ↓barAlpha="0.5"/>
                </navigation>
                """),
            .map("""
                <navigation>
                  <navigationController id="nav" root="home" translucent="false"/>
                  <screen id="home" ↓barTintColor="#33669980"/>
                </navigation>
                """),
        ])
}

extension OpaqueBarTransparencyRule {
    static func check(model: NavigationModel, plans: [PlannedEdge]) -> [Violation] {
        model.screens.compactMap { screen in
            guard model.showsOwnBar(screen.id) else { return nil }
            var found: (property: AppearanceProperty, variants: [Variant])?
            // Under Liquid Glass an opaque bar is a custom background, which glass-custom-bar-background reports.
            for variant in model.legacyVariants {
                guard let bar = screen.appearances[variant], !bar.translucent, bar.visibility != .hidden,
                      let property = transparencyAsked(bar) else { continue }
                found = (found?.property ?? property, (found?.variants ?? []) + [variant])
            }
            guard let found else { return nil }
            let notes = screen.propertyLocations[.translucent].map { [Diagnostic.Note("the bar is made opaque here", at: $0)] } ?? []
            return violation(
                at: screen.propertyLocations[found.property] ?? screen.location,
                "'\(screen.name)' has an opaque bar (translucent is false)\(found.variants.variantSuffix(of: model.variants)), so its "
                    + "\(found.property == .barAlpha ? "barAlpha below 1" : "barTintColor alpha") has no effect; set translucent=\"true\" or drop the alpha",
                notes: notes, disabledRules: screen.disabledRules)
        }
    }
}

private extension OpaqueBarTransparencyRule {
    /// The property that asks for transparency, if any.
    static func transparencyAsked(_ bar: BarAppearance) -> AppearanceProperty? {
        if bar.barAlpha < 1 { return .barAlpha }
        if let color = bar.barTintColor, color.alpha < 1 { return .barTintColor }
        return nil
    }
}
