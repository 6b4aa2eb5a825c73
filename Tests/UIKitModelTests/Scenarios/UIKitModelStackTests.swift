import NavgenRuntime
import UIKit
import XCTest

/// popToRoot, setViewControllers in its push, pop and no-op forms, and every change without animation, under every
/// answer to the model's unknowns.
final class UIKitModelStackTests: XCTestCase {
    func testPopToRoot() async {
        await Self.popToRoot()
    }

    func testSetViewControllersInEachForm() async {
        await Self.setViewControllersInEachForm()
    }

    func testChangesWithoutAnimation() async {
        await Self.changesWithoutAnimation()
    }

    /// A few screens of each kind of bar, on either side of each change.
    static let screens: [ScenarioScreen] = [.plain, .brand, .hidden, .clear, .hidesTabBar, .large, .translucent]

    @MainActor
    private static func popToRoot() {
        let findings = Findings()
        for design in NavigationDesign.allCases {
            for root in screens {
                for top in screens {
                    findings.everyAnswer {
                        let stage = Stage([root, .brand, top], design: design)
                        let from = stage.side(stage.top)
                        let to = stage.side(stage.navigation.viewControllers[0])
                        findings.note(stage.watch(from: from, to: to, plan: stage.plan(from, to, .popToRoot)) {
                            stage.navigation.popToRootViewController(animated: true)
                        }, "popToRoot \(top) → \(root), \(design)")
                    }
                }
            }
        }
        findings.report()
    }

    @MainActor
    private static func setViewControllersInEachForm() {
        let findings = Findings()
        for design in NavigationDesign.allCases {
            for first in screens {
                for second in screens {
                    for animated in [true, false] {
                        findings.everyAnswer {
                            // Push form: the new top is not on the stack.
                            let stage = Stage([first], design: design)
                            let root = stage.top
                            let pushed = ScenarioController(second)
                            var from = stage.side(root)
                            var to = stage.side(pushed)
                            findings.note(stage.watch(from: from, to: to, plan: stage.plan(from, to, .push, animated: animated), animated: animated) {
                                stage.navigation.setViewControllers([root, pushed], animated: animated)
                            }, "setViewControllers push \(first) → \(second), animated \(animated), \(design)")
                            // No-op form: the top stays, the screen below changes.
                            let below = ScenarioController(first == .brand ? .plain : .brand)
                            from = stage.side(pushed)
                            findings.note(stage.watch(from: from, to: stage.side(pushed, on: [below, pushed]),
                                                      plan: stage.plan(from, from, .push), animated: false) {
                                stage.navigation.setViewControllers([below, pushed], animated: animated)
                            }, "setViewControllers no-op on \(second), animated \(animated), \(design)")
                            // Pop form: the new top is below the old one.
                            from = stage.side(pushed)
                            to = stage.side(below, on: [below])
                            findings.note(stage.watch(from: from, to: to, plan: stage.plan(from, to, .pop, animated: animated), animated: animated) {
                                stage.navigation.setViewControllers([below], animated: animated)
                            }, "setViewControllers pop \(second) → \(below.title ?? ""), animated \(animated), \(design)")
                        }
                    }
                }
            }
        }
        findings.report()
    }

    @MainActor
    private static func changesWithoutAnimation() {
        let findings = Findings()
        for design in NavigationDesign.allCases {
            for first in ScenarioScale.screens {
                for second in ScenarioScale.screens {
                    findings.everyAnswer {
                        let stage = Stage([first], design: design)
                        let root = stage.top
                        let pushed = ScenarioController(second)
                        let from = stage.side(root)
                        let to = stage.side(pushed)
                        findings.note(stage.watch(from: from, to: to, plan: stage.plan(from, to, .push, animated: false), animated: false) {
                            stage.navigation.pushViewController(pushed, animated: false)
                        }, "push \(first) → \(second) without animation, \(design)")
                        findings.note(stage.watch(from: to, to: from, plan: stage.plan(to, from, .pop, animated: false), animated: false) {
                            stage.navigation.popViewController(animated: false)
                        }, "pop \(second) → \(first) without animation, \(design)")
                    }
                }
            }
        }
        findings.report()
    }
}
