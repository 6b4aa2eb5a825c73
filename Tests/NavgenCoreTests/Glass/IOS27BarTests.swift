import XCTest
@testable import NavgenCore

/// The bar of iOS 27 (`barInterfaceStyle`, `titleAlignment`, `verticalBar` and each item's `axis`): read from navigation
/// maps and storyboards, cascaded, resolved for Liquid Glass built with the iOS 27 SDK only, and shown by `inspect`.
final class IOS27BarTests: XCTestCase {
    private static let map = """
        <navigation>
          <appearance id="night" barInterfaceStyle="dark"/>
          <navigationController id="nav" root="home" appearance="night" verticalBar="disabled"/>
          <screen id="home" titleAlignment="leading">
            <item side="right" kind="image" image="gear" axis="verticalPreferred"/>
            <push to="detail"/>
          </screen>
          <screen id="detail" barInterfaceStyle="light" titleAlignment="center" verticalBar="disabled">
            <item side="right" kind="title" title="Share" axis="horizontalOnly"/>
          </screen>
        </navigation>
        """

    private func bar(_ built: ModelFixture.Built, _ id: String, _ design: NavigationDesign) throws -> BarAppearance {
        try XCTUnwrap(built.model.screen(id)?.appearances[Variant(mode: TokenCatalogue.defaultMode, design: design)])
    }

    func testTheScreensPropertiesCascadeFromTheirNavigationControllerAndAppearance() throws {
        let built = try ModelFixture.build(Self.map)
        XCTAssertEqual(built.diagnostics.filter { $0.severity == .error }, [])
        let home = try bar(built, "home", .glass)
        XCTAssertEqual(home.barInterfaceStyle, .dark, "from the controller's appearance")
        XCTAssertEqual(home.verticalBar, .disabled, "from the controller")
        XCTAssertEqual(home.titleAlignment, .leading)
        XCTAssertEqual(home.rightItems.map(\.axis), [.verticalPreferred])
        let detail = try bar(built, "detail", .glass)
        XCTAssertEqual(detail.barInterfaceStyle, .light, "the screen's own wins")
        XCTAssertEqual(detail.titleAlignment, .center)
        XCTAssertEqual(detail.rightItems.map(\.axis), [.horizontalOnly])
        XCTAssertEqual(home.runtime.effectiveTitleColor, .white, "dark glass gets light text")
        XCTAssertEqual(detail.runtime.effectiveTitleColor, .black)
    }

    func testTheLegacyBarAndAnOlderSDKHaveNone() throws {
        let legacy = try bar(try ModelFixture.build(Self.map), "home", .legacy)
        XCTAssertEqual([legacy.barInterfaceStyle.rawValue, legacy.titleAlignment.rawValue, legacy.verticalBar.rawValue],
                       ["automatic", "automatic", "automatic"])
        XCTAssertEqual(legacy.rightItems.map(\.axis), [.automatic])
        let older = try ModelFixture.build(Self.map, settings: BuildSettings(sdk: "26.0"))
        let glass = try bar(older, "detail", .glass)
        XCTAssertEqual([glass.barInterfaceStyle.rawValue, glass.titleAlignment.rawValue, glass.verticalBar.rawValue],
                       ["automatic", "automatic", "automatic"])
        XCTAssertEqual(glass.items.map(\.axis), [.automatic])
        XCTAssertEqual(older.diagnostics.filter { $0.rule == "no-effect" }.map(\.location.line).sorted(), [2, 3, 4, 5, 8, 8, 8, 9])
    }

    func testStoryboardsSayItThroughRuntimeAttributes() throws {
        let scenes = """
            <scene sceneID="s1"><objects>
                <viewController id="vc1-00-001" sceneMemberID="viewController">
                    <navigationItem key="navigationItem" title="Inbox" id="itm-00-001">
                        <rightBarButtonItems>
                            <barButtonItem title="Send" style="done" id="snd-00-001">
                                <userDefinedRuntimeAttributes>
                                    <userDefinedRuntimeAttribute type="string" keyPath="navgen.axis" value="verticalPreferred"/>
                                </userDefinedRuntimeAttributes>
                            </barButtonItem>
                        </rightBarButtonItems>
                    </navigationItem>
                    <userDefinedRuntimeAttributes>
                        <userDefinedRuntimeAttribute type="string" keyPath="navgen.barInterfaceStyle" value="dark"/>
                        <userDefinedRuntimeAttribute type="string" keyPath="navgen.titleAlignment" value="leading"/>
                        <userDefinedRuntimeAttribute type="string" keyPath="navgen.verticalBar" value="disabled"/>
                    </userDefinedRuntimeAttributes>
                </viewController>
            </objects></scene>
            """
        let (document, diagnostics) = IBTest.read(IBTest.storyboard(scenes))
        XCTAssertEqual(TestSupport.lines(diagnostics), [])
        let screen = try XCTUnwrap(document.controller("vc1-00-001"))
        XCTAssertEqual(screen.properties[.barInterfaceStyle]?.text, "dark")
        XCTAssertEqual(screen.properties[.titleAlignment]?.text, "leading")
        XCTAssertEqual(screen.properties[.verticalBar]?.text, "disabled")
        XCTAssertEqual(screen.items.map(\.axis?.value), [.verticalPreferred])
    }

    func testInspectShowsEachScreensValueUnderItsOwnNamePerDesign() throws {
        let result = try TestSupport.analyse(["app.nav.xml": Self.map], self)
        let json = try JSONReader.parse(Array(InspectReport.render(result).utf8), path: "inspect")
        let detail = try XCTUnwrap(json["screens"]?.array).filter { $0["id"]?.string == "detail" }
        XCTAssertEqual(detail.map { screen in ["design", "barInterfaceStyle", "titleAlignment", "verticalBar"].map { screen[$0]?.string } },
                       [["legacy", "automatic", "automatic", "automatic"], ["glass", "light", "center", "disabled"]])
    }

    func testContrastIsMeasuredOnGlassOnlyWhereTheBarPinsItsStyle() throws {
        let result = try TestSupport.analyse(["app.nav.xml": """
            <navigation>
              <navigationController id="nav" root="pinned"/>
              <screen id="pinned" barInterfaceStyle="dark" titleColor="#202020"><push to="following"/></screen>
              <screen id="following" titleColor="#202020"/>
            </navigation>
            """], self)
        let contrast = result.diagnostics.filter { $0.rule == "low-title-contrast" }
        XCTAssertEqual(contrast.map(\.location.line), [3], "dark glass is measured; glass that follows the content is not")
        XCTAssertTrue(contrast.allSatisfy { $0.message.contains("#000000FF") }, "against black: \(contrast.map(\.message))")
    }
}
