/// A screen nothing leads to.
struct UnreachableScreenRule: Rule {
    static let description = DiagnosticKind(
        id: "unreachable-screen", severity: .warning,
        rationale: """
            No initial controller, root, push, presentation, tab, split view column, container view or custom segue \
            leads to the screen, so its bar is designed, generated and tested for nothing, and often a segue was lost in a merge. \
            Controllers with a storyboard identifier and controllers in xibs count as reachable, since code can \
            instantiate them. A navigation controller nothing leads to whose root is reached another way (a tab) is said \
            too: UIKit shows that root without the controller, while navgen gives it the controller's bar.
            """,
        nonTriggeringExamples: [
            .map("""
                <navigation>
                  <navigationController id="nav" root="home"/>
                  <screen id="home"><push to="detail"/><present to="sheet"/></screen>
                  <screen id="detail"/>
                  <navigationController id="sheet" root="compose"/>
                  <screen id="compose"/>
                </navigation>
                """),
            .map("""
                <navigation>
                  <tabBarController id="tabs" initial="true"><tab ref="feedStack"/><tab ref="settings"/></tabBarController>
                  <navigationController id="feedStack" root="feed"/>
                  <screen id="feed"/>
                  <screen id="settings"/>
                </navigation>
                """),
            RuleExample(["Main.storyboard": splitWithContainerView]),
            RuleExample(["Main.storyboard": customSegue]),
        ],
        triggeringExamples: [
            .map("""
                <navigation>
                  <navigationController id="nav" root="home"/>
                  <screen id="home"/>
                  <screen ↓id="orphan"/>
                </navigation>
                """),
            .map("""
                <navigation>
                  <navigationController id="nav" root="home" initial="true"/>
                  <screen id="home"/>
                  <navigationController id="other" root="island"/>
                  <screen ↓id="island"><push to="beyond"/></screen>
                  <screen ↓id="beyond"/>
                </navigation>
                """),
            .map("""
                <navigation>
                  <tabBarController id="tabs" initial="true"><tab ref="home"/></tabBarController>
                  <navigationController ↓id="leftover" root="home" barTintColor="#112233"/>
                  <screen id="home"/>
                </navigation>
                """),
        ])

    /// A segue of the app's own class, which UIKit runs by its `perform()`: what it does is the class's, but it leads
    /// to its destination.
    private static let customSegue = """
        <?xml version="1.0" encoding="UTF-8"?>
        <document type="com.apple.InterfaceBuilder3.CocoaTouch.Storyboard.XIB" version="3.0" toolsVersion="22505" targetRuntime="iOS.CocoaTouch" initialViewController="stack">
            <scenes>
                <scene sceneID="s1">
                    <objects>
                        <navigationController id="stack" sceneMemberID="viewController">
                            <navigationBar key="navigationBar" contentMode="scaleToFill" id="bar"/>
                            <connections>
                                <segue destination="first" kind="relationship" relationship="rootViewController" id="c1"/>
                            </connections>
                        </navigationController>
                    </objects>
                </scene>
                <scene sceneID="s2">
                    <objects>
                        <viewController title="First" id="first" sceneMemberID="viewController">
                            <connections>
                                <segue destination="second" kind="custom" customClass="FadeSegue" id="c2"/>
                            </connections>
                        </viewController>
                    </objects>
                </scene>
                <scene sceneID="s3">
                    <objects>
                        <viewController title="Second" id="second" sceneMemberID="viewController"/>
                    </objects>
                </scene>
            </scenes>
        </document>
        """

    /// Xcode's master-detail storyboard: a split view controller whose columns are a navigation stack and a screen
    /// that shows another controller in a container view.
    private static let splitWithContainerView = """
        <?xml version="1.0" encoding="UTF-8"?>
        <document type="com.apple.InterfaceBuilder3.CocoaTouch.Storyboard.XIB" version="3.0" toolsVersion="22505" targetRuntime="iOS.CocoaTouch" initialViewController="split">
            <scenes>
                <scene sceneID="s1">
                    <objects>
                        <splitViewController id="split" sceneMemberID="viewController">
                            <connections>
                                <segue destination="masterStack" kind="relationship" relationship="masterViewController" id="c1"/>
                                <segue destination="detail" kind="relationship" relationship="detailViewController" id="c2"/>
                            </connections>
                        </splitViewController>
                    </objects>
                </scene>
                <scene sceneID="s2">
                    <objects>
                        <navigationController id="masterStack" sceneMemberID="viewController">
                            <navigationBar key="navigationBar" contentMode="scaleToFill" id="bar"/>
                            <connections>
                                <segue destination="master" kind="relationship" relationship="rootViewController" id="c3"/>
                            </connections>
                        </navigationController>
                    </objects>
                </scene>
                <scene sceneID="s3">
                    <objects>
                        <tableViewController title="Master" id="master" sceneMemberID="viewController"/>
                    </objects>
                </scene>
                <scene sceneID="s4">
                    <objects>
                        <viewController title="Detail" id="detail" sceneMemberID="viewController">
                            <view key="view" id="v1">
                                <subviews>
                                    <containerView id="box">
                                        <connections>
                                            <segue destination="chart" kind="embed" id="c4"/>
                                        </connections>
                                    </containerView>
                                </subviews>
                            </view>
                        </viewController>
                    </objects>
                </scene>
                <scene sceneID="s5">
                    <objects>
                        <viewController title="Chart" id="chart" sceneMemberID="viewController"/>
                    </objects>
                </scene>
            </scenes>
        </document>
        """
}

extension UnreachableScreenRule {
    static func check(model: NavigationModel, plans: [PlannedEdge]) -> [Violation] {
        var next: [String: [String]] = [:]
        for container in model.containers {
            next[container.id, default: []] += (container.root.map { [$0] } ?? []) + container.tabs
        }
        for (parent, children) in model.children {
            next[parent, default: []] += children
        }
        for (source, destinations) in model.unplannedSegues {
            next[source, default: []] += destinations
        }
        for edge in model.edges where [.root, .push, .present].contains(edge.operation) {
            next[edge.from, default: []].append(edge.to)
        }
        var reached = Set(entryPoints(model))
        var queue = Array(reached)
        while let id = queue.popLast() {
            for target in next[id] ?? [] where reached.insert(target).inserted { queue.append(target) }
        }
        // What leads to an unreached screen is unreached too: naming it points at where the chain is broken.
        var leadsTo: [String: String] = [:]
        for source in next.keys.sorted() {
            for target in next[source]! where leadsTo[target] == nil { leadsTo[target] = source }
        }
        let screens = model.screens.filter { !reached.contains($0.id) }.map { screen in
            violation(at: screen.location,
                      "no initial controller, root, push, presentation, tab, split view column, container view or custom segue leads to "
                          + "'\(screen.name)'; link it or remove it",
                      notes: leadsTo[screen.id].flatMap { note(for: $0, in: model) }.map { [$0] } ?? [],
                      disabledRules: screen.disabledRules)
        }
        return screens + deadStacks(model, reached: reached)
    }

    private static func note(for source: String, in model: NavigationModel) -> Diagnostic.Note? {
        let place = model.screen(source).map { ($0.name, $0.location) }
            ?? model.containers.first { $0.id == source }.map { ($0.name, $0.location) }
        return place.map { .init("'\($0.0)' leads to it, but nothing leads to '\($0.0)' either", at: $0.1) }
    }

    /// A navigation controller nothing leads to whose root is a tab or another container's child: that root is shown
    /// there, without this controller's bar, which navgen still gives it. (A whole stack unreached is said screen by
    /// screen above; a segue to a navigation controller is an edge to its root, so a root that edges enter is left be.)
    private static func deadStacks(_ model: NavigationModel, reached: Set<String>) -> [Violation] {
        let shownInContainers = Set(model.containers.flatMap(\.tabs) + model.children.values.joined())
        let entered = Set(model.edges.filter { $0.operation != .root }.map(\.to))
        return model.containers.filter { $0.role == .navigation && !reached.contains($0.id) }.compactMap { container in
            guard let root = container.root, shownInContainers.contains(root), !entered.contains(root),
                  let screen = model.screen(root) else { return nil }
            return violation(at: container.location,
                             "no initial controller, root, push, presentation, tab, split view column, container view or custom segue "
                                 + "leads to navigation controller '\(container.name)'; its root '\(screen.name)', reached another way, "
                                 + "gets this controller's bar from navgen but not in the app; link the controller or remove it",
                             disabledRules: screen.disabledRules)
        }
    }
}

private extension UnreachableScreenRule {
    /// Where the app starts, and what code can instantiate by name.
    static func entryPoints(_ model: NavigationModel) -> [String] {
        (model.initialController.map { [$0] } ?? []) + model.declarations.entryPoints
    }
}
