import XCTest
@testable import NavgenCore

/// The model, the plans and every diagnostic must not depend on how many threads the analysis uses.
final class AnalysisThreadsTests: XCTestCase {
    func testModelPlansAndDiagnosticsAreTheSameOnAnyNumberOfThreads() throws {
        let (documents, tokens) = try Self.inputs(stacks: 40, depth: 15)
        let single = Self.analyse(documents, tokens, threads: 1)
        XCTAssertGreaterThan(single.screens.count, 2 * 64 * 4, "too few controllers to be split on every thread count")
        let diagnostics = single.diagnostics.map { String(describing: $0) }
        XCTAssertTrue(diagnostics.contains { $0.contains("value-out-of-range") } && diagnostics.contains { $0.contains("incomplete-mode") }
                          && diagnostics.contains { $0.contains("unresolved-reference") }, "the map must exercise the resolver's problems")
        XCTAssertTrue(single.violations.contains { $0.rule == "low-title-contrast" }, "the map must exercise the rules")
        XCTAssertTrue(single.plans.contains { $0.tabBar.to } && single.plans.contains { !$0.tabBar.to })
        for threads in [2, 4, 7] {
            let several = Self.analyse(documents, tokens, threads: threads)
            Self.assertSame(several.diagnostics, single.diagnostics, "diagnostics on \(threads) threads")
            Self.assertSame(several.screens, single.screens, "screens on \(threads) threads")
            Self.assertSame(several.containers, single.containers, "containers on \(threads) threads")
            Self.assertSame(several.plans, single.plans, "plans on \(threads) threads")
            Self.assertSame(several.violations, single.violations, "violations on \(threads) threads")
        }
    }

    /// Compared as values, not as their reflected descriptions: describing 14,000 plans costs seconds, comparing them
    /// milliseconds. A failure names the first item that differs.
    private struct Analysis {
        var screens: [ScreenFields]
        var containers: [ContainerFields]
        var plans: [PlanFields]
        var diagnostics: [Diagnostic]
        var violations: [Diagnostic]
    }

    private static func analyse(_ documents: [SourceDocument], _ tokens: TokenCatalogue, threads: Int) -> Analysis {
        let (model, diagnostics, plans, violations) = ParallelMap.withThreads(threads) {
            let (model, diagnostics) = ModelBuilder.build(documents: documents, tokens: tokens)
            let plans = TransitionEngine.plans(for: model)
            return (model, diagnostics, plans, ModelCheck.violations(model: model, plans: plans))
        }
        return Analysis(screens: model.screens.map(ScreenFields.init), containers: model.containers.map(ContainerFields.init),
                        plans: plans.map(PlanFields.init), diagnostics: diagnostics, violations: violations.map(\.diagnostic))
    }

    private static func assertSame<Item: Equatable>(_ actual: [Item], _ expected: [Item], _ what: String,
                                                     file: StaticString = #filePath, line: UInt = #line) {
        XCTAssertEqual(actual.count, expected.count, what, file: file, line: line)
        if let index = zip(actual, expected).enumerated().first(where: { $0.element.0 != $0.element.1 })?.offset {
            XCTFail("\(what): item \(index) differs:\n\(actual[index])\nexpected:\n\(expected[index])", file: file, line: line)
        }
    }

    /// Every field of a screen (its details sit in a private box, so `Screen` itself is not `Equatable`).
    private struct ScreenFields: Equatable {
        var id, displayName, name: String
        var title, subtitle, largeSubtitle, customClass, navigationController, tabBarController, stackParent: String?
        var appearances: [Variant: BarAppearance]
        var tokenUses: [Located<String>]
        var tokenProperties: [AppearanceProperty: String]
        var leftItemsSupplementBackButton, customisesScrollEdge: Bool
        var disabledRules: Set<String>
        var location: SourceLocation
        var propertyLocations: [AppearanceProperty: SourceLocation]

        init(_ screen: Screen) {
            (id, displayName, name) = (screen.id, screen.displayName, screen.name)
            (title, subtitle, largeSubtitle, customClass) = (screen.title, screen.subtitle, screen.largeSubtitle, screen.customClass)
            (navigationController, tabBarController, stackParent) = (screen.navigationController, screen.tabBarController, screen.stackParent)
            (appearances, tokenUses, tokenProperties) = (screen.appearances, screen.tokenUses, screen.tokenProperties)
            (leftItemsSupplementBackButton, customisesScrollEdge) = (screen.leftItemsSupplementBackButton, screen.customisesScrollEdge)
            (disabledRules, location, propertyLocations) = (screen.disabledRules, screen.location, screen.propertyLocations)
        }
    }

    private struct ContainerFields: Equatable {
        var id, displayName, name: String
        var role: ControllerRole
        var root: String?
        var tabs: [String]
        var location: SourceLocation
        var appearances: [Variant: BarAppearance]
        var minimizeBehavior: Located<NavigationTabBarMinimizeBehavior>?

        init(_ container: Container) {
            (id, displayName, name, role, root) = (container.id, container.displayName, container.name, container.role, container.root)
            (tabs, location, appearances, minimizeBehavior) = (container.tabs, container.location, container.appearances, container.minimizeBehavior)
        }
    }

    /// A plan with the bar on each side (the plan shares them with other plans).
    private struct PlanFields: Equatable {
        var edge: Edge
        var variant: Variant
        var plan: NavigationTransitionPlan
        var from, to: BarAppearance
        var tabBar: NavigationTabBarVisibility

        init(_ planned: PlannedEdge) {
            (edge, variant, plan, from, to, tabBar) = (planned.edge, planned.variant, planned.plan, planned.from, planned.to, planned.tabBar)
        }
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
