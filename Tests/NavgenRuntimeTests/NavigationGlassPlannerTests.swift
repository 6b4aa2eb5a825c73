import NavgenRuntime
import XCTest

/// The planner under Liquid Glass: two glass bars share the bar, items morph by identifier, the edge effect changes,
/// the content-area swipe is blocked as the edge swipe is, and `automatic` status bars follow the interface style; the
/// back button, in both designs, asks the screen where going back is not interactive.
final class NavigationGlassPlannerTests: XCTestCase {
    private let glass = NavigationBarAppearance([.background(.glass)])
    private let red = NavigationColor(red: 0.8, green: 0.1, blue: 0.1)

    private func plan(_ from: NavigationBarAppearance, _ to: NavigationBarAppearance, _ operation: NavigationOperation = .push,
                      design: NavigationDesign = .glass, split: NavigationSplitTransition = .automatic,
                      tabBar: (from: Bool, to: Bool) = (false, false)) -> NavigationTransitionPlan {
        NavigationPlanner.plan(from: from, to: to, operation: operation, splitTransition: split, design: design,
                               tabBar: NavigationTabBarVisibility(from: tabBar.from, to: tabBar.to))
    }

    func testTwoGlassBarsAlwaysShareTheBar() {
        XCTAssertEqual(plan(glass, glass).background, .shared)
        // Nothing to split, even when asked for.
        XCTAssertEqual(plan(glass, glass, split: .always).background, .shared)
        XCTAssertEqual(plan(glass, glass, .interactiveContentPop).background, .shared)
        // A screen with a bar colour of its own still splits from the glass one.
        XCTAssertEqual(plan(glass, NavigationBarAppearance([.background(.color(red))])).background, .split)
        // A clear bar (a photo under it) has no background of its own either: nothing to split.
        let clear = NavigationBarAppearance([.background(.transparent)])
        XCTAssertEqual(plan(glass, clear).background, .shared)
        XCTAssertEqual(plan(clear, glass, .pop).background, .shared)
    }

    func testItemsStayMorphByIdentifierOrAreReplaced() {
        let share = NavigationBarButtonItem(kind: .image, image: "square.and.arrow.up", identifier: "share")
        let shareAgain = NavigationBarButtonItem(kind: .title, title: "Share", identifier: "share")
        let edit = NavigationBarButtonItem(kind: .system, systemItem: .edit)
        let first = NavigationBarAppearance([.background(.glass), .rightItems([share])])
        let second = NavigationBarAppearance([.background(.glass), .rightItems([shareAgain, edit])])
        let third = NavigationBarAppearance([.background(.glass), .rightItems([edit])])
        XCTAssertEqual(plan(first, first).items, .unchanged)
        XCTAssertEqual(plan(first, second).items, .morph)
        XCTAssertEqual(plan(first, third).items, .replace)
        XCTAssertEqual(plan(glass, first).items, .replace)
        // Before iOS 26 there is no identifier to match items by.
        XCTAssertEqual(plan(first, second, design: .legacy).items, .replace)
        XCTAssertEqual(plan(first, first, design: .legacy).items, .unchanged)
        // A cancelled swipe ends with the items it began with.
        XCTAssertEqual(plan(first, second, .interactiveContentPopCancelled).items, .unchanged)
        XCTAssertEqual(plan(first, second, .interactivePopCancelled).items, .unchanged)
    }

    func testTheEdgeEffectChangesOnlyUnderGlass() {
        let hard = NavigationBarAppearance([.background(.glass), .edgeEffect(.hard)])
        XCTAssertEqual(plan(glass, hard).edgeEffect, .changed)
        XCTAssertEqual(plan(hard, hard).edgeEffect, .unchanged)
        XCTAssertEqual(plan(glass, hard, design: .legacy).edgeEffect, .unchanged)
        XCTAssertEqual(plan(glass, hard, .interactiveContentPopCancelled).edgeEffect, .unchanged)
    }

    func testTheContentSwipeIsPlannedLikeTheEdgeSwipe() {
        let from = NavigationBarAppearance([.background(.glass), .statusBarStyle(.lightContent)])
        let to = NavigationBarAppearance([.background(.glass)])
        let edge = plan(from, to, .interactivePop, tabBar: (false, true))
        let content = plan(from, to, .interactiveContentPop, tabBar: (false, true))
        XCTAssertEqual(content, edge)
        XCTAssertEqual(content.bottomBar, .shows)
        let cancelled = plan(from, to, .interactiveContentPopCancelled, tabBar: (false, true))
        XCTAssertEqual(cancelled, plan(from, to, .interactivePopCancelled, tabBar: (false, true)))
        XCTAssertEqual(cancelled.statusBar, .unchanged)
        XCTAssertEqual(cancelled.bottomBar, .unchanged)
    }

    func testTheContentSwipeIsBlockedAsTheEdgeSwipeIsAndOnlyUnderGlass() {
        let noSwipe = NavigationBarAppearance([.background(.glass), .swipeBackEnabled(false)])
        let guarded = NavigationBarAppearance([.background(.glass), .backInteractive(false)])
        XCTAssertEqual(NavigationPlanner.interactiveContentPop(on: glass, design: .glass), .allowed)
        XCTAssertEqual(NavigationPlanner.interactiveContentPop(on: noSwipe, design: .glass), .blockedSwipeBackDisabled)
        XCTAssertEqual(NavigationPlanner.interactiveContentPop(on: guarded, design: .glass), .blockedBackNotInteractive)
        for bar in [glass, noSwipe, guarded] {
            XCTAssertEqual(NavigationPlanner.interactiveContentPop(on: bar, design: .glass), NavigationPlanner.interactivePop(on: bar))
            // The legacy bar has no content-area swipe.
            XCTAssertEqual(NavigationPlanner.interactiveContentPop(on: bar, design: .legacy), .notApplicable)
        }
    }

    func testTheBackButtonAsksTheScreenWhereGoingBackIsNotInteractive() {
        XCTAssertEqual(NavigationPlanner.backButton(on: glass), .pops)
        XCTAssertEqual(NavigationPlanner.backButton(on: NavigationBarAppearance([.backInteractive(false)])), .asksScreen)
        XCTAssertEqual(NavigationPlanner.backButton(on: NavigationBarAppearance([.background(.glass), .backInteractive(false)])), .asksScreen)
        // A screen that turns only the swipe off keeps its back button.
        XCTAssertEqual(NavigationPlanner.backButton(on: NavigationBarAppearance([.swipeBackEnabled(false)])), .pops)
    }

    func testAutomaticStatusBarsOverGlassFollowTheInterfaceStyle() {
        XCTAssertEqual(NavigationPlanner.automaticStatusBarStyle(on: glass), .darkContent)
        XCTAssertEqual(NavigationPlanner.automaticStatusBarStyle(on: NavigationBarAppearance([.background(.glass), .usesDarkAppearance(true)])),
                       .lightContent)
        // A bar colour of its own still decides it.
        XCTAssertEqual(NavigationPlanner.automaticStatusBarStyle(on: NavigationBarAppearance([.background(.color(.black))])), .lightContent)
    }

    func testGlassItemsDefaultToTheLabelColour() {
        XCTAssertEqual(glass.effectiveTintColor(in: .glass), .black)
        XCTAssertEqual(NavigationBarAppearance([.background(.glass), .usesDarkAppearance(true)]).effectiveTintColor(in: .glass), .white)
        XCTAssertEqual(glass.effectiveTintColor(in: .legacy), NavigationColor(red: 0, green: 122 / 255, blue: 1))
        XCTAssertEqual(NavigationBarAppearance([.tintColor(red)]).effectiveTintColor(in: .glass), red)
        // The default tints of the two designs differ, but a plan compares within one design.
        XCTAssertEqual(plan(glass, glass).tint, .unchanged)
    }

    func testTheDesignFollowsTheBuildAndTheSystem() {
        XCTAssertEqual(NavigationDesign.current(glassBuild: false), .legacy)
        // Linux answers every `#available` check, as iOS 26 and later do.
        XCTAssertEqual(NavigationDesign.current(glassBuild: true), .glass)
    }
}
