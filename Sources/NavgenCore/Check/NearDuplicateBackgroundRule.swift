/// Two backgrounds nobody can tell apart that still split the bar.
struct NearDuplicateBackgroundRule: Rule {
    static let description = DiagnosticKind(
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
        // Bars repeat a few colours thousands of times; CIEDE2000 is worked out once per pair.
        var differences: [ColorPair: Double] = [:]
        func difference(_ from: RGBA, _ to: RGBA) -> Double {
            let pair = ColorPair(from: from, to: to)
            if let known = differences[pair] { return known }
            let difference = ColorDifference.ciede2000(from, to)
            differences[pair] = difference
            return difference
        }
        return EdgeFinding.gather(plans) { planned in
            guard planned.plan.background == .split else { return false }
            // The tab bar, the one part of a side that is the edge's own, plays no part here.
            let (from, to) = (planned.from, planned.to)
            guard NavigationPlanner.splitTransition(edge: planned.edge.splitTransition, from: from.runtime, to: to.runtime) != .always,
                  let fromColor = from.backdrop, let toColor = to.backdrop else { return false }
            return difference(fromColor, toColor) < 1
        }.map { finding in
            let (fromBar, toBar) = (finding.first.from, finding.first.to)
            let (from, to) = (fromBar.backdrop!, toBar.backdrop!)
            let rounded = (difference(from, to) * 100).rounded() / 100
            return violation(at: finding.first.edge.location,
                             "\(finding.subject(of: model)) splits the bar between \(from.hex) and \(to.hex), which differ "
                                 + "by ΔE2000 \(formatNumber(rounded)), less than anyone can see; use one colour for both",
                             disabledRules: finding.first.edge.disabledRules)
        }
    }
}

/// Two backdrops, in order: the key of a difference already worked out.
private struct ColorPair: Hashable {
    var from: RGBA
    var to: RGBA
}
