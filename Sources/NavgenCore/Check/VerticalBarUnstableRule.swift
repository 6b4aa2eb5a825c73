/// Two screens of one stack that disagree on the vertical bar of iOS 27.1, with a transition between them.
struct VerticalBarUnstableRule: Rule {
    static let description = DiagnosticKind(
        id: "vertical-bar-unstable", severity: .warning,
        rationale: """
            Built with the iOS 27 SDK, under Liquid Glass a push or pop moves between a screen that allows the vertical \
            bar and one that disables it (verticalBar). The navigation controller's bar follows the screen on top, so \
            where the device shows the vertical bar it turns into the horizontal one, or back, with the transition, and \
            every item moves. Apple asks apps to keep the vertical-bar choice stable rather than change it per state. \
            Give the screens of one stack the same verticalBar, on their navigation controller or a shared appearance.
            """,
        nonTriggeringExamples: [
            .map("""
                <navigation>
                  <navigationController id="nav" root="home" verticalBar="disabled"/>
                  <screen id="home"><push to="detail"/></screen>
                  <screen id="detail"/>
                </navigation>
                """),
            // A presented stack brings its own bar.
            .map("""
                <navigation>
                  <navigationController id="nav" root="home"/>
                  <navigationController id="sheet" root="compose"/>
                  <screen id="home"><present to="sheet"/></screen>
                  <screen id="compose" verticalBar="disabled"/>
                </navigation>
                """),
            .map("""
                <navigation>
                  <navigationController id="nav" root="home"/>
                  <screen id="home"><push to="detail"/></screen>
                  <screen id="detail" verticalBar="disabled"/>
                </navigation>
                """, sdk: "26.0"),
        ],
        triggeringExamples: [
            .map("""
                <navigation>
                  <navigationController id="nav" root="home"/>
                  <screen id="home">↓<push to="detail"/></screen>
                  <screen id="detail" verticalBar="disabled"/>
                </navigation>
                """),
            // A screen that asks for `automatic` on a stack that disables the vertical bar.
            .map("""
                <navigation>
                  <navigationController id="nav" root="home" verticalBar="disabled"/>
                  <screen id="home">↓<push to="detail"/></screen>
                  <screen id="detail" verticalBar="automatic"/>
                </navigation>
                """),
        ])
}

extension VerticalBarUnstableRule {
    static func check(model: NavigationModel, plans: [PlannedEdge]) -> [Violation] {
        EdgeFinding.gather(plans) { $0.design == .glass && $0.from.verticalBar != $0.to.verticalBar }.map { finding in
            let (from, to) = (finding.first.from, finding.first.to)
            let disabled = from.verticalBar == .disabled ? finding.first.edge.from : finding.first.edge.to
            let notes = model.screen(disabled).flatMap { screen in
                screen.propertyLocations[.verticalBar].map { [Diagnostic.Note("'\(screen.name)' disables it here", at: $0)] }
            } ?? []
            return violation(at: finding.first.edge.location,
                             "\(finding.subject(of: model)) moves between verticalBar \"\(from.verticalBar.rawValue)\" and "
                                 + "\"\(to.verticalBar.rawValue)\": where the system shows the vertical bar (iOS 27.1) it turns "
                                 + "horizontal or back with the transition; give the stack's screens one verticalBar",
                             notes: notes, disabledRules: finding.first.edge.disabledRules)
        }
    }
}
