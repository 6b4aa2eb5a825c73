import XCTest
@testable import NavgenCore

/// Asset-catalogue folders that provide a namespace prefix their colours' names, as Xcode does.
final class ColorSetNamespaceTests: XCTestCase {
    private static func colorSet(red: Double) -> String {
        #"{"info": {"version": 1, "author": "xcode"}, "colors": [{"idiom": "universal", "color": {"color-space": "srgb", "components": {"red": \#(red), "green": 0, "blue": 0, "alpha": 1}}}]}"#
    }
    private static let namespace = #"{"info": {"version": 1, "author": "xcode"}, "properties": {"provides-namespace": true}}"#
    private static let plainFolder = #"{"info": {"version": 1, "author": "xcode"}}"#

    func testNamespacesPrefixTheNameAndKeepEqualNamesApart() throws {
        let files = try TemporaryTokenFolder([
            "Assets.xcassets/Contents.json": Self.plainFolder,
            "Assets.xcassets/Brand/Contents.json": Self.namespace,
            "Assets.xcassets/Brand/Primary.colorset/Contents.json": Self.colorSet(red: 1),
            "Assets.xcassets/Brand/Dark.mode/Contents.json": Self.namespace,
            "Assets.xcassets/Brand/Dark.mode/Primary.colorset/Contents.json": Self.colorSet(red: 0.5),
            "Assets.xcassets/Legacy/Contents.json": Self.namespace,
            "Assets.xcassets/Legacy/Primary.colorset/Contents.json": Self.colorSet(red: 0.25),
            "Assets.xcassets/Plain/Contents.json": Self.plainFolder,
            "Assets.xcassets/Plain/Accent.colorset/Contents.json": Self.colorSet(red: 0),
        ])
        let names = ["Brand/Primary.colorset", "Brand/Dark.mode/Primary.colorset", "Legacy/Primary.colorset", "Plain/Accent.colorset"]
        let (catalogue, diagnostics, _) = files.resolve(names.map { "Assets.xcassets/\($0)/Contents.json" })
        XCTAssertTrue(diagnostics.isEmpty, diagnostics.summary)
        XCTAssertEqual(catalogue.tokens.keys.sorted(), ["asset.Accent", "asset.Brand/Dark_mode/Primary", "asset.Brand/Primary", "asset.Legacy/Primary"])
        guard case .color(let legacy)? = catalogue.tokens["asset.Legacy/Primary"]?.values["default"] else { return XCTFail() }
        XCTAssertEqual(legacy.srgb.red, 0.25, accuracy: 1e-9)
    }

    /// Without a namespace, Xcode has two colours of one name too: still a duplicate, at the second, said once for the
    /// colour set (it was once for each of its entries) with what to do.
    func testEqualNamesOutsideNamespacesAreStillDuplicates() throws {
        let second = MarkedSource(#"{"info": {"version": 1}, "colors": [↓{"idiom": "universal", "color": {"color-space": "srgb", "components": {"red": 1, "green": 0, "blue": 0, "alpha": 1}}}, "#
            + #"{"idiom": "universal", "appearances": [{"appearance": "luminosity", "value": "dark"}], "color": {"color-space": "srgb", "components": {"red": 0, "green": 0, "blue": 0, "alpha": 1}}}]}"#)
        let files = try TemporaryTokenFolder([
            "Assets.xcassets/A/Contents.json": Self.plainFolder,
            "Assets.xcassets/A/Primary.colorset/Contents.json": Self.colorSet(red: 1),
            "Assets.xcassets/B/Primary.colorset/Contents.json": second.text,
        ])
        let (_, diagnostics, _) = files.resolve(["Assets.xcassets/A/Primary.colorset/Contents.json", "Assets.xcassets/B/Primary.colorset/Contents.json"])
        XCTAssertDiagnostic(diagnostics, "duplicate-id", at: second)
        XCTAssertEqual(diagnostics.with(rule: "duplicate-id").count, 1, diagnostics.summary)
        XCTAssertTrue(diagnostics.first?.message.contains("check Provides Namespace on its folder") == true, diagnostics.summary)
    }

    /// An app's and its widget's catalogues, read together, often hold the same colour set: Xcode builds each into its
    /// own target. The same colours are one colour; different ones are still defined twice.
    func testTheSameColourSetInTwoCataloguesIsOneColour() throws {
        let differing = MarkedSource(#"{"colors": [↓{"idiom": "universal", "color": {"color-space": "srgb", "components": {"red": 0, "green": 0, "blue": 0, "alpha": 1}}}]}"#)
        let files = try TemporaryTokenFolder([
            "App/Assets.xcassets/Background.colorset/Contents.json": Self.colorSet(red: 1),
            "Widget/Assets.xcassets/Background.colorset/Contents.json": #"{"colors": [{"color": {"components": {"alpha": 1, "blue": 0, "green": 0, "red": 1}, "color-space": "srgb"}, "idiom": "universal"}]}"#,
            "Share/Assets.xcassets/Background.colorset/Contents.json": differing.text,
        ])
        let paths = ["App", "Widget", "Share"].map { "\($0)/Assets.xcassets/Background.colorset/Contents.json" }
        let (catalogue, diagnostics, _) = files.resolve(Array(paths.prefix(2)))
        XCTAssertTrue(diagnostics.isEmpty, diagnostics.summary)
        XCTAssertEqual(catalogue.tokens.keys.sorted(), ["asset.Background"])
        let (_, differences, _) = files.resolve(paths)
        XCTAssertDiagnostic(differences, "duplicate-id", at: differing)
        XCTAssertTrue(differences.first?.message.contains("in two asset catalogues (two targets', such as an app's and an extension's") == true, differences.summary)
    }

    /// Read from a repository's folder, the app's screens load the app's catalogue: of colour sets of one name, a widget's
    /// (beside its Info.plist, which says it is an extension's) is passed over, whatever the folders' names sort as; a
    /// colour written as `0xF7` in one and `0.969` in another is the same 8-bit colour.
    func testTheAppsCatalogueIsNotAnExtensions() throws {
        let map = #"<navigation><navigationController id="nav" root="home"/><screen id="home" barTintColor="{asset.Background}"/></navigation>"#
        let folder = try TestSupport.temporaryFolder(self)
        try TestSupport.write([
            "AAWidget/Assets.xcassets/Background.colorset/Contents.json": Self.colorSet(red: 0),
            "AAWidget/Info.plist": DiagnosticKind.propertyList("<key>NSExtension</key>\n  <dict/>"),
            "AAWidget/Widget.nav.xml": map.replacingOccurrences(of: "home", with: "widget").replacingOccurrences(of: "\"nav\"", with: "\"widgetNav\""),
            "App/Assets.xcassets/Background.colorset/Contents.json": Self.colorSet(red: 1),
            "App/Base.lproj/app.nav.xml": map,
            "App/Assets.xcassets/Grouped.colorset/Contents.json":
                #"{"colors": [{"idiom": "universal", "color": {"color-space": "srgb", "components": {"red": "0xF7", "green": "0xF7", "blue": "0xF7", "alpha": "1.000"}}}]}"#,
            "AAWidget/Assets.xcassets/Grouped.colorset/Contents.json":
                #"{"colors": [{"idiom": "universal", "color": {"color-space": "srgb", "components": {"red": "0.969", "green": "0.969", "blue": "0.969", "alpha": "1.000"}}}]}"#,
        ], in: folder)
        let result = Navgen.analyse(Navgen.Options(inputs: [folder.path], threads: 1))
        XCTAssertEqual(result.diagnostics.filter { $0.rule == "duplicate-id" }, [], result.diagnostics.summary)
        XCTAssertEqual(result.model?.screen("home")?.appearances.values.first?.background, .color(RGBA(red: 1, green: 0, blue: 0)))
        XCTAssertEqual(result.model?.tokens.tokens.keys.sorted(), ["asset.Background", "asset.Grouped"])
        // Without the widget's Info.plist nothing says whose it is: the sets are defined twice, as before.
        let catalogues = ["AAWidget/Assets.xcassets", "App/Assets.xcassets"].map { folder.appendingPathComponent($0).path }
        let unknown = Navgen.analyse(Navgen.Options(inputs: catalogues, threads: 1))
        XCTAssertEqual(unknown.diagnostics.filter { $0.rule == "duplicate-id" }.count, 1, unknown.diagnostics.summary)
    }

    /// A storyboard names a namespaced colour `Brand/Primary`; a navigation map writes the token path.
    func testScreensUseNamespacedColoursByTheirTokenPath() throws {
        let folder = try TestSupport.temporaryFolder(self)
        try TestSupport.write([
            "Assets.xcassets/Brand/Contents.json": Self.namespace,
            "Assets.xcassets/Brand/Primary.colorset/Contents.json": Self.colorSet(red: 1),
            "app.nav.xml": #"<navigation><navigationController id="nav" root="home"/><screen id="home" barTintColor="{asset.Brand/Primary}"/></navigation>"#,
        ], in: folder)
        let result = Navgen.analyse(Navgen.Options(inputs: [folder.path], threads: 1))
        XCTAssertTrue(result.diagnostics.errors.isEmpty, result.diagnostics.summary)
        let home = try XCTUnwrap(result.model?.screens.first { $0.id == "home" })
        XCTAssertEqual(home.appearances.values.first?.background, .color(RGBA(red: 1, green: 0, blue: 0, alpha: 1)))
    }
}
