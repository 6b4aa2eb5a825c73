/// Screens whose bar matches a rule because of a property, gathered by where that property is written: a named
/// appearance or a navigation controller gives it to every screen of a stack, and deserves one diagnostic there,
/// not one per screen.
struct DeclarationFinding {
    /// Where the property that wins the cascade is written.
    var location: SourceLocation
    var property: AppearanceProperty
    var screens: [String]
    /// The screens' names, as people read them, for the message.
    var names: [String]
    var variants: [Variant]

    /// Findings in order of first screen; `matches` gives the property a bar matches by, or nil. Screens that turn the
    /// rule off are left out.
    static func gather(_ model: NavigationModel, rule: String, in variants: [Variant],
                       where matches: (Screen, BarAppearance) -> AppearanceProperty?) -> [DeclarationFinding] {
        var findings: [DeclarationFinding] = []
        var index: [SourceLocation: Int] = [:]
        for screen in model.screens where !screen.disabledRules.contains(rule) && model.showsOwnBar(screen.id) {
            for variant in variants {
                guard let bar = screen.appearances[variant], let property = matches(screen, bar) else { continue }
                let location = screen.propertyLocations[property] ?? screen.location
                if let at = index[location] {
                    if findings[at].screens.last != screen.id {
                        findings[at].screens.append(screen.id)
                        findings[at].names.append(screen.name)
                    }
                    if !findings[at].variants.contains(variant) { findings[at].variants.append(variant) }
                } else {
                    index[location] = findings.count
                    findings.append(DeclarationFinding(location: location, property: property, screens: [screen.id], names: [screen.name],
                                                       variants: [variant]))
                }
            }
        }
        return findings
    }

    /// `'Feed'`, `'Feed' and 'Article'` or `'Feed' and 3 other screens`.
    var subject: String { ScreenNames.phrase(names) }
}
