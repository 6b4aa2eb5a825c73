/// A screen that two navigation controllers push, whose bars differ: navgen gives it one bar, its first stack's.
struct ScreenInTwoStacksRule: Rule {
    static let description = DiagnosticKind(
        id: "screen-in-two-stacks", severity: .warning,
        rationale: """
            A screen takes its navigation controller's bar under its own properties. navgen resolves each screen once, \
            in the first stack in the inputs that reaches it, and its glue sets that bar on the screen's navigation item wherever \
            the screen is pushed. A screen that a second navigation controller also pushes, or whose root it is (the \
            screen that edits an item, pushed, also creates one, presented in a stack of its own), in a stack whose bar is \
            written differently (another colour, style or tint), therefore keeps the first stack's bar there too: the \
            bar changes on the push and changes back on the pop, or is not the one the second stack writes. Give the screen its own appearance, so that it looks the \
            same in both stacks on purpose, or make a screen for each stack.
            """,
        nonTriggeringExamples: [
            .map("""
                <navigation>
                  <tabBarController id="tabs" initial="true"><tab ref="feedStack"/><tab ref="searchStack"/></tabBarController>
                  <navigationController id="feedStack" root="feed" barTintColor="#1A1A1A"/>
                  <navigationController id="searchStack" root="search" barTintColor="#1A1A1A"/>
                  <screen id="feed"><push to="detail"/></screen>
                  <screen id="search"><push to="detail"/></screen>
                  <screen id="detail"/>
                </navigation>
                """),
            // The screen writes everything the two stacks differ in.
            .map("""
                <navigation>
                  <tabBarController id="tabs" initial="true"><tab ref="feedStack"/><tab ref="searchStack"/></tabBarController>
                  <navigationController id="feedStack" root="feed" barTintColor="#1A1A1A"/>
                  <navigationController id="searchStack" root="search" barTintColor="#F2F2F2"/>
                  <screen id="feed"><push to="detail"/></screen>
                  <screen id="search"><push to="detail"/></screen>
                  <screen id="detail" barTintColor="#FFFFFF"/>
                </navigation>
                """),
        ],
        triggeringExamples: [
            .map("""
                <navigation>
                  <tabBarController id="tabs" initial="true"><tab ref="feedStack"/><tab ref="searchStack"/></tabBarController>
                  <navigationController id="feedStack" root="feed" barTintColor="#1A1A1A"/>
                  <navigationController id="searchStack" root="search" barTintColor="#F2F2F2"/>
                  <screen id="feed"><push to="detail"/></screen>
                  <screen id="search">↓<push to="detail"/></screen>
                  <screen id="detail"/>
                </navigation>
                """),
            .map("""
                <navigation>
                  <appearance id="dark" barStyle="black" tintColor="#FFFFFF"/>
                  <navigationController id="main" root="home" initial="true"/>
                  <navigationController id="modal" root="compose" appearance="dark"/>
                  <screen id="home"><push to="profile"/><present to="modal"/></screen>
                  <screen id="compose">↓<push to="profile"/></screen>
                  <screen id="profile"/>
                </navigation>
                """),
            // The same screen edits (pushed) and creates (the root of a presented stack).
            .map("""
                <navigation>
                  <navigationController id="main" root="list" initial="true"/>
                  <navigationController id="creating" ↓root="item" barTintColor="#1A1A1A"/>
                  <screen id="list"><push to="item"/><present to="creating"/></screen>
                  <screen id="item"/>
                </navigation>
                """),
        ])
}

extension ScreenInTwoStacksRule {
    static func check(model: NavigationModel, plans: [PlannedEdge]) -> [Violation] {
        var reported: Set<[String]> = []
        return model.edges.compactMap { edge in
            // Pushed onto the other stack, or its root (presented to create what the first stack pushes it to edit).
            let stack = edge.operation == .root ? edge.from : model.screen(edge.from)?.navigationController
            guard edge.operation == .push || edge.operation == .root, let screen = model.screen(edge.to), !screen.otherStacks.isEmpty,
                  let stack, screen.otherStacks.contains(stack),
                  let own = screen.navigationController, reported.insert([screen.id, stack]).inserted else { return nil }
            let name = screen.name
            let (arrives, shows) = edge.operation == .root
                ? ("the root of", "so its bar there is not the one that stack writes")
                : ("pushed here onto", "so the bar changes on the push and back on the pop")
            return violation(
                at: edge.location,
                "'\(name)' is \(arrives) \(stackName(stack, in: model)), whose bar is written differently from that of "
                    + "\(stackName(own, in: model)), the stack navgen resolves it in (the first in the inputs); navgen gives '\(name)' its bar "
                    + "in '\(model.name(of: own))' in both, \(shows); give '\(name)' its own appearance, or make a screen for each stack",
                notes: [.init("'\(name)' takes its bar from '\(model.name(of: own))'", at: screen.location)],
                disabledRules: edge.disabledRules.union(screen.disabledRules))
        }
    }

    /// A navigation controller as the message names it, by its root when its name is Interface Builder's id.
    private static func stackName(_ id: String, in model: NavigationModel) -> String {
        let name = model.name(of: id)
        guard name == id, let root = model.containers.first(where: { $0.id == id })?.root else { return "'\(name)'" }
        return "'\(name)' (the stack of '\(model.name(of: root))')"
    }
}
