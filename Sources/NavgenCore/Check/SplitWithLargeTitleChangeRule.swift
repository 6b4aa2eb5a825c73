/// An edge that splits the bar background while the large title expands or collapses.
struct SplitWithLargeTitleChangeRule: Rule {
    static let description = DiagnosticKind(
        id: "split-with-large-title-change", severity: .warning,
        rationale: """
            An edge both splits the bar background and changes the large-title state. The bar changes height \
            during the transition while each screen's background is sized for the other state; \
            YPNavigationBarTransition asserts against large titles and HBDNavigationBar refuses them for this reason.
            """,
        nonTriggeringExamples: [
            .map("""
                <navigation>
                  <navigationController id="nav" root="home" prefersLargeTitles="true"/>
                  <screen id="home"><push to="detail"/></screen>
                  <screen id="detail" largeTitleDisplayMode="never"/>
                </navigation>
                """),
            .map("""
                <navigation>
                  <navigationController id="nav" root="home" prefersLargeTitles="true"/>
                  <screen id="home"><push to="detail"/></screen>
                  <screen id="detail" barTintColor="#1A1A1A" titleColor="#FFFFFF" tintColor="#FFFFFF"/>
                </navigation>
                """),
            // Liquid Glass alone: the large title scrolls with the content, apart from any bar background.
            .map("""
                <navigation deploymentTarget="26.0">
                  <navigationController id="nav" root="home" prefersLargeTitles="true"/>
                  <screen id="home"><push to="detail"/></screen>
                  <screen id="detail" largeTitleDisplayMode="never" barTintColor="#1A1A1A" titleColor="#FFFFFF" tintColor="#FFFFFF"/>
                </navigation>
                """),
        ],
        triggeringExamples: [
            .map("""
                <navigation>
                  <navigationController id="nav" root="home" prefersLargeTitles="true"/>
                  <screen id="home">↓<push to="detail"/></screen>
                  <screen id="detail" largeTitleDisplayMode="never" barTintColor="#1A1A1A" titleColor="#FFFFFF" tintColor="#FFFFFF"/>
                </navigation>
                """),
            .map("""
                <navigation>
                  <navigationController id="nav" root="home" prefersLargeTitles="true"/>
                  <screen id="home" largeTitleDisplayMode="never">
                    ↓<push to="detail" splitTransition="always"/>
                  </screen>
                  <screen id="detail"/>
                </navigation>
                """),
        ])
}

extension SplitWithLargeTitleChangeRule {
    static func check(model: NavigationModel, plans: [PlannedEdge]) -> [Violation] {
        // Under Liquid Glass the large title is content, not part of the bar's background.
        EdgeFinding.gather(plans) { $0.design == .legacy && $0.plan.background == .split && $0.plan.largeTitle != .unchanged }.map { finding in
            let change = finding.first.plan.largeTitle == .expands ? "expands" : "collapses"
            return violation(at: finding.first.edge.location,
                             "\(finding.subject(of: model)) splits the bar background while the large title \(change); "
                                 + "each screen's background is sized for the other bar height",
                             disabledRules: finding.first.edge.disabledRules)
        }
    }
}
