import XCTest
@testable import NavgenCore

/// Every plan field for every kind of edge, per mode.
final class TransitionEngineTests: XCTestCase {
    private func plan(visibility: NavigationTransitionPlan.Visibility = .visible, background: NavigationTransitionPlan.Background, shadow: NavigationTransitionPlan.Shadow,
                      tint: NavigationTransitionPlan.Change = .unchanged, title: NavigationTransitionPlan.Change = .unchanged, statusBar: NavigationTransitionPlan.StatusBar = .unchanged,
                      largeTitle: NavigationTransitionPlan.LargeTitle = .unchanged, bottomBar: NavigationTransitionPlan.BottomBar = .unchanged,
                      interactivePop: NavigationTransitionPlan.InteractivePop) -> NavigationTransitionPlan {
        NavigationTransitionPlan(visibility: visibility, background: background, shadow: shadow, tint: tint, title: title, statusBar: statusBar,
                       largeTitle: largeTitle, bottomBar: bottomBar, interactivePop: interactivePop)
    }

    func testPlansHashAsTheirCases() {
        // The hash reads the plan's bytes: it holds only while every field is a one-byte enum.
        XCTAssertEqual(MemoryLayout<NavigationTransitionPlan>.size, 11)
        var plans: Set<NavigationTransitionPlan> = []
        for visibility in NavigationTransitionPlan.Visibility.allCases {
            for background in NavigationTransitionPlan.Background.allCases {
                for pop in NavigationTransitionPlan.InteractivePop.allCases {
                    plans.insert(NavigationTransitionPlan(visibility: visibility, background: background, shadow: .shared, tint: .unchanged,
                                                title: .crossfade, statusBar: .unchanged, largeTitle: .unchanged, bottomBar: .hides,
                                                interactivePop: pop))
                }
            }
        }
        XCTAssertEqual(plans.count, NavigationTransitionPlan.Visibility.allCases.count * NavigationTransitionPlan.Background.allCases.count * NavigationTransitionPlan.InteractivePop.allCases.count)
        let copy = plans.first!
        XCTAssertTrue(plans.contains(copy))
        XCTAssertEqual(copy.hashValue, NavigationTransitionPlan(visibility: copy.visibility, background: copy.background, shadow: copy.shadow,
                                                      tint: copy.tint, title: copy.title, statusBar: copy.statusBar,
                                                      largeTitle: copy.largeTitle, bottomBar: copy.bottomBar,
                                                      interactivePop: copy.interactivePop).hashValue)
    }

    func testPushPopSwipeBackAndCancelledSwipeBack() throws {
        let built = try ModelFixture.build("""
            <navigation>
              <tabBarController id="tabs" initial="true"><tab ref="nav"/></tabBarController>
              <navigationController id="nav" root="home" prefersLargeTitles="true"/>
              <screen id="home"><push to="detail"/></screen>
              <screen id="detail" barTintColor="#1A1A1A" titleColor="#FFFFFF" tintColor="#FFFFFF" shadowHidden="true"
                      largeTitleDisplayMode="never" hidesBottomBarWhenPushed="true" swipeBackEnabled="false"/>
            </navigation>
            """)
        XCTAssertEqual(built.diagnostics, [])
        XCTAssertEqual(built.plan("home", "detail", .push), plan(
            background: .split, shadow: .split, tint: .crossfade, title: .crossfade, statusBar: .lightContent,
            largeTitle: .collapses, bottomBar: .hides, interactivePop: .blockedSwipeBackDisabled))
        let back = plan(background: .split, shadow: .split, tint: .crossfade, title: .crossfade, statusBar: .darkContent,
                        largeTitle: .expands, bottomBar: .shows, interactivePop: .blockedSwipeBackDisabled)
        XCTAssertEqual(built.plan("detail", "home", .pop), back)
        XCTAssertEqual(built.plan("detail", "home", .interactivePop), back)
        // A cancelled swipe-back moves the split backgrounds and then ends in the from-state.
        XCTAssertEqual(built.plan("detail", "home", .interactivePopCancelled), plan(
            background: .split, shadow: .split, interactivePop: .blockedSwipeBackDisabled))
        var popToRoot = back
        popToRoot.interactivePop = .notApplicable
        XCTAssertEqual(built.plan("detail", "home", .popToRoot), popToRoot)
    }

    func testAPlanCanBeSharedInLightModeAndSplitInDarkMode() throws {
        let built = try ModelFixture.build("""
            <navigation>
              <navigationController id="nav" root="home"/>
              <screen id="home" barTintColor="{color.bar}"><push to="detail"/></screen>
              <screen id="detail" barTintColor="{color.detail}"/>
            </navigation>
            """, modes: ["light", "dark"], colors: [
                "color.bar": ["light": RGBA(hex: "#FFFFFF"), "dark": RGBA(hex: "#000000")],
                "color.detail": ["light": RGBA(hex: "#FFFFFF"), "dark": RGBA(hex: "#1C1C1E")],
            ])
        XCTAssertEqual(built.diagnostics, [])
        XCTAssertEqual(built.plan("home", "detail", .push, mode: "light"), plan(background: .shared, shadow: .shared, interactivePop: .allowed))
        XCTAssertEqual(built.plan("home", "detail", .push, mode: "dark"), plan(background: .split, shadow: .split, interactivePop: .allowed))
        XCTAssertEqual(built.plan("detail", "home", .interactivePop, mode: "light")?.background, .shared)
        XCTAssertEqual(built.plan("detail", "home", .interactivePop, mode: "dark")?.background, .split)
    }

    func testANonAnimatedPushJumpsButItsPopAnimates() throws {
        let built = try ModelFixture.build("""
            <navigation>
              <navigationController id="nav" root="home"/>
              <screen id="home"><push to="detail" animated="false"/></screen>
              <screen id="detail" barTintColor="#1A1A1A" titleColor="#FFFFFF" tintColor="#FFFFFF"/>
            </navigation>
            """)
        XCTAssertEqual(built.plan("home", "detail", .push), plan(
            background: .jump, shadow: .jump, tint: .jump, title: .jump, statusBar: .lightContent, interactivePop: .allowed))
        XCTAssertEqual(built.planned("detail", "home", .pop)?.edge.animated, true)
        XCTAssertEqual(built.plan("detail", "home", .pop), plan(
            background: .split, shadow: .split, tint: .crossfade, title: .crossfade, statusBar: .darkContent, interactivePop: .allowed))
    }

    func testARealHideOrShowNeverSplitsEvenWhenForced() throws {
        let built = try ModelFixture.build("""
            <navigation>
              <navigationController id="nav" root="home"/>
              <screen id="home" barTintColor="#1A1A1A" titleColor="#FFFFFF" tintColor="#FFFFFF">
                <push to="profile" splitTransition="always"/>
              </screen>
              <screen id="profile" barHidden="true"/>
            </navigation>
            """)
        XCTAssertEqual(built.plan("home", "profile", .push)?.visibility, .disappearing)
        XCTAssertEqual(built.plan("home", "profile", .push)?.background, .shared)
        XCTAssertEqual(built.plan("profile", "home", .pop)?.visibility, .appearing)
        XCTAssertEqual(built.plan("profile", "home", .pop)?.background, .shared)
    }

    func testSplitTransitionOverridesOnEdgesAndScreens() throws {
        let built = try ModelFixture.build("""
            <navigation>
              <navigationController id="nav" root="home"/>
              <screen id="home">
                <push to="different" splitTransition="never"/>
                <push to="same"/>
              </screen>
              <screen id="different" barTintColor="#FFFFFF"/>
              <screen id="same" splitTransition="always"/>
            </navigation>
            """)
        XCTAssertEqual(built.plan("home", "different", .push)?.background, .shared)
        XCTAssertEqual(built.plan("home", "different", .push)?.shadow, .shared)
        XCTAssertEqual(built.plan("home", "same", .push)?.background, .split)
        XCTAssertEqual(built.plan("same", "home", .interactivePop)?.background, .split)
    }

    /// A screen two stacks push pops to the root of each (a real app's compose screen, pushed from two tabs): navgen
    /// planned the first stack's only. So does what it pushes in turn (iMast's image screen, pushed from its new post),
    /// which navgen planned to the first stack's root only.
    func testAScreenTwoStacksPushPopsToTheRootOfEach() throws {
        let built = try ModelFixture.build("""
            <navigation>
              <tabBarController id="tabs" initial="true"><tab ref="home"/><tab ref="local"/></tabBarController>
              <navigationController id="home" root="timeline"/>
              <navigationController id="local" root="nearby"/>
              <screen id="timeline"><push to="compose"/></screen>
              <screen id="nearby" barTintColor="#1A1A1A" titleColor="#FFFFFF"><push to="compose"/></screen>
              <screen id="compose"><push to="attach"/></screen>
              <screen id="attach"/>
            </navigation>
            """)
        XCTAssertEqual(built.plans.filter { $0.edge.operation == .popToRoot && $0.design == .legacy }.map { "\($0.edge.from)→\($0.edge.to)" },
                       ["compose→timeline", "compose→nearby", "attach→timeline", "attach→nearby"])
        XCTAssertEqual(built.plan("compose", "nearby", .popToRoot)?.background, .split)
        XCTAssertEqual(built.plan("attach", "nearby", .popToRoot)?.background, .split)
        // Written before the pushes that put the compose screen in the second stack: found all the same.
        let reordered = try ModelFixture.build("""
            <navigation>
              <screen id="compose"><push to="attach"/></screen>
              <tabBarController id="tabs" initial="true"><tab ref="home"/><tab ref="local"/></tabBarController>
              <navigationController id="home" root="timeline"/>
              <navigationController id="local" root="nearby"/>
              <screen id="timeline"><push to="compose"/></screen>
              <screen id="nearby" barTintColor="#1A1A1A" titleColor="#FFFFFF"><push to="compose"/></screen>
              <screen id="attach"/>
            </navigation>
            """)
        XCTAssertNotNil(reordered.planned("attach", "nearby", .popToRoot))
    }

    func testPopToRootAcrossHiddenScreens() throws {
        let built = try ModelFixture.build("""
            <navigation>
              <tabBarController id="tabs" initial="true"><tab ref="nav"/></tabBarController>
              <navigationController id="nav" root="a"/>
              <screen id="a"><push to="b"/></screen>
              <screen id="b" barHidden="true" hidesBottomBarWhenPushed="true"><push to="c"/></screen>
              <screen id="c" barTintColor="#1A1A1A" titleColor="#FFFFFF" tintColor="#FFFFFF"/>
            </navigation>
            """)
        XCTAssertEqual(built.plans.filter { $0.edge.operation == .popToRoot && $0.design == .legacy }.map { "\($0.edge.from)→\($0.edge.to)" },
                       ["b→a", "c→a"])
        // From c straight to a: the hidden b in between does not show, so the bar splits from c's colour to a's.
        XCTAssertEqual(built.plan("c", "a", .popToRoot), plan(
            background: .split, shadow: .split, tint: .crossfade, title: .crossfade, statusBar: .darkContent,
            bottomBar: .shows, interactivePop: .notApplicable))
        XCTAssertEqual(built.plan("b", "a", .popToRoot), plan(
            visibility: .appearing, background: .shared, shadow: .crossfade, bottomBar: .shows, interactivePop: .notApplicable))
        XCTAssertEqual(built.plan("c", "b", .pop)?.visibility, .disappearing)
        XCTAssertEqual(built.plan("c", "b", .pop)?.bottomBar, .unchanged)
    }

    func testAPresentedNavigationControllerStartsANewStack() throws {
        let built = try ModelFixture.build("""
            <navigation>
              <tabBarController id="tabs" initial="true"><tab ref="feedStack"/></tabBarController>
              <navigationController id="feedStack" root="feed"/>
              <screen id="feed"><present to="sheet"/></screen>
              <navigationController id="sheet" root="compose"/>
              <screen id="compose"><push to="attach"/></screen>
              <screen id="attach"/>
            </navigation>
            """)
        XCTAssertEqual(built.model.stack(of: "attach"), ["compose", "attach"])
        XCTAssertEqual(built.plan("feed", "compose", .present), plan(
            background: .shared, shadow: .shared, bottomBar: .hides, interactivePop: .notApplicable))
        XCTAssertEqual(built.plan("compose", "feed", .dismiss), plan(
            background: .shared, shadow: .shared, bottomBar: .shows, interactivePop: .notApplicable))
        XCTAssertEqual(built.plan("compose", "attach", .push)?.bottomBar, .unchanged)
        XCTAssertEqual(built.plan("attach", "compose", .popToRoot)?.bottomBar, .unchanged)
        XCTAssertNil(built.planned("attach", "feed", .popToRoot))
    }

    /// A segue presents the controller it names: one in no navigation controller shows no navigation bar and UIKit's
    /// default status bar, while its own bar stays in the screen's appearance for code that pushes it onto a stack.
    func testAScreenInNoNavigationControllerIsPresentedWithoutABar() throws {
        let built = try ModelFixture.build("""
            <navigation>
              <navigationController id="stack" root="feed" initial="true"/>
              <screen id="feed" barTintColor="#1A1A1A"><present to="login" modalPresentationStyle="fullScreen"/></screen>
              <screen id="login"><present to="terms"/></screen>
              <screen id="terms"/>
            </navigation>
            """)
        XCTAssertEqual(built.plan("feed", "login", .present)?.visibility, .disappearing)
        XCTAssertEqual(built.plan("feed", "login", .present)?.statusBar, .default)
        XCTAssertEqual(built.plan("login", "feed", .dismiss)?.visibility, .appearing)
        XCTAssertEqual(built.plan("login", "terms", .present)?.visibility, .hidden)
        XCTAssertEqual(built.model.screen("login")?.appearances.values.first?.visibility, .visible)
        XCTAssertTrue(built.model.showsNoBarWhenPresented("login"))
        XCTAssertFalse(built.model.showsNoBarWhenPresented("feed"))
    }

    func testTheTabBarFollowsTheStackAlongTheEdge() throws {
        let built = try ModelFixture.build("""
            <navigation>
              <tabBarController id="tabs" initial="true"><tab ref="nav"/></tabBarController>
              <navigationController id="nav" root="root"/>
              <screen id="root"><push to="hiding"/><push to="shared"/></screen>
              <screen id="hiding" hidesBottomBarWhenPushed="true"><push to="shared"/></screen>
              <screen id="shared"/>
            </navigation>
            """)
        // The screen itself is on its shortest path, root → shared, where the tab bar shows.
        XCTAssertEqual(built.model.screen("shared")?.tabBarVisible[built.model.variants[0]], true)
        XCTAssertEqual(built.plan("root", "hiding", .push)?.bottomBar, .hides)
        XCTAssertEqual(built.plan("root", "shared", .push)?.bottomBar, .unchanged)
        // Pushed from `hiding`, it stays on a stack that hides the tab bar.
        XCTAssertEqual(built.plan("hiding", "shared", .push)?.bottomBar, .unchanged)
        XCTAssertEqual(built.planned("hiding", "shared", .push)?.tabBar.to, false)
        XCTAssertEqual(built.plan("shared", "hiding", .pop)?.bottomBar, .unchanged)
        XCTAssertEqual(built.plan("shared", "root", .pop)?.bottomBar, .unchanged)
    }

    func testARootThatHidesTheTabBarHidesItForItsWholeStack() throws {
        let built = try ModelFixture.build("""
            <navigation>
              <tabBarController id="tabs" initial="true"><tab ref="nav"/><tab ref="alone"/></tabBarController>
              <navigationController id="nav" root="root"/>
              <screen id="root" hidesBottomBarWhenPushed="true"><push to="detail"/></screen>
              <screen id="detail"/>
              <screen id="alone" hidesBottomBarWhenPushed="true"/>
            </navigation>
            """)
        let variant = built.model.variants[0]
        // The root is the topmost controller of its stack at first, and the stack keeps the tab bar hidden above it.
        XCTAssertEqual(built.model.screen("root")?.tabBarVisible[variant], false)
        XCTAssertEqual(built.model.screen("detail")?.tabBarVisible[variant], false)
        XCTAssertEqual(built.plan("root", "detail", .push)?.bottomBar, .unchanged)
        XCTAssertEqual(built.planned("root", "detail", .push)?.tabBar.from, false)
        XCTAssertEqual(built.plan("detail", "root", .pop)?.bottomBar, .unchanged)
        // A tab's screen in no navigation controller is in no stack: nothing reads its flag.
        XCTAssertEqual(built.model.screen("alone")?.tabBarVisible[variant], true)
    }

    func testEachSideIsTheResolvedBarAndTheTabBarIsTheEdges() throws {
        let built = try ModelFixture.build("""
            <navigation>
              <tabBarController id="tabs" initial="true"><tab ref="nav"/></tabBarController>
              <navigationController id="nav" root="root"/>
              <screen id="root" title="Root" barTintColor="#112233"><push to="hiding"/></screen>
              <screen id="hiding" hidesBottomBarWhenPushed="true" prefersLargeTitles="true"><push to="shared"/></screen>
              <screen id="shared" tintColor="#FF0000"/>
            </navigation>
            """)
        for planned in built.plans {
            for (side, id) in [(planned.from, planned.edge.from), (planned.to, planned.edge.to)] {
                guard let resolved = built.model.screen(id)?.appearances[planned.variant] else { continue }
                XCTAssertEqual(side, resolved, "\(planned.edge.from) → \(planned.edge.to) (\(planned.edge.operation))")
            }
        }
        let pushed = try XCTUnwrap(built.planned("hiding", "shared", .push))
        XCTAssertEqual(pushed.to.tintColor, built.model.screen("shared")?.appearances[pushed.variant]?.tintColor)
        XCTAssertFalse(pushed.tabBar.to)
    }

    func testUnwindPopsBackToItsTarget() throws {
        let built = try ModelFixture.build("""
            <navigation>
              <tabBarController id="tabs" initial="true"><tab ref="nav"/></tabBarController>
              <navigationController id="nav" root="a"/>
              <screen id="a"><push to="b"/></screen>
              <screen id="b" hidesBottomBarWhenPushed="true"><push to="c"/></screen>
              <screen id="c" barHidden="true"><unwind to="a" animated="false"/></screen>
            </navigation>
            """)
        XCTAssertEqual(built.plan("c", "a", .unwind), plan(
            visibility: .appearing, background: .jump, shadow: .jump, bottomBar: .shows, interactivePop: .notApplicable))
    }

    func testRootEdgesAndInteractivePopReasons() throws {
        let built = try ModelFixture.build("""
            <navigation>
              <tabBarController id="tabs" initial="true"><tab ref="nav"/></tabBarController>
              <navigationController id="nav" root="home"/>
              <screen id="home"><push to="guarded"/></screen>
              <screen id="guarded" backInteractive="false">
                <unwind to="home"/>
              </screen>
            </navigation>
            """)
        XCTAssertEqual(built.plan("nav", "home", .root), plan(background: .shared, shadow: .shared, interactivePop: .notApplicable))
        XCTAssertEqual(built.plan("home", "guarded", .push)?.interactivePop, .blockedBackNotInteractive)
        XCTAssertEqual(built.plan("guarded", "home", .interactivePop)?.interactivePop, .blockedBackNotInteractive)
        XCTAssertEqual(NavigationPlanner.interactivePop(on: NavigationBarAppearance()), .allowed)
    }
}

/// `navgen inspect` lists every plan with the pinned field names.
final class InspectTransitionsTests: XCTestCase {
    func testTransitionsAndScreensUseThePinnedFieldNames() throws {
        let result = try TestSupport.analyse(["app.nav.xml": """
            <navigation>
              <navigationController id="nav" root="home"/>
              <screen id="home"><push to="detail"/></screen>
              <screen id="detail"/>
            </navigation>
            """], self)
        let json = try JSONReader.parse(Array(InspectReport.render(result).utf8), path: "inspect")
        let transitions = try XCTUnwrap(json["transitions"]?.array)
        let legacy = transitions.filter { $0["design"]?.string == "legacy" }
        XCTAssertEqual(legacy.map { $0["operation"]?.string }, ["root", "push", "pop", "interactivePop", "interactivePopCancelled", "popToRoot"])
        // The content-area swipe back is Liquid Glass's alone.
        let glass = transitions.filter { $0["design"]?.string == "glass" }
        XCTAssertEqual(glass.map { $0["operation"]?.string }, ["root", "push", "pop", "interactivePop", "interactivePopCancelled",
                                                               "interactiveContentPop", "interactiveContentPopCancelled", "popToRoot"])
        XCTAssertEqual(json["designs"]?.array?.map(\.string), ["legacy", "glass"])
        let pinned = ["from", "to", "operation", "mode", "visibility", "background", "shadow", "tint", "title", "statusBar",
                      "largeTitle", "bottomBar", "interactivePop"]
        XCTAssertEqual(Array((transitions[1].object ?? []).map(\.key).prefix(pinned.count)), pinned)
        let screens = try XCTUnwrap(json["screens"]?.array)
        XCTAssertEqual(Array((screens[0].object ?? []).map(\.key).prefix(7)),
                       ["id", "mode", "visibility", "background", "statusBarStyle", "tabBarVisible", "interactivePop"])
        XCTAssertEqual(screens.map { $0["design"]?.string }, ["legacy", "glass", "legacy", "glass"])
        XCTAssertEqual(screens.map { $0["background"]?.string }, ["system(default)", "glass", "system(default)", "glass"])
        XCTAssertTrue(transitions.allSatisfy { $0["items"]?.string == "unchanged" && $0["edgeEffect"]?.string == "unchanged" })
    }
}
