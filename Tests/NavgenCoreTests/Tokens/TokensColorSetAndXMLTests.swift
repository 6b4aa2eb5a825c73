import XCTest
@testable import NavgenCore

/// Xcode colour sets and XML tokens.
final class TokensColorSetAndXMLTests: XCTestCase {
    func testColorSetAppearancesBecomeModesInEveryNotation() throws {
        let files = try TemporaryTokenFolder(["Assets.xcassets/Brand Blue.colorset/Contents.json": ##"""
        {"info": {"version": 1, "author": "xcode"}, "colors": [
          {"idiom": "universal", "color": {"color-space": "srgb", "components": {"red": "0x00", "green": "122", "blue": "1.000", "alpha": "1.000"}}},
          {"idiom": "universal", "appearances": [{"appearance": "luminosity", "value": "dark"}],
           "color": {"color-space": "display-p3", "components": {"red": 0.1, "green": 0.2, "blue": 0.3, "alpha": 0.5}}},
          {"idiom": "universal", "appearances": [{"appearance": "contrast", "value": "high"}],
           "color": {"platform": "ios", "reference": "systemBlueColor"}}]}
        """##])
        let (catalogue, diagnostics, _) = files.resolve(["Assets.xcassets/Brand Blue.colorset/Contents.json"])
        XCTAssertTrue(diagnostics.isEmpty, diagnostics.summary)
        XCTAssertEqual(catalogue.modes, ["light", "light-high-contrast", "dark", "dark-high-contrast"])
        let token = try XCTUnwrap(catalogue.tokens["asset.Brand Blue"])
        guard case .color(let light)? = token.values["light"], case .color(let dark)? = token.values["dark"],
              case .color(let contrast)? = token.values["dark-high-contrast"] else { return XCTFail() }
        XCTAssertEqual(light.srgb.hex, "#007AFFFF")
        XCTAssertEqual(dark.colorSpace, "display-p3")
        XCTAssertEqual(dark.components, [0.1, 0.2, 0.3])
        XCTAssertEqual(dark.alpha, 0.5)
        XCTAssertEqual(contrast.srgb.hex, "#0A84FFFF", "systemBlue's documented dark value")
    }

    /// A colour set that references a system colour has the values a storyboard's does, from the one table: the colours
    /// of iOS 15 (hey-watchme's `systemCyanColor` was skipped) and the names without `Color`.
    func testAColourSetReferencesEverySystemColourAStoryboardNames() throws {
        let names = ["systemCyanColor", "systemMintColor", "systemBrownColor", "tintColor", "systemTealColor", "label", "grayColor"]
        var files: [String: String] = [:]
        for name in names {
            files["A.xcassets/\(name).colorset/Contents.json"] =
                #"{"colors": [{"idiom": "universal", "color": {"platform": "ios", "reference": "\#(name)"}}]}"#
        }
        let folder = try TemporaryTokenFolder(files)
        let (catalogue, diagnostics, _) = folder.resolve(files.keys.sorted())
        XCTAssertEqual(diagnostics, [], diagnostics.summary)
        for name in names {
            let entry = try XCTUnwrap(SystemColorTable.entry(named: name) ?? SystemColorTable.entry(named: name + "Color"), name)
            for (mode, hex) in [("light", entry.light), ("dark", entry.dark)] {
                guard case .color(let color)? = catalogue.tokens["asset.\(name)"]?.values[mode] else { return XCTFail("\(name) \(mode)") }
                XCTAssertEqual(color.srgb.hex, hex, "\(name) \(mode)")
            }
        }
        XCTAssertEqual(SystemColorTable.entry(named: "systemCyanColor"), .init(light: "#32ADE6FF", dark: "#64D2FFFF"))
        XCTAssertEqual(SystemColorTable.entry(named: "systemTealColor"), .init(light: "#30B0C7FF", dark: "#40C8E0FF"))
    }

    /// An iPhone shows a colour set's `iphone` entry, else its `universal` one; navgen took whichever came last, the
    /// `ipad` entry in Xcode's order. An iPad app's set, with `ipad` entries only, is read from them.
    func testAColourSetIsReadAsAnIPhoneLoadsIt() throws {
        func entry(_ idiom: String, _ red: Int, dark: Bool = false) -> String {
            let appearance = dark ? #", "appearances": [{"appearance": "luminosity", "value": "dark"}]"# : ""
            return #"{"idiom": "\#(idiom)"\#(appearance), "color": {"color-space": "srgb", "components": {"red": \#(red), "green": 0, "blue": 0}}}"#
        }
        let sets = [
            "Universal": [entry("universal", 1), entry("iphone", 2), entry("ipad", 3), entry("ipad", 5, dark: true)],
            "Reversed": [entry("ipad", 3), entry("iphone", 2), entry("universal", 1), entry("mac", 4)],
            "IPad": [entry("ipad", 3), entry("ipad", 6, dark: true)],
            // A system colour's light and dark layers outranked an iPhone's or a Display P3 entry of one colour.
            "ReferenceLoses": [#"{"idiom": "universal", "color": {"reference": "systemBlueColor"}}"#, entry("iphone", 2)],
            "P3Wins": [#"{"idiom": "universal", "color": {"reference": "systemBlueColor"}}"#,
                       #"{"idiom": "universal", "display-gamut": "display-P3", "color": {"color-space": "display-p3", "components": {"red": "0.5", "green": 0, "blue": 0}}}"#],
        ]
        var files: [String: String] = [:]
        for (name, entries) in sets {
            files["A.xcassets/\(name).colorset/Contents.json"] = #"{"colors": ["# + entries.joined(separator: ", ") + "]}"
        }
        let folder = try TemporaryTokenFolder(files)
        let (catalogue, diagnostics, _) = folder.resolve(files.keys.sorted())
        XCTAssertEqual(diagnostics, [], diagnostics.summary)
        func red(_ name: String, _ mode: String) -> Int? {
            guard case .color(let color)? = catalogue.tokens["asset.\(name)"]?.values[mode] else { return nil }
            return Int((color.srgb.red * 255).rounded())
        }
        XCTAssertEqual([red("Universal", "light"), red("Universal", "dark")], [2, 2])
        XCTAssertEqual([red("Reversed", "light"), red("Reversed", "dark")], [2, 2])
        XCTAssertEqual([red("IPad", "light"), red("IPad", "dark")], [3, 6])
        XCTAssertEqual([red("ReferenceLoses", "light"), red("ReferenceLoses", "dark")], [2, 2])
        XCTAssertEqual(catalogue.tokens["asset.ReferenceLoses"]?.systemColors.values, [])
        XCTAssertEqual(catalogue.tokens["asset.P3Wins"].map { token in ["light", "dark"].compactMap { token.values[$0] } }?.count, 2)
        guard case .color(let p3)? = catalogue.tokens["asset.P3Wins"]?.values["dark"] else { return XCTFail() }
        XCTAssertEqual(p3.colorSpace, "display-p3")
    }

    /// A set with entries for a Mac only has no colour on an iPhone: said at the set, and what uses it is told why.
    func testAColourSetWithoutAnIPhoneEntryIsSaid() throws {
        let source = MarkedSource(#"{"colors": [↓{"idiom": "mac", "color": {"color-space": "srgb", "components": {"red": 1, "green": 0, "blue": 0}}}]}"#)
        let files = try TemporaryTokenFolder(["Mac.colorset/Contents.json": source.text])
        let (catalogue, diagnostics, _) = files.resolve(["Mac.colorset/Contents.json"])
        XCTAssertEqual(catalogue.skipped.map(\.path), ["asset.Mac"])
        XCTAssertDiagnostic(diagnostics, "unsupported", .warning, at: source)
        XCTAssertTrue(diagnostics.first?.message.contains("no entry an iPhone or iPad loads (its idioms: mac)") == true, diagnostics.summary)
    }

    /// A set that references a system colour in one appearance and gives its own colour in another is the system's
    /// colour in the first only: navgen marked the whole token, so the glue handed UIKit system blue in dark mode too.
    func testASystemColourIsOnlyWhereTheSetReferencesIt() throws {
        let files = try TemporaryTokenFolder(["Tint.colorset/Contents.json": #"""
            {"colors": [{"idiom": "universal", "color": {"reference": "systemBlueColor"}},
                        {"idiom": "universal", "appearances": [{"appearance": "luminosity", "value": "dark"}],
                         "color": {"color-space": "srgb", "components": {"red": "0x11", "green": "0x22", "blue": "0x33"}}}]}
            """#])
        let (catalogue, diagnostics, _) = files.resolve(["Tint.colorset/Contents.json"])
        XCTAssertEqual(diagnostics, [], diagnostics.summary)
        let token = try XCTUnwrap(catalogue.tokens["asset.Tint"])
        XCTAssertEqual(token.systemColors["light"], .systemBlue)
        XCTAssertNil(token.systemColors["dark"])
    }

    /// A token is a colour set's system colour through any chain of aliases, as the alias's value is the set's; a
    /// Tokens Studio modifier makes a colour of its own, no longer the system's.
    func testASystemColourReachesThroughAliasesButNotAModifier() throws {
        let files = try TemporaryTokenFolder([
            "Tint.colorset/Contents.json": #"{"colors": [{"idiom": "universal", "color": {"reference": "systemBlueColor"}}]}"#,
            "brand.json": ##"""
                {"tint": {"value": "{asset.Tint}", "type": "color"}, "accent": {"value": "{tint}", "type": "color"},
                 "light": {"value": "{accent}", "type": "color",
                           "$extensions": {"studio.tokens": {"modify": {"type": "lighten", "value": "0.2", "space": "srgb"}}}},
                 "own": {"value": "#102030", "type": "color"}}
                """##,
        ])
        let (catalogue, diagnostics, _) = files.resolve(["Tint.colorset/Contents.json", "brand.json"])
        XCTAssertEqual(diagnostics.filter { $0.severity == .error }, [], diagnostics.summary)
        let mode = try XCTUnwrap(catalogue.modes.first)
        XCTAssertEqual(catalogue.tokens["tint"]?.systemColors[mode], .systemBlue)
        XCTAssertEqual(catalogue.tokens["accent"]?.systemColors[mode], .systemBlue)
        XCTAssertNil(catalogue.tokens["light"]?.systemColors[mode])
        XCTAssertNil(catalogue.tokens["own"]?.systemColors[mode])
    }

    /// Xcode writes a Display P3 colour picked in Extended Range sRGB as components beyond 0…1 (its red is 1.093,
    /// -0.227, -0.150): that colour stays whole, as the same colour written in Display P3 does, where navgen clipped it
    /// to #FF0000 with an out-of-gamut warning; one beyond Display P3 too is still clipped and said.
    func testAnExtendedRangeColourInsideDisplayP3StaysWhole() throws {
        func set(_ space: String, _ red: String, _ green: String, _ blue: String) -> String {
            #"{"colors": [{"idiom": "universal", "color": {"color-space": "\#(space)", "components": {"red": "\#(red)", "green": "\#(green)", "blue": "\#(blue)", "alpha": "1.000"}}}]}"#
        }
        let files = try TemporaryTokenFolder([
            "A.xcassets/Extended.colorset/Contents.json": set("extended-srgb", "1.093", "-0.227", "-0.150"),
            "A.xcassets/P3.colorset/Contents.json": set("display-p3", "1.000", "0.000", "0.000"),
            "A.xcassets/Beyond.colorset/Contents.json": set("extended-srgb", "2.000", "-1.000", "-1.000"),
        ])
        let (catalogue, diagnostics, _) = files.resolve(["Extended", "P3", "Beyond"].map { "A.xcassets/\($0).colorset/Contents.json" })
        guard case .color(let extended)? = catalogue.tokens["asset.Extended"]?.values["default"],
              case .color(let p3)? = catalogue.tokens["asset.P3"]?.values["default"],
              case .color(let beyond)? = catalogue.tokens["asset.Beyond"]?.values["default"] else { return XCTFail(diagnostics.summary) }
        XCTAssertEqual(extended.colorSpace, "display-p3")
        XCTAssertEqual(extended.srgb.red, 1.093, accuracy: 0.002)
        XCTAssertEqual(extended.srgb.green, -0.227, accuracy: 0.002)
        XCTAssertTrue(extended.srgb.isClose(to: p3.srgb), "\(extended.srgb) \(p3.srgb)")
        XCTAssertEqual(beyond.srgb.hex, "#FF0000FF")
        XCTAssertEqual(diagnostics.map(\.rule), ["out-of-gamut"], diagnostics.summary)
        XCTAssertTrue(diagnostics.first?.location.file.hasSuffix("Beyond.colorset/Contents.json") == true, diagnostics.summary)
    }

    /// A colour set with an sRGB and a Display P3 entry for one appearance: the P3 one is what every iPhone since the
    /// iPhone 7 shows, in whichever order Xcode wrote them (navgen took the last).
    func testADisplayP3EntryWinsOverAnSRGBOneInEitherOrder() throws {
        let p3 = ##"{"idiom": "universal", "display-gamut": "display-P3", "color": {"color-space": "display-p3", "components": {"red": "0.900", "green": "0.300", "blue": "0.100", "alpha": "1.000"}}}"##
        let srgb = ##"{"idiom": "universal", "display-gamut": "sRGB", "color": {"color-space": "srgb", "components": {"red": "0.800", "green": "0.400", "blue": "0.200", "alpha": "1.000"}}}"##
        for entries in [[p3, srgb], [srgb, p3]] {
            let files = try TemporaryTokenFolder(["Brand.colorset/Contents.json": #"{"info": {"version": 1, "author": "xcode"}, "colors": ["# + entries.joined(separator: ", ") + "]}"])
            let (catalogue, diagnostics, _) = files.resolve(["Brand.colorset/Contents.json"])
            XCTAssertEqual(diagnostics, [], diagnostics.summary)
            guard case .color(let color)? = catalogue.tokens["asset.Brand"]?.values["default"] else { return XCTFail(diagnostics.summary) }
            XCTAssertEqual(color.colorSpace, "display-p3")
            XCTAssertEqual(color.components, [0.9, 0.3, 0.1])
        }
    }

    /// Xcode's template AccentColor has an entry without a colour: unset, so the system's colour applies. No token, no
    /// warning; an entry without a colour beside one with a colour is still said.
    func testAColourSetNeverGivenAColourIsNoToken() throws {
        let partial = MarkedSource(##"{"colors": [{"idiom": "universal", "color": {"color-space": "srgb", "components": {"red": 1, "green": 0, "blue": 0, "alpha": 1}}}, ↓{"idiom": "universal", "appearances": [{"appearance": "luminosity", "value": "dark"}]}]}"##)
        let files = try TemporaryTokenFolder([
            "AccentColor.colorset/Contents.json": #"{"colors": [{"idiom": "universal"}], "info": {"author": "xcode", "version": 1}}"#,
            "Brand.colorset/Contents.json": partial.text,
        ])
        let (catalogue, diagnostics, _) = files.resolve(["AccentColor.colorset/Contents.json", "Brand.colorset/Contents.json"])
        XCTAssertEqual(catalogue.tokens.keys.sorted(), ["asset.Brand"])
        XCTAssertEqual(diagnostics.map(\.message), [#"a colour set entry needs "color""#])
        XCTAssertDiagnostic(diagnostics, "invalid-color", at: partial)
    }

    func testColorSetGrayAndUnknownSystemColors() throws {
        let source = MarkedSource(##"{"info": {"version": 1}, "colors": [{"idiom": "universal", "color": {"color-space": "extended-gray", "components": {"white": 0, "alpha": 0.4}}}, {"idiom": "universal", "appearances": [{"appearance": "luminosity", "value": "dark"}], "color": {"reference": ↓"nonsenseColor"}}]}"##)
        let files = try TemporaryTokenFolder(["Gray.colorset/Contents.json": source.text])
        let (catalogue, diagnostics, _) = files.resolve(["Gray.colorset/Contents.json"])
        XCTAssertEqual(catalogue.tokens["asset.Gray"]?.values["light"], .color(TokenColor(colorSpace: "srgb", components: [0, 0, 0], alpha: 0.4, srgb: RGBA(red: 0, green: 0, blue: 0, alpha: 0.4))))
        XCTAssertDiagnostic(diagnostics, "unsupported", .warning, at: source)
    }

    private func xml(_ text: String) throws -> (TokenCatalogue, [Diagnostic]) {
        let files = try TemporaryTokenFolder(["app.tokens.xml": text])
        let (catalogue, diagnostics, _) = files.resolve(["app.tokens.xml"])
        return (catalogue, diagnostics)
    }

    func testXMLTokensWithGroupsTypesAliasesAndModes() throws {
        let (catalogue, diagnostics) = try xml(##"""
        <tokens modes="light dark">
          <group name="color" type="color" description="Brand">
            <token name="brand" value="#0066CC" description="Primary"/>
            <token name="wide" value="color(display-p3 0 0.4 0.8 / 0.5)"/>
            <token name="background">
              <value mode="light">#FFFFFF</value>
              <value mode="dark">{color.brand}</value>
            </token>
          </group>
          <token name="gap" type="dimension" value="8"/>
          <token name="ease" type="cubicBezier" value="0.25, 0.1, 0.25, 1"/>
          <token name="title" type="typography">{"fontFamily": "SF Pro", "fontSize": {"value": 17, "unit": "px"}, "fontWeight": "semi-bold", "letterSpacing": {"value": 0, "unit": "px"}, "lineHeight": 1.2}</token>
        </tokens>
        """##)
        XCTAssertTrue(diagnostics.isEmpty, diagnostics.summary)
        XCTAssertEqual(catalogue.modes, ["light", "dark"])
        XCTAssertEqual(catalogue.tokens["color.brand"]?.description, "Primary")
        guard case .color(let wide)? = catalogue.tokens["color.wide"]?.values["dark"] else { return XCTFail() }
        XCTAssertEqual(wide.colorSpace, "display-p3")
        guard case .color(let dark)? = catalogue.tokens["color.background"]?.values["dark"] else { return XCTFail() }
        XCTAssertEqual(dark.srgb.hex, "#0066CCFF")
        XCTAssertEqual(catalogue.tokens["color.background"]?.aliasOf["dark"], "color.brand")
        XCTAssertEqual(catalogue.tokens["gap"]?.values["light"], .dimension(Dimension(value: 8, unit: "px")))
        XCTAssertEqual(catalogue.tokens["ease"]?.values["light"], .cubicBezier([0.25, 0.1, 0.25, 1]))
        XCTAssertEqual(catalogue.tokens["title"]?.type, .typography)
    }

    func testXMLTokenDiagnosticsPointAtTheAttribute() throws {
        let undeclared = MarkedSource("<tokens modes=\"light dark\">\n  <token name=\"a\" type=\"number\"><value ↓mode=\"drak\">1</value></token>\n</tokens>")
        let (_, first) = try xml(undeclared.text)
        XCTAssertDiagnostic(first, "invalid-token", at: undeclared)
        XCTAssertTrue(first.contains { $0.message.contains("did you mean 'dark'") })
        let unknown = MarkedSource("<tokens>\n  <token name=\"a\" type=\"number\" ↓valeu=\"1\"/>\n</tokens>")
        XCTAssertDiagnostic(try xml(unknown.text).1, "unknown-name", at: unknown)
        let reference = MarkedSource("<tokens>\n  <token name=\"a\" type=\"number\" value=\"1\"/>\n  <token name=\"b\" ↓value=\"{b.a}\"/>\n</tokens>")
        XCTAssertDiagnostic(try xml(reference.text).1, "unresolved-reference", at: reference)
    }

    func testModesOfDifferentInputsMergeByName() throws {
        let files = try TemporaryTokenFolder([
            "Dim.colorset/Contents.json": ##"{"info": {"version": 1}, "colors": [{"idiom": "universal", "color": {"color-space": "srgb", "components": {"red": 1, "green": 1, "blue": 1, "alpha": 1}}}, {"idiom": "universal", "appearances": [{"appearance": "luminosity", "value": "dark"}], "color": {"color-space": "srgb", "components": {"red": 0, "green": 0, "blue": 0, "alpha": 1}}}]}"##,
            "app.tokens.xml": "<tokens modes=\"light dark\"><token name=\"only-dark\" type=\"number\"><value mode=\"dark\">1</value></token></tokens>",
        ])
        let (catalogue, diagnostics, _) = files.resolve(["Dim.colorset/Contents.json", "app.tokens.xml"])
        XCTAssertTrue(diagnostics.isEmpty, diagnostics.summary)
        XCTAssertEqual(catalogue.modes, ["light", "dark"])
        XCTAssertEqual(catalogue.tokens["only-dark"]?.values.keys ?? [], ["dark"], "a token without a value in a mode is absent from it")
    }

    func testDuplicateTokensInTwoPlainFilesNameBothPlaces() throws {
        let files = try TemporaryTokenFolder(["a.tokens.json": ##"{"n": {"$type": "number", "$value": 1}}"##, "b.tokens.json": "{\n  \"n\": {\"$type\": \"number\", \"$value\": 2}}"])
        let (_, diagnostics, _) = files.resolve(["b.tokens.json", "a.tokens.json"])
        let duplicate = try XCTUnwrap(diagnostics.with(rule: "duplicate-id").first)
        XCTAssertEqual(duplicate.location, SourceLocation(file: files.path("b.tokens.json"), line: 2, column: 3))
        XCTAssertEqual(duplicate.notes.first?.location, SourceLocation(file: files.path("a.tokens.json"), line: 1, column: 2))
    }
}
