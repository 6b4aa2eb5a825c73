import NavgenRuntime
import XCTest

/// The planner field by field and operation by operation: each case changes one thing between two bars.
final class NavigationPlannerTests: XCTestCase {
    private let plain = NavigationBarAppearance()
    private let red = NavigationColor(red: 0.8, green: 0.1, blue: 0.1)
    private let blue = NavigationColor(red: 0.1, green: 0.1, blue: 0.8)

    private func plan(_ from: NavigationBarAppearance, _ to: NavigationBarAppearance, _ operation: NavigationOperation = .push,
                      animated: Bool = true, split: NavigationSplitTransition = .automatic,
                      tabBar: (from: Bool, to: Bool) = (false, false)) -> NavigationTransitionPlan {
        NavigationPlanner.plan(from: from, to: to, operation: operation, animated: animated, splitTransition: split,
                               tabBar: NavigationTabBarVisibility(from: tabBar.from, to: tabBar.to))
    }

    func testTwoEqualBarsChangeNothing() {
        XCTAssertEqual(plan(plain, plain), NavigationTransitionPlan(
            visibility: .visible, background: .shared, shadow: .shared, tint: .unchanged, title: .unchanged,
            statusBar: .unchanged, largeTitle: .unchanged, bottomBar: .unchanged, interactivePop: .allowed))
    }

    // MARK: visibility

    func testVisibilityFollowsRealHidingOnly() {
        let hidden = NavigationBarAppearance([.background(.transparent), .visibility(.hidden)])
        let transparent = NavigationBarAppearance([.background(.transparent), .visibility(.transparent)])
        XCTAssertEqual(plan(plain, plain).visibility, .visible)
        XCTAssertEqual(plan(hidden, hidden).visibility, .hidden)
        XCTAssertEqual(plan(hidden, plain).visibility, .appearing)
        XCTAssertEqual(plan(plain, hidden).visibility, .disappearing)
        // A transparent bar is still there.
        XCTAssertEqual(plan(plain, transparent).visibility, .visible)
    }

    // MARK: background and shadow

    func testDifferentBackgroundsSplitAndEqualOnesShare() {
        let redBar = NavigationBarAppearance([.background(.color(red))])
        let blueBar = NavigationBarAppearance([.background(.color(blue))])
        XCTAssertEqual(plan(redBar, blueBar).background, .split)
        XCTAssertEqual(plan(redBar, blueBar).shadow, .split)
        XCTAssertEqual(plan(redBar, redBar).background, .shared)
        XCTAssertEqual(plan(plain, NavigationBarAppearance([.background(.system(.black))])).background, .split)
        XCTAssertEqual(plan(NavigationBarAppearance([.background(.image(name: "a", alpha: 1))]),
                            NavigationBarAppearance([.background(.image(name: "a", alpha: 1))])).background, .shared)
    }

    func testARealHideOrShowNeverSplits() {
        let hidden = NavigationBarAppearance([.background(.transparent), .visibility(.hidden)])
        let redBar = NavigationBarAppearance([.background(.color(red))])
        XCTAssertEqual(plan(redBar, hidden).background, .shared)
        XCTAssertEqual(plan(hidden, redBar).background, .shared)
        XCTAssertEqual(plan(hidden, redBar, split: .always).background, .shared)
    }

    func testWithoutAnimationEverythingJumps() {
        let redBar = NavigationBarAppearance([.background(.color(red)), .tintColor(red), .titleColor(red)])
        let result = plan(plain, redBar, animated: false)
        XCTAssertEqual(result.background, .jump)
        XCTAssertEqual(result.shadow, .jump)
        XCTAssertEqual(result.tint, .jump)
        XCTAssertEqual(result.title, .jump)
        // Equal bars without animation still jump the background (it switches at once, to the same thing).
        XCTAssertEqual(plan(plain, plain, animated: false).background, .jump)
        XCTAssertEqual(plan(plain, plain, animated: false).tint, .unchanged)
    }

    func testSplitTransitionForcesTheBackground() {
        let redBar = NavigationBarAppearance([.background(.color(red))])
        let blueBar = NavigationBarAppearance([.background(.color(blue))])
        XCTAssertEqual(plan(redBar, redBar, split: .always).background, .split)
        XCTAssertEqual(plan(redBar, blueBar, split: .never).background, .shared)
        // Without the edge's own, the from-screen's, then the to-screen's.
        var fromNever = redBar
        fromNever.splitTransition = .never
        var toAlways = blueBar
        toAlways.splitTransition = .always
        XCTAssertEqual(plan(fromNever, toAlways).background, .shared)
        XCTAssertEqual(plan(redBar, toAlways).background, .split)
        XCTAssertEqual(plan(fromNever, toAlways, split: .always).background, .split)
        XCTAssertEqual(NavigationPlanner.splitTransition(edge: .automatic, from: redBar, to: toAlways), .always)
        XCTAssertEqual(NavigationPlanner.splitTransition(edge: .never, from: redBar, to: toAlways), .never)
        XCTAssertEqual(NavigationPlanner.splitTransition(edge: .automatic, from: redBar, to: blueBar), .automatic)
    }

    func testTheShadowCrossFadesOnASharedBarWhenItChanges() {
        let hairline = NavigationBarAppearance([.shadow(.hidden)])
        XCTAssertEqual(plan(plain, hairline).background, .shared)
        XCTAssertEqual(plan(plain, hairline).shadow, .crossfade)
        XCTAssertEqual(plan(hairline, hairline).shadow, .shared)
        XCTAssertEqual(plan(NavigationBarAppearance([.shadow(.color(red))]), NavigationBarAppearance([.shadow(.color(blue))])).shadow, .crossfade)
        // A storyboard's separator colour and a token of the same components look the same: compared as colours are.
        let separator = NavigationColor(red: 60 / 255, green: 60 / 255, blue: 67 / 255, alpha: 0.29, system: .separator)
        let token = NavigationColor(red: 60 / 255, green: 60 / 255, blue: 67 / 255, alpha: 0.29)
        XCTAssertEqual(plan(NavigationBarAppearance([.shadow(.color(separator))]), NavigationBarAppearance([.shadow(.color(token))])).shadow, .shared)
    }

    // MARK: tint and title

    func testTintComparesWhatPeopleSee() {
        XCTAssertEqual(plan(plain, NavigationBarAppearance([.tintColor(red)])).tint, .crossfade)
        // The declared system blue is the default blue.
        XCTAssertEqual(plan(plain, NavigationBarAppearance([.tintColor(NavigationColor(red: 0, green: 122 / 255, blue: 1))])).tint, .unchanged)
        // In a dark mode the default blue is brighter.
        XCTAssertEqual(plan(plain, NavigationBarAppearance([.usesDarkAppearance(true)])).tint, .crossfade)
    }

    func testABarWithoutATintShowsTheAppsTint() {
        let declared = NavigationBarAppearance([.tintColor(red)])
        XCTAssertEqual(NavigationPlanner.plan(from: declared, to: plain, operation: .push, appTint: red).tint, .unchanged)
        XCTAssertEqual(NavigationPlanner.plan(from: plain, to: declared, operation: .pop, appTint: blue).tint, .crossfade)
        // Liquid Glass items take the label colour, not the app's tint.
        XCTAssertEqual(NavigationPlanner.plan(from: declared, to: plain, operation: .push, design: .glass, appTint: red).tint, .crossfade)
    }

    func testTitleComparesColourAndFont() {
        XCTAssertEqual(plan(plain, NavigationBarAppearance([.titleColor(.black)])).title, .unchanged)
        XCTAssertEqual(plan(plain, NavigationBarAppearance([.titleColor(red)])).title, .crossfade)
        // The black bar style's default title is white.
        XCTAssertEqual(plan(plain, NavigationBarAppearance([.barStyle(.black)])).title, .crossfade)
        XCTAssertEqual(plan(plain, NavigationBarAppearance([.titleFont(NavigationFont(family: nil, size: 17, weight: 600))])).title,
                       .crossfade)
    }

    // MARK: status bar, large title, bottom bar

    func testTheStatusBarEndsInTheToScreensStyle() {
        XCTAssertEqual(plan(plain, plain).statusBar, .unchanged)
        XCTAssertEqual(plan(plain, NavigationBarAppearance([.statusBarStyle(.lightContent)])).statusBar, .lightContent)
        XCTAssertEqual(plan(plain, NavigationBarAppearance([.statusBarStyle(.default)])).statusBar, .default)
        XCTAssertEqual(plan(NavigationBarAppearance([.statusBarStyle(.lightContent)]), plain).statusBar, .darkContent)
    }

    func testOnlyAFullScreenPresentationHandsOverTheStatusBar() {
        let light = NavigationBarAppearance([.statusBarStyle(.lightContent)])
        for style in NavigationPresentationStyle.allCases {
            for operation in [NavigationOperation.present, .dismiss] {
                let statusBar = NavigationPlanner.plan(from: plain, to: light, operation: operation, presentation: style).statusBar
                XCTAssertEqual(statusBar, style == .fullScreen ? .lightContent : .unchanged, "\(operation) \(style)")
            }
            XCTAssertEqual(NavigationPlanner.plan(from: plain, to: light, operation: .present, presentation: style, capturesStatusBar: true).statusBar,
                           .lightContent, "a screen that captures the status bar takes it in any style")
            // Within a stack the style of a presentation has no say.
            XCTAssertEqual(NavigationPlanner.plan(from: plain, to: light, operation: .push, presentation: style).statusBar, .lightContent)
        }
    }

    func testLargeTitlesExpandAndCollapse() {
        let large = NavigationBarAppearance([.largeTitleDisplayMode(.always), .prefersLargeTitles(true)])
        let preferred = NavigationBarAppearance([.prefersLargeTitles(true)])
        let never = NavigationBarAppearance([.largeTitleDisplayMode(.never), .prefersLargeTitles(true)])
        XCTAssertEqual(plan(plain, large).largeTitle, .expands)
        XCTAssertEqual(plan(large, plain).largeTitle, .collapses)
        XCTAssertEqual(plan(plain, preferred).largeTitle, .expands)
        XCTAssertEqual(plan(preferred, never).largeTitle, .collapses)
        XCTAssertEqual(plan(large, preferred).largeTitle, .unchanged)
    }

    /// A bar that does not prefer large titles shows the title inline whatever the screen's mode
    /// (https://developer.apple.com/documentation/uikit/uinavigationbar/preferslargetitles).
    func testAlwaysShowsNoLargeTitleOnABarThatDoesNotPreferThem() {
        let always = NavigationBarAppearance([.largeTitleDisplayMode(.always)])
        XCTAssertFalse(always.showsLargeTitle)
        XCTAssertEqual(plan(plain, always).largeTitle, .unchanged)
    }

    func testTheTabBarShowsAndHidesAsTheStacksSay() {
        XCTAssertEqual(plan(plain, plain, tabBar: (true, false)).bottomBar, .hides)
        XCTAssertEqual(plan(plain, plain, .pop, tabBar: (false, true)).bottomBar, .shows)
        XCTAssertEqual(plan(plain, plain, tabBar: (true, true)).bottomBar, .unchanged)
        XCTAssertEqual(plan(plain, plain).bottomBar, .unchanged, "without word of the stacks, no tab bar on either side")
    }

    // MARK: interactive pop, operation by operation

    func testTheSwipeBackIsAskedOfTheScreenOnTop() {
        let noSwipe = NavigationBarAppearance([.swipeBackEnabled(false)])
        let noBack = NavigationBarAppearance([.backInteractive(false)])
        // A push puts the to-screen on top; every pop starts from the from-screen.
        XCTAssertEqual(plan(plain, noSwipe, .push).interactivePop, .blockedSwipeBackDisabled)
        XCTAssertEqual(plan(noSwipe, plain, .push).interactivePop, .allowed)
        for operation in [NavigationOperation.pop, .interactivePop, .interactivePopCancelled] {
            XCTAssertEqual(plan(noBack, plain, operation).interactivePop, .blockedBackNotInteractive, "\(operation)")
            XCTAssertEqual(plan(plain, noBack, operation).interactivePop, .allowed, "\(operation)")
        }
        for operation in [NavigationOperation.root, .popToRoot, .present, .dismiss, .unwind] {
            XCTAssertEqual(plan(noSwipe, noSwipe, operation).interactivePop, .notApplicable, "\(operation)")
        }
        // The content-area swipe is blocked as the edge swipe is.
        for operation in [NavigationOperation.interactiveContentPop, .interactiveContentPopCancelled] {
            XCTAssertEqual(plan(noSwipe, plain, operation).interactivePop, .blockedSwipeBackDisabled, "\(operation)")
            XCTAssertEqual(plan(plain, noSwipe, operation).interactivePop, .allowed, "\(operation)")
        }
    }

    func testADisabledSwipeIsReportedBeforeABackGuard() {
        let both = NavigationBarAppearance([.backInteractive(false), .swipeBackEnabled(false)])
        XCTAssertEqual(NavigationPlanner.interactivePop(on: both), .blockedSwipeBackDisabled)
        XCTAssertEqual(NavigationPlanner.interactivePop(on: NavigationBarAppearance([.backInteractive(false)])), .blockedBackNotInteractive)
        XCTAssertEqual(NavigationPlanner.interactivePop(on: plain), .allowed)
    }

    func testACancelledSwipeBackEndsAsItBegan() {
        let from = NavigationBarAppearance([.background(.color(red)), .tintColor(red), .titleColor(red), .largeTitleDisplayMode(.always),
                                           .prefersLargeTitles(true), .statusBarStyle(.lightContent)])
        let to = NavigationBarAppearance()
        let popped = plan(from, to, .interactivePop, tabBar: (false, true))
        XCTAssertEqual([popped.tint, popped.title], [.crossfade, .crossfade])
        XCTAssertEqual(popped.statusBar, .darkContent)
        XCTAssertEqual(popped.largeTitle, .collapses)
        XCTAssertEqual(popped.bottomBar, .shows)
        let cancelled = plan(from, to, .interactivePopCancelled, tabBar: (false, true))
        XCTAssertEqual([cancelled.tint, cancelled.title], [.unchanged, .unchanged])
        XCTAssertEqual(cancelled.statusBar, .unchanged)
        XCTAssertEqual(cancelled.largeTitle, .unchanged)
        XCTAssertEqual(cancelled.bottomBar, .unchanged)
        // The gesture still showed the other screen's background beside this one's.
        XCTAssertEqual(cancelled.background, .split)
    }

    func testEveryOperationPlansTheSameBarsAlikeButForItsOwnRules() {
        let from = NavigationBarAppearance([.background(.color(red)), .statusBarStyle(.lightContent)])
        let to = NavigationBarAppearance([.background(.color(blue)), .largeTitleDisplayMode(.always), .prefersLargeTitles(true)])
        for operation in NavigationOperation.allCases {
            let result = plan(from, to, operation)
            XCTAssertEqual(result.visibility, .visible, "\(operation)")
            XCTAssertEqual(result.background, .split, "\(operation)")
            XCTAssertEqual(result.shadow, .split, "\(operation)")
            let cancelled = operation.isCancelledSwipe
            XCTAssertEqual(result.statusBar, cancelled ? .unchanged : .darkContent, "\(operation)")
            XCTAssertEqual(result.largeTitle, cancelled ? .unchanged : .expands, "\(operation)")
        }
    }

    func testPlansHashAsTheirFields() {
        let first = plan(plain, NavigationBarAppearance([.background(.color(red))]))
        var second = first
        XCTAssertEqual(Set([first, second]).count, 1)
        second.tint = .jump
        XCTAssertEqual(Set([first, second]).count, 2)
    }
}
