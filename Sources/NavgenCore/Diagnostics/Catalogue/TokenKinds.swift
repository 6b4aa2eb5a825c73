/// Design tokens: their structure, their types, their modes, and the forms navgen reads but warns about.
extension DiagnosticKind {
    /// A design token whose structure or value does not follow DTCG 2025.10, reported by the token readers and resolver.
    static let invalidToken = DiagnosticKind(
        id: "invalid-token", severity: .error,
        rationale: """
            A design token is malformed: no type, an unknown type, a value that does not match its type (a \
            dimension in "pt", a shadow without "blur"), an invalid name, or a token and a group in one object. \
            navgen never guesses what a token means, so it says where the token goes wrong and what DTCG 2025.10 expects.
            """,
        nonTriggeringExamples: [
            RuleExample(["tokens.tokens.json": #"{"space": {"$type": "dimension", "m": {"$value": {"value": 8, "unit": "px"}}}}"#]),
            RuleExample(["tokens.tokens.json": #"{"size": {"gap": {"$type": "number", "$value": 4}}}"#]),
        ],
        // A screen uses each token: in tokens no screen reaches, the problem is a warning (`skipped-token`).
        triggeringExamples: [
            .map("""
                <navigation>
                  <navigationController id="nav" root="home"/>
                  <screen id="home" titleFont="{type.title}"/>
                </navigation>
                """, tokens: """
                {"space": {"$type": "dimension", "m": {"$value": {"value": 17, "unit": ↓"pt"}}},
                 "type": {"$type": "typography", "title": {"$value": {"fontFamily": "Inter", "fontSize": "{space.m}",
                   "fontWeight": 600, "letterSpacing": {"value": 0, "unit": "px"}, "lineHeight": 1.2}}}}
                """),
            .map("""
                <navigation>
                  <appearance id="faded" barAlpha="{opacity.bar}"/>
                  <navigationController id="nav" root="home" appearance="faded"/>
                  <screen id="home" barAlpha="{alpha.bar}"/>
                </navigation>
                """, tokens: #"{"opacity": {↓"bar": {"$value": 0.9}}, "alpha": {"$type": "number", "bar": {"$type": ↓"numbr", "$value": 0.8}}}"#),
        ])

    /// A property given a token of the wrong type, reported by the resolver.
    static let typeMismatch = DiagnosticKind(
        id: "type-mismatch", severity: .error,
        rationale: """
            A property gets a token of the wrong type, such as a dimension as a bar colour or a colour as a \
            title font. The token exists, so the reference looks right; only its type shows that the wrong one was picked.
            """,
        nonTriggeringExamples: [
            .map("""
                <navigation>
                  <navigationController id="nav" root="home"/>
                  <screen id="home" barTintColor="{color.bar}"/>
                </navigation>
                """, tokens: #"{"color": {"$type": "color", "bar": {"$value": {"colorSpace": "srgb", "components": [0, 0, 0]}}}}"#),
            .map("""
                <navigation>
                  <navigationController id="nav" root="home"/>
                  <screen id="home" barAlpha="{opacity.bar}"/>
                </navigation>
                """, tokens: #"{"opacity": {"$type": "number", "bar": {"$value": 0.9}}}"#),
        ],
        triggeringExamples: [
            .map("""
                <navigation>
                  <navigationController id="nav" root="home"/>
                  <screen id="home" ↓barTintColor="{space.m}"/>
                </navigation>
                """, tokens: #"{"space": {"$type": "dimension", "m": {"$value": {"value": 8, "unit": "px"}}}}"#),
            .map("""
                <navigation>
                  <navigationController id="nav" root="home"/>
                  <screen id="home" ↓titleFont="{color.text}" ↓barAlpha="{color.text}"/>
                </navigation>
                """, tokens: #"{"color": {"$type": "color", "text": {"$value": {"colorSpace": "srgb", "components": [0, 0, 0]}}}}"#),
        ])

    /// A token without a value in some mode, reported by the resolver where a screen uses it.
    static let incompleteMode = DiagnosticKind(
        id: "incomplete-mode", severity: .error,
        rationale: """
            A token used by a screen has no value in some mode (a colour set with a dark variant but no light \
            one, a theme that forgot a token), so that screen cannot be drawn in that mode. Every screen is \
            resolved in every mode, and the place that uses the token is reported, with a note at the token.
            """,
        nonTriggeringExamples: [
            RuleExample([
                "app.nav.xml": """
                    <navigation>
                      <navigationController id="nav" root="home"/>
                      <screen id="home" barTintColor="{asset.Bar}"/>
                    </navigation>
                    """,
                "Assets.xcassets/Bar.colorset/Contents.json": colorSet(["light", "dark"]),
            ]),
            RuleExample([
                "app.nav.xml": """
                    <navigation>
                      <navigationController id="nav" root="home"/>
                      <screen id="home" tintColor="{asset.Tint}" barTintColor="{asset.Bar}"/>
                    </navigation>
                    """,
                "Assets.xcassets/Bar.colorset/Contents.json": colorSet(["light", "dark"]),
                "Assets.xcassets/Tint.colorset/Contents.json": colorSet([nil, "dark"]),
            ]),
        ],
        triggeringExamples: [
            RuleExample([
                "app.nav.xml": """
                    <navigation>
                      <navigationController id="nav" root="home"/>
                      <screen id="home" ↓barTintColor="{asset.Bar}"/>
                    </navigation>
                    """,
                "Assets.xcassets/Bar.colorset/Contents.json": colorSet(["dark"]),
            ]),
            RuleExample([
                "app.nav.xml": """
                    <navigation>
                      <navigationController id="nav" root="home"/>
                      <screen id="home" barTintColor="{asset.Bar}" ↓tintColor="{asset.Tint}"/>
                    </navigation>
                    """,
                "Assets.xcassets/Bar.colorset/Contents.json": colorSet(["light", "dark"]),
                "Assets.xcassets/Tint.colorset/Contents.json": colorSet(["light"]),
            ]),
        ])

    /// Modes an app never shows because its Info.plist keeps one interface style, reported where the modes are resolved.
    static let fixedInterfaceStyle = DiagnosticKind(
        id: "fixed-interface-style", severity: .note,
        rationale: """
            The Info.plist's UIUserInterfaceStyle keeps the app light (or dark) whatever the user's setting, so the \
            inputs' modes of the other style never show: navgen leaves them out of the tables, the tests and the \
            checks, and says which, once, at the key. Remove the key, or set it to Automatic, when the app should \
            follow the user's setting.
            """,
        nonTriggeringExamples: [
            RuleExample([
                "app.nav.xml": barFromColorSet,
                "Assets.xcassets/Bar.colorset/Contents.json": colorSet([nil, "dark"]),
                "Info.plist": propertyList("<key>UIUserInterfaceStyle</key>\n  <string>Automatic</string>"),
            ]),
            // No dark mode to leave out.
            RuleExample([
                "app.nav.xml": barFromColorSet,
                "Assets.xcassets/Bar.colorset/Contents.json": colorSet([nil]),
                "Info.plist": propertyList("<key>UIUserInterfaceStyle</key>\n  <string>Light</string>"),
            ]),
        ],
        triggeringExamples: [
            RuleExample([
                "app.nav.xml": barFromColorSet,
                "Assets.xcassets/Bar.colorset/Contents.json": colorSet([nil, "dark"]),
                "Info.plist": propertyList("<key>UIUserInterfaceStyle</key>\n  ↓<string>Light</string>"),
            ]),
            RuleExample([
                "app.nav.xml": barFromColorSet,
                "Assets.xcassets/Bar.colorset/Contents.json": colorSet([nil, "dark"]),
                "Info.plist": propertyList("<key>UIUserInterfaceStyle</key>\n  ↓<string>Dark</string>"),
            ]),
        ])

    private static let barFromColorSet = """
        <navigation>
          <navigationController id="nav" root="home"/>
          <screen id="home" barTintColor="{asset.Bar}"/>
        </navigation>
        """

    /// A screen that uses a token navgen skipped, reported by the resolver.
    static let skippedToken = DiagnosticKind(
        id: "skipped-token", severity: .error,
        rationale: """
            A screen, appearance or navigation controller uses a token that navgen skipped: the token has a problem \
            of its own, or refers to one that has. A problem in a token no screen uses is only a warning, since it \
            cannot change a bar; here it would, so the error is at the attribute that uses it, with a note at the problem.
            """,
        nonTriggeringExamples: [
            .map("""
                <navigation>
                  <navigationController id="nav" root="home"/>
                  <screen id="home" barTintColor="{color.bar}"/>
                </navigation>
                """, tokens: #"{"color": {"$type": "color", "bar": {"$value": {"colorSpace": "srgb", "components": [0, 0, 0]}}, "unused": {"$value": {"colorSpace": "srgbb", "components": [0, 0, 0]}}}}"#),
            .map("""
                <navigation>
                  <navigationController id="nav" root="home"/>
                  <screen id="home" barTintColor="#1A1A1A"/>
                </navigation>
                """, tokens: #"{"color": {"$type": "color", "base": {"$value": {"colorSpace": "srgb", "components": [2, 0, 0]}}, "alias": {"$value": "{color.base}"}}}"#),
        ],
        triggeringExamples: [
            .map("""
                <navigation>
                  <navigationController id="nav" root="home"/>
                  <screen id="home" ↓barTintColor="{color.bar}"/>
                </navigation>
                """, tokens: #"{"color": {"$type": "color", "bar": {"$value": {"colorSpace": "srgbb", "components": [0, 0, 0]}}}}"#),
            .map("""
                <navigation>
                  <appearance id="brand" ↓tintColor="{color.alias}"/>
                  <navigationController id="nav" root="home" appearance="brand"/>
                  <screen id="home"/>
                </navigation>
                """, tokens: #"{"color": {"$type": "color", "base": {"$value": {"colorSpace": "srgb", "components": [2, 0, 0]}}, "alias": {"$value": "{color.base}"}}}"#),
        ])

    /// A DTCG value in a pre-2025.10 string form, reported by the token reader.
    static let legacyValue = DiagnosticKind(
        id: "legacy-value", severity: .warning,
        rationale: """
            A DTCG token uses a pre-2025.10 string form (a hex colour string or a CSS colour function, "16px", "100ms", \
            a font weight written "400"). navgen still reads it, but tools that follow the 2025.10 format will not; the \
            message shows the 2025.10 form to write instead. A file with several says so once, at the first, with their \
            count: a file written before 2025.10 has its forms throughout.
            """,
        nonTriggeringExamples: [
            RuleExample(["tokens.tokens.json": #"{"color": {"$type": "color", "brand": {"$value": {"colorSpace": "srgb", "components": [0.2, 0.4, 1]}}}}"#]),
            RuleExample(["tokens.tokens.json": #"{"space": {"$type": "dimension", "m": {"$value": {"value": 16, "unit": "px"}}}}"#]),
        ],
        triggeringExamples: [
            RuleExample(["tokens.tokens.json": ##"{"color": {"$type": "color", "brand": {"$value": ↓"#3366FF"}}}"##]),
            RuleExample(["tokens.tokens.json": #"{"space": {"$type": "dimension", "m": {"$value": ↓"16px"}}}"#]),
        ])

    /// A Style Dictionary file writes sizes without a unit, reported once per file by the token reader.
    static let unitlessSize = DiagnosticKind(
        id: "unitless-size", severity: .warning,
        rationale: """
            A Style Dictionary file writes sizes as bare numbers ("1.5"), which Style Dictionary gives no unit: its \
            iOS transforms read them as rem (16 points each), its web ones add whatever unit the platform asks for. \
            navgen reads them as rem by default, and says so once per file at the first such size, because reading \
            them as points instead would make every size 16 times smaller without a word. "unitlessSize" in \
            navgen.json (or --unitless-size) chooses rem or px; once chosen, this is a note.
            """,
        nonTriggeringExamples: [
            RuleExample(["tokens.json": #"{"size": {"padding": {"value": "8px", "type": "dimension"}, "none": {"value": "0", "type": "dimension"}}}"#]),
            // Tokens Studio writes pixels without a unit: nothing to say.
            RuleExample(["tokens.json": #"{"space": {"sm": {"value": "4", "type": "spacing"}, "md": {"value": 8, "type": "dimension"}}}"#]),
        ],
        triggeringExamples: [
            RuleExample(["tokens.json": #"{"size": {"small": {"value": ↓"0.5", "type": "dimension"}, "large": {"value": "2", "type": "dimension"}}}"#]),
            RuleExample(["tokens.json": #"{"size": {"font": {"base": {"value": ↓1, "type": "fontSize"}}}}"#,
                         "more.json": #"{"size": {"icon": {"value": "8px", "type": "dimension"}, "gap": {"value": ↓"1.5", "type": "dimension"}}}"#]),
        ])
}

/// Example files the catalogue's examples and the tests share.
extension DiagnosticKind {
    /// An Info.plist holding `entries`.
    static func propertyList(_ entries: String) -> String {
        """
        <?xml version="1.0" encoding="UTF-8"?>
        <plist version="1.0">
        <dict>
          \(entries)
        </dict>
        </plist>
        """
    }

    /// An Xcode colour set with one entry per luminosity (nil: the universal entry).
    static func colorSet(_ luminosities: [String?]) -> String {
        let entries = luminosities.map { luminosity in
            let appearances = luminosity.map { #""appearances": [{"appearance": "luminosity", "value": "\#($0)"}], "# } ?? ""
            return #"{\#(appearances)"color": {"color-space": "srgb", "components": {"red": "0.100", "green": "0.100", "blue": "0.100", "alpha": "1.000"}}, "idiom": "universal"}"#
        }
        return #"{"colors": [\#(entries.joined(separator: ", "))], "info": {"author": "xcode", "version": 1}}"#
    }
}
