/// An item a person needs, hidden whenever the system shows the vertical bar of iOS 27.1.
struct VerticalBarHiddenItemRule: Rule {
    static let description = DiagnosticKind(
        id: "vertical-bar-hidden-item", severity: .warning,
        rationale: """
            Built with the iOS 27 SDK, under Liquid Glass a screen that allows the vertical bar (verticalBar not \
            "disabled") has an item that shows on horizontal bars only and that a person needs: its prominent item \
            (the action that completes the screen's task), or the item in the back button's place (the first left item \
            of a pushed screen whose left items replace the back button, or of the root of a presented stack, which is \
            its way out). An item shows on horizontal bars only with axis="horizontalOnly", or as text or a custom view with \
            the default axis="automatic" (Apple: "text and custom view items support only the horizontal axis"). From iOS 27.1 the \
            system may show the bars as a vertical bar at the leading or trailing edge, and hides such an item there \
            (UIBarButtonItem.axisBehavior), so the action is gone. Give the item axis="verticalPreferred", or keep the \
            screen's bar horizontal with verticalBar="disabled" (in a storyboard, the navgen.axis and navgen.verticalBar \
            runtime attributes).
            """,
        nonTriggeringExamples: [
            .map("""
                <navigation>
                  <navigationController id="nav" root="home"/>
                  <screen id="home">
                    <item side="right" kind="title" title="Save" style="prominent" axis="verticalPreferred"/>
                    <item side="right" kind="image" image="info.circle" axis="horizontalOnly"/>
                  </screen>
                </navigation>
                """),
            // An image item with the default axis lives on both bars.
            .map("""
                <navigation>
                  <navigationController id="nav" root="home"/>
                  <screen id="home">
                    <item side="right" kind="image" image="checkmark" style="prominent"/>
                  </screen>
                </navigation>
                """),
            .map("""
                <navigation>
                  <navigationController id="nav" root="home"/>
                  <screen id="home" verticalBar="disabled">
                    <item side="right" kind="title" title="Save" style="prominent" axis="horizontalOnly"/>
                  </screen>
                </navigation>
                """),
            // Before the iOS 27 SDK there is no vertical bar.
            .map("""
                <navigation>
                  <navigationController id="nav" root="home"/>
                  <screen id="home">
                    <item side="right" kind="title" title="Save" style="prominent" axis="horizontalOnly"/>
                  </screen>
                </navigation>
                """, sdk: "26.0"),
            // A root's left item replaces no back button.
            .map("""
                <navigation>
                  <navigationController id="nav" root="home"/>
                  <screen id="home">
                    <item side="left" kind="title" title="Edit" axis="horizontalOnly"/>
                  </screen>
                </navigation>
                """),
        ],
        triggeringExamples: [
            .map("""
                <navigation>
                  <navigationController id="nav" root="home"/>
                  <screen id="home">
                    ↓<item side="right" kind="title" title="Save" style="prominent" axis="horizontalOnly"/>
                  </screen>
                </navigation>
                """),
            // Text with the default axis.
            .map("""
                <navigation>
                  <navigationController id="nav" root="home"/>
                  <screen id="home">
                    ↓<item side="right" kind="title" title="Save" style="prominent"/>
                  </screen>
                </navigation>
                """),
            .map("""
                <navigation>
                  <navigationController id="nav" root="home"/>
                  <screen id="home"><push to="detail"/></screen>
                  <screen id="detail" hidesBackButton="true">
                    ↓<item side="left" kind="title" title="Close" axis="horizontalOnly"/>
                  </screen>
                </navigation>
                """),
            .map("""
                <navigation>
                  <navigationController id="nav" root="home"/>
                  <navigationController id="sheet" root="compose"/>
                  <screen id="home"><present to="sheet"/></screen>
                  <screen id="compose">
                    ↓<item side="left" kind="title" title="Cancel" axis="horizontalOnly"/>
                  </screen>
                </navigation>
                """),
        ])
}

extension VerticalBarHiddenItemRule {
    static func check(model: NavigationModel, plans: [PlannedEdge]) -> [Violation] {
        guard model.build.hasIOS27Bar else { return [] }
        // A presentation's edge leads to the presented stack's root screen.
        let presented = Set(model.edges.filter { $0.operation == .present }.map(\.to))
        return model.screens.flatMap { screen -> [Violation] in
            guard model.showsOwnBar(screen.id) else { return [] }
            let allowing = model.glassVariants.filter { screen.appearances[$0]?.verticalBar == .automatic }
            guard let variant = allowing.first, let bar = screen.appearances[variant] else { return [] }
            return bar.items.compactMap { item -> Violation? in
                guard item.side != .back, let reason = horizontalOnly(item) else { return nil }
                let role: String
                if item.style == .prominent {
                    role = "the screen's prominent action"
                } else if isInBackButtonsPlace(item, of: bar, on: screen, presented: presented) {
                    role = "in the back button's place, where people look for the way out"
                } else {
                    return nil
                }
                return violation(at: item.location,
                                 "\(describe(item)) of '\(screen.name)' \(reason): where the system shows the vertical bar (iOS 27.1) "
                                     + "it is hidden, and it is \(role)\(allowing.variantSuffix(of: model.variants)); give it "
                                     + "\(AttributeAdvice.setting("axis", to: "verticalPreferred", at: item.location)), or set "
                                     + "\(AttributeAdvice.setting("verticalBar", to: "disabled", at: item.location)) on the screen",
                                 disabledRules: screen.disabledRules)
            }
        }
    }

    /// Why the item shows on horizontal bars only: its axis says so, or it is text or a custom view, which `automatic`
    /// keeps there ("text and custom view items support only the horizontal axis", SwiftUI's
    /// `ToolbarItemAxisBehavior.automatic`).
    private static func horizontalOnly(_ item: BarItem) -> String? {
        switch item.axis {
        case .horizontalOnly: "is horizontalOnly"
        case .automatic where item.kind == .title: "is text with axis \"automatic\", which keeps text to horizontal bars"
        case .automatic where item.kind == .customView:
            "has axis \"automatic\", which keeps custom views to horizontal bars"
        case .automatic, .verticalPreferred: nil
        }
    }

    /// The first left item of a screen that has a back button it replaces (pushed, and its left items do not
    /// supplement it, or it hides it), or of a presented stack's root, whose left item is how a person leaves.
    private static func isInBackButtonsPlace(_ item: BarItem, of bar: BarAppearance, on screen: Screen, presented: Set<String>) -> Bool {
        guard item.side == .left, bar.items.first(where: { $0.side == .left }) == item else { return false }
        if screen.stackParent != nil { return bar.hidesBackButton || !screen.leftItemsSupplementBackButton }
        return screen.navigationController != nil && presented.contains(screen.id)
    }

    private static func describe(_ item: BarItem) -> String {
        if let title = item.title { return "'\(title)'" }
        if let name = item.image ?? item.systemItem?.rawValue { return "\(name) item" }
        return item.kind == .customView ? "custom view item" : "\(item.kind.rawValue) item"
    }
}
