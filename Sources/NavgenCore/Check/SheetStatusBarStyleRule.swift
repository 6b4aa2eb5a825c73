/// An explicit status-bar style on a screen that is presented as a sheet, which leaves the status bar to the screen
/// below.
struct SheetStatusBarStyleRule: Rule {
    static let description = DiagnosticKind(
        id: "sheet-status-bar-style", severity: .warning,
        rationale: """
            UIKit hands the status bar to a presented screen only when it covers the screen \
            (https://developer.apple.com/documentation/uikit/uiviewcontroller/modalpresentationcapturesstatusbarappearance). \
            Since iOS 13 a presentation is a sheet unless it says otherwise, so the status-bar style of a screen in a \
            presented stack, which the app asks for, never shows: the presenting screen keeps its own. Present it \
            full screen (modalPresentationStyle="fullScreen") or let it capture the status bar \
            (modalPresentationCapturesStatusBarAppearance: a runtime attribute of the presented controller, or the \
            attribute of a navigation map's <present>) if its style matters, or leave the status bar to the screen below.
            """,
        nonTriggeringExamples: [
            .map("""
                <navigation>
                  <navigationController id="main" root="home" initial="true"/>
                  <navigationController id="modal" root="player"/>
                  <screen id="home"><present to="modal" modalPresentationStyle="fullScreen"/></screen>
                  <screen id="player" barTintColor="#000000" statusBarStyle="lightContent"/>
                </navigation>
                """),
            // The presented stack captures the status bar.
            .map("""
                <navigation>
                  <navigationController id="main" root="home" initial="true"/>
                  <navigationController id="modal" root="player"/>
                  <screen id="home"><present to="modal" modalPresentationCapturesStatusBarAppearance="true"/></screen>
                  <screen id="player" barTintColor="#000000" statusBarStyle="lightContent"/>
                </navigation>
                """),
            // The same style as the screen below: nothing the app asks for is lost.
            .map("""
                <navigation>
                  <navigationController id="main" root="home" initial="true"/>
                  <navigationController id="modal" root="compose"/>
                  <screen id="home" statusBarStyle="darkContent"><present to="modal"/></screen>
                  <screen id="compose" statusBarStyle="darkContent"/>
                </navigation>
                """),
        ],
        triggeringExamples: [
            .map("""
                <navigation>
                  <navigationController id="main" root="home" initial="true"/>
                  <navigationController id="modal" root="player"/>
                  <screen id="home"><present to="modal"/></screen>
                  <screen id="player" barTintColor="#000000" ↓statusBarStyle="lightContent"/>
                </navigation>
                """),
            .map("""
                <navigation>
                  <navigationController id="main" root="home" initial="true"/>
                  <navigationController id="modal" root="compose" barTintColor="#1A1A1A" ↓statusBarStyle="lightContent"/>
                  <screen id="home"><present to="modal" modalPresentationStyle="pageSheet"/></screen>
                  <screen id="compose"><push to="attachments"/></screen>
                  <screen id="attachments"/>
                </navigation>
                """),
        ])
}

extension SheetStatusBarStyleRule {
    static func check(model: NavigationModel, plans: [PlannedEdge]) -> [Violation] {
        // Each stack presented without handing over the status bar, with the first presentation that shows it so; a
        // stack that is also shown where it has the status bar (the initial one, a tab, a full-screen presentation) is not.
        func key(_ screen: Screen) -> String { screen.navigationController ?? screen.id }
        var seen: Set<String> = []
        for edge in model.edges where edge.operation == .present && edge.handsOverStatusBar == true {
            if let presented = model.screen(edge.to) { seen.insert(key(presented)) }
        }
        // Each stack's screens, gathered once: the check walks the screens once, never once per stack.
        let stacks = Dictionary(grouping: model.screens.filter { $0.navigationController != nil }, by: { $0.navigationController! })
        var sheets: [(stack: [Screen], presentation: Edge, style: String)] = []
        for edge in model.edges where edge.operation == .present && edge.handsOverStatusBar == false {
            guard let presented = model.screen(edge.to), let style = edge.presentationName, presented.tabBarController == nil,
                  key(presented) != model.initialController, seen.insert(key(presented)).inserted else { continue }
            sheets.append((presented.navigationController.flatMap { stacks[$0] } ?? [presented], edge, style))
        }
        var reported: Set<SourceLocation> = []
        return sheets.flatMap { stack, presentation, name in
            stack.compactMap { screen -> Violation? in
                guard let presenter = model.screen(presentation.from), let location = screen.propertyLocations[.statusBarStyle],
                      let style = lostStyle(of: screen, below: presenter, variants: model.variants), reported.insert(location).inserted else { return nil }
                let how = "as a \(name)"
                return violation(
                    at: location,
                    "statusBarStyle \(style) on '\(screen.name)' never shows: '\(presenter.name)' presents it \(how), which leaves the status bar "
                        + "with the presenting screen; present it with modalPresentationStyle=\"fullScreen\", let it capture the status bar "
                        + "(modalPresentationCapturesStatusBarAppearance), or leave the status bar to '\(presenter.name)'",
                    notes: [.init("presented \(how) here", at: presentation.location)],
                    disabledRules: screen.disabledRules.union(presentation.disabledRules))
            }
        }
    }

    /// The style `screen` declares where it differs from what the screen below shows, in the first such variant.
    private static func lostStyle(of screen: Screen, below presenter: Screen, variants: [Variant]) -> String? {
        variants.lazy.compactMap { variant -> String? in
            guard let bar = screen.appearances[variant], let below = presenter.appearances[variant],
                  ["default", "lightContent", "darkContent"].contains(bar.declaredStatusBarStyle),
                  bar.statusBarStyle != below.statusBarStyle else { return nil }
            return bar.declaredStatusBarStyle
        }.first
    }
}
