import Foundation
import XCTest
@testable import NavgenCore

/// The whole real design-token sets of `../shared/corpus/design-systems`, read as a user would: `navgen inspect <set>`.
final class DesignSystemSetsTests: XCTestCase {
    static func set(_ name: String) throws -> URL {
        try TestSupport.requireShared().appendingPathComponent("corpus/design-systems/\(name)")
    }

    /// `navgen inspect <folder> --format json`: the exit status and the printed model.
    static func inspect(_ folder: String, in directory: URL) throws -> (status: Int32, model: [String: Any]) {
        let run = try TestSupport.navgen(["inspect", folder, "--format", "json"], in: directory)
        let model = try XCTUnwrap(try JSONSerialization.jsonObject(with: Data(run.output.utf8)) as? [String: Any], run.errors)
        return (run.status, model)
    }

    static func diagnostics(_ model: [String: Any], severity: String) -> [[String: Any]] {
        (model["diagnostics"] as? [[String: Any]] ?? []).filter { $0["severity"] as? String == severity }
    }

    /// A navigation map beside a copy of the set, in this test's own folder: one screen whose bar colour and tint are
    /// two of the set's colour tokens.
    private func setWithScreen(_ name: String, bar: String, tint: String, extra: [String: String] = [:]) throws -> URL {
        let folder = try TestSupport.temporaryFolder(self)
        try FileManager.default.copyItem(at: try Self.set(name), to: folder.appendingPathComponent("set"))
        let map = """
            <navigation>
              <navigationController id="nav" root="home"/>
              <screen id="home" title="Home" barTintColor="{\(bar)}" tintColor="{\(tint)}"/>
            </navigation>
            """
        try TestSupport.write(["set/app.nav.xml": map].merging(extra) { $1 }, in: folder)
        return folder
    }

    /// The screen's bar colour and tint in every mode, as `inspect` prints them.
    private func bars(in folder: URL, file: StaticString = #filePath, line: UInt = #line) throws -> [String: (bar: String, tint: String)] {
        let (_, model) = try Self.inspect("set", in: folder)
        var bars: [String: (bar: String, tint: String)] = [:]
        for screen in model["screens"] as? [[String: Any]] ?? [] where screen["id"] as? String == "home" {
            bars[screen["mode"] as? String ?? "?"] = (screen["background"] as? String ?? "?", screen["tint"] as? String ?? "?")
        }
        return bars
    }

    private func assertBars(_ bars: [String: (bar: String, tint: String)], _ expected: [String: (bar: String, tint: String)],
                            file: StaticString = #filePath, line: UInt = #line) {
        XCTAssertEqual(Set(bars.keys), Set(expected.keys), file: file, line: line)
        for (mode, colours) in expected {
            XCTAssertEqual(bars[mode]?.bar, "color(\(colours.bar))", mode, file: file, line: line)
            XCTAssertEqual(bars[mode]?.tint, colours.tint, mode, file: file, line: line)
        }
    }

    /// `accent-background-color-default` is `{accent-color-900}` in light and wireframe and `{accent-color-800}` in dark
    /// (color-aliases.json); those are `{blue-900}` and `{blue-800}` (semantic-color-palette.json), whose values in
    /// color-palette.json are rgb(59, 99, 251) light, rgb(74, 111, 195) wireframe, and blue-800's rgb(64, 105, 253)
    /// dark. `neutral-content-color-default` is `{gray-800}`: rgb(41, 41, 41), rgb(219, 219, 219), rgb(25, 46, 93).
    /// Neither changes with the scale.
    func testSpectrumColoursOnAScreenInEveryMode() throws {
        let folder = try setWithScreen("adobe__spectrum-design-data__tokens-src", bar: "accent-background-color-default",
                                       tint: "neutral-content-color-default")
        let (light, dark, wireframe) = (("#3B63FBFF", "#292929FF"), ("#4069FDFF", "#DBDBDBFF"), ("#4A6FC3FF", "#192E5DFF"))
        assertBars(try bars(in: folder), ["desktop-light": light, "desktop-dark": dark, "desktop-wireframe": wireframe,
                                          "mobile-light": light, "mobile-dark": dark, "mobile-wireframe": wireframe])
    }

    /// `color.brand.primary.base` is `{color.base.teal.500}`, #009688, and `color.font.base` is
    /// `{color.base.grey.900}`, #212121 (color/brand.json, color/font.json, color/base.json). No modes.
    func testStyleDictionaryColoursOnAScreen() throws {
        let folder = try setWithScreen("amzn__style-dictionary__complete", bar: "color.brand.primary.base", tint: "color.font.base")
        assertBars(try bars(in: folder), ["default": ("#009688FF", "#212121FF")])
    }

    /// With the resolver the duplicate-id error suggests: `BrandBackground.Fill.Color.Rest` is `{Global.Color.Brand.80}`,
    /// #0078d4, in light.tokens.json and `{Global.Color.Brand.70}`, #106ebe, in dark.tokens.json;
    /// `NeutralForeground1.Fill.Color.Rest` is `{Global.Color.Grey.14}`, #242424, and `{Global.Color.White}`, #ffffff.
    func testFluentColoursOnAScreenInBothModes() throws {
        let folder = try setWithScreen("microsoft__fluentui-token-pipeline__w3c-demo", bar: "BrandBackground.Fill.Color.Rest",
                                       tint: "NeutralForeground1.Fill.Color.Rest",
                                       extra: ["set/tokens.resolver.json": ModeFileSuggestion.resolver(for: ["light.tokens.json", "dark.tokens.json"])])
        assertBars(try bars(in: folder), ["light": ("#0078D4FF", "#242424FF"), "dark": ("#106EBEFF", "#FFFFFFFF")])
    }

    /// `color.blue.60` has the components [0.0588…, 0.3843…, 0.9960…] (15, 98, 254 of 255) and `color.black.100`
    /// [0, 0, 0] in ibm-carbon/colors.tokens.json; the breakpoint contexts change only typography.
    func testCarbonColoursOnAScreenInEveryBreakpoint() throws {
        let folder = try setWithScreen("terrazzoapp__dtcg-examples__ibm-carbon", bar: "color.blue.60", tint: "color.black.100")
        let colours = ("#0F62FEFF", "#000000FF")
        assertBars(try bars(in: folder), ["md": colours, "lg": colours, "xlg": colours, "max": colours])
    }

    /// Fluent's light and dark files define the same paths with no resolver: one diagnostic shows the resolver (a
    /// warning, as no screen uses their tokens), and with that resolver beside them (in a copy of the set) the set reads
    /// with both modes.
    func testFluentsPerModeFilesShowTheResolverThatMakesThemRead() throws {
        let source = try Self.set("microsoft__fluentui-token-pipeline__w3c-demo")
        let folder = try TestSupport.temporaryFolder(self)
        let copy = folder.appendingPathComponent("fluent")
        try FileManager.default.copyItem(at: source, to: copy)

        let (status, model) = try Self.inspect("fluent", in: folder)
        XCTAssertEqual(status, 0)
        let duplicates = (model["diagnostics"] as? [[String: Any]] ?? []).filter { $0["rule"] as? String == "duplicate-id" }
        XCTAssertEqual(duplicates.map { $0["severity"] as? String }, ["warning"], "\(duplicates)")
        let error = try XCTUnwrap(duplicates.first)
        XCTAssertEqual(error["rule"] as? String, "duplicate-id")
        XCTAssertEqual(error["file"] as? String, "fluent/light.tokens.json")
        XCTAssertEqual(error["line"] as? Int, 5)
        XCTAssertEqual(error["column"] as? Int, 5)
        XCTAssertTrue((error["message"] as? String ?? "").contains("'dark.tokens.json' and 'light.tokens.json' define the same 147 tokens"), "\(error)")
        let notes = try XCTUnwrap(error["notes"] as? [[String: Any]])
        XCTAssertEqual(notes.first?["file"] as? String, "fluent/dark.tokens.json")
        let suggested = try XCTUnwrap(notes.compactMap { $0["message"] as? String }.first { $0.contains("\"resolutionOrder\"") })
        let resolver = String(suggested[suggested.index(after: try XCTUnwrap(suggested.firstIndex(of: "\n")))...])
        try resolver.write(to: copy.appendingPathComponent("tokens.resolver.json"), atomically: true, encoding: .utf8)

        let (fixedStatus, fixed) = try Self.inspect("fluent", in: folder)
        XCTAssertEqual(fixedStatus, 0, "\(Self.diagnostics(fixed, severity: "error"))")
        XCTAssertTrue(Self.diagnostics(fixed, severity: "error").isEmpty)
        XCTAssertEqual(fixed["modes"] as? [String], ["light", "dark"])
    }
}
