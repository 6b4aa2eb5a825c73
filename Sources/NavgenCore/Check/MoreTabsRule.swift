/// A tab bar controller with more tabs than an iPhone's tab bar shows.
struct MoreTabsRule: Rule {
    static let description = DiagnosticKind(
        id: "more-tabs", severity: .warning,
        rationale: """
            A tab bar controller with more than five tabs shows four on an iPhone and a More tab; the others open in \
            the More navigation controller, which UIKit makes and pushes them onto \
            (https://developer.apple.com/documentation/uikit/uitabbarcontroller/morenavigationcontroller). Its bar is \
            UIKit's, with a back button to More, so the bar navgen resolves, plans and tests for those tabs is not \
            the one an iPhone shows. Keep five tabs or fewer, or give the app its own way to the others.
            """,
        nonTriggeringExamples: [
            .map("""
                <navigation>
                  <tabBarController id="tabs" initial="true">
                    <tab ref="a"/><tab ref="b"/><tab ref="c"/><tab ref="d"/><tab ref="e"/>
                  </tabBarController>
                  <screen id="a"/><screen id="b"/><screen id="c"/><screen id="d"/><screen id="e"/>
                </navigation>
                """),
            .map("""
                <navigation>
                  <tabBarController id="tabs" initial="true"><tab ref="feedStack"/><tab ref="settings"/></tabBarController>
                  <navigationController id="feedStack" root="feed"/>
                  <screen id="feed"/><screen id="settings"/>
                </navigation>
                """),
        ],
        triggeringExamples: [
            .map("""
                <navigation>
                  <tabBarController ↓id="tabs" initial="true">
                    <tab ref="a"/><tab ref="b"/><tab ref="c"/><tab ref="d"/><tab ref="e"/><tab ref="f"/>
                  </tabBarController>
                  <screen id="a"/><screen id="b"/><screen id="c"/><screen id="d"/><screen id="e"/><screen id="f"/>
                </navigation>
                """),
            .map("""
                <navigation>
                  <tabBarController ↓id="tabs" initial="true">
                    <tab ref="a"/><tab ref="b"/><tab ref="c"/><tab ref="d"/><tab ref="stack"/><tab ref="f"/><tab ref="g"/>
                  </tabBarController>
                  <navigationController id="stack" root="e"/>
                  <screen id="a"/><screen id="b"/><screen id="c"/><screen id="d"/><screen id="e"/><screen id="f"/><screen id="g"/>
                </navigation>
                """),
        ])

    /// What an iPhone's tab bar shows before it needs a More tab.
    static let tabsShown = 5
}

extension MoreTabsRule {
    static func check(model: NavigationModel, plans: [PlannedEdge]) -> [Violation] {
        model.containers.filter { $0.tabs.count > tabsShown }.map { container in
            let moved = container.tabs.dropFirst(tabsShown - 1).map { "'\(model.name(of: $0))'" }
            return violation(at: container.location,
                             "'\(container.name)' has \(container.tabs.count) tabs: an iPhone shows four and More, and \(moved.joined(separator: ", ")) "
                                 + "open in UIKit's More navigation controller, whose bar navgen does not plan; keep five tabs or fewer",
                             disabledRules: [])
        }
    }
}
