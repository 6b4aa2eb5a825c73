/// A pushed screen that hides its back button, or replaces it with a left item, but leaves swipe-back to its default.
struct HiddenBackSwipeRule: Rule {
    static let description = DiagnosticKind(
        id: "hidden-back-swipe", severity: .warning,
        rationale: """
            A pushed screen hides its back button, or puts a left item in its place (a Cancel button, without \
            leftItemsSupplementBackButton), and leaves swipe-back to its default. UIKit's own swipe delegate is widely \
            reported (Apple does not document it) to refuse the swipe where the back button does not show, and apps \
            rely on that to keep people on a screen; NavigationBarController replaces that delegate and follows \
            swipeBackEnabled alone, so the swipe pops the screen. Say which is meant: swipeBackEnabled false to keep \
            people there, true to keep the swipe.
            """,
        nonTriggeringExamples: [
            .map("""
                <navigation>
                  <navigationController id="nav" root="home"/>
                  <screen id="home"><push to="done"/></screen>
                  <screen id="done" hidesBackButton="true" swipeBackEnabled="false">
                    <unwind to="home"/>
                  </screen>
                </navigation>
                """),
            .map("""
                <navigation>
                  <navigationController id="nav" root="home"/>
                  <screen id="home"><push to="detail"/></screen>
                  <screen id="detail" hidesBackButton="true" swipeBackEnabled="true"/>
                </navigation>
                """),
            // The left item stands beside the back button.
            .map("""
                <navigation>
                  <navigationController id="nav" root="home"/>
                  <screen id="home"><push to="detail"/></screen>
                  <screen id="detail" leftItemsSupplementBackButton="true">
                    <item side="left" kind="title" title="Share"/>
                  </screen>
                </navigation>
                """),
            // The root has nothing to go back to.
            .map("""
                <navigation>
                  <navigationController id="nav" root="home"/>
                  <screen id="home" hidesBackButton="true"/>
                </navigation>
                """),
        ],
        triggeringExamples: [
            .map("""
                <navigation>
                  <navigationController id="nav" root="home"/>
                  <screen id="home"><push to="done"/></screen>
                  <screen id="done" ↓hidesBackButton="true"/>
                </navigation>
                """),
            .map("""
                <navigation>
                  <navigationController id="nav" root="list"/>
                  <screen id="list"><push to="edit"/></screen>
                  <screen id="edit" ↓hidesBackButton="true">
                    <item side="left" kind="title" title="Cancel"/>
                  </screen>
                </navigation>
                """),
            // Apple's FoodTracker: the meal screen's Cancel button takes the back button's place.
            .map("""
                <navigation>
                  <navigationController id="nav" root="list"/>
                  <screen id="list"><push to="meal"/></screen>
                  <screen id="meal">
                    ↓<item side="left" kind="title" title="Cancel"/>
                  </screen>
                </navigation>
                """),
        ])
}

extension HiddenBackSwipeRule {
    static func check(model: NavigationModel, plans: [PlannedEdge]) -> [Violation] {
        let pushed = Set(model.edges.filter { $0.operation == .push }.map(\.to))
        return model.screens.compactMap { screen in
            guard pushed.contains(screen.id), screen.propertyLocations[.swipeBackEnabled] == nil else { return nil }
            // Behind a hidden bar there is no back button to hide, and a screen that blocks going back blocks the swipe.
            let variants = model.variants.filter { variant in
                guard let bar = screen.appearances[variant] else { return false }
                return (bar.hidesBackButton || replacingItem(of: screen, bar: bar) != nil) && bar.backInteractive && bar.visibility != .hidden
            }
            guard let first = variants.first.flatMap({ screen.appearances[$0] }) else { return nil }
            let hides = first.hidesBackButton
            let item = replacingItem(of: screen, bar: first)
            let location = hides ? screen.propertyLocations[.hidesBackButton] ?? screen.location : item?.location ?? screen.location
            return violation(
                at: location,
                "'\(screen.name)' \(hides ? "hides its back button" : "puts a left item in place of its back button") but leaves swipe-back to "
                    + "its default\(variants.variantSuffix(of: model.variants)): "
                    + "NavigationBarController lets people swipe back here, where UIKit's own swipe delegate is reported to refuse; "
                    + "set \(AttributeAdvice.setting("swipeBackEnabled", to: "false", at: location)) to keep them on the screen, "
                    + "or \(AttributeAdvice.setting("swipeBackEnabled", to: "true", at: location)) to keep the swipe",
                disabledRules: screen.disabledRules)
        }
    }

    /// The left item that takes the back button's place: UIKit shows left items instead of it unless the item says
    /// they supplement it ([leftItemsSupplementBackButton](https://developer.apple.com/documentation/uikit/uinavigationitem/leftitemssupplementbackbutton)).
    private static func replacingItem(of screen: Screen, bar: BarAppearance) -> BarItem? {
        screen.leftItemsSupplementBackButton ? nil : bar.items.first { $0.side == .left }
    }
}
