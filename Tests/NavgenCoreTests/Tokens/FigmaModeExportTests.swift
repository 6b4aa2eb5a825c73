import XCTest
@testable import NavgenCore

/// Figma's own export of a variable collection: one DTCG file per mode, the mode named at the file's root or, by Figma's
/// variables GitHub Action, in the file's name.
final class FigmaModeExportTests: XCTestCase {
    private static func color(_ red: Double, mode: String? = nil, extra: String = "") -> String {
        let value = #"{"$type": "color", "$value": {"colorSpace": "srgb", "components": [\#(red), 0, 0]}, "$extensions": {"com.figma.scopes": ["ALL_SCOPES"]}}"#
        let root = mode.map { #", "$extensions": {"com.figma.modeName": "\#($0)"}"# } ?? ""
        return #"{"bar": {"background": \#(value)\#(extra)}\#(root)}"#
    }

    private func analyse(_ files: [String: String]) throws -> Navgen.Result {
        let folder = try TestSupport.temporaryFolder(self)
        try TestSupport.write(files, in: folder)
        return Navgen.analyse(Navgen.Options(inputs: [folder.appendingPathComponent("in").path]))
    }

    func testACollectionsModeFilesAreItsModes() throws {
        let result = try analyse([
            "in/Color/Light.tokens.json": Self.color(1, mode: "Light"),
            "in/Color/Dark.tokens.json": Self.color(0.5, mode: "Dark"),
            "in/Primitives/Mode 1.tokens.json": #"{"base": {"$type": "number", "gap": {"$value": 8}}, "$extensions": {"com.figma.modeName": "Mode 1"}}"#,
        ])
        XCTAssertEqual(result.diagnostics, [])
        let tokens = try XCTUnwrap(result.model?.tokens)
        XCTAssertEqual(tokens.modes, ["Dark", "Light"])
        guard case .color(let light)? = tokens.tokens["bar.background"]?.values["Light"],
              case .color(let dark)? = tokens.tokens["bar.background"]?.values["Dark"] else { return XCTFail("no colour in each mode") }
        XCTAssertEqual(light.srgb.red, 1)
        XCTAssertEqual(dark.srgb.red, 0.5)
        XCTAssertEqual(tokens.tokens["base.gap"]?.values["Light"], .number(8), "a collection with one mode is a base under every mode")
    }

    /// Figma's variables GitHub Action names each file `<Collection>.<Mode>.json` and writes no mode at its root; its tokens
    /// carry `com.figma` extensions. A name alone says no mode: without them the files are two definitions of each token.
    func testTheGitHubActionsFileNamesSayTheModes() throws {
        let token = #"{"$type": "color", "$value": "{color.VALUE}", "$extensions": {"com.figma": {"scopes": ["ALL_SCOPES"]}}}"#
        let palette = ##"{"color": {"white": {"$type": "color", "$value": "#ffffff"}, "black": {"$type": "color", "$value": "#000000"}}}"##
        let result = try analyse([
            "in/tokens/Tokens — Completed.Light.json": #"{"bar": \#(token.replacingOccurrences(of: "VALUE", with: "white"))}"#,
            "in/tokens/Tokens — Completed.Dark.json": #"{"bar": \#(token.replacingOccurrences(of: "VALUE", with: "black"))}"#,
            "in/tokens/Primitives.Mode 1.json": palette,
        ])
        XCTAssertEqual(result.diagnostics.filter { $0.severity == .error }, [])
        let tokens = try XCTUnwrap(result.model?.tokens)
        XCTAssertEqual(tokens.modes, ["Dark", "Light"])
        guard case .color(let light)? = tokens.tokens["bar"]?.values["Light"] else { return XCTFail("no light bar") }
        XCTAssertEqual(light.srgb.hex, "#FFFFFFFF")

        let unmarked = try analyse([
            "in/a.Light.json": ##"{"bar": {"$type": "color", "$value": "#ffffff"}}"##,
            "in/a.Dark.json": ##"{"bar": {"$type": "color", "$value": "#000000"}}"##,
        ])
        XCTAssertEqual(unmarked.diagnostics.map(\.rule), ["duplicate-id"])
    }

    /// A variable aliasing one of another collection is written as its value in the mode exported, the target named in
    /// `com.figma.aliasData`: with the target among the inputs it follows the target's modes; without, the value stands.
    func testAnAliasIntoAnotherCollectionFollowsTheTargetsModes() throws {
        let alias = #"{"$type": "color", "$value": {"colorSpace": "srgb", "components": [1, 0, 0]}, "$extensions": {"com.figma.aliasData": {"targetVariableName": "bar/TARGET", "targetVariableSetName": "Color"}}}"#
        let components = #"{"nav": {"tint": \#(alias.replacingOccurrences(of: "TARGET", with: "background"))}, "$extensions": {"com.figma.modeName": "Mode 1"}}"#
        let result = try analyse([
            "in/Color/Light.tokens.json": Self.color(1, mode: "Light"),
            "in/Color/Dark.tokens.json": Self.color(0.5, mode: "Dark"),
            "in/Components/Mode 1.tokens.json": components,
        ])
        XCTAssertEqual(result.diagnostics, [])
        let tokens = try XCTUnwrap(result.model?.tokens)
        guard case .color(let light)? = tokens.tokens["nav.tint"]?.values["Light"],
              case .color(let dark)? = tokens.tokens["nav.tint"]?.values["Dark"] else { return XCTFail("no colour in each mode") }
        XCTAssertEqual(light.srgb.red, 1)
        XCTAssertEqual(dark.srgb.red, 0.5, "the target's dark value, not the one exported")

        let library = try analyse([
            "in/Color/Light.tokens.json": Self.color(1, mode: "Light"),
            "in/Color/Dark.tokens.json": Self.color(0.5, mode: "Dark"),
            "in/Components/Mode 1.tokens.json": components.replacingOccurrences(of: "bar/background", with: "brand/500"),
        ])
        XCTAssertEqual(library.diagnostics, [])
        guard case .color(let fixed)? = library.model?.tokens.tokens["nav.tint"]?.values["Dark"] else { return XCTFail("no dark tint") }
        XCTAssertEqual(fixed.srgb.red, 1, "a library's variable is not among the inputs: the value as exported")
    }

    /// Figma's string variables have no DTCG type: skipped and counted, said once per file rather than per variable and
    /// mode; a keyword under navigation.bar, and the variable it aliases, is read as one.
    func testStringVariablesAreSaidOncePerFile() throws {
        func strings(mode: String) -> String {
            func string(_ value: String) -> String {
                #"{"$type": "string", "$value": "\#(value)", "$extensions": {"com.figma.type": "string"}}"#
            }
            return #"""
                {"copy": {"hello": \#(string("Hello")), "bye": \#(string("Bye"))},
                 "align": {"start": \#(string("leading"))},
                 "navigation": {"bar": {"titleAlignment": \#(string("{align.start}"))}},
                 "$extensions": {"com.figma.modeName": "\#(mode)"}}
                """#
        }
        let result = try analyse(["in/Text/Light.tokens.json": strings(mode: "Light"), "in/Text/Dark.tokens.json": strings(mode: "Dark")])
        let said = "2 Figma string variables in this file, the first here, are skipped: 'string' is not a DTCG type, and no bar "
            + "property takes text from a token; scope a font name to Font family in Figma (com.figma.scopes FONT_FAMILY) to read it "
            + "as a fontFamily token"
        XCTAssertEqual(result.diagnostics.map(\.message), [said, said], "one warning for each mode's file")
        XCTAssertEqual(result.diagnostics.map { "\($0.location.file.split(separator: "/").last!):\($0.location.line):\($0.location.column)" },
                       ["Dark.tokens.json:1:30", "Light.tokens.json:1:30"], "at the first one's type")
        let tokens = try XCTUnwrap(result.model?.tokens)
        XCTAssertEqual(tokens.skipped.map(\.path), ["copy.bye", "copy.hello"])
        XCTAssertEqual(tokens.tokens["navigation.bar.titleAlignment"]?.values["Dark"], .string("leading"), "a bar keyword and what it aliases are read")
    }

    /// Read as one collection, the files are still counted as the files they are in the line that says there is no screen.
    func testTheFilesOfOneCollectionCountAsFiles() throws {
        let folder = try TestSupport.temporaryFolder(self)
        try TestSupport.write(["in/Light.tokens.json": Self.color(1, mode: "Light"), "in/Dark.tokens.json": Self.color(0.5, mode: "Dark")], in: folder)
        let result = Navgen.generate(Navgen.Options(inputs: [folder.appendingPathComponent("in").path]))
        XCTAssertEqual(result.tokenDocuments.count, 1)
        XCTAssertEqual(result.inputsWithoutScreen, "2 token files")
    }

    /// An asset catalogue's appearances say `light` and `dark`: the same modes, not their combinations.
    func testFigmasModesAreAnAssetCataloguesAppearancesWhateverTheirCase() throws {
        let colorSet = #"""
            {"colors": [{"color": {"color-space": "srgb", "components": {"red": "1", "green": "1", "blue": "1", "alpha": "1"}}, "idiom": "universal"},
                        {"appearances": [{"appearance": "luminosity", "value": "dark"}],
                         "color": {"color-space": "srgb", "components": {"red": "0", "green": "0", "blue": "0", "alpha": "1"}}, "idiom": "universal"}],
             "info": {"author": "xcode", "version": 1}}
            """#
        let result = try analyse([
            "in/Light.tokens.json": Self.color(1, mode: "Light"),
            "in/Dark.tokens.json": Self.color(0.5, mode: "Dark"),
            "in/Assets.xcassets/Label.colorset/Contents.json": colorSet,
        ])
        XCTAssertEqual(result.diagnostics, [])
        XCTAssertEqual(result.model?.tokens.modes, ["Dark", "Light"])
        guard case .color(let label)? = result.model?.tokens.tokens["asset.Label"]?.values["Dark"] else { return XCTFail("no dark label") }
        XCTAssertEqual(label.srgb.red, 0)
    }

    /// A variable added after one mode's file was exported is missing in the other mode only; files with no token in
    /// common are two collections, each read on its own.
    func testModeFilesSharingSomeTokensAreOneCollection() throws {
        let result = try analyse([
            "in/Light.tokens.json": Self.color(1, mode: "Light"),
            "in/Dark.tokens.json": Self.color(0.5, mode: "Dark", extra: #", "extra": {"$type": "number", "$value": 1}"#),
            "in/Radius.tokens.json": #"{"radius": {"$type": "number", "$value": 8}, "$extensions": {"com.figma.modeName": "Dark"}}"#,
        ])
        XCTAssertEqual(result.diagnostics, [])
        let tokens = try XCTUnwrap(result.model?.tokens)
        XCTAssertEqual(tokens.modes, ["Dark", "Light"])
        XCTAssertEqual(tokens.tokens["radius"]?.values["Light"], .number(8))
        XCTAssertNil(tokens.tokens["bar.extra"]?.values["Light"])
    }

    /// Figma types a variable by its kind and says what it is for in its scopes: a string for font families is a font
    /// family, a number for font weights a font weight; others keep Figma's type.
    func testScopesTypeFontFamiliesAndWeights() {
        let (catalogue, diagnostics) = TokenTestSupport.resolve(#"""
        {"font": {"family": {"$type": "string", "$value": "SF Pro", "$extensions": {"com.figma.scopes": ["FONT_FAMILY"]}},
                  "weight": {"$type": "number", "$value": 600, "$extensions": {"com.figma.scopes": ["FONT_WEIGHT"]}},
                  "size": {"$type": "number", "$value": 17, "$extensions": {"com.figma.scopes": ["FONT_SIZE"]}}},
         "$extensions": {"com.figma.modeName": "Mode 1"}}
        """#)
        XCTAssertEqual(diagnostics, [])
        XCTAssertEqual(catalogue.tokens["font.family"]?.values["default"], .fontFamily(["SF Pro"]))
        XCTAssertEqual(catalogue.tokens["font.weight"]?.values["default"], .fontWeight(600))
        XCTAssertEqual(catalogue.tokens["font.size"]?.values["default"], .number(17))
    }

    /// Two files naming one mode are not one collection's modes: navgen does not pick, and reads them as any files.
    func testTwoFilesNamingOneModeAreReadFileByFile() throws {
        let result = try analyse([
            "in/a.tokens.json": Self.color(1, mode: "Light"),
            "in/b.tokens.json": Self.color(0.5, mode: "Light"),
        ])
        XCTAssertEqual(result.diagnostics.map(\.rule), ["duplicate-id"])
    }
}
