/// Values written wrong, or written to no effect, wherever they are written.
extension DiagnosticKind {
    /// An attribute or property value with the wrong syntax, reported by the readers and the resolver.
    static let invalidValue = DiagnosticKind(
        id: "invalid-value", severity: .error,
        rationale: """
            A value in a navigation map, a storyboard, a resolver or Tokens Studio themes has the wrong syntax: an \
            unknown bar style, a boolean that is not true or false, a required attribute left out. UIKit would \
            ignore or crash on such values at run time; navgen says so where the value is written, with the \
            closest valid name. Colours, ranges, token values and unknown names have rules of their own.
            """,
        nonTriggeringExamples: [
            .map("""
                <navigation>
                  <navigationController id="nav" root="home"/>
                  <screen id="home" barStyle="black" prefersLargeTitles="true"/>
                </navigation>
                """),
            .map("""
                <navigation>
                  <navigationController id="nav" root="home"/>
                  <screen id="home" statusBarStyle="lightContent" swipeBackEnabled="false"/>
                </navigation>
                """),
        ],
        triggeringExamples: [
            .map("""
                <navigation>
                  <navigationController id="nav" root="home"/>
                  <screen id="home" ↓barStyle="blak" ↓prefersLargeTitles="yes"/>
                </navigation>
                """),
            .map("""
                <navigation>
                  <navigationController id="nav" root="home"/>
                  <screen id="home" ↓statusBarStyle="light">
                    <item side="left" ↓kind="button" title="Edit"/>
                  </screen>
                </navigation>
                """),
        ])

    /// An element, attribute or property a format does not have, reported by the readers.
    static let unknownName = DiagnosticKind(
        id: "unknown-name", severity: .error,
        rationale: """
            An element, attribute or property that the format does not define: usually a typo (barTintColour, \
            $descripton), sometimes a name from another tool. navgen does not guess what it meant, so the value would \
            be lost without a word; the message names the closest valid name.
            """,
        nonTriggeringExamples: [
            .map("""
                <navigation>
                  <navigationController id="nav" root="home"/>
                  <screen id="home" barTintColor="#FFFFFF" titleColor="#000000"/>
                </navigation>
                """),
            RuleExample(["tokens.tokens.json": #"{"size": {"$type": "number", "gap": {"$value": 4, "$description": "Between items"}}}"#]),
        ],
        triggeringExamples: [
            .map("""
                <navigation>
                  <navigationController id="nav" root="home"/>
                  <screen id="home" ↓barTintColour="#FFFFFF"/>
                  ↓<scren id="detail"/>
                </navigation>
                """),
            // A screen uses the token: in tokens no screen reaches, the problem is a warning (`skipped-token`).
            .map("""
                <navigation>
                  <navigationController id="nav" root="home"/>
                  <screen id="home" barAlpha="{opacity.bar}"/>
                </navigation>
                """, tokens: #"{"opacity": {"$type": "number", "bar": {"$value": 0.9, ↓"$descripton": "The bar's alpha"}}}"#),
        ])

    /// A colour that is not written as a colour, reported by the readers and the resolver.
    static let invalidColor = DiagnosticKind(
        id: "invalid-color", severity: .error,
        rationale: """
            A colour is malformed: a literal that is not #RRGGBB or #RRGGBBAA, a DTCG colour with an unknown colour \
            space or the wrong components, an asset-catalog or Interface Builder colour without its components. \
            navgen cannot tell which colour was meant, so it says where the colour is written and how to write it.
            """,
        nonTriggeringExamples: [
            .map("""
                <navigation>
                  <navigationController id="nav" root="home"/>
                  <screen id="home" barTintColor="#1A1A1AFF" titleColor="#FFFFFF"/>
                </navigation>
                """),
            // UIKit's system colours, by their Swift names, with their light and dark values.
            .map("""
                <navigation>
                  <navigationController id="nav" root="home"/>
                  <screen id="home" barTintColor="systemBackground" titleColor="label"/>
                </navigation>
                """),
            RuleExample(["tokens.tokens.json": #"{"color": {"$type": "color", "bar": {"$value": {"colorSpace": "display-p3", "components": [1, 0.5, 0]}}}}"#]),
        ],
        triggeringExamples: [
            .map("""
                <navigation>
                  <navigationController id="nav" root="home"/>
                  <screen id="home" ↓titleColor="whte"/>
                </navigation>
                """),
            // A screen uses the token: in tokens no screen reaches, the problem is a warning (`skipped-token`).
            .map("""
                <navigation>
                  <navigationController id="nav" root="home"/>
                  <screen id="home" barTintColor="{color.bar}"/>
                </navigation>
                """, tokens: #"{"color": {"$type": "color", "bar": {"$value": {"colorSpace": ↓"srgbb", "components": [1, 0.5, 0]}}}}"#),
        ])

    /// A number outside the range its property or token type allows, reported by the readers and the resolver.
    static let valueOutOfRange = DiagnosticKind(
        id: "value-out-of-range", severity: .error,
        rationale: """
            A number is outside its range: an alpha outside 0…1, a colour component outside its colour space, a \
            font weight outside 1…1000, a cubic Bézier's x outside 0…1. UIKit would clamp it at run time, so the bar \
            would not look as written; navgen says so where the number is written.
            """,
        nonTriggeringExamples: [
            .map("""
                <navigation>
                  <navigationController id="nav" root="home"/>
                  <screen id="home" barAlpha="0.5"/>
                </navigation>
                """),
            RuleExample(["tokens.tokens.json": #"{"weight": {"$type": "fontWeight", "bold": {"$value": 700}}}"#]),
        ],
        triggeringExamples: [
            .map("""
                <navigation>
                  <navigationController id="nav" root="home"/>
                  <screen id="home" ↓barAlpha="1.5"/>
                </navigation>
                """),
            // A screen uses each token: in tokens no screen reaches, the problem is a warning (`skipped-token`).
            .map("""
                <navigation>
                  <navigationController id="nav" root="home"/>
                  <screen id="home" barTintColor="{color.c}" titleFont="{type.title}"/>
                </navigation>
                """, tokens: """
                {"weight": {"$type": "fontWeight", "bold": {"$value": ↓1200}},
                 "color": {"$type": "color", "c": {"$value": {"colorSpace": "srgb", "components": [↓1.5, 0, 0]}}},
                 "type": {"$type": "typography", "title": {"$value": {"fontFamily": "Inter", "fontSize": {"value": 17, "unit": "px"},
                   "fontWeight": "{weight.bold}", "letterSpacing": {"value": 0, "unit": "px"}, "lineHeight": 1.2}}}}
                """),
        ])

    /// Something written in a token or resolver file that changes nothing, reported by the token readers.
    static let noEffect = DiagnosticKind(
        id: "no-effect", severity: .warning,
        rationale: """
            Something is written that navgen reads but that changes nothing: an empty group with a "$type", a \
            resolver modifier with one context, a property the Resolver module does not define on a resolver, a set \
            or a modifier, a group "$type" that an alias overrides with its target's type, a Tokens Studio set listed \
            but not defined, a colour modifier on a token that is not a colour, a `navgen:disable` comment naming a \
            rule navgen does not have (with the closest id) or none, a property of the Liquid Glass bar of iOS 27 \
            (barInterfaceStyle, titleAlignment, verticalBar, barMinimization, an item's axis) in an app built with an \
            SDK before 27, which lacks it (the legacy design never has it: there navgen resolves it to automatic), the \
            first of a key written twice in one object of a token file (the later one is read, as JSON.parse reads it), a \
            status-bar style in an app whose Info.plist sets UIViewControllerBasedStatusBarAppearance to NO (UIKit shows \
            the app's style on every screen), an Info.plist style key with a value UIKit ignores, the title, prompt or \
            bar button items of a container view's child whose holding screen is in a navigation stack (the bar shows that \
            screen's navigation item), an appTarget that no Xcode project's iOS app target has where the build names the \
            app target it builds (`--building-target`, which the build plugin gives), so that a typo in a navgen.json \
            shared by every brand's build is said in each, a build configuration file's #include of a file it is \
            itself included by, however far up, which closes a cycle (navgen reads each file once). It \
            is often a leftover, a misunderstanding or a typo, so navgen says what it ignored and why.
            """,
        nonTriggeringExamples: [
            RuleExample(["tokens.tokens.json": #"{"size": {"$type": "number", "gap": {"$value": 4}, "margin": {"$value": "{size.gap}"}}}"#]),
            RuleExample(["app.resolver.json": ##"{"version": "2025.10", "modifiers": {"theme": {"contexts": {"light": [], "dark": []}}}, "resolutionOrder": [{"$ref": "#/modifiers/theme"}]}"##]),
            RuleExample(["app.nav.xml": """
                <navigation>
                  <navigationController id="nav" root="home" initial="true"/>
                  <!-- navgen:disable low-title-contrast -->
                  <screen id="home" title="Home"/>
                </navigation>
                """]),
            .map("""
                <navigation>
                  <navigationController id="nav" root="home"/>
                  <screen id="home" barInterfaceStyle="dark" titleAlignment="leading"/>
                </navigation>
                """),
        ],
        triggeringExamples: [
            RuleExample([
                "app.nav.xml": """
                    <navigation>
                      <navigationController id="nav" root="home"/>
                      <screen id="home" barTintColor="#1A1A1A" ↓statusBarStyle="lightContent"/>
                    </navigation>
                    """,
                "Info.plist": DiagnosticKind.propertyList("""
                    <key>UIViewControllerBasedStatusBarAppearance</key>
                      <false/>
                      <key>UIStatusBarStyle</key>
                      <string>UIStatusBarStyleLightContent</string>
                    """),
            ]),
            RuleExample(["tokens.tokens.json": #"{"size": {"$type": "number", "gap": {"$value": 4}, "later": ↓{"$type": "number"}, "color": {"$type": "color", "alias": {"$value": ↓"{size.gap}"}}}}"#]),
            RuleExample(["app.resolver.json": ##"{"version": "2025.10", ↓"mode": "x", "modifiers": {"theme": ↓{"contexts": {"light": []}}}, "resolutionOrder": [{"$ref": "#/modifiers/theme"}]}"##]),
            RuleExample(["app.resolver.json": ##"{"version": "2025.10", "sets": {"base": {"sources": [], ↓"source": "base.tokens.json"}}, "resolutionOrder": [{"$ref": "#/sets/base"}]}"##]),
            RuleExample(["app.nav.xml": """
                <navigation>
                  <navigationController id="nav" root="home" initial="true"/>
                  <!-- navgen:disable ↓low-title-contarst -->
                  <screen id="home" title="Home"/>
                </navigation>
                """]),
            .map("""
                <navigation>
                  <appearance id="night" ↓barInterfaceStyle="dark"/>
                  <navigationController id="nav" root="home" appearance="night"/>
                  <screen id="home" ↓verticalBar="disabled"/>
                </navigation>
                """, sdk: "26.0"),
        ])
}
