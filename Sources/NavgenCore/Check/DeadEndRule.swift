/// A pushed screen that offers no way back.
struct DeadEndRule: Rule {
    static let description = DiagnosticKind(
        id: "dead-end", severity: .error,
        rationale: """
            A pushed screen offers no way back: no back button (its bar is hidden, back is not interactive, the button \
            is hidden, or left items replace it without leftItemsSupplementBackButton; a bar with a clear background \
            still shows it, as configureWithTransparentBackground() keeps the items), no swipe-back \
            (disabled, or back is not interactive) and no unwind of its own. The user is stuck until the app is \
            killed; runtime libraries offer each flag but never check the combination.
            """,
        nonTriggeringExamples: [
            .map("""
                <navigation>
                  <navigationController id="nav" root="home"/>
                  <screen id="home"><push to="detail"/></screen>
                  <screen id="detail" swipeBackEnabled="false"/>
                </navigation>
                """),
            // A photo under a clear bar: the back button shows over it.
            .map("""
                <navigation>
                  <navigationController id="nav" root="home"/>
                  <screen id="home"><push to="detail"/></screen>
                  <screen id="detail" barTintColor="clear" shadowHidden="true" swipeBackEnabled="false"/>
                </navigation>
                """),
            .map("""
                <navigation>
                  <navigationController id="nav" root="home"/>
                  <screen id="home"><push to="detail"/></screen>
                  <screen id="detail" barHidden="true" swipeBackEnabled="false">
                    <unwind to="home"/>
                  </screen>
                </navigation>
                """),
            .map("""
                <navigation>
                  <navigationController id="nav" root="home"/>
                  <screen id="home" barHidden="true" swipeBackEnabled="false"><push to="detail"/></screen>
                  <screen id="detail" leftItemsSupplementBackButton="true" swipeBackEnabled="false">
                    <item side="left" kind="title" title="Edit"/>
                  </screen>
                </navigation>
                """),
        ],
        triggeringExamples: [
            .map("""
                <navigation>
                  <navigationController id="nav" root="home"/>
                  <screen id="home"><push to="detail"/></screen>
                  <screen ↓id="detail" barHidden="true" swipeBackEnabled="false"/>
                </navigation>
                """),
            .map("""
                <navigation>
                  <navigationController id="nav" root="home"/>
                  <screen id="home"><push to="detail"/></screen>
                  <screen ↓id="detail" hidesBackButton="true" swipeBackEnabled="false"/>
                </navigation>
                """),
            .map("""
                <navigation>
                  <navigationController id="nav" root="home"/>
                  <screen id="home"><push to="detail"/></screen>
                  <screen ↓id="detail" backInteractive="false"/>
                </navigation>
                """),
            .map("""
                <navigation>
                  <navigationController id="nav" root="home"/>
                  <screen id="home"><push to="detail"/></screen>
                  <screen ↓id="detail" swipeBackEnabled="false">
                    <item side="left" kind="title" title="Close"/>
                  </screen>
                </navigation>
                """),
        ])
}

extension DeadEndRule {
    static func check(model: NavigationModel, plans: [PlannedEdge]) -> [Violation] {
        var pushed: Set<String> = []
        var unwinds: Set<String> = []
        for edge in model.edges {
            switch edge.operation {
            case .push: pushed.insert(edge.to)
            case .unwind: unwinds.insert(edge.from)
            default: break
            }
        }
        return model.screens.compactMap { screen in
            guard pushed.contains(screen.id), !unwinds.contains(screen.id) else { return nil }
            var reasons: [String] = []
            var stuck: [Variant] = []
            for variant in model.variants {
                guard let bar = screen.appearances[variant], let buttonGone = missingBackButton(bar, screen: screen),
                      let swipeGone = missingSwipeBack(bar) else { continue }
                stuck.append(variant)
                if reasons.isEmpty { reasons = [buttonGone, swipeGone] }
            }
            guard !stuck.isEmpty else { return nil }
            return violation(
                at: screen.location,
                "'\(screen.name)' is pushed but offers no way back\(stuck.variantSuffix(of: model.variants)): \(reasons[0]), and \(reasons[1]); "
                    + "show the back button, allow swipe-back or add an <unwind>",
                disabledRules: screen.disabledRules)
        }
    }
}

private extension DeadEndRule {
    /// Why the back button is missing, or nil when it is there.
    static func missingBackButton(_ bar: BarAppearance, screen: Screen) -> String? {
        if bar.visibility == .hidden { return "its bar is hidden" }
        if !bar.backInteractive { return "backInteractive is false" }
        if bar.hidesBackButton { return "its back button is hidden" }
        if bar.items.contains(where: { $0.side == .left }) && !screen.leftItemsSupplementBackButton {
            return "its left items replace the back button (leftItemsSupplementBackButton is not set)"
        }
        return nil
    }

    /// Why swipe-back is blocked, or nil when it works.
    static func missingSwipeBack(_ bar: BarAppearance) -> String? {
        switch NavigationPlanner.interactivePop(on: bar.runtime) {
        case .allowed, .notApplicable: nil
        case .blockedSwipeBackDisabled: "swipeBackEnabled is false"
        case .blockedBackNotInteractive: "backInteractive blocks swipe-back"
        }
    }
}
