import XCTest
@testable import NavgenCore

/// Which designs an app has, and how each screen's bar and each plan differ between them.
final class DesignResolutionTests: XCTestCase {
    private func designs(sdk: String, key: Bool? = nil, target: String? = nil) -> [NavigationDesign] {
        BuildDesigns(sdk: sdk, requiresCompatibility: key.map { Located($0, at: .file("Info.plist")) }, deploymentTarget: target).designs
    }

    func testTheSDKTheKeyAndTheDeploymentTargetDecideTheDesigns() {
        // Below the iOS 26 SDK: the legacy bar, key or not.
        XCTAssertEqual(designs(sdk: "18.4"), [.legacy])
        XCTAssertEqual(designs(sdk: "18.4", key: true, target: "15.0"), [.legacy])
        // The iOS 26 SDK with the key: the legacy bar, also on iOS 26.
        XCTAssertEqual(designs(sdk: "26.0", key: true), [.legacy])
        XCTAssertEqual(designs(sdk: "26.2", key: true, target: "26.0"), [.legacy])
        // The iOS 26 SDK without the key, or SDK 27 and later: glass on iOS 26, legacy below it.
        XCTAssertEqual(designs(sdk: "26.0"), [.legacy, .glass])
        XCTAssertEqual(designs(sdk: "26.0", key: false, target: "16.0"), [.legacy, .glass])
        XCTAssertEqual(designs(sdk: "26.0", target: "26.0"), [.glass])
        XCTAssertEqual(designs(sdk: "27.0", key: true), [.legacy, .glass])
        XCTAssertEqual(designs(sdk: "27", key: true, target: "26.1"), [.glass])
        XCTAssertEqual(designs(sdk: "28.0.1", target: "27.0"), [.glass])
        XCTAssertEqual(BuildDesigns(deploymentTarget: nil).designs, [.legacy, .glass], "the default SDK is the current one")
        XCTAssertTrue(BuildDesigns(sdk: "26.0", deploymentTarget: nil).glassBuild)
        XCTAssertFalse(BuildDesigns(sdk: "26.0", requiresCompatibility: Located(true, at: .file("Info.plist")), deploymentTarget: nil).glassBuild)
    }

    func testSDKVersionsAreNumbers() {
        XCTAssertEqual(BuildDesigns.major("27.0"), 27)
        XCTAssertEqual(BuildDesigns.major("26"), 26)
        XCTAssertEqual(BuildDesigns.major("26.4.1"), 26)
        for bad in ["", "latest", "27.", ".27", "27.0.0.1", "+27", "٢٧", "27 .0"] { XCTAssertNil(BuildDesigns.major(bad), bad) }
    }

    func testGlassDefaultBarsHaveNoBackgroundAndCustomOnesKeepTheirs() throws {
        let built = try ModelFixture.build("""
            <navigation>
              <navigationController id="nav" root="home"/>
              <screen id="home"><push to="brand"/><push to="faded"/><push to="opaque"/><push to="hidden"/></screen>
              <screen id="brand" barTintColor="#1A1A1A" titleColor="#FFFFFF"/>
              <screen id="faded" barAlpha="0"/>
              <screen id="opaque" translucent="false"/>
              <screen id="hidden" barHidden="true"/>
            </navigation>
            """)
        func bar(_ id: String, _ design: NavigationDesign) -> BarAppearance? {
            built.model.screen(id)?.appearances[Variant(mode: TokenCatalogue.defaultMode, design: design)]
        }
        XCTAssertEqual(bar("home", .legacy)?.background, .system(.default))
        XCTAssertEqual(bar("home", .glass)?.background, .glass)
        XCTAssertEqual(bar("brand", .glass)?.background, bar("brand", .legacy)?.background)
        XCTAssertEqual(bar("faded", .legacy)?.background, .transparent)
        XCTAssertEqual(bar("faded", .glass)?.background, .transparent)
        XCTAssertEqual(bar("opaque", .glass)?.background, .system(.default))
        XCTAssertEqual(bar("hidden", .glass)?.visibility, .hidden)
        // Under glass the status bar follows the interface style; over a bar colour, that colour.
        XCTAssertEqual(bar("home", .glass)?.statusBarStyle, .darkContent)
        XCTAssertEqual(bar("brand", .glass)?.statusBarStyle, .lightContent)

        XCTAssertEqual(built.plan("home", "brand", .push, design: .glass)?.background, .split)
        // Glass and a clear bar: neither has a background of its own to split.
        XCTAssertEqual(built.plan("home", "faded", .push, design: .glass)?.background, .shared)
        XCTAssertEqual(built.plan("home", "faded", .push, design: .legacy)?.background, .split)
        // The content-area swipe back in the glass design only, blocked as the edge swipe is.
        XCTAssertNotNil(built.plan("brand", "home", .interactiveContentPop, design: .glass))
        XCTAssertNil(built.planned("brand", "home", .interactiveContentPop, design: .legacy))
    }

    func testInDarkModesGlassFollowsTheDarkInterfaceStyle() throws {
        let built = try ModelFixture.build("""
            <navigation deploymentTarget="26.0">
              <navigationController id="nav" root="home"/>
              <screen id="home"><push to="detail"/></screen>
              <screen id="detail" edgeEffect="hidden"><item side="right" kind="title" title="Edit" identifier="edit"/></screen>
            </navigation>
            """, modes: ["light", "dark"])
        XCTAssertEqual(built.model.designs, [.glass])
        let dark = try XCTUnwrap(built.model.screen("home")?.appearances[Variant(mode: "dark", design: .glass)])
        XCTAssertEqual(dark.background, .glass)
        XCTAssertEqual(dark.statusBarStyle, .lightContent)
        let push = try XCTUnwrap(built.plan("home", "detail", .push, mode: "dark", design: .glass))
        XCTAssertEqual(push.background, .shared)
        XCTAssertEqual(push.edgeEffect, .changed)
        XCTAssertEqual(push.items, .replace)
        XCTAssertEqual(push.statusBar, .unchanged)
    }

    func testVariantsNameTheModesAndDesignsADiagnosticHoldsFor() {
        let all = Variant.all(modes: ["light", "dark"], designs: [.legacy, .glass])
        func suffix(_ listed: [(String, NavigationDesign)]) -> String {
            listed.map { Variant(mode: $0.0, design: $0.1) }.variantSuffix(of: all)
        }
        XCTAssertEqual(suffix(all.map { ($0.mode, $0.design) }), "")
        XCTAssertEqual(suffix([("dark", .legacy), ("dark", .glass)]), " in mode 'dark'")
        XCTAssertEqual(suffix([("light", .glass), ("dark", .glass)]), " in design 'glass'")
        XCTAssertEqual(suffix([("dark", .legacy)]), " in mode 'dark' of design 'legacy'")
        XCTAssertEqual(suffix([("light", .legacy), ("dark", .legacy), ("dark", .glass)]),
                       " in every mode of design 'legacy' and mode 'dark' of design 'glass'")
        XCTAssertEqual([Variant(mode: "light", design: .glass)].variantSuffix(of: [Variant(mode: "light", design: .glass)]), "")
    }
}
