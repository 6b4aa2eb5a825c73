/// Transparency asked of a bar that cannot show it.
struct OpaqueBarTransparencyRule: ModelRule {
    static let description = RuleDescription(
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
            var found: (property: AppearanceProperty, modes: [String])?
            for mode in model.modes {
                guard let bar = screen.appearances[mode], !bar.translucent, bar.visibility != .hidden,
                      let property = transparencyAsked(bar) else { continue }
                found = (found?.property ?? property, (found?.modes ?? []) + [mode])
            }
            guard let found else { return nil }
            let notes = screen.propertyLocations[.translucent].map { [Diagnostic.Note("the bar is made opaque here", at: $0)] } ?? []
            return violation(
                at: screen.propertyLocations[found.property] ?? screen.location,
                "'\(screen.name)' has an opaque bar (translucent is false)\(found.modes.modeSuffix(of: model.modes)), so its "
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
