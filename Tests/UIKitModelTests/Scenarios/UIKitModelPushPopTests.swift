import NavgenRuntime
import UIKit
import XCTest

/// Pushes and pops between every two kinds of bar, animated and not, in both designs and modes, under every answer to
/// the model's unknowns: what a person sees before, mid-way and after matches the plan.
final class UIKitModelPushPopTests: XCTestCase {
    func testPushThenPopBetweenEveryTwoBars() async {
        await Self.pushThenPopBetweenEveryTwoBars()
    }

    @MainActor
    private static func pushThenPopBetweenEveryTwoBars() {
        let findings = Findings()
        for design in NavigationDesign.allCases {
            for mode in ScenarioMode.allCases {
                for first in ScenarioScale.screens {
                    for second in ScenarioScale.screens {
                        findings.everyAnswer {
                            let stage = Stage([first], design: design, mode: mode)
                            let root = stage.top
                            let pushed = ScenarioController(second)
                            let from = stage.side(root)
                            let to = stage.side(pushed)
                            findings.note(stage.watch(from: from, to: to, plan: stage.plan(from, to, .push)) {
                                stage.navigation.pushViewController(pushed, animated: true)
                            }, "push \(first) → \(second), \(design), \(mode)")
                            findings.note(stage.watch(from: to, to: from, plan: stage.plan(to, from, .pop)) {
                                stage.navigation.popViewController(animated: true)
                            }, "pop \(second) → \(first), \(design), \(mode)")
                        }
                    }
                }
            }
        }
        findings.report()
    }

    /// A coordinator that queues nothing alongside (`animate(alongsideTransition:completion:)` returning false, which
    /// is not documented to happen): every push and pop still ends with the destination's bar, items and status bar,
    /// no split background left behind. Nothing can follow its middle, so only the ends are checked.
    func testATransitionWhoseCoordinatorQueuesNothingEndsRight() async {
        await Self.nothingQueued()
    }

    @MainActor
    private static func nothingQueued() {
        let findings = Findings()
        for design in NavigationDesign.allCases {
            for first in ScenarioScale.screens {
                for second in ScenarioScale.screens {
                    findings.everyAnswer {
                        let stage = Stage([first], design: design)
                        UIKitModel.refusesAlongsideAnimations = true
                        let root = stage.top
                        let pushed = ScenarioController(second)
                        let from = stage.side(root)
                        let to = stage.side(pushed)
                        findings.note(stage.watch(from: from, to: to, plan: stage.plan(from, to, .push), middle: {}, {
                            stage.navigation.pushViewController(pushed, animated: true)
                        }).filter { !$0.hasPrefix("during: ") }, "push \(first) → \(second), \(design)")
                        findings.note(stage.watch(from: to, to: from, plan: stage.plan(to, from, .pop), middle: {}, {
                            stage.navigation.popViewController(animated: true)
                        }).filter { !$0.hasPrefix("during: ") }, "pop \(second) → \(first), \(design)")
                    }
                }
            }
        }
        findings.report()
    }
}
