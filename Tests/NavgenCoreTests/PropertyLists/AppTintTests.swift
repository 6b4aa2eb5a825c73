import NavgenRuntime
import XCTest
@testable import NavgenCore

/// The app's tint: the colour set its Info.plist's NSAccentColorName names, else Xcode's `AccentColor`, which bar buttons
/// without a tint of their own take in the legacy design.
final class AppTintTests: XCTestCase {
    private static let map = """
        <navigation>
          <navigationController id="nav" root="home"/>
          <screen id="home" title="Home">
            <item side="left" kind="title" title="Edit"/>
            <item side="right" kind="title" title="Save" tintColor="#008000"/>
          </screen>
        </navigation>
        """

    /// Dark enough for the system bar's 3:1 in light mode, as light as that in dark mode.
    static let orange = NavigationColor(red: 0.8, green: 0.3, blue: 0)
    static let darkOrange = NavigationColor(red: 1, green: 0.6, blue: 0.2)

    /// A colour set as Xcode writes one: `light` for the universal entry, `dark` for the dark one; none leaves it empty,
    /// as a new project's AccentColor is.
    static func colorSet(light: NavigationColor?, dark: NavigationColor? = nil) -> String {
        func entry(_ color: NavigationColor, dark: Bool) -> String {
            let appearances = dark ? #""appearances": [{"appearance": "luminosity", "value": "dark"}], "# : ""
            let components = #""red": "\#(color.red)", "green": "\#(color.green)", "blue": "\#(color.blue)", "alpha": "1.000""#
            return #"{\#(appearances)"color": {"color-space": "srgb", "components": {\#(components)}}, "idiom": "universal"}"#
        }
        let entries = [light.map { entry($0, dark: false) }, dark.map { entry($0, dark: true) }].compactMap { $0 }
        return #"{"colors": [\#(entries.isEmpty ? #"{"idiom": "universal"}"# : entries.joined(separator: ", "))], "info": {"author": "xcode", "version": 1}}"#
    }

    private func analyse(_ files: [String: String]) throws -> Navgen.Result {
        try TestSupport.analyse(["app.nav.xml": Self.map].merging(files) { $1 }, self)
    }

    private func bar(_ result: Navgen.Result, _ mode: String, _ design: NavigationDesign) throws -> BarAppearance {
        try XCTUnwrap(result.model?.screen("home")?.appearances[Variant(mode: mode, design: design)])
    }

    /// Xcode names `AccentColor` in every project it creates: its colour, in each mode, is what the items without a tint
    /// show in the legacy design; an item's own tint, and Liquid Glass's label colour, stay.
    func testTheAccentColorSetTintsTheBarButtonsWithoutATint() throws {
        let result = try analyse(["Assets.xcassets/AccentColor.colorset/Contents.json": Self.colorSet(light: Self.orange, dark: Self.darkOrange)])
        XCTAssertEqual(TestSupport.lines(result.diagnostics), [])
        XCTAssertEqual(result.model?.accentColorSet?.value, "AccentColor")
        XCTAssertTrue(result.model?.accentColorSet?.location.file.hasSuffix("/Assets.xcassets/AccentColor.colorset/Contents.json") == true)
        XCTAssertEqual(try bar(result, "light", .legacy).effectiveTintColor(in: .legacy), Self.orange)
        XCTAssertEqual(try bar(result, "dark", .legacy).effectiveTintColor(in: .legacy), Self.darkOrange)
        XCTAssertEqual(try bar(result, "light", .glass).effectiveTintColor(in: .glass), .black)
        XCTAssertEqual(try bar(result, "light", .legacy).rightItems.first?.tintColor, NavigationColor(red: 0, green: 128 / 255, blue: 0))
        // The generated tests give the contrast check the same tint.
        let folder = try TestSupport.temporaryFolder(self)
        let files = ["app.nav.xml": Self.map, "Assets.xcassets/AccentColor.colorset/Contents.json": Self.colorSet(light: Self.orange, dark: Self.darkOrange)]
        try TestSupport.write(files, in: folder)
        let context = try XCTUnwrap(Navgen.context(Navgen.Options(inputs: files.keys.sorted().map { folder.appendingPathComponent($0).path })).context)
        XCTAssertEqual(context.tests?.appTints.map(\.mode), ["light", "dark"])
        XCTAssertEqual(context.tests?.appTints.first?.color, .color(SwiftColor(Self.orange)))
    }

    /// The Info.plist's key names the set, whatever the other sets are called.
    func testNSAccentColorNameNamesTheSet() throws {
        let result = try analyse([
            "Assets.xcassets/AccentColor.colorset/Contents.json": Self.colorSet(light: Self.orange),
            "Assets.xcassets/Brand.colorset/Contents.json": Self.colorSet(light: NavigationColor(red: 0.5, green: 0, blue: 0.5)),
            "Info.plist": DiagnosticKind.propertyList("<key>NSAccentColorName</key>\n  <string>Brand</string>"),
        ])
        XCTAssertEqual(TestSupport.lines(result.diagnostics), [])
        XCTAssertEqual(result.model?.accentColorSet?.value, "Brand")
        XCTAssertTrue(result.model?.accentColorSet?.location.file.hasSuffix("/Info.plist") == true)
        XCTAssertEqual(try bar(result, "default", .legacy).effectiveTintColor(in: .legacy), NavigationColor(red: 0.5, green: 0, blue: 0.5))
    }

    /// A set with no colour, as a new project's, leaves UIKit's system blue, without a word; a set the Info.plist names
    /// that the run has no colour for is a note at the key, since the catalogue may simply not be among the inputs.
    func testWithoutAColourTheTintIsTheSystemBlue() throws {
        let empty = try analyse(["Assets.xcassets/AccentColor.colorset/Contents.json": Self.colorSet(light: nil)])
        XCTAssertEqual(TestSupport.lines(empty.diagnostics), [])
        XCTAssertNil(empty.model?.accentColorSet)
        XCTAssertEqual(try bar(empty, "default", .legacy).effectiveTintColor(in: .legacy), NavigationBarAppearance.systemBlue(dark: false))

        let missing = try analyse(["Info.plist": DiagnosticKind.propertyList("<key>NSAccentColorName</key>\n  <string>Brand</string>")])
        XCTAssertEqual(TestSupport.lines(missing.diagnostics), [
            "Info.plist:5:3: note: NSAccentColorName names the colour set 'Brand', which is in no asset catalogue among the inputs, so "
                + "navgen draws and checks bar buttons in the system blue; give navgen the asset catalogue that holds it [accent-color-not-in-inputs]",
        ])
        XCTAssertEqual(try bar(missing, "default", .legacy).effectiveTintColor(in: .legacy), NavigationBarAppearance.systemBlue(dark: false))
    }

    /// A key that names no set is the app's to ignore, as UIKit does; a build setting navgen cannot expand is read as not
    /// set, so Xcode's `AccentColor` applies.
    func testAKeyThatNamesNoSetIsAWarning() throws {
        var log = DiagnosticLog()
        let text = DiagnosticKind.propertyList("<key>NSAccentColorName</key>\n  <integer>1</integer>")
        let document = PropertyListReader.read(try XMLReader.parse(Array(text.utf8), path: "Info.plist"), log: &log)
        XCTAssertEqual(document.accentColorName?.value, .noColorSet)
        XCTAssertEqual(TestSupport.lines(log.entries), [
            "Info.plist:5:3: warning: NSAccentColorName <integer> names no colour set, so the app's tint is the system blue, as navgen draws "
                + "it; write the colour set's name, as <string>AccentColor</string> [no-effect]",
        ])
        let setting = try analyse([
            "Assets.xcassets/AccentColor.colorset/Contents.json": Self.colorSet(light: Self.orange),
            "Info.plist": DiagnosticKind.propertyList("<key>NSAccentColorName</key>\n  <string>$(ACCENT)</string>"),
        ])
        XCTAssertEqual(setting.diagnostics.map(\.rule), ["unsupported"])
        XCTAssertEqual(try bar(setting, "default", .legacy).effectiveTintColor(in: .legacy), Self.orange)
        // The key names nothing, so the set of Xcode's name is not the app's either.
        let nothing = try analyse([
            "Assets.xcassets/AccentColor.colorset/Contents.json": Self.colorSet(light: Self.orange),
            "Info.plist": DiagnosticKind.propertyList("<key>NSAccentColorName</key>\n  <string> </string>"),
        ])
        XCTAssertEqual(nothing.diagnostics.map(\.rule), ["no-effect"])
        XCTAssertEqual(try bar(nothing, "default", .legacy).effectiveTintColor(in: .legacy), NavigationBarAppearance.systemBlue(dark: false))
    }

    /// A set with a colour for some modes only tints those; in the others UIKit finds none and shows the system blue.
    /// Nothing is said: no screen names the set.
    func testASetWithoutAModeLeavesTheSystemBlueThere() throws {
        let darkOnly = #"{"colors": [{"appearances": [{"appearance": "luminosity", "value": "dark"}], "#
            + #""color": {"color-space": "srgb", "components": {"red": "1.000", "green": "0.600", "blue": "0.200", "alpha": "1.000"}}, "idiom": "universal"}], "#
            + #""info": {"author": "xcode", "version": 1}}"#
        let result = try analyse(["Assets.xcassets/AccentColor.colorset/Contents.json": darkOnly])
        XCTAssertEqual(TestSupport.lines(result.diagnostics.filter { $0.severity == .error }), [])
        XCTAssertEqual(try bar(result, "dark", .legacy).effectiveTintColor(in: .legacy), Self.darkOrange)
        XCTAssertEqual(try bar(result, "light", .legacy).effectiveTintColor(in: .legacy), NavigationBarAppearance.systemBlue(dark: false))
    }

    /// UIKit's `tintColor` system colour is the app's tint, in every design; the glue still gives UIKit the system colour.
    func testTheTintColorSystemColourIsTheAppTint() throws {
        let map = """
            <navigation>
              <navigationController id="nav" root="home" tintColor="tintColor"/>
              <screen id="home" title="Home"><item side="right" kind="title" title="Edit"/></screen>
            </navigation>
            """
        let accent = "Assets.xcassets/AccentColor.colorset/Contents.json"
        let result = try TestSupport.analyse(["app.nav.xml": map, accent: Self.colorSet(light: Self.orange)], self)
        for design in [NavigationDesign.legacy, .glass] {
            let tint = try XCTUnwrap(bar(result, "light", design).tintColor)
            XCTAssertEqual(NavigationColor(red: tint.red, green: tint.green, blue: tint.blue), Self.orange, "\(design)")
            XCTAssertEqual(tint.system, .tintColor)
        }
        let system = try TestSupport.analyse(["app.nav.xml": map], self)
        XCTAssertEqual(try bar(system, "light", .legacy).tintColor?.hex, "#007AFFFF")
        XCTAssertEqual(try bar(system, "light", .glass).tintColor?.hex, "#0088FFFF")
    }

    /// A widget's or a pod's AccentColor is their own target's: the app's screens keep the system blue, or the app's
    /// own set where it has one.
    func testAnotherTargetsAccentColorIsNotTheApps() throws {
        let widget = "Widget/Assets.xcassets/AccentColor.colorset/Contents.json"
        let files = [widget: Self.colorSet(light: Self.orange), "Widget/Info.plist": DiagnosticKind.propertyList("<key>NSExtension</key>\n  <dict/>")]
        let widgetOnly = try analyse(files)
        XCTAssertNil(widgetOnly.model?.accentColorSet)
        XCTAssertEqual(try bar(widgetOnly, "default", .legacy).effectiveTintColor(in: .legacy), NavigationBarAppearance.systemBlue(dark: false))
        let purple = NavigationColor(red: 0.5, green: 0, blue: 0.5)
        let both = try analyse(files.merging([
            "App/Assets.xcassets/AccentColor.colorset/Contents.json": Self.colorSet(light: purple),
            "App/Pods/Picker/Resources/Picker.xcassets/AccentColor.colorset/Contents.json": Self.colorSet(light: Self.darkOrange),
        ]) { $1 })
        XCTAssertEqual(both.diagnostics.filter { $0.rule == "duplicate-id" }, [])
        XCTAssertEqual(try bar(both, "default", .legacy).effectiveTintColor(in: .legacy), purple)
        // The extension's Info.plist one folder below its catalogue, as QR-Pop keeps its iOS and macOS variants.
        let deeper = try analyse([
            "Share Extension/Assets.xcassets/AccentColor.colorset/Contents.json": Self.colorSet(light: Self.orange),
            "Share Extension/iOS/Info.plist": DiagnosticKind.propertyList("<key>NSExtension</key>\n  <dict/>"),
            "QR Pop/Resources/Assets.xcassets/AccentColor.colorset/Contents.json": Self.colorSet(light: purple),
            "QR Pop/iOS/Info.plist": DiagnosticKind.propertyList("<key>CFBundlePackageType</key>\n  <string>APPL</string>"),
        ])
        XCTAssertEqual(deeper.diagnostics.filter { $0.rule == "duplicate-id" }, [])
        XCTAssertEqual(try bar(deeper, "default", .legacy).effectiveTintColor(in: .legacy), purple)
    }

    /// The contrast rule measures the app's tint, and says it is the app's.
    func testTheTintContrastRuleMeasuresTheAppTint() throws {
        let map = """
            <navigation>
              <navigationController id="nav" root="home" barTintColor="#CC4D00" titleColor="#FFFFFF"/>
              <screen id="home" title="Home"><item side="right" kind="title" title="Edit"/></screen>
            </navigation>
            """
        let result = try TestSupport.analyse(["app.nav.xml": map,
                                              "Assets.xcassets/AccentColor.colorset/Contents.json": Self.colorSet(light: Self.orange)], self)
        XCTAssertEqual(TestSupport.lines(result.diagnostics.filter { $0.rule == "low-tint-contrast" }), [
            "app.nav.xml:2:46: warning: the app's tint colour (colour set 'AccentColor') #CC4D00FF on the bar of 'Home' (#CC4D00FF) has a "
                + "contrast of 1:1 in design 'legacy'; bar buttons need 3:1 [low-tint-contrast]",
        ])
    }

    /// A push from a screen whose declared tint is the accent to one that declares none shows the same tint: the plan
    /// changes nothing, where the accent is that colour.
    func testThePlanComparesTintsWithTheAppsTint() throws {
        let map = """
            <navigation>
              <navigationController id="nav" root="home"/>
              <screen id="home" tintColor="#CC4D00">
                <push to="detail"/>
              </screen>
              <screen id="detail"/>
            </navigation>
            """
        let result = try TestSupport.analyse(["app.nav.xml": map,
                                              "Assets.xcassets/AccentColor.colorset/Contents.json": Self.colorSet(light: Self.orange, dark: Self.darkOrange)], self)
        let plans = result.plans.filter { $0.edge.operation == .push && $0.variant.design == .legacy }
        XCTAssertEqual(plans.map { "\($0.variant.mode): \($0.plan.tint)" }.sorted(), ["dark: crossfade", "light: unchanged"])
    }

    /// Without an accent colour, UIKit's tint in a mode for increased contrast is the system blue for it: the legacy
    /// bar's buttons, the report's accent under Liquid Glass (iOS 26's value) and the generated tests' tint say so.
    func testTheDefaultTintInAModeForIncreasedContrastIsItsSystemBlue() throws {
        let files = [
            "app.nav.xml": Self.map,
            "theme.resolver.json": """
                {"version": "2025.10", "modifiers": {"theme": {"contexts": {"light": [], "dark": [], "light-highContrast": [],
                 "dark-highContrast": []}, "default": "light"}}, "resolutionOrder": [{"$ref": "#/modifiers/theme"}]}
                """,
        ]
        let result = try TestSupport.analyse(files, self)
        XCTAssertEqual(result.model?.modes, ["light", "dark", "light-highContrast", "dark-highContrast"])
        let hex = try ["light", "dark", "light-highContrast", "dark-highContrast"].map { try bar(result, $0, .legacy).effectiveTintColor(in: .legacy).hex }
        XCTAssertEqual(hex, ["#007AFFFF", "#0A84FFFF", "#0040DDFF", "#409CFFFF"])
        XCTAssertEqual(ReportPageBars.appTint(try bar(result, "light-highContrast", .glass), design: .glass).hex, "#1E6EF4FF")
        XCTAssertEqual(ReportPageBars.appTint(try bar(result, "dark-highContrast", .legacy), design: .legacy).hex, "#409CFFFF")
        let folder = try TestSupport.temporaryFolder(self)
        try TestSupport.write(files, in: folder)
        let context = try XCTUnwrap(Navgen.context(Navgen.Options(inputs: [folder.path])).context)
        XCTAssertEqual(context.tests?.appTints.map(\.mode), ["lightHighContrast", "darkHighContrast"])
        XCTAssertEqual(context.transitions?.appTints, context.tests?.appTints)
    }
}
