/// Names that reach nothing, reach themselves, or are defined twice.
extension DiagnosticKind {
    /// A reference that names nothing, reported by the resolver and the stack graph.
    static let unresolvedReference = DiagnosticKind(
        id: "unresolved-reference", severity: .error,
        rationale: """
            A token, appearance, screen or storyboard reference names nothing, so the value or the edge it \
            stands for cannot exist. The message suggests the closest name, since most of these are typos.
            """,
        nonTriggeringExamples: [
            .map("""
                <navigation>
                  <navigationController id="nav" root="home"/>
                  <screen id="home" barTintColor="{color.brand}"/>
                </navigation>
                """, tokens: #"{"color": {"$type": "color", "brand": {"$value": {"colorSpace": "srgb", "components": [0.2, 0.4, 1]}}}}"#),
            .map("""
                <navigation>
                  <appearance id="brand" barStyle="black"/>
                  <navigationController id="nav" root="home"/>
                  <screen id="home" appearance="brand"><push to="detail"/></screen>
                  <screen id="detail"/>
                </navigation>
                """),
        ],
        triggeringExamples: [
            .map("""
                <navigation>
                  <navigationController id="nav" root="home"/>
                  <screen id="home" ↓barTintColor="{color.brnd}"/>
                </navigation>
                """, tokens: #"{"color": {"$type": "color", "brand": {"$value": {"colorSpace": "srgb", "components": [0.2, 0.4, 1]}}}}"#),
            .map("""
                <navigation>
                  <appearance id="brand" barStyle="black"/>
                  <navigationController id="nav" root="home"/>
                  <screen id="home" ↓appearance="brnd">
                    <push ↓to="detial"/>
                  </screen>
                  <screen id="detail"/>
                </navigation>
                """),
        ])

    /// A storyboard reference to a storyboard navgen was not given, reported by `StoryboardReferences`.
    static let storyboardNotInInputs = DiagnosticKind(
        id: "storyboard-not-in-inputs", severity: .note,
        rationale: """
            A storyboard reference names a storyboard that is not among the inputs, so navgen reads none of its \
            screens and plans no segue into it: its bars are in no table and its transitions in no report. That is \
            right when the storyboard belongs to another module; otherwise give navgen the folder that holds both, \
            as the build does. One note per storyboard and file, at its first reference that a segue leads to (a \
            reference nothing leads to, left after a refactoring, changes nothing the app does).
            """,
        nonTriggeringExamples: [
            RuleExample(["Main.storyboard": referencing(#"<viewControllerPlaceholder storyboardName="Settings" id="ref" sceneMemberID="viewController"/>"#),
                         "Settings.storyboard": storyboardReferenceTarget]),
            // Nothing leads to the reference.
            RuleExample(["Main.storyboard": referencing("""
                <viewController title="Home" id="ref" sceneMemberID="viewController"/>
                                <viewControllerPlaceholder storyboardName="Settings" id="unused" sceneMemberID="viewController"/>
                """)]),
            // No storyboard name: a controller of the same storyboard.
            RuleExample(["Main.storyboard": referencing("""
                <viewControllerPlaceholder referencedIdentifier="Home" id="ref" sceneMemberID="viewController"/>
                                <viewController title="Home" storyboardIdentifier="Home" id="home" sceneMemberID="viewController"/>
                """)]),
        ],
        triggeringExamples: [
            RuleExample(["Main.storyboard": referencing(#"<viewControllerPlaceholder ↓storyboardName="Settings" id="ref" sceneMemberID="viewController"/>"#)]),
            // Another bundle's storyboard: the note says which, for an app whose module it is.
            RuleExample(["Main.storyboard": referencing("""
                <viewControllerPlaceholder ↓storyboardName="Login" bundleIdentifier="com.example.Auth" id="ref" sceneMemberID="viewController"/>
                """)]),
        ])

    /// An Info.plist's accent colour the run reads no colour for, reported by `AppTint`.
    static let accentColorNotInInputs = DiagnosticKind(
        id: "accent-color-not-in-inputs", severity: .note,
        rationale: """
            The Info.plist's NSAccentColorName (or the Xcode project's Global Accent Color Name build setting, \
            ASSETCATALOG_COMPILER_GLOBAL_ACCENT_COLOR_NAME) names the colour set that tints the app (bar buttons without a tint of \
            their own, a prominent item's glass, the tab bar's selected item), but no asset catalogue among the inputs \
            holds that set, so navgen draws and checks the system blue; give navgen the asset catalogue that holds it. \
            A set with no colour, as a new project's, is the system blue on device too, and said nothing of. Without \
            the key, navgen takes the colour set AccentColor, which Xcode's Global Accent Color Name build setting \
            names in every project it creates, where the inputs give it a colour.
            """,
        nonTriggeringExamples: [
            RuleExample([
                "app.nav.xml": plainStack,
                "Assets.xcassets/Brand.colorset/Contents.json": colorSet([nil, "dark"]),
                "Info.plist": propertyList("<key>NSAccentColorName</key>\n  <string>Brand</string>"),
            ]),
            // No key: AccentColor where the inputs have it, else the system blue, without a word.
            RuleExample(["app.nav.xml": plainStack, "Info.plist": propertyList("<key>UIStatusBarStyle</key>\n  <string>UIStatusBarStyleDefault</string>")]),
            // A set with no colour: the system blue, on device too.
            RuleExample([
                "app.nav.xml": plainStack,
                "Assets.xcassets/AccentColor.colorset/Contents.json": #"{"colors": [{"idiom": "universal"}], "info": {"author": "xcode", "version": 1}}"#,
                "Info.plist": propertyList("<key>NSAccentColorName</key>\n  <string>AccentColor</string>"),
            ]),
        ],
        triggeringExamples: [
            RuleExample([
                "app.nav.xml": plainStack,
                "Assets.xcassets/Bar.colorset/Contents.json": colorSet([nil, "dark"]),
                "Info.plist": propertyList("<key>NSAccentColorName</key>\n  ↓<string>Brand</string>"),
            ]),
            // No asset catalogue at all among the inputs.
            RuleExample(["app.nav.xml": plainStack, "Info.plist": propertyList("<key>NSAccentColorName</key>\n  ↓<string>AccentColor</string>")]),
        ])

    /// A build configuration file an Xcode project's app is based on that the run does not read, reported by
    /// `XcodeProjectReader`.
    static let buildSettingsNotInInputs = DiagnosticKind(
        id: "build-settings-not-in-inputs", severity: .note,
        rationale: """
            An app target's build configuration in the Xcode project is based on a build configuration file (.xcconfig), \
            or one such file includes another, that is not among the inputs, so navgen reads none of its settings: an \
            app can set its Info.plist keys there (INFOPLIST_KEY_UIUserInterfaceStyle, the status bar's style) and its \
            accent colour (ASSETCATALOG_COMPILER_GLOBAL_ACCENT_COLOR_NAME); or the Info.plist file an app target names \
            (INFOPLIST_FILE) is not among the inputs, so navgen reads only the target's settings. Give navgen the file, or turn the note off \
            where the file is generated or kept out of the repository. A file included with #include? may be missing, \
            and CocoaPods' own files (Pods/Target Support Files) and Flutter's Generated.xcconfig set nothing navgen reads.
            """,
        nonTriggeringExamples: [
            RuleExample([
                "app.nav.xml": plainStack,
                "App.xcodeproj/project.pbxproj": xcodeProject(),
                "Config/App.xcconfig": "INFOPLIST_KEY_UIUserInterfaceStyle = Dark\n",
            ]),
            // An optional include that is missing.
            RuleExample([
                "app.nav.xml": plainStack,
                "App.xcodeproj/project.pbxproj": xcodeProject(),
                "Config/App.xcconfig": "#include? \"Local.xcconfig\"\nINFOPLIST_KEY_UIUserInterfaceStyle = Dark\n",
            ]),
        ],
        triggeringExamples: [
            RuleExample(["app.nav.xml": plainStack, "App.xcodeproj/project.pbxproj": xcodeProject(marked: true)]),
            // A file the configuration file includes.
            RuleExample([
                "app.nav.xml": plainStack,
                "App.xcodeproj/project.pbxproj": xcodeProject(),
                "Config/App.xcconfig": "#include \"↓Shared.xcconfig\"\n",
            ]),
        ])

    /// An Xcode project whose app target's Release configuration is based on `Config/App.xcconfig`.
    private static func xcodeProject(marked: Bool = false) -> String {
        """
        // !$*UTF8*$!
        {
            archiveVersion = 1;
            objectVersion = 56;
            objects = {
                A0 = {isa = PBXProject; buildConfigurationList = A5; mainGroup = A1; targets = (A4);};
                A1 = {isa = PBXGroup; children = (A2); sourceTree = "<group>";};
                A2 = {isa = PBXGroup; children = (A3); path = Config; sourceTree = "<group>";};
                A3 = {isa = PBXFileReference; path = App.xcconfig; sourceTree = "<group>";};
                A4 = {isa = PBXNativeTarget; buildConfigurationList = A6; name = App; productType = "com.apple.product-type.application";};
                A5 = {isa = XCConfigurationList; buildConfigurations = (A7); defaultConfigurationName = Release;};
                A6 = {isa = XCConfigurationList; buildConfigurations = (A8); defaultConfigurationName = Release;};
                A7 = {isa = XCBuildConfiguration; buildSettings = {SDKROOT = iphoneos;}; name = Release;};
                A8 = {isa = XCBuildConfiguration; baseConfigurationReference = \(marked ? "↓" : "")A3; buildSettings = {GENERATE_INFOPLIST_FILE = YES;}; name = Release;};
            };
            rootObject = A0;
        }
        """
    }

    private static let plainStack = """
        <navigation>
          <navigationController id="nav" root="home"/>
          <screen id="home"/>
        </navigation>
        """

    /// A storyboard whose navigation controller's root is `placeholder` (id `ref`).
    private static func referencing(_ placeholder: String) -> String {
        """
        <?xml version="1.0" encoding="UTF-8"?>
        <document type="com.apple.InterfaceBuilder3.CocoaTouch.Storyboard.XIB" version="3.0" toolsVersion="22505" targetRuntime="iOS.CocoaTouch" initialViewController="nav">
            <scenes>
                <scene sceneID="s1">
                    <objects>
                        <navigationController id="nav" sceneMemberID="viewController">
                            <connections>
                                <segue destination="ref" kind="relationship" relationship="rootViewController" id="root"/>
                            </connections>
                        </navigationController>
                        \(placeholder)
                    </objects>
                </scene>
            </scenes>
        </document>
        """
    }

    private static let storyboardReferenceTarget = """
        <?xml version="1.0" encoding="UTF-8"?>
        <document type="com.apple.InterfaceBuilder3.CocoaTouch.Storyboard.XIB" version="3.0" toolsVersion="22505" targetRuntime="iOS.CocoaTouch" initialViewController="settings">
            <scenes>
                <scene sceneID="s2">
                    <objects>
                        <viewController title="Settings" id="settings" sceneMemberID="viewController"/>
                    </objects>
                </scene>
            </scenes>
        </document>
        """

    /// Aliases that lead back to themselves, reported by the token resolver.
    static let referenceCycle = DiagnosticKind(
        id: "reference-cycle", severity: .error,
        rationale: """
            Aliases reference each other in a loop, so none of them has a value. Every token in the loop is \
            reported with the whole chain, because the mistake can be at any link.
            """,
        nonTriggeringExamples: [
            RuleExample(["tokens.tokens.json": """
                {"color": {"$type": "color",
                  "base": {"$value": {"colorSpace": "srgb", "components": [0, 0, 0]}},
                  "text": {"$value": "{color.base}"}}}
                """]),
            RuleExample(["tokens.tokens.json": """
                {"color": {"$type": "color",
                  "a": {"$value": "{color.b}"},
                  "b": {"$value": "{color.c}"},
                  "c": {"$value": {"colorSpace": "srgb", "components": [1, 1, 1]}}}}
                """]),
        ],
        // A screen uses each token: in tokens no screen reaches, the problem is a warning (`skipped-token`).
        triggeringExamples: [
            .map("""
                <navigation>
                  <navigationController id="nav" root="home"/>
                  <screen id="home" barTintColor="{color.a}"/>
                </navigation>
                """, tokens: """
                {"color": {"$type": "color",
                  "a": {"$value": ↓"{color.b}"},
                  "b": {"$value": ↓"{color.a}"}}}
                """),
            .map("""
                <navigation>
                  <navigationController id="nav" root="home"/>
                  <screen id="home" tintColor="{color.self}"/>
                </navigation>
                """, tokens: """
                {"color": {"$type": "color",
                  "self": {"$value": ↓"{color.self}"}}}
                """),
        ])

    /// Two definitions of one id, reported by the model builder and the token resolver.
    static let duplicateID = DiagnosticKind(
        id: "duplicate-id", severity: .error,
        rationale: """
            Two screens, appearances, controllers or tokens share an id where ids must be unique (two colour sets of \
            one name outside any namespace among them). Whichever one navgen kept, some references would silently \
            reach the other; the note points at the first definition.
            """,
        nonTriggeringExamples: [
            .map("""
                <navigation>
                  <navigationController id="nav" root="home"/>
                  <screen id="home"><push to="detail"/></screen>
                  <screen id="detail"/>
                </navigation>
                """),
            RuleExample(["a.tokens.json": #"{"size": {"$type": "number", "gap": {"$value": 4}}}"#,
                         "b.tokens.json": #"{"size": {"$type": "number", "margin": {"$value": 8}}}"#]),
        ],
        triggeringExamples: [
            .map("""
                <navigation>
                  <navigationController id="nav" root="home"/>
                  <screen id="home"/>
                  <screen ↓id="home" title="Again"/>
                </navigation>
                """),
            // A screen uses the token: in tokens no screen reaches, the problem is a warning (`skipped-token`).
            RuleExample(["a.tokens.json": #"{"opacity": {"$type": "number", "bar": {"$value": 0.9}}}"#,
                         "b.tokens.json": #"{"opacity": {"$type": "number", ↓"bar": {"$value": 0.8}}}"#,
                         "app.nav.xml": """
                            <navigation>
                              <navigationController id="nav" root="home"/>
                              <screen id="home" barAlpha="{opacity.bar}"/>
                            </navigation>
                            """]),
        ])
}
