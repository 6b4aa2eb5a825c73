import XCTest
@testable import NavgenCore

/// What an Info.plist fixes for every screen: the interface style the app keeps, and the status bar's style when view
/// controllers do not choose theirs.
final class AppWideAppearanceTests: XCTestCase {
    private static func read(_ entries: String) throws -> (PropertyListDocument, [String]) {
        var log = DiagnosticLog()
        let text = DiagnosticKind.propertyList(entries)
        let document = PropertyListReader.read(try XMLReader.parse(Array(text.utf8), path: "Info.plist"), log: &log)
        return (document, TestSupport.lines(log.entries))
    }

    func testTheReaderReadsTheStyleKeys() throws {
        let (light, none) = try Self.read("""
            <key>UIUserInterfaceStyle</key>
              <string>Light</string>
              <key>UIViewControllerBasedStatusBarAppearance</key>
              <string>NO</string>
              <key>UIStatusBarStyle</key>
              <string>UIStatusBarStyleBlackOpaque</string>
            """)
        XCTAssertEqual(none, [])
        XCTAssertEqual(light.interfaceStyle, Located(.light, at: SourceLocation(file: "Info.plist", line: 5, column: 3)))
        // Hand-written Info.plists hold the Boolean as a string, which the bundle reads alike.
        XCTAssertEqual(light.controllerBasedStatusBar?.value, false)
        // The black styles before iOS 7 show light content.
        XCTAssertEqual(light.statusBarStyle?.value, .lightContent)
        XCTAssertNil(try Self.read("<key>UIUserInterfaceStyle</key>\n  <string>Automatic</string>").0.interfaceStyle)
        XCTAssertEqual(try Self.read("<key>UIViewControllerBasedStatusBarAppearance</key>\n  <true/>").0.controllerBasedStatusBar?.value, true)
    }

    /// A style value UIKit does not know is the app's to ignore, as UIKit does: a warning, never an error. A status-bar
    /// style only starts the app while view controllers choose theirs, so it is said only when they do not (a real
    /// app's Info.plist holds an empty one).
    func testStyleValuesUIKitIgnoresAreWarnings() throws {
        XCTAssertEqual(try Self.read("<key>UIStatusBarStyle</key>\n  <string></string>").1, [])
        XCTAssertEqual(try Self.read("""
            <key>UIStatusBarStyle</key>
              <string>UIStatusBarStyleLightContnet</string>
              <key>UIViewControllerBasedStatusBarAppearance</key>
              <false/>
            """).1, [
            "Info.plist:5:3: warning: UIStatusBarStyle 'UIStatusBarStyleLightContnet' is none of UIStatusBarStyleDefault, "
                + "UIStatusBarStyleLightContent and UIStatusBarStyleDarkContent, so UIKit shows the default style, which navgen checks on "
                + "every screen; did you mean 'UIStatusBarStyleLightContent'? [no-effect]",
        ])
        XCTAssertEqual(try Self.read("<key>UIUserInterfaceStyle</key>\n  <integer>1</integer>").1, [
            "Info.plist:5:3: warning: UIUserInterfaceStyle <integer> is none of Light, Dark and Automatic, so the app follows the user's "
                + "setting, as navgen checks it; write <string>Light</string> or <string>Dark</string> to keep one style [no-effect]",
        ])
        // The bundle reads a string as `boolValue` does.
        XCTAssertEqual(try Self.read("<key>UIViewControllerBasedStatusBarAppearance</key>\n  <string>maybe</string>").0.controllerBasedStatusBar?.value, false)
        XCTAssertEqual(try Self.read("<key>UIViewControllerBasedStatusBarAppearance</key>\n  <integer>1</integer>").0.controllerBasedStatusBar?.value, true)
        XCTAssertEqual(try Self.read("<key>UIViewControllerBasedStatusBarAppearance</key>\n  <dict/>").1, [
            "Info.plist:5:3: warning: UIViewControllerBasedStatusBarAppearance must be <true/> or <false/>, found <dict>, so UIKit reads it "
                + "as not set, as navgen does [no-effect]",
        ])
        XCTAssertEqual(try Self.read("<key>UIUserInterfaceStyle</key>\n  <string>$(STYLE)</string>").1, [
            "Info.plist:5:3: warning: UIUserInterfaceStyle is the build setting '$(STYLE)', which navgen cannot expand; it assumes the key "
                + "is not set [unsupported]",
        ])
    }

    /// An Info.plist's keys say whose bundle it is; an extension's key decides over the others.
    func testTheKeysSayWhoseInfoPlistItIs() throws {
        XCTAssertEqual(try Self.read("<key>CFBundlePackageType</key>\n  <string>APPL</string>").0.bundle, .app)
        XCTAssertEqual(try Self.read("<key>CFBundlePackageType</key>\n  <string>$(PRODUCT_BUNDLE_PACKAGE_TYPE)</string>").0.bundle, .app)
        XCTAssertEqual(try Self.read("<key>CFBundlePackageType</key>\n  <string>BNDL</string>").0.bundle, .framework)
        XCTAssertEqual(try Self.read("<key>NSAppClip</key>\n  <dict/>").0.bundle, .appClip)
        XCTAssertEqual(try Self.read("<key>WKApplication</key>\n  <true/>").0.bundle, .watchApp)
        XCTAssertEqual(try Self.read("<key>CFBundlePackageType</key>\n  <string>FMWK</string>\n  <key>NSExtension</key>\n  <dict/>").0.bundle, .appExtension)
    }

    /// Read from a repository's folder, the app's Info.plist decides: not an extension's that sorts before it, however
    /// many screens it holds, nor a framework's, nor a checked-in framework bundle's, which a folder's walk passes over.
    func testTheAppsInfoPlistDecides() throws {
        let map = "<navigation>\n  <navigationController id=\"nav\" root=\"home\"/>\n  <screen id=\"home\"/>\n</navigation>\n"
        let extensionMap = map.replacingOccurrences(of: "home", with: "share")
        let folder = try TestSupport.temporaryFolder(self)
        try TestSupport.write([
            "AAShareExtension/Info.plist": DiagnosticKind.propertyList(
                "<key>NSExtension</key>\n  <dict/>\n  <key>UIUserInterfaceStyle</key>\n  <string>Dark</string>"),
            "AAShareExtension/one.nav.xml": extensionMap,
            "AAShareExtension/two.nav.xml": extensionMap.replacingOccurrences(of: "share", with: "more"),
            "App/Info.plist": DiagnosticKind.propertyList("<key>UIUserInterfaceStyle</key>\n  <string>Light</string>"),
            "App/Screens/app.nav.xml": map,
            "App/Pods/Target Support Files/Kit/Kit-Info.plist": DiagnosticKind.propertyList(
                "<key>CFBundlePackageType</key>\n  <string>FMWK</string>\n  <key>UIViewControllerBasedStatusBarAppearance</key>\n  <false/>"),
            "Carthage/Build/iOS/Vendor.framework/Info.plist": "bplist00",
        ], in: folder)
        let result = Navgen.analyse(Navgen.Options(inputs: [folder.path], threads: 1))
        XCTAssertEqual(result.model?.appWide.interfaceStyle?.value, .light)
        XCTAssertNil(result.model?.appWide.statusBarStyle)
        XCTAssertEqual(result.model?.modes, [TokenCatalogue.defaultMode])
        XCTAssertFalse(result.inputFiles.contains { $0.contains(".framework/") }, "\(result.inputFiles)")
        XCTAssertEqual(result.diagnostics.filter { $0.rule == "unsupported" }, [])
    }

    /// Two apps' Info.plists in one run: the first decides for every screen, and a key the other sets otherwise is said.
    func testASecondAppsInfoPlistThatDisagreesIsSaid() throws {
        let map = "<navigation>\n  <navigationController id=\"nav\" root=\"home\"/>\n  <screen id=\"home\"/>\n</navigation>\n"
        let result = try TestSupport.analyse([
            "Soyou/Info.plist": DiagnosticKind.propertyList("<key>UIViewControllerBasedStatusBarAppearance</key>\n  <true/>"),
            "iPrices/Info.plist": DiagnosticKind.propertyList(
                "<key>UIViewControllerBasedStatusBarAppearance</key>\n  <false/>\n  <key>UIStatusBarStyle</key>\n  <string>UIStatusBarStyleLightContent</string>"),
            "iPrices/app.nav.xml": map,
        ], self)
        XCTAssertEqual(TestSupport.lines(result.diagnostics.filter { $0.rule == "no-effect" }), [
            "iPrices/Info.plist:5:3: warning: UIViewControllerBasedStatusBarAppearance here has no effect: navgen reads one app, and "
                + "Soyou/Info.plist, read first, sets it otherwise for every screen; run navgen on each app's files apart [no-effect]",
        ])
        XCTAssertNil(result.model?.appWide.statusBarStyle)
    }

    /// An app kept light never shows the dark modes its colour sets and system colours declare.
    func testALightAppHasNoDarkModes() throws {
        let storyboard = SystemColorAppearancesTests.storyboard(background: SystemColorAppearancesTests.systemBackground)
        let plist = DiagnosticKind.propertyList("<key>UIUserInterfaceStyle</key>\n  <string>Light</string>")
        let system = try TestSupport.analyse(["Main.storyboard": storyboard, "Info.plist": plist], self)
        XCTAssertEqual(system.model?.modes, [TokenCatalogue.defaultMode])
        XCTAssertEqual(try system.legacyBackgrounds(of: "list"), [TokenCatalogue.defaultMode: SystemColorAppearancesTests.systemBackground(.white)])
        XCTAssertEqual(system.diagnostics.filter { $0.rule == "low-title-contrast" }, [])

        let colorSet = DiagnosticKind.colorSet([nil, "dark"])
        let map = "<navigation>\n  <navigationController id=\"nav\" root=\"home\"/>\n  <screen id=\"home\" barTintColor=\"{asset.Bar}\"/>\n</navigation>\n"
        let tokens = try TestSupport.analyse(["app.nav.xml": map, "Assets.xcassets/Bar.colorset/Contents.json": colorSet, "Info.plist": plist], self)
        XCTAssertEqual(tokens.model?.modes, ["light"])
        XCTAssertEqual(TestSupport.lines(tokens.diagnostics.filter { $0.rule == "fixed-interface-style" }), [
            "Info.plist:5:3: note: UIUserInterfaceStyle 'Light' keeps the app light, so navgen generates and checks mode 'light' and leaves "
                + "out mode 'dark' [fixed-interface-style]",
        ])
    }

    /// An app kept dark takes UIKit's dark defaults and system colours in every mode, whatever the modes are named.
    func testADarkAppIsDarkInEveryMode() throws {
        let storyboard = SystemColorAppearancesTests.storyboard(background: SystemColorAppearancesTests.systemBackground)
        let plist = DiagnosticKind.propertyList("<key>UIUserInterfaceStyle</key>\n  <string>Dark</string>")
        let result = try TestSupport.analyse(["Main.storyboard": storyboard, "Info.plist": plist], self)
        XCTAssertEqual(result.model?.modes, [TokenCatalogue.defaultMode])
        XCTAssertEqual(try result.legacyBackgrounds(of: "list"), [TokenCatalogue.defaultMode: SystemColorAppearancesTests.systemBackground(.black)])
        let bar = try XCTUnwrap(result.model?.screens.first { $0.id == "list" }?.appearances.first { $0.key.design == .legacy }?.value)
        XCTAssertTrue(bar.usesDarkAppearance)
        // The storyboard's fixed black title is black on black.
        XCTAssertEqual(result.diagnostics.filter { $0.rule == "low-title-contrast" }.count, 1, result.diagnostics.summary)
    }

    /// With UIViewControllerBasedStatusBarAppearance NO, UIKit shows the app's style on every screen: the screens' own
    /// styles have no effect, and a shortfall is said once, at the key, naming the screens.
    func testTheAppsStatusBarStyleDecidesWhenControllersDoNot() throws {
        let map = """
            <navigation>
              <navigationController id="nav" root="home"/>
              <screen id="home" barTintColor="#F2F2F2" statusBarStyle="darkContent">
                <push to="detail"/>
              </screen>
              <screen id="detail" barTintColor="#F2F2F2"/>
            </navigation>
            """
        let plist = DiagnosticKind.propertyList("""
            <key>UIViewControllerBasedStatusBarAppearance</key>
              <false/>
              <key>UIStatusBarStyle</key>
              <string>UIStatusBarStyleLightContent</string>
            """)
        let result = try TestSupport.analyse(["app.nav.xml": map, "Info.plist": plist], self)
        let styles = try XCTUnwrap(result.model).screens.map { $0.appearances.first { $0.key.design == .legacy }?.value.statusBarStyle }
        XCTAssertEqual(styles, [.lightContent, .lightContent])
        XCTAssertEqual(TestSupport.lines(result.diagnostics.filter { ["no-effect", "status-bar-contrast"].contains($0.rule) }), [
            "Info.plist:7:3: warning: the app's lightContent status-bar content (UIViewControllerBasedStatusBarAppearance is NO) on the bars "
                + "of 'home' and 'detail' (#F2F2F2FF) has a contrast of 1.1:1 in design 'legacy'; set UIStatusBarStyle to "
                + "UIStatusBarStyleDarkContent, or the key to YES to let each screen's bar decide [status-bar-contrast]",
            "app.nav.xml:3:44: warning: statusBarStyle 'darkContent' has no effect: UIViewControllerBasedStatusBarAppearance is NO in "
                + "Info.plist, so UIKit shows the app's status-bar style ('lightContent') on every screen; set the key to YES to let screens "
                + "choose [no-effect]",
        ])
    }

    /// A status bar the app hides everywhere shows nothing to check; what its keys say is said only where the app's
    /// style decides.
    func testAHiddenStatusBarIsNotChecked() throws {
        let map = "<navigation>\n  <navigationController id=\"nav\" root=\"home\"/>\n  <screen id=\"home\" barTintColor=\"#1A1A1A\"/>\n</navigation>\n"
        let hidden = DiagnosticKind.propertyList("""
            <key>UIViewControllerBasedStatusBarAppearance</key>
              <false/>
              <key>UIStatusBarHidden</key>
              <true/>
            """)
        XCTAssertEqual(try TestSupport.analyse(["app.nav.xml": map, "Info.plist": hidden], self).diagnostics.filter { $0.rule == "status-bar-contrast" }, [])
        XCTAssertEqual(try Self.read("<key>UIStatusBarStyle</key>\n  <string>$(STYLE)</string>").1, [])
    }

    /// `default` is light content in dark mode: the advice is dark content there.
    func testTheDefaultStyleInDarkModeIsLightContent() throws {
        let map = "<navigation>\n  <navigationController id=\"nav\" root=\"home\"/>\n  <screen id=\"home\" barTintColor=\"#F2F2F2\"/>\n</navigation>\n"
        let plist = DiagnosticKind.propertyList("""
            <key>UIViewControllerBasedStatusBarAppearance</key>
              <false/>
              <key>UIUserInterfaceStyle</key>
              <string>Dark</string>
            """)
        let result = try TestSupport.analyse(["app.nav.xml": map, "Info.plist": plist], self)
        XCTAssertEqual(result.diagnostics.filter { $0.rule == "status-bar-contrast" }.map(\.message), [
            "the app's default (light content here) status-bar content (UIViewControllerBasedStatusBarAppearance is NO) on the bar of "
                + "'home' (#F2F2F2FF) has a contrast of 1.1:1 in design 'legacy'; set UIStatusBarStyle to UIStatusBarStyleDarkContent, or "
                + "the key to YES to let each screen's bar decide",
        ])
    }

    /// Where `default` falls short in both styles (a bar dark in light mode and light in dark mode), only the bar's own
    /// choice fits: the advice names no fixed style.
    func testDefaultFallingShortInBothStylesAdvisesTheBarsChoice() throws {
        let map = "<navigation>\n  <navigationController id=\"nav\" root=\"home\"/>\n  <screen id=\"home\" barTintColor=\"{asset.Bar}\" statusBarStyle=\"default\"/>\n</navigation>\n"
        let colorSet = #"{"colors": [{"color": {"color-space": "srgb", "components": {"red": "0.100", "green": "0.100", "blue": "0.100", "alpha": "1.000"}}, "idiom": "universal"}, {"appearances": [{"appearance": "luminosity", "value": "dark"}], "color": {"color-space": "srgb", "components": {"red": "0.950", "green": "0.950", "blue": "0.950", "alpha": "1.000"}}, "idiom": "universal"}]}"#
        let result = try TestSupport.analyse(["app.nav.xml": map, "Assets.xcassets/Bar.colorset/Contents.json": colorSet], self)
        XCTAssertEqual(result.diagnostics.filter { $0.rule == "status-bar-contrast" }.map { $0.message.components(separatedBy: "; ").last },
                       ["use automatic"], result.diagnostics.summary)
    }

    /// Without UIStatusBarStyle the app's style is `default`: dark content in light mode, whatever the bar.
    func testTheDefaultStyleIsDarkContentInLightMode() throws {
        let map = "<navigation>\n  <navigationController id=\"nav\" root=\"home\"/>\n  <screen id=\"home\" barTintColor=\"#1A1A1A\"/>\n</navigation>\n"
        let plist = DiagnosticKind.propertyList("<key>UIViewControllerBasedStatusBarAppearance</key>\n  <false/>")
        let result = try TestSupport.analyse(["app.nav.xml": map, "Info.plist": plist], self)
        XCTAssertEqual(TestSupport.lines(result.diagnostics.filter { $0.rule == "status-bar-contrast" }), [
            "Info.plist:5:3: warning: the app's default (dark content here) status-bar content (UIViewControllerBasedStatusBarAppearance is NO) on the bar of "
                + "'home' (#1A1A1AFF) has a contrast of 1.2:1 in design 'legacy'; set UIStatusBarStyle to UIStatusBarStyleLightContent, or "
                + "the key to YES to let each screen's bar decide [status-bar-contrast]",
        ])
        let chosen = try TestSupport.analyse(["app.nav.xml": map], self)
        XCTAssertEqual(chosen.diagnostics.filter { $0.rule == "status-bar-contrast" }, [])
    }
}
