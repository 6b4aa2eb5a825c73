/// Bar buttons that are hard to see on their bar.
struct LowTintContrastRule: Rule {
    static let description = DiagnosticKind(
        id: "low-tint-contrast", severity: .warning,
        rationale: """
            The bar-button tint (the bar's, or an item's own) against the effective bar background is below \
            WCAG 2's 3:1 for graphical objects, in some mode. The default, the app's accent colour or else the \
            system blue, disappears on bars of its own hue, and the back chevron takes the same tint. The bar's tint is measured where it draws \
            something: a back button, a split view's button, an item without a tint of its own, a title view, or a \
            screen with no item (the app may add some in code); a screen nothing pushes and no split view holds, whose \
            items all tint themselves, has nothing in it.
            """,
        nonTriggeringExamples: [
            .map("""
                <navigation>
                  <navigationController id="nav" root="home"/>
                  <screen id="home" barTintColor="#1A1A1A" tintColor="#FFFFFF" titleColor="#FFFFFF"/>
                </navigation>
                """),
            .map("""
                <navigation>
                  <navigationController id="nav" root="home"/>
                  <screen id="home">
                    <item side="right" kind="title" title="Done" tintColor="#000000"/>
                  </screen>
                </navigation>
                """),
            // An opaque black bar is solid black, which the system blue reads on.
            .map("""
                <navigation>
                  <navigationController id="nav" root="home" barStyle="black" translucent="false"/>
                  <screen id="home"/>
                </navigation>
                """),
            // A root screen whose items tint themselves: nothing draws in the bar's tint.
            .map("""
                <navigation>
                  <navigationController id="nav" root="home" barTintColor="#0A3D91" titleColor="#FFFFFF"/>
                  <screen id="home">
                    <item side="right" kind="system" systemItem="add" tintColor="#FFFFFF"/>
                  </screen>
                </navigation>
                """),
            // Liquid Glass alone: there is no bar colour to measure the tint against.
            .map("""
                <navigation deploymentTarget="26.0">
                  <navigationController id="nav" root="home"/>
                  <screen id="home">
                    <item side="right" kind="title" title="Done" tintColor="#F5F5F5"/>
                  </screen>
                </navigation>
                """),
        ],
        triggeringExamples: [
            .map("""
                <navigation>
                  <navigationController id="nav" root="home"/>
                  <screen id="home" ↓barTintColor="#0A3D91" titleColor="#FFFFFF"/>
                </navigation>
                """),
            .map("""
                <navigation>
                  <navigationController id="nav" root="home" ↓tintColor="#DDDDDD"/>
                  <screen id="home">
                    <item side="left" kind="title" title="Edit"/>
                    ↓<item side="right" kind="title" title="Done" tintColor="#F5F5F5"/>
                  </screen>
                </navigation>
                """),
        ])
}

extension LowTintContrastRule {
    static func check(model: NavigationModel, plans: [PlannedEdge]) -> [Violation] {
        var findings = ContrastFindings()
        for screen in model.screens where !screen.disabledRules.contains(description.id) {
            var tint = ContrastShortfall()
            var items: [SourceLocation: ContrastShortfall] = [:]
            for (variant, bar, backdrop) in model.measurableBars(of: screen) {
                for (color, item) in model.buttonTints(of: screen, on: bar, design: variant.design) {
                    if let item {
                        items[item, default: ContrastShortfall()].check(color, on: backdrop, minimum: 3, variant: variant)
                    } else {
                        tint.check(color, on: backdrop, minimum: 3, variant: variant)
                    }
                }
            }
            // The bar's tint at its declaration (the app's tint or the system blue at the bar's colour); items' own
            // tints at the item.
            let (location, isDefault) = screen.contrastLocation(of: .tintColor)
            // The app's tint where the worst bar shows it: the legacy design, in a mode its colour set has a colour for.
            let worst = tint.worst?.variant
            let appTint = worst.flatMap { $0.design == .legacy && model.appTintColors[$0.mode] != nil ? model.accentColorSet : nil }
                .map { "app's tint colour (colour set '\($0.value)')" }
            let shortfalls = [(location, tint, isDefault ? appTint ?? "default tint colour" : "tint colour")]
                + items.keys.sorted().map { ($0, items[$0]!, "item tint colour") }
            for (location, shortfall, noun) in shortfalls {
                guard let color = shortfall.worstColor else { continue }
                findings.add(shortfall, "the \(noun) \(color.hex)", advice: "bar buttons need 3:1", at: location, screen: screen.name,
                             of: model.variants)
            }
        }
        return findings.violations(of: self)
    }
}
