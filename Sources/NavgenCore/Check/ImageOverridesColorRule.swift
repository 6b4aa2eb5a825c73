/// A bar image and a bar tint colour written together: the colour can never show.
struct ImageOverridesColorRule: Rule {
    static let description = DiagnosticKind(
        id: "image-overrides-color", severity: .warning,
        rationale: """
            A screen (or the appearance or navigation controller it uses) sets both a bar image and a bar tint \
            colour. Once an image is set UIKit ignores the colour, so the colour is dead and whoever edits it \
            sees no change. Setting an image on a screen whose navigation controller sets a colour is an \
            ordinary override and does not fire.
            """,
        nonTriggeringExamples: [
            .map("""
                <navigation>
                  <navigationController id="nav" root="home" barTintColor="#336699"/>
                  <screen id="home" barImage="bar.gradient"/>
                </navigation>
                """),
            .map("""
                <navigation>
                  <appearance id="brand" barImage="bar.gradient"/>
                  <navigationController id="nav" root="home"/>
                  <screen id="home" barTintColor="#336699"/>
                  <screen id="other" appearance="brand"/>
                </navigation>
                """),
        ],
        triggeringExamples: [
            .map("""
                <navigation>
                  <navigationController id="nav" root="home"/>
                  <screen id="home" barImage="bar.gradient" ↓barTintColor="#336699"/>
                </navigation>
                """),
            .map("""
                <navigation>
                  <appearance id="brand" ↓barTintColor="#336699" barImage="bar.gradient"/>
                  <navigationController id="nav" root="home" barImage="bar.plain" ↓barTintColor="#FFFFFF"/>
                  <screen id="home" appearance="brand"/>
                </navigation>
                """),
        ])
}

extension ImageOverridesColorRule {
    /// Checks where properties are written (screens, navigation controllers, appearances), each once.
    static func check(model: NavigationModel, plans: [PlannedEdge]) -> [Violation] {
        let names = model.names
        return model.declarations.bars.compactMap { bar in
            guard let image = bar.locations[.barImage], let color = bar.locations[.barTintColor] else { return nil }
            let owner = switch bar.owner {
            case .appearance(let id): "appearance '\(id)'"
            case .controller(let id): "'\(names[id] ?? id)'"
            }
            return violation(at: color, "\(owner) sets both barImage and barTintColor; the image wins and the colour is never shown",
                             notes: [.init("the bar image is set here", at: image)], disabledRules: bar.disabledRules)
        }
    }
}
