import NavgenRuntime
import UIKit
import XCTest

/// The back button on every kind of bar: it pops, or where going back is not allowed outright it asks the screen and
/// pops only when the screen agrees, under every answer to the model's unknowns.
final class UIKitModelBackButtonTests: XCTestCase {
    func testTheBackButtonPopsOrAsksTheScreen() async {
        await Self.backButtonOnEveryBar()
    }

    @MainActor
    private static func backButtonOnEveryBar() async {
        let findings = Findings()
        for design in NavigationDesign.allCases {
            for top in ScenarioScale.screens {
                for agrees in [true, false] {
                    await findings.everyAnswer {
                        let stage = Stage([.plain, top], design: design)
                        await findings.note(tapBack(on: stage, agrees: agrees), "back on \(top), the screen \(agrees ? "agrees" : "refuses"), \(design)")
                    }
                }
            }
        }
        findings.report()
    }

    /// Taps the back button of the stage's top screen, which answers `agrees` if asked.
    @MainActor
    static func tapBack(on stage: Stage, agrees: Bool) async -> [String] {
        let stack = stage.navigation.viewControllers
        guard let screen = stack.last as? ScenarioController else { return ["the top screen is not a scenario screen"] }
        screen.agreesToGoBack = agrees
        let leaving = stage.side(screen)
        let staying = stage.side(stack[stack.count - 2], on: Array(stack.dropLast()))
        let asks = NavigationPlanner.backButton(on: leaving.bar) == .asksScreen
        let pops = !asks || agrees
        var problems = Looks.atRest(stage.look(), leaving).map { "before: " + $0 }
        // A hidden bar has no back button, nor one whose left items take its place (UINavigationBar.backItem: "If the
        // leftBarButtonItem property of the topmost navigation item is nil, the navigation bar displays a back button").
        guard leaving.bar.visibility != .hidden, leaving.bar.leftItems.isEmpty, !leaving.bar.hidesBackButton else {
            if stage.navigation.modelTapBackButton() { problems.append("a back button that should not be there was tapped") }
            return problems + Looks.atRest(stage.look(), leaving).map { "after: " + $0 }
        }
        guard stage.navigation.modelTapBackButton() else { return problems + ["there is no back button to tap"] }
        await UIKitModel.runTasks()
        if screen.askedToGoBack != (asks ? 1 : 0) {
            problems.append("the screen was asked \(screen.askedToGoBack) times, \(asks ? "once" : "never") expected")
        }
        if pops {
            UIKitModel.advance(by: 0.175)
            problems += Looks.during(stage.look(), from: leaving, to: staying, plan: stage.plan(leaving, staying, .pop)).map { "during: " + $0 }
        }
        UIKitModel.settle()
        problems += Looks.atRest(stage.look(), pops ? staying : leaving).map { "after: " + $0 }
        return problems + stage.faults()
    }

    /// A second tap while the screen is still asked (a "Discard changes?" it awaits) asks nothing and pops nothing more:
    /// it popped two screens, the second while the first pop ran.
    func testTwoTapsOnAGuardedBackButtonAskOnceAndPopOnce() async {
        await Self.twoTaps()
    }

    /// Tapping the selected tab again pops its stack to the root: with the app's tab bar delegate answering
    /// `NavigationBarController.shouldSelect(_:in:)`, a guarded top screen is asked first and the stack pops only if it
    /// agrees, whether or not UIKit's refused re-tap still pops; an unguarded one pops to the root at once. The same
    /// with iOS 18's tabs, whichever of the delegate's calls UIKit makes.
    func testARetapOfTheTabAsksAGuardedScreenBeforePoppingToTheRoot() async {
        await Self.retaps()
    }

    @MainActor
    private static func retaps() async {
        let findings = Findings()
        // The guarded screen on top, below the top, or none.
        for stack in [[ScenarioScreen.plain, .plain, .guarded], [.plain, .guarded, .plain], [.plain, .plain, .plain]] {
            for (agrees, usesTabs) in [(true, false), (false, false), (true, true), (false, true)] {
                await findings.everyAnswer {
                    let stage = Stage(stack, tabs: usesTabs)
                    let top = stack.contains(.guarded) ? ScenarioScreen.guarded : .plain
                    guard let tabs = stage.tabs, let screen = stage.navigation.viewControllers.last(where: {
                        ($0 as? ScenarioController)?.navigationScreen == top
                    }) as? ScenarioController else {
                        return findings.note(["the stage has no tabs or no scenario screen"], "setup")
                    }
                    let delegate = TabDelegate()
                    tabs.delegate = delegate
                    screen.agreesToGoBack = agrees
                    tabs.modelTapTab(0)
                    await UIKitModel.runTasks()
                    UIKitModel.settle()
                    let guarded = top == .guarded
                    let expected = guarded && !agrees ? 3 : 1
                    var problems: [String] = []
                    if screen.askedToGoBack != (guarded ? 1 : 0) { problems.append("the screen was asked \(screen.askedToGoBack) times") }
                    if stage.navigation.viewControllers.count != expected {
                        problems.append("\(stage.navigation.viewControllers.count) screens left, \(expected) expected")
                    }
                    findings.note(problems + stage.faults(),
                                  "re-tap on \(stack)\(usesTabs ? " with UITabs" : ""), the screen \(agrees ? "agrees" : "refuses")")
                }
            }
        }
        // Tapping the tab from another: the tab shows, its stack as it was, nobody asked.
        for usesTabs in [false, true] {
            await findings.everyAnswer {
                let stage = Stage([.plain, .guarded], tabs: usesTabs)
                guard let tabs = stage.tabs, let screen = stage.top as? ScenarioController else {
                    return findings.note(["the stage has no tabs or no scenario screen"], "setup")
                }
                let delegate = TabDelegate()
                tabs.delegate = delegate
                tabs.selectedIndex = 1
                tabs.modelTapTab(0)
                await UIKitModel.runTasks()
                UIKitModel.settle()
                var problems: [String] = []
                if tabs.selectedIndex != 0 { problems.append("the tab was not selected") }
                if screen.askedToGoBack != 0 { problems.append("the screen was asked \(screen.askedToGoBack) times") }
                if stage.navigation.viewControllers.count != 2 { problems.append("\(stage.navigation.viewControllers.count) screens left, 2 expected") }
                findings.note(problems + stage.faults(), "a tap from another tab\(usesTabs ? " with UITabs" : "")")
            }
        }
        findings.report()
    }

    /// The app's tab bar delegate, as the glue's documentation asks.
    @MainActor
    private final class TabDelegate: UITabBarControllerDelegate {
        func tabBarController(_ tabBarController: UITabBarController, shouldSelect viewController: UIViewController) -> Bool {
            NavigationBarController.shouldSelect(viewController, in: tabBarController)
        }

        func tabBarController(_ tabBarController: UITabBarController, shouldSelectTab tab: UITab) -> Bool {
            NavigationBarController.shouldSelect(tab, in: tabBarController)
        }
    }

    @MainActor
    private static func twoTaps() async {
        let findings = Findings()
        await findings.everyAnswer {
            let stage = Stage([.plain, .plain, .guarded], inTabs: false)
            guard let guarded = stage.top as? ScenarioController else { return findings.note(["the top is no scenario screen"], "setup") }
            guarded.agreesToGoBack = true
            let taps = [stage.navigation.modelTapBackButton(), stage.navigation.modelTapBackButton()]
            await UIKitModel.runTasks()
            UIKitModel.settle()
            var problems: [String] = taps.contains(false) ? ["there is no back button to tap"] : []
            if guarded.askedToGoBack != 1 { problems.append("the screen was asked \(guarded.askedToGoBack) times") }
            if stage.navigation.viewControllers.count != 2 { problems.append("\(3 - stage.navigation.viewControllers.count) screens popped") }
            findings.note(problems + stage.faults(), "two taps")
        }
        findings.report()
    }
}
