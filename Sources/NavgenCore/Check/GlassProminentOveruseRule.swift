/// More than one prominent item on one bar under Liquid Glass.
struct GlassProminentOveruseRule: Rule {
    static let description = DiagnosticKind(
        id: "glass-prominent-overuse", severity: .warning,
        rationale: """
            Under Liquid Glass a screen's bar has more than one item with style="prominent". A prominent item gets glass \
            of its own, tinted, apart from every group; it marks the one action that completes the screen's task. \
            Apple's guidance is to refrain from adding colour to the background of several controls: two of them \
            compete, and the bar reads as a row of buttons. Keep one prominent, make the others plain.
            """,
        nonTriggeringExamples: [
            .map("""
                <navigation>
                  <navigationController id="nav" root="home"/>
                  <screen id="home">
                    <item side="left" kind="title" title="Cancel"/>
                    <item side="right" kind="title" title="Save" style="prominent"/>
                  </screen>
                </navigation>
                """),
            // The legacy design alone: prominent is the bold `done` style, and two of them are only bold.
            .map("""
                <navigation>
                  <navigationController id="nav" root="home"/>
                  <screen id="home">
                    <item side="left" kind="title" title="Reset" style="prominent"/>
                    <item side="right" kind="title" title="Save" style="prominent"/>
                  </screen>
                </navigation>
                """, sdk: "18.0"),
        ],
        triggeringExamples: [
            .map("""
                <navigation>
                  <navigationController id="nav" root="home"/>
                  <screen id="home">
                    <item side="left" kind="title" title="Reset" style="prominent"/>
                    ↓<item side="right" kind="title" title="Save" style="prominent"/>
                  </screen>
                </navigation>
                """),
            .map("""
                <navigation deploymentTarget="26.0">
                  <navigationController id="nav" root="home"/>
                  <screen id="home">
                    <item side="right" kind="system" systemItem="done" style="prominent"/>
                    ↓<item side="right" kind="system" systemItem="add" style="prominent"/>
                    ↓<item side="right" kind="system" systemItem="edit" style="prominent"/>
                  </screen>
                </navigation>
                """),
        ])
}

extension GlassProminentOveruseRule {
    static func check(model: NavigationModel, plans: [PlannedEdge]) -> [Violation] {
        guard let (suffix, screens) = model.barItems(in: model.glassVariants) else { return [] }
        return screens.flatMap { screen, items -> [Violation] in
            let prominent = items.filter { $0.side != .back && $0.style == .prominent }
            guard let first = prominent.first else { return [] }
            return prominent.dropFirst().map { item in
                violation(at: item.location,
                          "'\(screen.name)' has \(prominent.count) prominent items on its bar under Liquid Glass\(suffix), each on tinted "
                              + "glass of its own; keep one prominent and make the others plain",
                          notes: [.init("the first prominent item is here", at: first.location)], disabledRules: screen.disabledRules)
            }
        }
    }
}
