/// An edge that splits the bar background while the tab bar shows or hides.
struct SplitWithTabBarChangeRule: Rule {
    static let description = DiagnosticKind(
        id: "split-with-tab-bar-change", severity: .warning,
        rationale: """
            An edge both splits the bar background (each screen carries its own) and shows or hides the tab bar \
            through `hidesBottomBarWhenPushed`. The fake backgrounds and the tab bar animate separately and flicker \
            (reported against KMNavigationBarTransition; HBDNavigationBar added a tab-bar fade for it). Give both \
            screens the same background, or check the edge on a device.
            """,
        nonTriggeringExamples: [
            .map("""
                <navigation>
                  <tabBarController id="tabs" initial="true"><tab ref="nav"/></tabBarController>
                  <navigationController id="nav" root="home"/>
                  <screen id="home"><push to="detail"/></screen>
                  <screen id="detail" hidesBottomBarWhenPushed="true"/>
                </navigation>
                """),
            .map("""
                <navigation>
                  <tabBarController id="tabs" initial="true"><tab ref="nav"/></tabBarController>
                  <navigationController id="nav" root="home"/>
                  <screen id="home"><push to="detail"/></screen>
                  <screen id="detail" barTintColor="#1A1A1A" titleColor="#FFFFFF" tintColor="#FFFFFF"/>
                </navigation>
                """),
        ],
        triggeringExamples: [
            .map("""
                <navigation>
                  <tabBarController id="tabs" initial="true"><tab ref="nav"/></tabBarController>
                  <navigationController id="nav" root="home"/>
                  <screen id="home">↓<push to="detail"/></screen>
                  <screen id="detail" barTintColor="#1A1A1A" titleColor="#FFFFFF" tintColor="#FFFFFF" hidesBottomBarWhenPushed="true"/>
                </navigation>
                """),
            .map("""
                <navigation>
                  <tabBarController id="tabs" initial="true"><tab ref="nav"/></tabBarController>
                  <navigationController id="nav" root="home"/>
                  <screen id="home">
                    <push to="detail"/>
                  </screen>
                  <screen id="detail" hidesBottomBarWhenPushed="true"><push to="photo"/></screen>
                  <screen ↓id="photo" barAlpha="0"/>
                </navigation>
                """),
        ])
}

extension SplitWithTabBarChangeRule {
    static func check(model: NavigationModel, plans: [PlannedEdge]) -> [Violation] {
        EdgeFinding.gather(plans) { $0.plan.background == .split && $0.plan.bottomBar != .unchanged }.map { finding in
            let change = finding.first.plan.bottomBar == .hides ? "hides" : "shows"
            return violation(at: finding.first.edge.location,
                             "\(finding.subject(of: model)) splits the bar background while the tab bar \(change); "
                                 + "the two animate separately and flicker",
                             disabledRules: finding.first.edge.disabledRules)
        }
    }
}
