import XCTest
@testable import NavgenCore

/// The Design Tokens plugin for Figma's export, as an Apple Developer Academy app keeps it: styles of the plugin's own
/// types, sizes in Figma's pixels without a unit, and a colour collection's light and dark variables.
final class FigmaDesignTokensPluginTests: XCTestCase {
    private static let plugin = #""org.lukasoppermann.figmaDesignTokens""#

    private static let export = """
    {
      "font": {"title": {"type": "custom-fontStyle", "value": {"fontSize": 28, "textDecoration": "none", "fontFamily": "Pretendard",
                "fontWeight": 600, "fontStyle": "normal", "letterSpacing": -0.2, "lineHeight": 35, "paragraphIndent": 0, "textCase": "none"},
                "extensions": {\(plugin): {"styleId": "S:1,", "exportKey": "font"}}}},
      "effect": {"card": {"type": "custom-shadow", "value": {"shadowType": "innerShadow", "radius": 5, "color": "#00000040",
                 "offsetX": 0, "offsetY": 2, "spread": 1}, "extensions": {\(plugin): {"exportKey": "effect"}}}},
      "gradient": {"fade": {"type": "custom-gradient", "value": {"gradientType": "linear", "rotation": 90,
                   "stops": [{"position": 0, "color": "#fc9b00ff"}, {"position": 0.77, "color": "#fc9b0000"}]}}},
      "grid": {"margin": {"0": {"type": "custom-grid", "value": {"pattern": "columns", "count": 1}},
                          "1": {"type": "custom-grid", "value": {"pattern": "columns", "count": 2}},
                          "description": null, "extensions": {\(plugin): {"exportKey": "grid"}}}},
      "size": {"bar": {"type": "dimension", "value": 44, "extensions": {\(plugin): {"collection": "Size", "mode": "Mode 1", "exportKey": "variables"}}}},
      "colors": {
        "light": {"white": {"type": "color", "value": "#ffffffff", "extensions": {\(plugin): {"collection": "Colors", "mode": "light"}}},
                  "brand": {"type": "color", "value": "{colors.light.white}", "extensions": {\(plugin): {"collection": "Colors", "mode": "light"}}}},
        "dark": {"white": {"type": "color", "value": "#000000ff", "extensions": {\(plugin): {"collection": "Colors", "mode": "dark"}}},
                 "brand": {"type": "color", "value": "{colors.dark.white}", "extensions": {\(plugin): {"collection": "Colors", "mode": "dark"}}}}
      },
      "typography": {"title": {"fontFamily": {"type": "string", "value": "Pretendard"}, "textCase": {"type": "string", "value": "none"}}},
      "bar": {"tint": {"type": "color", "value": "{colors.light.brand}"}}
    }
    """

    /// Where the object after `marker` begins in the export.
    private static func place(after marker: String) -> SourceLocation {
        let lines = export.components(separatedBy: "\n")
        let line = lines.firstIndex { $0.contains(marker) }!
        let column = lines[line].range(of: marker)!.upperBound.utf16Offset(in: lines[line]) + 1
        return SourceLocation(file: "design-tokens.tokens.json", line: line + 1, column: column)
    }

    func testStylesSizesAndPartsOfTextStyles() throws {
        let (catalogue, diagnostics) = TokenTestSupport.resolve(Self.export, path: "design-tokens.tokens.json")
        XCTAssertEqual(diagnostics.errors, [])
        XCTAssertEqual(diagnostics.map(\.message).sorted(), [
            "1 token of type 'string' in this file is skipped: a string variable, or a part of a text style that a font does not take "
                + "(text case, decoration, style), has no DTCG type",
            "2 tokens of type 'custom-grid' in this file, the first here, are skipped: a Figma layout grid has no DTCG type, and a navigation bar takes none",
        ], "the plugin's description of a grid beside its columns is not a group, and its sizes need no word")
        XCTAssertEqual(diagnostics.map(\.location).sorted(), [
            Self.place(after: #""margin": {"0": "#), Self.place(after: #""value": "Pretendard"}, "textCase": "#),
        ].sorted(), "each at the first token it counts")
        XCTAssertEqual(catalogue.tokens["size.bar"]?.values.values.first, .dimension(Dimension(value: 44, unit: "px")), "Figma's pixels")
        guard case .typography(let title)? = catalogue.tokens["font.title"]?.values.values.first else { return XCTFail(diagnostics.summary) }
        XCTAssertEqual(title.fontFamily, ["Pretendard"])
        XCTAssertEqual(title.fontSize, Dimension(value: 28, unit: "px"))
        XCTAssertEqual(title.fontWeight, 600)
        XCTAssertEqual(title.letterSpacing, Dimension(value: -0.2, unit: "px"))
        XCTAssertEqual(title.lineHeight, 1.25, "35 pixels over a size of 28")
        guard case .composite(let card)? = catalogue.tokens["effect.card"]?.values.values.first else { return XCTFail(diagnostics.summary) }
        XCTAssertEqual(card["blur"], .dimension(Dimension(value: 5, unit: "px")), "Figma's shadow radius is its blur")
        XCTAssertEqual(card["spread"], .dimension(Dimension(value: 1, unit: "px")))
        XCTAssertEqual(card["inset"], .string("true"))
        guard case .list(let stops)? = catalogue.tokens["gradient.fade"]?.values.values.first else { return XCTFail(diagnostics.summary) }
        XCTAssertEqual(stops.count, 2)
        XCTAssertEqual(catalogue.tokens["typography.title.fontFamily"]?.values.values.first, .fontFamily(["Pretendard"]))
    }

    /// A text style's case is noted, as a Tokens Studio typography's is, for a bar's title to be told it does not get it;
    /// `none` is nothing to note.
    func testATextStylesCaseIsNoted() {
        let export = ##"{"font": {"caps": {"type": "custom-fontStyle", "value": {"fontSize": 13, "textCase": "uppercase", "textDecoration": "none"},"##
            + ##" "extensions": {\##(Self.plugin): {"styleId": "S:2,"}}}}}"##
        let (catalogue, diagnostics) = TokenTestSupport.resolve(export, path: "design-tokens.tokens.json")
        XCTAssertEqual(diagnostics.errors, [])
        XCTAssertEqual(catalogue.tokens["font.caps"]?.extensions?[LegacyNotes.extensionKey]?["textStyle"]?.object?.map { "\($0.key) \($0.value.string ?? "")" },
                       ["textCase uppercase"])
    }

    func testAVariableWrittenOncePerModeIsOneTokenInEachMode() throws {
        let (catalogue, diagnostics) = TokenTestSupport.resolve(Self.export, path: "design-tokens.tokens.json")
        XCTAssertEqual(diagnostics.errors, [])
        XCTAssertEqual(diagnostics.filter { $0.rule == "unresolved-reference" }, [])
        XCTAssertEqual(Set(catalogue.tokens["colors.brand"]?.values.keys ?? []), ["light", "dark"])
        XCTAssertEqual(catalogue.tokens["colors.brand"]?.values["light"], catalogue.tokens["colors.white"]?.values["light"])
        XCTAssertEqual(catalogue.tokens["colors.brand"]?.values["dark"], catalogue.tokens["colors.white"]?.values["dark"])
        XCTAssertNotEqual(catalogue.tokens["colors.brand"]?.values["light"], catalogue.tokens["colors.brand"]?.values["dark"])
        XCTAssertNil(catalogue.tokens["colors.light.brand"])
        XCTAssertEqual(catalogue.tokens["bar.tint"]?.values["dark"], catalogue.tokens["colors.white"]?.values["dark"],
                       "a token of every mode that names one mode's variable names the variable")
        XCTAssertEqual(Set(catalogue.tokens["size.bar"]?.values.keys ?? []), ["light", "dark"], "a collection of one mode is in every mode")
    }

    /// A file of one collection's variables alone, one of them named like a mode: nothing is left outside the modes.
    func testAFileOfOnlyModedVariables() {
        let text = """
            {"colors": {"light": {"dark": {"type": "color", "value": "#ffffffff", "extensions": {\(Self.plugin): {"collection": "Colors", "mode": "light"}}}},
                        "dark": {"dark": {"type": "color", "value": "#000000ff", "extensions": {\(Self.plugin): {"collection": "Colors", "mode": "dark"}}}}}}
            """
        let (catalogue, diagnostics) = TokenTestSupport.resolve(text, path: "design-tokens.tokens.json")
        XCTAssertEqual(diagnostics, [])
        XCTAssertEqual(catalogue.tokens.keys.sorted(), ["colors.dark"])
        XCTAssertNotEqual(catalogue.tokens["colors.dark"]?.values["light"], catalogue.tokens["colors.dark"]?.values["dark"])
    }

    /// The same file without the plugin's extension is Style Dictionary's, whose unitless sizes are rem.
    func testAStyleDictionaryFileKeepsItsReading() throws {
        let (catalogue, diagnostics) = TokenTestSupport.resolve(#"{"size": {"bar": {"type": "dimension", "value": 44}}}"#, path: "tokens.json")
        XCTAssertEqual(diagnostics.map(\.rule), ["unitless-size"])
        XCTAssertEqual(catalogue.tokens["size.bar"]?.values["default"], .dimension(Dimension(value: 44, unit: "rem")))
    }
}
