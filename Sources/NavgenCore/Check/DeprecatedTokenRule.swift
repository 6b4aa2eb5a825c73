/// A screen that uses a token its design system deprecated.
struct DeprecatedTokenRule: Rule {
    static let description = DiagnosticKind(
        id: "deprecated-token", severity: .warning,
        rationale: """
            A screen uses a token marked `$deprecated`. The design system plans to remove or change it, so the \
            bar will break or drift when it does; the message carries the token's deprecation note, which usually \
            names the replacement.
            """,
        nonTriggeringExamples: [
            .map("""
                <navigation>
                  <navigationController id="nav" root="home"/>
                  <screen id="home" barTintColor="{color.bar}" titleColor="#FFFFFF" tintColor="#FFFFFF"/>
                </navigation>
                """, tokens: tokens),
            .map("""
                <navigation>
                  <navigationController id="nav" root="home"/>
                  <screen id="home"/>
                </navigation>
                """, tokens: tokens),
        ],
        triggeringExamples: [
            .map("""
                <navigation>
                  <navigationController id="nav" root="home"/>
                  <screen id="home" ↓barTintColor="{color.legacyBar}" titleColor="#FFFFFF" tintColor="#FFFFFF"/>
                </navigation>
                """, tokens: tokens),
            .map("""
                <navigation>
                  <appearance id="brand" ↓tintColor="{color.oldTint}"/>
                  <navigationController id="nav" root="home" appearance="brand"/>
                  <screen id="home"><push to="detail"/></screen>
                  <screen id="detail"/>
                </navigation>
                """, tokens: tokens),
        ])

    private static let tokens = """
        {"color": {"$type": "color",
          "bar": {"$value": {"colorSpace": "srgb", "components": [0.1, 0.1, 0.1]}},
          "legacyBar": {"$value": {"colorSpace": "srgb", "components": [0.1, 0.1, 0.1]}, "$deprecated": "use color.bar"},
          "oldTint": {"$value": {"colorSpace": "srgb", "components": [0, 0.3, 0.8]}, "$deprecated": true}}}
        """
}

extension DeprecatedTokenRule {
    static func check(model: NavigationModel, plans: [PlannedEdge]) -> [Violation] {
        // A use in a shared appearance shows up on every screen that has it, with the same message; the
        // pipeline keeps one of those, after each screen's disable comments had their say.
        model.screens.flatMap { screen in
            screen.tokenUses.compactMap { use -> Violation? in
                guard let token = model.tokens.tokens[use.value], let note = token.deprecated else { return nil }
                return violation(at: use.location,
                                 "token '\(use.value)' is deprecated" + (note.isEmpty ? "" : ": \(note)"),
                                 notes: [.init("'\(use.value)' is defined here", at: token.location)],
                                 disabledRules: screen.disabledRules)
            }
        }
    }
}
