import XCTest
@testable import NavgenCore

/// Modes written inside each token (`$extensions.mode`), as Cobalt and Terrazzo wrote them before the resolver.
final class ExtensionModesTests: XCTestCase {
    /// Terrazzo's own example of Apple's system colours, and a token with a mode of its own and an alias for the rest.
    func testEachModeIsAModeAndATokenKeepsItsValueWhereItNamesNone() {
        let (catalogue, diagnostics) = TokenTestSupport.resolve(#"""
        {"color": {"$type": "color",
          "systemBlue": {"$value": {"colorSpace": "srgb", "components": [0, 0.478, 1]},
                         "$extensions": {"mode": {"light": {"colorSpace": "srgb", "components": [0, 0.478, 1]},
                                                  "dark": {"colorSpace": "srgb", "components": [0.039, 0.518, 1]}}}},
          "bar": {"$value": "{color.systemBlue}", "$extensions": {"mode": {"dark": {"colorSpace": "srgb", "components": [0, 0, 0]}}}},
          "plain": {"$value": {"colorSpace": "srgb", "components": [1, 1, 1]}}}}
        """#)
        XCTAssertEqual(diagnostics, [])
        XCTAssertEqual(catalogue.modes, ["light", "dark"])
        guard case .color(let lightBar)? = catalogue.tokens["color.bar"]?.values["light"],
              case .color(let darkBar)? = catalogue.tokens["color.bar"]?.values["dark"],
              case .color(let darkBlue)? = catalogue.tokens["color.systemBlue"]?.values["dark"] else { return XCTFail("no colours") }
        XCTAssertEqual(lightBar.srgb.blue, 1, "the alias, where the token names no light value")
        XCTAssertEqual(darkBar.srgb.blue, 0)
        XCTAssertEqual(darkBlue.srgb.red, 0.039, accuracy: 0.0001)
        XCTAssertEqual(catalogue.tokens["color.plain"]?.values["dark"], catalogue.tokens["color.plain"]?.values["light"])
    }

    /// GitHub's Primer writes its themes' values under `org.primer.overrides`, as a value or an object with its `$value`;
    /// `$value` is the light theme's, and a theme a token does not name keeps it.
    func testPrimersOverridesAreModes() {
        let (catalogue, diagnostics) = TokenTestSupport.resolve(#"""
        {"base": {"$type": "color", "white": {"$value": "#ffffff"}, "ink": {"$value": "#1f2328"}},
         "bgColor": {"$type": "color",
           "default": {"$value": "{base.white}", "$extensions": {"org.primer.overrides": {"dark": "{base.ink}",
                                                                                           "dark-dimmed": {"$value": "#22272e", "$description": "Dimmed"}}}},
           "muted": {"$value": "{base.white}", "$extensions": {"org.primer.overrides": {"dark": "#161b22"}}}}}
        """#, path: "tokens/color.json5")
        XCTAssertEqual(catalogue.modes, ["light", "dark", "dark-dimmed"], diagnostics.summary)
        func hex(_ path: String, _ mode: String) -> String? {
            guard case .color(let color)? = catalogue.tokens[path]?.values[mode] else { return nil }
            return color.srgb.hex
        }
        XCTAssertEqual([hex("bgColor.default", "light"), hex("bgColor.default", "dark"), hex("bgColor.default", "dark-dimmed")],
                       ["#FFFFFFFF", "#1F2328FF", "#22272EFF"])
        XCTAssertEqual(hex("bgColor.muted", "dark-dimmed"), "#FFFFFFFF", "a theme the token does not name keeps $value")
        // An override's alpha is the token's in that mode, said as a token's own alpha is, not dropped.
        let (_, alpha) = TokenTestSupport.resolve(#"""
        {"bgColor": {"$type": "color", "muted": {"$value": "#ddf4ff", "$extensions": {"org.primer.overrides": {"dark": {"$value": "#4493f8", "alpha": 0.1}}}}}}
        """#, path: "tokens/color.json5")
        XCTAssertTrue(alpha.contains { $0.message.hasPrefix("'alpha' beside \"$value\" on 'bgColor.muted'") }, alpha.summary)
    }

    /// A mode's value is checked where it is written, in that mode.
    func testAWrongModeValueIsReportedAtItsPlace() {
        let source = MarkedSource(#"""
        {"size": {"$type": "dimension", "$value": {"value": 4, "unit": "px"}, "$extensions": {"mode": {"compact": {"value": 2, "unit": ↓"pt"}}}}}
        """#)
        let (catalogue, diagnostics) = TokenTestSupport.resolve(source.text)
        XCTAssertDiagnostic(diagnostics, "invalid-token", at: source)
        XCTAssertEqual(catalogue.modes, ["default", "compact"], "$value is the default mode beside the one the file names")
    }

    /// Terrazzo's `$value` is its light look: a file that names `dark` alone has `$value` as `light`, not one mode that
    /// takes the dark value everywhere.
    func testAFileThatNamesDarkAloneHasValueAsLight() {
        let (catalogue, diagnostics) = TokenTestSupport.resolve(#"""
        {"color": {"$type": "color",
          "canvas": {"$value": {"colorSpace": "srgb", "components": [1, 1, 1]},
                     "$extensions": {"mode": {"dark": {"colorSpace": "srgb", "components": [0, 0, 0]}}}},
          "accent": {"$value": {"colorSpace": "srgb", "components": [0, 0, 1]}}}}
        """#)
        XCTAssertEqual(diagnostics, [])
        XCTAssertEqual(catalogue.modes, ["light", "dark"])
        guard case .color(let light)? = catalogue.tokens["color.canvas"]?.values["light"],
              case .color(let dark)? = catalogue.tokens["color.canvas"]?.values["dark"] else { return XCTFail("no canvas") }
        XCTAssertEqual(light.srgb.red, 1)
        XCTAssertEqual(dark.srgb.red, 0)
        XCTAssertEqual(catalogue.tokens["color.accent"]?.values["dark"], catalogue.tokens["color.accent"]?.values["light"])
    }
}
