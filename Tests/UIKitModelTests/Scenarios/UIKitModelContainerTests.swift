import NavgenRuntime
import UIKit
import XCTest

/// A navigation controller presented modally, a tab switch, and screens that do not adopt navgen, under every answer to
/// the model's unknowns.
final class UIKitModelContainerTests: XCTestCase {
    func testAModalNavigationControllerShowsItsOwnBarAndStatusBar() async {
        await Self.modalNavigationController()
    }

    func testATabSwitchShowsTheOtherStacksBarStatusBarAndTabBar() async {
        await Self.tabSwitch()
    }

    func testScreensThatDoNotAdoptNavgenKeepTheirBarAndLeaveNothingBehind() async {
        await Self.foreignScreens()
    }

    @MainActor
    private static func modalNavigationController() {
        let findings = Findings()
        for design in NavigationDesign.allCases {
            for below in [ScenarioScreen.plain, .brand, .hidden] {
                for presented in ScenarioScale.screens {
                    for animated in [true, false] {
                        findings.everyAnswer {
                            let stage = Stage([.plain, below], design: design)
                            let before = stage.side(stage.top)
                            let root = ScenarioController(presented)
                            let modal = NavigationBarController(rootViewController: root)
                            // Full screen: a sheet leaves the status bar to the screen below unless it asks for it.
                            modal.modalPresentationStyle = .fullScreen
                            var problems = Looks.atRest(stage.look(), before).map { "before: " + $0 }
                            stage.top.present(modal, animated: animated)
                            UIKitModel.settle()
                            problems += Looks.atRest(stage.look(), Side(controller: root, bar: root.navigationAppearance, design: design,
                                                                        tabBarHidden: nil)).map { "presented: " + $0 }
                            modal.dismiss(animated: animated)
                            UIKitModel.settle()
                            problems += Looks.atRest(stage.look(), before).map { "dismissed: " + $0 }
                            findings.note(problems + stage.faults(), "\(presented) presented over \(below), animated \(animated), \(design)")
                        }
                    }
                }
            }
        }
        findings.report()
    }

    @MainActor
    private static func tabSwitch() {
        let findings = Findings()
        for design in NavigationDesign.allCases {
            for first in ScenarioScale.screens {
                for second in [ScenarioScreen.plain, .brand, .hidden, .hidesTabBar] {
                    findings.everyAnswer {
                        let stage = Stage([.plain, first], design: design)
                        guard let tabs = stage.tabs, let other = tabs.viewControllers?[1] as? UINavigationController else { return }
                        other.pushViewController(ScenarioController(second), animated: false)
                        let here = stage.side(stage.top)
                        var problems = Looks.atRest(stage.look(), here).map { "before: " + $0 }
                        tabs.selectedIndex = 1
                        problems += Looks.atRest(stage.look(), stage.side(other.topViewController!)).map { "other tab: " + $0 }
                        tabs.selectedIndex = 0
                        problems += Looks.atRest(stage.look(), here).map { "back: " + $0 }
                        findings.note(problems + stage.faults(), "tabs \(first) and \(second), \(design)")
                    }
                }
            }
        }
        findings.report()
    }

    /// A screen that does not adopt navgen keeps the bar as it is (its item's appearances are its own), gets no
    /// background of navgen's and the status bar it asks for, may be swiped back from; the screens around it show theirs.
    @MainActor
    private static func foreignScreens() {
        let findings = Findings()
        for design in NavigationDesign.allCases {
            for first in ScenarioScale.screens {
                for second in [ScenarioScreen.plain, .brand, .hidden, .clear] {
                    findings.everyAnswer {
                        let stage = Stage([first], design: design)
                        let root = stage.top
                        let foreign = ForeignController()
                        foreign.statusBarStyle = .lightContent
                        let hidden = stage.navigation.isNavigationBarHidden
                        stage.navigation.pushViewController(foreign, animated: true)
                        UIKitModel.settle()
                        var problems: [String] = []
                        let shot = stage.look()
                        if stage.navigation.isNavigationBarHidden != hidden { problems.append("navgen changed the bar's hidden state for a foreign screen") }
                        if stage.navigation.navigationBar.prefersLargeTitles { problems.append("the bar prefers large titles over a foreign screen") }
                        // Under a hidden bar the screen's own style; under a visible one the stock controller's (the model's `default`).
                        let expected: UIStatusBarStyle = hidden ? .lightContent : .default
                        if shot.statusBar != expected { problems.append("status bar \(shot.statusBar) over a foreign screen, \(expected) expected") }
                        problems += Looks.leftBehind(stage.navigation.viewControllers)
                        let pushed = ScenarioController(second)
                        stage.navigation.pushViewController(pushed, animated: true)
                        UIKitModel.settle()
                        problems += Looks.atRest(stage.look(), stage.side(pushed)).map { "over the foreign screen: " + $0 }
                        stage.navigation.popViewController(animated: true)
                        UIKitModel.settle()
                        let swipe = stage.navigation.modelSwipeBack()
                        if !swipe.isPopping { problems.append("the swipe back from a foreign screen does not begin") }
                        swipe.move(to: 0.6)
                        swipe.lift(completing: true)
                        UIKitModel.settle()
                        problems += Looks.atRest(stage.look(), stage.side(root)).map { "back on the first: " + $0 }
                        findings.note(problems + stage.faults(), "\(first), a foreign screen, then \(second), \(design)")
                    }
                }
            }
        }
        findings.report()
    }
}
