/// A bar background of a screen's own under Liquid Glass.
struct GlassCustomBarBackgroundRule: Rule {
    static let description = DiagnosticKind(
        id: "glass-custom-bar-background", severity: .warning,
        rationale: """
            Under Liquid Glass a screen, or its navigation controller or named appearance, gives the bar a colour, an \
            image or translucent="false". The glass bar has no background of its own, and Apple says not to add one: \
            "Don't add a background or apply a tint color to the navigation bar, as that may interfere with the Liquid \
            Glass presentation". navgen still plans such a bar as a coloured one, splitting it where it differs, but \
            what iOS 26 draws over it is not documented. Remove it and let the content's scroll edge effect keep the \
            title legible.
            """,
        nonTriggeringExamples: [
            .map("""
                <navigation>
                  <navigationController id="nav" root="home"/>
                  <screen id="home" titleColor="#1A1A1A" edgeEffect="hard"/>
                </navigation>
                """),
            // A clear colour adds no background.
            .map("""
                <navigation>
                  <navigationController id="nav" root="home"/>
                  <screen id="home" barTintColor="clear"/>
                </navigation>
                """),
            // The legacy design alone: a bar colour is how that bar is themed.
            .map("""
                <navigation>
                  <navigationController id="nav" root="home" barTintColor="#336699"/>
                  <screen id="home" translucent="false"/>
                </navigation>
                """, sdk: "18.0"),
        ],
        triggeringExamples: [
            .map("""
                <navigation>
                  <navigationController id="nav" root="home"/>
                  <screen id="home" ↓barTintColor="#336699"/>
                </navigation>
                """),
            .map("""
                <navigation deploymentTarget="26.0">
                  <appearance id="brand" ↓barImage="stripes"/>
                  <navigationController id="nav" root="home" appearance="brand"/>
                  <screen id="home"><push to="detail"/></screen>
                  <screen id="detail"/>
                  <screen id="opaque" ↓translucent="false"/>
                  <navigationController id="other" root="opaque"/>
                </navigation>
                """),
        ])
}

extension GlassCustomBarBackgroundRule {
    static func check(model: NavigationModel, plans: [PlannedEdge]) -> [Violation] {
        DeclarationFinding.gather(model, rule: description.id, in: model.glassVariants) { _, bar in
            guard bar.visibility != .hidden else { return nil }
            if bar.barImage != nil { return .barImage }
            // A clear colour adds no background: it is what the rule asks for.
            if let color = bar.barTintColor, color.alpha > 0.001 { return .barTintColor }
            return bar.translucent ? nil : .translucent
        }.map { finding in
            // Named as set, not by navgen's property: a storyboard may write the colour as an appearance's background.
            let (setting, what) = switch finding.property {
            case .barImage: ("the bar image", "a bar image")
            case .translucent: ("translucent", "an opaque bar")
            default: ("the bar colour", "a coloured bar")
            }
            return violation(at: finding.location,
                             "\(setting) set here gives \(finding.subject) \(what) under Liquid Glass"
                                 + "\(finding.variants.variantSuffix(of: model.variants)), where the bar has no background of its own; "
                                 + "remove it and let the scroll edge effect keep the title legible",
                             disabledRules: [])
        }
    }
}
