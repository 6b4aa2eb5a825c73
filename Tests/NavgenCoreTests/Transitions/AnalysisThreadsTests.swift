import XCTest
@testable import NavgenCore

/// The model, the plans and every diagnostic must not depend on how many threads the analysis uses.
final class AnalysisThreadsTests: XCTestCase {
    func testModelPlansAndDiagnosticsAreTheSameOnAnyNumberOfThreads() throws {
        let (documents, tokens) = try Self.inputs(stacks: 40, depth: 15)
        let single = Self.analyse(documents, tokens, threads: 1)
        XCTAssertGreaterThan(single.screens.count, 2 * 64 * 4, "too few controllers to be split on every thread count")
        XCTAssertTrue(single.diagnostics.contains { $0.contains("value-out-of-range") } && single.diagnostics.contains { $0.contains("incomplete-mode") }
                          && single.diagnostics.contains { $0.contains("unresolved-reference") }, "the map must exercise the resolver's problems")
        XCTAssertTrue(single.violations.contains { $0.contains("low-title-contrast") }, "the map must exercise the rules")
        XCTAssertTrue(single.plans.contains { $0.contains("tabBarVisible: true") } && single.plans.contains { $0.contains("tabBarVisible: false") })
        for threads in [2, 4, 7] {
            let several = Self.analyse(documents, tokens, threads: threads)
            XCTAssertEqual(several.diagnostics, single.diagnostics, "\(threads) threads")
            XCTAssertEqual(several.screens, single.screens, "\(threads) threads")
            XCTAssertEqual(several.containers, single.containers, "\(threads) threads")
            XCTAssertEqual(several.plans, single.plans, "\(threads) threads")
            XCTAssertEqual(several.violations, single.violations, "\(threads) threads")
        }
    }

    func testSlotsFollowTheDeclarationOrder() {
        XCTAssertEqual(AppearanceProperty.allCases.map(\.slot), Array(AppearanceProperty.allCases.indices))
    }

    private struct Analysis {
        var screens: [String]
        var containers: [String]
        var plans: [String]
        var diagnostics: [String]
        var violations: [String]
    }

    private static func analyse(_ documents: [SourceDocument], _ tokens: TokenCatalogue, threads: Int) -> Analysis {
        let (model, diagnostics, plans, violations) = ParallelMap.withThreads(threads) {
            let (model, diagnostics) = ModelBuilder.build(documents: documents, tokens: tokens)
            let plans = TransitionEngine.plans(for: model)
            return (model, diagnostics, plans, RuleCatalogue.violations(model: model, plans: plans))
        }
        return Analysis(screens: model.screens.map { describe($0, variants: model.variants) },
                        containers: model.containers.map { describe($0, variants: model.variants) },
                        plans: plans.map(describe), diagnostics: diagnostics.map { String(describing: $0) },
                        violations: violations.map { String(describing: $0.diagnostic) })
    }

    /// A screen's description with its dictionaries in a fixed order (a dictionary's own order varies between instances).
    private static func describe(_ screen: Screen, variants: [Variant]) -> String {
        let fields: [Any?] = [screen.id, screen.displayName, screen.title, screen.customClass, screen.navigationController,
                              screen.tabBarController, screen.tokenUses, screen.leftItemsSupplementBackButton,
                              screen.customisesScrollEdge, screen.stackParent, screen.location]
        return "\(fields) \(variants.map { String(describing: screen.appearances[$0]) }) \(screen.tokenProperties.sorted { $0.key < $1.key }) "
            + "\(screen.propertyLocations.sorted { $0.key < $1.key }) \(screen.disabledRules.sorted())"
    }

    /// A plan with the bar on each side written out (the plan shares them with other plans).
    private static func describe(_ planned: PlannedEdge) -> String {
        "\(planned.edge) \(planned.variant) \(planned.plan) from: \(planned.from) to: \(planned.to)"
    }

    private static func describe(_ container: Container, variants: [Variant]) -> String {
        var bare = container
        bare.appearances = [:]
        return "\(bare) \(variants.map { String(describing: container.appearances[$0]) })"
    }

    /// Tab bar controllers over navigation stacks pushed `depth` deep, with shared appearances, literals and tokens,
    /// and problems both shared by many screens (reported once) and naming each screen (reported for each).
    private static func inputs(stacks: Int, depth: Int) throws -> ([SourceDocument], TokenCatalogue) {
        var map = """
            <navigation>
              <appearance id="brand" barTintColor="{color.brand}" tintColor="#ZZZ" titleColor="{color.partial}"/>
              <appearance id="plain" barTintColor="#F4F4F4" titleColor="#FEFEFE"/>
              <tabBarController id="tabs" initial="true">\((0..<stacks / 2).map { "<tab ref=\"nav\($0)\"/>" }.joined())</tabBarController>

            """
        for stack in 0..<stacks {
            map += "  <navigationController id=\"nav\(stack)\" root=\"s\(stack)-0\" appearance=\"\(stack % 3 == 0 ? "brand" : "plain")\"/>\n"
            for level in 0..<depth {
                var attributes = ""
                switch (stack + level) % 7 {
                case 0: attributes = " hidesBottomBarWhenPushed=\"true\" barAlpha=\"0.5\""
                case 1: attributes = " appearance=\"missing\""
                case 2: attributes = " barAlpha=\"2\" titleColor=\"{color.nope}\""
                case 3: attributes = " barTintColor=\"#101010\" largeTitleDisplayMode=\"always\""
                case 4: attributes = " appearance=\"brand\" translucent=\"false\""
                default: break
                }
                let pushes = level + 1 < depth ? "<push to=\"s\(stack)-\(level + 1)\"/>" : "<present to=\"nav\((stack + 1) % stacks)\"/>"
                map += "  <screen id=\"s\(stack)-\(level)\"\(attributes)>\(pushes)<item side=\"right\" kind=\"title\" title=\"Go\" tintColor=\"#EEEEEE\"/></screen>\n"
            }
        }
        map += "</navigation>\n"
        var log = DiagnosticLog()
        let document = NavigationMapReader.read(try XMLReader.parse(Array(map.utf8), path: "app.nav.xml"), log: &log)
        func color(_ path: String, _ values: [String: RGBA]) -> ResolvedToken {
            ResolvedToken(path: path, type: .color, values: ModeValues(values.mapValues { .color(TokenColor(srgb: $0)) }),
                          description: nil, deprecated: nil, location: .file("tokens.tokens.json"))
        }
        let tokens = TokenCatalogue(modes: ["light", "dark"], tokens: [
            "color.brand": color("color.brand", ["light": RGBA(hex: "#0A3D91"), "dark": RGBA(hex: "#202020")]),
            "color.partial": color("color.partial", ["light": RGBA(hex: "#FFFFFF")]),
        ])
        return ([document], tokens)
    }
}
