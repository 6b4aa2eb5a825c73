/// A title that is hard to read on its bar.
struct LowTitleContrastRule: Rule {
    static let description = DiagnosticKind(
        id: "low-title-contrast", severity: .warning,
        rationale: """
            The title colour against the effective bar background is below WCAG 2's 4.5:1 for text (3:1 when \
            the screen shows a large title, which counts as large text), in some mode. A brand colour that \
            works in light mode is often unreadable in dark mode, and no runtime library checks it. Under Liquid Glass \
            only a bar that pins its glass light or dark (barInterfaceStyle, iOS 27) is measured, against white or \
            black: glass that follows the content has no colour of its own. A storyboard screen whose navigation item \
            has a title view (a search bar, a segmented control, a logo) shows no inline title to measure.
            """,
        nonTriggeringExamples: [
            .map("""
                <navigation>
                  <navigationController id="nav" root="home"/>
                  <screen id="home" barTintColor="#1A1A1A" titleColor="#FFFFFF"/>
                </navigation>
                """),
            .map("""
                <navigation>
                  <navigationController id="nav" root="home" prefersLargeTitles="true"/>
                  <screen id="home" barTintColor="#FFFFFF" titleColor="#808080"/>
                </navigation>
                """),
            // Liquid Glass alone: glass that follows the content has no colour to measure the title against.
            .map("""
                <navigation deploymentTarget="26.0">
                  <navigationController id="nav" root="home"/>
                  <screen id="home" titleColor="#F0F0F0"/>
                </navigation>
                """),
        ],
        triggeringExamples: [
            .map("""
                <navigation>
                  <navigationController id="nav" root="home"/>
                  <screen id="home" barTintColor="#F0F0F0" ↓titleColor="#FFFFFF"/>
                </navigation>
                """),
            .map("""
                <navigation>
                  <navigationController id="nav" root="home"/>
                  <screen id="home" ↓barTintColor="#101010"/>
                </navigation>
                """),
            .map("""
                <navigation>
                  <navigationController id="nav" root="home" prefersLargeTitles="true"/>
                  <screen id="home" barTintColor="#FFFFFF" titleColor="#000000" ↓largeTitleColor="#EEEEEE"/>
                </navigation>
                """),
            // Glass pinned dark (iOS 27) is measured as black.
            .map("""
                <navigation deploymentTarget="26.0">
                  <navigationController id="nav" root="home"/>
                  <screen id="home" barInterfaceStyle="dark" ↓titleColor="#202020"/>
                </navigation>
                """),
        ])
}

extension LowTitleContrastRule {
    static func check(model: NavigationModel, plans: [PlannedEdge]) -> [Violation] {
        var findings = ContrastFindings()
        for screen in model.screens where !screen.disabledRules.contains(description.id) {
            var title = ContrastShortfall()
            var largeTitle = ContrastShortfall()
            for (variant, bar, backdrop) in model.measurableBars(of: screen) {
                for (color, minimum, property) in screen.titleColors(on: bar) {
                    if property == .titleColor {
                        title.check(color, on: backdrop, minimum: minimum, variant: variant)
                    } else {
                        largeTitle.check(color, on: backdrop, minimum: minimum, variant: variant)
                    }
                }
            }
            for (shortfall, property, noun) in [(title, AppearanceProperty.titleColor, "title colour"),
                                                (largeTitle, .largeTitleColor, "large title colour")] {
                guard let color = shortfall.worstColor else { continue }
                let (location, isDefault) = screen.contrastLocation(of: property)
                findings.add(shortfall, "the \(isDefault ? "default " : "")\(noun) \(color.hex)", advice: "text needs \(shortfall.minimum)",
                             at: location, screen: screen.name, of: model.variants)
            }
        }
        return findings.violations(of: self)
    }
}
