import XCTest
@testable import NavgenCore

/// A small navigation map and token file, and the exact lines the default templates make of them.
final class TemplateSnippetTests: XCTestCase {
    private static let map = """
        <navigation deploymentTarget="15.0">
          <navigationController id="main" root="home"/>
          <screen id="home" title="Home" barTintColor="#112233" titleColor="#FFFFFF" tintColor="{color.accent}">
            <push to="detail" identifier="showDetail"/>
          </screen>
          <screen id="detail" barHidden="true"/>
        </navigation>
        """
    private static let tokens = ##"{ "color": { "$type": "color", "accent": { "$value": "#FFCC00", "$description": "Buttons" } } }"##

    /// Every output, by path.
    private func generated() throws -> [String: String] {
        let folder = try TestSupport.temporaryFolder(self)
        try TestSupport.write(["app.nav.xml": Self.map, "colors.tokens.json": Self.tokens], in: folder)
        var options = Navgen.Options(inputs: [folder.path])
        options.sdk = "18.0"
        let result = Navgen.generate(options)
        XCTAssertFalse(result.hasErrors, "\(result.diagnostics)")
        return Dictionary(uniqueKeysWithValues: result.files.map { ($0.path, $0.contents) })
    }

    private func assertLines(_ lines: String, in text: String?, file: StaticString = #filePath, line: UInt = #line) {
        XCTAssertTrue(text?.contains(lines) == true, "missing:\n\(lines)\nin:\n\(text ?? "no file")", file: file, line: line)
    }

    func testTokensAreConstantsWithAValuePerMode() throws {
        let files = try generated()
        assertLines("""
                public enum NavigationMode: String, CaseIterable, Hashable, Sendable, NavigationModeProtocol {
                    case `default` = "default"
                """, in: files["NavigationTokens.swift"])
        assertLines("""
                public enum NavigationTokens {
                    /// `color.accent`: Buttons
                    public static let colorAccent = NavigationModal<NavigationColor>(
                        default: NavigationColor(red: 1, green: 0.8, blue: 0)
                    )
                }
                """, in: files["NavigationTokens.swift"])
    }

    /// A Display P3 colour outside sRGB keeps its whole colour: extended-range sRGB components, which
    /// `UIColor(red:green:blue:alpha:)` does not clamp.
    func testADisplayP3TokenOutsideSRGBIsWrittenInExtendedRange() throws {
        let folder = try TestSupport.temporaryFolder(self)
        try TestSupport.write(["wide.tokens.json": ##"{"pink": {"$type": "color", "$value": {"colorSpace": "display-p3", "components": [0.9333, 0.3922, 0.5725]}}}"##],
                              in: folder)
        let result = Navgen.generate(Navgen.Options(inputs: [folder.path]))
        XCTAssertEqual(result.diagnostics, [])
        assertLines("default: NavigationColor(red: 1.0081, green: 0.3439, blue: 0.5738)",
                    in: result.files.first { $0.path == "NavigationTokens.swift" }?.contents)
    }

    func testScreensAreCasesAndBarsAreNamedListsOfFieldValues() throws {
        let appearance = try generated()["NavigationAppearance.swift"]
        assertLines("""
                    case home = "home"
                    case detail = "detail"
                }
                """, in: appearance)
        assertLines("""
                        case .home: return "Home"
                        case .detail: return nil
                """, in: appearance)
        assertLines("""
                        switch screen {
                        case .home: return [bar0, bar0]
                        case .detail: return [bar1, bar1]
                        }
                """, in: appearance)
        assertLines("""
                    static let bar1 = NavigationBarAppearance([background1, visibility0, shadow0, extendedLayoutIncludesTopBar0])
                """, in: appearance)
        assertLines("""
                    static let background0: NavigationBarField = .background(.color(NavigationColor(red: 0.0667, green: 0.1333, blue: 0.2)))
                    static let barTintColor0: NavigationBarField = .barTintColor(NavigationColor(red: 0.0667, green: 0.1333, blue: 0.2))
                    static let tintColor0: NavigationBarField = .tintColor(NavigationColor(red: 1, green: 0.8, blue: 0))
                """, in: appearance)
    }

    func testTheTestsSpellOutEachBarAndCheckTokensAndContrast() throws {
        let tests = try generated()["Tests/NavigationAppearanceTests.swift"]
        assertLines("""
                        check(NavigationScreen.home.appearance(.`default`, design: .legacy), NavigationExpectedBars.bar0)
                        check(NavigationScreen.home.appearance(.`default`, design: .glass), NavigationExpectedBars.bar0)
                """, in: tests)
        assertLines("        checkToken(.home, \\.tintColor, NavigationTokens.colorAccent)\n", in: tests)
        assertLines("        checkContrast(.home, .`default`, .legacy, title: 4.5, tint: 3)\n", in: tests)
        assertLines("""
                    static let bar1 = NavigationBarAppearance([
                        .background(.transparent),
                        .visibility(.hidden),
                        .shadow(.hidden),
                        .extendedLayoutIncludesTopBar(true)
                    ])
                    static let bar2 = NavigationBarAppearance()
                """, in: tests)
    }

    func testThePlanTableNamesEachDistinctPlanOnce() throws {
        let tests = try generated()["Tests/NavigationTransitionTests.swift"]
        assertLines("""
                    static let plan0 = NavigationTransitionPlan(
                        visibility: .visible, background: .split, shadow: .split, tint: .crossfade, title: .crossfade,
                        statusBar: .lightContent, largeTitle: .unchanged, bottomBar: .unchanged, interactivePop: .notApplicable,
                        items: .unchanged, edgeEffect: .unchanged)
                """, in: tests)
        assertLines("""
                        rows.append(NavigationPlannedTransition(from: .container(.main), to: .screen(.home), operation: .root, tabBars: (false, false), plan: NavigationPlans.plan0))
                        rows.append(NavigationPlannedTransition(from: .screen(.home), to: .screen(.detail), operation: .push, tabBars: (false, false), plan: NavigationPlans.plan1))
                """, in: tests)
    }

    func testStoryboardConstantsAndTheReportsTransitionRow() throws {
        let files = try generated()
        assertLines("""
                        public enum Segue {
                            public static let showDetail = "showDetail"
                        }
                """, in: files["NavigationStoryboards.swift"])
        assertLines("        public static let allSegues: [String] = [Segue.showDetail]\n", in: files["NavigationStoryboards.swift"])
        let report = files["NavigationReport.md"]
        assertLines("| Home | detail | push | every mode and design | bar disappearing; status bar darkContent |\n", in: report)
    }
}
