import XCTest
@testable import NavgenCore

/// GitHub Primer writes a shadow layer's opacity beside its colour (`alpha: 0.1`), and its build gives the colour that
/// alpha (primer/primitives, `shadowToCss`). navgen reads it so, as a form 2025.10 does not have, where it skipped
/// every Primer shadow.
final class PrimerShadowAlphaTests: XCTestCase {
    private static let base = "{base: {color: {black: {$value: {colorSpace: 'srgb', components: [0.1216, 0.1373, 0.1569], alpha: 0.5}, $type: 'color'}}}}"

    private static func layer(_ alpha: String, offsetY: Int = 1) -> String {
        "{color: '{base.color.black}', alpha: \(alpha), offsetX: {value: 0, unit: 'px'}, offsetY: {value: \(offsetY), unit: 'px'}, "
            + "blur: {value: 0, unit: 'px'}, spread: {value: 0, unit: 'px'}}"
    }

    func testALayersAlphaReplacesItsColoursAlpha() throws {
        let source = MarkedSource("""
            {shadow: {
              xsmall: {$value: {color: '{base.color.black}', alpha: ↓0.1, offsetX: {value: 0, unit: 'px'}, offsetY: {value: 1, unit: 'px'}, blur: {value: 0, unit: 'px'}, spread: {value: 0, unit: 'px'}}, $type: 'shadow'},
              small: {$value: [\(Self.layer("0.06")), \(Self.layer("1", offsetY: 3))], $type: 'shadow'}
            }}
            """)
        let (catalogue, diagnostics) = TokenTestSupport.resolve(["base.json5": Self.base, "shadow.json5": source.text])
        XCTAssertTrue(diagnostics.errors.isEmpty, diagnostics.summary)
        XCTAssertEqual(diagnostics.with(rule: "legacy-value").count, 1, "said once per file: \(diagnostics.summary)")
        XCTAssertDiagnostic(diagnostics, "legacy-value", .warning, at: source)
        XCTAssertTrue(diagnostics.contains { $0.message.contains(#"a shadow's "alpha" is GitHub Primer's member, not 2025.10's"#) }, diagnostics.summary)
        func alphas(_ path: String) -> [Double] {
            let layers: [TokenValue] = switch catalogue.tokens[path]?.values["default"] {
            case .list(let layers)?: layers
            case let layer?: [layer]
            case nil: []
            }
            return layers.compactMap { layer -> Double? in
                guard case .composite(let fields) = layer, case .color(let color)? = fields["color"] else { return nil }
                return color.srgb.alpha
            }
        }
        XCTAssertEqual(alphas("shadow.xsmall"), [0.1], "the colour's own alpha is replaced, as Primer's build does")
        XCTAssertEqual(alphas("shadow.small"), [0.06, 1])
    }

    func testAnAlphaOutsideZeroToOneSkipsTheShadow() {
        let source = MarkedSource("{shadow: {$value: {color: '{base.color.black}', alpha: ↓1.5, offsetX: {value: 0, unit: 'px'}, "
            + "offsetY: {value: 1, unit: 'px'}, blur: {value: 0, unit: 'px'}, spread: {value: 0, unit: 'px'}}, $type: 'shadow'}}")
        let (catalogue, diagnostics) = TokenTestSupport.resolve(["base.json5": Self.base, "shadow.json5": source.text])
        XCTAssertDiagnostic(diagnostics, "value-out-of-range", at: source)
        XCTAssertNil(catalogue.tokens["shadow"])
    }

    func testOtherMembersAreStillRefusedWithTheMembersOf2025_10() {
        let (_, diagnostics) = TokenTestSupport.resolve(["base.json5": Self.base, "shadow.json5": """
            {shadow: {$value: {color: '{base.color.black}', alpha: 0.2, opacity: 0.2, offsetX: {value: 0, unit: 'px'}, offsetY: {value: 1, unit: 'px'}, blur: {value: 0, unit: 'px'}, spread: {value: 0, unit: 'px'}}, $type: 'shadow'}}
            """])
        XCTAssertEqual(diagnostics.with(rule: "invalid-token").map(\.message),
                       ["a shadow has no member 'opacity'; allowed: color, offsetX, offsetY, blur, spread, inset"])
    }
}
