/// An explicit status-bar style that cannot be read on the bar behind it.
struct StatusBarContrastRule: Rule {
    static let description = DiagnosticKind(
        id: "status-bar-contrast", severity: .warning,
        rationale: """
            An explicit status-bar style puts light content on a light bar or dark content on a dark one \
            (below 3:1), so the clock and battery vanish (TN3105). It usually happens when a screen's bar \
            changes and its style was copied from elsewhere; `automatic` derives the style from the background. \
            `default` is dark content in light mode and light content in dark mode, whatever the bar. An app whose \
            Info.plist sets UIViewControllerBasedStatusBarAppearance to NO shows its UIStatusBarStyle (default when not \
            set) on every screen, whatever the screens ask for: its shortfalls are said once, at the key.
            """,
        nonTriggeringExamples: [
            .map("""
                <navigation>
                  <navigationController id="nav" root="home"/>
                  <screen id="home" barTintColor="#1A1A1A" titleColor="#FFFFFF" tintColor="#FFFFFF" statusBarStyle="lightContent"/>
                </navigation>
                """),
            .map("""
                <navigation>
                  <navigationController id="nav" root="home"/>
                  <screen id="home" barAlpha="0" statusBarStyle="lightContent"/>
                </navigation>
                """),
            // Liquid Glass alone: the status bar sits over the content, not a bar colour.
            .map("""
                <navigation deploymentTarget="26.0">
                  <navigationController id="nav" root="home"/>
                  <screen id="home" statusBarStyle="lightContent"/>
                </navigation>
                """),
        ],
        triggeringExamples: [
            .map("""
                <navigation>
                  <navigationController id="nav" root="home"/>
                  <screen id="home" ↓statusBarStyle="lightContent"/>
                </navigation>
                """),
            RuleExample([
                "app.nav.xml": """
                    <navigation>
                      <navigationController id="nav" root="home"/>
                      <screen id="home" barTintColor="#1A1A1A" titleColor="#FFFFFF" tintColor="#FFFFFF"/>
                    </navigation>
                    """,
                "Info.plist": DiagnosticKind.propertyList("<key>UIViewControllerBasedStatusBarAppearance</key>\n  ↓<false/>"),
            ]),
            .map("""
                <navigation>
                  <appearance id="dark" barTintColor="#111111" titleColor="#FFFFFF" tintColor="#FFFFFF" ↓statusBarStyle="darkContent"/>
                  <navigationController id="nav" root="home"/>
                  <screen id="home" appearance="dark"/>
                </navigation>
                """),
        ])
}

extension StatusBarContrastRule {
    static func check(model: NavigationModel, plans: [PlannedEdge]) -> [Violation] {
        var findings = ContrastFindings()
        // A status bar the app hides everywhere shows no content.
        guard !model.appWide.hidesStatusBar else { return [] }
        for screen in model.screens where !screen.disabledRules.contains(description.id) {
            var shortfall = ContrastShortfall()
            var style = ""
            var failing: Set<RGBA> = []
            for (variant, bar, backdrop) in model.measurableBars(of: screen) {
                let content: RGBA
                switch bar.declaredStatusBarStyle {
                case "lightContent": content = .white
                case "darkContent": content = .black
                // UIStatusBarStyle.default follows the interface style.
                case "default": content = bar.usesDarkAppearance ? .white : .black
                default: continue
                }
                style = bar.declaredStatusBarStyle
                if shortfall.check(content, on: backdrop, minimum: 3, variant: variant) { failing.insert(content) }
            }
            // The advice follows the content that falls short: `default` is light content in dark mode, and where both
            // fall short only the bar's own choice fits every mode.
            let light = shortfall.worstColor == .white
            let other = light ? "darkContent" : "lightContent"
            let both = failing.count > 1
            let content = style == "default" ? (both ? "default" : "default (\(light ? "light" : "dark") content here)") : style
            let location = screen.propertyLocations[.statusBarStyle] ?? screen.location
            if let app = model.appWide.statusBarStyle, app.location == location {
                findings.add(shortfall, "the app's \(content) status-bar content (UIViewControllerBasedStatusBarAppearance is NO)",
                             advice: both ? "set the key to YES to let each screen's bar decide"
                                 : "set UIStatusBarStyle to \(Self.propertyListName(of: other)), or the key to YES to let each screen's bar decide",
                             at: location, screen: screen.name, of: model.variants)
            } else {
                findings.add(shortfall, "\(content) status-bar content", advice: both ? "use automatic" : "use \(other) or automatic", at: location,
                             screen: screen.name, of: model.variants)
            }
        }
        return findings.violations(of: self)
    }

    /// `UIStatusBarStyleDarkContent`, as an Info.plist writes a style.
    private static func propertyListName(of style: String) -> String {
        "UIStatusBarStyle" + style.prefix(1).uppercased() + style.dropFirst()
    }
}
