/// A navigation bar's scroll-edge and compact appearances over screens whose navigation item has a standard appearance
/// but not that state's. UIKit shows the bar's state appearance there: "If the top item's scrollEdgeAppearance property
/// is nil, UIKit uses the navigation bar's scroll edge appearance"
/// ([UINavigationItem.scrollEdgeAppearance](https://developer.apple.com/documentation/uikit/uinavigationitem/scrolledgeappearance);
/// compactAppearance alike). navgen gives such a screen one bar, from its item's standard appearance, and its glue
/// shows that bar in every state, so where the bar's state appearance differs, that is a look the app stops showing.
enum ItemStateAppearances {
    /// An `unsupported` warning at each such state appearance of a bar that differs from the standard appearance of
    /// items on its stack, naming their screens.
    static func unshown(controllers: ControllerTable, graph: StackGraph, names: [String: String]) -> [Diagnostic] {
        // One warning per state appearance and set of differences, naming the screens it has them over.
        struct Finding: Hashable {
            var state: SourceAppearance
            var differences: [String]
        }
        var screens: [Finding: [String]] = [:]
        var order: [Finding] = []
        for id in controllers.order {
            guard let screen = controllers[id], screen.role == .screen, screen.replacesBarAppearance,
                  let standard = screen.itemAppearances.first(where: { $0.id == "standardAppearance" }),
                  let navigation = graph.stackOwner[id].flatMap({ controllers[$0] }) else { continue }
            let own = navigation.barAppearances.first { $0.id == "navigationBar" }?.properties ?? [:]
            let itemBar = own.merging(standard.properties) { _, item in item }
            let states = navigation.barAppearances.filter { state in
                BarStateAppearances.states[state.id] != nil && !screen.itemAppearances.contains { $0.id == state.id }
            }
            for state in states {
                let differences = BarStateAppearances.differences(of: state, over: own, from: itemBar, effect: standard.backgroundEffect)
                guard !differences.isEmpty else { continue }
                let finding = Finding(state: state, differences: differences)
                if screens[finding] == nil { order.append(finding) }
                screens[finding, default: []].append(names[id] ?? id)
            }
        }
        return order.map { finding in
            let (state, differences, shown) = (finding.state, finding.differences, screens[finding]!)
            let subject = shown.count == 1 ? "'\(shown[0])''s navigation item, which has no \(state.id) of its own"
                : "the navigation items of \(ScreenNames.phrase(shown)), which have no \(state.id) of their own"
            return Diagnostic(.unsupported, at: state.location, """
                this \(state.id) differs in its \(differences.sentenceList) from the standardAppearance of \(subject), so \
                UIKit shows this one over \(shown.count == 1 ? "that screen" : "them") \(BarStateAppearances.states[state.id]!); \
                navgen gives each screen one bar, from its item's standard \
                appearance, and its glue shows that bar there too; give the item\(shown.count == 1 ? "" : "s") a \(state.id) \
                with these settings, or give this one the item's
                """)
        }
    }
}
