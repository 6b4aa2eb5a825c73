/// A customised bar that iOS 15 turns transparent at the scroll edge.
struct ScrollEdgeTransparentRule: Rule {
    static let description = DiagnosticKind(
        id: "scroll-edge-transparent", severity: .warning,
        rationale: """
            The app is built with the iOS 15 SDK or later and a storyboard customises a navigation bar's standard \
            appearance (its background colour or image) but gives it no scroll-edge appearance. Since iOS 15 a bar \
            without a scroll-edge appearance is transparent whenever its content is scrolled to the top, so the \
            brand colour shows only after scrolling: the most reported bar bug of that release. It comes with the SDK, \
            not the deployment target: an app that still supports iOS 13 shows it on every device running iOS 15 or \
            later. (navgen's own glue assigns all four appearances, so navigation maps never trigger it.)
            """,
        nonTriggeringExamples: [
            RuleExample(["Main.storyboard": storyboard(target: "15.0", appearances: standard + scrollEdge)]),
            .map("""
                <navigation deploymentTarget="15.0">
                  <navigationController id="nav" root="home"/>
                  <screen id="home" barTintColor="#1A1A1A" titleColor="#FFFFFF" tintColor="#FFFFFF"/>
                </navigation>
                """),
            // Liquid Glass alone: the bar is transparent at every scroll position.
            RuleExample(["Main.storyboard": storyboard(target: "26.0", appearances: standard)]),
        ],
        triggeringExamples: [
            RuleExample(["Main.storyboard": storyboard(target: "15.0", appearances: marked(standard))]),
            RuleExample(["Main.storyboard": storyboard(target: "17.2", appearances: marked(standard) + compact)]),
            RuleExample(["Main.storyboard": storyboard(target: "13.0", appearances: marked(standard))]),
        ])

    static let standard = #"<navigationBarAppearance key="standardAppearance"><color key="backgroundColor" red="0.1" green="0.1" blue="0.1" alpha="1" colorSpace="custom" customColorSpace="sRGB"/></navigationBarAppearance>"#
    static let scrollEdge = #"<navigationBarAppearance key="scrollEdgeAppearance"><color key="backgroundColor" red="0.1" green="0.1" blue="0.1" alpha="1" colorSpace="custom" customColorSpace="sRGB"/></navigationBarAppearance>"#
    static let compact = #"<navigationBarAppearance key="compactAppearance"><color key="backgroundColor" red="0.1" green="0.1" blue="0.1" alpha="1" colorSpace="custom" customColorSpace="sRGB"/></navigationBarAppearance>"#

    /// An appearance with the place a finding points at, its colour, marked.
    static func marked(_ appearance: String) -> String { appearance.replacingOccurrences(of: "<color", with: "↓<color") }

    /// A navigation controller whose bar has the given appearances, with its root screen.
    static func storyboard(target: String, appearances: String) -> String {
        """
        <?xml version="1.0" encoding="UTF-8"?>
        <document type="com.apple.InterfaceBuilder3.CocoaTouch.Storyboard.XIB" version="3.0" toolsVersion="22505" targetRuntime="iOS.CocoaTouch" initialViewController="nav">
            <dependencies><deployment version="\(target)" identifier="iOS"/></dependencies>
            <scenes>
                <scene sceneID="s1"><objects>
                    <navigationController id="nav" sceneMemberID="viewController">
                        <navigationBar key="navigationBar" contentMode="scaleToFill" id="bar">\(appearances)</navigationBar>
                        <connections><segue destination="home" kind="relationship" relationship="rootViewController" id="r1"/></connections>
                    </navigationController>
                </objects></scene>
                <scene sceneID="s2"><objects>
                    <viewController id="home" title="Home" sceneMemberID="viewController"/>
                </objects></scene>
            </scenes>
        </document>
        """
    }

    /// What the scroll-edge fallback loses: the background. (It drops the shadow too, but a bar without a
    /// hairline at the top of its content is the look iOS intends.)
    static let backgroundProperties: [AppearanceProperty] = [.barTintColor, .barImage]
}

extension ScrollEdgeTransparentRule {
    static func check(model: NavigationModel, plans: [PlannedEdge]) -> [Violation] {
        // What changed is linking the iOS 15 SDK: the app's bars change on iOS 15 devices whatever its deployment target.
        guard let major = DeploymentTarget.major(model.build.sdk), major >= 15 else { return [] }
        // Under Liquid Glass the bar is transparent at every scroll position.
        // One finding where the colour is set: a navigation controller's gives it to every screen of its stack.
        return DeclarationFinding.gather(model, rule: description.id, in: model.legacyVariants) { screen, bar in
            guard !screen.customisesScrollEdge, bar.visibility == .visible else { return nil }
            return backgroundProperties.first { screen.propertyLocations[$0] != nil }
        }.map { finding in
            // Named as set, not by navgen's property: a storyboard may write the colour as an appearance's background.
            let setting = finding.property == .barImage ? "the bar image" : "the bar colour"
            return violation(
                at: finding.location,
                "\(setting) set here customises the bar of \(finding.subject) but no scroll-edge appearance is declared; from iOS 15 "
                    + "the bar is transparent whenever the content is scrolled to the top\(finding.variants.variantSuffix(of: model.variants)); "
                    + "give it a scroll-edge appearance too",
                disabledRules: [])
        }
    }
}
