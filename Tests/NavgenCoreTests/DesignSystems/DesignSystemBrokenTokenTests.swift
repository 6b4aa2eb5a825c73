import Foundation
import XCTest
@testable import NavgenCore

/// A screen that uses a broken token of a whole real set fails: `skipped-token` at the screen's attribute, with a
/// note at the token's own problem, which is an error too once a screen reaches it. Where a set has a genuine mistake
/// in a colour token, the screen uses it; where it has none, the test breaks one colour in its own copy of the set,
/// and the positions below are those of the edit.
final class DesignSystemBrokenTokenTests: XCTestCase {
    private struct Edit {
        var file: String
        var old: String
        var new: String
    }

    /// The errors (`file:line:column rule`) when the screen's bar colour is `token`, in a copy of the set with `edit`
    /// made once and a navigation map beside its files; and the location of the skipped-token error's note.
    private func assertFails(_ set: String, token: String, edit: Edit? = nil, extra: [String: String] = [:],
                             errors expected: [String], problem: String, file: StaticString = #filePath, line: UInt = #line) throws {
        let copy = try TestSupport.temporaryFolder(self).appendingPathComponent("set")
        try FileManager.default.copyItem(at: try DesignSystemSetsTests.set(set), to: copy)
        if let edit {
            let url = copy.appendingPathComponent(edit.file)
            let text = try String(contentsOf: url, encoding: .utf8)
            XCTAssertEqual(text.components(separatedBy: edit.old).count, 2, "the edit's text occurs once in \(edit.file)", file: file, line: line)
            try text.replacingOccurrences(of: edit.old, with: edit.new).write(to: url, atomically: true, encoding: .utf8)
        }
        try TestSupport.write(extra.merging(["app.nav.xml": """
            <navigation>
              <navigationController id="nav" root="home"/>
              <screen id="home" barTintColor="{\(token)}"/>
            </navigation>
            """]) { $1 }, in: copy)
        let result = Navgen.analyse(Navgen.Options(inputs: [copy.path]))
        func place(_ location: SourceLocation?) -> String {
            location.map { "\($0)".replacingOccurrences(of: copy.path + "/", with: "") } ?? "nowhere"
        }
        let errors = result.diagnostics.errors
        XCTAssertEqual(errors.map { "\(place($0.location)) \($0.rule)" }, expected, set, file: file, line: line)
        let skipped = try XCTUnwrap(errors.first { $0.rule == DiagnosticKind.skippedToken.id }, set, file: file, line: line)
        XCTAssertTrue(skipped.message.hasPrefix("'{\(token)}' cannot be used: "), skipped.message, file: file, line: line)
        XCTAssertEqual(place(skipped.notes.first?.location), problem, set, file: file, line: line)
    }

    /// `colors.gradient` is a CSS `linear-gradient(…)`, which no bar colour can be: unsupported (a warning of its own).
    func testKitchenSinksGradient() throws {
        try assertFails("tokens-studio__sd-transforms__kitchen-sink", token: "colors.gradient",
                        errors: ["app.nav.xml:3:21 skipped-token"], problem: "sd-transforms.tokens.json:97:16")
    }

    /// `color.brand.foreground.primary-on-bg` is `{color-shades.brand.000}`, which brand/rme.json writes `#fffffff`.
    func testNVEsSevenDigitShadeThroughItsTheme() throws {
        try assertFails("NVE__Designsystem__tokens", token: "color.brand.foreground.primary-on-bg",
                        errors: ["app.nav.xml:3:21 skipped-token", "tokens/brand/rme.json:62:19 invalid-color"],
                        problem: "tokens/brand/rme.json:62:19")
    }

    /// `colors.bg.default.color` is `{colors.green.600}` in the green theme, here five hex digits.
    func testLionWithABrokenShade() throws {
        try assertFails("tokens-studio__lion-example__tokens", token: "colors.bg.default.color",
                        edit: Edit(file: "tokens/primitive/colors.json", old: ##""value": "#38a169","##, new: ##""value": "#38a16","##),
                        errors: ["app.nav.xml:3:21 skipped-token", "tokens/primitive/colors.json:71:18 invalid-color"],
                        problem: "tokens/primitive/colors.json:71:18")
    }

    /// `color.brand.primary.base` is `{color.base.teal.500}`, here `#0096ZZ`.
    func testStyleDictionaryWithABrokenBaseColour() throws {
        try assertFails("amzn__style-dictionary__complete", token: "color.brand.primary.base",
                        edit: Edit(file: "tokens/color/base.json", old: ##""500": { "value": "#009688""##, new: ##""500": { "value": "#0096ZZ""##),
                        errors: ["app.nav.xml:3:21 skipped-token", "tokens/color/base.json:138:27 invalid-color"],
                        problem: "tokens/color/base.json:138:27")
    }

    /// `BrandBackground.Fill.Color.Rest` is `{Global.Color.Brand.80}`, here `#0078dz`; modes from the suggested resolver.
    func testFluentWithABrokenBrandColour() throws {
        try assertFails("microsoft__fluentui-token-pipeline__w3c-demo", token: "BrandBackground.Fill.Color.Rest",
                        edit: Edit(file: "global.tokens.json", old: "\"80\": {\n\t\t\t\t\t\"$type\": \"color\",\n\t\t\t\t\t\"$value\": \"#0078d4\"",
                                   new: "\"80\": {\n\t\t\t\t\t\"$type\": \"color\",\n\t\t\t\t\t\"$value\": \"#0078dz\""),
                        extra: ["tokens.resolver.json": ModeFileSuggestion.resolver(for: ["light.tokens.json", "dark.tokens.json"])],
                        errors: ["app.nav.xml:3:21 skipped-token", "global.tokens.json:35:16 invalid-color"],
                        problem: "global.tokens.json:35:16")
    }

    /// `color.blue.60`'s first sRGB component, here 1.0588…, outside [0, 1].
    func testCarbonWithAComponentOutOfRange() throws {
        try assertFails("terrazzoapp__dtcg-examples__ibm-carbon", token: "color.blue.60",
                        edit: Edit(file: "ibm-carbon/colors.tokens.json", old: "            0.058823529411764705,\n            0.3843137254901961,",
                                   new: "            1.058823529411764705,\n            0.3843137254901961,"),
                        errors: ["app.nav.xml:3:21 skipped-token", "ibm-carbon/colors.tokens.json:103:13 value-out-of-range"],
                        problem: "ibm-carbon/colors.tokens.json:103:13")
    }

    /// `accent-background-color-default` is `{accent-color-900}` → `{blue-900}` in light, here `rgb(59, 99, 2510)`.
    func testSpectrumWithABrokenPaletteColour() throws {
        try assertFails("adobe__spectrum-design-data__tokens-src", token: "accent-background-color-default",
                        edit: Edit(file: "color-palette.json", old: "\"value\": \"rgb(59, 99, 251)\",\n        \"uuid\": \"3451c170",
                                   new: "\"value\": \"rgb(59, 99, 2510)\",\n        \"uuid\": \"3451c170"),
                        errors: ["app.nav.xml:3:21 skipped-token", "color-palette.json:345:18 invalid-color"],
                        problem: "color-palette.json:345:18")
    }
}
