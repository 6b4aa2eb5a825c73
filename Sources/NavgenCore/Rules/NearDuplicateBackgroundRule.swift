/// Two backgrounds nobody can tell apart that still split the bar.
struct NearDuplicateBackgroundRule: ModelRule {
    static let description = RuleDescription(
        id: "near-duplicate-background", severity: .warning,
        rationale: """
            The two bar backgrounds of an edge differ by less than a just-noticeable difference (CIEDE2000 \
            below 1) yet are not equal, so the engine splits the bar for a change nobody can see; usually two \
            tokens or literals drifted apart by a rounding step. Use one token for both, or force \
            splitTransition="never".
            """,
        nonTriggeringExamples: [
            .map("""
                <navigation>
                  <navigationController id="nav" root="home"/>
                  <screen id="home" barTintColor="#FAFAFA"><push to="detail"/></screen>
                  <screen id="detail" barTintColor="#FAFAFA"/>
                </navigation>
                """),
            .map("""
                <navigation>
                  <navigationController id="nav" root="home"/>
                  <screen id="home" barTintColor="#FAFAFA"><push to="detail"/></screen>
                  <screen id="detail" barTintColor="#E0E0E0"/>
                </navigation>
                """),
            .map("""
                <navigation>
                  <navigationController id="nav" root="home"/>
                  <screen id="home" barTintColor="#FAFAFA"><push to="detail" splitTransition="always"/></screen>
                  <screen id="detail" barTintColor="#FBFBFB"/>
                </navigation>
                """),
        ],
        triggeringExamples: [
            .map("""
                <navigation>
                  <navigationController id="nav" root="home"/>
                  <screen id="home" barTintColor="#FAFAFA">↓<push to="detail"/></screen>
                  <screen id="detail" barTintColor="#F8F8F8"/>
                </navigation>
                """),
            .map("""
                <navigation>
                  <navigationController id="nav" root="home"/>
                  <screen id="home"><push to="detail"/></screen>
                  <screen id="detail" barTintColor="#3366CC">↓<push to="more"/></screen>
                  <screen id="more" barTintColor="#3366D0"/>
                </navigation>
                """),
        ])
}

extension NearDuplicateBackgroundRule {
    static func check(model: NavigationModel, plans: [PlannedEdge]) -> [Violation] {
        EdgeFinding.gather(plans) { planned in
            guard planned.plan.background == .split else { return false }
            // Each side once: a plan's sides are made on demand from the bars it shares with other plans.
            let (from, to) = (planned.from, planned.to)
            guard TransitionEngine.splitOverride(edge: planned.edge.splitTransition, from: from, to: to) != "always",
                  let difference = difference(from, to) else { return false }
            return difference < 1
        }.map { finding in
            let (fromBar, toBar) = (finding.first.from, finding.first.to)
            let (from, to) = (fromBar.backdrop!, toBar.backdrop!)
            let difference = (difference(fromBar, toBar)! * 100).rounded() / 100
            return violation(at: finding.first.edge.location,
                             "\(finding.subject(allModes: model.modes)) splits the bar between \(from.hex) and \(to.hex), which differ "
                                 + "by ΔE2000 \(formatNumber(difference)), less than anyone can see; use one colour for both",
                             disabledRules: finding.first.edge.disabledRules)
        }
    }
}

private extension NearDuplicateBackgroundRule {
    /// CIEDE2000 between the two bars as people see them; nil when either is an image or shows content.
    static func difference(_ from: BarAppearance, _ to: BarAppearance) -> Double? {
        guard let from = from.backdrop, let to = to.backdrop else { return nil }
        return ColorDifference.ciede2000(from, to)
    }
}
