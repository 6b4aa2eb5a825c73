/// A customised bar that iOS 15 turns transparent at the scroll edge.
struct ScrollEdgeTransparentRule: ModelRule {
    static let description = RuleDescription(
        id: "scroll-edge-transparent", severity: .warning,
        rationale: """
            The deployment target is iOS 15 or later and a screen customises its standard appearance (its bar \
            background colour or image, in a navigation map) but not its scroll-edge appearance. Since iOS 15 a bar \
            without a scroll-edge appearance is transparent whenever its content is scrolled to the top, so the \
            brand colour shows only after scrolling: the most reported bar bug of that release.
            """,
        nonTriggeringExamples: [
            .map("""
                <navigation deploymentTarget="14.0">
                  <navigationController id="nav" root="home"/>
                  <screen id="home" barTintColor="#1A1A1A" titleColor="#FFFFFF" tintColor="#FFFFFF"/>
                </navigation>
                """),
            .map("""
                <navigation deploymentTarget="15.0">
                  <navigationController id="nav" root="home"/>
                  <screen id="home" barTintColor="#1A1A1A" barAlpha="0"/>
                  <screen id="other" shadowColor="#FF0000"/>
                </navigation>
                """),
        ],
        triggeringExamples: [
            .map("""
                <navigation deploymentTarget="15.0">
                  <navigationController id="nav" root="home"/>
                  <screen ↓id="home" barTintColor="#1A1A1A" titleColor="#FFFFFF" tintColor="#FFFFFF"/>
                </navigation>
                """),
            .map("""
                <navigation deploymentTarget="17.2">
                  <navigationController id="nav" root="home" barTintColor="#1A1A1A" titleColor="#FFFFFF" tintColor="#FFFFFF"/>
                  <screen ↓id="home"><push to="detail"/></screen>
                  <screen ↓id="detail" barImage="bar.gradient"/>
                </navigation>
                """),
        ])

    /// What the scroll-edge fallback loses: the background. (It drops the shadow too, but a bar without a
    /// hairline at the top of its content is the look iOS intends.)
    static let backgroundProperties: [AppearanceProperty] = [.barTintColor, .barImage]
}

extension ScrollEdgeTransparentRule {
    static func check(model: NavigationModel, plans: [PlannedEdge]) -> [Violation] {
        guard let major = DeploymentTarget.major(model.deploymentTarget), major >= 15 else { return [] }
        return model.screens.compactMap { screen in
            guard !screen.customisesScrollEdge,
                  let property = backgroundProperties.first(where: { screen.propertyLocations[$0] != nil }),
                  screen.appearances.values.contains(where: { $0.visibility == .visible }) else { return nil }
            return violation(
                at: screen.location,
                "'\(screen.id)' customises its bar (\(property.rawValue)) but declares no scroll-edge appearance; from iOS 15 "
                    + "its bar is transparent whenever the content is scrolled to the top",
                notes: [.init("\(property.rawValue) is set here", at: screen.propertyLocations[property])],
                disabledRules: screen.disabledRules)
        }
    }
}
